import ChartMath
import Testing

@testable import ChartCamera

@Suite struct PoseTests {
    func close(_ a: Vec3, _ b: Vec3, _ tol: Float = 1e-5) -> Bool { (a - b).length <= tol }

    @Test func angleUnits() {
        #expect(abs(Angle2D.degrees(180).radians - .pi) < 1e-12)
        #expect(abs(Angle2D(radians: Float.pi / 2).degrees - 90) < 1e-4)
        #expect(Angle2D.degrees(30).description == "30°")
    }

    @Test func presetEyeDirections() {
        #expect(close(Chart3DPose.front.eyeDirection, Vec3(0, 0, 1)))
        #expect(close(Chart3DPose.back.eyeDirection, Vec3(0, 0, -1)))
        #expect(close(Chart3DPose.right.eyeDirection, Vec3(1, 0, 0)))
        #expect(close(Chart3DPose.left.eyeDirection, Vec3(-1, 0, 0)))
        #expect(close(Chart3DPose.top.eyeDirection, Vec3(0, 1, 0)))
        #expect(close(Chart3DPose.bottom.eyeDirection, Vec3(0, -1, 0)))
        #expect(Chart3DPose.presets.count == 7)
    }

    @Test func upIsPerpendicularToTheEyeAtEveryPose() {
        for az in stride(from: -180.0, through: 180, by: 30) {
            for inc in stride(from: -90.0, through: 90, by: 15) {
                let p = Chart3DPose(azimuth: .degrees(az), inclination: .degrees(inc))
                #expect(abs(p.eyeDirection.dot(p.upDirection)) < 1e-5)
                #expect(abs(p.upDirection.length - 1) < 1e-5)
            }
        }
    }

    @Test func inclinationIsClamped() {
        let p = Chart3DPose(azimuth: .degrees(0), inclination: .degrees(120))
        #expect(close(p.eyeDirection, Vec3(0, 1, 0)))
    }

    @Test func swiftSourceReproducesThePose() {
        let p = Chart3DPose(azimuth: .degrees(20), inclination: .degrees(7.5))
        #expect(p.swiftSource == ".chart3DPose(Chart3DPose(azimuth: .degrees(20), inclination: .degrees(7.5)))")
    }
}

@Suite struct ViewCameraTests {
    func close(_ a: Vec3, _ b: Vec3, _ tol: Float = 1e-3) -> Bool { (a - b).length <= tol }

    @Test func frontOrthographicReadsLikeA2DChart() {
        let c = ViewCamera(pose: .front, viewportWidth: 200, viewportHeight: 100, scale: 100)
        #expect(close(c.project(.zero), Vec3(100, 50, c.project(.zero).z)))
        let right = c.project(Vec3(0.5, 0, 0))
        let up = c.project(Vec3(0, 0.5, 0))
        #expect(abs(right.x - 150) < 1e-3 && abs(right.y - 50) < 1e-3)
        #expect(abs(up.x - 100) < 1e-3 && abs(up.y - 0) < 1e-3)
        // Nearer points (larger z) have smaller depth.
        #expect(c.project(Vec3(0, 0, 0.5)).z < c.project(Vec3(0, 0, -0.5)).z)
    }

    @Test func rightPoseShowsZGoingLeft() {
        let c = ViewCamera(pose: .right, viewportWidth: 100, viewportHeight: 100, scale: 100)
        #expect(c.project(Vec3(0, 0, 0.5)).x < 50)
        #expect(c.project(Vec3(0, 0, -0.5)).x > 50)
    }

    @Test func topPoseShowsXRightAndZDown() {
        let c = ViewCamera(pose: .top, viewportWidth: 100, viewportHeight: 100, scale: 100)
        #expect(c.project(Vec3(0.5, 0, 0)).x > 99)
        #expect(c.project(Vec3(0, 0, 0.5)).y > 99)
    }

    @Test func offsetMovesTheOrigin() {
        let c = ViewCamera(pose: .default, viewportWidth: 100, viewportHeight: 80, scale: 50, offset: Vec2(10, -5))
        let p = c.project(.zero)
        #expect(abs(p.x - 60) < 1e-3 && abs(p.y - 35) < 1e-3)
    }

