// point.frag — point symbols: 0 circle, 1 square, 2 lit sphere impostor, 3 cube, 4 cylinder, 5 cone.
//
// Flat symbols: the distance to the symbol's edge (in pixels) gives a one-pixel anti-aliased rim; an
// optional outline of u_outlineWidth_s pixels is drawn in a darker shade of the fill. Spheres are
// shaded with the scene light (view space, like meshes) and write the depth of the sphere's surface
// so that spheres intersect each other and surfaces correctly.
//
// Solid shapes are ray-cast impostors. The ray (orthographic: along −z through v_plane_v;
// perspective: from the eye through v_plane_v) is taken into the shape's frame: the world axes
// (u_viewRotation maps world to view directions), centred on the point, in units of half the symbol
// size (the size in pixels at the centre's depth, so one pixel is 1 / v_radius_s units). There the
// shape is the unit cube [-1, 1]³, the cylinder r ≤ 1, |y| ≤ 1, or the cone from a base of radius 1
// at y = −1 to the apex at y = 1. Their exact signed distance functions are convex, so along the
// ray the distance has one minimum: when it is positive it is the ray's distance to the shape, i.e.
// the distance to the silhouette on screen; when negative, minus the ray's deepest point inside,
// which equals the distance to a smooth silhouette (and is a little less near a sharp edge seen
// obliquely). Coverage is clamp(0.5 − distance in pixels), the sphere's rule. The surface point
// is found by bisection, its normal from the distance gradient; it is lit like meshes (ambient,
// Lambert, Blinn specular) and its depth written, so solids intersect surfaces and each other.
//
// Material (mesh.frag's approximation): roughness r sets the specular exponent 40 · 8^(1 − 2r) and
// scales its strength by (exponent + 8) / 48, so a rough symbol has a broad, faint highlight and a
// smooth one a small, bright one; metalness m tints the highlight from white towards 2.5 × the base
// colour and scales the diffuse term by 1 − 0.75 m. At r = 0.5, m = 0 (the defaults) this is the
// fixed lighting used before. Solid shapes are turned by u_symbolRotation (world from the shape's
// rest frame) before the ray is taken into their frame.
//
// Output is premultiplied alpha; with OUTPUT_OIT, weighted blended OIT accumulation instead (see
// mesh.frag).
//
// The program is compiled in variants (PointPipeline adds the `#define`s after `#version`):
// SOLID_SHAPES for the ray-cast solids (else the flat symbols and the sphere), and OUTPUT_OIT or
// OUTPUT_SAMPLES for the output (else premultiplied colour). llvmpipe runs both sides of a branch
// with masks, even on a uniform, so one program for every case paid for the ray casting on every
// fragment of every point: a variant without it draws a 100,000-sphere cloud 2.3 times faster.
#version 330 core

#if defined(POINT_SPRITES)
flat in vec2 v_offset_s;
#else
in vec2 v_offset_s;
#endif
in vec3 v_plane_v;
flat in vec4 v_color;
flat in float v_radius_s;
flat in vec3 v_center_v;
flat in float v_radius_v;

uniform int u_shape;
uniform float u_outlineWidth_s;
uniform vec3 u_lightDirection_v;
uniform int u_orthographic;
uniform mat4 u_projection;
uniform mat3 u_viewRotation;
uniform mat3 u_symbolRotation;
uniform float u_metalness;
uniform float u_roughness;

layout(location = 0) out vec4 o_color;
layout(location = 1) out vec4 o_weight;

const float OUTLINE_SHADE = 0.55;
// Mesh lighting (mesh.frag at the default roughness 0.5, metalness 0).
const float AMBIENT = 0.52;
const float DIFFUSE = 0.48;
const float SPECULAR = 0.12;
const float SHININESS = 40.0;
const float METAL_DIFFUSE_LOSS = 0.75;
const float METAL_SPECULAR_GAIN = 2.5;
const int GOLDEN_STEPS = 18;
const int BISECTION_STEPS = 20;

// Writes the fragment: premultiplied colour, or its weighted OIT accumulation (mesh.frag). With
// OUTPUT_SAMPLES (opaque solid symbols, drawn with alpha-to-coverage and alpha-to-one) the edge
// coverage selects MSAA samples instead of blending: the colour is written unpremultiplied, and
// depth only where the symbol covers a sample — so a symbol behind shows at another's soft edge,
// rather than the background.
void emit(vec3 premultiplied, float alpha, float depth) {
#if defined(OUTPUT_SAMPLES)
    o_color = vec4(premultiplied / max(alpha, 1e-6), alpha);
    o_weight = vec4(0.0);
#elif defined(OUTPUT_OIT)
    float weight = alpha * clamp(3e3 * pow(1.0 - depth, 3.0), 1e-2, 3e3);
    o_color = vec4(premultiplied * weight, alpha);
    o_weight = vec4(alpha * weight);
#else
    o_color = vec4(premultiplied, alpha);
    o_weight = vec4(0.0);
#endif
}

