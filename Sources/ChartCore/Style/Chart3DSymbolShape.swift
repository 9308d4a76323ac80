import ChartScene

/// The shape of a 3D point symbol (Swift Charts' `Chart3DSymbolShape`), drawn shaded and with its
/// true depth, so symbols intersect surfaces and each other exactly.
public protocol Chart3DSymbolShape: Sendable {
    /// The concrete shape.
    var basicShape: BasicChart3DSymbolShape { get }
}

/// The 3D symbol shapes: sphere (the default), cube, cylinder and cone. Cubes face the axes;
/// cylinders and cones stand along y, cones with the apex up.
public struct BasicChart3DSymbolShape: Chart3DSymbolShape, Hashable {
    let shape: PointShape
    public var basicShape: BasicChart3DSymbolShape { self }
}

extension Chart3DSymbolShape where Self == BasicChart3DSymbolShape {
    /// A shaded sphere.
    public static var sphere: BasicChart3DSymbolShape { BasicChart3DSymbolShape(shape: .sphere) }
    /// A shaded cube with faces towards ±x, ±y, ±z.
    public static var cube: BasicChart3DSymbolShape { BasicChart3DSymbolShape(shape: .cube) }
    /// A shaded cylinder standing along y.
    public static var cylinder: BasicChart3DSymbolShape { BasicChart3DSymbolShape(shape: .cylinder) }
    /// A shaded cone standing along y, apex up.
    public static var cone: BasicChart3DSymbolShape { BasicChart3DSymbolShape(shape: .cone) }
}
