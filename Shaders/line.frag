// line.frag — coverage of a capsule (segment + round caps) of half width u_halfWidth_s pixels.
//
// The distance from the fragment centre to the segment gives round joins and caps; coverage falls
// off over one pixel at the edge (anti-aliasing). Dashes: u_dashCount > 0 enables the pattern in
// u_dash (on, off, … in pixels, up to 8 entries, total u_dashPeriod), measured along the polyline.
// Partially covered fragments are pushed very slightly away in depth so the next segment of the
// same polyline wins at a join. Output is premultiplied alpha; with COVERAGE_ONLY the
// output is the bare coverage, for accumulation into a coverage buffer (see coverage.frag). With
// OUTPUT_OIT the output is weighted blended OIT accumulation (see mesh.frag).
// With a gradient (u_gradientCount > 0) its colour replaces u_color, whose alpha still multiplies
// it. In coverage-only mode fragments of coverage at most u_minimumCoverage are discarded (0 for the
// coverage buffer; 0.5 when the lines are drawn into a stencil mask).
//
// Variants (LinePipeline adds the `#define`s after `#version`; see ShaderVariants): DASHED,
// GRADIENT, COVERAGE_ONLY and OUTPUT_OIT compile in what the draw uses, instead of branching on
// uniforms (llvmpipe would run every branch with masks).
#version 330 core

flat in vec2 v_start_s;
flat in vec2 v_end_s;
flat in float v_startDistance_s;

uniform vec4 u_color;
uniform float u_halfWidth_s;
uniform float u_opacityScale;
uniform int u_dashCount;
uniform float u_dash[8];
uniform float u_dashPeriod;
uniform float u_minimumCoverage;

layout(location = 0) out vec4 o_color;
layout(location = 1) out vec4 o_weight;

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

const float FRINGE_DEPTH = 2e-6;

void main() {
    vec2 fragment_s = gl_FragCoord.xy;
    vec2 along_s = v_end_s - v_start_s;
    float lengthSquared = dot(along_s, along_s);
    float t = lengthSquared > 1e-12
        ? clamp(dot(fragment_s - v_start_s, along_s) / lengthSquared, 0.0, 1.0)
        : 0.0;
    float distance_s = length(fragment_s - (v_start_s + along_s * t));
    float coverage = clamp(u_halfWidth_s + 0.5 - distance_s, 0.0, 1.0);

#if defined(DASHED)
    if (u_dashCount > 0 && u_dashPeriod > 0.0) {
        float position = mod(v_startDistance_s + t * sqrt(lengthSquared), u_dashPeriod);
        float edge = 0.0;
        bool on = false;
        for (int i = 0; i < 8; i++) {
            if (i >= u_dashCount) {
                break;
            }
            float next = edge + u_dash[i];
            if (position >= edge && position < next) {
                on = (i % 2) == 0;
                break;
            }
            edge = next;
        }
        if (!on) {
            discard;
        }
    }
#endif

#if defined(COVERAGE_ONLY)
    if (coverage <= u_minimumCoverage) {
        discard;
    }
    gl_FragDepth = gl_FragCoord.z;
    o_color = vec4(coverage);
    o_weight = vec4(0.0);
#else
    vec4 color = u_color;
#if defined(GRADIENT)
    vec4 g = gradientColor(gl_FragCoord.xy);
    color = vec4(g.rgb, g.a * u_color.a);
#endif
    float alpha = coverage * u_opacityScale * clamp(color.a, 0.0, 1.0);
    if (alpha <= 0.0) {
        discard;
    }
    float depth = gl_FragCoord.z + (1.0 - coverage) * FRINGE_DEPTH;
    gl_FragDepth = depth;
    vec3 premultiplied = clamp(color.rgb, 0.0, 1.0) * alpha;
#if defined(OUTPUT_OIT)
    float weight = alpha * clamp(3e3 * pow(1.0 - depth, 3.0), 1e-2, 3e3);
    o_color = vec4(premultiplied * weight, alpha);
    o_weight = vec4(alpha * weight);
#else
    o_color = vec4(premultiplied, alpha);
    o_weight = vec4(0.0);
#endif
#endif
}
