// A grid of measurements as a surface and as a map, each in one mark: the SRTM elevation grid of the
// Jacksboro Fault, Tennessee (172 rows north to south × 202 columns west to east, one value every
// 150 m east–west and 185 m north–south), read with NumericGrid.
//
// Writes jacksboro-surface.png (a height-coloured surface, horizontal axes to scale, height
// exaggerated) and jacksboro-map.png (a heat map, north up) into the current folder.
//
// Usage: GridSurface [grid.csv]   (default: the repository's Datasets/jacksboro-dem-grid.csv)
import Foundation
import OpenCharts

let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
let input =
    CommandLine.arguments.dropFirst().first.map { URL(fileURLWithPath: $0) }
    ?? repository.appending(path: "Datasets/jacksboro-dem-grid.csv")

let grid = try NumericGrid(contentsOf: input)
let east = Double(grid.columns - 1) * 0.150  // km
let south = Double(grid.rows - 1) * 0.185  // km
let elevations = grid.values.filter(\.isFinite)
print("read \(grid.rows) × \(grid.columns) elevations, \(elevations.min()!)–\(elevations.max()!) m")

// Row 0 is the northern edge, so rows run southward along z. The box keeps the map's proportions
// (z spans south/east of x's length) and shows the relief about eight times exaggerated.
let depthRatio = south / east
let surface = Chart3D {
    SurfacePlot(x: "East (km)", y: "Elevation (m)", z: "South (km)", grid: grid, xExtent: 0...east, zExtent: 0...south)
}
.chartZScale(domain: 0...south, range: (-0.5 * depthRatio)...(0.5 * depthRatio))
.chartYScale(domain: 200...1100, range: -0.12...0.12)
.chart3DPose(Chart3DPose(azimuth: .degrees(-30), inclination: .degrees(35)))
.chartTitle("Jacksboro Fault, Tennessee (SRTM)")
.frame(width: 680, height: 520)

// The map: y runs up, so the rows are reversed to put north at the top.
let map = Chart {
    HeatMapPlot(
        grid.reversedRows(), x: "East (km)", y: "North (km)", value: "Elevation (m)", xExtent: 0...east,
        yExtent: 0...south)
}
.chartTitle("Jacksboro Fault, elevation")
.frame(width: 560, height: 560)

/// Writes the chart at twice its size to `name` in the current folder.
func write(_ renderer: ImageRenderer<some ChartRepresentable>, to name: String) throws {
    renderer.scale = 2
    try renderer.writePNG(to: URL(fileURLWithPath: name))
    print("wrote \(name)")
}

try write(ImageRenderer(content: surface), to: "jacksboro-surface.png")
try write(ImageRenderer(content: map), to: "jacksboro-map.png")
