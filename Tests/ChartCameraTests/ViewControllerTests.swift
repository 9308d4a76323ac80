import Testing

@testable import ChartCamera

@Suite("ViewController.apply: the interactive view's bindings")
struct ViewControllerTests {
    let start = ViewControllerState(pose: .default, pixelWidth: 600, pixelHeight: 500)
    let flat = ViewControllerState(pixelWidth: 600, pixelHeight: 400, is3D: false)

    func applying(_ events: [ViewEvent], to state: ViewControllerState) -> ViewControllerState {
        events.reduce(state) { ViewController.apply($1, to: $0) }
    }

    func close(_ a: SIMD2<Double>, _ b: SIMD2<Double>, _ tolerance: Double = 1e-9) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    /// Where the view puts an image point `p` of the framed view (the convention the charts apply).
    func shown(_ p: SIMD2<Double>, in state: ViewControllerState) -> SIMD2<Double> {
        let centre = SIMD2(Double(state.pixelWidth), Double(state.pixelHeight)) / 2
        return centre + state.pan + state.zoom * (p - centre)
    }

    /// The framed image point shown at `s` (the inverse of `shown`).
    func framed(_ s: SIMD2<Double>, in state: ViewControllerState) -> SIMD2<Double> {
        let centre = SIMD2(Double(state.pixelWidth), Double(state.pixelHeight)) / 2
        return centre + (s - centre - state.pan) / state.zoom
    }

    // MARK: Rotation

    @Test func leftDragRotatesByPointFourDegreesPerPoint() {
        let after = applying(
            [
                .buttonDown(.left, at: [100, 100]), .cursorMoved([110, 100]), .cursorMoved([125, 105]),
                .buttonUp(.left),
            ], to: start)
        #expect(abs(after.pose.azimuth.degrees - 40) < 1e-9)
        #expect(abs(after.pose.inclination.degrees - 27) < 1e-9)
        #expect(after.drag == nil)
        #expect(after.zoom == 1 && after.pan == .zero)
    }

    @Test func movingWithoutAButtonOnlyHovers() {
        let after = applying([.cursorMoved([0, 0]), .cursorMoved([300, 80])], to: start)
        #expect(after.pose == start.pose)
        #expect(after.hover == [300, 80])
        let released = applying(
            [.buttonDown(.left, at: [0, 0]), .buttonUp(.left), .cursorMoved([50, 50])], to: start)
        #expect(released.pose == start.pose)
    }

    @Test func inclinationClampsToPlusMinusNinety() {
        let down = applying([.buttonDown(.left, at: [0, 0]), .cursorMoved([0, 1000])], to: start)
        #expect(down.pose.inclination.degrees == 90)
        let up = applying([.cursorMoved([0, -5000])], to: down)
        #expect(up.pose.inclination.degrees == -90)
    }

    @Test func azimuthWrapsIntoPlusMinusOneEighty() {
        let after = applying([.buttonDown(.left, at: [0, 0]), .cursorMoved([450, 0])], to: start)
        // 30° + 180° = 210° ≡ −150°
        #expect(abs(after.pose.azimuth.degrees + 150) < 1e-9)
    }

    @Test func dragsMeasureCursorUnitsButHoverIsInDevicePixels() {
        let hiDPI = ViewController.apply(
            .resized(pixelWidth: 1200, pixelHeight: 1000, contentScale: 2, pixelsPerCursorUnit: 2), to: start)
        let after = applying([.buttonDown(.left, at: [10, 10]), .cursorMoved([20, 10])], to: hiDPI)
        #expect(abs(after.pose.azimuth.degrees - 34) < 1e-9)
        #expect(after.hover == [40, 20])
    }

    // MARK: Panning

    @Test(arguments: [false, true]) func rightDragOrShiftDragPans(shift: Bool) {
        let button: ViewMouseButton = shift ? .left : .right
        let after = applying(
            [
                .buttonDown(button, at: [100, 100], modifiers: shift ? .shift : []), .cursorMoved([130, 90]),
                .cursorMoved([140, 80]), .buttonUp(button),
            ], to: start)
        #expect(after.pan == [40, -20])
        #expect(after.pose == start.pose)
        #expect(after.drag == nil)
    }

