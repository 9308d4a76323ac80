// HDF5 1.10 (serial): files, groups visited by path, datasets, dataspaces, attributes and the
// error stack; and, from the high-level library (libhdf5_hl, in Debian's libhdf5-dev next to
// libhdf5 in the folder pkg-config's -L names), the dimension scales API (H5DS) that NetCDF-4 and
// other writers use to attach coordinate datasets to a dataset's dimensions. The include path
// (/usr/include/hdf5/serial) and library folder come from pkg-config (hdf5).
#include <hdf5.h>
#include <hdf5_hl.h>

// The native types are macros around library globals (`H5OPEN H5T_NATIVE_DOUBLE_g`), which Swift
// can neither import as constants nor read safely under strict concurrency: these open the library
// and return the identifiers.
static inline hid_t opencharts_h5t_native_double(void) { return H5T_NATIVE_DOUBLE; }
static inline hid_t opencharts_h5t_c_string(void) { return H5T_C_S1; }
