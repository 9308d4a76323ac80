import Foundation
import Testing

@testable import ChartRender

/// The embedded shader sources match `Shaders/`, and every stage passes glslangValidator.
@Suite struct ShaderSourceTests {
    static let repositoryRoot: URL = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while url.path != "/" && !FileManager.default.fileExists(atPath: url.appending(path: "Package.swift").path) {
            url = url.deletingLastPathComponent()
        }
        return url
    }()

    static let shadersFolder = repositoryRoot.appending(path: "Shaders")

    static func shaderFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: shadersFolder.path)
            .filter { $0.hasSuffix(".vert") || $0.hasSuffix(".frag") }
            .sorted()
    }

    @Test func everyShaderFileIsEmbeddedAndCurrent() throws {
        let files = try Self.shaderFiles()
        #expect(
            files.count == 18,
            "expected a .vert and a .frag for mesh, line, point, text, coverage, translucency, resolve, volume, image: \(files)"
        )
        #expect(Set(ShaderSources.all.keys) == Set(files), "embedded stages differ from Shaders/")
        for file in files {
            let text = try String(contentsOf: Self.shadersFolder.appending(path: file), encoding: .utf8)
            #expect(
                ShaderSources.all[file] == text,
                "Sources/ChartRender/Generated/ShaderSources.swift is stale for \(file): run Scripts/embed-shaders.sh")
        }
        // The script is Scripts/embed-shaders.sh.
        #expect(
            Set(ShaderSources.all.keys) == Set(files),
            "embedded shaders \(ShaderSources.all.keys.sorted()) differ from Shaders/ \(files): run the script")
    }

    @Test func everyStageHasAHeaderCommentAndVersion330Core() throws {
        for file in try Self.shaderFiles() {
            let text = try String(contentsOf: Self.shadersFolder.appending(path: file), encoding: .utf8)
            #expect(text.hasPrefix("// \(file) — "), "\(file) must start with a header comment naming itself")
            #expect(text.contains("\n#version 330 core\n"), "\(file) must declare #version 330 core")
        }
    }

    static func glslangValidator() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") + ["/usr/bin", "/usr/local/bin"] {
            let candidate = "\(folder)/glslangValidator"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs glslangValidator on `source` as a `stage` ("vert" or "frag") shader: its exit status
    /// and output.
    static func validate(_ source: Data, stage: String, with validator: String) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: validator)
        process.arguments = ["--stdin", "-S", stage]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try process.run()
        input.fileHandleForWriting.write(source)
        try input.fileHandleForWriting.close()
        let log = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, log)
    }

    /// The `#define`s of every program variant the pipelines can ask for, per program.
    static let variants: [(program: String, defines: [[String]])] = [
        ("point", PointPipeline.Variant.all.map(\.defines)),
        ("line", LinePipeline.allDefines),
        ("mesh", MeshPipeline.allDefines),
        ("coverage", LineCoverageCompositor.allDefines),
        ("resolve", [1, 2, 4, 8].map { ["SAMPLES \($0)"] }),
    ]

    @Test func definesGoRightAfterTheVersionLine() throws {
        let source = "// a.frag — x\n#version 330 core\nvoid main() {}\n"
        #expect(try ShaderProgram.source(source, file: "a.frag", defines: []) == source)
        #expect(
            try ShaderProgram.source(source, file: "a.frag", defines: ["A", "B"])
                == "// a.frag — x\n#version 330 core\n#define A\n#define B\nvoid main() {}\n")
        #expect(throws: RenderError.self) { try ShaderProgram.source("void main() {}", file: "b.frag", defines: ["A"]) }
    }

    @Test func everyVariantPassesGlslangValidator() throws {
        guard let validator = Self.glslangValidator() else {
            Issue.record("glslangValidator not found: install glslang-tools (apt-get install -y glslang-tools)")
            return
        }
        #expect(Self.variants.map(\.defines.count) == [9, 16, 8, 2, 4])
        for (program, variants) in Self.variants {
            for defines in variants {
                for stage in ["vert", "frag"] {
                    let file = "\(program).\(stage)"
                    let source = try ShaderProgram.source(
                        try String(contentsOf: Self.shadersFolder.appending(path: file), encoding: .utf8), file: file,
                        defines: defines)
                    let (status, log) = try Self.validate(Data(source.utf8), stage: stage, with: validator)
                    #expect(status == 0, "glslangValidator rejects \(file) with \(defines):\n\(log)")
                }
            }
        }
    }

    @Test func everyStagePassesGlslangValidator() throws {
        guard let validator = Self.glslangValidator() else {
            Issue.record("glslangValidator not found: install glslang-tools (apt-get install -y glslang-tools)")
            return
        }
        for file in try Self.shaderFiles() {
            let stage = file.hasSuffix(".vert") ? "vert" : "frag"
            let (status, log) = try Self.validate(
                Data(contentsOf: Self.shadersFolder.appending(path: file)), stage: stage, with: validator)
            #expect(status == 0, "glslangValidator rejects \(file):\n\(log)")
        }
    }
}
