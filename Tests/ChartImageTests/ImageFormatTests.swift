import Foundation
import Testing

@testable import ChartImage

@Suite struct ImageFormatTests {
    @Test(arguments: ["fig.png", "FIG.PNG", "a/b.c/fig.Png", "/tmp/.hidden/x.png"])
    func aPNGNameIsPNGInAnyCase(_ path: String) throws {
        #expect(try ImageFormat(path: path) == .png)
        #expect(try ImageFormat(url: URL(fileURLWithPath: path)) == .png)
    }

    @Test(arguments: [("fig.pdf", ImageFormat.pdf), ("fig.SVG", .svg), ("out/fig.eps", .eps), ("a.b/F.Pdf", .pdf)])
    func theVectorFormatsAreNamedByTheirExtensionsInAnyCase(_ path: String, _ format: ImageFormat) throws {
        #expect(try ImageFormat(path: path) == format)
        #expect(format.isVector && !ImageFormat.png.isVector)
    }

    @Test func aWriterOfOneFormatGivenAnotherFormatsNameSaysWhatToDo() {
        let message = ImageError.wrongFormat(path: "out/fig.pdf", writing: .png, named: .pdf).description
        #expect(
            message
                == "cannot write PNG to 'out/fig.pdf': the name asks for PDF; use write(to:), which writes the format "
                + "the name asks for, or name it 'out/fig.png'")
    }

    @Test(arguments: [("fig.jpg", "jpg"), ("fig.TIFF", "TIFF"), ("out/fig.ps", "ps"), ("fig.png.tmp", "tmp")])
    func anotherExtensionIsRefusedNamingTheFileAndTheFormats(_ path: String, _ ext: String) {
        #expect(throws: ImageError.unsupportedFormat(path: path, fileExtension: ext)) { try ImageFormat(path: path) }
        let message = ImageError.unsupportedFormat(path: path, fileExtension: ext).description
        #expect(message.hasPrefix("cannot write '\(path)': '.\(ext)' is not a format OpenCharts writes"))
        #expect(message.contains("PNG (.png), PDF (.pdf), SVG (.svg), EPS (.eps)"))
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
        #expect(ImageFormat.allCases == [.png, .pdf, .svg, .eps])
        #expect(ImageFormat.png.fileExtension == "png" && ImageFormat.png.name == "PNG")
        #expect(ImageFormat.acceptedList == "PNG (.png), PDF (.pdf), SVG (.svg), EPS (.eps)")
    }
}
