import Foundation

/// Progress messages on standard error for work that takes a while: nothing for the first
/// `delay` seconds (a quick command stays silent), then the current step and every later one. On a
/// terminal each message overwrites the last (`\r`) and the line is cleared at the end; otherwise
/// each is a line of its own. Quiet progress writes nothing.
final class Progress: @unchecked Sendable {
    private let lock = NSLock()
    private let write: @Sendable (String) -> Void
    private let isTerminal: Bool
    private let quiet: Bool
    private var current: String?
    private var visible = false
    private var finished = false

    /// - Parameters:
    ///   - quiet: write nothing at all (`--quiet`).
    ///   - isTerminal: standard error is a terminal: overwrite one line.
    ///   - delay: seconds before the first message shows; 0 shows every step at once.
    ///   - write: writes text to standard error.
    init(quiet: Bool, isTerminal: Bool, delay: Double, write: @escaping @Sendable (String) -> Void) {
        self.quiet = quiet
        self.isTerminal = isTerminal
        self.write = write
        if quiet { return }
        if delay <= 0 {
            visible = true
        } else {
            DispatchQueue.global().asyncAfter(deadline: .now() + delay) { [weak self] in self?.becomeVisible() }
        }
    }

    /// Starts a step (`rendering volcano (3/10)…`).
    func step(_ message: String) {
        lock.lock()
        defer { lock.unlock() }
        guard !quiet, !finished else { return }
        current = message
        if visible { show(message) }
    }

    /// Ends the work: on a terminal, clears the progress line.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        guard !finished else { return }
        finished = true
        if visible, isTerminal, current != nil { write("\r\u{1B}[K") }
    }

    private func becomeVisible() {
        lock.lock()
        defer { lock.unlock() }
        guard !finished, !visible else { return }
        visible = true
        if let current { show(current) }
    }

    private func show(_ message: String) {
        write(isTerminal ? "\r\u{1B}[K" + message : message + "\n")
    }
}
