/// The outcome of a golden-image check that did not fail.
public enum GoldenResult: Sendable, Equatable {
    /// The image matched the golden within tolerance.
    case matched(differingFraction: Double, maxChannelDelta: Int)
    /// The image was written as the new golden (recording was requested).
    case recorded(path: String)
    /// The pixels were not compared (a hardware renderer), for `reason`.
    case skipped(reason: String)
}
