import Foundation

/// A series as sound, as Apple's audio graphs play it: time follows x from the first value to the
/// last, pitch follows y on a logarithmic scale from the lowest to the highest value, and gaps
/// (NaN) are silent. One sine tone with a continuous phase (no clicks where the pitch changes) and
/// short fades where the sound starts and stops. Written as 16-bit mono PCM WAV
/// (`wavData`); no audio library is involved. An OpenCharts extension.
public struct AudioGraph: Sendable {
    /// Samples per second.
    public let sampleRate: Int
    /// Length in seconds.
    public let duration: Double
    /// The pitch of the lowest and of the highest value, in hertz.
    public let frequencies: ClosedRange<Double>
    /// The sound, one 16-bit sample per tick.
    public let samples: [Int16]
    /// The (x, y) values played, in order of x.
    public let values: [(x: Double, y: Double)]

    /// Sonifies `values`, sorted by x: `duration` seconds from the smallest x to the largest,
    /// pitch from `frequencies.lowerBound` (smallest finite y) to `frequencies.upperBound`
    /// (largest), geometrically in between.
    public init(
        values: [(x: Double, y: Double)], duration: Double = 4, frequencies: ClosedRange<Double> = 220...880,
        sampleRate: Int = 44_100
    ) {
        let sorted = values.filter { $0.x.isFinite }.sorted { $0.x < $1.x }
        self.values = sorted
        self.duration = duration
        self.frequencies = frequencies
        self.sampleRate = sampleRate
        let count = max(0, Int((duration * Double(sampleRate)).rounded()))
        var out = [Int16](repeating: 0, count: count)
        let ys = sorted.map(\.y).filter(\.isFinite)
        guard let x0 = sorted.first?.x, let x1 = sorted.last?.x, x1 > x0, let lo = ys.min(), let hi = ys.max() else {
            samples = out
            return
        }
        let ratio = frequencies.upperBound / frequencies.lowerBound
        var phase = 0.0
        var amplitude = 0.0
        var segment = 0
        let ramp = 1 / (0.005 * Double(sampleRate))  // 5 ms from silence to full
        for i in 0..<count {
            let t = Double(i) / Double(sampleRate)
            let x = x0 + (x1 - x0) * t / duration
            while segment + 1 < sorted.count - 1, sorted[segment + 1].x <= x { segment += 1 }
            let a = sorted[segment]
            let b = sorted[min(segment + 1, sorted.count - 1)]
            let u = b.x > a.x ? min(max((x - a.x) / (b.x - a.x), 0), 1) : 0
            let y = a.y + (b.y - a.y) * u
            let voiced = y.isFinite
            let frequency = voiced ? frequencies.lowerBound * pow(ratio, hi > lo ? (y - lo) / (hi - lo) : 0.5) : 0
            // The level eases towards its target; the last 5 ms fade out.
            let remaining = Double(count - i) * ramp
            let target = voiced ? min(1, remaining) : 0
            amplitude += max(-ramp, min(ramp, target - amplitude))
            phase += 2 * .pi * frequency / Double(sampleRate)
            if phase > 2 * .pi { phase -= 2 * .pi }
            out[i] = Int16((0.5 * 32767 * amplitude * sin(phase)).rounded())
        }
        samples = out
    }

    /// The pitch the graph plays at `time` seconds, or nil where it is silent (a gap).
    public func frequency(at time: Double) -> Double? {
        let ys = values.map(\.y).filter(\.isFinite)
        guard let x0 = values.first?.x, let x1 = values.last?.x, x1 > x0, let lo = ys.min(), let hi = ys.max()
        else { return nil }
        let x = x0 + (x1 - x0) * time / duration
        guard let j = values.firstIndex(where: { $0.x >= x }) else { return nil }
        let b = values[j]
        let a = j > 0 ? values[j - 1] : b
        let u = b.x > a.x ? (x - a.x) / (b.x - a.x) : 0
        let y = a.y + (b.y - a.y) * u
        guard y.isFinite else { return nil }
        let ratio = frequencies.upperBound / frequencies.lowerBound
        return frequencies.lowerBound * pow(ratio, hi > lo ? (y - lo) / (hi - lo) : 0.5)
    }

    /// The sound as a WAV file: RIFF header, PCM format chunk (1 channel, 16 bits), data chunk.
    public var wavData: Data {
        var d = Data()
        func u32(_ v: UInt32) { withUnsafeBytes(of: v.littleEndian) { d.append(contentsOf: $0) } }
        func u16(_ v: UInt16) { withUnsafeBytes(of: v.littleEndian) { d.append(contentsOf: $0) } }
        let dataBytes = UInt32(samples.count * 2)
        d.append(contentsOf: Array("RIFF".utf8))
        u32(36 + dataBytes)
        d.append(contentsOf: Array("WAVE".utf8))
        d.append(contentsOf: Array("fmt ".utf8))
        u32(16)
        u16(1)  // PCM
        u16(1)  // mono
        u32(UInt32(sampleRate))
        u32(UInt32(sampleRate * 2))  // bytes per second
        u16(2)  // bytes per frame
        u16(16)  // bits per sample
        d.append(contentsOf: Array("data".utf8))
        u32(dataBytes)
        d.reserveCapacity(d.count + samples.count * 2)
        for s in samples { u16(UInt16(bitPattern: s)) }
        return d
    }
}

/// Why a chart could not be sonified.
public enum AudioGraphError: Error, CustomStringConvertible, Equatable {
    /// The chart has no series with numeric values to play (or none with this name).
    case noSeries(String?)

    public var description: String {
        switch self {
        case .noSeries(let name?): "the chart has no series named '\(name)' with numeric values to play"
        case .noSeries(nil): "the chart has no series with numeric values to play"
        }
    }
}

extension Chart {
    /// The audio graph of one series: the series named `series` (a series or category name, or
    /// a function's y label), else the first visible series. Categories on x play in order.
    public func audioGraph(series: String? = nil, duration: Double = 4) throws -> AudioGraph {
        let all = accessibleSeries().filter {
            !$0.hidden && [.line, .area, .bar, .point].contains($0.kind)
        }
        guard let s = series.map({ name in all.first { $0.name == name || $0.yLabel == name } }) ?? all.first
        else { throw AudioGraphError.noSeries(series) }
        let values = s.points.enumerated().compactMap { i, p -> (x: Double, y: Double)? in
            let x: Double
            if case .string = p.x { x = Double(i) } else if let n = p.x?.number { x = n } else { return nil }
            let y0 = p.y?.number ?? .nan
            return (x, p.yEnd.map { (y0 + $0) / 2 } ?? y0)
        }
        guard values.count >= 2 else { throw AudioGraphError.noSeries(series) }
        return AudioGraph(values: values, duration: duration)
    }
}

extension Chart3D {
    /// The audio graph of the first surface along the slice at `z`: its values at evenly spaced
    /// x across the x domain (`samples` of them), pitch following y.
    public func audioGraph(sliceAtZ z: Double, samples: Int = 201, duration: Double = 4) throws -> AudioGraph {
        guard let s = accessibleSeries(surfaceSamples: 2).first(where: { $0.kind == .surface && !$0.hidden }),
            let f = s.surface
        else { throw AudioGraphError.noSeries(nil) }
        let d = accessibleDomains().x
        let n = max(2, samples)
        let values = (0..<n).map { i -> (x: Double, y: Double) in
            let x = d.lowerBound + (d.upperBound - d.lowerBound) * Double(i) / Double(n - 1)
            return (x, f(x, z))
        }
        return AudioGraph(values: values, duration: duration)
    }
}