// Ambient + Lambert + Blinn specular with the material, weights as given (see the header).
vec3 shade(vec3 base, vec3 normal_v, vec3 toEye_v, float ambient, float diffuseWeight, float specularWeight) {
    float roughness = clamp(u_roughness, 0.0, 1.0);
    float metalness = clamp(u_metalness, 0.0, 1.0);
    float shininess = SHININESS * exp2(3.0 * (1.0 - 2.0 * roughness));
    float strength = specularWeight * (shininess + 8.0) / (SHININESS + 8.0);
    vec3 light_v = normalize(u_lightDirection_v);
    float diffuse = max(dot(normal_v, light_v), 0.0);
    vec3 half_v = normalize(light_v + toEye_v);
    float specular = diffuse > 0.0 ? pow(max(dot(normal_v, half_v), 0.0), shininess) : 0.0;
    vec3 specularColor = mix(vec3(1.0), METAL_SPECULAR_GAIN * clamp(base, 0.0, 1.0), metalness);
    float diffuseScale = diffuseWeight * (1.0 - METAL_DIFFUSE_LOSS * metalness);
    return base * (ambient + diffuseScale * diffuse) + specularColor * (strength * specular);
}

#if defined(SOLID_SHAPES)

// The exact signed distance to the unit solid `u_shape` (negative inside).
float solidDistance(vec3 p) {
    if (u_shape == 3) {
        vec3 q = abs(p) - 1.0;
        return length(max(q, 0.0)) + min(max(q.x, max(q.y, q.z)), 0.0);
    }
    if (u_shape == 4) {
        vec2 d = abs(vec2(length(p.xz), p.y)) - 1.0;
        return min(max(d.x, d.y), 0.0) + length(max(d, 0.0));
    }
    // Capped cone (Inigo Quilez): half height 1, radius 1 at y = −1, 0 at y = 1.
    vec2 q = vec2(length(p.xz), p.y);
    vec2 k1 = vec2(0.0, 1.0);
    vec2 k2 = vec2(-1.0, 2.0);
    vec2 ca = vec2(q.x - min(q.x, q.y < 0.0 ? 1.0 : 0.0), abs(q.y) - 1.0);
    vec2 cb = q - k1 + k2 * clamp(dot(k1 - q, k2) / dot(k2, k2), 0.0, 1.0);
    float s = (cb.x < 0.0 && ca.y < 0.0) ? -1.0 : 1.0;
    return s * sqrt(min(dot(ca, ca), dot(cb, cb)));
}

vec3 solidNormal(vec3 p) {
    const float e = 1e-3;
    const vec2 k = vec2(1.0, -1.0);
    return normalize(
        k.xyy * solidDistance(p + k.xyy * e) + k.yyx * solidDistance(p + k.yyx * e)
        + k.yxy * solidDistance(p + k.yxy * e) + k.xxx * solidDistance(p + k.xxx * e));
}

