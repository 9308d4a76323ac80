import ChartMath
import Dispatch
import Foundation

/// Counts (and value sums) per cell of a `width` × `height` grid, row 0 at the top.
struct DensityGrid: Sendable, Equatable {
    let width: Int
    let height: Int
    var counts: [UInt32]
    /// The sum of the values per cell, when shading by a value's mean.
    var sums: [Double]?
    /// The window depth of each cell's nearest point (1 where empty), for a 3D plot.
    var depth: [Float]? = nil

    init(width: Int, height: Int, sums: Bool) {
        self.width = width
        self.height = height
        counts = [UInt32](repeating: 0, count: width * height)
        self.sums = sums ? [Double](repeating: 0, count: width * height) : nil
    }

    /// Adds `other` (of the same size) cell by cell.
    mutating func add(_ other: DensityGrid) {
        counts.withUnsafeMutableBufferPointer { c in
            other.counts.withUnsafeBufferPointer { o in
                for i in c.indices { c[i] &+= o[i] }
            }
        }
        if sums != nil, let o = other.sums {
            sums!.withUnsafeMutableBufferPointer { s in
                for i in s.indices { s[i] += o[i] }
            }
        }
        if depth != nil, let o = other.depth {
            depth!.withUnsafeMutableBufferPointer { d in
                for i in d.indices { d[i] = min(d[i], o[i]) }
            }
        }
    }
}

/// Where a value lands on one grid axis: `cell = floor(a · T(v) + b)`, T the scale's transform.
struct DensityAxisMap: Sendable {
    let a: Double
    let b: Double
    let transform: ScaleType?

    /// The map of an axis whose domain `start…end` (scale `type`) spans grid coordinates
    /// `first…last` (fractional cells; `first > last` for a reversed or y axis).
    init(type: ScaleType, start: Double, end: Double, first: Double, last: Double) {
        let linear = type == .linear
        let t0 = linear ? start : type.transform(start)
        let t1 = linear ? end : type.transform(end)
        a = (last - first) / (t1 - t0)
        b = first - a * t0
        transform = linear ? nil : type
    }

    /// The fractional grid coordinate of `v` (NaN where the scale cannot place it).
    @inline(__always) func coordinate(_ v: Double) -> Double {
        if let transform { return a * transform.transform(v) + b }
        return a * v + b
    }
}

/// One chunk's columns, borrowed for the time of a call.
struct DensityChunkView {
    let x: UnsafeBufferPointer<Double>
    let y: UnsafeBufferPointer<Double>
    let values: UnsafeBufferPointer<Double>?
    let starts: [Int]
    /// Whether the first series continues the previous chunk's last (its first sample repeats it).
    var continues = false
    /// The z values of a 3D plot's points (nil in 2D, or a chunk without them).
    var z: UnsafeBufferPointer<Double>? = nil
}

/// Calls `body` with the buffer of `array`, or nil.
private func withOptionalBuffer<R>(_ array: [Double]?, _ body: (UnsafeBufferPointer<Double>?) -> R) -> R {
    guard let array else { return body(nil) }
    return array.withUnsafeBufferPointer { body($0) }
}

extension DensityInput {
    /// Calls `body` with chunk `k` (columns: about ``columnChunk`` points; lines are split at
    /// series starts, and a longer series into pieces that share their end samples).
    func withChunk<R>(_ k: Int, lines: Bool, pieces: [DensityPiece], _ body: (DensityChunkView) -> R) -> R {
        switch self {
        case .columns(let x, let y, let values, _, let z):
            let piece = pieces[k]
            func slice(_ b: UnsafeBufferPointer<Double>?) -> UnsafeBufferPointer<Double>? {
                b.map { UnsafeBufferPointer(rebasing: $0[piece.range]) }
            }
            return withOptionalBuffer(x) { xb in
                withOptionalBuffer(y) { yb in
                    withOptionalBuffer(values) { vb in
                        withOptionalBuffer(z) { zb in
                            body(
                                DensityChunkView(
                                    x: slice(xb)!, y: slice(yb)!, values: slice(vb), starts: piece.starts,
                                    continues: piece.continues, z: slice(zb)))
                        }
                    }
                }
            }
        case .source(let source):
            let chunk = source.chunk(k)
            return withOptionalBuffer(chunk.x) { xb in
                withOptionalBuffer(chunk.y) { yb in
                    withOptionalBuffer(chunk.values) { vb in
                        withOptionalBuffer(chunk.z) { zb in
                            body(
                                DensityChunkView(
                                    x: xb!, y: yb!, values: vb, starts: chunk.lineStarts,
                                    continues: chunk.continuesLine, z: zb))
                        }
                    }
                }
            }
        }
    }

