import OpenCharts

extension CommandLineTool {
    static let infoCommand = Subcommand(
        name: "info", usage: ["info FILE.nc|FILE.h5"],
        summary: "list the variables of a NetCDF file or the datasets of an HDF5 file",
        details: """
            Prints one line per variable (NetCDF: the root group's by name, other groups' by path,
            /group/name) or dataset (HDF5, by path): its name, type, dimensions with their lengths (an
            HDF5 dimension named after its dimension scale), units and long name. Give one of them to
            surface, heatmap or contour (two dimensions) or to isosurface or slices (three) with --var NAME.
            """,
        options: [OptionCatalog.help],
        examples: ["info Datasets/volcano.nc", "info Datasets/volcano.h5"], build: nil)

    /// `opencharts info FILE`: the file's variables, one per line, in columns.
    func info(_ rest: [String]) throws {
        let a = try Arguments(rest, command: "info", options: Self.infoCommand.options)
        if a.has("--help") { return standardOutput(Self.infoCommand.help) }
        let path = try a.single("FILE")
        let variables: [ScientificVariable]
        let format: ScientificFileFormat
        do {
            format = try ScientificFile.format(of: path)
            variables = try ScientificFile.variables(at: path, format: format)
        } catch {
            throw ScientificInput.cliError(error)
        }
        let noun = format == .hdf5 ? "dataset" : "variable"
        standardOutput("\(path) (\(format.rawValue)): \(variables.count) \(noun)\(variables.count == 1 ? "" : "s")")
        let rows = variables.map { v -> [String] in
            let dims = zip(v.dimensions, v.shape).map { "\($0) = \($1)" }.joined(separator: ", ")
            return [v.name, v.type, "(\(dims))", v.units ?? "", v.longName ?? ""]
        }
        let widths = (0..<5).map { c in rows.map { $0[c].count }.max() ?? 0 }
        for row in rows {
            let line = (0..<5).map { c in
                c == 4 ? row[c] : row[c].padding(toLength: widths[c], withPad: " ", startingAt: 0)
            }
            standardOutput("  " + line.joined(separator: "  ").trimmingCharacters(in: .whitespaces))
        }
    }
}
