import ChartTestSupport
import Foundation
import Testing

@testable import ChartGallery

@Suite struct EmbeddedDatasetTests {
    @Test func embeddedDatasetsMatchTheFilesInDatasets() throws {
        #expect(!EmbeddedDatasets.all.isEmpty)
        for (name, text) in EmbeddedDatasets.all {
            let url = GoldenImage.repositoryRoot.appending(path: "Datasets/\(name)")
            let file = try String(contentsOf: url, encoding: .utf8)
            #expect(text == file, "\(name) is stale: run Scripts/embed-datasets.sh")
        }
    }

    @Test func penguinsLoadWithAllThreeMeasurements() throws {
        let penguins = try Examples.penguinData()
        #expect(penguins.count == 342)
        #expect(Set(penguins.map(\.species)) == ["Adelie", "Chinstrap", "Gentoo"])
        #expect(penguins.allSatisfy { $0.mass >= 2700 && $0.mass <= 6300 })
    }
}