    /// The pieces columns are read in, about `size` samples each (none for a source, which has its
    /// own chunks).
    func pieces(lines: Bool, size: Int = columnChunk) -> [DensityPiece] {
        guard case .columns(let x, _, _, let starts, _) = self else { return [] }
        let n = x.count
        guard lines else {
            return stride(from: 0, to: n, by: size).map { DensityPiece(range: $0..<min($0 + size, n), starts: [0]) }
        }
        var pieces: [DensityPiece] = []
        var pieceStart = 0
        var local: [Int] = []
        var continues = false
        func close(_ end: Int) {
            if end > pieceStart, !local.isEmpty {
                pieces.append(DensityPiece(range: pieceStart..<end, starts: local, continues: continues))
            }
            local = []
            continues = false
        }
        let bounds = starts.filter { $0 < n } + [n]
        for (s, e) in zip(bounds, bounds.dropFirst()) where e > s {
            var begin = s
            while true {
                if local.isEmpty {
                    pieceStart = begin
                } else if begin - pieceStart + 2 > size {
                    close(begin)
                    pieceStart = begin
                }
                local.append(begin - pieceStart)
                let end = min(e, pieceStart + size)
                guard end < e else { break }
                // The series goes on in the next piece, from this piece's last sample.
                close(end)
                continues = true
                begin = end - 1
            }
        }
        close(n)
        return pieces
    }
}

/// A range of the columns read as one chunk, with its series' starts relative to the range.
struct DensityPiece: Sendable {
    let range: Range<Int>
    let starts: [Int]
    /// Whether the piece's first series goes on from the previous piece's last sample.
    var continues = false
}

/// Counting points and line segments into a ``DensityGrid``, over chunks in parallel.
enum DensityAggregation {
    /// The grid of `input` for the axis maps, `width` × `height` cells: each worker counts a share
    /// of the chunks into a grid of its own; the grids are then added.
    static func aggregate(
        _ input: DensityInput, lines: Bool, sums: Bool, width: Int, height: Int, x: DensityAxisMap,
        y: DensityAxisMap, workers requested: Int? = nil, pieceSize: Int = DensityInput.columnChunk
    ) -> DensityGrid {
        let pieces = input.pieces(lines: lines, size: pieceSize)
        let grids = perWorker(
            input, chunks: Array(0..<input.chunkCount(pieces: pieces)), lines: lines, pieces: pieces,
            workers: requested, start: { DensityGrid(width: width, height: height, sums: sums) },
            fold: { view, grid in
                if lines {
                    countLines(view, into: &grid, x: x, y: y)
                } else {
                    countPoints(view, into: &grid, x: x, y: y)
                }
            })
        return sum(grids)
    }

    /// Reads the chunks numbered `chunks` on up to `requested` workers (default: one per core),
    /// each worker folding its share (every `workers`th of them) into a value of its own, made by
    /// `start`; returns the workers' values.
    static func perWorker<T>(
        _ input: DensityInput, chunks: [Int], lines: Bool, pieces: [DensityPiece], workers requested: Int? = nil,
        start: @Sendable () -> T, fold: @Sendable (DensityChunkView, inout T) -> Void
    ) -> [T] {
        let workers = max(1, min(requested ?? ProcessInfo.processInfo.activeProcessorCount, chunks.count))
        let results = WorkerSlots<T>(count: workers)
        DispatchQueue.concurrentPerform(iterations: workers) { w in
            var value = start()
            var k = w
            while k < chunks.count {
                input.withChunk(chunks[k], lines: lines, pieces: pieces) { fold($0, &value) }
                k += workers
            }
            results.set(w, value)
        }
        return results.values
    }

