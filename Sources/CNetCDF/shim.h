// NetCDF-C 4.9 (classic, 64-bit offset and NetCDF-4 files): opening, inquiring and reading
// variables and attributes. The include path comes from pkg-config (netcdf).
#include <netcdf.h>
