import ChartGallery
import Foundation
import OpenCharts

/// The common options that change how a chart looks: title, axis titles and domains, appearance,
/// frame, and for 3D the pose and projection.
enum ChartLook {
    /// Applies the options every chart takes.
    static func common<C: ChartRepresentable>(_ chart: C, _ a: Arguments) throws -> C {
        var c = chart.frame(width: try a.positive("--width"), height: try a.positive("--height"))
        if let title = a.string("--title") { c = c.chartTitle(title) }
        if let label = a.string("--xlabel") { c = c.chartXAxisLabel(label) }
        if let label = a.string("--ylabel") { c = c.chartYAxisLabel(label) }
        if let d = try a.domain("--xdomain") {
            switch d.interval {
            case .numbers(let r): c = c.chartXScale(domain: r)
            case .dates(let r): c = c.chartXScale(domain: r)
            }
            if d.reversed { c = c.chartXScale(domain: .automatic(reversed: true)) }
        }
        if let d = try a.domain("--ydomain") {
            c = c.chartYScale(domain: d.numbers)
            if d.reversed { c = c.chartYScale(domain: .automatic(reversed: true)) }
        }
        if try a.choice("--theme", ["light", "dark"]) == "dark" { c = c.preferredColorScheme(.dark) }
        return c
    }

    /// A 2D chart with the common options applied.
    static func chart(_ chart: Chart, _ a: Arguments) throws -> ExampleChart {
        var c = try common(chart, a)
        switch try a.choice("--yscale", ["linear", "log", "sqrt", "symlog"]) {
        case "log": c = c.chartYScale(type: .log)
        case "sqrt": c = c.chartYScale(type: .squareRoot)
        case "symlog": c = c.chartYScale(type: .symmetricLog)
        case "linear": c = c.chartYScale(type: .linear)
        default: break
        }
        return .chart(c)
    }

    /// A 3D chart with the common and 3D options applied.
    static func chart3D(_ chart: Chart3D, _ a: Arguments) throws -> ExampleChart {
        for key in ["--xdomain", "--ydomain", "--zdomain"] where try a.domain(key)?.reversed == true {
            throw CLIError.usage(
                "\(key): 3D axes do not run backwards; negate the column instead (--y -depth_km draws depths downward)")
        }
        var c = try common(chart, a)
        if let label = a.string("--zlabel") { c = c.chartZAxisLabel(label) }
        if let d = try a.domain("--zdomain") { c = c.chartZScale(domain: d.numbers) }
        if let pose = try pose(a.string("--pose")) { c = c.chart3DPose(pose) }
        switch try a.choice("--projection", ["orthographic", "perspective"]) {
        case "perspective": c = c.chart3DCameraProjection(.perspective)
        case "orthographic": c = c.chart3DCameraProjection(.orthographic)
        default: break
        }
        return .chart3D(c)
    }

    /// `AZIMUTH,INCLINATION` in degrees, or a preset's name.
    static func pose(_ text: String?) throws -> Chart3DPose? {
        guard let text else { return nil }
        let presets: [String: Chart3DPose] = [
            "default": .default, "front": .front, "back": .back, "left": .left, "right": .right, "top": .top,
            "bottom": .bottom,
        ]
        if let preset = presets[text.lowercased()] { return preset }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
            Double($0.trimmingCharacters(in: .whitespaces))
        }
        guard parts.count == 2, let az = parts[0], let inc = parts[1], az.isFinite, inc.isFinite, abs(inc) <= 90
        else {
            throw CLIError.usage(
                "--pose needs AZIMUTH,INCLINATION in degrees (inclination −90…90), or one of default, front, "
                    + "back, left, right, top, bottom; got '\(text)'")
        }
        return Chart3DPose(azimuth: .degrees(az), inclination: .degrees(inc))
    }

    /// The gradient of `--colormap` (nil: the default, viridis): a name of ``ColorMapName``
    /// (case-insensitive, "grey" for gray), or the name with `_r` for the map reversed.
    static func colormap(_ a: Arguments) throws -> Gradient? {
        guard let text = a.string("--colormap") else { return nil }
        let reversed = text.lowercased().hasSuffix("_r")
        let stem = reversed ? String(text.dropLast(2)) : text
        guard let name = ColorMapName(spelled: stem) else {
            let names = ColorMapName.allCases.map(\.rawValue)
            throw CLIError.usage(
                "--colormap is one of \(names.joined(separator: ", ")) (or a name with _r for the map reversed), "
                    + "got '\(text)'\(Suggestion.clause(for: stem, among: names + ["grey"]))")
        }
        if !reversed {
            // The defaults as before: viridis's eleven stops, the grey scale short of black and white.
            if name == .viridis { return nil }
            if name == .gray { return .grayscale }
        }
        let map = ColorMap.named(name)
        return Gradient(colorMap: reversed ? map.reversed() : map)
    }

    /// `--colormap` and `--colorscale` applied to a chart's continuous colours: the gradient, and
    /// `--colorscale linear|log|sqrt|symlog` spacing values along it (symlog linear within
    /// ±`--symlog-threshold`, default 1).
    static func colorScale<C: ChartRepresentable>(_ chart: C, _ a: Arguments) throws -> C {
        let gradient = try colormap(a)
        guard let type = try colorScaleType(a) else {
            return gradient.map { chart.chartForegroundStyleScale(range: $0) } ?? chart
        }
        return chart.chartForegroundStyleScale(range: gradient ?? .viridis, type: type)
    }

    /// The type `--colorscale` names (nil: not given).
    static func colorScaleType(_ a: Arguments) throws -> ColorScaleType? {
        let threshold = try a.positive("--symlog-threshold")
        let choice = try a.choice("--colorscale", ["linear", "log", "sqrt", "symlog"])
        if threshold != nil && choice != "symlog" {
            throw CLIError.usage("--symlog-threshold goes with --colorscale symlog")
        }
        switch choice {
        case "log": return .log
        case "sqrt": return .squareRoot
        case "symlog": return .symmetricLog(linearThreshold: threshold ?? 1)
        case "linear": return .linear
        default: return nil
        }
    }
}
