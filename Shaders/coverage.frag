// coverage.frag — composites a line batch: colour × the coverage accumulated for the batch.
//
// The batch's segments were first drawn into a single-channel buffer with MAX blending, so a pixel
// covered by two segments (at a join) has the larger coverage, not the two blended twice. Reading
// it back per pixel and blending once gives uniform edges along the polyline. Output is
// premultiplied alpha.
// With a gradient (u_gradientCount > 0) its colour replaces u_color, whose alpha still multiplies it.
#version 330 core

uniform sampler2D u_coverage;
uniform vec4 u_color;
uniform float u_opacityScale;

out vec4 o_color;

// Optional linear gradient (u_gradientCount > 0 stops): the colour at parameter
// t = clamp(dot(p - start, end - start) / |end - start|², 0, 1) of the fragment centre p, in GL
// window coordinates (origin bottom-left), interpolated linearly between the stops (straight alpha),
// the end colours continuing beyond the first and last stop (ChartScene's PixelGradient).
uniform int u_gradientCount;
uniform vec2 u_gradientStart_s;
uniform vec2 u_gradientEnd_s;
uniform float u_gradientLocations[8];
uniform vec4 u_gradientColors[8];

vec4 gradientColor(vec2 fragment_s) {
    vec2 along_s = u_gradientEnd_s - u_gradientStart_s;
    float lengthSquared = dot(along_s, along_s);
    float t = lengthSquared > 1e-12
        ? clamp(dot(fragment_s - u_gradientStart_s, along_s) / lengthSquared, 0.0, 1.0)
        : 0.0;
    vec4 color = u_gradientColors[0];
    if (t <= u_gradientLocations[0]) {
        return color;
    }
    for (int i = 1; i < 8; i++) {
        if (i >= u_gradientCount) {
            break;
        }
        float a = u_gradientLocations[i - 1];
        float b = u_gradientLocations[i];
        if (t <= b) {
            return b > a ? mix(u_gradientColors[i - 1], u_gradientColors[i], (t - a) / (b - a)) : u_gradientColors[i];
        }
        color = u_gradientColors[i];
    }
    return color;
}

void main() {
    float coverage = texelFetch(u_coverage, ivec2(gl_FragCoord.xy), 0).r;
    vec4 color = u_color;
#if defined(GRADIENT)
    vec4 g = gradientColor(gl_FragCoord.xy);
    color = vec4(g.rgb, g.a * u_color.a);
#endif
    float alpha = coverage * u_opacityScale * clamp(color.a, 0.0, 1.0);
    if (alpha <= 0.0) {
        discard;
    }
    o_color = vec4(clamp(color.rgb, 0.0, 1.0) * alpha, alpha);
}
