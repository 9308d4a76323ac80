import ChartMath
import ChartScene

/// Where a `SurfacePlot`'s contour lines are drawn (``SurfacePlot/contours(_:on:color:lineStyle:)``):
/// on the surface, projected onto the floor of the box or a plane of constant y (matplotlib's
/// `contour(…, offset=)`), or as the surface's profiles at levels of x (or z) projected onto a
/// wall (matplotlib's `contour(…, zdir="x", offset=)`).
public struct SurfaceContourPlacement: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case surface
        case floor(Double?)
        case xWall(Double?)
        case zWall(Double?)
    }

    let kind: Kind

    /// On the surface: each level's lines at their height, lifted a pixel or two off the surface on
    /// both sides so they show over it and still hide behind nearer parts of it.
    public static let surface = SurfaceContourPlacement(kind: .surface)

    /// The level lines of y projected onto the box's floor (y at the y domain's lower bound).
    public static let floor = SurfaceContourPlacement(kind: .floor(nil))

    /// The level lines of y projected onto the plane at `y` (a value on the y axis; give the chart a
    /// y domain that reaches it, `.chartYScale(domain:)`, or the lines fall outside the box).
    public static func floor(y: Double) -> SurfaceContourPlacement { SurfaceContourPlacement(kind: .floor(y)) }

    /// The surface's profiles at levels of x (the curves y = f(x, z) at each level's x) projected
    /// onto the wall of the box at the end of the x axis drawn on the left-back side (scene −x;
    /// the x domain's lower bound unless the axis is reversed), the back in the default pose.
    public static let xWall = SurfaceContourPlacement(kind: .xWall(nil))

    /// The profiles at levels of x projected onto the plane at `x`.
    public static func xWall(x: Double) -> SurfaceContourPlacement { SurfaceContourPlacement(kind: .xWall(x)) }

    /// The surface's profiles at levels of z (the curves y = f(x, z) at each level's z) projected
    /// onto the wall at the end of the z axis drawn at scene −z (the z domain's lower bound unless
    /// the axis is reversed), the right-back side in the default pose.
    public static let zWall = SurfaceContourPlacement(kind: .zWall(nil))

    /// The profiles at levels of z projected onto the plane at `z`.
    public static func zWall(z: Double) -> SurfaceContourPlacement { SurfaceContourPlacement(kind: .zWall(z)) }

    /// Whether the levels are heights (on the surface or the floor) rather than x or z values.
    var contoursHeights: Bool {
        switch kind {
        case .surface, .floor: true
        case .xWall, .zWall: false
        }
    }

    /// The plane's given coordinate and its axis's name, or nil (on the surface, or at a bound).
    var offset: (value: Double, axis: String)? {
        switch kind {
        case .surface: return nil
        case .floor(let y): return y.map { (value: $0, axis: "y") }
        case .xWall(let x): return x.map { (value: $0, axis: "x") }
        case .zWall(let z): return z.map { (value: $0, axis: "z") }
        }
    }
}

/// One set of a surface's contour lines: its levels, where they are drawn and how.
struct SurfaceContours: Sendable, Equatable {
    var levels: ContourLevels
    var placement: SurfaceContourPlacement
    var color: Color?
    var stroke: StrokeStyle
}

