// Cairo 1.16: the PDF, SVG and PostScript (EPS) surfaces, image surfaces, and fonts through
// FreeType (cairo-ft). The include paths (cairo, freetype2) come from pkg-config.
#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <cairo-ps.h>
#include <cairo-ft.h>
