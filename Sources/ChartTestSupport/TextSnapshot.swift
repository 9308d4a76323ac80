import Foundation

/// Text snapshots for tests: `Tests/Snapshots/<name>.txt`, re-recorded only when the environment
/// variable `OPENCHARTS_RECORD_SNAPSHOTS=1` is set.
public enum TextSnapshot {
    /// The environment variable that makes ``check(_:named:)`` write snapshots instead of comparing.
    public static let recordVariable = "OPENCHARTS_RECORD_SNAPSHOTS"

    /// The folder holding the snapshots.
    public static var folder: URL { GoldenImage.repositoryRoot.appending(path: "Tests/Snapshots") }

    /// Compares `text` with the stored snapshot `name`; returns nil when they match (or after
    /// recording), else a message with the first differing line and how to re-record.
    public static func check(_ text: String, named name: String) throws -> String? {
        let url = folder.appending(path: name + ".txt")
        if ProcessInfo.processInfo.environment[recordVariable] == "1" {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
            return nil
        }
        guard let stored = try? String(contentsOf: url, encoding: .utf8) else {
            return "snapshot \(name) is missing at \(url.path); record it with \(recordVariable)=1 swift test"
        }
        if stored == text { return nil }
        let a = stored.split(separator: "\n", omittingEmptySubsequences: false)
        let b = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
        let expected = line < a.count ? String(a[line]) : "(end)"
        let actual = line < b.count ? String(b[line]) : "(end)"
        return "snapshot \(name) differs at line \(line + 1):\n  expected: \(expected)\n  actual:   \(actual)\n"
            + "re-record on purpose with \(recordVariable)=1 swift test"
    }
}
