import Testing

@testable import ChartText

/// The math text parser: what is math, the atoms of matplotlib-style axis labels, and typed errors that
/// name the input and the position.
@Suite struct MathTextParserTests {
    @Test func onlyAnEvenNumberOfUnescapedDollarsIsMath() {
        #expect(!MathText.containsMath("Temperature (°C)"))
        #expect(!MathText.containsMath("Price ($)"))
        #expect(!MathText.containsMath(#"Cost \$ and \$"#))
        #expect(MathText.containsMath("$x^2$"))
        #expect(MathText.containsMath(#"$\mu$m and \$5"#))
        #expect(!MathText.containsMath("$a$ and $"))
    }

    @Test func mathReadsAsPlainText() {
        #expect(MathText.plainText("$T_{max}$ (°C)") == "T max (°C)")
        #expect(MathText.plainText(#"$\mu$m"#) == "μm")
        #expect(MathText.plainText("$10^{-3}$") == "10^−3")
        #expect(MathText.plainText(#"$\frac{dN}{dt}$"#) == "dN/dt")
        #expect(MathText.plainText(#"$\sqrt{x^2}$"#) == "√(x^2)")
        #expect(MathText.plainText("Price ($)") == "Price ($)")
        #expect(MathText.plainText(#"$\nosuchcommand$"#) == #"$\nosuchcommand$"#)
    }

    @Test func plainTextIsOneAtomExactlyAsWritten() throws {
        #expect(try MathText.parse("Price ($)") == [.text("Price ($)", font: .regular, spacing: 0)])
        #expect(try MathText.parse(#"a \$ b"#) == [.text(#"a \$ b"#, font: .regular, spacing: 0)])
    }

