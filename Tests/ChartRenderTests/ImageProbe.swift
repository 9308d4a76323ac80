import ChartImage

/// Pixel reads for rendering tests.
extension RGBAImage {
    /// The pixel at column `x`, row `y` (top-down) as 0…255 integers (r, g, b, a).
    func pixel(_ x: Int, _ y: Int) -> SIMD4<Int> {
        let i = (y * width + x) * 4
        return SIMD4(Int(pixels[i]), Int(pixels[i + 1]), Int(pixels[i + 2]), Int(pixels[i + 3]))
    }

    /// How many pixels in the rectangle satisfy `predicate`.
    func count(x: Range<Int>, y: Range<Int>, where predicate: (SIMD4<Int>) -> Bool) -> Int {
        var n = 0
        for row in y.clamped(to: 0..<height) {
            for column in x.clamped(to: 0..<width) where predicate(pixel(column, row)) { n += 1 }
        }
        return n
    }
}

/// Whether every channel of `a` is within `tolerance` of `b`.
func near(_ a: SIMD4<Int>, _ b: SIMD4<Int>, _ tolerance: Int = 3) -> Bool {
    let d = a &- b
    return max(abs(d.x), abs(d.y), abs(d.z), abs(d.w)) <= tolerance
}
