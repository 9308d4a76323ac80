import ChartMath
import ChartScene
import Foundation

/// The recipe of a ``VolumePlot``: the volume on an evenly spaced grid and how it is drawn.
struct VolumePlotSpec: ChartMark {
    var labels: [String]
    var valueLabel: String
    /// The volume, resampled onto evenly spaced nodes where its spacing is not even.
    var volume: VolumeGrid
    var valueRange: ClosedRange<Double>?
    var ramp = VolumeOpacityRamp.linear
    var density = 8.0
    var steps: Int
    /// The number of transfer-function entries sampled from the colour scale and the ramp.
    static let transferCount = 256

    init(volume: VolumeGrid, labels: [String], valueLabel: String) {
        self.labels = labels
        self.valueLabel = valueLabel
        self.volume = Self.evenlySpaced(volume)
        valueRange = volume.valueRange
        let (nx, ny, nz) = volume.counts
        let diagonal = Double(nx * nx + ny * ny + nz * nz).squareRoot()
        steps = min(max(Int(2 * diagonal), 64), 1024)
    }

    var markName: String { WarningLog.name("VolumePlot", valueLabel) }

    /// `volume` itself when every axis is evenly spaced (to 1e-6 of its span), else its values
    /// interpolated trilinearly at as many evenly spaced nodes per axis.
    static func evenlySpaced(_ volume: VolumeGrid) -> VolumeGrid {
        func even(_ axis: [Double]) -> Bool {
            let step = (axis[axis.count - 1] - axis[0]) / Double(axis.count - 1)
            return axis.indices.allSatisfy {
                abs(axis[$0] - (axis[0] + step * Double($0))) <= 1e-6 * step * Double(axis.count)
            }
        }
        guard !(even(volume.x) && even(volume.y) && even(volume.z)) else { return volume }
        let axes = [volume.x, volume.y, volume.z].map { VolumeGrid.axis($0[0]...$0[$0.count - 1], count: $0.count) }
        var values: [Double] = []
        values.reserveCapacity(volume.values.count)
        for z in axes[2] {
            for y in axes[1] {
                for x in axes[0] { values.append(volume.value(atX: x, y: y, z: z)) }
            }
        }
        return VolumeGrid(unchecked: axes[0], axes[1], axes[2], values)
    }

    /// A volume has no 2D form: a `Chart` refuses it.
    func addValues(to domains: inout MarkDomains) throws {
        throw ChartError.notTwoDimensional(mark: "VolumePlot")
    }

    func primitives(in context: MarkContext2D) -> [ScenePrimitive] { [] }

    /// The volume's extents on x, y and z; its range of values on the colour scale.
    func addValues(to domains: inout MarkDomains3D) throws {
        guard let valueRange else { throw VolumeGridError.noFiniteValues(mark: markName) }
        if let bad = ramp.badPoint {
            throw VolumeGridError.invalidOpacityPoint(mark: markName, value: bad.value, opacity: bad.opacity)
        }
        guard density.isFinite, density >= 0 else {
            throw VolumeGridError.invalidDensity(mark: markName, density: density)
        }
        guard steps >= 1 else { throw VolumeGridError.invalidSteps(mark: markName, steps: steps) }
        for (axis, nodes) in [volume.x, volume.y, volume.z].enumerated() {
            domains.add(PlottableValue.value(labels[axis], nodes[0]).erased, axis: axis)
            domains.add(PlottableValue.value(labels[axis], nodes[nodes.count - 1]).erased, axis: axis)
        }
        domains.colorValues += [valueRange.lowerBound, valueRange.upperBound].map {
            PlottableValue.value(valueLabel, $0).erased
        }
    }

