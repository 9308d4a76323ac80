/// Why a golden-image check failed, with what to do next.
public enum GoldenFailure: Error, Equatable, CustomStringConvertible {
    /// No golden file exists yet.
    case missing(name: String, path: String, recordVariable: String)
    /// The image differs from the golden by more than allowed.
    case mismatch(
        name: String, summary: String, allowedFraction: Double, actualPath: String, diffPath: String,
        recordVariable: String)

    /// A message naming the files and the numbers.
    public var description: String {
        switch self {
        case .missing(let name, let path, let variable):
            "no golden image \(name) at \(path): record it with \(variable)=1 swift test --filter <test>, "
                + "look at the PNG, and commit it"
        case .mismatch(let name, let summary, let allowed, let actual, let diff, let variable):
            "golden image \(name) differs: \(summary) (allowed fraction \(allowed)); actual image: \(actual); "
                + "diff image: \(diff). If the change is intended, re-record with \(variable)=1"
        }
    }
}
