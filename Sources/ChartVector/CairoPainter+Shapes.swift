import CCairo
import ChartMath
import ChartScene

extension CairoPainter {
    // MARK: - Meshes

    /// A pixel-space mesh: with a gradient, all its triangles as one path in the gradient; else runs
    /// of consecutive triangles of one colour as one path each (triangles turned to one winding,
    /// so the path is their union under the nonzero rule: no seams where they meet), and runs of
    /// triangles whose vertex colours differ as one Gouraud-shaded mesh pattern each.
    func fill(_ mesh: TriangleMesh) {
        let p = mesh.positions
        let count = mesh.indices.count / 3 * 3
        guard count > 0, !mesh.colors.isEmpty else { return }
        let valid = { (i: UInt32) in Int(i) < p.count && p[Int(i)].x.isFinite && p[Int(i)].y.isFinite }
        if let gradient = mesh.gradient {
            cairo_new_path(context)
            for t in stride(from: 0, to: count, by: 3) where mesh.indices[t..<t + 3].allSatisfy(valid) {
                addTriangle(mesh.indices[t], mesh.indices[t + 1], mesh.indices[t + 2], p)
            }
            setSource(gradient, opacity: mesh.colors[0].a)
            cairo_fill(context)
            return
        }
        var t = 0
        while t < count {
            let (a, b, c) = (mesh.indices[t], mesh.indices[t + 1], mesh.indices[t + 2])
            guard valid(a), valid(b), valid(c) else {
                t += 3
                continue
            }
            if let flat = flatColor(mesh, a, b, c) {
                t = fillRun(mesh, from: t, color: flat, valid: valid)
            } else {
                t = shadeRun(mesh, from: t, valid: valid)
            }
        }
    }

    private func color(_ mesh: TriangleMesh, _ i: UInt32) -> RGBA {
        mesh.colors.count == 1 ? mesh.colors[0] : mesh.colors[min(Int(i), mesh.colors.count - 1)]
    }

    private func flatColor(_ mesh: TriangleMesh, _ a: UInt32, _ b: UInt32, _ c: UInt32) -> RGBA? {
        let first = color(mesh, a)
        return color(mesh, b) == first && color(mesh, c) == first ? first : nil
    }

    /// Fills the triangles from `start` on that share `color`; returns the index after them.
    private func fillRun(
        _ mesh: TriangleMesh, from start: Int, color: RGBA, valid: (UInt32) -> Bool
    ) -> Int {
        let count = mesh.indices.count / 3 * 3
        cairo_new_path(context)
        var t = start
        while t < count {
            let (a, b, c) = (mesh.indices[t], mesh.indices[t + 1], mesh.indices[t + 2])
            if valid(a), valid(b), valid(c) {
                guard flatColor(mesh, a, b, c) == color else { break }
                addTriangle(a, b, c, mesh.positions)
            }
            t += 3
        }
        setSource(color)
        cairo_fill(context)
        return t
    }

    /// Paints the triangles from `start` on whose vertex colours differ as one mesh pattern;
    /// returns the index after them.
    private func shadeRun(_ mesh: TriangleMesh, from start: Int, valid: (UInt32) -> Bool) -> Int {
        let count = mesh.indices.count / 3 * 3
        let pattern = cairo_pattern_create_mesh()
        var t = start
        while t < count {
            let corners = [mesh.indices[t], mesh.indices[t + 1], mesh.indices[t + 2]]
            if corners.allSatisfy(valid) {
                guard flatColor(mesh, corners[0], corners[1], corners[2]) == nil else { break }
                cairo_mesh_pattern_begin_patch(pattern)
                for (n, i) in corners.enumerated() {
                    let v = mesh.positions[Int(i)]
                    if n == 0 {
                        cairo_mesh_pattern_move_to(pattern, Double(v.x), Double(v.y))
                    } else {
                        cairo_mesh_pattern_line_to(pattern, Double(v.x), Double(v.y))
                    }
                }
                for (n, i) in corners.enumerated() {
                    let c = color(mesh, i)
                    cairo_mesh_pattern_set_corner_color_rgba(
                        pattern, UInt32(n), Double(c.r), Double(c.g), Double(c.b), Double(min(max(c.a, 0), 1)))
                }
                cairo_mesh_pattern_end_patch(pattern)
            }
            t += 3
        }
        cairo_set_source(context, pattern)
        cairo_paint(context)
        cairo_pattern_destroy(pattern)
        return t
    }

