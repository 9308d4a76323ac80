import ChartMath
import ChartScene
import Foundation
import Testing

@testable import ChartCore

/// Pie and donut charts: shares, angles from 12 o'clock clockwise, radii, gaps, corners, legend.
@Suite struct SectorTests {
    struct Vote {
        let party: String
        let votes: Double
    }

    static let votes = [
        Vote(party: "Green", votes: 10), Vote(party: "Blue", votes: 20), Vote(party: "Red", votes: 30),
        Vote(party: "Gold", votes: 40),
    ]

    /// Each sector's outline (outer chain, then the inner one back; a pie's apex last) as the
    /// positions of a mesh.
    func meshes(_ s: RenderScene) -> [TriangleMesh] {
        s.primitives.compactMap { p -> TriangleMesh? in
            guard case .path(let path) = p else { return nil }
            return TriangleMesh(
                space: .pixel, positions: path.points.map { Vec3($0.x, $0.y, 0) }, colors: [path.color], indices: [])
        }
    }

    func texts(_ s: RenderScene) -> [String] {
        s.primitives.flatMap { p -> [String] in
            if case .text(let t) = p { return t.labels.map(\.text) }
            return []
        }
    }

    /// The angle of `p` about `c` in degrees, clockwise from 12 o'clock (y down), in 0..<360.
    func degrees(_ p: Vec3, about c: SIMD2<Double>) -> Double {
        let a = atan2(Double(p.x) - c.x, c.y - Double(p.y)) * 180 / .pi
        return a < -1e-6 ? a + 360 : max(a, 0)
    }

    func distance(_ p: Vec3, _ c: SIMD2<Double>) -> Double {
        hypot(Double(p.x) - c.x, Double(p.y) - c.y)
    }

    /// A 300 x 300 pie without a legend: the plot is the frame less 14 pt margins.
    func pie(
        inner: MarkDimension = .automatic, outer: MarkDimension = .automatic, inset: Double? = nil
    ) -> Chart {
        Chart(Self.votes, id: \.party) { v in
            SectorMark(angle: .value("Votes", v.votes), innerRadius: inner, outerRadius: outer, angularInset: inset)
        }
        .frame(width: 300, height: 300)
    }

    @Test func sharesFillTheTurnFromTwelveOClockClockwise() throws {
        let scene = try pie().lowered(scale: 1)
        let sectors = meshes(scene)
        #expect(sectors.count == 4)
        // A pie slice without an inset is a fan about the centre.
        let centre = SIMD2(150.0, 150.0)
        for m in sectors {
            let apex = try #require(m.positions.last)
            #expect(distance(apex, centre) < 1e-3)
        }
        var expectedStart = 0.0
        var total = 0.0
        for (m, v) in zip(sectors, Self.votes) {
            let outer = m.positions.dropLast()
            let first = degrees(outer.first!, about: centre)
            var last = degrees(outer.last!, about: centre)
            if last < 1e-3 { last = 360 }
            #expect(abs(first - expectedStart) < 1e-3)
            #expect(abs((last - first) - v.votes / 100 * 360) < 1e-3)
            expectedStart += v.votes / 100 * 360
            total += last - first
        }
        #expect(abs(total - 360) < 1e-3)
        // Clockwise: the first slice's second vertex lies right of 12 o'clock.
        let second = sectors[0].positions[1]
        #expect(Double(second.x) > centre.x && Double(second.y) < centre.y)
        // Smooth arcs: no outer segment longer than 2 px or 2°.
        for m in sectors {
            let outer = Array(m.positions.dropLast())
            for (p, q) in zip(outer, outer.dropFirst()) {
                #expect(hypot(Double(q.x - p.x), Double(q.y - p.y)) <= 2.01)
            }
        }
    }

    @Test func noAxesAndTheLargestPieThatFits() throws {
        let scene = try pie().lowered(scale: 2)
        let linesCount = scene.primitives.filter {
            if case .lines = $0 { return true }
            return false
        }.count
        #expect(linesCount == 0)
        #expect(texts(scene).isEmpty)
        let centre = SIMD2(300.0, 300.0)
        let radius = meshes(scene).flatMap(\.positions).map { distance($0, centre) }.max() ?? 0
        #expect(abs(radius - (300 - 28)) < 1e-3)
    }

    @Test func donutInnerRadiusIsARatioOfTheOuter() throws {
        let scene = try pie(inner: .ratio(0.618), outer: .ratio(0.9)).lowered(scale: 1)
        let centre = SIMD2(150.0, 150.0)
        let radii = meshes(scene).flatMap(\.positions).map { distance($0, centre) }
        let outer = try #require(radii.max())
        let inner = try #require(radii.min())
        #expect(abs(outer - 136 * 0.9) < 1e-3)
        #expect(abs(inner - 0.618 * outer) < 1e-3)
        // Fixed and inset radii are in points.
        let fixed = try pie(inner: .inset(20), outer: .fixed(100)).lowered(scale: 2)
        let fixedRadii = meshes(fixed).flatMap(\.positions).map { distance($0, SIMD2(300, 300)) }
        #expect(abs(fixedRadii.max()! - 200) < 1e-3)
        #expect(abs(fixedRadii.min()! - 160) < 1e-3)
    }

