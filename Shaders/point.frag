// point.frag — signed-distance point symbols: 0 circle, 1 square, 2 lit sphere impostor.
//
// The distance to the symbol's edge (in pixels) gives a one-pixel anti-aliased rim; an optional
// outline of u_outlineWidth_s pixels is drawn in a darker shade of the fill. Spheres are shaded with
// the scene light (view space, like meshes) and write the depth of the sphere's surface so that
// spheres intersect each other and surfaces correctly. Output is premultiplied alpha.
#version 330 core

in vec2 v_offset_s;
flat in vec4 v_color;
flat in float v_radius_s;
flat in vec3 v_center_v;
flat in float v_radius_v;

uniform int u_shape;
uniform float u_outlineWidth_s;
uniform vec3 u_lightDirection_v;
uniform int u_orthographic;
uniform mat4 u_projection;

out vec4 o_color;

const float OUTLINE_SHADE = 0.55;

void main() {
    float distance_s;
    if (u_shape == 1) {
        vec2 a = abs(v_offset_s);
        distance_s = max(a.x, a.y) - v_radius_s;
    } else {
        distance_s = length(v_offset_s) - v_radius_s;
    }
    float coverage = clamp(0.5 - distance_s, 0.0, 1.0);
    // Symbols smaller than a pixel fade instead of vanishing.
    coverage *= clamp(2.0 * v_radius_s, 0.0, 1.0);
    if (coverage <= 0.0) {
        discard;
    }

    vec3 color = v_color.rgb;
    if (u_shape == 2) {
        vec2 local = clamp(v_offset_s / max(v_radius_s, 1e-6), -1.0, 1.0);
        float z = sqrt(max(1.0 - dot(local, local), 0.0));
        vec3 normal_v = normalize(vec3(local, z));
        vec3 light_v = normalize(u_lightDirection_v);
        vec3 toEye_v = u_orthographic == 1 ? vec3(0.0, 0.0, 1.0) : normalize(-v_center_v);
        float diffuse = max(dot(normal_v, light_v), 0.0);
        vec3 half_v = normalize(light_v + toEye_v);
        float specular = diffuse > 0.0 ? pow(max(dot(normal_v, half_v), 0.0), 40.0) : 0.0;
        color = color * (0.35 + 0.65 * diffuse) + vec3(0.25 * specular);
        vec4 surface_c = u_projection * vec4(v_center_v + vec3(0.0, 0.0, z * v_radius_v), 1.0);
        gl_FragDepth = clamp(0.5 * surface_c.z / surface_c.w + 0.5, 0.0, 1.0);
    } else {
        gl_FragDepth = gl_FragCoord.z;
    }

    if (u_outlineWidth_s > 0.0) {
        float inner = clamp(-distance_s - u_outlineWidth_s + 0.5, 0.0, 1.0);
        color = mix(color * OUTLINE_SHADE, color, inner);
    }
    float alpha = coverage * clamp(v_color.a, 0.0, 1.0);
    o_color = vec4(clamp(color, 0.0, 1.0) * alpha, alpha);
}
