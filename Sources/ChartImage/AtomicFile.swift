import Foundation

/// Whole-file writes that never leave a half-written or truncated file behind.
///
/// The data goes to a temporary file in the target's own folder (`.<name>.tmp-<random>`), is flushed to
/// disk with `fsync`, and then `rename(2)` replaces the target in one step. On any failure the temporary
/// file is removed and an existing target is left exactly as it was.
public enum AtomicFile {
    /// Writes `data` to the file at `url`, replacing it atomically. A replaced file keeps its permission bits;
    /// a new file gets `0666` minus the process umask.
    /// - Throws: ``ImageError/directoryNotFound(path:)``, ``ImageError/isDirectory(path:)``,
    ///   ``ImageError/notWritable(path:)`` or ``ImageError/writeFailed(path:reason:)``.
    public static func write(_ data: Data, to url: URL) throws {
        let target = url.standardizedFileURL
        let path = target.path
        let directory = target.deletingLastPathComponent().path
        let name = target.lastPathComponent
        guard !name.isEmpty, name != "/", !url.hasDirectoryPath else { throw ImageError.isDirectory(path: path) }

        var folderInfo = stat()
        guard stat(directory, &folderInfo) == 0, folderInfo.st_mode & S_IFMT == S_IFDIR else {
            throw ImageError.directoryNotFound(path: path)
        }
        var targetInfo = stat()
        let targetExists = stat(path, &targetInfo) == 0
        if targetExists && targetInfo.st_mode & S_IFMT == S_IFDIR {
            throw ImageError.isDirectory(path: path)
        }

        let (descriptor, temporaryPath) = try createTemporaryFile(in: directory, name: name, target: path)
        var closed = false
        var renamed = false
        defer {
            if !closed { close(descriptor) }
            if !renamed { unlink(temporaryPath) }
        }
        if targetExists {
            // Keep the replaced file's permission bits; failing to copy them is not worth failing the write.
            _ = fchmod(descriptor, targetInfo.st_mode & 0o7777)
        }
        let errorCode = data.withUnsafeBytes { writeAll(descriptor, $0) }
        guard errorCode == 0 else { throw failure(errorCode, path: path) }
        guard fsync(descriptor) == 0 else { throw failure(errno, path: path) }
        closed = true
        guard close(descriptor) == 0 else { throw failure(errno, path: path) }
        guard rename(temporaryPath, path) == 0 else { throw failure(errno, path: path) }
        renamed = true
        syncDirectory(directory)
    }

    /// Opens a new, uniquely named temporary file next to the target with `O_EXCL`.
    private static func createTemporaryFile(
        in directory: String, name: String, target: String
    ) throws(ImageError) -> (Int32, String) {
        for _ in 0..<16 {
            let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
            let temporaryPath = (directory as NSString).appendingPathComponent(".\(name).tmp-\(suffix)")
            let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 { return (descriptor, temporaryPath) }
            if errno != EEXIST { throw failure(errno, path: target) }
        }
        throw ImageError.writeFailed(path: target, reason: "could not create a unique temporary file")
    }

    /// Makes the rename itself durable; best effort, since some file systems refuse `fsync` on folders.
    private static func syncDirectory(_ directory: String) {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    private static func failure(_ code: Int32, path: String) -> ImageError {
        switch code {
        case EACCES, EPERM, EROFS: return .notWritable(path: path)
        case ENOENT, ENOTDIR: return .directoryNotFound(path: path)
        case EISDIR: return .isDirectory(path: path)
        default: return .writeFailed(path: path, reason: String(cString: strerror(code)))
        }
    }
}

/// Writes every byte of `bytes` to `descriptor`, retrying after interrupts and short writes; returns 0 or the
/// `errno` of the failure. (At file scope so that `write` means the system call, not ``AtomicFile/write(_:to:)``.)
private func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
    var offset = 0
    while offset < bytes.count {
        let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if count < 0 {
            if errno == EINTR { continue }
            return errno
        }
        offset += count
    }
    return 0
}
