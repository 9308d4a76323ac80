#!/usr/bin/env python3
"""Derives Datasets/mni152-brain-surface.ply from the MNI ICBM152 2009a grey- and white-matter
probability maps (nilearn 0.14.1's `mni_icbm152_{gm,wm}_tal_nlin_sym_09a_converted.nii.gz`, 1 mm).

Steps (numpy only): brain = gm + wm; block-averaged over 3 x 3 x 3 mm; the 0.5 isosurface extracted
by marching tetrahedra (six tetrahedra per cube, vertices welded on shared edges, interpolated
linearly); the left hemisphere kept (x < 0 mm); each vertex given `depth`, the brain map blurred by
a Gaussian of sigma 5 mm, interpolated trilinearly there (higher in the folds, lower on the crowns of the gyri). Written
as binary little-endian PLY (float x y z in MNI mm, float depth; uchar-counted int faces).

Usage: python3 Scripts/mni152-brain-mesh.py GM.nii.gz WM.nii.gz OUT.ply
"""
import gzip, struct, sys
import numpy as np


def nifti(path):
    b = gzip.open(path).read()
    dim = struct.unpack('<8h', b[40:56])
    code = struct.unpack('<h', b[70:72])[0]
    off = int(struct.unpack('<f', b[108:112])[0])
    dtype = {2: np.uint8, 4: np.int16, 16: np.float32, 64: np.float64}[code]
    n = dim[1] * dim[2] * dim[3]
    a = np.frombuffer(b, dtype=dtype, count=n, offset=off).astype(np.float64)
    origin = [struct.unpack('<4f', b[280 + 16 * r:296 + 16 * r])[3] for r in range(3)]
    return a.reshape(dim[3], dim[2], dim[1]).transpose(2, 1, 0), np.array(origin)