    /// One ``ChartScene/VolumeBatch``: the box between the scene positions of the volume's end
    /// nodes (an axis running backwards in the scene flips the samples along it), the values
    /// normalised over their range, and the transfer function from the colour scale and the ramp
    /// (times the mark's opacity).
    func primitives(in context: MarkContext3D) -> [ScenePrimitive] {
        guard let range = valueRange else { return [] }
        let ends = [volume.x, volume.y, volume.z].enumerated().map { axis, nodes -> (Float, Float) in
            let v = [nodes[0], nodes[nodes.count - 1]].map { PlottableValue.value(labels[axis], $0) }
            switch axis {
            case 0: return (context.sceneX(v[0]), context.sceneX(v[1]))
            case 1: return (context.sceneY(v[0]), context.sceneY(v[1]))
            default: return (context.sceneZ(v[0]), context.sceneZ(v[1]))
            }
        }
        guard ends.allSatisfy({ $0.0.isFinite && $0.1.isFinite && $0.0 != $0.1 }) else {
            context.noteSkipped(volume.values.count)
            return []
        }
        let flips = ends.map { $0.1 < $0.0 }
        let origin = Vec3(min(ends[0].0, ends[0].1), min(ends[1].0, ends[1].1), min(ends[2].0, ends[2].1))
        let size = Vec3(abs(ends[0].1 - ends[0].0), abs(ends[1].1 - ends[1].0), abs(ends[2].1 - ends[2].0))
        let span = range.upperBound - range.lowerBound
        let (nx, ny, nz) = volume.counts
        var values = [Float](repeating: .nan, count: volume.values.count)
        for k in 0..<nz {
            for j in 0..<ny {
                for i in 0..<nx {
                    let v = volume[flips[0] ? nx - 1 - i : i, flips[1] ? ny - 1 - j : j, flips[2] ? nz - 1 - k : k]
                    guard v.isFinite else { continue }
                    values[i + nx * (j + ny * k)] = span > 0 ? Float((v - range.lowerBound) / span) : 0.5
                }
            }
        }
        let transfer = transferFunction(range: range, context: context)
        let batch = VolumeBatch(
            origin: origin, size: size, counts: volume.counts, values: values, transfer: transfer,
            density: Float(density), steps: steps)
        return [.volume(batch)]
    }

    /// The colour scale's colour and the ramp's opacity (times the mark's) at evenly spaced values.
    func transferFunction(range: ClosedRange<Double>, context: MarkContext3D) -> [RGBA] {
        let n = Self.transferCount
        return (0..<n).map { i in
            let value = range.lowerBound + (range.upperBound - range.lowerBound) * Double(i) / Double(n - 1)
            let color = context.continuousColor(valueLabel, value) ?? context.color
            let opacity = ramp.opacity(at: value, range: range) * context.opacity
            return RGBA(color.r, color.g, color.b, Float(min(max(opacity, 0), 1)))
        }
    }

    /// A filled square in the legend.
    var legendSample: MarkLegendSample { .square }

    /// "46×55×46 nodes, values 0 to 231, spanning Left → right −90 to 90 mm, …".
    var accessibleSummary: MarkAccessibleSummary? {
        guard let range = valueRange else { return nil }
        let (nx, ny, nz) = volume.counts
        let span = range.upperBound - range.lowerBound
        var item =
            "\(nx)×\(ny)×\(nz) nodes, values \(DescriptionWriter.number(range.lowerBound, span: span)) "
            + "to \(DescriptionWriter.number(range.upperBound, span: span))"
        let corners = [
            [volume.x[0], volume.y[0], volume.z[0]], [volume.x[nx - 1], volume.y[ny - 1], volume.z[nz - 1]],
        ]
        if let extents = DescriptionWriter.extents(labels, corners) { item += ", spanning \(extents)" }
        return MarkAccessibleSummary(kind: "volume renderings", of: valueLabel, item: item)
    }

    /// The volume reads as one point, its centre, named by its value's range
    /// ("T1 intensity volume, 0 to 231").
    var accessibleValues: MarkAccessibleValues? {
        guard let range = valueRange else { return nil }
        let centre = [volume.x, volume.y, volume.z].map { ($0[0] + $0[$0.count - 1]) / 2 }
        let name =
            "\(valueLabel) volume, \(String(format: "%g", range.lowerBound)) to \(String(format: "%g", range.upperBound))"
        return MarkAccessibleValues(
            role: .point, name: name, xLabel: labels[0], yLabel: labels[1], x: centre[0], y: centre[1],
            zLabel: labels[2], z: centre[2])
    }
}
