// The fuzz input read as a stream of bytes and numbers, shared by the lowering targets
// (Scripts/fuzz.sh compiles Fuzz/shared/ into each of them).

struct Bytes {
    var data: UnsafeBufferPointer<UInt8>
    var at = 0
    mutating func byte() -> UInt8 {
        guard at < data.count else { return 0 }
        defer { at += 1 }
        return data[at]
    }
    /// Either a small number (most bytes) or a raw bit pattern (NaN, infinities, subnormals, huge).
    mutating func double() -> Double {
        let tag = byte()
        if tag < 200 { return Double(Int8(bitPattern: byte())) / Double(1 + tag % 7) }
        var bits: UInt64 = 0
        for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
        return Double(bitPattern: bits)
    }
}
