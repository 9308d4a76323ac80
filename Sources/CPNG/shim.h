// libpng, simplified API only (the classic API longjmps through Swift frames).
#include <png.h>

// Macros built from other macros do not import into Swift: re-export them as constants.
static const unsigned int cpng_format_rgba = PNG_FORMAT_RGBA;
static const unsigned int cpng_format_rgb = PNG_FORMAT_RGB;
static const unsigned int cpng_image_version = PNG_IMAGE_VERSION;
static const unsigned int cpng_flag_fast = PNG_IMAGE_FLAG_FAST;

// zlib, for the encoder's own deflate streams (PNGCodec+Encoder.swift): libpng links it anyway.
#include <zlib.h>

// deflateInit2 is a macro over deflateInit2_ that does not import into Swift.
static inline int cpng_deflate_init(z_stream *stream, int level, int window_bits, int mem_level, int strategy) {
    return deflateInit2(stream, level, Z_DEFLATED, window_bits, mem_level, strategy);
}
