import ChartCamera
import ChartMath
import ChartScene
import Foundation

/// The box around a 3D chart: grid lines on the three panes facing away from the viewer, and on
/// the edges nearest the viewer tick marks, tick labels and axis titles. Which panes and edges
/// are used depends on the pose; everything is rebuilt cheaply for each view. The marks on each
/// axis are its `GuideMark`s (the automatic ticks or its `AxisMarks`), as in 2D.
struct AxesBox {
    let axes: [SceneAxis]
    let titles: [String?]
    /// Where each axis title goes along its edge (`.chartZAxisLabel(_:position:alignment:spacing:)`).
    var placements: [AxisLabelPlacement] = [AxisLabelPlacement(), AxisLabelPlacement(), AxisLabelPlacement()]
    let tickText: TextStyle
    let titleText: TextStyle
    let theme: Theme
    let scale: Float

    var lo: Vec3 { Vec3(axes[0].sceneLower, axes[1].sceneLower, axes[2].sceneLower) }
    var hi: Vec3 { Vec3(axes[0].sceneUpper, axes[1].sceneUpper, axes[2].sceneUpper) }

    /// One axis's labelled edge.
    struct Edge {
        var axis: Int
        var start: Vec3
        /// Unit vector pointing away from the box, perpendicular to the edge.
        var outward: Vec3
        var marks: [GuideMark]
        /// Whether the edge is seen well enough to carry labels (not nearly end-on).
        var visible: Bool
    }

    /// How much of a unit length along `axis` remains after projection (1 = seen side-on).
    private func foreshortening(_ axis: Int, _ eye: Vec3) -> Float {
        let e = eye[axis]
        return max(0, 1 - e * e).squareRoot()
    }

