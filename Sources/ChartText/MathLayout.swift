/// A laid-out piece of math: its runs and rules from its own pen origin, its advance and ink extent.
struct MathBox {
    var width: Float = 0
    /// Ink above the baseline, in pixels.
    var height: Float = 0
    /// Ink below the baseline, in pixels (positive).
    var depth: Float = 0
    var runs: [GlyphRun] = []
    var rules: [TextRule] = []

    /// Adds `other` with its origin at (`dx`, `dy`) from this box's origin (y down), growing the extent
    /// but not the width.
    mutating func place(_ other: MathBox, dx: Float, dy: Float) {
        for var run in other.runs {
            run.x += dx
            run.y += dy
            runs.append(run)
        }
        for var rule in other.rules {
            rule.x += dx
            rule.y += dy
            rules.append(rule)
        }
        height = max(height, other.height - dy)
        depth = max(depth, other.depth + dy)
    }

    /// Adds `other` at the end of the line, `dy` below the baseline, and advances the width.
    mutating func append(_ other: MathBox, dy: Float = 0) {
        place(other, dx: width, dy: dy)
        width += other.width
    }
}

/// Sets parsed math (``MathAtom``) in the faces of one family, following TeX's rules loosely, as
/// matplotlib's mathtext does: scripts and fractions at 70 % of their parent's size (50 % of the
/// label's at the smallest), fraction bars on the math axis (the middle of the minus sign).
struct MathLayout {
    let regular: FontFace
    let italic: FontFace
    let bold: FontFace

    /// Each level of scripts shrinks by this factor.
    static let shrink: Float = 0.7

    init(regular: FontFace) {
        self.regular = regular
        let family = regular.requestedFamily
        italic = (try? FontFace.named(family, bold: regular.bold, italic: true)) ?? regular
        bold = (try? FontFace.named(family, bold: true)) ?? regular
    }

    func face(_ font: MathFont) -> FontFace {
        switch font {
        case .regular: regular
        case .italic: italic
        case .bold: bold
        }
    }

    /// The size one script level below `size` (the label's size is `level` 0).
    func scriptSize(_ size: Float, level: Int) -> Float {
        level >= 2 ? size : size * Self.shrink
    }

    /// Lays out a horizontal list of atoms at `size` pixels.
    func layout(_ atoms: [MathAtom], size: Float, level: Int) -> MathBox {
        var box = MathBox()
        var previousIsOperator = true
        for atom in Self.merged(atoms) {
            switch atom {
            case .text(let string, let font, let spacing):
                // An operator after nothing or after another operator is unary and takes no space.
                let space = level == 0 && !previousIsOperator ? spacing * size : 0
                box.width += space
                box.append(text(string, face: face(font), size: size))
                box.width += space
                previousIsOperator = spacing > 0
            case .space(let ems):
                box.width += ems * size
            case .scripts(let base, let superscript, let `subscript`):
                box.append(scripts(base, superscript, `subscript`, size: size, level: level))
                previousIsOperator = false
            case .fraction(let numerator, let denominator, let display):
                box.append(fraction(numerator, denominator, size: size, level: level, display: display))
                previousIsOperator = false
            case .root(let radicand):
                box.append(root(radicand, size: size, level: level))
                previousIsOperator = false
            }
        }
        return box
    }

    /// Joins neighbouring unspaced text atoms of one font, so kerning applies between them.
    static func merged(_ atoms: [MathAtom]) -> [MathAtom] {
        var result: [MathAtom] = []
        for atom in atoms {
            if case .text(let string, let font, 0) = atom, case .text(let previous, font, 0)? = result.last {
                result[result.count - 1] = .text(previous + string, font: font, spacing: 0)
            } else {
                result.append(atom)
            }
        }
        return result
    }

    /// A run of characters in `face`, its extent the glyphs' ink.
    func text(_ string: String, face: FontFace, size: Float) -> MathBox {
        let placements = face.layout(string, pixelSize: size)
        var box = MathBox(width: face.measure(string, pixelSize: size).width)
        box.runs = face.runs(of: placements, pixelSize: size, x: 0, y: 0)
        for run in box.runs {
            for glyph in run.glyphs {
                let ink = run.face.inkBounds(glyph.glyph, pixelSize: size)
                box.height = max(box.height, ink.top)
                box.depth = max(box.depth, ink.bottom)
            }
        }
        return box
    }

