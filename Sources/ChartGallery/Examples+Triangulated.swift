import OpenCharts

extension Examples {
    /// The Fiji earthquakes as a surface: each quake's depth (drawn downward) over its longitude and
    /// latitude, joined by the Delaunay triangulation of the epicentres (TriangulatedSurfacePlot,
    /// matplotlib's `plot_trisurf`). The deep quakes trace the Tonga slab sinking westward; the
    /// long triangles across the gaps at the edges (over 3°) are left out.
    public static func quakeSurface() throws -> Chart3D {
        let quakes = try quakeData()
        return Chart3D {
            TriangulatedSurfacePlot(
                x: "Longitude (°E)", y: "Depth (km, downward)", z: "Latitude (°N)",
                points: quakes.map { SIMD3($0.longitude, -$0.depth, $0.latitude) }
            )
            .maximumEdgeLength(3)
        }
        .chartYScale(domain: -700...0)
        .chart3DPose(Chart3DPose(azimuth: .degrees(35), inclination: .degrees(20)))
    }
}
