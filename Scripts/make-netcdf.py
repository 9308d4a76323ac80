#!/usr/bin/env python3
"""Writes the NetCDF and HDF5 copies of two datasets from their CSV files, through CDL and `ncgen`
(Debian's netcdf-bin), so the files are made by the NetCDF library itself:

- Datasets/volcano.nc: Maunga Whau heights as a classic NetCDF file (CDF-1). The heights are packed
  as shorts, height = 0.5 * packed + 100 (scale_factor, add_offset), with a _FillValue, and the
  grid is turned north-up and east-right as Datasets/README.md describes: row i at northing 10 i m,
  column j at easting 10 (60 - j) m (so easting increases along the stored x dimension).
- Datasets/mni152-t1-4mm.nc: the MNI152 T1 template as NetCDF-4 (an HDF5 file underneath,
  deflated): t1(z, y, x) bytes with coordinate variables x, y, z in MNI millimetres.
- Datasets/volcano.h5: the volcano again as NetCDF-4 written with a .h5 name, its variables in the
  group /topography, to read through the HDF5 library by path (/topography/height).

Usage: python3 Scripts/make-netcdf.py   (from the repository root; needs ncgen on PATH)
"""

import csv
import os
import subprocess
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATASETS = os.path.join(ROOT, "Datasets")


def read_grid(name):
    with open(os.path.join(DATASETS, name), newline="") as f:
        return [[int(v) for v in row] for row in csv.reader(f) if row]


def numbers(values, per_line=20):
    values = list(values)
    lines = [", ".join(str(v) for v in values[i : i + per_line]) for i in range(0, len(values), per_line)]
    return ",\n    ".join(lines)


def volcano_cdl(group=None):
    rows = read_grid("volcano-grid.csv")
    ny, nx = len(rows), len(rows[0])
    # Stored x index jj is the file's column nx - 1 - jj: easting increases with jj.
    heights = [rows[i][nx - 1 - jj] for i in range(ny) for jj in range(nx)]
    packed = [(h - 100) * 2 for h in heights]
    assert all(-32767 <= p <= 32767 for p in packed)
    body = f"""dimensions:
  y = {ny} ;
  x = {nx} ;
variables:
  double x(x) ;
    x:units = "m" ;
    x:long_name = "Easting" ;
    x:axis = "X" ;
  double y(y) ;
    y:units = "m" ;
    y:long_name = "Northing" ;
    y:axis = "Y" ;
  short height(y, x) ;
    height:units = "m" ;
    height:long_name = "Height" ;
    height:scale_factor = 0.5 ;
    height:add_offset = 100. ;
    height:_FillValue = -32768s ;
data:
  x = {numbers(10 * j for j in range(nx))} ;
  y = {numbers(10 * i for i in range(ny))} ;
  height =
    {numbers(packed)} ;
"""
    attributes = """// global attributes:
  :title = "Maunga Whau (Mt Eden) volcano, heights on a 10 m grid" ;
  :source = "R datasets::volcano (digitized from a topographic map by Ross Ihaka; not accurate)" ;
  :Conventions = "CF-1.8" ;
"""
    if group is None:
        return "netcdf volcano {\n" + body.replace("data:", attributes + "data:") + "}\n"
    return "netcdf volcano {\n" + attributes + f"\ngroup: {group} {{\n" + body + "}\n}\n"


def brain_cdl():
    rows = read_grid("mni152-t1-4mm-volume.csv")
    nx, ny, nz = 37, 46, 40
    assert len(rows) == ny * nz and all(len(r) == nx for r in rows)
    values = [v for r in rows for v in r]
    assert all(0 <= v <= 255 for v in values)
    return f"""netcdf mni152 {{
dimensions:
  z = {nz} ;
  y = {ny} ;
  x = {nx} ;
variables:
  float x(x) ;
    x:units = "mm" ;
    x:long_name = "Left → right" ;
  float y(y) ;
    y:units = "mm" ;
    y:long_name = "Posterior → anterior" ;
  float z(z) ;
    z:units = "mm" ;
    z:long_name = "Inferior → superior" ;
  ubyte t1(z, y, x) ;
    t1:long_name = "T1 intensity" ;
    t1:units = "1" ;
    t1:_Storage = "chunked" ;
    t1:_DeflateLevel = 9 ;

// global attributes:
  :title = "MNI ICBM152 2009a nonlinear symmetric T1 template, 4 mm block averages" ;
  :source = "nilearn 0.14.1; Fonov et al. 2009, 2011; McConnell Brain Imaging Centre, MNI, McGill" ;
data:
  x = {numbers(-72.5 + 4 * i for i in range(nx))} ;
  y = {numbers(-107.5 + 4 * j for j in range(ny))} ;
  z = {numbers(-72.5 + 4 * k for k in range(nz))} ;
  t1 =
    {numbers(values, 37)} ;
}}
"""


def generate(cdl, kind, out):
    with tempfile.NamedTemporaryFile("w", suffix=".cdl", delete=False, encoding="utf-8") as f:
        f.write(cdl)
        path = f.name
    try:
        tmp = out + ".tmp"
        subprocess.run(["ncgen", "-k", kind, "-o", tmp, path], check=True)
        os.replace(tmp, out)
    finally:
        os.unlink(path)
    print(f"{os.path.relpath(out, ROOT)}: {os.path.getsize(out)} bytes")


if __name__ == "__main__":
    generate(volcano_cdl(), "classic", os.path.join(DATASETS, "volcano.nc"))
    generate(brain_cdl(), "nc4", os.path.join(DATASETS, "mni152-t1-4mm.nc"))
    generate(volcano_cdl(group="topography"), "nc4", os.path.join(DATASETS, "volcano.h5"))
