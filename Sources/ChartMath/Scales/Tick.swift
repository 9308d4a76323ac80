/// One tick of an axis: a position in data space and its label.
public struct Tick: Sendable, Equatable {
    /// The tick's data value, in the axis' data units (seconds since 1970 for date axes).
    public var value: Double
    /// The text shown beside the tick; empty for minor ticks.
    public var label: String
    /// Whether the tick is major (labelled, with a grid line). Minor ticks, such as 2…9 × a decade on a log
    /// axis, are short and unlabelled.
    public var isMajor: Bool

    /// A tick at `value` (data units) labelled `label`; major unless `isMajor` is false.
    public init(value: Double, label: String, isMajor: Bool = true) {
        self.value = value
        self.label = label
        self.isMajor = isMajor
    }
}
