import Testing

@testable import ChartMath

@Suite struct ColorMapTests {
    @Test func endsAndClamping() {
        let m = ColorMap(colors: [.black, .white])
        #expect(m.color(at: 0) == .black)
        #expect(m.color(at: 1) == .white)
        #expect(m.color(at: -3) == .black)
        #expect(m.color(at: 7) == .white)
        #expect(m.color(at: 0.5) == RGBA(0.5, 0.5, 0.5))
        #expect(m.color(at: .nan) == m.nanColor)
    }

    @Test func viridisRunsFromPurpleToYellow() {
        #expect(ColorMap.viridis.color(at: 0).description == "#440154")
        #expect(ColorMap.viridis.color(at: 1).description == "#FDE725")
    }

    @Test func hexDescription() {
        #expect(RGBA(hex: 0x1F77B4).description == "#1F77B4")
        #expect(RGBA(1, 0, 0, 0.5).description == "#FF000080")
    }
}
