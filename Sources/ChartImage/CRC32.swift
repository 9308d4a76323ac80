/// The CRC-32 of ISO 3309 / ITU-T V.42 that PNG chunks carry (reflected polynomial 0xEDB88320), as in
/// the PNG specification's sample code.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 {
            c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1
        }
        return c
    }

    /// Feeds `bytes` into a running CRC register (start from `0xFFFF_FFFF`); finish with ``finish(_:)``.
    static func update<Bytes: Sequence>(_ crc: UInt32, _ bytes: Bytes) -> UInt32 where Bytes.Element == UInt8 {
        var c = crc
        for byte in bytes {
            c = table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8)
        }
        return c
    }

    /// The final CRC of a running register.
    static func finish(_ crc: UInt32) -> UInt32 { crc ^ 0xFFFF_FFFF }

    /// The CRC-32 of `bytes`.
    static func checksum<Bytes: Sequence>(_ bytes: Bytes) -> UInt32 where Bytes.Element == UInt8 {
        finish(update(0xFFFF_FFFF, bytes))
    }
}