    @Test func perspectiveShrinksDistantThings() {
        let c = ViewCamera(pose: .front, projection: .perspective, viewportWidth: 100, viewportHeight: 100, scale: 100)
        let near = c.project(Vec3(0.4, 0, 0.5)).x - 50
        let mid = c.project(Vec3(0.4, 0, 0)).x - 50
        let far = c.project(Vec3(0.4, 0, -0.5)).x - 50
        #expect(near > mid && mid > far)
        #expect(abs(mid - 40) < 1e-2)  // scale is exact at the origin's depth
    }

    @Test(arguments: [Chart3DCameraProjection.orthographic, .perspective])
    func rayThroughAProjectedPointPassesThroughIt(projection: Chart3DCameraProjection) throws {
        let c = ViewCamera(pose: .default, projection: projection, viewportWidth: 300, viewportHeight: 200)
        let p_w = Vec3(0.3, -0.2, 0.1)
        let p_s = c.project(p_w)
        let ray = try #require(c.ray(throughPixel: Vec2(p_s.x, p_s.y)))
        let toPoint = p_w - ray.origin
        let along = toPoint.dot(ray.direction)
        #expect((toPoint - ray.direction * along).length < 1e-3)
        #expect(along > 0)
    }

    @Test func framingFitsEveryCornerAndLabelInside() {
        let corners = Box3.unitCube.corners.map { FramingItem(point_w: $0) }
        let label = FramingItem(point_w: Vec3(0.5, -0.5, 0.5), minOffset: Vec2(0, 0), maxOffset: Vec2(120, 20))
        for pose in Chart3DPose.presets {
            for projection in [Chart3DCameraProjection.orthographic, .perspective] {
                let c = ViewCamera(pose: pose, projection: projection, viewportWidth: 640, viewportHeight: 480)
                    .framing(corners + [label], insets: (10, 10, 10, 10))
                let (lo, hi) = c.pixelBounds(of: corners + [label])
                #expect(lo.x >= 9 && lo.y >= 9 && hi.x <= 631 && hi.y <= 471, "\(pose) \(projection): \(lo) \(hi)")
                // And it uses the space: one side is close to the edge.
                #expect(lo.x < 15 || lo.y < 15 || hi.x > 625 || hi.y > 465, "\(pose) \(projection)")
            }
        }
    }
}

@Suite struct PerspectiveAngleTests {
    /// Wide (eye close, 1.4 units) and narrow (eye far, 30 units) perspective both frame the box, and
    /// a far eye approaches the orthographic picture.
    @Test(arguments: [Float(1.4), 3, 30])
    func framingWorksAtWideAndNarrowAngles(distance: Float) {
        let corners = Box3.unitCube.corners.map { FramingItem(point_w: $0) }
        let camera = ViewCamera(
            pose: .default, projection: .perspective, viewportWidth: 400, viewportHeight: 300, distance: distance
        )
        .framing(corners, insets: (10, 10, 10, 10))
        let (lo, hi) = camera.pixelBounds(of: corners)
        #expect(lo.x >= 9 && lo.y >= 9 && hi.x <= 391 && hi.y <= 291)
        // Nothing of the box is behind the eye or clipped by the near plane.
        for c in Box3.unitCube.corners {
            let p = camera.project(c)
            #expect(p.z > 0 && p.z < 1)
        }
    }

    @Test func aFarEyeApproachesOrthographic() {
        let items = Box3.unitCube.corners.map { FramingItem(point_w: $0) }
        let ortho = ViewCamera(pose: .default, projection: .orthographic, viewportWidth: 400, viewportHeight: 300)
            .framing(items, insets: (10, 10, 10, 10))
        let far = ViewCamera(
            pose: .default, projection: .perspective, viewportWidth: 400, viewportHeight: 300, distance: 200
        )
        .framing(items, insets: (10, 10, 10, 10))
        for c in Box3.unitCube.corners {
            let a = ortho.project(c)
            let b = far.project(c)
            #expect(abs(a.x - b.x) < 2 && abs(a.y - b.y) < 2)
        }
    }
}
