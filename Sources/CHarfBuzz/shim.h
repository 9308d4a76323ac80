// HarfBuzz text shaping. hb.h lives in /usr/include/harfbuzz (found through pkg-config); only the
// core API is used (faces from font files, the built-in OpenType functions), not hb-ft or hb-glib.
#include <hb.h>
