import ChartMath

/// The visible window of a scrollable axis (`chartScrollableAxes` with a visible domain length):
/// the domain the chart shows, from the scroll position (by default the start of the data's domain)
/// over the visible length. Marks outside it are clipped or left out by mark lowering.
enum ScrollWindow {
    /// The (start, end) shown on an axis whose whole domain is `full`, or `full` itself when the
    /// axis does not scroll.
    static func window(
        full: (start: Double, end: Double), request: AxisDomainRequest, scrolls: Bool, length: Double?,
        position: ScrollPosition?
    ) throws -> (start: Double, end: Double) {
        guard scrolls, let length else { return full }
        guard length.isFinite, length > 0 else {
            throw ChartError.invalidVisibleDomain(axis: request.label, length: length)
        }
        let lower = min(full.start, full.end)
        if !request.categories.isEmpty {
            // Categories sit at 0, 1, 2, … with bands of width 1.
            var first = 0.0
            switch position {
            case .category(let binding):
                first = Double(request.categories.firstIndex(of: binding.wrappedValue) ?? 0)
            case .initial(.string(let name)):
                first = Double(request.categories.firstIndex(of: name) ?? 0)
            case .value(let binding): first = binding.wrappedValue.rounded()
            case .initial, nil: break
            }
            return (first - 0.5, first - 0.5 + length)
        }
        // By default the window starts at the first data value (not at the nicely rounded start of
        // the domain, which may lie well before it).
        var start = request.dataValues.filter(\.isFinite).min() ?? lower
        switch position {
        case .value(let binding): start = binding.wrappedValue
        case .initial(let p): start = p.number ?? start
        case .category, nil: break
        }
        guard start.isFinite else { return full }
        return full.start <= full.end ? (start, start + length) : (start + length, start)
    }
}