def block(a, f):
    s = [d // f * f for d in a.shape]
    a = a[:s[0], :s[1], :s[2]]
    return a.reshape(s[0] // f, f, s[1] // f, f, s[2] // f, f).mean(axis=(1, 3, 5))


def blur(a, sigma):
    r = int(3 * sigma)
    k = np.exp(-0.5 * (np.arange(-r, r + 1) / sigma) ** 2)
    k /= k.sum()
    for ax in range(3):
        a = np.apply_along_axis(lambda v: np.convolve(v, k, mode='same'), ax, a)
    return a


# The six tetrahedra of a cube around its main diagonal (corners numbered by bits x, y, z).
TETS = [(0, 1, 3, 7), (0, 3, 2, 7), (0, 2, 6, 7), (0, 6, 4, 7), (0, 4, 5, 7), (0, 5, 1, 7)]


def march(v, level):
    nx, ny, nz = v.shape
    corner = lambda c: (c & 1, (c >> 1) & 1, (c >> 2) & 1)
    idx = np.indices((nx - 1, ny - 1, nz - 1)).reshape(3, -1).T
    vid = lambda p: (p[:, 0] * ny + p[:, 1]) * nz + p[:, 2]
    flat = v.ravel()
    tris = []
    for tet in TETS:
        pts = [idx + np.array(corner(c)) for c in tet]
        ids = [vid(p) for p in pts]
        val = np.stack([flat[i] for i in ids], axis=1)
        inside = val > level
        cnt = inside.sum(axis=1)
        ids = np.stack(ids, axis=1)
        for case in np.unique(np.packbits(inside, axis=1, bitorder='little')[:, 0]):
            bits = [(case >> i) & 1 for i in range(4)]
            if sum(bits) in (0, 4):
                continue
            sel = np.packbits(inside, axis=1, bitorder='little')[:, 0] == case
            ins = [i for i in range(4) if bits[i]]
            out = [i for i in range(4) if not bits[i]]
            cell = ids[sel]
            edge = lambda a, b: np.stack([np.minimum(cell[:, a], cell[:, b]), np.maximum(cell[:, a], cell[:, b])], 1)
            if len(ins) == 1 or len(ins) == 3:
                lone = ins[0] if len(ins) == 1 else out[0]
                rest = [i for i in range(4) if i != lone]
                tris.append(np.stack([edge(lone, r) for r in rest], 1))
            else:
                a, b = ins
                c, d = out
                tris.append(np.stack([edge(a, c), edge(a, d), edge(b, d)], 1))
                tris.append(np.stack([edge(a, c), edge(b, d), edge(b, c)], 1))
    e = np.concatenate(tris)  # triangles x 3 corners x (vertex a, vertex b)
    keys, inverse = np.unique(e.reshape(-1, 2), axis=0, return_inverse=True)
    fa, fb = flat[keys[:, 0]], flat[keys[:, 1]]
    t = ((level - fa) / (fb - fa))[:, None]
    pos = lambda k: np.stack(np.unravel_index(k, v.shape), 1).astype(np.float64)
    verts = pos(keys[:, 0]) * (1 - t) + pos(keys[:, 1]) * t
    return verts, inverse.reshape(-1, 3)


def trilinear(field, points):
    """The field interpolated trilinearly at points given in voxel coordinates."""
    i0 = np.clip(np.floor(points).astype(int), 0, np.array(field.shape) - 2)
    t = points - i0
    value = np.zeros(len(points))
    for corner in range(8):
        d = np.array([(corner >> k) & 1 for k in range(3)])
        w = np.prod(np.where(d == 1, t, 1 - t), axis=1)
        value += w * field[i0[:, 0] + d[0], i0[:, 1] + d[1], i0[:, 2] + d[2]]
    return value


def taubin(verts, faces, iterations=10, lam=0.5, mu=-0.53):
    """Taubin's smoothing (a shrink step lam and an inflate step mu per iteration, each moving a
    vertex towards or away from the mean of its neighbours), which removes the terraces of the voxel
    grid without shrinking the surface."""
    edges = np.concatenate([faces[:, [0, 1]], faces[:, [1, 2]], faces[:, [2, 0]]])
    edges = np.unique(np.sort(np.concatenate([edges, edges[:, ::-1]]), axis=1), axis=0)
    degree = np.bincount(edges.ravel(), minlength=len(verts)).astype(np.float64)[:, None]
    for _ in range(iterations):
        for factor in (lam, mu):
            total = np.zeros_like(verts)
            np.add.at(total, edges[:, 0], verts[edges[:, 1]])
            np.add.at(total, edges[:, 1], verts[edges[:, 0]])
            verts = verts + factor * (total / np.maximum(degree, 1) - verts)
    return verts


def orient(verts, faces, field, spacing):
    """Flips faces so that their normal points down the field's gradient (outward)."""
    n = np.cross(verts[faces[:, 1]] - verts[faces[:, 0]], verts[faces[:, 2]] - verts[faces[:, 0]])
    c = verts[faces].mean(axis=1)
    g = np.stack(np.gradient(field), -1)
    gi = np.clip(np.rint(c).astype(int), 0, np.array(field.shape) - 1)
    grad = g[gi[:, 0], gi[:, 1], gi[:, 2]]
    flip = (n * grad).sum(1) > 0
    faces[flip] = faces[flip][:, ::-1]
    return faces


def main():
    gm, origin = nifti(sys.argv[1])
    wm, _ = nifti(sys.argv[2])
    f = 3
    brain = block((gm + wm) / 255, f)  # the maps are probabilities scaled to 0…255
    brain = np.pad(brain, 1)
    verts, faces = march(brain, 0.5)
    faces = orient(verts, faces, brain, f)
    mm = (verts - 1) * f + (f - 1) / 2 + origin
    keep_v = mm[:, 0] < 0
    keep_f = keep_v[faces].all(axis=1)
    faces = faces[keep_f]
    used = np.unique(faces)
    remap = -np.ones(len(mm), dtype=np.int64)
    remap[used] = np.arange(len(used))
    faces, mm, verts = remap[faces], mm[used], verts[used]
    deep = blur(brain, 5 / f)
    depth = trilinear(deep, verts)
    mm = taubin(mm, faces)
    header = (
        'ply\nformat binary_little_endian 1.0\n'
        'comment MNI ICBM152 2009a (gm+wm) 0.5 isosurface, left hemisphere, 3 mm; see Datasets/README.md\n'
        f'element vertex {len(mm)}\nproperty float x\nproperty float y\nproperty float z\nproperty float depth\n'
        f'element face {len(faces)}\nproperty list uchar int vertex_indices\nend_header\n')
    with open(sys.argv[3], 'wb') as out:
        out.write(header.encode())
        out.write(np.concatenate([mm, depth[:, None]], 1).astype('<f4').tobytes())
        rec = np.zeros(len(faces), dtype=[('n', 'u1'), ('i', '<i4', 3)])
        rec['n'] = 3
        rec['i'] = faces
        out.write(rec.tobytes())
    print(len(mm), 'vertices', len(faces), 'faces', 'depth', depth.min(), depth.max())


main()
