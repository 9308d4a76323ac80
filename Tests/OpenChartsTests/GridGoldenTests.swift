import ChartExport
import ChartGallery
import ChartTestSupport
import Foundation
import OpenCharts
import Testing

/// Golden images of grids on real data (the volcano, the brain template), drawn with the grid
/// plots as LoadingData.md writes them, and missing values as holes.
@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct GridGoldenTests {
    static func dataset(_ name: String) throws -> NumericGrid {
        try NumericGrid(contentsOf: GoldenImage.repositoryRoot.appending(path: "Datasets/\(name)"))
    }

    /// The volcano with every height below 110 m missing: the lower flanks become holes.
    static func volcanoAbove110() throws -> NumericGrid {
        let volcano = try dataset("volcano-grid.csv")
        return try NumericGrid(
            rows: volcano.rows, columns: volcano.columns, values: volcano.values.map { $0 < 110 ? .nan : $0 })
    }

    func check(_ chart: some ChartRepresentable, _ name: String) throws {
        let image: RGBAImage
        if let c = chart as? Chart {
            image = try ImageRenderer(content: c).renderImage()
        } else {
            image = try ImageRenderer(content: try #require(chart as? Chart3D)).renderImage()
        }
        let result = try GoldenImage.check(image, named: name)
        if case .skipped(let reason) = result { print(reason) }
    }

    @Test func volcanoHeatMapNorthUp() throws {
        try check(LoadingDataSamples().volcanoMap(try Self.dataset("volcano-grid.csv")), "heat-map-volcano-north-up")
    }

    /// The volcano read from NetCDF: axes and colour bar titled from the file's long names and
    /// units, placed at its coordinate variables.
    @Test func volcanoHeatMapFromNetCDF() throws {
        let path = GoldenImage.repositoryRoot.appending(path: "Datasets/volcano.nc").path
        try check(LoadingDataSamples().volcanoFromNetCDF(path), "heat-map-volcano-from-netcdf")
    }

    @Test func volcanoHeatMapWithMissingValues() throws {
        let heights = try Self.volcanoAbove110().reversedColumns()
        let chart = Chart {
            HeatMapPlot(
                heights, x: "East (m)", y: "North (m)", value: "Height (m)",
                xExtent: 0...600, yExtent: 0...860)
        }
        .chartTitle("Maunga Whau above 110 m")
        .frame(width: 490, height: 560)
        try check(chart, "heat-map-volcano-missing-below-110-m")
    }

    @Test func volcanoSurfaceWithMissingValuesInGrey() throws {
        let heights = try Self.volcanoAbove110().reversedColumns().reversedRows()
        let chart = Chart3D {
            SurfacePlot(
                x: "East (m)", y: "Height (m)", z: "South (m)",
                grid: heights, xExtent: 0...600, zExtent: 0...860
            )
            .foregroundStyle(.heightBased(.grayscale))
        }
        .chartXScale(domain: 0...600, range: -0.35...0.35)
        .chartZScale(domain: 0...860, range: -0.5...0.5)
        .chartYScale(domain: 100...200, range: -0.2...0.2)
        try check(chart, "surface-grid-volcano-missing-below-110-m-grey")
    }

    /// The volcano with its grid lines every fourth column and row over the surface, beside its
    /// wireframe alone (the article's samples).
    @Test func volcanoSurfaceWireframe() throws {
        let volcano = try Self.dataset("volcano-grid.csv")
        try check(DocumentationSamples().wireframes(volcano).over, "surface-grid-volcano-wireframe")
        try check(DocumentationSamples().wireframes(volcano).alone, "surface-grid-volcano-wireframe-alone")
    }

    /// The article's surface and brain slice are the gallery's examples, whose goldens it shows.
    @Test func theArticlesChartsAreTheGallerysExamples() throws {
        let samples = LoadingDataSamples()
        let volcano = try Self.dataset("volcano-grid.csv")
        #expect(try samples.volcanoSurface(volcano).lowered() == Examples.volcano().lowered())
        let brain = try samples.brainSlice(try Self.dataset("mni152-t1-4mm-volume.csv"))
        #expect(try brain.lowered() == Examples.brain().lowered())
    }
}
