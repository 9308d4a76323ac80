#!/usr/bin/env python3
"""Checks that PNG files are real pictures: a valid PNG (signature, chunk CRCs, IHDR, image data that
decompresses and unfilters to the stated size) that is not blank (at least two colours, and no single
colour covering more than 99.5 % of the pixels).

Usage: check-png.py FILE.png...   Prints one line per file; exits 1 if any file fails.
Standard library only (zlib), so it runs on a fresh machine before anything is installed.
"""
import struct
import sys
import zlib
from collections import Counter

SIGNATURE = b"\x89PNG\r\n\x1a\n"
CHANNELS = {0: 1, 2: 3, 4: 2, 6: 4}  # colour type -> samples per pixel (8-bit depths only)


class PNGCheckError(Exception):
    pass


def chunks(data):
    if not data.startswith(SIGNATURE):
        raise PNGCheckError("no PNG signature")
    offset = len(SIGNATURE)
    while offset < len(data):
        if offset + 8 > len(data):
            raise PNGCheckError("truncated chunk header")
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        if len(body) != length or offset + 12 + length > len(data):
            raise PNGCheckError(f"truncated {kind.decode('latin-1')} chunk")
        (crc,) = struct.unpack(">I", data[offset + 8 + length:offset + 12 + length])
        if zlib.crc32(kind + body) != crc:
            raise PNGCheckError(f"bad CRC in {kind.decode('latin-1')} chunk")
        yield kind, body
        offset += 12 + length
        if kind == b"IEND":
            return
    raise PNGCheckError("no IEND chunk")


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def unfilter(raw, width, height, bpp):
    stride = width * bpp
    rows, previous, offset = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[offset], bytearray(raw[offset + 1:offset + 1 + stride])
        offset += 1 + stride
        for i in range(stride):
            left = line[i - bpp] if i >= bpp else 0
            up, corner = previous[i], previous[i - bpp] if i >= bpp else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                line[i] = (line[i] + paeth(left, up, corner)) & 255
            elif kind != 0:
                raise PNGCheckError(f"unknown filter type {kind}")
        rows.append(bytes(line))
        previous = line
    return rows


def check(path):
    with open(path, "rb") as handle:
        data = handle.read()
    header, compressed = None, b""
    for kind, body in chunks(data):
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            compressed += body
    if header is None:
        raise PNGCheckError("no IHDR chunk")
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in CHANNELS or interlace != 0:
        raise PNGCheckError(f"unsupported format (depth {depth}, colour type {colour}, interlace {interlace})")
    if width == 0 or height == 0:
        raise PNGCheckError("empty image")
    bpp = CHANNELS[colour]
    raw = zlib.decompress(compressed)
    if len(raw) != height * (1 + width * bpp):
        raise PNGCheckError(f"image data is {len(raw)} bytes, expected {height * (1 + width * bpp)}")
    rows = unfilter(raw, width, height, bpp)
    counts = Counter(row[i:i + bpp] for row in rows for i in range(0, len(row), bpp))
    most = counts.most_common(1)[0][1] / (width * height)
    if len(counts) < 2 or most > 0.995:
        raise PNGCheckError(f"blank: {len(counts)} colour(s), the commonest covers {most:.1%}")
    return f"{width}x{height}, {len(counts)} colours, background {most:.0%}"


def main(paths):
    if not paths:
        print("usage: check-png.py FILE.png...", file=sys.stderr)
        return 2
    failed = 0
    for path in paths:
        try:
            print(f"ok      {path}: {check(path)}")
        except (OSError, PNGCheckError, zlib.error) as error:
            print(f"FAILED  {path}: {error}")
            failed += 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
