// resolve.frag — the multisample resolve: each pixel is the mean of its u_samples samples of
// u_image (premultiplied colour, so the mean is the coverage-weighted colour), as
// glBlitFramebuffer's resolve computes it. Drawing it ourselves keeps llvmpipe from building its
// own blit shaders, which it compiles afresh in every process (three LLVM compilations, about 35 ms,
// before this pass existed); this program's compiled form comes from Mesa's shader cache.
#version 330 core

uniform sampler2DMS u_image;
uniform int u_samples;

layout(location = 0) out vec4 o_color;

void main() {
    ivec2 pixel = ivec2(gl_FragCoord.xy);
    vec4 sum = vec4(0.0);
    for (int i = 0; i < u_samples; i++) {
        sum += texelFetch(u_image, pixel, i);
    }
    o_color = sum / float(u_samples);
}
