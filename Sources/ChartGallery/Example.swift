import ChartData
import OpenCharts

/// A chart of either kind, so examples can be listed and rendered alike.
public enum ExampleChart: Sendable {
    case chart(Chart)
    case chart3D(Chart3D)

    /// The chart with its frame changed (nil keeps the chart's own width or height).
    public func frame(width: Double?, height: Double?) -> ExampleChart {
        switch self {
        case .chart(let c): .chart(c.frame(width: width, height: height))
        case .chart3D(let c): .chart3D(c.frame(width: width, height: height))
        }
    }

    /// The lowered scene at `scale`.
    public func renderScene(scale: Double) throws -> RenderScene {
        switch self {
        case .chart(let c): try c.renderScene(scale: scale)
        case .chart3D(let c): try c.renderScene(scale: scale)
        }
    }

    /// Renders the chart at `scale` and writes it as a PNG, atomically.
    public func writePNG(to url: URL, scale: Double) throws {
        switch self {
        case .chart(let c):
            let r = ImageRenderer(content: c)
            r.scale = scale
            try r.writePNG(to: url)
        case .chart3D(let c):
            let r = ImageRenderer(content: c)
            r.scale = scale
            try r.writePNG(to: url)
        }
    }
}

/// A built-in example: a named chart made from the code shown in the README and the gallery.
public struct Example: Sendable {
    /// The name used on the command line (`opencharts render NAME`).
    public let name: String
    /// A one-line description.
    public let summary: String
    /// Builds the chart (loading its dataset where it has one).
    public let build: @Sendable () throws -> ExampleChart

    /// Every built-in example, in gallery order.
    public static let all: [Example] = [
        Example(name: "cosine", summary: "y = cos x over −2π…2π (a function LinePlot)") { .chart(Examples.cosine()) },
        Example(name: "surface", summary: "y = sin 2x · cos 2z, coloured by height (SurfacePlot)") {
            .chart3D(Examples.surface())
        },
        Example(name: "penguins", summary: "Palmer penguins: flipper, body mass and bill, by species (3D points)") {
            .chart3D(try Examples.penguins())
        },
        Example(name: "seattle", summary: "Seattle's daily temperature range 2012–2015, a band on a date axis") {
            .chart(try Examples.seattle())
        },
        Example(name: "quakes", summary: "1000 earthquakes off Fiji: position and depth, coloured by magnitude") {
            .chart3D(try Examples.quakes())
        },
        Example(name: "jacksboro", summary: "The Jacksboro Fault, Tennessee: SRTM elevation as a surface") {
            .chart3D(try Examples.jacksboro())
        },
        Example(name: "volcano", summary: "Maunga Whau volcano heights, a surface through a measured grid") {
            .chart3D(try Examples.volcano())
        },
    ]

    /// The example called `name`, or nil.
    public static func named(_ name: String) -> Example? { all.first { $0.name == name } }
}