extension SurfacePlot {
    /// Draws contour lines of the surface: at each level, the curve where the surface's height is
    /// that level, on the surface (`.surface`, the default) or projected onto the floor
    /// (`.floor`, `.floor(y:)`); or the surface's profiles at levels of x or z on a wall (`.xWall`,
    /// `.zWall`, …). Call it again to add another set, say the same levels on the surface and on
    /// the floor.
    ///
    /// ```swift
    /// Chart3D {
    ///     SurfacePlot(x: "x", y: "y", z: "z") { x, z in sin(x) * cos(z) }
    ///         .contours(.step(0.2))
    ///         .contours(.step(0.2), on: .floor)
    /// }
    /// .chartXScale(domain: -3...3)
    /// .chartZScale(domain: -3...3)
    /// ```
    ///
    /// The lines come from marching squares in the surface's (x, z) data space: a grid surface is
    /// contoured on its own grid, each cell split in a few so the lines follow its bilinear
    /// patches; a function on a fine sampling of the x and z axes, every crossing then solved on
    /// its grid edge, so the points lie on the function's level set. Levels are chosen as a
    /// ``ContourPlot``'s (``ContourLevels``) over the range of the surface's values (of the x or z
    /// domain for walls); levels outside the y domain are not drawn.
    ///
    /// Colours: `color`, else on the surface the theme's text colour, on the floor each level's
    /// colour on the surface's colour bar (the text colour when the surface has one colour), on
    /// walls the text colour. `lineStyle` sets the width in points (default 1) and dashes. Bad
    /// levels (``ContourError``) or a plane at a coordinate that is not finite make lowering the
    /// chart throw.
    public func contours(
        _ levels: ContourLevels = .automatic, on placement: SurfaceContourPlacement = .surface, color: Color? = nil,
        lineStyle: StrokeStyle = StrokeStyle(lineWidth: 1)
    ) -> SurfacePlot {
        var copy = self
        copy.spec.contours.append(
            SurfaceContours(levels: levels, placement: placement, color: color, stroke: lineStyle))
        return copy
    }
}

/// The nodes a surface's contours are found on: x and z coordinates in data units and the
/// function's values there, row-major with rows along z.
struct SurfaceContourSampling {
    var xs: [Double]
    var zs: [Double]
    var values: [Double]

    /// The finite values' range, or nil.
    var valueRange: ClosedRange<Double>? {
        let finite = values.filter(\.isFinite)
        guard let lo = finite.min(), let hi = finite.max() else { return nil }
        return lo...hi
    }
}

extension SurfaceSpec {
    static let contoursName = "SurfacePlot.contours"

    /// Throws what is wrong with the contour sets before any sampling: levels that no data can
    /// mend (a count below 1, empty or unordered values, a bad step; for a grid, levels its range
    /// refuses), or a plane at a coordinate that is not finite.
    func checkContours() throws {
        for set in contours {
            if let offset = set.placement.offset, !offset.value.isFinite {
                throw ContourError.nonFiniteOffset(mark: Self.contoursName, axis: offset.axis, value: offset.value)
            }
            let range = set.placement.contoursHeights ? grid?.valueRange : nil
            _ = try set.levels.resolved(for: range ?? 1...2, mark: Self.contoursName)
        }
    }

    /// The nodes the contours are found on: a grid surface's grid with each cell split so that
    /// about 256 lines run along each axis (2 to 8 per cell); a function's `n` × `n` nodes evenly
    /// spaced along the x and z scales (log-spaced on a log axis).
    func contourSampling(axes: [SceneAxis], n: Int) -> SurfaceContourSampling {
        let xs: [Double]
        let zs: [Double]
        if let grid {
            xs = Self.subdivided(grid.data.xs)
            zs = Self.subdivided(grid.data.zs)
        } else {
            xs = (0..<n).map { axes[0].scale.value(atNormalized: Double($0) / Double(n - 1)) }
            zs = (0..<n).map { axes[2].scale.value(atNormalized: Double($0) / Double(n - 1)) }
        }
        var values: [Double] = []
        values.reserveCapacity(xs.count * zs.count)
        for z in zs { for x in xs { values.append(function(x, z)) } }
        return SurfaceContourSampling(xs: xs, zs: zs, values: values)
    }

    /// A grid's node coordinates along one axis with every cell split in 2…8, each split point on
    /// the cell's edge (the nodes themselves kept exactly).
    static func subdivided(_ nodes: [Double]) -> [Double] {
        guard nodes.count > 1 else { return nodes }
        let cells = nodes.count - 1
        let k = max(2, min(8, (256 + cells - 1) / cells))
        return (0...(cells * k)).map { i in
            let c = min(i / k, cells - 1)
            let t = Double(i - c * k) / Double(k)
            return t == 0 ? nodes[c] : nodes[c] + t * (nodes[c + 1] - nodes[c])
        }
    }

