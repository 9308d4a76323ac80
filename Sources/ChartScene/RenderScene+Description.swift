import ChartMath

extension RenderScene {
    /// A stable, line-per-item text form of the scene for snapshot tests and debugging: sizes,
    /// colours and counts of every primitive, and every text label with its position (pixel
    /// coordinates rounded to 0.1). Large vertex arrays are summarised by count and bounds.
    public var textDescription: String {
        func f(_ v: Float) -> String {
            let r = (v * 10).rounded() / 10
            return r == r.rounded() ? String(Int(r)) : String(r)
        }
        func p(_ v: Vec3) -> String { "(\(f(v.x)), \(f(v.y)), \(f(v.z)))" }
        func bounds(_ vs: [Vec3]) -> String {
            guard let first = vs.first else { return "empty" }
            var lo = first
            var hi = first
            for v in vs {
                lo = pointwiseMin(lo, v)
                hi = pointwiseMax(hi, v)
            }
            return "\(p(lo))…\(p(hi))"
        }
        func extras(_ gradient: PixelGradient?, _ mask: SceneMask?) -> String {
            var s = ""
            if let g = gradient {
                s += " gradient (\(f(g.start.x)), \(f(g.start.y)))→(\(f(g.end.x)), \(f(g.end.y))) stops "
                s += g.stops.map { "\(f($0.location)) \($0.color)" }.joined(separator: ", ")
            }
            if let m = mask {
                s +=
                    " masked by \(m.meshes.count) meshes (\(m.meshes.reduce(0) { $0 + $1.indices.count / 3 }) triangles)"
                s += " and \(m.lines.count) line batches (\(m.lines.reduce(0) { $0 + $1.segmentCount }) segments)"
            }
            return s
        }
        var lines = ["scene \(pixelWidth)x\(pixelHeight) background \(background)"]
        if underlayCount > 0 { lines.append("underlay \(underlayCount)") }
        func describe(_ primitives: [ScenePrimitive]) {
            for (i, prim) in primitives.enumerated() {
                switch prim {
                case .mesh(let m):
                    lines.append(
                        "\(i) mesh \(m.space) vertices \(m.positions.count) triangles \(m.indices.count / 3) "
                            + "lit \(m.isLit) colours \(Set(m.colors).count) bounds \(bounds(m.positions))"
                            + extras(m.gradient, m.mask))
                case .lines(let l):
                    lines.append(
                        "\(i) lines \(l.space) \(l.color) width \(f(l.width)) polylines \(l.starts.count) "
                            + "segments \(l.segmentCount) bounds \(bounds(l.vertices))" + extras(l.gradient, l.mask))
                case .points(let b):
                    lines.append(
                        "\(i) points \(b.space) \(b.shape) count \(b.positions.count) colours \(Set(b.colors).count) "
                            + "sizes \(Set(b.sizes).sorted().map(f)) bounds \(bounds(b.positions))"
                            + extras(nil, b.mask)
                            + (b.hasDefaultAppearance
                                ? ""
                                : " rotation \(f(b.symbolRotation.x)) \(f(b.symbolRotation.y)) \(f(b.symbolRotation.z)) "
                                    + "\(f(b.symbolRotation.w)) metalness \(f(b.metalness)) roughness \(f(b.roughness))")
                    )
                case .path(let p):
                    let bounds = bounds(p.points.map { Vec3($0.x, $0.y, 0) })
                    lines.append(
                        "\(i) path pixel contours \(p.starts.count) points \(p.points.count) \(p.rule) \(p.color) "
                            + "bounds \(bounds)" + extras(p.gradient, p.mask))
                case .volume(let v):
                    let finite = v.values.filter { !$0.isNaN }
                    lines.append(
                        "\(i) volume world nodes \(v.counts.x)x\(v.counts.y)x\(v.counts.z) missing "
                            + "\(v.values.count - finite.count) transfer \(v.transfer.count) density \(f(v.density)) "
                            + "steps \(v.steps) bounds \(bounds(v.corners))")
                case .image(let image):
                    lines.append(
                        "\(i) image \(image.depth == nil ? "pixel" : "depth") texels \(image.width)x\(image.height) "
                            + "\(image.filtering) at "
                            + "(\(f(image.origin.x)), \(f(image.origin.y))) size \(f(image.size.x))x\(f(image.size.y)) "
                            + "opacity \(f(image.opacity)) colours \(image.colorCount)")
                case .text(let t):
                    lines.append("\(i) text \(t.fontFamily) labels \(t.labels.count)")
                    for l in t.labels {
                        lines.append(
                            "  \"\(l.text)\" at (\(f(l.position.x)), \(f(l.position.y))) size \(f(l.fontSize)) "
                                + "\(l.horizontal)/\(l.vertical)\(l.rotation != 0 ? " rotated \(f(l.rotation))" : "")"
                                + "\(l.bold ? " bold" : "") \(l.color)")
                    }
                }
            }
        }
        describe(primitives)
        for (k, panel) in panels.enumerated() {
            lines.append(
                "panel \(k) rect \(panel.rect) primitives \(panel.primitives.count)"
                    + (panel.underlayCount > 0 ? " underlay \(panel.underlayCount)" : ""))
            let start = lines.count
            describe(panel.primitives)
            for j in start..<lines.count { lines[j] = "  " + lines[j] }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