    /// The grids added cell by cell.
    static func sum(_ grids: [DensityGrid]) -> DensityGrid {
        var total = grids[0]
        for grid in grids.dropFirst() { total.add(grid) }
        return total
    }

    /// Counts each point (and adds its value) in the cell it falls in; points outside the grid or
    /// not finite are left out.
    static func countPoints(
        _ view: DensityChunkView, into grid: inout DensityGrid, x: DensityAxisMap, y: DensityAxisMap
    ) {
        let w = grid.width
        let (fw, fh) = (Double(grid.width), Double(grid.height))
        var counts: [UInt32] = []
        var sums: [Double]? = nil
        swap(&counts, &grid.counts)
        swap(&sums, &grid.sums)
        defer {
            swap(&counts, &grid.counts)
            swap(&sums, &grid.sums)
        }
        counts.withUnsafeMutableBufferPointer { counts in
            guard let values = view.values, sums != nil else {
                for i in 0..<view.x.count {
                    let cx = x.coordinate(view.x[i])
                    let cy = y.coordinate(view.y[i])
                    // NaN fails every comparison.
                    guard cx >= 0, cx < fw, cy >= 0, cy < fh else { continue }
                    counts[Int(cy) * w + Int(cx)] &+= 1
                }
                return
            }
            sums!.withUnsafeMutableBufferPointer { sums in
                for i in 0..<view.x.count {
                    let cx = x.coordinate(view.x[i])
                    let cy = y.coordinate(view.y[i])
                    let v = values[i]
                    guard cx >= 0, cx < fw, cy >= 0, cy < fh, v.isFinite else { continue }
                    let cell = Int(cy) * w + Int(cx)
                    counts[cell] &+= 1
                    sums[cell] += v
                }
            }
        }
    }

    /// Counts every cell each segment of each series crosses (Bresenham between the cells of its
    /// clipped ends), once per segment: a cell where one segment ends and the next begins counts
    /// once. A NaN sample breaks its series.
    static func countLines(_ view: DensityChunkView, into grid: inout DensityGrid, x: DensityAxisMap, y: DensityAxisMap)
    {
        let n = view.x.count
        let bounds = view.starts.filter { $0 < n } + [n]
        let box = (w: Double(grid.width), h: Double(grid.height))
        let (width, height) = (grid.width, grid.height)
        grid.counts.withUnsafeMutableBufferPointer { counts in
            for (s, e) in zip(bounds, bounds.dropFirst()) where e - s >= 2 {
                // A series continuing the previous chunk's last one starts in the cell that one
                // ended in, which counted already.
                var previous = (x.coordinate(view.x[s]), y.coordinate(view.y[s]))
                var last = -1
                if s == 0, view.continues, previous.0 >= 0, previous.0 < box.w, previous.1 >= 0, previous.1 < box.h {
                    last = Int(previous.1) * width + Int(previous.0)
                }
                for i in (s + 1)..<e {
                    let p = (x.coordinate(view.x[i]), y.coordinate(view.y[i]))
                    defer { previous = p }
                    guard let (a, b) = clip(previous, p, width: box.w, height: box.h) else {
                        last = -1
                        continue
                    }
                    last = walk(from: a, to: b, width: width, height: height, skipping: last, counts: counts)
                }
            }
        }
    }

