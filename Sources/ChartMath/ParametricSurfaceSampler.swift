import Foundation

/// A parametric surface sampled on a grid of (u, v) lines: the lines' parameters, the points and
/// normals at their crossings (row by row: index `j * us.count + i` for `us[i]`, `vs[j]`), and
/// two triangles per cell.
public struct ParametricSurfaceGrid: Sendable {
    /// The u parameters of the grid's lines, increasing.
    public var us: [Double]
    /// The v parameters of the grid's lines, increasing.
    public var vs: [Double]
    /// f(u, v) at each crossing.
    public var positions: [SIMD3<Double>]
    /// The unit normal at each crossing, ∂f/∂u × ∂f/∂v normalised (zero where it is undefined).
    public var normals: [SIMD3<Double>]
    /// Three indices into ``positions`` per triangle, wound as (u, v) increase.
    public var triangles: [SIMD3<Int>]

    /// The index of crossing (i, j).
    public func index(_ i: Int, _ j: Int) -> Int { j * us.count + i }

    /// The sum of the triangles' areas.
    public var area: Double {
        triangles.reduce(0) { sum, t in
            let e1 = positions[t.y] - positions[t.x]
            let e2 = positions[t.z] - positions[t.x]
            return sum + ParametricSurfaceSampler.length(ParametricSurfaceSampler.cross(e1, e2)) / 2
        }
    }
}

/// Adaptive sampling of a parametric surface f(u, v) to a pixel tolerance.
///
/// The (u, v) domain starts as a grid of `baseIntervals` × `baseIntervals` cells. Each pass splits,
/// at its middle, every u interval where the surface's midpoint between two neighbouring crossings
/// lies more than `tolerance` pixels from the chord between them on any v line, and likewise every
/// v interval; passes repeat until nothing splits, `maxPasses` is reached or the grid would exceed
/// `maxVertices`. Lines are split across the whole domain, so the grid stays a grid (of unequal
/// spacing): neighbouring cells always share their edges and the mesh has no cracks or T-junctions.
/// Distances are in 3D times `pixelsPerUnit`; an orthographic view never lengthens them, so the
/// tolerance holds from every direction.
///
/// Normals come from the surface itself, not the triangles: central finite differences of f along
/// u and v, crossed (∂f/∂u × ∂f/∂v) — one orientation over the whole domain. Where that is
/// degenerate (a sphere's poles), the normal is taken a small step inside the domain.
public struct ParametricSurfaceSampler: Sendable {
    /// Allowed distance between the mesh's edges and the surface, in pixels.
    public var tolerance: Double = 0.5
    /// Cells along u and along v before refinement.
    public var baseIntervals: Int = 24
    /// The most refinement passes.
    public var maxPasses: Int = 8
    /// The most grid crossings; refinement stops before exceeding it.
    public var maxVertices: Int = 400_000

    public init() {}

    /// The surface over `u` × `v` (finite ranges) at `pixelsPerUnit`.
    public func sample(
        u: ClosedRange<Double>, v: ClosedRange<Double>, pixelsPerUnit: Double,
        _ f: (Double, Double) -> SIMD3<Double>
    ) -> ParametricSurfaceGrid {
        let n = max(1, baseIntervals)
        var us = (0...n).map { u.lowerBound + (u.upperBound - u.lowerBound) * Double($0) / Double(n) }
        var vs = (0...n).map { v.lowerBound + (v.upperBound - v.lowerBound) * Double($0) / Double(n) }
        let limit = tolerance / max(pixelsPerUnit, .leastNonzeroMagnitude)
        for _ in 0..<maxPasses {
            let splitU = Self.splits(us, across: vs, limit: limit) { a, b in f(a, b) }
            let splitV = Self.splits(vs, across: us, limit: limit) { a, b in f(b, a) }
            if splitU.isEmpty && splitV.isEmpty { break }
            guard (us.count + splitU.count) * (vs.count + splitV.count) <= maxVertices else { break }
            us = Self.inserting(midpointsOf: splitU, into: us)
            vs = Self.inserting(midpointsOf: splitV, into: vs)
        }
        var positions: [SIMD3<Double>] = []
        var normals: [SIMD3<Double>] = []
        positions.reserveCapacity(us.count * vs.count)
        normals.reserveCapacity(us.count * vs.count)
        for b in vs {
            for a in us {
                positions.append(f(a, b))
                normals.append(Self.normal(f, a, b, u: u, v: v))
            }
        }
        var grid = ParametricSurfaceGrid(us: us, vs: vs, positions: positions, normals: normals, triangles: [])
        grid.triangles.reserveCapacity(2 * (us.count - 1) * (vs.count - 1))
        for j in 0..<(vs.count - 1) {
            for i in 0..<(us.count - 1) {
                let (p00, p10, p01, p11) = (
                    grid.index(i, j), grid.index(i + 1, j), grid.index(i, j + 1), grid.index(i + 1, j + 1)
                )
                grid.triangles.append(SIMD3(p00, p10, p11))
                grid.triangles.append(SIMD3(p00, p11, p01))
            }
        }
        return grid
    }

