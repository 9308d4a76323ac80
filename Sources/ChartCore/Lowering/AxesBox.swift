import ChartCamera
import ChartMath
import ChartScene
import Foundation

/// The box around a 3D chart: grid lines on the three panes facing away from the viewer, and on
/// the edges nearest the viewer tick marks, tick labels and axis titles. Which panes and edges
/// are used depends on the pose; everything is rebuilt cheaply for each view.
struct AxesBox {
    let axes: [SceneAxis]
    let titles: [String?]
    let tickText: TextStyle
    let titleText: TextStyle
    let theme: Theme
    let scale: Float

    var lo: Vec3 {
        Vec3(
            axes[0].unit(axes[0].domain.lowerBound), axes[1].unit(axes[1].domain.lowerBound),
            axes[2].unit(axes[2].domain.lowerBound))
    }
    var hi: Vec3 {
        Vec3(
            axes[0].unit(axes[0].domain.upperBound), axes[1].unit(axes[1].domain.upperBound),
            axes[2].unit(axes[2].domain.upperBound))
    }

    /// One axis's labelled edge.
    struct Edge {
        var axis: Int
        var start: Vec3
        /// Unit vector pointing away from the box, perpendicular to the edge.
        var outward: Vec3
        var ticks: [Double]
        var labels: [String]
        /// Whether the edge is seen well enough to carry labels (not nearly end-on).
        var visible: Bool
    }

    /// How much of a unit length along `axis` remains after projection (1 = seen side-on).
    private func foreshortening(_ axis: Int, _ eye: Vec3) -> Float {
        let e = eye[axis]
        return max(0, 1 - e * e).squareRoot()
    }

    /// Ticks for each axis, fewer on foreshortened axes.
    func ticks(eye: Vec3) -> [[Double]] {
        (0..<3).map { i in
            let target = max(2, Int((6 * foreshortening(i, eye)).rounded()))
            return NiceTicks.ticks(in: axes[i].domain, target: target)
        }
    }

    /// The three labelled edges for the camera.
    func edges(camera: ViewCamera) -> [Edge] {
        let eye = camera.eyeDirection
        let lo = self.lo
        let hi = self.hi
        let floorY = eye.y >= 0 ? lo.y : hi.y
        let frontZ = eye.z >= 0 ? hi.z : lo.z
        let frontX = eye.x >= 0 ? hi.x : lo.x
        let ySign: Float = floorY == lo.y ? -1 : 1
        let allTicks = ticks(eye: eye)
        func labels(_ i: Int) -> [String] {
            let t = allTicks[i]
            let step = t.count > 1 ? t[1] - t[0] : 1
            return t.map { NiceTicks.label($0, step: step) }
        }
        // The vertical edge furthest left on screen (ties: the one nearer the viewer).
        var best: (x: Float, z: Float, key: Float) = (lo.x, hi.z, .infinity)
        for cx in [lo.x, hi.x] {
            for cz in [lo.z, hi.z] {
                let p = camera.project(Vec3(cx, (lo.y + hi.y) / 2, cz))
                let key = p.x - 0.01 * Vec3(cx, 0, cz).dot(eye) * camera.scale
                if key < best.key { best = (cx, cz, key) }
            }
        }
        let yOut = Vec3(best.x == hi.x ? 1 : -1, 0, best.z == hi.z ? 1 : -1).normalized
        return [
            Edge(
                axis: 0, start: Vec3(lo.x, floorY, frontZ), outward: Vec3(0, ySign, frontZ == hi.z ? 1 : -1).normalized,
                ticks: allTicks[0], labels: labels(0), visible: foreshortening(0, eye) > 0.2),
            Edge(
                axis: 1, start: Vec3(best.x, lo.y, best.z), outward: yOut, ticks: allTicks[1], labels: labels(1),
                visible: foreshortening(1, eye) > 0.2),
            Edge(
                axis: 2, start: Vec3(frontX, floorY, lo.z), outward: Vec3(frontX == hi.x ? 1 : -1, ySign, 0).normalized,
                ticks: allTicks[2], labels: labels(2), visible: foreshortening(2, eye) > 0.2),
        ]
    }

    /// The point on `edge` at data value `v`.
    private func point(on edge: Edge, _ v: Double) -> Vec3 {
        var p = edge.start
        p[edge.axis] = axes[edge.axis].unit(v)
        return p
    }

    /// The screen direction of `edge.outward` (unit, y down).
    private func screenDirection(_ edge: Edge, camera: ViewCamera) -> Vec2 {
        let mid =
            (point(on: edge, axes[edge.axis].domain.lowerBound) + point(on: edge, axes[edge.axis].domain.upperBound))
            / 2
        let a = camera.project(mid)
        let b = camera.project(mid + edge.outward * 0.05)
        let d = Vec2(b.x - a.x, b.y - a.y)
        return d.length > 1e-4 ? d / d.length : Vec2(0, 1)
    }

