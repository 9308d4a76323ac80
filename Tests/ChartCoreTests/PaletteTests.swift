import ChartMath
import Foundation
import Testing

@testable import ChartCore

/// The default categorical palette stays distinguishable for people with the three common
/// colour-vision deficiencies: every pair of its colours, passed through the simulation of
/// Machado, Oliveira and Fernandes (2009, severity 1) and compared in CIELAB, stays at least 16
/// units apart.
@Suite struct PaletteTests {
    enum Deficiency: String, CaseIterable {
        case protanopia, deuteranopia, tritanopia

        /// Machado et al.'s matrices for severity 1.0, on linear RGB.
        var matrix: [[Double]] {
            switch self {
            case .protanopia:
                [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]
            case .deuteranopia:
                [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]
            case .tritanopia:
                [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]]
            }
        }
    }

    static func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    static func encoded(_ c: Double) -> Double {
        let v = min(max(c, 0), 1)
        return v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055
    }

    /// sRGB (0…1) as seen with a deficiency, or as is.
    static func simulate(_ rgb: [Double], _ deficiency: Deficiency?) -> [Double] {
        guard let deficiency else { return rgb }
        let l = rgb.map(linear)
        return deficiency.matrix.map { row in encoded(zip(row, l).map(*).reduce(0, +)) }
    }

    /// CIELAB (D65) of an sRGB colour.
    static func lab(_ rgb: [Double]) -> [Double] {
        let l = rgb.map(linear)
        let x = (0.4124 * l[0] + 0.3576 * l[1] + 0.1805 * l[2]) / 0.95047
        let y = 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2]
        let z = (0.0193 * l[0] + 0.1192 * l[1] + 0.9505 * l[2]) / 1.08883
        let f = { (t: Double) in t > 0.008856 ? cbrt(t) : 7.787 * t + 16.0 / 116 }
        return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))]
    }

    /// The smallest CIELAB distance between two colours of `palette` seen with `deficiency`.
    static func smallestDistance(_ palette: [Color], _ deficiency: Deficiency?) -> Double {
        let labs = palette.map { lab(simulate([Double($0.rgba.r), Double($0.rgba.g), Double($0.rgba.b)], deficiency)) }
        var smallest = Double.infinity
        for i in labs.indices {
            for j in labs.indices where j > i {
                smallest = min(smallest, zip(labs[i], labs[j]).map { ($0 - $1) * ($0 - $1) }.reduce(0, +).squareRoot())
            }
        }
        return smallest
    }

    @Test(arguments: [nil] + Deficiency.allCases.map(Optional.some))
    func everyPairOfTheDefaultPaletteStaysApart(_ deficiency: Deficiency?) {
        let distance = Self.smallestDistance(Color.categoricalPalette, deficiency)
        #expect(distance >= 16, "\(deficiency?.rawValue ?? "normal vision"): \(distance)")
    }

    @Test func theSystemPaletteIsWorseForProtanopes() {
        // Why the default is not Swift Charts' palette: its fourth colour already comes within 9 units.
        let system = Array(Color.systemPalette.prefix(4))
        #expect(Self.smallestDistance(system, .protanopia) < 9)
        #expect(Self.smallestDistance(Array(Color.categoricalPalette.prefix(4)), .protanopia) > 20)
    }

    @Test func theSimulationLeavesGreysAlone() {
        for deficiency in Deficiency.allCases {
            let grey = Self.simulate([0.5, 0.5, 0.5], deficiency)
            for c in grey { #expect(abs(c - 0.5) < 0.01) }
        }
    }

    @Test func aChartCanAskForAnotherPalette() throws {
        let chart = Chart(["a", "b"], id: \.self) { name in
            BarMark(x: .value("Name", name), y: .value("Value", 1)).foregroundStyle(by: .value("Name", name))
        }
        let colors = { (c: Chart) throws -> [RGBA] in
            try c.lowered().primitives.compactMap { p -> RGBA? in
                if case .path(let path) = p, path.points.count == 4 { return path.color }
                return nil
            }
        }
        #expect(try colors(chart).prefix(2) == [Color.categoricalPalette[0].rgba, Color.categoricalPalette[1].rgba])
        let system = chart.chartForegroundStyleScale(range: Color.systemPalette)
        #expect(try colors(system).prefix(2) == [Color.blue.rgba, Color.green.rgba])
    }
}
