import ChartMath
import ChartScene
import Foundation

/// Small building blocks for the solid-symbol, translucency and material tests.
enum SolidSceneKit {
    /// An orthographic camera looking at the origin from `eye`, showing [-1, 1]² of the view plane.
    static func orthographic(eye: Vec3, aspect: Float = 1) -> SceneCamera {
        SceneCamera(
            view: .lookAt(eye: eye, target: Vec3(0, 0, 0), up: Vec3(0, 1, 0)),
            projection: .orthographic(left: -aspect, right: aspect, bottom: -1, top: 1, near: 0.1, far: 10))
    }

    /// A perspective camera looking at `target` from `eye`.
    static func perspective(eye: Vec3, target: Vec3 = Vec3(0, 0, 0), aspect: Float) -> SceneCamera {
        SceneCamera(
            view: .lookAt(eye: eye, target: target, up: Vec3(0, 1, 0)),
            projection: .perspective(fovY: 0.55, aspect: aspect, near: 0.1, far: 10))
    }

    /// A quad in a plane, given by its centre and two half-edge vectors, unlit unless `normal` is set.
    static func quad(
        center: Vec3, u: Vec3, v: Vec3, color: RGBA, normal: Vec3? = nil
    ) -> ScenePrimitive {
        let positions = [center - u - v, center + u - v, center + u + v, center - u + v]
        return .mesh(
            TriangleMesh(
                space: .world, positions: positions, normals: normal.map { Array(repeating: $0, count: 4) } ?? [],
                colors: [color], indices: [0, 1, 2, 0, 2, 3]))
    }

    /// A latitude–longitude sphere mesh with exact normals.
    static func sphereMesh(
        center: Vec3, radius: Float, color: RGBA, metalness: Float = 0, roughness: Float = 0.5, segments: Int = 64
    ) -> TriangleMesh {
        var positions: [Vec3] = []
        var normals: [Vec3] = []
        let rings = segments / 2
        for j in 0...rings {
            let theta = Float.pi * Float(j) / Float(rings)
            for i in 0...segments {
                let phi = 2 * Float.pi * Float(i) / Float(segments)
                let n = Vec3(sin(theta) * cos(phi), cos(theta), sin(theta) * sin(phi))
                normals.append(n)
                positions.append(center + n * radius)
            }
        }
        var indices: [UInt32] = []
        for j in 0..<rings {
            for i in 0..<segments {
                let a = UInt32(j * (segments + 1) + i)
                let b = a + UInt32(segments + 1)
                indices += [a, a + 1, b, a + 1, b + 1, b]
            }
        }
        return TriangleMesh(
            space: .world, positions: positions, normals: normals, colors: [color], indices: indices,
            metalness: metalness, roughness: roughness)
    }
}