    @Test func axisLabelsParseAsMatplotlibSetsThem() throws {
        #expect(
            try MathText.parse(#"$\mu$m"#) == [
                .text("μ", font: .italic, spacing: 0), .text("m", font: .regular, spacing: 0),
            ])
        #expect(
            try MathText.parse("$x^2$") == [
                .scripts(
                    base: [.text("x", font: .italic, spacing: 0)],
                    superscript: [.text("2", font: .regular, spacing: 0)], subscript: nil)
            ])
        let tMax = try MathText.parse("$T_{max}$ (°C)")
        #expect(
            tMax == [
                .scripts(
                    base: [.text("T", font: .italic, spacing: 0)], superscript: nil,
                    subscript: [
                        .scripts(
                            base: "max".map { .text(String($0), font: .italic, spacing: 0) }, superscript: nil,
                            subscript: nil)
                    ]),
                .text(" (°C)", font: .regular, spacing: 0),
            ])
        let frac = try MathText.parse(#"$\frac{dN}{dt}$"#)
        guard case .fraction(let numerator, let denominator, false) = frac.first else {
            Issue.record("not a fraction: \(frac)")
            return
        }
        #expect(numerator.count == 2 && denominator.count == 2)
        guard case .fraction(_, _, true) = try MathText.parse(#"$\dfrac{A}{B}$"#).first else {
            Issue.record("\\dfrac is not a display fraction")
            return
        }
        #expect(
            try MathText.parse(#"$\mathrm{max}$"#) == [
                .scripts(
                    base: "max".map { .text(String($0), font: .regular, spacing: 0) }, superscript: nil, subscript: nil)
            ])
        #expect(
            try MathText.parse(#"$\$5$"#) == [
                .text("$", font: .regular, spacing: 0), .text("5", font: .regular, spacing: 0),
            ])
    }

    @Test func symbolsOperatorsAndScriptsOnBothSides() throws {
        let atoms = try MathText.parse(#"$a \times b \leq \infty - \partial\nabla\sum\int 5\degree$"#)
        let texts = atoms.compactMap { atom -> String? in
            if case .text(let s, _, _) = atom { return s }
            return nil
        }
        #expect(texts.joined() == "a×b≤∞−∂∇∑∫5°")
        #expect(atoms.contains(.text("×", font: .regular, spacing: MathSymbols.binarySpace)))
        #expect(atoms.contains(.text("≤", font: .regular, spacing: MathSymbols.relationSpace)))
        let both = try MathText.parse("$x_i^2$")
        #expect(
            both == [
                .scripts(
                    base: [.text("x", font: .italic, spacing: 0)],
                    superscript: [.text("2", font: .regular, spacing: 0)],
                    subscript: [.text("i", font: .italic, spacing: 0)])
            ])
        // Nested scripts: e^{-x^2}.
        guard case .scripts(_, let sup?, nil)? = try MathText.parse("$e^{-x^2}$").first,
            case .scripts(let inner, nil, nil)? = sup.first
        else {
            Issue.record("e^{-x^2} did not nest")
            return
        }
        #expect(inner.count == 2)
    }

    @Test func errorsNameTheInputThePositionAndTheReason() {
        let cases: [(String, Int, MathTextError.Reason)] = [
            (#"$\foo$"#, 1, .unknownCommand("foo")),
            ("$x^$", 2, .missingArgument("^")),
            ("${x$", 1, .unclosedBrace),
            ("$x}$", 2, .unexpectedBrace),
            ("$x^2^3$", 4, .doubleScript("^")),
            (#"$\frac{a}$"#, 1, .missingArgument(#"\frac"#)),
            ("$" + String(repeating: "{", count: 40) + "$", 25, .tooDeep),
        ]
        for (input, position, reason) in cases {
            #expect(throws: MathTextError(input: input, position: position, reason: reason), "\(input)") {
                try MathText.parse(input)
            }
        }
        let message = MathTextError(input: #"$\foo$"#, position: 1, reason: .unknownCommand("foo")).description
        #expect(
            message.contains(#"math text "$\foo$""#) && message.contains(#"\foo"#) && message.contains("character 1"))
        #expect(message.contains(#"\frac"#))
    }
}

/// The math layout: extents the layout passes reserve, scripts above and below the baseline, rules.
@Suite struct MathLayoutTests {
    let face: FontFace

    init() throws { face = try FontFace.default() }

    @Test func plainLabelsLayOutAsBefore() throws {
        for text in ["Temperature (°C)", "Price ($)", "AVATAR", ""] {
            let laidOut = try face.layoutLabel(text, pixelSize: 13)
            let metrics = face.lineMetrics(pixelSize: 13)
            #expect(laidOut.width == face.measure(text, pixelSize: 13).width)
            #expect(laidOut.ascent == metrics.ascent && laidOut.descent == metrics.descent)
            #expect(laidOut.rules.isEmpty)
            #expect(laidOut.runs.flatMap(\.glyphs) == face.layout(text, pixelSize: 13))
            #expect(laidOut.runs.allSatisfy { $0.face === face && $0.x == 0 && $0.y == 0 })
        }
    }

    @Test func scriptsSitAboveAndBelowInSmallerType() throws {
        let laidOut = try face.layoutLabel("$x_i^2$", pixelSize: 20)
        #expect(laidOut.runs.count == 3)
        let (base, sup, sub) = (laidOut.runs[0], laidOut.runs[1], laidOut.runs[2])
        #expect(base.pixelSize == 20 && sup.pixelSize == 14 && sub.pixelSize == 14)
        #expect(base.y == 0 && sup.y < -7 && sub.y > 3)
        #expect(sup.x > 0 && sub.x > 0)
        #expect(base.face.path.contains("Oblique"), "\(base.face.path)")
    }

    @Test func fractionsAndRootsGrowTheExtentAndDrawRules() throws {
        let size: Float = 20
        let metrics = face.lineMetrics(pixelSize: size)
        let fraction = try face.layoutLabel(#"$\frac{dN}{dt}$"#, pixelSize: size)
        #expect(fraction.rules.count == 1)
        let bar = fraction.rules[0]
        #expect(bar.height == 1 && bar.y < -5 && bar.y > -8)
        // The numerator sits above the bar, the denominator below.
        #expect(fraction.runs.contains { $0.y < bar.y } && fraction.runs.contains { $0.y > bar.y + bar.height })
        #expect(fraction.ascent > metrics.ascent || fraction.descent > metrics.descent)
        #expect(face.measureLabel(#"$\frac{dN}{dt}$"#, pixelSize: size) == fraction.extent)

        let root = try face.layoutLabel(#"$\sqrt{x^2+y^2}$"#, pixelSize: size)
        #expect(root.rules.count == 1 && root.rules[0].width > 20)
        #expect(root.runs.first?.glyphs.count == 1)  // the radical sign
        // x^2 + y^2 is wider than x alone.
        #expect(root.width > (try face.layoutLabel("$x$", pixelSize: size)).width * 4)
    }

    @Test func unparsableMathMeasuresAsPlainTextAndThrowsInLayout() {
        let text = #"$\foo$"#
        #expect(face.measureLabel(text, pixelSize: 13) == face.measure(text, pixelSize: 13))
        #expect(throws: MathTextError.self) { try face.layoutLabel(text, pixelSize: 13) }
    }
}
