import ChartMath
import Foundation

/// `marching N`: the isosurface f = 0 of the gyroid f = sin x cos y + sin y cos z + sin z cos x
/// sampled on an N³ grid over [0, 4π]³ (`linspace(0, 4π, N)` on each axis, as
/// Benchmarks/pyvista_contour.py samples it), extracted by `MarchingTetrahedra.isosurface` on one
/// core. The field is sampled once (timed apart); the extraction is the median of `runs` runs after
/// `warmup` warm-up runs. Prints the triangle and vertex counts and the area, which PyVista's
/// `contour` on the same field should match closely (its marching cubes makes fewer triangles).
struct MarchingBenchmark {
    var n: Int
    var runs = 5
    var warmup = 1

    func run() throws -> JSONLine {
        let axis = linspace(0, 4 * Double.pi, n)
        let field = try timed {
            try VolumeGrid(x: axis, y: axis, z: axis) { x, y, z in
                sin(x) * cos(y) + sin(y) * cos(z) + sin(z) * cos(x)
            }
        }
        var mesh = MarchingTetrahedra.isosurface(of: field.value, level: 0)
        for _ in 1..<max(warmup, 1) { mesh = MarchingTetrahedra.isosurface(of: field.value, level: 0) }
        var seconds: [Double] = []
        for _ in 0..<runs {
            let run = timed { MarchingTetrahedra.isosurface(of: field.value, level: 0) }
            seconds.append(run.seconds)
            mesh = run.value
        }
        let cells = Double((n - 1) * (n - 1) * (n - 1))
        var line = JSONLine()
        line.add("n", n)
        line.add("seconds_field", field.seconds)
        line.add("seconds", median(seconds))
        line.add("seconds_min", seconds.min() ?? 0)
        line.add("cells_per_second", cells / median(seconds))
        line.add("triangles", mesh.triangleCount)
        line.add("vertices", mesh.positions.count)
        line.add("area", mesh.area)
        line.add("runs", runs)
        return line
    }
}
