// The README's "first chart in ten lines", as a user's program: writes cosine.png into the folder given
// as the first argument (default: the current folder).
import Foundation
import OpenCharts

let folder = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? ".", isDirectory: true)

let chart = Chart {
    LinePlot(x: "Angle", y: "Amplitude", domain: -2 * .pi...2 * .pi) { cos($0) }
}
.chartYScale(domain: -1.2...1.2)

let renderer = ImageRenderer(content: chart)
renderer.scale = 2
try renderer.writePNG(to: folder.appending(path: "cosine.png"))
print("wrote \(folder.appending(path: "cosine.png").path)")