    /// The intervals of `lines` (indices of their lower ends) whose midpoint strays from the chord
    /// by more than `limit` on any of the `across` lines; `f(line, across)`.
    static func splits(
        _ lines: [Double], across: [Double], limit: Double, _ f: (Double, Double) -> SIMD3<Double>
    ) -> [Int] {
        var result: [Int] = []
        for k in 0..<(lines.count - 1) {
            let (a, b) = (lines[k], lines[k + 1])
            let m = (a + b) / 2
            for c in across {
                let pa = f(a, c)
                let pb = f(b, c)
                let pm = f(m, c)
                guard pa.isFinite, pb.isFinite, pm.isFinite else { continue }
                if CurveSampler3D.distance(pm, toSegment: pa, pb) > limit {
                    result.append(k)
                    break
                }
            }
        }
        return result
    }

    static func inserting(midpointsOf intervals: [Int], into lines: [Double]) -> [Double] {
        guard !intervals.isEmpty else { return lines }
        var result: [Double] = []
        result.reserveCapacity(lines.count + intervals.count)
        var next = 0
        for k in lines.indices {
            result.append(lines[k])
            if next < intervals.count, intervals[next] == k {
                result.append((lines[k] + lines[k + 1]) / 2)
                next += 1
            }
        }
        return result
    }

    /// ∂f/∂u × ∂f/∂v at (a, b), normalised, by central differences inside the domain; stepped a
    /// little toward the domain's centre where the cross product vanishes (a pole).
    static func normal(
        _ f: (Double, Double) -> SIMD3<Double>, _ a: Double, _ b: Double, u: ClosedRange<Double>,
        v: ClosedRange<Double>
    ) -> SIMD3<Double> {
        let (su, sv) = (u.upperBound - u.lowerBound, v.upperBound - v.lowerBound)
        let (cu, cv) = ((u.lowerBound + u.upperBound) / 2, (v.lowerBound + v.upperBound) / 2)
        for step in [0.0, 1e-4, 1e-3, 1e-2] {
            let pa = a + (cu - a) * step
            let pb = b + (cv - b) * step
            let hu = 1e-6 * su
            let hv = 1e-6 * sv
            let fu = (f(min(pa + hu, u.upperBound), pb) - f(max(pa - hu, u.lowerBound), pb))
            let fv = (f(pa, min(pb + hv, v.upperBound)) - f(pa, max(pb - hv, v.lowerBound)))
            let n = cross(fu, fv)
            let l = length(n)
            let scale = length(fu) * length(fv)
            if l.isFinite, scale > 0, l > 1e-6 * scale { return n / l }
        }
        return .zero
    }

    public static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }

    public static func length(_ a: SIMD3<Double>) -> Double { (a * a).sum().squareRoot() }
}

extension SIMD3 where Scalar == Double {
    /// Whether every coordinate is finite.
    public var isFinite: Bool { x.isFinite && y.isFinite && z.isFinite }
}
