import CFontconfig
import Foundation

/// Font discovery through fontconfig, serialised by one process-wide lock (fontconfig's default
/// configuration is shared state, and its thread safety has varied between releases).
enum FontConfig {
    /// A font file that fontconfig chose for a request.
    struct Match: Equatable {
        /// Path of the font file.
        var path: String
        /// Face index inside the file (non-zero for collections such as `.ttc`).
        var index: Int
        /// Every family name the font declares (e.g. "DejaVu Sans", "DejaVu Sans Condensed").
        var families: [String]
    }

    private static let lock = NSLock()
    // Guarded by `lock`.
    nonisolated(unsafe) private static var initialized = false

    /// The best installed font for `family` (and, when given, one that covers `scalar`), or `nil` when
    /// fontconfig finds nothing usable. Throws only when fontconfig itself cannot start.
    static func match(family: String?, bold: Bool, italic: Bool = false, covering scalar: UInt32? = nil)
        throws(FontError)
        -> Match?
    {
        lock.lock()
        defer { lock.unlock() }
        if !initialized {
            guard FcInit() != 0 else { throw .fontconfigUnavailable }
            initialized = true
        }
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        if let family {
            _ = FcPatternAddString(pattern, "family", family)
        }
        _ = FcPatternAddInteger(pattern, "weight", bold ? 200 : 80)  // FC_WEIGHT_BOLD / FC_WEIGHT_REGULAR
        if italic { _ = FcPatternAddInteger(pattern, "slant", 100) }  // FC_SLANT_ITALIC (oblique matches too)
        _ = FcPatternAddBool(pattern, "scalable", 1)
        if let scalar, let charset = FcCharSetCreate() {
            _ = FcCharSetAddChar(charset, scalar)
            _ = FcPatternAddCharSet(pattern, "charset", charset)
            FcCharSetDestroy(charset)  // the pattern holds its own reference
        }
        guard FcConfigSubstitute(nil, pattern, FcMatchPattern) != 0 else { return nil }
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let found = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(found) }
        guard result == FcResultMatch else { return nil }

        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(found, "file", 0, &file) == FcResultMatch, let file else { return nil }
        var index: Int32 = 0
        if FcPatternGetInteger(found, "index", 0, &index) != FcResultMatch { index = 0 }
        var families: [String] = []
        var n: Int32 = 0
        var name: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(found, "family", n, &name) == FcResultMatch, let name {
            families.append(String(cString: name))
            n += 1
        }
        return Match(path: String(cString: file), index: Int(index), families: families)
    }

    /// Family names that stand for a style rather than a font; fontconfig resolves them through its
    /// aliases, and whatever it picks is what the user asked for.
    static let genericFamilies: Set<String> = [
        "sans-serif", "sans", "serif", "monospace", "mono", "system-ui", "cursive", "fantasy", "emoji", "math",
    ]

    /// Whether `match` is a font of the requested `family` (case-insensitive), or `family` is generic.
    static func satisfies(_ match: Match, family: String) -> Bool {
        let wanted = family.trimmingCharacters(in: .whitespaces).lowercased()
        if genericFamilies.contains(wanted) { return true }
        return match.families.contains { $0.lowercased() == wanted }
    }
}