    /// Increments the cells from `a`'s to `b`'s (Bresenham: one cell per step along the longer
    /// axis), leaving out the first one when it is `skipping` (the previous segment's last cell);
    /// returns the last cell. Wrapping arithmetic and a running cell index: the loop is the hot
    /// path of line density (measured: overflow checks and the index product cost a third).
    @inline(__always) static func walk(
        from a: (Double, Double), to b: (Double, Double), width: Int, height: Int, skipping: Int,
        counts: UnsafeMutableBufferPointer<UInt32>
    ) -> Int {
        // Clamped: the clipped ends may round onto the far edges.
        let x0 = min(max(Int(a.0), 0), width - 1)
        let y0 = min(max(Int(a.1), 0), height - 1)
        let x1 = min(max(Int(b.0), 0), width - 1)
        let y1 = min(max(Int(b.1), 0), height - 1)
        let (ax, ay) = (abs(x1 &- x0), abs(y1 &- y0))
        let stepX = x1 >= x0 ? 1 : -1
        let stepY = y1 >= y0 ? width : -width
        var cell = y0 &* width &+ x0
        if cell != skipping { counts[cell] &+= 1 }
        let (major, minor, stepMajor, stepMinor) = ax >= ay ? (ax, ay, stepX, stepY) : (ay, ax, stepY, stepX)
        var err = 2 &* minor &- major
        var k = 0
        while k < major {
            if err > 0 {
                cell &+= stepMinor
                err &-= 2 &* major
            }
            err &+= 2 &* minor
            cell &+= stepMajor
            counts[cell] &+= 1
            k &+= 1
        }
        return cell
    }

    /// The part of segment `p`–`q` inside `[0, width) × [0, height)` (Liang–Barsky), or nil when
    /// none is, or an end is not finite.
    static func clip(_ p: (Double, Double), _ q: (Double, Double), width: Double, height: Double) -> (
        (Double, Double), (Double, Double)
    )? {
        guard p.0.isFinite, p.1.isFinite, q.0.isFinite, q.1.isFinite else { return nil }
        // Just inside the far edges, so that floor() stays within the grid.
        let xMax = width.nextDown
        let yMax = height.nextDown
        let d = (q.0 - p.0, q.1 - p.1)
        var t0 = 0.0
        var t1 = 1.0
        // The four edges unrolled (no array per segment: this runs once per segment).
        @inline(__always) func edge(_ pk: Double, _ qk: Double) -> Bool {
            if pk == 0 { return qk >= 0 }
            let r = qk / pk
            if pk < 0 { t0 = max(t0, r) } else { t1 = min(t1, r) }
            return true
        }
        guard edge(-d.0, p.0), edge(d.0, xMax - p.0), edge(-d.1, p.1), edge(d.1, yMax - p.1) else { return nil }
        guard t0 <= t1 else { return nil }
        return ((p.0 + t0 * d.0, p.1 + t0 * d.1), (p.0 + t1 * d.0, p.1 + t1 * d.1))
    }

    /// The finite bounds of the x, y and z values (nil per axis without a finite value; z nil
    /// in 2D), one pass over every chunk, in parallel.
    static func bounds(_ input: DensityInput, lines: Bool) -> [ClosedRange<Double>?] {
        let pieces = input.pieces(lines: lines)
        let chunks = input.chunkCount(pieces: pieces)
        guard chunks > 0 else { return [nil, nil, nil] }
        let all = perWorker(
            input, chunks: Array(0..<chunks), lines: lines, pieces: pieces,
            start: { [(Double, Double)](repeating: (.infinity, -.infinity), count: 3) },
            fold: { view, r in
                for (axis, column) in [view.x, view.y, view.z].enumerated() {
                    for v in column ?? UnsafeBufferPointer(start: nil, count: 0) where v.isFinite {
                        r[axis] = (min(r[axis].0, v), max(r[axis].1, v))
                    }
                }
            })
        return (0..<3).map { axis in
            let lo = all.map { $0[axis].0 }.min()!
            let hi = all.map { $0[axis].1 }.max()!
            return lo <= hi ? lo...hi : nil
        }
    }
}

extension DensityInput {
    /// The number of chunks read: the pieces of columns, or the source's chunks.
    func chunkCount(pieces: [DensityPiece]) -> Int {
        if case .source(let s) = self { return s.chunkCount }
        return pieces.count
    }
}

/// One result per worker of a `concurrentPerform`, each slot written by its worker only.
final class WorkerSlots<T>: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<T?>
    private let count: Int

    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    /// Stores worker `w`'s result (each worker its own slot, so no two threads write one slot).
    func set(_ w: Int, _ value: T) { slots[w] = value }

    /// The results, once every worker has finished.
    var values: [T] { (0..<count).compactMap { slots[$0] } }
}
