import Foundation
import OpenCharts

extension Examples {
    /// Uniform flow at speed 1 past a cylinder of radius 1 (potential flow: u = 1 − (x² − y²)/r⁴,
    /// v = −2xy/r⁴ outside the cylinder): evenly spaced streamlines coloured by speed, which is 2 at
    /// the cylinder's top and bottom and 0 at its front and back stagnation points.
    public static func cylinderStreamlines() -> Chart {
        Chart {
            StreamlinePlot(x: "x", y: "y", xDomain: -3...3, yDomain: -1.5...1.5) { x, y in
                let r2 = x * x + y * y
                guard r2 >= 1 else { return (.nan, .nan) }
                return (1 - (x * x - y * y) / (r2 * r2), -2 * x * y / (r2 * r2))
            }
            .foregroundStyle(by: .magnitude("Speed"))
            LinePlot(x: "x", y: "y", t: "θ", domain: 0...(2 * .pi)) { t in (cos(t), sin(t)) }
                .foregroundStyle(Color(red: 0.2, green: 0.2, blue: 0.25))
        }
        .chartForegroundStyleScale(range: Gradient(colorMap: .named(.viridis)))
        .frame(width: 700, height: 356)
    }

    /// A Lamb–Oseen vortex, speed (1 − e^(−r²))/r, fastest at r ≈ 1.12: a 20 × 20 quiver coloured
    /// by speed through magma, with a key arrow.
    public static func vortexQuiver() -> Chart {
        Chart {
            VectorPlot(x: "x (m)", y: "y (m)", xDomain: -2...2, yDomain: -2...2, count: 20) { x, y in
                let r2 = x * x + y * y
                let g = r2 > 0 ? (1 - exp(-r2)) / r2 : 1
                return (-y * g, x * g)
            }
            .foregroundStyle(by: .magnitude("Speed (m/s)"))
            .vectorKey(0.5, label: "0.5 m/s")
        }
        .chartForegroundStyleScale(range: Gradient(colorMap: .named(.magma).restricted(to: 0...0.85)))
        .frame(width: 560, height: 480)
    }

    /// A helical field (u, v, w) = (−z, 0.4, x) — a rotation about the vertical axis with a steady
    /// climb — as 7 × 7 × 7 arrows with cone heads in the axes box, coloured by speed.
    public static func helixQuiver() -> Chart3D {
        Chart3D {
            VectorPlot(
                x: "x", y: "y", z: "z", xDomain: -1...1, yDomain: -1...1, zDomain: -1...1, count: 7
            ) { x, _, z in (-z, 0.4, x) }
            .foregroundStyle(by: .magnitude("Speed"))
        }
        .frame(width: 560, height: 480)
    }
}
