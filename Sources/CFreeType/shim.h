// FreeType 2. ft2build.h lives in /usr/include/freetype2 (found through pkg-config).
#include <ft2build.h>
#include FT_FREETYPE_H
