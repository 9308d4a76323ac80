/// A two-way connection to a value owned elsewhere (SwiftUI's `Binding`): the viewer reads the
/// chart's pose through it and writes the pose back as the user rotates the chart.
public struct Binding<Value: Sendable>: Sendable {
    private let getter: @Sendable () -> Value
    private let setter: @Sendable (Value) -> Void

    /// A binding from a getter and a setter.
    public init(get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value) -> Void) {
        getter = get
        setter = set
    }

    /// A binding to a fixed value that ignores writes.
    public static func constant(_ value: Value) -> Binding { Binding(get: { value }, set: { _ in }) }

    /// The current value; setting it calls the setter.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }
}