    @Test func releasingAnotherButtonKeepsTheDrag() {
        let after = applying([.buttonDown(.right, at: [0, 0]), .buttonUp(.left), .cursorMoved([5, 0])], to: start)
        #expect(after.pan == [5, 0])
    }

    @Test func panningIsInDevicePixels() {
        var hiDPI = start
        hiDPI.pixelsPerCursorUnit = 2
        let after = applying([.buttonDown(.right, at: [0, 0]), .cursorMoved([5, 3])], to: hiDPI)
        #expect(after.pan == [10, 6])
    }

    // MARK: Zoom

    @Test func wheelZoomsByOnePointOnePerNotch() {
        let one = ViewController.apply(.scroll(dy: 1, at: [300, 250]), to: start)
        #expect(abs(one.zoom - 1.1) < 1e-12)
        #expect(close(one.pan, .zero))  // about the centre: no pan
        let back = ViewController.apply(.scroll(dy: -1, at: [300, 250]), to: one)
        #expect(abs(back.zoom - 1) < 1e-12)
        let three = ViewController.apply(.scroll(dy: 3, at: [300, 250]), to: start)
        #expect(abs(three.zoom - 1.331) < 1e-12)
    }

    @Test func zoomKeepsThePointUnderTheCursorFixed() {
        var state = applying(
            [.buttonDown(.right, at: [0, 0]), .cursorMoved([37, -21]), .buttonUp(.right)], to: start)
        for (cursor, notches) in [(SIMD2(120.0, 80.0), 1.0), ([500, 410], 2), ([33, 470], -3), ([599, 0], 0.5)] {
            let before = framed(cursor, in: state)
            state = ViewController.apply(.scroll(dy: notches, at: cursor), to: state)
            #expect(close(framed(cursor, in: state), before, 1e-9), "\(cursor)")
            #expect(close(shown(before, in: state), cursor, 1e-9))
        }
    }

    @Test func zoomFormulaAsSpecified() {
        var state = start
        state.zoom = 2
        state.pan = [10, -4]
        let c = SIMD2(400.0, 100.0)
        let centre = SIMD2(300.0, 250.0)
        let after = ViewController.apply(.scroll(dy: 1, at: c), to: state)
        #expect(abs(after.zoom - 2.2) < 1e-12)
        #expect(close(after.pan, (c - centre) - 1.1 * ((c - centre) - state.pan)))
    }

    @Test func zoomClampsAndStillKeepsTheCursorPointFixed() {
        let cursor = SIMD2(450.0, 120.0)
        let inward = ViewController.apply(.scroll(dy: 500, at: cursor), to: start)
        #expect(inward.zoom == ViewController.maximumZoom)
        #expect(close(shown(framed(cursor, in: start), in: inward), cursor, 1e-6))
        let outward = ViewController.apply(.scroll(dy: -500, at: cursor), to: start)
        #expect(outward.zoom == ViewController.minimumZoom)
        #expect(close(shown(framed(cursor, in: start), in: outward), cursor, 1e-9))
        let further = ViewController.apply(.scroll(dy: -1, at: cursor), to: outward)
        #expect(further.zoom == outward.zoom && further.pan == outward.pan)
    }

    @Test func zoomUsesDevicePixelsForTheCursor() {
        var hiDPI = ViewControllerState(pixelWidth: 1200, pixelHeight: 1000)
        hiDPI.pixelsPerCursorUnit = 2
        let cursor = SIMD2(100.0, 60.0)
        let after = ViewController.apply(.scroll(dy: 1, at: cursor), to: hiDPI)
        #expect(close(shown(framed(cursor * 2, in: hiDPI), in: after), cursor * 2, 1e-9))
    }

    // MARK: Double-click

