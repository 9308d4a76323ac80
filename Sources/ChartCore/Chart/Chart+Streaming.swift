import Foundation
import Observation

extension Chart {
    /// Scrolls a chart with a visible x length (`chartXVisibleDomain(length:)` and
    /// `chartScrollableAxes(.horizontal)`) so that the newest data are in view: the scroll window
    /// starts at the largest x of the data minus the visible length (an OpenCharts extension, for
    /// streaming time series; build the chart again after appending, as a `LiveChart` does).
    /// Without a visible length, or without numeric or date x values, the chart is unchanged.
    public func chartScrollPositionAtEnd() -> Chart {
        let config = configuration.value
        guard let length = config.scroll.xLength, let last = lastX else { return self }
        return modified {
            $0.scroll.xPosition = .initial(
                last.isDate ? .date(Date(timeIntervalSince1970: last.value - length)) : .number(last.value - length))
        }
    }

    /// The largest numeric or date x of the data marks, and whether it is a date.
    var lastX: (value: Double, isDate: Bool)? {
        var best: (value: Double, isDate: Bool)?
        func consider(_ value: Double?, isDate: Bool) {
            guard let value, value.isFinite else { return }
            if best == nil || value > best!.value { best = (value, isDate) }
        }
        func consider(_ value: AxisValue) {
            if case .date = value.storage.last {
                consider(value.storage.last.number, isDate: true)
            } else {
                consider(value.storage.last.number, isDate: false)
            }
        }
        for element in elements {
            let c = element.recipe
            // A recipe's own streamed x, else its x as it reads for descriptions.
            if let streamed = c.mark as? any StreamedMark {
                if let x = streamed.streamedX { consider(x) }
            } else if let x = c.mark.accessibleValues?.x {
                if case .date = x { consider(x.number, isDate: true) } else { consider(x.number, isDate: false) }
            }
        }
        return best
    }
}

/// A growing collection of samples for streaming charts: appended to from any thread, read by a
/// `LiveChart`'s builder, which is rebuilt after each append (it is `Observable`). An OpenCharts
/// extension.
///
/// With a `capacity`, the oldest samples are dropped once it is exceeded (a window over a
/// stream). Appending is amortised O(1); each read copies the samples (an array is a value: the
/// chart built from it does not change under the window's feet).
///
/// Upload cost: the renderer uploads each drawn scene's vertex buffers whole, so every frame of a
/// growing cloud re-uploads all of its points, not only the new ones (see `Docs/ARCHITECTURE.md`).
public final class SampleBuffer<Element: Sendable>: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private let lock = NSLock()
    private var storage: [Element] = []
    /// The most samples kept (nil: no limit).
    public let capacity: Int?

    /// An empty buffer keeping at most `capacity` samples (nil: all).
    public init(capacity: Int? = nil) {
        self.capacity = capacity.map { max(1, $0) }
    }

    /// The samples, oldest first.
    public var elements: [Element] {
        registrar.access(self, keyPath: \.elements)
        return lock.withLock { storage }
    }

    /// How many samples the buffer holds.
    public var count: Int {
        registrar.access(self, keyPath: \.elements)
        return lock.withLock { storage.count }
    }

    /// Appends one sample.
    public func append(_ element: Element) { append(contentsOf: CollectionOfOne(element)) }

    /// Appends samples in order (one change for observers).
    public func append(contentsOf elements: some Sequence<Element>) {
        registrar.withMutation(of: self, keyPath: \.elements) {
            lock.withLock {
                storage.append(contentsOf: elements)
                if let capacity, storage.count > capacity { storage.removeFirst(storage.count - capacity) }
            }
        }
    }

    /// Removes every sample.
    public func removeAll() {
        registrar.withMutation(of: self, keyPath: \.elements) { lock.withLock { storage.removeAll() } }
    }
}
