import Testing

@testable import OpenCharts

/// The figure window's panel views without a window: events routed to the panel under the
/// pointer, drags kept by the panel they start in, linked cameras.
@Suite("Figure window driver")
struct FigureWindowDriverTests {
    static func cloud() -> Chart3D {
        Chart3D(0..<6, id: \.self) { i in
            PointMark(x: .value("x", Double(i)), y: .value("y", Double(i * i)), z: .value("z", Double(i % 3)))
        }
    }

    static func line() -> Chart {
        Chart(0..<6, id: \.self) { i in
            LineMark(x: .value("x", Double(i)), y: .value("y", Double(i * i)))
        }
    }

    /// A window state of 600 × 200 pixels at scale 1.
    static let window = ViewControllerState(pixelWidth: 600, pixelHeight: 200, contentScale: 1, is3D: false)

    static func driver(_ content: some AnnotationView) throws -> (FigureWindowDriver, RenderScene) {
        let driver = FigureWindowDriver(Figure(content))
        let scene = try driver.scene(for: window, hovering: true)
        return (driver, scene)
    }

    /// A left-button drag from `start` by `offset` (cursor units) in five moves.
    static func drag(_ driver: FigureWindowDriver, from start: SIMD2<Double>, by offset: SIMD2<Double>) {
        #expect(driver.take(.buttonDown(.left, at: start), window: window))
        for step in 1...5 { _ = driver.take(.cursorMoved(start + offset * Double(step) / 5), window: window) }
        _ = driver.take(.buttonUp(.left), window: window)
    }

    @Test func aDragTurnsOnlyThePanelItStartsInEvenWhenItLeavesIt() throws {
        let (driver, scene) = try Self.driver(
            HStack(spacing: 0) {
                Self.cloud()
                Self.cloud()
                Self.line()
            })
        let rects = scene.panels.map(\.rect)
        #expect(rects.map(\.width) == [200, 200, 200])
        let middle = rects.map { SIMD2(Double($0.x) + Double($0.width) / 2, 100) }
        let start = driver.states.map(\.pose)
        // From the first panel far into the third: the first keeps the drag.
        Self.drag(driver, from: middle[0], by: SIMD2(350, 0))
        #expect(abs(driver.states[0].pose.azimuth.degrees - start[0].azimuth.degrees - 140) < 1e-9)
        #expect(driver.states[1].pose == start[1] && driver.states[2].pan == .zero)
        // A drag in the 2D panel pans it alone.
        Self.drag(driver, from: middle[2], by: SIMD2(-20, 0))
        #expect(abs(driver.states[2].pan.x + 20) < 1e-9 && driver.states[1].pose == start[1])
        // The keys go to the panel under the pointer; R outside every panel resets them all.
        _ = driver.take(.cursorMoved(middle[1]), window: Self.window)
        _ = driver.take(.keyPressed(.digit(2)), window: Self.window)
        #expect(driver.states[1].pose == .front && driver.states[0].pose != .front)
        _ = driver.take(.cursorLeft, window: Self.window)
        _ = driver.take(.keyPressed(.r), window: Self.window)
        #expect(driver.states.map(\.pose) == start && driver.states[2].pan == .zero)
        // S, Q and resizing are the window's.
        #expect(!driver.take(.keyPressed(.s), window: Self.window))
        #expect(!driver.take(.keyPressed(.q), window: Self.window))
    }

    @Test func linkedCamerasTurnTogether() throws {
        let (driver, _) = try Self.driver(
            HStack(spacing: 0) {
                Self.cloud()
                Self.cloud()
                Self.line()
            }
            .figureLinkedCameras())
        Self.drag(driver, from: SIMD2(250, 100), by: SIMD2(0, 25))
        #expect(driver.states[0].pose == driver.states[1].pose)
        #expect(abs(driver.states[0].pose.inclination.degrees - Chart3DPose.default.inclination.degrees - 10) < 1e-9)
        #expect(driver.states[2].pan == .zero && driver.states[2].zoom == 1)
        _ = driver.take(.scroll(dy: 2, at: SIMD2(100, 100)), window: Self.window)
        #expect(driver.states[0].zoom > 1 && driver.states[1].zoom == driver.states[0].zoom)
    }

    @Test func theReadOutIsThePanelsUnderThePointerAndAScreenshotHasNone() throws {
        let (driver, plain) = try Self.driver(
            HStack(spacing: 0) {
                Self.line()
                Self.line()
            })
        let second = plain.panels[1].rect
        // Over the second panel's middle: its read-out, nothing in the first.
        _ = driver.take(.cursorMoved(SIMD2(Double(second.x + second.width / 2), 100)), window: Self.window)
        let hovered = try driver.scene(for: Self.window, hovering: true)
        #expect(hovered.panels[0].primitives.count == plain.panels[0].primitives.count)
        #expect(hovered.panels[1].primitives.count > plain.panels[1].primitives.count)
        // Into the first: the second's read-out goes.
        _ = driver.take(.cursorMoved(SIMD2(100, 100)), window: Self.window)
        let moved = try driver.scene(for: Self.window, hovering: true)
        #expect(moved.panels[1].primitives.count == plain.panels[1].primitives.count)
        #expect(moved.panels[0].primitives.count > plain.panels[0].primitives.count)
        // A screenshot's scene is the headless figure's.
        let shot = try driver.scene(for: Self.window, hovering: false)
        let headless = try Figure(
            HStack(spacing: 0) {
                Self.line()
                Self.line()
            }
        ).frame(width: 600, height: 200).renderScene(scale: 1)
        #expect(shot.panels.map(\.primitives.count) == headless.panels.map(\.primitives.count))
        #expect(shot.panels.map(\.rect) == headless.panels.map(\.rect))
    }
}
