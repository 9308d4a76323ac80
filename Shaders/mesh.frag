// mesh.frag — triangle meshes: per-vertex colour, optionally lit.
//
// Lighting (u_lit == 1) is two-sided Lambert with a strong ambient term (so that colour, which
// encodes data, stays readable on faces turned away from the light) and a little white Blinn-Phong
// specular, in view space with the scene's headlight `u_lightDirection_v` (towards the light).
// A face seen from behind is lit as if its normal were flipped. Output is premultiplied alpha.
#version 330 core

in vec3 v_position_v;
in vec3 v_normal_v;
in vec4 v_color;

uniform int u_lit;
uniform int u_orthographic;
uniform vec3 u_lightDirection_v;

out vec4 o_color;

const float AMBIENT = 0.52;
const float DIFFUSE = 0.48;
const float SPECULAR = 0.12;
const float SHININESS = 40.0;

void main() {
    vec3 color = v_color.rgb;
    if (u_lit == 1) {
        vec3 toEye_v = u_orthographic == 1 ? vec3(0.0, 0.0, 1.0) : normalize(-v_position_v);
        vec3 normal_v = normalize(v_normal_v);
        if (dot(normal_v, toEye_v) < 0.0) {
            normal_v = -normal_v;
        }
        vec3 light_v = normalize(u_lightDirection_v);
        float diffuse = max(dot(normal_v, light_v), 0.0);
        vec3 half_v = normalize(light_v + toEye_v);
        float specular = diffuse > 0.0 ? pow(max(dot(normal_v, half_v), 0.0), SHININESS) : 0.0;
        color = color * (AMBIENT + DIFFUSE * diffuse) + vec3(SPECULAR * specular);
    }
    float alpha = clamp(v_color.a, 0.0, 1.0);
    o_color = vec4(clamp(color, 0.0, 1.0) * alpha, alpha);
}
