import Foundation

/// The axes along which a chart scrolls (SwiftUI's `Axis.Set`).
public struct ScrollAxes: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Along x.
    public static let horizontal = ScrollAxes(rawValue: 1)
    /// Along y.
    public static let vertical = ScrollAxes(rawValue: 2)
}

/// Where the visible window of a scrollable axis starts: a number, a date (seconds since 1970), or a
/// category's name.
enum ScrollPosition: Sendable {
    case value(Binding<Double>)
    case category(Binding<String>)
    case initial(PlottablePrimitive)
}

/// The scrolling state of a 2D chart: which axes scroll, how much of each is visible and where the
/// visible window starts.
struct ScrollSpec: Sendable {
    var axes: ScrollAxes = []
    /// Visible length along x and y in data units (dates: seconds; categorical axes: categories).
    var xLength: Double?
    var yLength: Double?
    var xPosition: ScrollPosition?
    var yPosition: ScrollPosition?
    var targetBehavior: ChartScrollTargetBehavior?
}

/// How a scrolled chart settles (Swift Charts' `chartScrollTargetBehavior`): on a whole page of the
/// visible length, or on values matching date components, with a major alignment for big scrolls.
public struct ChartScrollTargetBehavior: Sendable {
    enum Kind: Sendable {
        case paging
        case valueAligned(unit: Double?, matching: DateComponents?, major: DateComponents?)
    }
    let kind: Kind

    /// Settles on whole multiples of the visible length from the start of the data.
    public static var paging: ChartScrollTargetBehavior { ChartScrollTargetBehavior(kind: .paging) }

    /// Settles on multiples of `unitValue` (numbers) or on `majorAlignment` when given.
    public static func valueAligned(unitValue: Double, majorAlignment: MajorValueAlignment? = nil)
        -> ChartScrollTargetBehavior
    {
        ChartScrollTargetBehavior(
            kind: .valueAligned(unit: unitValue, matching: nil, major: majorAlignment?.components))
    }

    /// Settles on dates matching `matching` (say, midnight: `DateComponents(hour: 0)`), or on dates
    /// matching `majorAlignment` (say, Mondays) when that is nearer to where it started than a
    /// visible length.
    public static func valueAligned(matching: DateComponents, majorAlignment: MajorValueAlignment? = nil)
        -> ChartScrollTargetBehavior
    {
        ChartScrollTargetBehavior(kind: .valueAligned(unit: nil, matching: matching, major: majorAlignment?.components))
    }

    /// The alignment of a long scroll (Swift Charts' `MajorValueAlignment`).
    public struct MajorValueAlignment: Sendable {
        let components: DateComponents?
        /// Dates matching these components.
        public static func matching(_ components: DateComponents) -> MajorValueAlignment {
            MajorValueAlignment(components: components)
        }
        /// Multiples of a number (numeric axes).
        public static func unit(_ value: Double) -> MajorValueAlignment {
            MajorValueAlignment(components: nil, unit: value)
        }
        var unit: Double?
        init(components: DateComponents?, unit: Double? = nil) {
            self.components = components
            self.unit = unit
        }
    }

    /// Where a window starting at `value` settles, for a visible `length` over data starting at
    /// `origin`; `isDate` reads values as seconds since 1970 in `calendar`.
    public func settled(
        _ value: Double, length: Double, origin: Double, isDate: Bool, calendar: Calendar = .utcGregorian
    ) -> Double {
        switch kind {
        case .paging:
            guard length > 0 else { return value }
            return origin + ((value - origin) / length).rounded() * length
        case .valueAligned(let unit, let matching, _):
            if let unit, unit > 0 { return (value / unit).rounded() * unit }
            guard isDate, let matching else { return value }
            let date = Date(timeIntervalSince1970: value)
            let after = calendar.nextDate(after: date, matching: matching, matchingPolicy: .nextTime)
            let before = calendar.nextDate(
                after: date, matching: matching, matchingPolicy: .nextTime, direction: .backward)
            if calendar.date(date, matchesComponents: matching) { return value }
            let candidates = [after, before].compactMap { $0?.timeIntervalSince1970 }
            return candidates.min { abs($0 - value) < abs($1 - value) } ?? value
        }
    }
}

extension Calendar {
    /// The Gregorian calendar in UTC: how dates on axes are binned and labelled.
    public static var utcGregorian: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }
}

extension Chart {
    /// Makes the chart scrollable along `axes` (Swift Charts' `chartScrollableAxes`). With a visible
    /// domain length the image shows one window of the data, starting at the scroll position (by
    /// default the start of the data); the viewer scrolls it by dragging.
    public func chartScrollableAxes(_ axes: ScrollAxes) -> Chart { modified { $0.scroll.axes = axes } }

    /// How much of x is visible at once on a scrollable chart, in data units (for dates, seconds:
    /// `3600 * 24 * 7` is a week).
    public func chartXVisibleDomain(length: Double) -> Chart { modified { $0.scroll.xLength = length } }

    /// How many categories of a categorical x axis are visible at once.
    public func chartXVisibleDomain(length: Int) -> Chart { modified { $0.scroll.xLength = Double(length) } }

    /// How much of y is visible at once on a scrollable chart.
    public func chartYVisibleDomain(length: Double) -> Chart { modified { $0.scroll.yLength = length } }

    /// The start of the visible x window, bound: a date.
    public func chartScrollPosition(x: Binding<Date>) -> Chart {
        modified {
            $0.scroll.xPosition = .value(
                Binding(
                    get: { x.wrappedValue.timeIntervalSince1970 },
                    set: { x.wrappedValue = Date(timeIntervalSince1970: $0) }))
        }
    }

    /// The start of the visible x window, bound: a number.
    public func chartScrollPosition(x: Binding<Double>) -> Chart { modified { $0.scroll.xPosition = .value(x) } }

    /// The first visible category of a categorical x axis, bound.
    public func chartScrollPosition(x: Binding<String>) -> Chart { modified { $0.scroll.xPosition = .category(x) } }

    /// The start of the visible y window, bound.
    public func chartScrollPosition(y: Binding<Double>) -> Chart { modified { $0.scroll.yPosition = .value(y) } }

    /// Where the visible x window starts when the chart is first shown.
    public func chartScrollPosition(initialX: some Plottable) -> Chart {
        modified { $0.scroll.xPosition = .initial(initialX.primitivePlottable) }
    }

    /// Where the visible y window starts when the chart is first shown.
    public func chartScrollPosition(initialY: some Plottable) -> Chart {
        modified { $0.scroll.yPosition = .initial(initialY.primitivePlottable) }
    }

    /// How the chart settles after scrolling (Swift Charts' `chartScrollTargetBehavior`). The viewer
    /// settles the window when a drag ends; an image shows the window where the position puts it.
    public func chartScrollTargetBehavior(_ behavior: ChartScrollTargetBehavior) -> Chart {
        modified { $0.scroll.targetBehavior = behavior }
    }
}
