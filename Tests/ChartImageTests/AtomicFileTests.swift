import Foundation
import Testing

@testable import ChartImage

@Suite struct AtomicFileTests {
    @Test func writeCreatesAndThenReplacesAFile() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("out.bin")
        try AtomicFile.write(Data("first".utf8), to: url)
        #expect(try Data(contentsOf: url) == Data("first".utf8))
        try AtomicFile.write(Data("second, longer".utf8), to: url)
        #expect(try Data(contentsOf: url) == Data("second, longer".utf8))
        try AtomicFile.write(Data(), to: url)
        #expect(try Data(contentsOf: url).isEmpty)
        #expect(try folder.contents() == ["out.bin"], "no temporary files are left behind")
    }

    @Test func replacingKeepsThePermissionBits() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("script.sh")
        try Data("old".utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: url.path)
        try AtomicFile.write(Data("new".utf8), to: url)
        let mode = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
        #expect(mode == 0o640)
    }

    @Test func missingFolderIsReportedAndNothingIsCreated() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("no/such/dir/out.png")
        #expect(throws: ImageError.directoryNotFound(path: url.path)) {
            try AtomicFile.write(Data("x".utf8), to: url)
        }
        #expect(try folder.contents().isEmpty)
        #expect(ImageError.directoryNotFound(path: url.path).description.contains("does not exist"))
    }

    @Test func targetThatIsADirectoryIsLeftAlone() throws {
        let folder = try TemporaryFolder()
        let target = folder.url.appendingPathComponent("figure.png")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        try Data("keep".utf8).write(to: target.appendingPathComponent("inside.txt"))
        #expect(throws: ImageError.isDirectory(path: target.path)) {
            try AtomicFile.write(Data("x".utf8), to: target)
        }
        #expect(try folder.contents() == ["figure.png"])
        #expect(try Data(contentsOf: target.appendingPathComponent("inside.txt")) == Data("keep".utf8))
    }

    // root ignores permission bits, so this case only means something for other users.
    @Test(.enabled(if: geteuid() != 0, "running as root: permission bits are not enforced"))
    func readOnlyFolderKeepsTheOldFile() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("out.png")
        try Data("old".utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.url.path)
        #expect(throws: ImageError.notWritable(path: url.path)) {
            try AtomicFile.write(Data("new".utf8), to: url)
        }
        #expect(try Data(contentsOf: url) == Data("old".utf8))
        #expect(try folder.contents() == ["out.png"])
    }

    @Test func failedPNGWriteLeavesTheOldFileIntact() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("chart.png")
        try Data("old".utf8).write(to: url)
        // An empty image fails while encoding, before anything touches the disk.
        #expect(throws: ImageError.self) { try PNGCodec.write(RGBAImage(width: 0, height: 0), to: url) }
        #expect(try Data(contentsOf: url) == Data("old".utf8))
        #expect(try folder.contents() == ["chart.png"])
    }
}
