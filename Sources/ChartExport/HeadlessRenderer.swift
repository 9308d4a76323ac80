import CGL
import ChartImage
import ChartRender
import ChartScene
import Foundation

/// Renders ``ChartScene/RenderScene`` values to images with no window: its own EGL context
/// (``HeadlessContext``), a ``ChartRender/SceneRenderer`` and a 4× multisampled
/// ``ChartRender/OffscreenTarget`` that is reallocated when the image size changes.
///
/// Use one renderer on one thread, synchronously (GL contexts are per thread). Several renderers
/// may live on different threads at once.
public final class HeadlessRenderer {
    /// The largest image side accepted, in pixels (also capped by the driver's
    /// `GL_MAX_RENDERBUFFER_SIZE`).
    public static let maximumSide = 16384
    /// Samples per pixel requested for anti-aliasing (clamped to the driver's `GL_MAX_SAMPLES`).
    public static let requestedSamples = 4

    /// The context everything is drawn in.
    public let context: HeadlessContext
    private let renderer: SceneRenderer
    private var target: OffscreenTarget?
    private let maximumSide: Int
    /// A driver fault to provoke when the next offscreen target is allocated (tests only: see
    /// ``ChartRender/OffscreenTarget/Fault``); nil in normal use.
    package var targetFault: OffscreenTarget.Fault?

    /// Creates the context and compiles the shaders.
    ///
    /// - Throws: ``ExportError`` when no context can be made, ``ChartRender/RenderError`` when the
    ///   shaders fail.
    public init() throws {
        context = try HeadlessContext()
        renderer = try SceneRenderer()
        var maximum: GLint = 0
        glGetIntegerv(GLenum(GL_MAX_RENDERBUFFER_SIZE), &maximum)
        maximumSide = min(Self.maximumSide, Int(maximum))
    }

    /// `GL_RENDERER` and `GL_VERSION` of the context, e.g. "llvmpipe (LLVM 15.0.6, 256 bits), 4.5
    /// (Core Profile) Mesa 22.3.6".
    public var rendererDescription: String {
        try? context.makeCurrent()
        return renderer.rendererDescription
    }

    /// Bytes copied into GL buffers by the last render (see
    /// ``ChartRender/SceneRenderer/uploadedByteCount``).
    package var uploadedByteCount: Int { renderer.uploadedByteCount }

    /// The most points of one batch drawn while ``isInteracting`` (``ChartRender/SceneRenderer/interactivePointBudget``).
    package var interactivePointBudget: Int {
        get { renderer.interactivePointBudget }
        set { renderer.interactivePointBudget = newValue }
    }

    /// Device pixels drawn per scene pixel (``ChartRender/SceneRenderer/pixelScale``; tests of a
    /// window's reduced drag frames): the image read back is the scene's size times it. 1 by default.
    package var pixelScale: Float {
        get { renderer.pixelScale }
        set { renderer.pixelScale = newValue }
    }

    /// Whether volumes are drawn at interactive quality (a quarter of their steps), as a window
    /// draws them while the view is dragged (see ``ChartRender/SceneRenderer/isInteracting``).
    public var isInteracting: Bool {
        get { renderer.isInteracting }
        set { renderer.isInteracting = newValue }
    }

    /// Whether the context renders in software (Mesa llvmpipe or softpipe).
    public var isSoftwareRenderer: Bool {
        try? context.makeCurrent()
        return renderer.isSoftwareRenderer
    }

    /// Draws `scene` and reads the image back (rows top-down, straight alpha, RGBA8).
    ///
    /// - Throws: ``ExportError/invalidSize(width:height:maximum:)`` for a side ≤ 0 or above
    ///   ``maximumSide`` (before allocating anything), ``ChartRender/RenderError`` from drawing.
    public func render(_ scene: RenderScene) throws -> RGBAImage {
        let size = SceneRenderer.viewportSize(
            width: scene.pixelWidth, height: scene.pixelHeight, pixelScale: renderer.pixelScale)
        let width = size.width
        let height = size.height
        guard scene.pixelWidth > 0, scene.pixelHeight > 0, width > 0, height > 0, width <= maximumSide,
            height <= maximumSide
        else {
            throw ExportError.invalidSize(width: width, height: height, maximum: maximumSide)
        }
        try context.makeCurrent()
        // Depth and stencil only when the scene uses them (a 2D chart needs neither: 61 MB less at
        // 1600 × 1200 on llvmpipe, and less memory to clear).
        let depthBuffer = OffscreenTarget.DepthBuffer.needed(by: scene)
        if let current = target,
            current.width != width || current.height != height || current.depthBuffer != depthBuffer
        {
            current.deleteResources()
            target = nil
        }
        let target =
            try self.target
            ?? OffscreenTarget(
                width: width, height: height, requestedSamples: Self.requestedSamples, depthBuffer: depthBuffer,
                fault: targetFault)
        self.target = target
        target.bind()
        try renderer.draw(scene)
        return try target.readPixels()
    }

    /// Whether a headless context can be made on this machine (an EGL display and an OpenGL 3.3
    /// core context). Probed once per process; tests use it to skip with a clear message.
    public static var isAvailable: Bool { probe.available }

    /// Why ``isAvailable`` is false (the error's message), or nil when it is true.
    public static var unavailableReason: String? { probe.reason }

    /// `GL_RENDERER`/`GL_VERSION` of a probe context ("unavailable" when none can be made).
    public static var defaultRendererDescription: String { probe.description }

    /// Whether a probe context renders in software (llvmpipe), where golden images are compared.
    public static var defaultIsSoftwareRenderer: Bool { probe.software }

    private struct Probe: Sendable {
        let available: Bool
        let reason: String?
        let description: String
        let software: Bool
    }

    private static let probe: Probe = {
        // A thread of its own, so that the caller's current context (if any) is left alone.
        final class Box: @unchecked Sendable { var value: Probe? = nil }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            defer { done.signal() }
            do {
                let context = try HeadlessContext()
                box.value = Probe(
                    available: true, reason: nil, description: SceneRenderer.currentRendererDescription,
                    software: SceneRenderer.currentIsSoftwareRenderer)
                withExtendedLifetime(context) {}
            } catch {
                box.value = Probe(available: false, reason: "\(error)", description: "unavailable", software: false)
            }
        }
        thread.start()
        done.wait()
        return box.value!
    }()

    deinit {
        if (try? context.makeCurrent()) != nil {
            target?.deleteResources()
            renderer.deleteResources()
        }
    }
}
