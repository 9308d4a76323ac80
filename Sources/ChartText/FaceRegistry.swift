import Foundation

/// The process-wide cache of loaded faces: one ``FontFace`` per (family, weight) request, and one per font
/// file used as a fallback for missing characters.
final class FaceRegistry: @unchecked Sendable {
    static let shared = FaceRegistry()

    private struct RequestKey: Hashable {
        var family: String
        var bold: Bool
        var italic = false
    }

    private struct FileKey: Hashable {
        var path: String
        var index: Int
        var bold: Bool
    }

    private let lock = NSLock()
    // Guarded by `lock`.
    private var byRequest: [RequestKey: FontFace] = [:]
    private var byFile: [FileKey: FontFace] = [:]
    private var byScalar: [RequestKey: FontFace?] = [:]

    /// The face for a family request; see ``FontFace/named(_:bold:)``.
    func face(family: String, bold: Bool, italic: Bool = false) throws(FontError) -> FontFace {
        let key = RequestKey(family: family, bold: bold, italic: italic)
        if let cached = lock.withLock({ byRequest[key] }) { return cached }

        var face: FontFace?
        if let match = try FontConfig.match(family: family, bold: bold, italic: italic),
            FontConfig.satisfies(match, family: family)
        {
            face = try? FontFace(match: match, requestedFamily: family, bold: bold, isFallback: false)
        }
        if face == nil, let match = try FontConfig.match(family: FontFace.defaultFamily, bold: bold, italic: italic) {
            let isDefault = FontConfig.satisfies(match, family: family)
            face = try? FontFace(match: match, requestedFamily: family, bold: bold, isFallback: !isDefault)
        }
        guard let face else { throw .noFontsFound(family: family) }
        return lock.withLock {
            if let raced = byRequest[key] { return raced }
            byRequest[key] = face
            return face
        }
    }

    /// A face that covers `scalar`, found by fontconfig's character-set matching, or `nil`.
    func fallbackFace(covering scalar: UInt32, bold: Bool) -> FontFace? {
        let key = RequestKey(family: "U+\(String(scalar, radix: 16))", bold: bold)
        if let cached = lock.withLock({ byScalar[key] }) { return cached }
        var face: FontFace?
        if let match = try? FontConfig.match(family: nil, bold: bold, covering: scalar) {
            face = try? fallbackFace(for: match, bold: bold)
        }
        lock.withLock { byScalar[key] = face }
        return face
    }

    /// One fallback face per font file, so the characters one file covers share a fallback slot.
    private func fallbackFace(for match: FontConfig.Match, bold: Bool) throws(FontError) -> FontFace {
        let key = FileKey(path: match.path, index: match.index, bold: bold)
        if let cached = lock.withLock({ byFile[key] }) { return cached }
        let face = try FontFace(
            match: match, requestedFamily: match.families.first ?? "", bold: bold, isFallback: false)
        return lock.withLock {
            if let raced = byFile[key] { return raced }
            byFile[key] = face
            return face
        }
    }
}
