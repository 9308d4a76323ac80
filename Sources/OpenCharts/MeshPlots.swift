import ChartCore
import ChartData

extension MeshPlot {
    /// The mesh of a file read with ``MeshFile``, its x, y and z titled `x`, `y`, `z` (an OpenCharts
    /// extension):
    ///
    /// ```swift
    /// let brain = try MeshFile(contentsOf: URL(fileURLWithPath: "Datasets/mni152-brain-surface.ply"))
    /// Chart3D {
    ///     MeshPlot(brain, x: "x (mm)", y: "y (mm)", z: "z (mm)")
    ///         .values("Fold depth", brain.vertexScalars["depth"] ?? [])
    /// }
    /// ```
    ///
    /// The file's y is the chart's y (up in the default pose); pass `upAxis: 2` for a file whose
    /// z is up (scans, anatomy, CAD), which puts the file's z on the chart's y and its y on the
    /// chart's z, so the object stands upright.
    public init(
        _ file: MeshFile, x: some StringProtocol, y: some StringProtocol, z: some StringProtocol, upAxis: Int = 1
    ) {
        let vertices = upAxis == 2 ? file.positions.map { SIMD3($0.x, $0.z, $0.y) } : file.positions
        self.init(x: x, y: y, z: z, vertices: vertices, triangles: file.triangles)
    }
}
