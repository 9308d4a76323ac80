/// A small part of the Unicode bidirectional algorithm (UAX #9), enough for labels that mix a
/// right-to-left script (Hebrew, Arabic) with Latin text and numbers on one line: paragraph direction
/// from the first strong character, numbers left to right, neutrals between two runs of one direction
/// taking it, and runs reordered by level (rule L2). No explicit embeddings or isolates.
enum Bidi {
    /// A run of scalars in one direction: `range` indexes the logical text.
    struct Run: Equatable {
        var range: Range<Int>
        var rightToLeft: Bool
    }

    private enum Kind { case left, right, number, neutral }

    /// Whether `scalar` belongs to a right-to-left script.
    static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFE, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        default: false
        }
    }

    private static func kind(_ scalar: Unicode.Scalar) -> Kind {
        switch scalar.value {
        case 0x30...0x39, 0x0660...0x0669, 0x06F0...0x06F9: return .number
        default: break
        }
        if isRightToLeft(scalar) { return scalar.properties.isAlphabetic ? .right : .neutral }
        return scalar.properties.isAlphabetic ? .left : .neutral
    }

    /// The runs of `scalars` in visual order, left to right.
    static func visualRuns(_ scalars: [Unicode.Scalar]) -> [Run] {
        guard !scalars.isEmpty else { return [] }
        let levels = resolvedLevels(scalars)
        var runs: [(range: Range<Int>, level: Int)] = []
        var start = 0
        for i in 1...scalars.count where i == scalars.count || levels[i] != levels[start] {
            runs.append((start..<i, levels[start]))
            start = i
        }
        // L2: from the highest level down to the lowest odd one, reverse every sequence at that level or above.
        let highest = runs.map(\.level).max() ?? 0
        let lowestOdd = runs.map(\.level).filter { $0 % 2 == 1 }.min() ?? highest + 1
        var level = highest
        while level >= lowestOdd {
            var i = 0
            while i < runs.count {
                guard runs[i].level >= level else {
                    i += 1
                    continue
                }
                var j = i
                while j < runs.count, runs[j].level >= level { j += 1 }
                runs[i..<j].reverse()
                i = j
            }
            level -= 1
        }
        return runs.map { Run(range: $0.range, rightToLeft: $0.level % 2 == 1) }
    }

    /// One embedding level per scalar: 0/1 in a left-to-right paragraph, 1/2 in a right-to-left one.
    private static func resolvedLevels(_ scalars: [Unicode.Scalar]) -> [Int] {
        var kinds = scalars.map(kind)
        // Marks and joiners take the kind of what they follow.
        for i in kinds.indices.dropFirst() where kinds[i] == .neutral && isMark(scalars[i]) { kinds[i] = kinds[i - 1] }
        let paragraphRTL = kinds.first { $0 == .left || $0 == .right } == .right
        // W7: a number after a left-to-right letter (or at the start of a left-to-right paragraph) is left.
        var lastStrong: Kind = paragraphRTL ? .right : .left
        for i in kinds.indices {
            switch kinds[i] {
            case .left, .right: lastStrong = kinds[i]
            case .number where lastStrong == .left: kinds[i] = .left
            default: break
            }
        }
        // N1/N2: neutrals between two of one direction take it (numbers count as right-to-left), others
        // the paragraph's.
        let direction = { (k: Kind) -> Kind? in k == .neutral ? nil : (k == .left ? .left : .right) }
        var resolved = kinds
        var i = 0
        while i < kinds.count {
            guard kinds[i] == .neutral else {
                i += 1
                continue
            }
            var j = i
            while j < kinds.count, kinds[j] == .neutral { j += 1 }
            let before = i > 0 ? direction(kinds[i - 1]) : (paragraphRTL ? .right : .left)
            let after = j < kinds.count ? direction(kinds[j]) : (paragraphRTL ? .right : .left)
            let chosen: Kind = before == after ? before! : (paragraphRTL ? .right : .left)
            for k in i..<j { resolved[k] = chosen }
            i = j
        }
        let base = paragraphRTL ? 1 : 0
        // I1/I2: right-to-left letters at odd level 1; numbers (not made left by W7) at 2; left-to-right
        // letters at the paragraph's level, or 2 in a right-to-left paragraph.
        return resolved.map { k in
            switch k {
            case .right: 1
            case .number: 2
            case .left, .neutral: base == 0 ? 0 : 2
            }
        }
    }

    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: scalar.value == 0x200C || scalar.value == 0x200D || (0xFE00...0xFE0F).contains(scalar.value)
        }
    }
}
