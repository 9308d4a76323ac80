// line.vert — thick anti-aliased polylines as screen-space quads, six vertices per segment.
//
// Each segment (start, end in the batch's space; the length of the polyline before the segment, in
// pixels, for dashes) is two RGBA32F texels of the buffer texture u_segments: (start, distance) and
// (end, 0). The draw is not instanced — Mesa's draw module runs its whole pipeline once per
// instance, which made 100,000 four-vertex instances cost seconds on llvmpipe — so segment
// gl_VertexID / 6 is fetched by hand and corner gl_VertexID % 6 taken from the two triangles of the
// unit quad (x = 0 at the start, 1 at the end; y = -1 / +1 for the two sides), in the order a
// triangle strip over its four corners would give. The corners are expanded in screen space by
// half the width plus a 1 px anti-aliasing margin, at both ends, so the width is in device pixels
// at every depth. The fragment shader draws the capsule (round caps and joins).
// `u_viewProjection` is the camera for world lines or the pixel ortho matrix for pixel lines.
#version 330 core

uniform samplerBuffer u_segments;

uniform mat4 u_viewProjection;
uniform vec2 u_viewport_s;
uniform float u_halfWidth_s;
uniform float u_depthPull;

flat out vec2 v_start_s;
flat out vec2 v_end_s;
flat out float v_startDistance_s;

const float AA_MARGIN = 1.0;
const float NEAR_W = 1e-5;

vec2 toScreen(vec4 position_c) {
    vec2 position_n = position_c.xy / position_c.w;
    return (position_n * 0.5 + 0.5) * u_viewport_s;
}

// The strip (0,-1) (0,1) (1,-1) (1,1) as two triangles: corners 0 1 2 and 2 1 3.
const vec2 CORNERS[6] = vec2[6](vec2(0.0, -1.0), vec2(0.0, 1.0), vec2(1.0, -1.0), vec2(1.0, -1.0), vec2(0.0, 1.0),
    vec2(1.0, 1.0));

void main() {
    int segment = gl_VertexID / 6;
    vec2 a_corner = CORNERS[gl_VertexID - 6 * segment];
    vec4 startTexel = texelFetch(u_segments, 2 * segment);
    vec3 a_start = startTexel.xyz;
    float a_startDistance = startTexel.w;
    vec3 a_end = texelFetch(u_segments, 2 * segment + 1).xyz;
    vec4 start_c = u_viewProjection * vec4(a_start, 1.0);
    vec4 end_c = u_viewProjection * vec4(a_end, 1.0);
    // Clip the segment against the plane w = NEAR_W so an end behind the eye does not flip.
    if (start_c.w < NEAR_W && end_c.w >= NEAR_W) {
        start_c = mix(start_c, end_c, (NEAR_W - start_c.w) / (end_c.w - start_c.w));
    } else if (end_c.w < NEAR_W && start_c.w >= NEAR_W) {
        end_c = mix(end_c, start_c, (NEAR_W - end_c.w) / (start_c.w - end_c.w));
    }
    vec2 start_s = toScreen(start_c);
    vec2 end_s = toScreen(end_c);
    vec2 along_s = end_s - start_s;
    float length_s = length(along_s);
    vec2 direction_s = length_s > 1e-6 ? along_s / length_s : vec2(1.0, 0.0);
    vec2 normal_s = vec2(-direction_s.y, direction_s.x);
    float extent = u_halfWidth_s + AA_MARGIN;

    vec4 base_c = a_corner.x < 0.5 ? start_c : end_c;
    vec2 base_s = a_corner.x < 0.5 ? start_s : end_s;
    float capSign = a_corner.x < 0.5 ? -1.0 : 1.0;
    vec2 corner_s = base_s + direction_s * capSign * extent + normal_s * a_corner.y * extent;

    float depth_n = base_c.z / base_c.w - u_depthPull;
    gl_Position = vec4(corner_s / u_viewport_s * 2.0 - 1.0, depth_n, 1.0);

    v_start_s = start_s;
    v_end_s = end_s;
    v_startDistance_s = a_startDistance;
}
