/// The characters and commands of math text: Greek letters, operators, relations, symbols and spaces.
enum MathSymbols {
    /// Space around binary operators (+, −, ×, ±, ·), in ems, as TeX's medium space.
    static let binarySpace: Float = 0.22
    /// Space around relations (=, <, ≤, ≈, →), in ems, as TeX's thick space.
    static let relationSpace: Float = 0.28

    /// Spacing commands and their widths in ems.
    static let spaces: [String: Float] = [
        ",": 0.1667, ":": 0.2222, ">": 0.2222, ";": 0.2778, " ": 0.3333, "!": -0.1667, "quad": 1, "qquad": 2,
        "thinspace": 0.1667, "enspace": 0.5,
    ]

    static let greek: [String: String] = [
        "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "ϵ", "varepsilon": "ε", "zeta": "ζ",
        "eta": "η", "theta": "θ", "vartheta": "ϑ", "iota": "ι", "kappa": "κ", "lambda": "λ", "mu": "μ", "nu": "ν",
        "xi": "ξ", "omicron": "ο", "pi": "π", "varpi": "ϖ", "rho": "ρ", "varrho": "ϱ", "sigma": "σ",
        "varsigma": "ς", "tau": "τ", "upsilon": "υ", "phi": "ϕ", "varphi": "φ", "chi": "χ", "psi": "ψ",
        "omega": "ω", "Gamma": "Γ", "Delta": "Δ", "Theta": "Θ", "Lambda": "Λ", "Xi": "Ξ", "Pi": "Π",
        "Sigma": "Σ", "Upsilon": "Υ", "Phi": "Φ", "Psi": "Ψ", "Omega": "Ω",
    ]

    static let binaryOperators: [String: String] = [
        "times": "×", "pm": "±", "mp": "∓", "cdot": "·", "div": "÷", "ast": "∗", "star": "⋆", "circ": "∘",
        "bullet": "∙", "oplus": "⊕", "otimes": "⊗", "cup": "∪", "cap": "∩", "wedge": "∧", "vee": "∨",
        "setminus": "∖",
    ]

    static let relations: [String: String] = [
        "leq": "≤", "le": "≤", "geq": "≥", "ge": "≥", "neq": "≠", "ne": "≠", "approx": "≈", "sim": "∼",
        "simeq": "≃", "equiv": "≡", "propto": "∝", "ll": "≪", "gg": "≫", "in": "∈", "notin": "∉",
        "subset": "⊂", "supset": "⊃", "subseteq": "⊆", "supseteq": "⊇", "to": "→", "rightarrow": "→",
        "leftarrow": "←", "gets": "←", "Rightarrow": "⇒", "Leftarrow": "⇐", "leftrightarrow": "↔",
        "Leftrightarrow": "⇔", "mapsto": "↦", "perp": "⊥", "parallel": "∥", "mid": "∣", "cong": "≅",
    ]

    static let ordinary: [String: String] = [
        "infty": "∞", "partial": "∂", "nabla": "∇", "sum": "∑", "prod": "∏", "int": "∫", "oint": "∮",
        "iint": "∬", "degree": "°", "circledR": "®", "angstrom": "Å", "AA": "Å", "hbar": "ℏ", "ell": "ℓ",
        "Re": "ℜ", "Im": "ℑ", "aleph": "ℵ", "forall": "∀", "exists": "∃", "neg": "¬", "emptyset": "∅",
        "prime": "′", "dagger": "†", "ddagger": "‡", "cdots": "⋯", "ldots": "…", "dots": "…", "vdots": "⋮",
        "langle": "⟨", "rangle": "⟩", "lbrace": "{", "rbrace": "}", "vert": "|", "Vert": "‖", "uparrow": "↑",
        "downarrow": "↓", "percent": "%", "sqrtsign": "√", "triangle": "△", "square": "□", "checkmark": "✓",
        "backslash": "\\", "lfloor": "⌊", "rfloor": "⌋", "lceil": "⌈", "rceil": "⌉", "S": "§", "P": "¶",
    ]

    /// Function names set upright (`\sin`, `\log`, …).
    static let functions: Set<String> = [
        "sin", "cos", "tan", "cot", "sec", "csc", "arcsin", "arccos", "arctan", "sinh", "cosh", "tanh", "log",
        "ln", "lg", "exp", "lim", "max", "min", "sup", "inf", "det", "dim", "arg", "deg", "gcd", "Pr", "ker",
    ]

    /// The atom for a `\name` command, nil when it is not one.
    static func command(_ name: String, font: MathFont?) -> MathAtom? {
        if let letter = greek[name] {
            // Lower-case Greek is italic in math, as in TeX; capitals are upright.
            let italic = name.first?.isLowercase == true
            return .text(letter, font: font ?? (italic ? .italic : .regular), spacing: 0)
        }
        if let symbol = binaryOperators[name] { return .text(symbol, font: font ?? .regular, spacing: binarySpace) }
        if let symbol = relations[name] { return .text(symbol, font: font ?? .regular, spacing: relationSpace) }
        if let symbol = ordinary[name] { return .text(symbol, font: font ?? .regular, spacing: 0) }
        if functions.contains(name) { return .text(name, font: font ?? .regular, spacing: 0) }
        return nil
    }

    /// The atom for a plain character in math: letters italic, operators spaced, `-` as a minus sign.
    static func character(_ c: Unicode.Scalar, font: MathFont?) -> MathAtom {
        switch c {
        case "-", "−": return .text("−", font: font ?? .regular, spacing: binarySpace)
        case "+", "×", "±", "·", "÷": return .text(String(c), font: font ?? .regular, spacing: binarySpace)
        case "=", "<", ">", "≤", "≥", "≠", "≈", "→":
            return .text(String(c), font: font ?? .regular, spacing: relationSpace)
        case "'": return .text("′", font: font ?? .regular, spacing: 0)
        case ",", ";":
            // Punctuation: a thin space after, as TeX's \mathpunct.
            return .scripts(
                base: [.text(String(c), font: font ?? .regular, spacing: 0), .space(spaces[","]!)], superscript: nil,
                subscript: nil)
        default:
            let letter = c.properties.isAlphabetic
            return .text(String(c), font: font ?? (letter ? .italic : .regular), spacing: 0)
        }
    }
}
