import ChartMath

extension Gradient {
    /// The gradient of a colour map: one stop per entry of its table.
    public init(colorMap: ColorMap) {
        self.init(stops: colorMap.stops.map { Stop(color: Color($0.color), location: Double($0.location)) })
    }

    /// The named colour map with every entry of matplotlib's table (``ColorMap/named(_:)``), for
    /// `.chartForegroundStyleScale(range:)`, `.foregroundStyle(.heightBased(_:))` on a surface, a
    /// heat map's cells and contour levels.
    public static func colorMap(_ name: ColorMapName) -> Gradient { Gradient(colorMap: .named(name)) }

    /// Magma (sequential; black through purple and orange to pale yellow), 256 entries.
    public static let magma = colorMap(.magma)
    /// Inferno (sequential; black through purple and red to yellow), 256 entries.
    public static let inferno = colorMap(.inferno)
    /// Plasma (sequential; blue through purple to yellow), 256 entries.
    public static let plasma = colorMap(.plasma)
    /// Cividis (sequential; blue to yellow, near-identical under colour-vision deficiencies).
    public static let cividis = colorMap(.cividis)
    /// Turbo (Google's improved rainbow), 256 entries.
    public static let turbo = colorMap(.turbo)
    /// Coolwarm (Moreland's diverging blue–grey–red). Put the centre value at the middle of the
    /// colour domain: `.chartForegroundStyleScale(domain: ClosedRange(centeredAt: 0, halfWidth: 3), range: .coolwarm)`.
    public static let coolwarm = colorMap(.coolwarm)
    /// RdBu (ColorBrewer's diverging red–white–blue; low values red).
    public static let rdBu = colorMap(.rdBu)
    /// BrBG (ColorBrewer's diverging brown–white–blue-green).
    public static let brBG = colorMap(.brBG)
    /// Twilight (cyclic: both ends pale grey), 510 entries, for angles and phases.
    public static let twilight = colorMap(.twilight)
}

extension ClosedRange where Bound == Double {
    /// The symmetric domain `centre − halfWidth ... centre + halfWidth`, the colour domain of a
    /// diverging map whose light middle marks `centre`.
    public init(centeredAt centre: Double, halfWidth: Double) {
        let h = abs(halfWidth)
        self = (centre - h)...(centre + h)
    }

    /// The smallest domain symmetric about `centre` that holds `self`: a diverging colour scale
    /// about `centre` (`(-2...5).symmetric(about: 0)` is `-5...5`).
    public func symmetric(about centre: Double) -> ClosedRange<Double> {
        ClosedRange(centeredAt: centre, halfWidth: Swift.max(abs(lowerBound - centre), abs(upperBound - centre)))
    }
}
