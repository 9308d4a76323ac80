// coverage.frag — composites a line batch: colour × the coverage accumulated for the batch.
//
// The batch's segments were first drawn into a single-channel buffer with MAX blending, so a pixel
// covered by two segments (at a join) has the larger coverage, not the two blended twice. Reading
// it back per pixel and blending once gives uniform edges along the polyline. Output is
// premultiplied alpha.
#version 330 core

uniform sampler2D u_coverage;
uniform vec4 u_color;
uniform float u_opacityScale;

out vec4 o_color;

void main() {
    float coverage = texelFetch(u_coverage, ivec2(gl_FragCoord.xy), 0).r;
    float alpha = coverage * u_opacityScale * clamp(u_color.a, 0.0, 1.0);
    if (alpha <= 0.0) {
        discard;
    }
    o_color = vec4(clamp(u_color.rgb, 0.0, 1.0) * alpha, alpha);
}