    func scripts(_ base: [MathAtom], _ sup: [MathAtom]?, _ sub: [MathAtom]?, size: Float, level: Int) -> MathBox {
        var box = layout(base, size: size, level: level)
        let small = scriptSize(size, level: level)
        let supBox = sup.map { layout($0, size: small, level: level + 1) }
        let subBox = sub.map { layout($0, size: small, level: level + 1) }
        var up = max(0.4 * size, box.height - 0.3 * size)
        var down = max(sup == nil ? 0.2 * size : 0.25 * size, box.depth + 0.1 * size)
        if let supBox, let subBox {
            // Keep a gap between the superscript's bottom and the subscript's top.
            let gap = (up - supBox.depth) - (subBox.height - down)
            if gap < 0.12 * size {
                let extra = 0.12 * size - gap
                up += extra / 2
                down += extra / 2
            }
        }
        // Italic correction: a superscript after a slanted letter sits a little further right.
        let lean: Float = Self.endsItalic(base) ? 0.06 * size : 0
        let start = box.width
        var end = start
        if let supBox {
            box.place(supBox, dx: start + lean, dy: -up)
            end = max(end, start + lean + supBox.width)
        }
        if let subBox {
            box.place(subBox, dx: start, dy: down)
            end = max(end, start + subBox.width)
        }
        box.width = end + (sup != nil || sub != nil ? 0.04 * size : 0)
        return box
    }

    static func endsItalic(_ atoms: [MathAtom]) -> Bool {
        switch atoms.last {
        case .text(_, .italic, _): true
        case .scripts(let base, nil, nil): endsItalic(base)
        default: false
        }
    }

    /// Rule thickness at `size`: a whole number of pixels, at least one.
    static func ruleThickness(_ size: Float) -> Float { max(1, (size * 0.055).rounded()) }

    /// Height of the math axis (the middle of the minus sign) above the baseline.
    func axisHeight(_ size: Float) -> Float {
        guard let minus = regular.layout("−", pixelSize: size).first,
            let (face, index) = regular.resolve(minus.glyph)
        else { return 0.3 * size }
        let ink = face.inkBounds(index, pixelSize: size)
        return (ink.top - ink.bottom) / 2
    }

    func fraction(_ numerator: [MathAtom], _ denominator: [MathAtom], size: Float, level: Int, display: Bool)
        -> MathBox
    {
        let small = display ? size : scriptSize(size, level: level)
        let inner = display ? level : level + 1
        let top = layout(numerator, size: small, level: inner)
        let bottom = layout(denominator, size: small, level: inner)
        let thickness = Self.ruleThickness(size)
        let axis = axisHeight(size)
        let gap = max(1, 0.1 * size)
        let pad = 0.08 * size
        let width = max(top.width, bottom.width)
        var box = MathBox(width: width + 2 * pad)
        let barTop = -(axis + thickness / 2)
        box.rules.append(TextRule(x: pad, y: barTop, width: width, height: thickness))
        box.height = axis + thickness / 2
        box.place(top, dx: pad + (width - top.width) / 2, dy: barTop - gap - top.depth)
        box.place(bottom, dx: pad + (width - bottom.width) / 2, dy: barTop + thickness + gap + bottom.height)
        return box
    }

    func root(_ radicand: [MathAtom], size: Float, level: Int) -> MathBox {
        let inner = layout(radicand, size: size, level: level)
        let thickness = Self.ruleThickness(size)
        let gap = max(1, 0.12 * size)
        let barTop = -(inner.height + gap + thickness)
        // The radical sign grows (up to three times the size) to reach from the bar to below the radicand.
        let unit = text("√", face: regular, size: size)
        let needed = -barTop + inner.depth
        let signSize = size * min(3, max(1, needed / max(unit.height + unit.depth, 1)))
        let sign = text("√", face: regular, size: signSize)
        var box = MathBox()
        box.place(sign, dx: 0, dy: barTop + sign.height)
        let start = sign.width * 0.98
        box.place(inner, dx: sign.width + 0.05 * size, dy: 0)
        let end = sign.width + 0.1 * size + inner.width
        box.rules.append(TextRule(x: start, y: barTop, width: end - start, height: thickness))
        box.width = end + 0.05 * size
        return box
    }
}