    /// Adds the triangle as a closed sub-path, counter-clockwise on screen whatever its order.
    private func addTriangle(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ p: [Vec3]) {
        let (pa, pb, pc) = (p[Int(a)], p[Int(b)], p[Int(c)])
        let cross = (pb.x - pa.x) * (pc.y - pa.y) - (pb.y - pa.y) * (pc.x - pa.x)
        guard cross != 0 else { return }
        let ordered = cross > 0 ? [pa, pb, pc] : [pa, pc, pb]
        cairo_move_to(context, Double(ordered[0].x), Double(ordered[0].y))
        cairo_line_to(context, Double(ordered[1].x), Double(ordered[1].y))
        cairo_line_to(context, Double(ordered[2].x), Double(ordered[2].y))
        cairo_close_path(context)
    }

    // MARK: - Paths

    /// A path as one Cairo path under its fill rule, in its colour or gradient.
    func fill(_ path: ScenePath) {
        cairo_new_path(context)
        for contour in path.contours where contour.count >= 3 {
            guard contour.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { continue }
            cairo_move_to(context, Double(contour.first!.x), Double(contour.first!.y))
            for v in contour.dropFirst() { cairo_line_to(context, Double(v.x), Double(v.y)) }
            cairo_close_path(context)
        }
        cairo_set_fill_rule(context, path.rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        if let gradient = path.gradient {
            setSource(gradient, opacity: path.color.a)
        } else {
            setSource(path.color)
        }
        cairo_fill(context)
        cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
    }

    // MARK: - Lines

    /// A pixel-space line batch as one stroked path: its width, round joins and caps (butt caps
    /// on dashes, whose ends the GL renderer cuts square), its dash pattern measured along each
    /// polyline, its colour or gradient.
    func stroke(_ batch: LineBatch) {
        guard batch.width.isFinite, batch.width > 0, batch.vertices.count > 1 else { return }
        cairo_new_path(context)
        for line in batch.polylines where line.count > 1 {
            var open = false
            for v in line {
                guard v.x.isFinite, v.y.isFinite else {
                    open = false
                    continue
                }
                if open {
                    cairo_line_to(context, Double(v.x), Double(v.y))
                } else {
                    cairo_move_to(context, Double(v.x), Double(v.y))
                    open = true
                }
            }
        }
        cairo_set_line_width(context, Double(batch.width))
        cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
        let dash = batch.dash.map(Double.init)
        if !dash.isEmpty, dash.allSatisfy({ $0.isFinite && $0 >= 0 }), dash.contains(where: { $0 > 0 }) {
            cairo_set_line_cap(context, CAIRO_LINE_CAP_BUTT)
            cairo_set_dash(context, dash, Int32(dash.count), 0)
        } else {
            cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
            cairo_set_dash(context, nil, 0, 0)
        }
        if let gradient = batch.gradient {
            setSource(gradient, opacity: batch.color.a)
        } else {
            setSource(batch.color)
        }
        cairo_stroke(context)
        cairo_set_dash(context, nil, 0, 0)
    }

    // MARK: - Points

    /// Pixel-space point symbols: discs (circles, spheres) and squares (squares and the solid
    /// shapes, which pixel space shows face on), each `size` pixels across, with the GL
    /// renderer's darker outline ring. Opaque runs of one colour and size are one path.
    func fill(_ batch: PointBatch) {
        guard !batch.colors.isEmpty, !batch.sizes.isEmpty else { return }
        let round = batch.shape == .circle || batch.shape == .sphere
        var index = 0
        while index < batch.positions.count {
            let color = batch.colors.count == 1 ? batch.colors[0] : batch.colors[min(index, batch.colors.count - 1)]
            var end = index + 1
            if color.a >= 1 && batch.outlineWidth <= 0 {
                while end < batch.positions.count,
                    (batch.colors.count == 1 ? batch.colors[0] : batch.colors[min(end, batch.colors.count - 1)])
                        == color
                {
                    end += 1
                }
            }
            if batch.outlineWidth > 0 {
                let shade = RGBA(color.r * 0.55, color.g * 0.55, color.b * 0.55, color.a)
                addSymbols(batch, index..<end, round: round, inset: 0)
                setSource(shade)
                cairo_fill(context)
            }
            addSymbols(batch, index..<end, round: round, inset: max(batch.outlineWidth, 0))
            setSource(color)
            cairo_fill(context)
            index = end
        }
    }

    private func addSymbols(_ batch: PointBatch, _ range: Range<Int>, round: Bool, inset: Float) {
        cairo_new_path(context)
        for i in range {
            let p = batch.positions[i]
            let size = batch.sizes.count == 1 ? batch.sizes[0] : batch.sizes[min(i, batch.sizes.count - 1)]
            let r = Double(size / 2 - inset)
            guard p.x.isFinite, p.y.isFinite, r > 0 else { continue }
            if round {
                cairo_new_sub_path(context)
                cairo_arc(context, Double(p.x), Double(p.y), r, 0, 2 * Double.pi)
                cairo_close_path(context)
            } else {
                cairo_rectangle(context, Double(p.x) - r, Double(p.y) - r, 2 * r, 2 * r)
            }
        }
    }
}
