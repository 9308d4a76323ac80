import ChartCore
import ChartImage
import Foundation

extension ChartDataTable {
    /// Writes the table as a UTF-8 CSV file (`csv`), atomically: a failure leaves no partial
    /// file and an existing file at `url` untouched.
    public func writeCSV(to url: URL) throws {
        try AtomicFile.write(Data(csv.utf8), to: url)
    }
}

extension AudioGraph {
    /// Writes the sound as a 16-bit mono WAV file, atomically.
    public func writeWAV(to url: URL) throws {
        try AtomicFile.write(wavData, to: url)
    }
}

extension Chart {
    /// Writes the audio graph of one series (`audioGraph(series:duration:)`) as a WAV file:
    /// time follows x, pitch follows y (220–880 Hz, logarithmic), gaps are silent.
    @discardableResult
    public func audioGraph(to url: URL, series: String? = nil, duration: Double = 4) throws -> AudioGraph {
        let graph = try audioGraph(series: series, duration: duration)
        try graph.writeWAV(to: url)
        return graph
    }
}

extension Chart3D {
    /// Writes the audio graph of the first surface along the slice at `z`
    /// (`audioGraph(sliceAtZ:samples:duration:)`) as a WAV file.
    @discardableResult
    public func audioGraph(to url: URL, sliceAtZ z: Double, duration: Double = 4) throws -> AudioGraph {
        let graph = try audioGraph(sliceAtZ: z, duration: duration)
        try graph.writeWAV(to: url)
        return graph
    }
}