    /// Every contour set's lines as world-space line batches, one per level.
    func contourPrimitives(in context: MarkContext3D) -> [ScenePrimitive] {
        guard !contours.isEmpty, context.axes.allSatisfy(\.categories.isEmpty) else { return [] }
        let n = min(401, max(129, 3 * context.surfaceResolution.base + 1))
        let sampling = contourSampling(axes: context.axes, n: n)
        var out: [ScenePrimitive] = []
        for set in contours {
            do {
                out += try contourPrimitives(set, sampling: sampling, in: context)
            } catch {
                context.log.add(
                    .modifierIgnored(modifier: Self.contoursName + "(_:on:color:lineStyle:)", reason: "\(error)"))
            }
        }
        return out
    }

    /// One set's batches.
    private func contourPrimitives(
        _ set: SurfaceContours, sampling: SurfaceContourSampling, in context: MarkContext3D
    ) throws -> [ScenePrimitive] {
        let (ax, ay, az) = (context.axes[0], context.axes[1], context.axes[2])
        switch set.placement.kind {
        case .surface, .floor:
            guard let range = grid?.valueRange ?? sampling.valueRange else { return [] }
            let levels = try set.levels.resolved(for: range, mark: Self.contoursName).filter { ay.domain.contains($0) }
            return levels.flatMap { level in
                let lines = MarchingSquares.lines(
                    of: function, x: sampling.xs, z: sampling.zs, values: sampling.values, level: level)
                return levelPrimitives(set, level: level, lines: lines, in: context)
            }
        case .xWall(let x):
            let plane = x ?? ax.scale.start
            let levels = try set.levels.resolved(for: extent(sampling.xs, on: ax), mark: Self.contoursName)
            let color = (set.color?.rgba ?? context.theme.titleColor).withAlpha(multipliedBy: Float(context.opacity))
            let profiles = levels.map { level in
                sampling.zs.map { z in scenePoint(plane, function(level, z), z, axes: context.axes) }
            }
            return context.stroke(thinned(profiles.flatMap(Self.split), context), color: color, style: set.stroke)
        case .zWall(let z):
            let plane = z ?? az.scale.start
            let levels = try set.levels.resolved(for: extent(sampling.zs, on: az), mark: Self.contoursName)
            let color = (set.color?.rgba ?? context.theme.titleColor).withAlpha(multipliedBy: Float(context.opacity))
            let profiles = levels.map { level in
                sampling.xs.map { x in scenePoint(x, function(x, level), plane, axes: context.axes) }
            }
            return context.stroke(thinned(profiles.flatMap(Self.split), context), color: color, style: set.stroke)
        }
    }

    /// The lines of one level on the surface (two copies, lifted off either side) or on the floor.
    private func levelPrimitives(
        _ set: SurfaceContours, level: Double, lines: [[SIMD2<Double>]], in context: MarkContext3D
    ) -> [ScenePrimitive] {
        let axes = context.axes
        let opacity = Float(context.opacity)
        switch set.placement.kind {
        case .floor(let y):
            let plane = y ?? axes[1].domain.lowerBound
            let barColor = colorBar(style: context.style, yDomain: axes[1].domain).map { b in
                let span = b.range.upperBound - b.range.lowerBound
                return b.map.color(at: span > 0 ? Float((level - b.range.lowerBound) / span) : 0.5)
            }
            let color = (set.color?.rgba ?? barColor ?? context.theme.titleColor).withAlpha(multipliedBy: opacity)
            let points = lines.map { $0.map { scenePoint($0.x, plane, $0.y, axes: axes) } }
            return context.stroke(thinned(points.flatMap(Self.split), context), color: color, style: set.stroke)
        case .surface, .xWall, .zWall:
            let color = (set.color?.rgba ?? context.theme.titleColor).withAlpha(multipliedBy: opacity)
            // Lifted 2 pixels along the surface's normal, to both sides: the copy on the side
            // facing the viewer shows, the other stays under the surface.
            let lift = Float(4 * context.surfaceResolution.tolerance)
            var lifted: [[Vec3]] = []
            for line in lines {
                let pieces = Self.split(line.map { scenePoint($0.x, level, $0.y, axes: axes) })
                for piece in thinned(pieces, context) {
                    let normals = piece.map { surfaceNormal(at: $0, axes: axes) }
                    lifted.append(zip(piece, normals).map { $0 + lift * $1 })
                    lifted.append(zip(piece, normals).map { $0 - lift * $1 })
                }
            }
            return context.stroke(lifted, color: color, style: set.stroke)
        }
    }

