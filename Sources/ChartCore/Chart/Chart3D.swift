import ChartCamera

/// A 3D chart: surfaces and points in a box whose axes map into the unit cube (Swift Charts'
/// `Chart3D`). y is up. Seen from `Chart3DPose.default` with orthographic projection unless
/// `.chart3DPose(_:)` and `.chart3DCameraProjection(_:)` say otherwise.
///
/// The default frame is 600 × 500 points.
///
/// ## Modifiers in 3D
///
/// These chart modifiers apply as in 2D: `frame`, `padding` and `background`;
/// `chartXScale`, `chartYScale` and `chartZScale(domain:type:)` in all their forms — a domain, a
/// range in scene units (the cube spans −0.5…0.5), a `type:` (linear, log, symmetric log, square
/// root, power, date) and the automatic domain's `reversed:` and `includesZero:`; strings on an axis
/// make it categorical; `chartXAxis`, `chartYAxis` and `chartZAxis` with `AxisMarks` (values,
/// stride, format) or `.hidden`; `chartXAxisLabel(_:)`, `chartYAxisLabel(_:)` and
/// ``chartZAxisLabel(_:position:alignment:spacing:)``; the x, y and z selection bindings;
/// `chartTitle(_:)`; `chartLegend(_:)`; every `chartForegroundStyleScale` form; `chartTheme(_:)`;
/// `preferredColorScheme(_:)`; and `accessibilityLabel(_:)`. The 3D ones are
/// ``chart3DPose(_:)-(Chart3DPose)``, ``chart3DPose(_:)-(Binding<Chart3DPose>)``,
/// ``chart3DCameraProjection(_:)`` and `chart3DBoxAspect` (equal units on every axis, or lengths
/// you give).
///
/// What a 3D chart accepts but cannot draw (plot-dimension padding, an axis-mark position, an
/// axis-label position) is reported as a `ChartWarning.modifierIgnored` warning, never dropped
/// silently.
public struct Chart3D: ChartRepresentable {
    var elements: [ChartElement]
    public var configuration = ChartConfigurationBox()
    public static let defaultSize = (width: 600.0, height: 500.0)

    /// A chart of the given content.
    public init(@Chart3DContentBuilder content: () -> [ChartElement]) {
        elements = ColumnarCollector.collected(content(), threeDimensional: true)
    }

    /// A chart of exactly these elements, no run of marks gathered into columns (tests compare the
    /// two forms).
    init(ungathered elements: [ChartElement]) {
        self.elements = elements
    }

    /// A chart with content repeated for each element of `data` (an implicit `ForEach`).
    public init<Data: Sequence>(_ data: Data, @Chart3DContentBuilder content: (Data.Element) -> [ChartElement]) {
        elements = ColumnarCollector.collected(data, threeDimensional: true, content: content)
    }

    /// A chart with content repeated for each `Identifiable` element of `data`: in an animated
    /// transition, marks are paired by their element's id (see ``interpolated(to:fraction:)``).
    public init<Data: Sequence>(_ data: Data, @Chart3DContentBuilder content: (Data.Element) -> [ChartElement])
    where Data.Element: Identifiable, Data.Element.ID: Sendable {
        elements = ChartElement.identified(data, id: \.id, content: content)
    }

    /// As `init(_:content:)`; `id` is accepted for Swift Charts compatibility (a non-`Sendable` id
    /// type does not identify marks across transitions).
    public init<Data: Sequence, ID: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @Chart3DContentBuilder content: (Data.Element) -> [ChartElement]
    ) {
        elements = ColumnarCollector.collected(data, threeDimensional: true, content: content)
    }

    /// A chart with content repeated for each element of `data`, identified by the value at `id`:
    /// in an animated transition, marks are paired by that id.
    public init<Data: Sequence, ID: Hashable & Sendable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @Chart3DContentBuilder content: (Data.Element) -> [ChartElement]
    ) {
        elements = ChartElement.identified(data, id: { $0[keyPath: id] }, content: content)
    }

    /// A fixed pose.
    public func chart3DPose(_ pose: Chart3DPose) -> Chart3D {
        modified {
            $0.pose = pose
            $0.poseBinding = nil
        }
    }

    /// A pose read from a binding; the viewer writes the user's rotation back to it.
    public func chart3DPose(_ pose: Binding<Chart3DPose>) -> Chart3D {
        modified {
            $0.pose = pose.wrappedValue
            $0.poseBinding = pose
        }
    }

    /// Orthographic (the default, `.automatic`) or perspective projection.
    public func chart3DCameraProjection(_ projection: Chart3DCameraProjection = .automatic) -> Chart3D {
        modified { $0.projection = projection }
    }

    /// The projection set with `.chart3DCameraProjection(_:)` (`.automatic` by default).
    public var cameraProjection: Chart3DCameraProjection { configuration.value.projection }

    /// The pose the chart is drawn from: the binding's current value when there is one.
    public var pose: Chart3DPose { configuration.value.poseBinding?.wrappedValue ?? configuration.value.pose }

    /// The binding given to `.chart3DPose(_:)`, if any: the viewer writes the user's rotation back to it.
    public var poseBinding: Binding<Chart3DPose>? { configuration.value.poseBinding }
}
