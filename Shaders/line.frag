// line.frag — coverage of a capsule (segment + round caps) of half width u_halfWidth_s pixels.
//
// The distance from the fragment centre to the segment gives round joins and caps; coverage falls
// off over one pixel at the edge (anti-aliasing). Dashes: u_dashCount > 0 enables the pattern in
// u_dash (on, off, … in pixels, up to 8 entries, total u_dashPeriod), measured along the polyline.
// Partially covered fragments are pushed very slightly away in depth so the next segment of the
// same polyline wins at a join. Output is premultiplied alpha; with u_coverageOnly = 1 the
// output is the bare coverage, for accumulation into a coverage buffer (see coverage.frag). With
// u_oit = 1 the output is weighted blended OIT accumulation (see mesh.frag).
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
uniform int u_coverageOnly;
uniform int u_oit;

layout(location = 0) out vec4 o_color;
layout(location = 1) out vec4 o_weight;

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

    if (u_coverageOnly == 1) {
        if (coverage <= 0.0) {
            discard;
        }
        gl_FragDepth = gl_FragCoord.z;
        o_color = vec4(coverage);
        o_weight = vec4(0.0);
        return;
    }
    float alpha = coverage * u_opacityScale * clamp(u_color.a, 0.0, 1.0);
    if (alpha <= 0.0) {
        discard;
    }
    float depth = gl_FragCoord.z + (1.0 - coverage) * FRINGE_DEPTH;
    gl_FragDepth = depth;
    vec3 premultiplied = clamp(u_color.rgb, 0.0, 1.0) * alpha;
    if (u_oit == 1) {
        float weight = alpha * clamp(3e3 * pow(1.0 - depth, 3.0), 1e-2, 3e3);
        o_color = vec4(premultiplied * weight, alpha);
        o_weight = vec4(alpha * weight);
    } else {
        o_color = vec4(premultiplied, alpha);
        o_weight = vec4(0.0);
    }
}
