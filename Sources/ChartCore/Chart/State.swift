import Foundation

/// A value owned by chart code and shared with the chart through a binding (SwiftUI's `State`), so
/// that code written for Swift Charts — `@State private var selectedDate: Date?` with
/// `.chartXSelection(value: $selectedDate)` — reads the same here.
///
/// Unlike SwiftUI there is no view graph: the storage lives in a reference owned by the property,
/// so every copy of the containing value shares it, and a write through the projected binding
/// (by the viewer, on its own thread) is seen by every reader. Reads and writes are serialised by a
/// lock. A chart built from the value is a snapshot: build it again to see a change.
@propertyWrapper
public struct State<Value: Sendable>: Sendable {
    private final class Storage: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Value
        init(_ value: Value) { self.value = value }
        func get() -> Value { lock.withLock { value } }
        func set(_ newValue: Value) { lock.withLock { value = newValue } }
    }

    private let storage: Storage

    /// State with an initial value.
    public init(wrappedValue: Value) { storage = Storage(wrappedValue) }

    /// State with an initial value (SwiftUI's `State(initialValue:)`).
    public init(initialValue: Value) { storage = Storage(initialValue) }

    /// The current value.
    public var wrappedValue: Value {
        get { storage.get() }
        nonmutating set { storage.set(newValue) }
    }

    /// A binding to the value: `$name`.
    public var projectedValue: Binding<Value> {
        let storage = storage
        return Binding(get: { storage.get() }, set: { storage.set($0) })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Optional state that starts as nil (`@State private var selection: Date?`).
    public init() { storage = Storage(nil) }
}
