import ChartExport
import ChartGallery
import ChartTestSupport
import Foundation
import OpenCharts
import Testing

/// Isosurfaces and slices of volumes in a `Chart3D`: what they lower to, their colours, colour bar,
/// description and errors, a text snapshot of a small chart, the MNI152 volume, and the CLI.
struct VolumeMarkTests {
    /// A sphere's signed distance on a 16³ grid over −1…1.
    static func sphere() throws -> VolumeGrid {
        let axis = VolumeGrid.axis(-1...1, count: 16)
        return try VolumeGrid(x: axis, y: axis, z: axis) { x, y, z in (x * x + y * y + z * z).squareRoot() }
    }

    static func meshes(_ scene: RenderScene) -> [TriangleMesh] {
        scene.primitives.compactMap { p -> TriangleMesh? in
            if case .mesh(let m) = p, m.space == .world { return m }
            return nil
        }
    }

    static func texts(_ scene: RenderScene) -> [String] {
        scene.primitives.flatMap { p -> [String] in
            if case .text(let t) = p { return t.labels.map(\.text) }
            return []
        }
    }

    static var twoSpheres: Chart3D {
        get throws {
            let sphere = try sphere()
            return Chart3D {
                IsosurfacePlot(sphere, x: "x", y: "y", z: "z", value: "Distance", levels: [0.8, 0.4])
                    .levelOpacities([0.3, 1])
            }
            .frame(width: 320, height: 300)
        }
    }

    @Test func eachLevelIsOneLitMeshColouredByItsLevel() throws {
        let scene = try Self.twoSpheres.lowered()
        let meshes = Self.meshes(scene).filter(\.isLit)
        #expect(meshes.count == 2)
        // The outer level is translucent (drawn with order-independent transparency), the inner opaque.
        #expect(meshes[0].isTranslucent && !meshes[1].isTranslucent)
        #expect(abs(meshes[0].colors[0].a - 0.3) < 1e-6)
        // The levels' colours are the ends of viridis (the colour bar spans the levels).
        let viridis = ColorMap.viridis
        #expect(meshes[0].colors[0].withAlpha(multipliedBy: 1 / 0.3).isClose(to: viridis.color(at: 1)))
        #expect(meshes[1].colors[0].isClose(to: viridis.color(at: 0)))
        // The box spans the volume (−1…1 on every axis, the scene's −0.5…0.5): the outer sphere of
        // radius 0.8 reaches about 0.4 from the centre.
        let reach = meshes[0].positions.map { abs($0.x) }.max() ?? 0
        #expect(abs(reach - 0.4) < 0.01)
        // Normals are unit and point outwards (the distance grows outwards).
        for (p, n) in zip(meshes[1].positions, meshes[1].normals) {
            #expect(abs((n * n).sum() - 1) < 1e-4)
            #expect((p * n).sum() > 0)
        }
        #expect(Self.texts(scene).contains("Distance"))
    }

    @Test func oneColourDrawsEveryLevelWithoutAColourBar() throws {
        let sphere = try Self.sphere()
        let chart = Chart3D {
            IsosurfacePlot(sphere, x: "x", y: "y", z: "z", value: "Distance", levels: [0.5, 0.7])
                .foregroundStyle(.red)
        }
        let scene = try chart.frame(width: 300, height: 300).lowered()
        let meshes = Self.meshes(scene).filter(\.isLit)
        #expect(meshes.count == 2 && meshes.allSatisfy { $0.colors == [Color.red.rgba] })
        #expect(!Self.texts(scene).contains("Distance"))
    }

    @Test func theDescriptionListsTheLevels() throws {
        let description = try Self.twoSpheres.accessibilityDescription
        #expect(description.hasPrefix("3D chart of isosurfaces."))
        #expect(description.contains("Isosurfaces of Distance: 0.8 (area 7.98), spanning x −0.794 to 0.794"))
        #expect(description.contains("; 0.4 (area 1.95), spanning x −0.3884 to 0.3884"))
    }

