/// "Did you mean …?" for a mistyped option, column, subcommand or example name: the known name
/// closest to what was typed, by edit distance.
enum Suggestion {
    /// The name in `candidates` nearest to `typed` (case-insensitive, leading dashes ignored), if
    /// it is close enough to be a typo: at most 1 edit for names of up to 5 characters, 2 up to 8,
    /// 3 beyond (an insertion, deletion, substitution or swap of neighbours counts one). Ties go to
    /// the earlier candidate; `typed` itself is never suggested.
    static func closest(to typed: String, among candidates: [String]) -> String? {
        let word = stem(typed)
        guard !word.isEmpty else { return nil }
        let limit = word.count <= 5 ? 1 : word.count <= 8 ? 2 : 3
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != typed {
            let d = distance(word, stem(candidate))
            if d <= limit, d < (best?.distance ?? .max) { best = (candidate, d) }
        }
        return best?.name
    }

    /// The message's clause: ` (did you mean '--xlabel'?)`, or nothing without a suggestion.
    static func clause(for typed: String, among candidates: [String], quote: String = "'") -> String {
        closest(to: typed, among: candidates).map { " (did you mean \(quote)\($0)\(quote)?)" } ?? ""
    }

    /// The optimal string alignment distance (Levenshtein with swaps of adjacent characters)
    /// between `a` and `b`, over Unicode characters.
    static func distance(_ a: String, _ b: String) -> Int {
        let s = Array(a)
        let t = Array(b)
        if s.isEmpty || t.isEmpty { return max(s.count, t.count) }
        // Three rows of the dynamic programme: two back (for swaps), one back, and this one.
        var before = [Int](repeating: 0, count: t.count + 1)
        var previous = Array(0...t.count)
        var current = [Int](repeating: 0, count: t.count + 1)
        for i in 1...s.count {
            current[0] = i
            for j in 1...t.count {
                let cost = s[i - 1] == t[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, s[i - 1] == t[j - 2], s[i - 2] == t[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[t.count]
    }

    /// The name compared: lower case, without leading dashes.
    private static func stem(_ name: String) -> String {
        String(name.drop { $0 == "-" }).lowercased()
    }
}
