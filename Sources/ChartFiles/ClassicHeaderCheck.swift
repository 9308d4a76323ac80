import Foundation

/// Checks the header of a classic NetCDF file (CDF-1, CDF-2, CDF-5) before NetCDF-C reads it.
///
/// NetCDF-C allocates what a header's counts and lengths say before it reads what they count: a
/// corrupt name length or dimension count in a file of a few hundred bytes asks it for gigabytes
/// (found by the `scientific` fuzz target; see RELIABILITY.md). This walks the header as the
/// format's grammar lays it out and refuses any count whose elements could not fit in what is
/// left of the file. It checks sizes only; NetCDF-C still reads and checks the header itself.
struct ClassicHeaderCheck {
    let bytes: [UInt8]
    /// The file's size: counts are checked against it, and a header longer than `bytes` (the first
    /// megabytes read) is checked only as far as `bytes` go.
    let fileSize: Int
    let version: UInt8
    var offset = 4

    enum Stop: Error {
        case corrupt(String)
        /// The header runs past the bytes read: what was read is fine.
        case endOfBuffer
    }

    /// Checks the file at `path` (already known to start with `CDF` and a version byte).
    static func check(_ path: String) throws(ScientificFileError) {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw .fileNotFound(path: path) }
        defer { try? handle.close() }
        let size = (try? handle.seekToEnd()).map { Int($0) } ?? 0
        try? handle.seek(toOffset: 0)
        let bytes = [UInt8]((try? handle.read(upToCount: 4 << 20)) ?? Data())
        guard bytes.count >= 4 else { throw .notScientificFile(path: path) }
        var walker = ClassicHeaderCheck(bytes: bytes, fileSize: max(size, bytes.count), version: bytes[3])
        do {
            try walker.walk()
        } catch .corrupt(let reason) {
            throw .library(path: path, message: "corrupt NetCDF header: \(reason)")
        } catch {
            return
        }
    }

    var wide: Bool { version == 5 }
    /// The largest type code of the format: CDF-1 and CDF-2 have byte…double (1–6), CDF-5 adds
    /// the unsigned and 64-bit types (7–11).
    var maximumType: Int { version == 5 ? 11 : 6 }

    mutating func integer(_ width: Int) throws(Stop) -> Int {
        guard offset + width <= bytes.count else {
            throw offset + width <= fileSize ? .endOfBuffer : .corrupt("ends at byte \(bytes.count)")
        }
        var value: UInt64 = 0
        for b in bytes[offset..<offset + width] { value = value << 8 | UInt64(b) }
        offset += width
        guard value <= UInt64(Int.max) else { throw .corrupt("a count of \(value) at byte \(offset - width)") }
        return Int(value)
    }

    /// A count (`nelems`) of elements of at least `size` bytes each, checked against the file.
    mutating func count(elementSize size: Int, what: String) throws(Stop) -> Int {
        let n = try integer(wide ? 8 : 4)
        let left = fileSize - offset
        guard n <= left / max(size, 1) else {
            throw .corrupt("\(what) count \(n) at byte \(offset) does not fit in the \(left) bytes left")
        }
        return n
    }

    mutating func skip(_ n: Int) throws(Stop) {
        let padded = (n + 3) / 4 * 4
        guard offset + padded <= fileSize else { throw .corrupt("\(n) bytes at byte \(offset) run past the end") }
        guard offset + padded <= bytes.count else { throw .endOfBuffer }
        offset += padded
    }

    mutating func name() throws(Stop) { try skip(try count(elementSize: 1, what: "name length")) }

    /// A list's tag and its element count (0 for an absent list).
    mutating func list(_ tag: Int, elementSize: Int, what: String) throws(Stop) -> Int {
        let t = try integer(4)
        let n = try count(elementSize: elementSize, what: what)
        guard t == tag || (t == 0 && n == 0) else { throw .corrupt("\(what) list tag \(t) at byte \(offset)") }
        return n
    }

    mutating func attributes() throws(Stop) {
        for _ in 0..<(try list(0x0C, elementSize: 12, what: "attribute")) {
            try name()
            let type = try integer(4)
            let sizes = [1: 1, 2: 1, 3: 2, 4: 4, 5: 4, 6: 8, 7: 1, 8: 2, 9: 4, 10: 8, 11: 8]
            guard type <= maximumType, let size = sizes[type] else {
                throw .corrupt("attribute type \(type) at byte \(offset - 4)")
            }
            try skip(try count(elementSize: size, what: "attribute value") * size)
        }
    }

    /// A variable's dimension id: one of the dimensions, and the record dimension (length 0) only
    /// first, as the format requires.
    func dimension(_ id: Int, at position: Int, _ lengths: [Int]) throws(Stop) {
        guard id < lengths.count else { throw .corrupt("dimension id \(id) of \(lengths.count) dimensions") }
        guard lengths[id] != 0 || position == 0 else {
            throw .corrupt("the record dimension is dimension \(position + 1) of a variable, not its first")
        }
    }

    mutating func walk() throws(Stop) {
        guard [1, 2, 5].contains(version) else { throw .corrupt("version byte \(version)") }
        _ = try integer(wide ? 8 : 4)  // numrecs
        var lengths: [Int] = []
        for _ in 0..<(try list(0x0A, elementSize: 8, what: "dimension")) {
            try name()
            lengths.append(try integer(wide ? 8 : 4))
        }
        guard lengths.filter({ $0 == 0 }).count <= 1 else { throw .corrupt("more than one record dimension") }
        try attributes()
        for _ in 0..<(try list(0x0B, elementSize: 16, what: "variable")) {
            try name()
            for position in 0..<(try count(elementSize: wide ? 8 : 4, what: "dimension id")) {
                try dimension(try integer(wide ? 8 : 4), at: position, lengths)
            }
            try attributes()
            // NetCDF-C 4.9.0 divides by the size of a variable's type, 0 for a type the format
            // lacks (SIGFPE in `NC_check_vlen`, found by the fuzz target; `ncdump` crashes too).
            let type = try integer(4)
            guard (1...maximumType).contains(type) else {
                throw .corrupt("variable type \(type) at byte \(offset - 4)")
            }
            _ = try integer(wide ? 8 : 4)  // vsize
            _ = try integer(version == 1 ? 4 : 8)  // begin
        }
    }
}
