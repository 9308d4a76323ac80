import Testing

@testable import ChartMath

@Suite struct Mat4Tests {
    func close(_ a: Vec3, _ b: Vec3, _ tol: Float = 1e-5) -> Bool { (a - b).length <= tol }

    @Test func columnMajorLayoutMatchesOpenGL() {
        let t = Mat4.translation(Vec3(1, 2, 3))
        #expect(Array(t.columnMajor[12...14]) == [1, 2, 3])
        #expect(t[0, 3] == 1)
        #expect(Mat4(rows: [1, 0, 0, 1, 0, 1, 0, 2, 0, 0, 1, 3, 0, 0, 0, 1]) == t)
    }

    @Test func productComposesRightToLeft() {
        let m = Mat4.translation(Vec3(1, 0, 0)) * Mat4.scale(Vec3(2, 2, 2))
        #expect(close(m.transformPoint(Vec3(1, 1, 1)), Vec3(3, 2, 2)))
    }

    @Test func rotationsAreRightHanded() {
        #expect(close(Mat4.rotationY(.pi / 2).transformPoint(Vec3(0, 0, 1)), Vec3(1, 0, 0)))
        #expect(close(Mat4.rotationX(.pi / 2).transformPoint(Vec3(0, 1, 0)), Vec3(0, 0, 1)))
    }

    @Test func lookAtPutsTheTargetOnTheNegativeZAxis() {
        let v = Mat4.lookAt(eye: Vec3(0, 0, 5), target: .zero, up: Vec3(0, 1, 0))
        #expect(close(v.transformPoint(.zero), Vec3(0, 0, -5)))
        let w = Mat4.lookAt(eye: Vec3(3, 0, 0), target: .zero, up: Vec3(0, 1, 0))
        #expect(close(w.transformPoint(Vec3(0, 0, -1)), Vec3(1, 0, -3)))  // −z appears on the right
    }

    @Test func lookAtStraightDownIsStillAValidRotation() {
        let v = Mat4.lookAt(eye: Vec3(0, 5, 0), target: .zero, up: Vec3(0, 1, 0))
        #expect(close(v.transformPoint(.zero), Vec3(0, 0, -5)))
        #expect(v.inverse != nil)
    }

    @Test func orthographicMapsTheBoxToClipSpace() {
        let p = Mat4.orthographic(left: -2, right: 2, bottom: -1, top: 1, near: 1, far: 3)
        #expect(close(p.transformPoint(Vec3(2, 1, -1)), Vec3(1, 1, -1)))
        #expect(close(p.transformPoint(Vec3(-2, -1, -3)), Vec3(-1, -1, 1)))
    }

    @Test func perspectiveMapsNearAndFarPlanes() {
        let p = Mat4.perspective(fovY: .pi / 2, aspect: 1, near: 1, far: 10)
        #expect(close(p.transformPoint(Vec3(0, 0, -1)), Vec3(0, 0, -1)))
        #expect(close(p.transformPoint(Vec3(0, 0, -10)), Vec3(0, 0, 1)))
        #expect(close(p.transformPoint(Vec3(1, 1, -1)), Vec3(1, 1, -1)))
    }

    @Test func pixelSpaceHasTheOriginTopLeft() {
        let p = Mat4.pixelSpace(width: 200, height: 100)
        #expect(close(p.transformPoint(Vec3(0, 0, 0)), Vec3(-1, 1, 0)))
        #expect(close(p.transformPoint(Vec3(200, 100, 0)), Vec3(1, -1, 0)))
    }

    @Test func inverseRoundTrips() throws {
        let m =
            Mat4.perspective(fovY: 0.8, aspect: 1.5, near: 0.5, far: 20)
            * Mat4.lookAt(eye: Vec3(2, 3, 4), target: .zero, up: Vec3(0, 1, 0))
        let inv = try #require(m.inverse)
        let p = Vec3(0.1, -0.2, 0.3)
        #expect(close(inv.transformPoint(m.transformPoint(p)), p, 1e-4))
        #expect(Mat4.scale(Vec3(1, 0, 1)).inverse == nil)
    }
}