    @Test func badLevelsAndSlicesAreRefusedWhenLowering() throws {
        let sphere = try Self.sphere()
        #expect(throws: VolumeGridError.noLevels(mark: "IsosurfacePlot \"d\"")) {
            try Chart3D { IsosurfacePlot(sphere, x: "x", y: "y", z: "z", value: "d", levels: []) }.lowered()
        }
        #expect(throws: VolumeGridError.nonFiniteLevel(mark: "IsosurfacePlot \"d\"", level: .infinity)) {
            try Chart3D { IsosurfacePlot(sphere, x: "x", y: "y", z: "z", value: "d", levels: [1, .infinity]) }
                .lowered()
        }
        #expect(
            throws: VolumeGridError.sliceOutside(mark: "SlicePlot \"d\"", axis: "y", coordinate: 2, range: -1...1)
        ) {
            try Chart3D { SlicePlot(sphere, x: "x", y: "y", z: "z", value: "d", planes: [.y(2)]) }.lowered()
        }
        let missing = try VolumeGrid(x: [0, 1], y: [0, 1], z: [0, 1], values: [Double](repeating: .nan, count: 8))
        #expect(throws: VolumeGridError.noFiniteValues(mark: "IsosurfacePlot \"d\"")) {
            try Chart3D { IsosurfacePlot(missing, x: "x", y: "y", z: "z", value: "d", levels: [0]) }.lowered()
        }
    }

    @Test func aSliceIsColouredByTheValuesOnIt() throws {
        // f = x + 10 z on 5 × 3 × 4 nodes; the plane y = 0.25 (between nodes) has the same values,
        // since f does not depend on y. Grey levels over the volume's range 0…31.
        let volume = try VolumeGrid(x: [0, 0.25, 0.5, 0.75, 1], y: [0, 0.5, 1], z: [0, 1, 2, 3]) { x, _, z in
            x + 10 * z
        }
        let chart = Chart3D {
            SlicePlot(volume, x: "x", y: "y", z: "z", value: "f", planes: [.y(0.25)])
        }
        .chartForegroundStyleScale(range: .grayscale)
        let scene = try chart.frame(width: 300, height: 300).lowered()
        let mesh = try #require(Self.meshes(scene).first { !$0.isLit })
        // One quad (4 vertices) per node, all at the plane's height.
        #expect(mesh.positions.count == 5 * 4 * 4)
        #expect(Set(mesh.positions.map(\.y)).count == 1)
        let map = Gradient.grayscale.colorMap
        for node in 0..<20 {
            let (i, k) = (node % 5, node / 5)
            let value = Double(i) * 0.25 + 10 * Double(k)
            #expect(mesh.colors[4 * node].isClose(to: map.color(at: Float(value / 31))))
        }
        // The colour bar spans the volume's values, titled with the value's label.
        #expect(Self.texts(scene).contains("f"))
    }

    @Test func missingValuesLeaveTheirQuadsOut() throws {
        let volume = try VolumeGrid(x: [0, 1, 2], y: [0, 1], z: [0, 1]) { x, y, _ in x == 1 && y == 0 ? .nan : x }
        let chart = Chart3D { SlicePlot(volume, x: "x", y: "y", z: "z", value: "f", planes: [.z(0)]) }
        let mesh = try #require(Self.meshes(try chart.frame(width: 300, height: 300).lowered()).first { !$0.isLit })
        #expect(mesh.positions.count == 5 * 4)
    }

    @Test func smallChartSnapshot() throws {
        let axis = VolumeGrid.axis(-1...1, count: 8)
        let volume = try VolumeGrid(x: axis, y: axis, z: axis) { x, y, z in x * x + y * y + z * z }
        let chart = Chart3D {
            IsosurfacePlot(volume, x: "x", y: "y", z: "z", value: "r²", levels: [0.5]).levelOpacities([0.5])
            SlicePlot(volume, x: "x", y: "y", z: "z", value: "r²", planes: [.y(0)])
        }
        .frame(width: 320, height: 300)
        let scene = try chart.lowered()
        if let failure = try TextSnapshot.check(scene.textDescription, named: "volume-marks-3d-scene") {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test func theBrainVolumeIsTheFileUpright() throws {
        let brain = try Examples.brainVolume()
        #expect(brain.x.count == 37 && brain.y.count == 40 && brain.z.count == 46)
        #expect(brain.x.first == -72.5 && brain.x.last == 71.5)
        #expect(brain.y.first == -72.5 && brain.y.last == 83.5)
        #expect(brain.z.first == -107.5 && brain.z.last == 72.5)
        // Line k · 46 + j, column i of the file is the value at (i, k, j): line 1034 (k = 22, j = 22).
        let grid = try NumericGrid(
            contentsOf: GoldenImage.repositoryRoot.appending(path: "Datasets/mni152-t1-4mm-volume.csv"))
        #expect(brain[18, 22, 22] == grid[22 * 46 + 22, 18])
        // The template is cropped to the brain, which touches the crop's faces: padded with a layer
        // of background (0) all round, both surfaces are closed.
        let (nx, ny, nz) = brain.counts
        func padded(_ axis: [Double]) -> [Double] { [axis[0] - 4] + axis + [axis[axis.count - 1] + 4] }
        let pad = try VolumeGrid(x: padded(brain.x), y: padded(brain.y), z: padded(brain.z)) { x, y, z in
            guard let i = brain.x.firstIndex(of: x), let j = brain.y.firstIndex(of: y),
                let k = brain.z.firstIndex(of: z)
            else { return 0 }
            return brain[i, j, k]
        }
        #expect(pad.x.count == nx + 2 && pad.y.count == ny + 2 && pad.z.count == nz + 2)
        for level in [70.0, 200.0] {
            let mesh = MarchingTetrahedra.isosurface(of: pad, level: level)
            #expect(mesh.boundaryEdgeCount == 0, "level \(level)")
            // Higher values inside: the enclosed volume counts negative.
            #expect(mesh.enclosedVolume < 0)
        }
    }

    @Test(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display"))
    func theCommandsDrawAVolumeOfAnotherLayout() throws {
        let dir = FileManager.default.temporaryDirectory.appending(path: "volume-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        // 6 × 5 × 4 nodes, slices of 5 rows: a ball of high values in the middle.
        var lines: [String] = []
        for k in 0..<4 {
            for j in 0..<5 {
                lines.append(
                    (0..<6).map { i in
                        let d = pow(Double(i) - 2.5, 2) + pow(Double(j) - 2, 2) + pow(Double(k) - 1.5, 2)
                        return String(Int(100 * exp(-d / 2)))
                    }.joined(separator: ","))
            }
        }
        let file = dir.appending(path: "ball.csv")
        try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        let out = dir.appending(path: "out.png").path
        let iso = runTool(["isosurface", file.path, "--slicerows", "5", "--levels", "50", "-o", out, "--scale", "1"])
        #expect(iso.status == 0, "\(iso.errors)")
        let slices = runTool(["slices", file.path, "--slicerows", "5", "--y", "1", "-o", out, "--scale", "1"])
        #expect(slices.status == 0, "\(slices.errors)")
        let bad = runTool(["slices", file.path, "--slicerows", "3", "-o", out])
        #expect(bad.status != 0 && bad.errors.contains("not a whole number of slices"), "\(bad.errors)")
        let outside = runTool(["slices", file.path, "--slicerows", "5", "--y", "9", "-o", out])
        #expect(outside.status != 0 && outside.errors.contains("outside the volume"), "\(outside.errors)")
    }
}

extension RGBA {
    fileprivate func isClose(to other: RGBA) -> Bool {
        abs(r - other.r) < 1e-3 && abs(g - other.g) < 1e-3 && abs(b - other.b) < 1e-3 && abs(a - other.a) < 1e-3
    }
}

/// The samples of the Volumes article, line for line (`DocumentationCatalogTests` checks that every
/// line of the article's code is here).
struct VolumeSamples {
    func makeVolumes() throws -> (sphere: VolumeGrid, brain: VolumeGrid) {
        let axis = VolumeGrid.axis(-1...1, count: 64)
        let sphere = try VolumeGrid(x: axis, y: axis, z: axis) { x, y, z in
            (x * x + y * y + z * z).squareRoot() - 0.7
        }

        let grid = try NumericGrid(contentsOf: URL(fileURLWithPath: "Datasets/mni152-t1-4mm-volume.csv"))
        let brain = try VolumeGrid(
            slices: grid, rowsPerSlice: 46, xExtent: -72.5...71.5, yExtent: -107.5...72.5,
            zExtent: -72.5...83.5
        ).swappingYZ()
        return (sphere, brain)
    }

    func isosurfaces(_ brain: VolumeGrid) -> Chart3D {
        Chart3D {
            IsosurfacePlot(
                brain, x: "Left → right (mm)", y: "Inferior → superior (mm)",
                z: "Posterior → anterior (mm)", value: "T1 intensity", levels: [70, 200]
            )
            .levelOpacities([0.3, 1])
        }
        .chartForegroundStyleScale(range: Gradient(colors: [Color(red: 0.95, green: 0.62, blue: 0.5), .blue]))
    }

    func volumeRendering(_ brain: VolumeGrid) -> Chart3D {
        Chart3D {
            VolumePlot(
                brain, x: "Left → right (mm)", y: "Inferior → superior (mm)",
                z: "Posterior → anterior (mm)", value: "T1 intensity"
            )
            .opacity(.points([(90, 0), (160, 0.02), (215, 1)]))
            .density(15)
        }
        .chartForegroundStyleScale(range: .grayscale)
    }

    func slices(_ brain: VolumeGrid) -> Chart3D {
        Chart3D {
            SlicePlot(
                brain, x: "Left → right (mm)", y: "Inferior → superior (mm)",
                z: "Posterior → anterior (mm)", value: "T1 intensity",
                planes: [.x(-0.5), .y(15.5), .z(-19.5)]
            )
        }
        .chartForegroundStyleScale(range: .grayscale)
    }

    /// The article's volumes are the gallery's, and its charts draw what the gallery's do (the
    /// gallery adds the box's proportions and a pose).
    @Test func theArticlesSamplesDrawTheGallerysVolumes() throws {
        // `swift test` runs in the package's folder, where the article's relative path points.
        let (sphere, brain) = try makeVolumes()
        #expect(brain == (try Examples.brainVolume()))
        #expect(sphere.x.count == 64 && sphere.z.count == 64 && sphere[0, 0, 0] > 0)
        let surfaces = VolumeMarkTests.meshes(try isosurfaces(brain).lowered()).filter(\.isLit)
        let gallery = VolumeMarkTests.meshes(try Examples.brainIsosurface().lowered()).filter(\.isLit)
        #expect(surfaces.count == 2 && surfaces[0].isTranslucent && !surfaces[1].isTranslucent)
        #expect(surfaces.map(\.indices) == gallery.map(\.indices))
        let planes = VolumeMarkTests.meshes(try slices(brain).lowered()).filter { !$0.isLit }
        let galleryPlanes = VolumeMarkTests.meshes(try Examples.brainSlices().lowered()).filter { !$0.isLit }
        #expect(planes.count == 3 && planes.map(\.colors) == galleryPlanes.map(\.colors))
        func volumes(_ scene: RenderScene) -> [VolumeBatch] {
            scene.primitives.compactMap { if case .volume(let v) = $0 { v } else { nil } }
        }
        let rendered = volumes(try volumeRendering(brain).lowered())
        let galleryRendered = volumes(try Examples.brainVolumeRendering().lowered())
        #expect(rendered.count == 1 && rendered.map(\.transfer) == galleryRendered.map(\.transfer))
        #expect(rendered.map(\.density) == galleryRendered.map(\.density))
    }
}
