// resolve.frag — the multisample resolve: each pixel is the mean of its SAMPLES samples of
// u_image (premultiplied colour, so the mean is the coverage-weighted colour), as
// glBlitFramebuffer's resolve computes it. Drawing it ourselves keeps llvmpipe from building its
// own blit shaders, which it compiles afresh in every process (three LLVM compilations, about 35 ms,
// before this pass existed); this program's compiled form comes from Mesa's shader cache.
#version 330 core

uniform sampler2DMS u_image;

// The sample count, a constant (OffscreenTarget defines it) so the loop unrolls: llvmpipe runs a
// loop with a uniform bound as masked iterations.
#ifndef SAMPLES
#define SAMPLES 4
#endif

layout(location = 0) out vec4 o_color;

void main() {
    ivec2 pixel = ivec2(gl_FragCoord.xy);
    vec4 sum = vec4(0.0);
    for (int i = 0; i < SAMPLES; i++) {
        sum += texelFetch(u_image, pixel, i);
    }
    o_color = sum / float(SAMPLES);
}
