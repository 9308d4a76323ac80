// mesh.frag — triangle meshes: per-vertex colour, optionally lit, with a simple material.
//
// Lighting (the LIT variant) is two-sided Lambert with a strong ambient term (so that colour, which
// encodes data, stays readable on faces turned away from the light) and a Blinn-Phong specular,
// in view space with the scene's headlight `u_lightDirection_v` (towards the light). A face seen
// from behind is lit as if its normal were flipped.
//
// Material (a documented approximation, not physically based):
// - roughness r (0…1) sets the specular exponent 40 · 8^(1 − 2r) (320 smooth … 40 at 0.5 … 5 rough)
//   and its strength 0.12 · (exponent + 8) / 48, the Blinn-Phong normalisation that keeps the
//   highlight's energy about constant: small and bright when smooth, broad and faint when rough;
// - metalness m (0…1) tints the highlight from white to 2.5 × the base colour (metals reflect
//   more, in their own colour) and scales the diffuse term by 1 − 0.75 m; the ambient term is
//   kept, so data colours stay readable on metals.
// At r = 0.5, m = 0 this is exactly the previous fixed lighting (exponent 40, strength 0.12).
//
// Output is premultiplied alpha. With OUTPUT_OIT (the translucent pass of weighted blended
// order-independent transparency, McGuire & Bavoil 2013) the outputs are accumulated instead:
// location 0 gets (premultiplied colour · w, alpha) and location 1 gets alpha · w, with the
// depth weight w = clamp(3·10³ · (1 − depth)³, 10⁻², 3·10³) of the paper's equation (9); the
// blending (ONE, ONE for colour, ZERO, ONE_MINUS_SRC_ALPHA for alpha) sums the weighted colours
// and multiplies the revealage (1 − alpha) in the alpha channel.
// With a gradient (the GRADIENT variant) its colour replaces the vertex colour, whose alpha still
// multiplies the gradient's.
//
// Variants (MeshPipeline adds the `#define`s after `#version`; see ShaderVariants): LIT, GRADIENT
// and OUTPUT_OIT compile in what the draw uses, instead of branching on uniforms.
#version 330 core

in vec3 v_position_v;
in vec3 v_normal_v;
in vec4 v_color;

uniform int u_orthographic;
uniform vec3 u_lightDirection_v;
uniform float u_metalness;
uniform float u_roughness;

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

const float AMBIENT = 0.52;
const float DIFFUSE = 0.48;
const float SPECULAR = 0.12;
const float SHININESS = 40.0;
const float METAL_DIFFUSE_LOSS = 0.75;
const float METAL_SPECULAR_GAIN = 2.5;

void emit(vec3 premultiplied, float alpha, float depth) {
#if defined(OUTPUT_OIT)
    float weight = alpha * clamp(3e3 * pow(1.0 - depth, 3.0), 1e-2, 3e3);
    o_color = vec4(premultiplied * weight, alpha);
    o_weight = vec4(alpha * weight);
#else
    o_color = vec4(premultiplied, alpha);
    o_weight = vec4(0.0);
#endif
}

void main() {
    vec4 base = v_color;
#if defined(GRADIENT)
    vec4 g = gradientColor(gl_FragCoord.xy);
    base = vec4(g.rgb, g.a * v_color.a);
#endif
    vec3 color = base.rgb;
#if defined(LIT)
    {
        float roughness = clamp(u_roughness, 0.0, 1.0);
        float metalness = clamp(u_metalness, 0.0, 1.0);
        float shininess = SHININESS * exp2(3.0 * (1.0 - 2.0 * roughness));
        float strength = SPECULAR * (shininess + 8.0) / (SHININESS + 8.0);
        vec3 toEye_v = u_orthographic == 1 ? vec3(0.0, 0.0, 1.0) : normalize(-v_position_v);
        vec3 normal_v = normalize(v_normal_v);
        if (dot(normal_v, toEye_v) < 0.0) {
            normal_v = -normal_v;
        }
        vec3 light_v = normalize(u_lightDirection_v);
        float diffuse = max(dot(normal_v, light_v), 0.0);
        vec3 half_v = normalize(light_v + toEye_v);
        float specular = diffuse > 0.0 ? pow(max(dot(normal_v, half_v), 0.0), shininess) : 0.0;
        vec3 specularColor = mix(vec3(1.0), METAL_SPECULAR_GAIN * clamp(color, 0.0, 1.0), metalness);
        float diffuseScale = DIFFUSE * (1.0 - METAL_DIFFUSE_LOSS * metalness);
        color = color * (AMBIENT + diffuseScale * diffuse) + specularColor * (strength * specular);
    }
#endif
    float alpha = clamp(base.a, 0.0, 1.0);
    emit(clamp(color, 0.0, 1.0) * alpha, alpha, gl_FragCoord.z);
}
