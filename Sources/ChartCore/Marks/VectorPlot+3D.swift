import ChartMath
import ChartScene
import Foundation

extension VectorArrowsSpec {
    /// The points, or the sampled field's domains' bounds, on x, y and z.
    func addValues(to domains: inout MarkDomains3D) throws {
        if let problem { throw problem }
        guard arrows.dimension == 3 else { throw VectorFieldError.wrongChart(mark: markName, dimensions: 2) }
        let l = arrows.labels
        if let exact = arrows.domains {
            for bound in [exact.map(\.lowerBound), exact.map(\.upperBound)] {
                domains.addX(.value(l[0], bound[0]))
                domains.addY(.value(l[1], bound[1]))
                domains.addZ(.value(l[2], bound[2]))
            }
            return
        }
        for i in memberIndices where (0..<3).allSatisfy({ arrows.points[$0][i].isFinite }) {
            domains.addX(.value(l[0], arrows.points[0][i]))
            domains.addY(.value(l[1], arrows.points[1][i]))
            domains.addZ(.value(l[2], arrows.points[2][i]))
        }
    }

    /// Each arrow as an unlit line up to a lit cone 0.3 of its length (matplotlib's
    /// `arrow_length_ratio`), half as wide as long.
    func primitives(in context: MarkContext3D) -> [ScenePrimitive] {
        var shafts: [[Vec3]] = []
        var cones = ConeMesh()
        context.log.pending += skipped
        let l = arrows.labels
        for i in memberIndices {
            guard let ends = arrows.ends(i, factor: factor, pivot: pivot),
                let a = context.position(
                    x: .value(l[0], ends.tail[0]), y: .value(l[1], ends.tail[1]), z: .value(l[2], ends.tail[2])),
                let b = context.position(
                    x: .value(l[0], ends.tip[0]), y: .value(l[1], ends.tip[1]), z: .value(l[2], ends.tip[2]))
            else {
                context.log.pending += 1
                continue
            }
            let d = b - a
            let length = (d * d).sum().squareRoot()
            guard length > 0 else { continue }
            let t = d / length
            let base = b - 0.3 * length * t
            shafts.append([a, base])
            cones.add(tip: b, axis: t, length: 0.3 * length, radius: 0.15 * length)
        }
        return context.stroke(shafts, style: StrokeStyle(lineWidth: shape.width ?? 1.5))
            + context.mesh(positions: cones.positions, normals: cones.normals, indices: cones.indices)
    }
}

/// Cones (arrow heads) as one triangle mesh with smooth side normals and a flat base.
struct ConeMesh {
    var positions: [Vec3] = []
    var normals: [Vec3] = []
    var indices: [UInt32] = []
    static let segments = 12

    mutating func add(tip: Vec3, axis t: Vec3, length: Float, radius: Float) {
        let helper: Vec3 = abs(t.x) < 0.9 ? Vec3(1, 0, 0) : Vec3(0, 1, 0)
        let n1 = t.cross(helper).normalized
        let n2 = t.cross(n1)
        let base = tip - length * t
        let n = Self.segments
        let start = UInt32(positions.count)
        func radial(_ k: Double) -> Vec3 {
            let a = 2 * Double.pi * k / Double(n)
            return Float(cos(a)) * n1 + Float(sin(a)) * n2
        }
        for k in 0..<n {
            let r = radial(Double(k))
            positions.append(base + radius * r)
            normals.append((length * r + radius * t).normalized)
            positions.append(tip)
            normals.append((length * radial(Double(k) + 0.5) + radius * t).normalized)
        }
        for k in 0..<n {
            let next = UInt32((k + 1) % n)
            indices += [start + UInt32(2 * k), start + 2 * next, start + UInt32(2 * k + 1)]
        }
        let centre = UInt32(positions.count)
        positions.append(base)
        normals.append(-t)
        for k in 0..<n {
            positions.append(base + radius * radial(Double(k)))
            normals.append(-t)
        }
        for k in 0..<n {
            indices += [centre, centre + 1 + UInt32((k + 1) % n), centre + 1 + UInt32(k)]
        }
    }
}
