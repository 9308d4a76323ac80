import CGLFW
import ChartCamera
import Testing

@testable import ChartViewer

/// The window's translation of GLFW codes into the camera module's events; what they do is tested in
/// `ChartCameraTests` (`ViewControllerTests`).
@Suite("Viewer: GLFW codes → view events")
struct ViewerKeyCodeTests {
    @Test func keyCodesCoverTheBoundKeys() {
        let expected: [Int32: ViewKey] = [
            GLFW_KEY_R: .r, GLFW_KEY_P: .p, GLFW_KEY_Q: .q, GLFW_KEY_ESCAPE: .escape, GLFW_KEY_S: .s,
            GLFW_KEY_C: .c, GLFW_KEY_1: .digit(1), GLFW_KEY_7: .digit(7), GLFW_KEY_TAB: .tab,
            GLFW_KEY_LEFT_BRACKET: .leftBracket, GLFW_KEY_RIGHT_BRACKET: .rightBracket,
            GLFW_KEY_PAGE_UP: .pageUp, GLFW_KEY_PAGE_DOWN: .pageDown,
        ]
        for (code, key) in expected { #expect(Viewer.keyCodes[code] == key, "\(code)") }
        // Every key the controller binds can be typed.
        let typeable = Set(Viewer.keyCodes.values)
        for key in ViewController.keyBindings.keys { #expect(typeable.contains(key), "\(key)") }
    }

    @Test func everyGLFWKeyCodeMapsToABoundKeyOrAnUnboundDigit() {
        for key in Viewer.keyCodes.values {
            switch key {
            case .digit(let d) where d == 0 || d > Chart3DPose.presets.count:
                #expect(ViewController.keyBindings[key] == nil)
            default: #expect(ViewController.keyBindings[key] != nil, "\(key)")
            }
        }
    }

    @Test func buttonsAndModifiers() {
        #expect(Viewer.buttonCodes[GLFW_MOUSE_BUTTON_LEFT] == .left)
        #expect(Viewer.buttonCodes[GLFW_MOUSE_BUTTON_RIGHT] == .right)
        #expect(Viewer.buttonCodes[GLFW_MOUSE_BUTTON_MIDDLE] == nil)
        #expect(Viewer.modifiers(GLFW_MOD_SHIFT) == .shift)
        #expect(Viewer.modifiers(GLFW_MOD_SHIFT | GLFW_MOD_CONTROL) == [.shift, .control])
        #expect(Viewer.modifiers(0) == [])
    }

    @Test func noDisplayMessageNamesTheHeadlessAlternatives() {
        let message = ViewerError.noDisplay.description
        #expect(message.contains("DISPLAY is not set"))
        #expect(message.contains("opencharts render"))
        #expect(message.contains("xvfb-run"))
    }
}