    /// The scene point of data (x, y, z), or nil outside the axes' domains or where not finite.
    func scenePoint(_ x: Double, _ y: Double, _ z: Double, axes: [SceneAxis]) -> Vec3? {
        guard axes[0].domain.contains(x), axes[1].domain.contains(y), axes[2].domain.contains(z) else { return nil }
        let p = Vec3(axes[0].unit(x), axes[1].unit(y), axes[2].unit(z))
        return p.x.isFinite && p.y.isFinite && p.z.isFinite ? p : nil
    }

    /// The polylines without vertices closer than 1.5 pixels to the last one kept (the fine
    /// sampling gives many shorter segments, which thin lines draw speckled); the ends are kept.
    private func thinned(_ lines: [[Vec3]], _ context: MarkContext3D) -> [[Vec3]] {
        let spacing = Float(3 * context.surfaceResolution.tolerance)
        return lines.map { line in
            guard line.count > 2 else { return line }
            var kept = [line[0]]
            for p in line.dropFirst().dropLast() where (p - kept[kept.count - 1]).length >= spacing { kept.append(p) }
            kept.append(line[line.count - 1])
            return kept
        }
    }

    /// The runs of consecutive points between missing ones.
    static func split(_ points: [Vec3?]) -> [[Vec3]] {
        var runs: [[Vec3]] = [[]]
        for p in points {
            if let p { runs[runs.count - 1].append(p) } else if !runs[runs.count - 1].isEmpty { runs.append([]) }
        }
        return runs.filter { $0.count >= 2 }
    }

    /// The range of `coordinates` inside the axis's domain, for a wall's levels.
    private func extent(_ coordinates: [Double], on axis: SceneAxis) -> ClosedRange<Double> {
        let lo = max(coordinates.min() ?? 0, axis.domain.lowerBound)
        let hi = min(coordinates.max() ?? 1, axis.domain.upperBound)
        return lo <= hi ? lo...hi : axis.domain
    }

    /// The surface's unit normal in scene space at a scene point on it (the side facing +y), from
    /// differences of the function a ten-thousandth of each domain apart; +y where they fail.
    func surfaceNormal(at p: Vec3, axes: [SceneAxis]) -> Vec3 {
        let (ax, ay, az) = (axes[0], axes[1], axes[2])
        let (x, z) = (ax.value(p.x), az.value(p.z))
        let y0 = function(x, z)
        func slope(_ axis: SceneAxis, _ value: Double, _ f: (Double) -> Double) -> Double {
            let span = axis.domain.upperBound - axis.domain.lowerBound
            for h in [span * 1e-4, -span * 1e-4] {
                let dy = ay.unitValue(f(value + h)) - ay.unitValue(y0)
                let du = axis.unitValue(value + h) - axis.unitValue(value)
                if dy.isFinite, du != 0, du.isFinite { return dy / du }
            }
            return 0
        }
        let sx = slope(ax, x) { function($0, z) }
        let sz = slope(az, z) { function(x, $0) }
        let n = Vec3(Float(-sx), 1, Float(-sz)).normalized
        return n.x.isFinite && n.z.isFinite ? n : Vec3(0, 1, 0)
    }
}
