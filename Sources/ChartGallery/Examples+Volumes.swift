import OpenCharts

extension Examples {
    /// The MNI ICBM152 T1 brain template as a volume (4 mm voxels, Datasets/README.md), upright
    /// for a `Chart3D`: x left → right, y inferior → superior (the file's z), z posterior →
    /// anterior (the file's y), in MNI millimetres.
    public static func brainVolume() throws -> VolumeGrid {
        try volume(NumericGrid(csv: try dataset("mni152-t1-4mm-volume.csv")))
    }

    /// A volume laid out as the MNI152 file — slices of `rowsPerSlice` rows one below another, the
    /// columns x, the rows of a slice y, the slices z — made upright (its y and z swapped, so the
    /// file's z is the chart's vertical). The extents are the file's x, y, z of its first and last
    /// nodes; by default the MNI152 file's millimetres for a 37 × 46 × 40 file, else node indices.
    public static func volume(
        _ grid: NumericGrid, rowsPerSlice: Int = 46, xExtent: ClosedRange<Double>? = nil,
        yExtent: ClosedRange<Double>? = nil, zExtent: ClosedRange<Double>? = nil
    ) throws -> VolumeGrid {
        let isBrain = grid.columns == 37 && grid.rows == 46 * 40 && rowsPerSlice == 46
        return try VolumeGrid(
            slices: grid, rowsPerSlice: rowsPerSlice, xExtent: xExtent ?? (isBrain ? -72.5...71.5 : nil),
            yExtent: yExtent ?? (isBrain ? -107.5...72.5 : nil), zExtent: zExtent ?? (isBrain ? -72.5...83.5 : nil)
        ).swappingYZ()
    }

    /// The axes' titles of the upright brain volume.
    public static let brainAxes = (
        x: "Left → right (mm)", y: "Inferior → superior (mm)", z: "Posterior → anterior (mm)"
    )

    /// The titles of a volume chart's three axes (x, y vertical, z) and of its values (the colour bar).
    public struct VolumeTitles: Sendable, Equatable {
        public let x: String
        public let y: String
        public let z: String
        public let value: String

        public init(x: String, y: String, z: String, value: String) {
            (self.x, self.y, self.z, self.value) = (x, y, z, value)
        }
    }

    /// The chart's box in the volume's proportions: the longest extent spans the box's unit edge.
    public static func volumeProportions(_ chart: Chart3D, _ volume: VolumeGrid) -> Chart3D {
        let extents = [volume.x, volume.y, volume.z].map { $0[0]...$0[$0.count - 1] }
        let longest = extents.map { $0.upperBound - $0.lowerBound }.max() ?? 1
        let half = extents.map { ($0.upperBound - $0.lowerBound) / longest / 2 }
        return
            chart
            .chartXScale(domain: extents[0], range: -half[0]...half[0])
            .chartYScale(domain: extents[1], range: -half[1]...half[1])
            .chartZScale(domain: extents[2], range: -half[2]...half[2])
    }

    /// Two isosurfaces of the brain template, levels read off its histogram (background 0 for
    /// half the voxels, a thin tail up to about 100, grey matter peaking near 170, white matter near
    /// 215): 70, in the tail between the background and the tissue, is the brain's outer surface,
    /// translucent; 200, in the dip between the grey- and white-matter peaks, is the white matter
    /// inside it, opaque. Another volume (`volume`) is drawn the same way, its axes and values
    /// titled `titles` when given (from a NetCDF file's long names and units, say).
    public static func brainIsosurface(
        _ volume: VolumeGrid? = nil, levels: [Double] = [70, 200], opacities: [Double] = [0.3, 1],
        titles: VolumeTitles? = nil
    ) throws -> Chart3D {
        let v = try volume ?? brainVolume()
        let a = titles ?? VolumeTitles(x: brainAxes.x, y: brainAxes.y, z: brainAxes.z, value: "T1 intensity")
        let chart = Chart3D {
            IsosurfacePlot(v, x: a.x, y: a.y, z: a.z, value: a.value, levels: levels)
                .levelOpacities(opacities)
        }
        return volumeProportions(chart, v)
            .chartForegroundStyleScale(range: Gradient(colors: [Color(red: 0.95, green: 0.62, blue: 0.5), .blue]))
            .chart3DPose(Chart3DPose(azimuth: .degrees(-50), inclination: .degrees(20)))
    }