    /// Distance from a box's centre to its edge along unit direction `d` (support of the box).
    private func support(_ size: Vec2, _ d: Vec2) -> Float { abs(d.x) * size.x / 2 + abs(d.y) * size.y / 2 }

    /// A placed label: world anchor, pixel centre offset, text size, rotation.
    struct Placed {
        var anchor_w: Vec3
        var centre: Vec2
        /// The text's own width and height (before rotation).
        var size: Vec2
        var text: String
        var isTitle: Bool
        /// Counter-clockwise on screen, radians.
        var rotation: Float

        /// Width and height of the rotated text's bounding box.
        var extent: Vec2 {
            let c = abs(cos(rotation))
            let s = abs(sin(rotation))
            return Vec2(size.x * c + size.y * s, size.x * s + size.y * c)
        }
    }

    /// The angle that lays text along the projected edge, kept readable (never upside down;
    /// vertical text reads bottom to top).
    private func titleAngle(_ edge: Edge, camera: ViewCamera) -> Float {
        let a = camera.project(point(on: edge, axes[edge.axis].domain.lowerBound))
        let b = camera.project(point(on: edge, axes[edge.axis].domain.upperBound))
        var e = Vec2(b.x - a.x, b.y - a.y)
        guard e.length > 1e-3 else { return 0 }
        if e.x < 0 || (abs(e.x) < 1e-3 && e.y > 0) { e = -e }
        // Screen y points down; a positive rotation turns text counter-clockwise as seen.
        var angle = atan2(-e.y, e.x)
        if abs(abs(angle) - .pi / 2) < 0.02 { angle = .pi / 2 }
        return angle
    }

    /// Distance from a rotated text box's centre to its edge along unit direction `d`.
    private func support(_ size: Vec2, rotation: Float, _ d: Vec2) -> Float {
        let u = Vec2(cos(rotation), -sin(rotation))  // along the baseline, in screen space
        let v = Vec2(-u.y, u.x)
        return abs(d.dot(u)) * size.x / 2 + abs(d.dot(v)) * size.y / 2
    }

    /// Tick labels and titles, placed outward from their edges. A tick label that would overlap
    /// one already placed (where two edges meet at a corner) is left out; an axis title that would
    /// overlap any label is moved further out until it is clear.
    func placedLabels(camera: ViewCamera) -> [Placed] {
        var result: [Placed] = []
        var taken: [(lo: Vec2, hi: Vec2)] = []
        let pad = (theme.tickLength + theme.tickGap) * scale
        let spacing = 2 * scale
        func overlaps(_ lo: Vec2, _ hi: Vec2) -> Bool {
            taken.contains { lo.x < $0.hi.x && hi.x > $0.lo.x && lo.y < $0.hi.y && hi.y > $0.lo.y }
        }
        let visibleEdges = edges(camera: camera).filter(\.visible)
        var deepest: [Int: Float] = [:]
        var directions: [Int: Vec2] = [:]
        for edge in visibleEdges {
            let d = screenDirection(edge, camera: camera)
            directions[edge.axis] = d
            for (v, text) in zip(edge.ticks, edge.labels) {
                let size = tickText.size(text)
                let reach = pad + support(size, d)
                let anchor = point(on: edge, v)
                let p = camera.project(anchor)
                let centre = Vec2(p.x, p.y) + d * reach
                let lo = centre - size / 2 - spacing
                let hi = centre + size / 2 + spacing
                if overlaps(lo, hi) { continue }
                taken.append((lo, hi))
                deepest[edge.axis] = max(deepest[edge.axis] ?? 0, reach + support(size, d))
                result.append(
                    Placed(anchor_w: anchor, centre: d * reach, size: size, text: text, isTitle: false, rotation: 0))
            }
        }
        // Titles after every tick label, so they can step clear of the other axes' labels too.
        for edge in visibleEdges {
            guard let title = titles[edge.axis], let d = directions[edge.axis] else { continue }
            let rotation = titleAngle(edge, camera: camera)
            let size = titleText.size(title)
            let mid = point(on: edge, (axes[edge.axis].domain.lowerBound + axes[edge.axis].domain.upperBound) / 2)
            let p = camera.project(mid)
            var reach =
                max(deepest[edge.axis] ?? 0, pad) + theme.titleGap * scale + support(size, rotation: rotation, d)
            var placed = Placed(
                anchor_w: mid, centre: d * reach, size: size, text: title, isTitle: true, rotation: rotation)
            for _ in 0..<12 {
                let centre = Vec2(p.x, p.y) + placed.centre
                if !overlaps(centre - placed.extent / 2 - spacing, centre + placed.extent / 2 + spacing) { break }
                reach += titleText.lineHeight / 2
                placed.centre = d * reach
            }
            let centre = Vec2(p.x, p.y) + placed.centre
            taken.append((centre - placed.extent / 2 - spacing, centre + placed.extent / 2 + spacing))
            result.append(placed)
        }
        return result
    }