    /// The marks of each axis, fewer automatic ticks on foreshortened axes.
    func marks(eye: Vec3) -> [[GuideMark]] {
        (0..<3).map { i in
            let target = max(2, Int((6 * foreshortening(i, eye) * axes[i].tickDensity).rounded()))
            return axes[i].marks(target: target)
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
        let allMarks = marks(eye: eye)
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
                marks: allMarks[0], visible: foreshortening(0, eye) > 0.2),
            Edge(
                axis: 1, start: Vec3(best.x, lo.y, best.z), outward: yOut, marks: allMarks[1],
                visible: foreshortening(1, eye) > 0.2),
            Edge(
                axis: 2, start: Vec3(frontX, floorY, lo.z), outward: Vec3(frontX == hi.x ? 1 : -1, ySign, 0).normalized,
                marks: allMarks[2], visible: foreshortening(2, eye) > 0.2),
        ]
    }

    /// The point on `edge` at data value `v`.
    private func point(on edge: Edge, _ v: Double) -> Vec3 {
        var p = edge.start
        p[edge.axis] = axes[edge.axis].unit(v)
        return p
    }

    /// The point on `edge` a fraction `t` of the way from its lower scene end to its upper one.
    private func point(on edge: Edge, fraction t: Float) -> Vec3 {
        var p = edge.start
        p[edge.axis] = lo[edge.axis] + t * (hi[edge.axis] - lo[edge.axis])
        return p
    }

    /// The screen direction of `edge.outward` (unit, y down).
    private func screenDirection(_ edge: Edge, camera: ViewCamera) -> Vec2 {
        let mid = point(on: edge, fraction: 0.5)
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
        /// The label's style: the tick or title style, or an `AxisValueLabel`'s font and colour.
        var style: TextStyle

        /// Width and height of the rotated text's bounding box.
        var extent: Vec2 {
            let c = abs(cos(rotation))
            let s = abs(sin(rotation))
            return Vec2(size.x * c + size.y * s, size.x * s + size.y * c)
        }
    }

    /// The style of a mark's label: the tick style, or the `AxisValueLabel`'s font and colour.
    private func labelStyle(_ m: GuideMark) -> TextStyle {
        guard let l = m.label, l.font != nil || l.color != nil else { return tickText }
        let size = l.font.map { Float($0.size) * theme.textScale } ?? tickText.pixelSize / scale
        let style = try? TextStyle(
            size: size, scale: scale, color: l.color?.rgba ?? tickText.color, bold: l.font?.isBold ?? false,
            family: l.font?.family)
        return style ?? tickText
    }

    /// The angle that lays text along the projected edge, kept readable (never upside down;
    /// vertical text reads bottom to top).
    private func titleAngle(_ edge: Edge, camera: ViewCamera) -> Float {
        let a = camera.project(point(on: edge, fraction: 0))
        let b = camera.project(point(on: edge, fraction: 1))
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

    /// Rectangles already taken by labels on screen.
    private struct Taken {
        var boxes: [(lo: Vec2, hi: Vec2)] = []

        func overlaps(_ lo: Vec2, _ hi: Vec2) -> Bool {
            boxes.contains { lo.x < $0.hi.x && hi.x > $0.lo.x && lo.y < $0.hi.y && hi.y > $0.lo.y }
        }
    }

    /// Tick labels and titles, placed outward from their edges. A tick label that would overlap
    /// one already placed (where two edges meet at a corner) is left out; an axis title that would
    /// overlap any label is moved further out until it is clear.
    func placedLabels(camera: ViewCamera) -> [Placed] {
        var result: [Placed] = []
        var taken = Taken()
        let pad = (theme.tickLength + theme.tickGap) * scale
        let spacing = 2 * scale
        let visibleEdges = edges(camera: camera).filter(\.visible)
        var deepest: [Int: Float] = [:]
        var directions: [Int: Vec2] = [:]
        for edge in visibleEdges {
            let d = screenDirection(edge, camera: camera)
            directions[edge.axis] = d
            for m in edge.marks {
                guard let text = m.label?.text, !text.isEmpty else { continue }
                let style = labelStyle(m)
                let size = style.size(text)
                let reach = pad + support(size, d)
                let anchor = point(on: edge, m.value)
                let p = camera.project(anchor)
                let centre = Vec2(p.x, p.y) + d * reach
                let lo = centre - size / 2 - spacing
                let hi = centre + size / 2 + spacing
                if !(centre.x.isFinite && centre.y.isFinite) || taken.overlaps(lo, hi) { continue }
                taken.boxes.append((lo, hi))
                deepest[edge.axis] = max(deepest[edge.axis] ?? 0, reach + support(size, d))
                result.append(
                    Placed(
                        anchor_w: anchor, centre: d * reach, size: size, text: text, isTitle: false, rotation: 0,
                        style: style))
            }
        }
        // Titles after every tick label, so they can step clear of the other axes' labels too.
        for edge in visibleEdges {
            guard let title = titles[edge.axis], let d = directions[edge.axis] else { continue }
            let placed = placedTitle(
                title, edge: edge, direction: d, depth: max(deepest[edge.axis] ?? 0, pad), taken: &taken,
                camera: camera)
            result.append(placed)
        }
        return result
    }

    /// An axis title beside its edge, `depth` pixels out (past the tick labels), along the edge as
    /// its placement's alignment says, stepped outward until it overlaps no label.
    private func placedTitle(
        _ title: String, edge: Edge, direction d: Vec2, depth: Float, taken: inout Taken, camera: ViewCamera
    ) -> Placed {
        let spacing = 2 * scale
        let placement = placements[edge.axis]
        let rotation = titleAngle(edge, camera: camera)
        let size = titleText.size(title)
        let axis = axes[edge.axis]
        // Along the edge as the text reads (titleAngle keeps it readable): 0 leading, 1 trailing.
        let alignment = placement.alignment?.horizontal ?? .center
        let along = Vec2(cos(rotation), -sin(rotation))
        let a = camera.project(point(on: edge, fraction: 0))
        let b = camera.project(point(on: edge, fraction: 1))
        let lowerFirst = Vec2(b.x - a.x, b.y - a.y).dot(along) >= 0
        let anchor: Vec3
        var shift = Vec2(0, 0)
        switch alignment {
        case .center:
            anchor =
                axis.scale.type == .linear
                ? point(on: edge, (axis.domain.lowerBound + axis.domain.upperBound) / 2)
                : point(on: edge, fraction: 0.5)
        case .leading, .trailing:
            let atLower = (alignment == .leading) == lowerFirst
            anchor = point(on: edge, fraction: atLower ? 0 : 1)
            shift = along * (size.x / 2) * (alignment == .leading ? 1 : -1)
        }
        let p = camera.project(anchor)
        let gap = Float(placement.spacing ?? Double(theme.titleGap)) * scale
        var reach = depth + gap + support(size, rotation: rotation, d)
        var placed = Placed(
            anchor_w: anchor, centre: shift + d * reach, size: size, text: title, isTitle: true, rotation: rotation,
            style: titleText)
        for _ in 0..<12 {
            let centre = Vec2(p.x, p.y) + placed.centre
            if !taken.overlaps(centre - placed.extent / 2 - spacing, centre + placed.extent / 2 + spacing) { break }
            reach += titleText.lineHeight / 2
            placed.centre = shift + d * reach
        }
        let centre = Vec2(p.x, p.y) + placed.centre
        taken.boxes.append((centre - placed.extent / 2 - spacing, centre + placed.extent / 2 + spacing))
        return placed
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
        let labelled = edges(camera: camera)
        var world = gridLines(marks: marks(eye: eye), eye: eye)
        // The back panes' outlines: the backdrop, behind all content.
        var border: [Vec3] = []
        var borderStarts: [Int] = []
        for normal in 0..<3 {
            let pane = Pane(normal: normal, eye: eye, lo: lo, hi: hi)
            borderStarts.append(border.count)
            border += [
                pane.point(lo[pane.a], lo[pane.b]), pane.point(hi[pane.a], lo[pane.b]),
                pane.point(hi[pane.a], hi[pane.b]), pane.point(lo[pane.a], hi[pane.b]),
                pane.point(lo[pane.a], lo[pane.b]),
            ]
        }
        world.append(
            .lines(
                LineBatch(
                    space: .world, vertices: border, starts: borderStarts, color: theme.paneBorderColor,
                    width: theme.axisWidth * scale, isBackdrop: true)))
        // The labelled edges can pass in front of content, so they are not backdrop: a vector
        // backend rasterises them with the content, where the depth test decides what shows.
        let edgeLines = labelled.flatMap { [point(on: $0, fraction: 0), point(on: $0, fraction: 1)] }
        if !edgeLines.isEmpty {
            world.append(
                .lines(
                    LineBatch(
                        space: .world, vertices: edgeLines, starts: Array(stride(from: 0, to: edgeLines.count, by: 2)),
                        color: theme.paneBorderColor, width: theme.axisWidth * scale)))
        }
        return (world, tickMarks(labelled, camera: camera) + labelBatches(camera: camera))
    }

    /// The back pane perpendicular to axis `normal`: at the far side from the viewer (the floor
    /// for y), spanned by the two other axes `a` and `b`.
    private struct Pane {
        let normal: Int
        let a: Int
        let b: Int
        var base = Vec3.zero

        init(normal: Int, eye: Vec3, lo: Vec3, hi: Vec3) {
            self.normal = normal
            a = (normal + 1) % 3
            b = (normal + 2) % 3
            base[normal] = eye[normal] >= 0 ? lo[normal] : hi[normal]
        }

        func point(_ u: Float, _ v: Float) -> Vec3 {
            var q = base
            q[a] = u
            q[b] = v
            return q
        }
    }

    /// Grid lines of every mark that has one, on the two back panes its axis lies in, in one world
    /// batch per style (the theme's first).
    private func gridLines(marks: [[GuideMark]], eye: Vec3) -> [ScenePrimitive] {
        var groups: [(color: RGBA, width: Float, dash: [Float], vertices: [Vec3], starts: [Int])] = [
            (theme.gridColor, theme.gridWidth * scale, [], [], [])
        ]
        func add(_ m: GuideMark, _ p: Vec3, _ q: Vec3) {
            let color = m.grid?.color?.rgba ?? theme.gridColor
            let width = m.grid?.stroke.map { Float($0.lineWidth) * scale } ?? theme.gridWidth * scale
            let dash = m.grid?.stroke?.dash.map { Float($0) * scale } ?? []
            var k = groups.firstIndex { $0.color == color && $0.width == width && $0.dash == dash }
            if k == nil {
                groups.append((color, width, dash, [], []))
                k = groups.count - 1
            }
            groups[k!].starts.append(groups[k!].vertices.count)
            groups[k!].vertices += [p, q]
        }
        for normal in 0..<3 {
            let pane = Pane(normal: normal, eye: eye, lo: lo, hi: hi)
            for m in marks[pane.a] where m.grid != nil {
                let u = axes[pane.a].unit(m.value)
                guard u > lo[pane.a] + 1e-4, u < hi[pane.a] - 1e-4 else { continue }
                add(m, pane.point(u, lo[pane.b]), pane.point(u, hi[pane.b]))
            }
            for m in marks[pane.b] where m.grid != nil {
                let v = axes[pane.b].unit(m.value)
                guard v > lo[pane.b] + 1e-4, v < hi[pane.b] - 1e-4 else { continue }
                add(m, pane.point(lo[pane.a], v), pane.point(hi[pane.a], v))
            }
        }
        return groups.filter { !$0.vertices.isEmpty }.map {
            .lines(
                LineBatch(
                    space: .world, vertices: $0.vertices, starts: $0.starts, color: $0.color, width: $0.width,
                    dash: $0.dash, isBackdrop: true))
        }
    }

    /// Tick marks in pixels along the visible labelled edges, one batch per style (the theme's first).
    private func tickMarks(_ labelled: [Edge], camera: ViewCamera) -> [ScenePrimitive] {
        var groups = LineGroups()
        let tickLength = theme.tickLength * scale
        // The default batch first, so an axis without styled ticks draws as before.
        var defaults: [Vec3] = []
        var defaultStarts: [Int] = []
        for edge in labelled where edge.visible {
            let d = screenDirection(edge, camera: camera)
            for m in edge.marks {
                guard let t = m.tick else { continue }
                let p = camera.project(point(on: edge, m.value))
                guard p.x.isFinite, p.y.isFinite else { continue }
                let length = t.length.map { Float($0) * scale } ?? (m.isMajor ? tickLength : tickLength / 2)
                let a = Vec3(p.x, p.y, 0)
                let b = Vec3(p.x + d.x * length, p.y + d.y * length, 0)
                if t.stroke == nil && t.color == nil {
                    defaultStarts.append(defaults.count)
                    defaults += [a, b]
                } else {
                    groups.add(
                        a, b, color: t.color?.rgba ?? theme.axisColor,
                        width: t.stroke.map { Float($0.lineWidth) * scale } ?? theme.axisWidth * scale,
                        dash: t.stroke?.dash.map { Float($0) * scale } ?? [])
                }
            }
        }
        var result: [ScenePrimitive] = []
        if !defaults.isEmpty {
            result.append(
                .lines(
                    LineBatch(
                        space: .pixel, vertices: defaults, starts: defaultStarts, color: theme.axisColor,
                        width: theme.axisWidth * scale)))
        }
        return result + groups.batches.map { .lines($0) }
    }

    /// The placed labels as text batches: the default family first, then one per `Font.custom` family.
    private func labelBatches(camera: ViewCamera) -> [ScenePrimitive] {
        var labels: [TextLabel] = []
        var families: [(family: String, labels: [TextLabel])] = []
        for placed in placedLabels(camera: camera) {
            let p = camera.project(placed.anchor_w)
            let c = Vec2(p.x, p.y) + placed.centre
            let label = placed.style.label(placed.text, at: c, .center, .center, rotation: placed.rotation)
            if let family = placed.style.family {
                if let k = families.firstIndex(where: { $0.family == family }) {
                    families[k].labels.append(label)
                } else {
                    families.append((family, [label]))
                }
            } else {
                labels.append(label)
            }
        }
        return [.text(TextBatch(labels: labels))]
            + families.map { .text(TextBatch(fontFamily: $0.family, labels: $0.labels)) }
    }
}
