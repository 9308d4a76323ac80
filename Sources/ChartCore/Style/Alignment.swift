/// Vertical alignment (SwiftUI's `VerticalAlignment`).
public enum VerticalAlignment: Sendable, Equatable, Hashable { case top, center, bottom }

/// An alignment in both directions (SwiftUI's `Alignment`): where a legend sits in its slot, or
/// where `.chartBackground` / `.chartOverlay` content sits in the plot area.
public struct Alignment: Sendable, Equatable, Hashable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment

    /// An alignment from its two parts.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The offset that places something of `size` at this alignment inside a box of `box`.
    func offset(of size: (x: Float, y: Float), in box: (x: Float, y: Float)) -> (x: Float, y: Float) {
        let dx: Float
        switch horizontal {
        case .leading: dx = 0
        case .center: dx = (box.x - size.x) / 2
        case .trailing: dx = box.x - size.x
        }
        let dy: Float
        switch vertical {
        case .top: dy = 0
        case .center: dy = (box.y - size.y) / 2
        case .bottom: dy = box.y - size.y
        }
        return (dx, dy)
    }
}