    @Test func angularInsetLeavesEvenGapsBetweenSectors() throws {
        let halves = Chart {
            SectorMark(angle: .value("Share", 1), angularInset: 4)
            SectorMark(angle: .value("Share", 1), angularInset: 4)
        }
        .frame(width: 300, height: 300)
        let sectors = meshes(try halves.lowered(scale: 2))
        #expect(sectors.count == 2)
        // Sides parallel to the radii, 2 pt (4 px) inside: the gap is 4 pt wide all along.
        let right = sectors[0].positions.map { Double($0.x) - 300 }
        let left = sectors[1].positions.map { 300 - Double($0.x) }
        #expect(right.min()! > 4 - 1e-3)
        #expect(left.min()! > 4 - 1e-3)
        #expect(right.min()! < 4 + 1e-3)
        // Without an inset the halves touch.
        let touching = meshes(try pie().lowered(scale: 2))
        let a = touching[0].positions.map { Double($0.x) }.min()!
        #expect(abs(a - 300) < 1e-3)
    }

    @Test func cornerRadiusRoundsTheCorners() throws {
        func chart(_ radius: Double) -> Chart {
            Chart(Self.votes, id: \.party) { v in
                SectorMark(angle: .value("Votes", v.votes), innerRadius: .ratio(0.5), angularInset: 2)
                    .cornerRadius(radius)
            }
            .frame(width: 300, height: 300)
        }
        let centre = SIMD2(150.0, 150.0)
        let sharp = meshes(try chart(0).lowered(scale: 1))[0]
        let round = meshes(try chart(6).lowered(scale: 1))[0]
        // The sharp corner where the start side meets the outer arc.
        let corner = sharp.positions[0]
        #expect(abs(distance(corner, centre) - 136) < 1e-3)
        let nearest = round.positions.map { hypot(Double($0.x - corner.x), Double($0.y - corner.y)) }.min()!
        #expect(nearest > 1.5)
        #expect(nearest < 6)
        // Still within the sharp sector's radii.
        let radii = round.positions.map { distance($0, centre) }
        #expect(radii.max()! <= 136 + 1e-3 && radii.min()! >= 68 - 1e-3)
    }

    @Test func vectorizedPlotWithALegendMatchesTheMarks() throws {
        let plot = Chart {
            SectorPlot(Self.votes, angle: .value("Votes", \.votes), innerRadius: .ratio(0.6), angularInset: 1)
                .foregroundStyle(by: .value("Party", \.party))
        }
        let marks = Chart(Self.votes, id: \.party) { v in
            SectorMark(angle: .value("Votes", v.votes), innerRadius: .ratio(0.6), angularInset: 1)
                .foregroundStyle(by: .value("Party", v.party))
        }
        let scene = try plot.lowered(scale: 1)
        #expect(scene == (try marks.lowered(scale: 1)))
        #expect(texts(scene) == ["Party", "Green", "Blue", "Red", "Gold"])
        let colors = meshes(scene).map { $0.colors[0] }
        #expect(colors == (0..<4).map { Color.categoricalPalette[$0].rgba })
        // The legend sits below the pie.
        let bottom = meshes(scene).flatMap(\.positions).map(\.y).max()!
        let legendTop = scene.primitives.compactMap { p -> Float? in
            if case .text(let t) = p { return t.labels.map(\.position.y).min() }
            return nil
        }.min()!
        #expect(bottom < legendTop)
    }

    @Test func turnsFollowValuesAndRanges() throws {
        func spec(_ storage: PlottableStorage) -> SectorSpec {
            SectorSpec(
                angle: AxisValue(label: "v", storage: storage), innerRadius: .automatic, outerRadius: .automatic)
        }
        let turns = try SectorLowering.turns([
            spec(.single(.number(1))), spec(.single(.number(-5))), spec(.single(.number(3))),
        ])
        #expect(turns.map(\.start) == [0, 0.25, 0.25])
        #expect(turns.map(\.end) == [0.25, 0.25, 1])
        let ranged = try SectorLowering.turns([spec(.range(.number(2), .number(6))), spec(.single(.number(2)))])
        #expect(ranged.map(\.start) == [2.0 / 6, 0])
        #expect(ranged.map(\.end) == [1, 2.0 / 6])
        #expect(throws: ChartError.nonNumericValue(mark: "SectorMark", axis: "angle", label: "v")) {
            try SectorLowering.turns([spec(.single(.string("x")))])
        }
    }

    @Test func sectorsWithOtherMarksAreATypedError() {
        let mixed = Chart {
            SectorMark(angle: .value("Share", 1))
            PointMark(x: .value("x", 1), y: .value("y", 2))
        }
        #expect(throws: ChartError.sectorWithOtherMarks(mark: "PointMark")) { try mixed.lowered() }
        #expect(ChartError.sectorWithOtherMarks(mark: "PointMark").description.contains("SectorMark cannot share"))
    }

    @Test func oneSectorIsAFullDisc() throws {
        let scene = try Chart { SectorMark(angle: .value("All", 5), angularInset: 3) }
            .frame(width: 300, height: 300).lowered(scale: 1)
        let disc = try #require(meshes(scene).first)
        let outer = disc.positions.dropLast()
        #expect(outer.first == outer.last)
        #expect(abs(degrees(outer[1], about: SIMD2(150, 150)) - 360 / Double(outer.count - 1)) < 1e-2)
    }
}