    @Test func doubleClickResetsPoseZoomAndPan() {
        let moved = applying(
            [
                .buttonDown(.left, at: [0, 0], time: 1), .cursorMoved([50, 20]), .buttonUp(.left),
                .scroll(dy: 2, at: [100, 100]), .buttonDown(.right, at: [0, 0], time: 2), .cursorMoved([9, 9]),
                .buttonUp(.right),
            ], to: start)
        #expect(moved.pose != start.pose && moved.zoom != 1 && moved.pan != .zero)
        let reset = applying(
            [
                .buttonDown(.left, at: [200, 200], time: 5), .buttonUp(.left),
                .buttonDown(.left, at: [202, 203], time: 5.3), .buttonUp(.left),
            ], to: moved)
        #expect(reset.pose == start.initialPose)
        #expect(reset.zoom == 1 && reset.pan == .zero)
        #expect(reset.lastLeftPress == nil)
    }

    @Test func slowOrDistantOrRightClicksAreNotDoubleClicks() {
        var moved = start
        moved.zoom = 3
        let pairs: [[ViewEvent]] = [
            [.buttonDown(.left, at: [200, 200], time: 5), .buttonDown(.left, at: [200, 200], time: 5.36)],
            [.buttonDown(.left, at: [200, 200], time: 5), .buttonDown(.left, at: [203, 203], time: 5.1)],
            [.buttonDown(.right, at: [200, 200], time: 5), .buttonDown(.right, at: [200, 200], time: 5.1)],
            [.buttonDown(.left, at: [200, 200], time: 5), .buttonDown(.left, at: [200, 200], time: 4.9)],
        ]
        for events in pairs {
            let after = applying(events.flatMap { [$0, .buttonUp(.left), .buttonUp(.right)] }, to: moved)
            #expect(after.zoom == 3, "\(events)")
        }
        // Within 4 device pixels: (2.4, 3.2) is 4 px away.
        let edge = applying(
            [.buttonDown(.left, at: [200, 200], time: 5), .buttonDown(.left, at: [202.4, 203.2], time: 5.35)],
            to: moved)
        #expect(edge.zoom == 1)
    }

    @Test func aTripleClickResetsOnce() {
        var moved = start
        moved.zoom = 3
        let after = applying(
            [
                .buttonDown(.left, at: [10, 10], time: 1), .buttonDown(.left, at: [10, 10], time: 1.1),
                .scroll(dy: 1, at: [300, 250]), .buttonDown(.left, at: [10, 10], time: 1.2),
            ], to: moved)
        #expect(abs(after.zoom - 1.1) < 1e-12)
    }

    // MARK: Keys

    @Test func rResetsPoseZoomAndPanButNotTheProjection() {
        let turned = applying(
            [
                .buttonDown(.left, at: [0, 0]), .cursorMoved([40, 30]), .buttonUp(.left),
                .scroll(dy: 1, at: [10, 10]), .keyPressed(.p),
            ], to: start)
        #expect(turned.pose != start.pose)
        let reset = ViewController.apply(.keyPressed(.r), to: turned)
        #expect(reset.pose == .default && reset.zoom == 1 && reset.pan == .zero)
        #expect(reset.projection == .perspective)
        let custom = ViewControllerState(pose: .top, initialPose: .left)
        #expect(ViewController.apply(.keyPressed(.r), to: custom).pose == .left)
    }

    @Test func pTogglesPerspectiveAndOrthographic() {
        let once = ViewController.apply(.keyPressed(.p), to: start)
        #expect(start.projection == .automatic)
        #expect(once.projection == .perspective)
        #expect(ViewController.apply(.keyPressed(.p), to: once).projection == .orthographic)
        let fromPerspective = ViewControllerState(projection: .perspective)
        #expect(ViewController.apply(.keyPressed(.p), to: fromPerspective).projection == .orthographic)
    }

    @Test(arguments: 1...7) func numberKeysJumpToThePresets(digit: Int) {
        let after = ViewController.apply(.keyPressed(.digit(digit)), to: start)
        #expect(after.pose == Chart3DPose.presets[digit - 1])
    }

    @Test func keysBeyondThePresetsAreUnbound() {
        #expect(ViewController.apply(.keyPressed(.digit(8)), to: start) == start)
        #expect(ViewController.apply(.keyPressed(.digit(0)), to: start) == start)
        #expect(ViewController.keyBindings[.digit(9)] == nil)
    }