    /// What must stay inside the image: the box corners and every label's box.
    func framingItems(camera: ViewCamera) -> [FramingItem] {
        let corners = Box3(min: lo, max: hi).corners.map { FramingItem(point_w: $0) }
        let labels = placedLabels(camera: camera).map {
            FramingItem(
                point_w: $0.anchor_w, minOffset: $0.centre - $0.extent / 2, maxOffset: $0.centre + $0.extent / 2)
        }
        return corners + labels
    }

    /// World-space panes and grid, then pixel-space ticks and labels.
    func primitives(camera: ViewCamera) -> (world: [ScenePrimitive], pixel: [ScenePrimitive]) {
        let eye = camera.eyeDirection
        let lo = self.lo
        let hi = self.hi
        let allTicks = ticks(eye: eye)
        var grid: [Vec3] = []
        var gridStarts: [Int] = []
        var border: [Vec3] = []
        var borderStarts: [Int] = []
        // Back pane perpendicular to each axis: at the far side from the viewer (the floor for y).
        for normal in 0..<3 {
            let a = (normal + 1) % 3
            let b = (normal + 2) % 3
            var base = Vec3.zero
            base[normal] = eye[normal] >= 0 ? lo[normal] : hi[normal]
            func p(_ u: Float, _ v: Float) -> Vec3 {
                var q = base
                q[a] = u
                q[b] = v
                return q
            }
            borderStarts.append(border.count)
            border += [p(lo[a], lo[b]), p(hi[a], lo[b]), p(hi[a], hi[b]), p(lo[a], hi[b]), p(lo[a], lo[b])]
            for t in allTicks[a] {
                let u = axes[a].unit(t)
                guard u > lo[a] + 1e-4, u < hi[a] - 1e-4 else { continue }
                gridStarts.append(grid.count)
                grid += [p(u, lo[b]), p(u, hi[b])]
            }
            for t in allTicks[b] {
                let v = axes[b].unit(t)
                guard v > lo[b] + 1e-4, v < hi[b] - 1e-4 else { continue }
                gridStarts.append(grid.count)
                grid += [p(lo[a], v), p(hi[a], v)]
            }
        }
        var world: [ScenePrimitive] = []
        if !grid.isEmpty {
            world.append(
                .lines(
                    LineBatch(
                        space: .world, vertices: grid, starts: gridStarts, color: theme.gridColor,
                        width: theme.gridWidth * scale)))
        }
        // The labelled edges belong to the box outline too.
        let labelled = edges(camera: camera)
        for edge in labelled {
            borderStarts.append(border.count)
            border += [
                point(on: edge, axes[edge.axis].domain.lowerBound), point(on: edge, axes[edge.axis].domain.upperBound),
            ]
        }
        world.append(
            .lines(
                LineBatch(
                    space: .world, vertices: border, starts: borderStarts, color: theme.paneBorderColor,
                    width: theme.axisWidth * scale)))

        // Tick marks and labels in pixels.
        var tickMarks: [Vec3] = []
        var tickStarts: [Int] = []
        let tickLength = theme.tickLength * scale
        for edge in labelled where edge.visible {
            let d = screenDirection(edge, camera: camera)
            for v in edge.ticks {
                let p = camera.project(point(on: edge, v))
                tickStarts.append(tickMarks.count)
                tickMarks += [Vec3(p.x, p.y, 0), Vec3(p.x + d.x * tickLength, p.y + d.y * tickLength, 0)]
            }
        }
        var labels: [TextLabel] = []
        for placed in placedLabels(camera: camera) {
            let p = camera.project(placed.anchor_w)
            let c = Vec2(p.x, p.y) + placed.centre
            let style = placed.isTitle ? titleText : tickText
            labels.append(style.label(placed.text, at: c, .center, .center, rotation: placed.rotation))
        }
        var pixel: [ScenePrimitive] = []
        if !tickMarks.isEmpty {
            pixel.append(
                .lines(
                    LineBatch(
                        space: .pixel, vertices: tickMarks, starts: tickStarts, color: theme.axisColor,
                        width: theme.axisWidth * scale)))
        }
        pixel.append(.text(TextBatch(labels: labels)))
        return (world, pixel)
    }
}
