import Foundation
import Testing

@testable import ChartImage

@Suite struct ImageFormatTests {
    @Test(arguments: ["fig.png", "FIG.PNG", "a/b.c/fig.Png", "/tmp/.hidden/x.png"])
    func aPNGNameIsPNGInAnyCase(_ path: String) throws {
        #expect(try ImageFormat(path: path) == .png)
        #expect(try ImageFormat(url: URL(fileURLWithPath: path)) == .png)
    }

    @Test(arguments: [("fig.pdf", "pdf"), ("fig.SVG", "SVG"), ("out/fig.eps", "eps"), ("fig.png.tmp", "tmp")])
    func anotherExtensionIsRefusedNamingTheFileAndTheFormats(_ path: String, _ ext: String) {
        #expect(throws: ImageError.unsupportedFormat(path: path, fileExtension: ext)) { try ImageFormat(path: path) }
        let message = ImageError.unsupportedFormat(path: path, fileExtension: ext).description
        #expect(message.hasPrefix("cannot write '\(path)': '.\(ext)' is not a format OpenCharts writes"))
        #expect(message.contains("PNG (.png)"))
        #expect(message.hasSuffix("name it '\(path.dropLast(ext.count + 1)).png'"), "\(message)")
    }

    @Test(arguments: ["fig", "dir.d/fig", "fig.", ".png"])
    func aNameWithoutAnExtensionIsRefused(_ path: String) {
        #expect(throws: ImageError.unsupportedFormat(path: path, fileExtension: "")) { try ImageFormat(path: path) }
        let message = ImageError.unsupportedFormat(path: path, fileExtension: "").description
        #expect(message.contains("the file name has no extension"), "\(message)")
        #expect(!message.contains("\n"))
    }

    @Test func theFormatsWrittenAreListedWithTheirExtensions() {
        #expect(ImageFormat.allCases == [.png])
        #expect(ImageFormat.png.fileExtension == "png" && ImageFormat.png.name == "PNG")
        #expect(ImageFormat.acceptedList == "PNG (.png)")
    }
}
