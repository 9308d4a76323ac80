import ChartMath
import Testing

/// The named colour maps against entries of matplotlib's published tables (3.6.3's
/// `_cm_listed.py` and `_cm.py`, copied here by hand from the source, not from the generated file).
struct NamedColorMapTests {
    /// Entry `i` of an evenly spaced map of `n` entries sits at `i / (n − 1)`.
    func entry(_ name: ColorMapName, _ i: Int, of n: Int) -> RGBA {
        ColorMap.named(name).color(at: Float(i) / Float(n - 1))
    }

    func close(_ a: RGBA, _ r: Float, _ g: Float, _ b: Float) -> Bool {
        abs(a.r - r) < 1e-5 && abs(a.g - g) < 1e-5 && abs(a.b - b) < 1e-5 && a.a == 1
    }

    @Test func perceptualMapsMatchTheirTables() {
        #expect(close(entry(.viridis, 0, of: 256), 0.267004, 0.004874, 0.329415))
        #expect(close(entry(.viridis, 128, of: 256), 0.127568, 0.566949, 0.550556))
        #expect(close(entry(.viridis, 255, of: 256), 0.993248, 0.906157, 0.143936))
        #expect(close(entry(.magma, 0, of: 256), 0.001462, 0.000466, 0.013866))
        #expect(close(entry(.magma, 255, of: 256), 0.987053, 0.991438, 0.749504))
        #expect(close(entry(.inferno, 255, of: 256), 0.988362, 0.998364, 0.644924))
        #expect(close(entry(.plasma, 0, of: 256), 0.050383, 0.029803, 0.527975))
        #expect(close(entry(.plasma, 255, of: 256), 0.940015, 0.975158, 0.131326))
        #expect(close(entry(.cividis, 0, of: 256), 0.0, 0.135112, 0.304751))
        #expect(close(entry(.turbo, 0, of: 256), 0.18995, 0.07176, 0.23217))
        #expect(close(entry(.turbo, 255, of: 256), 0.4796, 0.01583, 0.01055))
        for name in [ColorMapName.viridis, .magma, .inferno, .plasma, .cividis, .turbo] {
            #expect(ColorMap.named(name).stops.count == 256, "\(name)")
        }
    }

    @Test func twilightIsCyclic() {
        let map = ColorMap.named(.twilight)
        #expect(map.stops.count == 510)
        #expect(close(map.color(at: 0), 0.88575015840754434, 0.85000924943067835, 0.8879736506427196))
        let (a, b) = (map.color(at: 0), map.color(at: 1))
        #expect(abs(a.r - b.r) < 0.02 && abs(a.g - b.g) < 0.02 && abs(a.b - b.b) < 0.02)
        #expect(ColorMapName.twilight.isCyclic)
    }

    @Test func divergingMapsHaveALightCentre() {
        // Moreland's coolwarm: 33 breakpoints, the middle (0.5) near 0.865 grey.
        let coolwarm = ColorMap.named(.coolwarm)
        #expect(coolwarm.stops.count == 33)
        #expect(close(coolwarm.color(at: 0), 0.2298057, 0.298717966, 0.753683153))
        #expect(close(coolwarm.color(at: 0.5), 0.865395197, 0.86541021, 0.865395561))
        #expect(close(coolwarm.color(at: 1), 0.705673158, 0.01555616, 0.150232812))
        // ColorBrewer's 11-class RdBu and BrBG: the centre is #F7F7F7 and #F5F5F5.
        #expect(
            close(ColorMap.named(.rdBu).color(at: 0.5), 0.96862745098039216, 0.96862745098039216, 0.96862745098039216))
        #expect(close(ColorMap.named(.rdBu).color(at: 0), 0.40392156862745099, 0.0, 0.12156862745098039))
        #expect(
            close(ColorMap.named(.brBG).color(at: 0.5), 0.96078431372549022, 0.96078431372549022, 0.96078431372549022))
        #expect(ColorMapName.allCases.filter(\.isDiverging) == [.coolwarm, .rdBu, .brBG])
    }

    @Test func interpolatesBetweenEntries() {
        // Halfway between viridis entries 0 and 1.
        let c = ColorMap.named(.viridis).color(at: 0.5 / 255)
        let r: Float = (0.267004 + 0.26851) / 2
        let g: Float = (0.004874 + 0.009605) / 2
        let b: Float = (0.329415 + 0.335427) / 2
        #expect(close(c, r, g, b))
        #expect(close(ColorMap.named(.gray).color(at: 0.25), 0.25, 0.25, 0.25))
        // Clamped outside 0…1; NaN takes the NaN colour.
        #expect(ColorMap.named(.magma).color(at: -1) == ColorMap.named(.magma).color(at: 0))
        #expect(ColorMap.named(.magma).color(at: .nan) == ColorMap.named(.magma).nanColor)
    }

    @Test func reversedAndBands() {
        let map = ColorMap.named(.plasma)
        let r = map.reversed()
        #expect(close(r.color(at: 0), 0.940015, 0.975158, 0.131326))
        #expect(r.color(at: 0.3) == map.color(at: 0.7))
        let bands = ColorMap.named(.gray).bandColors(4)
        #expect(bands.map(\.r) == [0.125, 0.375, 0.625, 0.875])
        #expect(map.bandColors(0).isEmpty)
    }

    @Test func aRestrictedMapIsThePartBetweenItsEndsStretched() {
        let map = ColorMap.named(.magma)
        let part = map.restricted(to: 0.25...0.75)
        #expect(part.color(at: 0) == map.color(at: 0.25))
        #expect(part.color(at: 1) == map.color(at: 0.75))
        #expect(close(part.color(at: 0.5), map.color(at: 0.5).r, map.color(at: 0.5).g, map.color(at: 0.5).b))
        #expect(close(part.color(at: 0.1), map.color(at: 0.3).r, map.color(at: 0.3).g, map.color(at: 0.3).b))
        // Ends beyond 0…1 are clamped; an empty range is the one colour at its end.
        #expect(map.restricted(to: -1...2) == map.restricted(to: 0...1))
        #expect(map.restricted(to: 0.4...0.4).color(at: 0.9) == map.color(at: 0.4))
    }

    @Test func namesAreSpelledAsMatplotlibSpellsThem() {
        #expect(ColorMapName(spelled: "RdBu") == .rdBu)
        #expect(ColorMapName(spelled: "rdbu") == .rdBu)
        #expect(ColorMapName(spelled: "grey") == .gray)
        #expect(ColorMapName(spelled: "Viridis") == .viridis)
        #expect(ColorMapName(spelled: "jet") == nil)
    }
}
