import ChartCamera
import Testing

@testable import ChartViewer

@Suite("ViewerInput.apply: the pure input handling")
struct ViewerInputTests {
    let start = ViewerState(pose: .default, pixelWidth: 600, pixelHeight: 500, contentScale: 1)

    func applying(_ events: [ViewerEvent], to state: ViewerState) -> ViewerState {
        events.reduce(state) { ViewerInput.apply($1, to: $0) }
    }

    @Test func leftDragRotatesByPointFourDegreesPerPoint() {
        let after = applying(
            [
                .leftButtonDown(CursorPosition(x: 100, y: 100)), .cursorMoved(CursorPosition(x: 110, y: 100)),
                .cursorMoved(CursorPosition(x: 125, y: 105)), .leftButtonUp,
            ], to: start)
        #expect(abs(after.pose.azimuth.degrees - 40) < 1e-9)
        #expect(abs(after.pose.inclination.degrees - 27) < 1e-9)
        #expect(after.dragPosition == nil)
    }

    @Test func movingWithoutTheButtonDoesNothing() {
        let after = applying(
            [.cursorMoved(CursorPosition(x: 0, y: 0)), .cursorMoved(CursorPosition(x: 300, y: 80))], to: start)
        #expect(after == start)
        let released = applying(
            [.leftButtonDown(CursorPosition(x: 0, y: 0)), .leftButtonUp, .cursorMoved(CursorPosition(x: 50, y: 50))],
            to: start)
        #expect(released.pose == start.pose)
    }

    @Test func inclinationClampsToPlusMinusNinety() {
        let down = applying(
            [.leftButtonDown(CursorPosition(x: 0, y: 0)), .cursorMoved(CursorPosition(x: 0, y: 1000))], to: start)
        #expect(down.pose.inclination.degrees == 90)
        let up = applying([.cursorMoved(CursorPosition(x: 0, y: -5000))], to: down)
        #expect(up.pose.inclination.degrees == -90)
    }

    @Test func azimuthWrapsIntoPlusMinusOneEighty() {
        let after = applying(
            [.leftButtonDown(CursorPosition(x: 0, y: 0)), .cursorMoved(CursorPosition(x: 450, y: 0))], to: start)
        // 30° + 180° = 210° ≡ −150°
        #expect(abs(after.pose.azimuth.degrees + 150) < 1e-9)
    }

    @Test func rResetsToTheInitialPose() {
        let turned = applying(
            [.leftButtonDown(CursorPosition(x: 0, y: 0)), .cursorMoved(CursorPosition(x: 40, y: 30))], to: start)
        #expect(turned.pose != start.pose)
        #expect(ViewerInput.apply(.keyPressed(.r), to: turned).pose == .default)
        let custom = ViewerState(
            pose: .top, pixelWidth: 10, pixelHeight: 10, contentScale: 1, initialPose: .left)
        #expect(ViewerInput.apply(.keyPressed(.r), to: custom).pose == .left)
    }

    @Test(arguments: 1...7) func numberKeysJumpToThePresets(digit: Int) {
        let after = ViewerInput.apply(.keyPressed(.digit(digit)), to: start)
        #expect(after.pose == Chart3DPose.presets[digit - 1])
    }

    @Test func keysBeyondThePresetsAreUnbound() {
        #expect(ViewerInput.apply(.keyPressed(.digit(8)), to: start) == start)
        #expect(ViewerInput.keyBindings[.digit(9)] == nil)
    }

    @Test(arguments: [ViewerKey.q, .escape]) func qAndEscapeClose(key: ViewerKey) {
        #expect(!start.shouldClose)
        #expect(ViewerInput.apply(.keyPressed(key), to: start).shouldClose)
        #expect(ViewerInput.apply(.closeRequested, to: start).shouldClose)
    }

    @Test func sAndCQueueRequestsWithoutChangingThePose() {
        let after = applying([.keyPressed(.s), .keyPressed(.c)], to: start)
        #expect(after.requests == [.saveImage, .printPose])
        #expect(after.pose == start.pose)
    }

    @Test func twoDimensionalChartsIgnorePoseInput() {
        let flat = ViewerState(pose: .default, pixelWidth: 600, pixelHeight: 400, contentScale: 1, is3D: false)
        let after = applying(
            [
                .leftButtonDown(CursorPosition(x: 0, y: 0)), .cursorMoved(CursorPosition(x: 90, y: 90)),
                .keyPressed(.digit(6)), .keyPressed(.c), .keyPressed(.s),
            ], to: flat)
        #expect(after.pose == .default)
        #expect(after.requests == [.saveImage])
    }

    @Test func resizeUpdatesTheFramebufferSizeAndScale() {
        let after = ViewerInput.apply(.resized(pixelWidth: 1200, pixelHeight: 1000, contentScale: 2), to: start)
        #expect(after.pixelWidth == 1200 && after.pixelHeight == 1000 && after.contentScale == 2)
        #expect(after.pose == start.pose)
    }

    @Test func everyGLFWKeyCodeMapsToABoundKey() {
        for key in Viewer.keyCodes.values where key != .digit(8) && key != .digit(9) {
            #expect(ViewerInput.keyBindings[key] != nil, "\(key)")
        }
    }

    @Test func noDisplayMessageNamesTheHeadlessAlternatives() {
        let message = ViewerError.noDisplay.description
        #expect(message.contains("DISPLAY is not set"))
        #expect(message.contains("opencharts render"))
        #expect(message.contains("xvfb-run"))
    }
}
