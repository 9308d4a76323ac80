// point.vert — point symbols as GL point sprites (POINT_SPRITES) or screen-space quads, six
// vertices per point.
//
// The draw is not instanced (Mesa's draw module runs its whole pipeline once per instance, which
// made a million four-vertex instances cost tens of seconds on llvmpipe): point gl_VertexID / 6 is
// fetched by hand from buffer textures — u_points holds the centre (in the batch's space) and the
// diameter in device pixels, u_colors the straight-alpha sRGB colour when u_perPointColor is 1
// (else u_color) — and a_corner, a corner of the unit quad in [-1, 1]², is taken from the two
// triangles a strip over the quad's corners would give. The quad is the symbol's square plus a 1 px
// anti-aliasing margin, the same size in pixels at every depth.
// For spheres, v_radius_v is the symbol's radius in view units at its depth, so the fragment
// shader can write the depth of the sphere's surface.
//
// Solid shapes (u_shape 3 cube, 4 cylinder, 5 cone; the SOLID_SHAPES variant) are ray-cast by the fragment shader: their quad
// lies in view space, on the plane through the centre parallel to the image, and covers the
// shape's bounding sphere (radius √3 or √2 half-sizes; a quarter more under perspective, where a
// sphere off the axis projects larger), so v_plane_v, interpolated perspective-correctly, is the
// exact view-space point of the fragment on that plane: the ray goes through it.
#version 330 core

uniform samplerBuffer u_points;
uniform samplerBuffer u_colors;
uniform int u_perPointColor;
uniform vec4 u_color;

uniform mat4 u_view;
uniform mat4 u_projection;
uniform vec2 u_viewport_s;
uniform int u_shape;
uniform int u_orthographic;
// Device pixels per scene pixel (1 but in a window's reduced drag frames): the diameters are in
// scene pixels.
uniform float u_sizeScale;

#if defined(POINT_SPRITES)
flat out vec2 v_offset_s;
#else
out vec2 v_offset_s;
#endif
out vec3 v_plane_v;
flat out vec4 v_color;
flat out float v_radius_s;
flat out vec3 v_center_v;
flat out float v_radius_v;

const float AA_MARGIN = 1.0;

// The strip (-1,-1) (1,-1) (-1,1) (1,1) as two triangles: corners 0 1 2 and 2 1 3.
const vec2 CORNERS[6] = vec2[6](vec2(-1.0, -1.0), vec2(1.0, -1.0), vec2(-1.0, 1.0), vec2(-1.0, 1.0),
    vec2(1.0, -1.0), vec2(1.0, 1.0));

void main() {
#if defined(POINT_SPRITES)
    int point = gl_VertexID;
#else
    int point = gl_VertexID / 6;
    vec2 a_corner = CORNERS[gl_VertexID - 6 * point];
#endif
    vec4 centerAndSize = texelFetch(u_points, point);
    vec3 a_center = centerAndSize.xyz;
    float a_size = centerAndSize.w;
    vec4 a_color = u_perPointColor == 1 ? texelFetch(u_colors, point) : u_color;
    vec4 center_v = u_view * vec4(a_center, 1.0);
    vec4 center_c = u_projection * center_v;
    float radius_s = 0.5 * a_size * u_sizeScale;
    v_color = a_color;
    v_radius_s = radius_s;
    v_center_v = center_v.xyz;
    // The view-space length of one pixel at the point's depth (projection[1][1] scales y).
    v_radius_v = radius_s * 2.0 * center_c.w / (u_viewport_s.y * abs(u_projection[1][1]));

#if defined(SOLID_SHAPES)
    {
        float bound = u_shape == 3 ? sqrt(3.0) : sqrt(2.0);
        float grow = u_orthographic == 1 ? 1.0 : 1.25;
        float extent_s = radius_s * bound * grow + AA_MARGIN;
        vec2 pixel_v = 2.0 * center_c.w / (u_viewport_s * abs(vec2(u_projection[0][0], u_projection[1][1])));
        vec2 offset_s = a_corner * extent_s;
        vec3 plane_v = center_v.xyz + vec3(offset_s * pixel_v, 0.0);
        v_offset_s = offset_s;
        v_plane_v = plane_v;
        gl_Position = u_projection * vec4(plane_v, 1.0);
        if (center_c.w <= 0.0) {
            gl_Position = vec4(0.0, 0.0, 2.0, 1.0);  // behind the eye: outside the clip volume
        }
        return;
    }
#elif defined(POINT_SPRITES)
    // One GL point per symbol (gl_VertexID is the point). Fragments with coverage are those whose
    // pixel centre lies within radius + ½ of the centre. llvmpipe snaps an even-sized sprite to a
    // pixel corner, at most ½ pixel from the centre, so a side of 2·⌈radius⌉ + 2 covers all of
    // those pixels, whole, and no more than it must (the cost is per 4 × 4 block touched); the
    // fragment shader measures the offset from the exact centre in window pixels (v_offset_s
    // carries it), not from the snapped square's gl_PointCoord.
    gl_Position = center_c;
    gl_PointSize = 2.0 * ceil(radius_s) + 2.0;
    v_offset_s = (center_c.xy / center_c.w * 0.5 + 0.5) * u_viewport_s;
    v_plane_v = center_v.xyz;
#else
    float extent_s = radius_s + AA_MARGIN;
    vec2 offset_s = a_corner * extent_s;
    // One pixel is 2 / viewport in NDC, times w in clip space.
    gl_Position = center_c + vec4(offset_s * 2.0 / u_viewport_s * center_c.w, 0.0, 0.0);
    v_offset_s = offset_s;
    v_plane_v = center_v.xyz;
#endif
}