    @Test(arguments: [ViewKey.q, .escape]) func qAndEscapeClose(key: ViewKey) {
        #expect(!start.shouldClose)
        #expect(ViewController.apply(.keyPressed(key), to: start).shouldClose)
        #expect(ViewController.apply(.closeRequested, to: start).shouldClose)
    }

    @Test func sAndCQueueRequestsWithoutChangingTheView() {
        let after = applying([.keyPressed(.s), .keyPressed(.c)], to: start)
        #expect(after.requests == [.saveImage, .printPose])
        #expect(!after.viewDiffers(from: start))
    }

    @Test func planeKeysQueuePlaneRequestsIn3DOnly() {
        let keys: [ViewKey] = [.tab, .rightBracket, .leftBracket, .pageUp, .pageDown]
        let after = applying(keys.map { .keyPressed($0) }, to: start)
        #expect(
            after.requests == [
                .nextPlane, .movePlane(steps: 1), .movePlane(steps: -1), .movePlane(steps: 1), .movePlane(steps: -1),
            ])
        #expect(!after.viewDiffers(from: start))
        let flat = ViewControllerState(is3D: false)
        #expect(applying(keys.map { .keyPressed($0) }, to: flat).requests.isEmpty)
    }

    @Test func theBindingsTable() {
        #expect(ViewController.keyBindings[.p] == .toggleProjection)
        #expect(ViewController.keyBindings[.r] == .reset)
        #expect(ViewController.dragBindings[DragTrigger(button: .left, shift: false, is3D: true)] == .rotate)
        #expect(ViewController.dragBindings[DragTrigger(button: .left, shift: true, is3D: true)] == .pan)
        #expect(ViewController.dragBindings[DragTrigger(button: .right, shift: false, is3D: true)] == .pan)
        #expect(ViewController.dragBindings[DragTrigger(button: .left, shift: false, is3D: false)] == .pan)
        #expect(ViewController.doubleClickAction == .reset)
    }

    @Test func swiftSourceNamesPerspective() {
        #expect(start.swiftSource == Chart3DPose.default.swiftSource)
        let p = ViewController.apply(.keyPressed(.p), to: start)
        #expect(p.swiftSource.hasSuffix(".chart3DCameraProjection(.perspective)"))
    }

    // MARK: 2D

    @Test func twoDimensionalChartsPanAndZoomAlongXOnly() {
        let after = applying(
            [
                .buttonDown(.left, at: [100, 100]), .cursorMoved([160, 190]), .buttonUp(.left),
                .keyPressed(.digit(6)), .keyPressed(.c), .keyPressed(.s), .keyPressed(.p),
            ], to: flat)
        #expect(after.pose == .default)
        #expect(after.projection == .automatic)
        #expect(after.pan == [60, 0])
        #expect(after.requests == [.saveImage])
        let zoomed = ViewController.apply(.scroll(dy: 2, at: [450, 77]), to: after)
        #expect(abs(zoomed.zoom - 1.21) < 1e-12)
        #expect(zoomed.pan.y == 0)
        #expect(abs(shown(framed([450, 77], in: after), in: zoomed).x - 450) < 1e-9)
        let reset = ViewController.apply(.keyPressed(.r), to: zoomed)
        #expect(reset.zoom == 1 && reset.pan == .zero)
    }

    @Test func hoverFollowsTheCursorAndClearsWhenItLeaves() {
        let over = applying([.cursorMoved([12, 34])], to: flat)
        #expect(over.hover == [12, 34])
        #expect(over.viewDiffers(from: flat))
        #expect(ViewController.apply(.cursorLeft, to: over).hover == nil)
        #expect(ViewController.apply(.scroll(dy: 1, at: [5, 6]), to: over).hover == [5, 6])
    }

    @Test func resizeUpdatesTheFramebufferSizeAndScale() {
        let after = ViewController.apply(
            .resized(pixelWidth: 1200, pixelHeight: 1000, contentScale: 2, pixelsPerCursorUnit: 2), to: start)
        #expect(after.pixelWidth == 1200 && after.pixelHeight == 1000 && after.contentScale == 2)
        #expect(after.pixelsPerCursorUnit == 2)
        #expect(after.pose == start.pose)
        #expect(after.viewDiffers(from: start))
    }
}