void drawSolid() {
    float radius_s = max(v_radius_s, 1e-6);
    float halfSize_v = v_radius_v;
    mat3 fromLocal = u_viewRotation * u_symbolRotation;
    mat3 toLocal = transpose(fromLocal);
    vec3 origin_l;
    vec3 direction_l;
    if (u_orthographic == 1) {
        origin_l = toLocal * (v_plane_v - v_center_v) / halfSize_v;
        direction_l = toLocal * vec3(0.0, 0.0, -1.0);
    } else {
        origin_l = toLocal * (-v_center_v) / halfSize_v;
        direction_l = toLocal * normalize(v_plane_v);
    }
    float pixel_l = 1.0 / radius_s;

    // The ray's stretch inside the bounding sphere, with a pixel to spare for the rim.
    float bound = (u_shape == 3 ? sqrt(3.0) : sqrt(2.0)) + pixel_l;
    float b = dot(origin_l, direction_l);
    float c = dot(origin_l, origin_l) - bound * bound;
    float discriminant = b * b - c;
    if (discriminant <= 0.0) {
        discard;
    }
    float root = sqrt(discriminant);
    float near = -b - root;
    float far = -b + root;

    // The deepest (or closest) point of the ray: first the point nearest the centre, which is deep
    // enough for full coverage inside most of the symbol; else a golden-section search.
    float tMin = -b;
    float dMin = solidDistance(origin_l + tMin * direction_l);
    if (dMin > -pixel_l) {
        const float G = 0.3819660113;
        float lo = near;
        float hi = far;
        float t1 = lo + G * (hi - lo);
        float t2 = hi - G * (hi - lo);
        float d1 = solidDistance(origin_l + t1 * direction_l);
        float d2 = solidDistance(origin_l + t2 * direction_l);
        for (int i = 0; i < GOLDEN_STEPS; i++) {
            if (d1 < d2) {
                hi = t2;
                t2 = t1;
                d2 = d1;
                t1 = lo + G * (hi - lo);
                d1 = solidDistance(origin_l + t1 * direction_l);
            } else {
                lo = t1;
                t1 = t2;
                d1 = d2;
                t2 = hi - G * (hi - lo);
                d2 = solidDistance(origin_l + t2 * direction_l);
            }
        }
        if (min(d1, d2) < dMin) {
            tMin = d1 < d2 ? t1 : t2;
            dMin = min(d1, d2);
        }
    }
    float distance_s = dMin * radius_s;
    float coverage = clamp(0.5 - distance_s, 0.0, 1.0) * clamp(2.0 * v_radius_s, 0.0, 1.0);
    if (coverage <= 0.0) {
        discard;
    }

    vec3 surface_l;
    if (dMin < 0.0) {
        // Entry point: bisection between the bounding sphere (outside) and the deepest point.
        float lo = near;
        float hi = tMin;
        for (int i = 0; i < BISECTION_STEPS; i++) {
            float mid = 0.5 * (lo + hi);
            if (solidDistance(origin_l + mid * direction_l) > 0.0) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        surface_l = origin_l + hi * direction_l;
    } else {
        // A rim fragment just outside: shade the nearest surface point.
        vec3 closest_l = origin_l + tMin * direction_l;
        surface_l = closest_l - dMin * solidNormal(closest_l);
    }
    vec3 normal_v = normalize(fromLocal * solidNormal(surface_l));
    vec3 surface_v = v_center_v + fromLocal * surface_l * halfSize_v;

    vec3 toEye_v = u_orthographic == 1 ? vec3(0.0, 0.0, 1.0) : normalize(-surface_v);
    vec3 color = shade(v_color.rgb, normal_v, toEye_v, AMBIENT, DIFFUSE, SPECULAR);
    if (u_outlineWidth_s > 0.0) {
        float inner = clamp(-distance_s - u_outlineWidth_s + 0.5, 0.0, 1.0);
        color = mix(color * OUTLINE_SHADE, color, inner);
    }
    vec4 surface_c = u_projection * vec4(surface_v, 1.0);
    float depth = clamp(0.5 * surface_c.z / surface_c.w + 0.5, 0.0, 1.0);
    gl_FragDepth = depth;
    float alpha = coverage * clamp(v_color.a, 0.0, 1.0);
    emit(clamp(color, 0.0, 1.0) * alpha, alpha, depth);
}

void main() {
    drawSolid();
}

#else

void main() {
#if defined(POINT_SPRITES)
    // The offset from the symbol's centre (in window pixels, from point.vert) in pixels, y up.
    vec2 offset_s = gl_FragCoord.xy - v_offset_s;
#else
    vec2 offset_s = v_offset_s;
#endif
    float distance_s;
    if (u_shape == 1) {
        vec2 a = abs(offset_s);
        distance_s = max(a.x, a.y) - v_radius_s;
    } else {
        distance_s = length(offset_s) - v_radius_s;
    }
    float coverage = clamp(0.5 - distance_s, 0.0, 1.0);
    // Symbols smaller than a pixel fade instead of vanishing.
    coverage *= clamp(2.0 * v_radius_s, 0.0, 1.0);
    if (coverage <= 0.0) {
        discard;
    }

    vec3 color = v_color.rgb;
    if (u_shape == 2) {
        vec2 local = clamp(offset_s / max(v_radius_s, 1e-6), -1.0, 1.0);
        float z = sqrt(max(1.0 - dot(local, local), 0.0));
        vec3 normal_v = normalize(vec3(local, z));
        vec3 toEye_v = u_orthographic == 1 ? vec3(0.0, 0.0, 1.0) : normalize(-v_center_v);
        color = shade(color, normal_v, toEye_v, 0.35, 0.65, 0.25);
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
    emit(clamp(color, 0.0, 1.0) * alpha, alpha, gl_FragDepth);
}

#endif
