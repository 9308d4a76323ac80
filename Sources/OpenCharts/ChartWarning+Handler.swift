import ChartScene
import Foundation

extension ChartWarning {
    /// Where `ImageRenderer` sends each warning of a render: by default ``standardError``, which
    /// writes `OpenCharts warning: <description>` as one line to standard error. Replace it to
    /// collect, log or silence warnings (`ChartWarning.handler = { _ in }`); setting and reading
    /// it are thread-safe, and the handler may be called from any thread.
    public static var handler: @Sendable (ChartWarning) -> Void {
        get { WarningHandlerBox.shared.get() }
        set { WarningHandlerBox.shared.set(newValue) }
    }

    /// The default ``handler``: one line, `OpenCharts warning: <description>`, on standard error.
    public static let standardError: @Sendable (ChartWarning) -> Void = { warning in
        FileHandle.standardError.write(Data("OpenCharts warning: \(warning)\n".utf8))
    }
}

/// The process-wide warning handler behind a lock (a bare `static var` is not allowed under
/// Swift 6's strict concurrency, and the renderer may run on any thread).
private final class WarningHandlerBox: @unchecked Sendable {
    static let shared = WarningHandlerBox()
    private let lock = NSLock()
    // Guarded by `lock`.
    private var handler: @Sendable (ChartWarning) -> Void = ChartWarning.standardError

    func get() -> @Sendable (ChartWarning) -> Void { lock.withLock { handler } }
    func set(_ newValue: @escaping @Sendable (ChartWarning) -> Void) { lock.withLock { handler = newValue } }
}
