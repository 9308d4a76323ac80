// A 3D point cloud from a CSV file, as analysis code writes it: read the table with CSVTable, keep
// the rows with every measurement, and plot one PointMark per penguin, coloured by species.
//
// Usage: PointCloudFromCSV [penguins.csv] [output folder]
// The defaults are the repository's Datasets/penguins.csv and the current folder.
import Foundation
import OpenCharts

struct Penguin: Identifiable {
    let id: Int
    let species: String
    let billLength: Double
    let billDepth: Double
    let flipperLength: Double
}

/// The penguins with all three measurements; rows with an empty field are left out.
func readPenguins(from url: URL) throws -> [Penguin] {
    let table = try CSVTable(contentsOf: url)
    let species = try table.strings("species")
    let billLength = try table.numbers("bill_length_mm")
    let billDepth = try table.numbers("bill_depth_mm")
    let flipper = try table.numbers("flipper_length_mm")
    return (0..<table.rowCount).compactMap { row in
        guard let s = species[row], let l = billLength[row], let d = billDepth[row], let f = flipper[row] else {
            return nil
        }
        return Penguin(id: row, species: s, billLength: l, billDepth: d, flipperLength: f)
    }
}

let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
let arguments = CommandLine.arguments.dropFirst()
let input = arguments.first.map { URL(fileURLWithPath: $0) } ?? repository.appending(path: "Datasets/penguins.csv")
let folder = URL(fileURLWithPath: arguments.dropFirst().first ?? ".", isDirectory: true)

let penguins = try readPenguins(from: input)
let chart = Chart3D(penguins) { penguin in
    PointMark(
        x: .value("Bill length (mm)", penguin.billLength),
        y: .value("Bill depth (mm)", penguin.billDepth),
        z: .value("Flipper length (mm)", penguin.flipperLength)
    )
    .foregroundStyle(by: .value("Species", penguin.species))
}
.chart3DPose(Chart3DPose(azimuth: .degrees(30), inclination: .degrees(15)))
.frame(width: 640, height: 520)

let renderer = ImageRenderer(content: chart)
renderer.scale = 2
let output = folder.appending(path: "penguin-bills.png")
try renderer.writePNG(to: output)
print("wrote \(output.path): \(penguins.count) penguins of \(Set(penguins.map(\.species)).count) species")
