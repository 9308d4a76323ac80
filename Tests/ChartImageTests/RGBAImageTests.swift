import Testing

@testable import ChartImage

@Suite struct RGBAImageTests {
    @Test func moduleLinks() {
        #expect(Bool(true))
    }
}
