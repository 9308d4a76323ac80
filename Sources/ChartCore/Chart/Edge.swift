/// An edge of a rectangle (SwiftUI's `Edge`): where `.padding(_:_:)` adds space.
public enum Edge: Int8, Sendable, Equatable, Hashable, CaseIterable {
    case top, leading, bottom, trailing

    /// A set of edges (SwiftUI's `Edge.Set`): `.top`, `.leading`, `.bottom`, `.trailing`,
    /// `.horizontal` (leading and trailing), `.vertical` (top and bottom) or `.all`.
    public struct Set: OptionSet, Sendable, Equatable, Hashable {
        public let rawValue: Int8

        /// A set from its bits: 1 top, 2 leading, 4 bottom, 8 trailing.
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// The set of one edge.
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }

        /// The top edge.
        public static let top = Set(.top)
        /// The leading (left) edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing (right) edge.
        public static let trailing = Set(.trailing)
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
        /// All four edges.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// Insets on the four edges of a rectangle, in points (SwiftUI's `EdgeInsets`).
public struct EdgeInsets: Sendable, Equatable, Hashable {
    /// Points inside the top edge.
    public var top: Double
    /// Points inside the leading (left) edge.
    public var leading: Double
    /// Points inside the bottom edge.
    public var bottom: Double
    /// Points inside the trailing (right) edge.
    public var trailing: Double

    /// Insets on each edge, in points (default 0).
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// `length` points on each edge in `edges`, none on the others.
    init(_ edges: Edge.Set, _ length: Double) {
        self.init(
            top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }

    /// Leading plus trailing.
    var horizontal: Double { leading + trailing }
    /// Top plus bottom.
    var vertical: Double { top + bottom }
}
