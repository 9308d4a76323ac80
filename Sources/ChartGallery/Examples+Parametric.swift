import Foundation
import OpenCharts

extension Examples {
    /// The trefoil knot (x, y, z) = (sin t + 2 sin 2t, −sin 3t, cos t − 2 cos 2t), a closed space
    /// curve sampled adaptively to half a pixel, around a helix of three turns climbing through it.
    public static func trefoilKnot() -> Chart3D {
        Chart3D {
            LinePlot(x: "x", y: "y", z: "z", t: "t", domain: 0...(2 * .pi)) { t in
                (x: sin(t) + 2 * sin(2 * t), y: -sin(3 * t), z: cos(t) - 2 * cos(2 * t))
            }
            .foregroundStyle(Color(red: 0.80, green: 0.25, blue: 0.15))
            .lineStyle(StrokeStyle(lineWidth: 3))
            LinePlot(x: "x", y: "y", z: "z", t: "t", domain: 0...(6 * .pi)) { t in
                (x: 0.6 * cos(t), y: t / (3 * .pi) - 1, z: 0.6 * sin(t))
            }
            .foregroundStyle(Color(red: 0.15, green: 0.35, blue: 0.75))
        }
        // Equal units on the three axes, so the knot keeps its shape.
        .chartXScale(domain: -3...3, range: -0.5...0.5)
        .chartYScale(domain: -1.5...1.5, range: -0.25...0.25)
        .chartZScale(domain: -3...3, range: -0.5...0.5)
        .chart3DPose(Chart3DPose(azimuth: .degrees(20), inclination: .degrees(35)))
        .frame(width: 520, height: 480)
    }

    /// The figure-8 immersion of a Klein bottle, translucent and coloured by v, so that its sheets
    /// passing through each other read in depth (order-independent transparency).
    public static func translucentKleinBottle() -> Chart3D {
        Chart3D {
            ParametricSurfacePlot(
                x: "x", y: "y", z: "z", uDomain: 0...(2 * .pi), vDomain: 0...(2 * .pi)
            ) { u, v in
                let r = 2.0
                let w = r + cos(u / 2) * sin(v) - sin(u / 2) * sin(2 * v)
                return (x: w * cos(u), y: sin(u / 2) * sin(v) + cos(u / 2) * sin(2 * v), z: w * sin(u))
            }
            .colored(by: .v)
            .opacity(0.55)
        }
        .chartForegroundStyleScale(range: Gradient(colorMap: .named(.twilight)))
        // Equal units on the three axes, so the bottle keeps its shape.
        .chartXScale(domain: -3.2...3.2, range: -0.5...0.5)
        .chartYScale(domain: -1.6...1.6, range: -0.25...0.25)
        .chartZScale(domain: -3.2...3.2, range: -0.5...0.5)
        .chart3DPose(Chart3DPose(azimuth: .degrees(30), inclination: .degrees(35)))
        .frame(width: 520, height: 480)
    }
}
