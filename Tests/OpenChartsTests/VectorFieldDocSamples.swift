import ChartTestSupport
import Foundation
import OpenCharts
import Testing

/// The samples of the Vector fields article, compiled and lowered here.
struct VectorFieldDocSamples {
    func quiver() -> Chart {
        Chart {
            VectorPlot(x: "x (m)", y: "y (m)", xDomain: -2...2, yDomain: -2...2, count: 20) { x, y in
                let r2 = x * x + y * y
                let g = r2 > 0 ? (1 - exp(-r2)) / r2 : 1  // a Lamb–Oseen vortex
                return (-y * g, x * g)
            }
            .foregroundStyle(by: .magnitude("Speed (m/s)"))
            .vectorKey(0.5, label: "0.5 m/s")
        }
        .chartForegroundStyleScale(range: Gradient(colorMap: .named(.magma).restricted(to: 0...0.85)))
    }

    func quiver3D() -> Chart3D {
        Chart3D {
            VectorPlot(
                x: "x", y: "y", z: "z", xDomain: -1...1, yDomain: -1...1, zDomain: -1...1, count: 7
            ) { x, _, z in
                (-z, 0.4, x)  // a rotation about the vertical axis, climbing
            }
            .foregroundStyle(by: .magnitude("Speed"))
        }
    }

    func streamlines() -> Chart {
        Chart {
            StreamlinePlot(x: "x", y: "y", xDomain: -3...3, yDomain: -1.5...1.5) { x, y in
                let r2 = x * x + y * y
                guard r2 >= 1 else { return (.nan, .nan) }  // inside the cylinder
                return (1 - (x * x - y * y) / (r2 * r2), -2 * x * y / (r2 * r2))
            }
            .foregroundStyle(by: .magnitude("Speed"))
        }
    }

    @Test func samplesLower() throws {
        #expect(!(try quiver().renderScene(scale: 1).primitives.isEmpty))
        #expect(!(try quiver3D().renderScene(scale: 1).primitives.isEmpty))
        #expect(!(try streamlines().renderScene(scale: 1).primitives.isEmpty))
    }
}