    /// Three orthogonal slices through the brain template, in grey levels: sagittal (x = −0.5 mm),
    /// axial (15.5 mm above the origin, y) and coronal (z = −19.5 mm, behind the origin); or the
    /// given planes through another volume, titled `titles` when given.
    public static func brainSlices(
        _ volume: VolumeGrid? = nil, planes: [SlicePlane]? = nil, titles: VolumeTitles? = nil
    ) throws -> Chart3D {
        let v = try volume ?? brainVolume()
        let a = titles ?? VolumeTitles(x: brainAxes.x, y: brainAxes.y, z: brainAxes.z, value: "T1 intensity")
        let chart = Chart3D {
            SlicePlot(v, x: a.x, y: a.y, z: a.z, value: a.value, planes: planes ?? [.x(-0.5), .y(15.5), .z(-19.5)])
        }
        return volumeProportions(chart, v)
            .chartForegroundStyleScale(range: .grayscale)
            .chart3DPose(Chart3DPose(azimuth: .degrees(-50), inclination: .degrees(25)))
    }

    /// The brain template rendered as a translucent cloud (direct volume rendering), in grey
    /// levels: the background (0) and the thin tail below about 100 are clear, grey matter
    /// (around 170) faint and white matter (above about 200) dense, so the white matter shows
    /// through the cortex; or another volume with its own ramp, titled `titles` when given.
    public static func brainVolumeRendering(
        _ volume: VolumeGrid? = nil, opacity: VolumeOpacityRamp? = nil, density: Double = 15, steps: Int? = nil,
        titles: VolumeTitles? = nil
    ) throws -> Chart3D {
        let v = try volume ?? brainVolume()
        let a = titles ?? VolumeTitles(x: brainAxes.x, y: brainAxes.y, z: brainAxes.z, value: "T1 intensity")
        let ramp = opacity ?? (volume == nil ? .points([(90, 0), (160, 0.02), (215, 1)]) : .linear)
        var plot = VolumePlot(v, x: a.x, y: a.y, z: a.z, value: a.value).opacity(ramp).density(density)
        if let steps { plot = plot.steps(steps) }
        let chart = Chart3D { plot }
        return volumeProportions(chart, v)
            .chartForegroundStyleScale(range: .grayscale)
            .chart3DPose(Chart3DPose(azimuth: .degrees(-50), inclination: .degrees(20)))
    }

    /// The Maunga Whau volcano as a solid: a volume whose value is the depth below the ground
    /// (metres; 0 in the air), on the 10 m grid and every 4 m of height, rendered so that the
    /// rock near the surface is faint and the deep rock dense, coloured by depth (viridis).
    public static func volcanoVolume() throws -> Chart3D {
        let grid = try NumericGrid(csv: try dataset("volcano-grid.csv")).reversedColumns().reversedRows()
        let x = VolumeGrid.axis(0...600, count: grid.columns)
        let z = VolumeGrid.axis(0...860, count: grid.rows)
        let y = VolumeGrid.axis(90...200, count: 28)
        let solid = try VolumeGrid(x: x, y: y, z: z) { px, py, pz in
            max(grid[Int((pz / 10).rounded()), Int((px / 10).rounded())] - py, 0)
        }
        return Chart3D {
            VolumePlot(solid, x: "East (m)", y: "Height (m)", z: "South (m)", value: "Depth below ground (m)")
                .opacity(.points([(0, 0), (2, 0.15), (60, 1)]))
                .density(12)
        }
        .chartXScale(domain: 0...600)
        .chartYScale(domain: 90...200, range: -0.18...0.18)
        .chartZScale(domain: 0...860)
        .chart3DPose(Chart3DPose(azimuth: .degrees(-35), inclination: .degrees(25)))
    }
}
