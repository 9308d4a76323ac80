import ChartMath

/// An ordered list of colours with locations, as SwiftUI's `Gradient`.
public struct Gradient: ShapeStyle, Sendable, Equatable, Hashable {
    /// One colour at a location in 0…1.
    public struct Stop: Sendable, Equatable, Hashable {
        public var color: Color
        public var location: Double
        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order.
    public var stops: [Stop]

    /// Evenly spaced colours.
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map {
            Stop(color: $0.element, location: n <= 1 ? 0 : Double($0.offset) / Double(n - 1))
        }
    }

    /// Explicit stops.
    public init(stops: [Stop]) { self.stops = stops }

    /// The colours of the stops.
    public var shapeStyleColors: [Color] { stops.map(\.color) }

    /// The gradient as a colour map for sampling.
    public var colorMap: ColorMap {
        stops.isEmpty
            ? ColorMap(colors: [Color.accentColor.rgba])
            : ColorMap(stops: stops.map { (Float($0.location), $0.color.rgba) })
    }
}

extension Gradient {
    /// Viridis, the default colour scale of numeric `.foregroundStyle(by:)` values and of
    /// height-coloured surfaces: perceptually uniform, readable in grey and by people with the
    /// common colour-vision deficiencies (eleven stops of matplotlib's table).
    public static let viridis = Gradient(colors: ColorMap.viridis.stops.map { Color($0.color) })

    /// Grey levels from near black (low values) to near white (high), as images such as MRI
    /// slices are read: `.chartForegroundStyleScale(range: .grayscale)` for a heat map,
    /// `.foregroundStyle(.heightBased(.grayscale))` for a surface. The ends stop short of pure black
    /// and white, which the dark appearance would take for theme colours.
    public static let grayscale = Gradient(colors: [Color(white: 0.02), Color(white: 0.98)])
}
