// volume.frag — direct volume rendering of one VolumeBatch by ray marching.
//
// Each pixel's ray runs from the near plane to the far plane (world space, through the inverse
// view-projection, so perspective and parallel views alike). It is clipped to the volume's box
// and ends at the depth of the opaque world primitives drawn before (u_depth, a single-sampled
// copy of the frame's depth), so axes, surfaces and points in front of or inside the volume hide
// what lies behind them. The clipped length L is cut into n = ceil(L / step) equal segments, each
// sampled once at a jittered place inside it (interleaved gradient noise per pixel, which turns
// the wood-grain rings of a fixed start into fine noise), so the optical depth summed along the
// ray is exactly ∫σ dt for a uniform volume: opacity 1 − e^(−σL). Samples are composited front
// to back (premultiplied) and the loop ends once the ray is opaque enough (early termination).
//
// u_volume holds (value, 1) at each node and (0, 0) where the value is missing: interpolated, g is
// the weight of the present nodes around the sample; below ½ the sample counts as missing, else
// r / g is the mean of the present values.
#version 330 core

uniform mat4 u_inverseViewProjection;
uniform vec2 u_viewport_s;
uniform vec3 u_origin;
uniform vec3 u_size;
uniform vec3 u_counts;
uniform float u_transferCount;
uniform float u_density;
uniform float u_steps;
uniform sampler3D u_volume;
uniform sampler2D u_transfer;
uniform sampler2D u_depth;

out vec4 fragColor;

const float OPAQUE_ENOUGH = 0.998;
const int MAX_SEGMENTS = 8192;

vec3 unproject(vec2 ndc, float z) {
    vec4 p = u_inverseViewProjection * vec4(ndc, z, 1.0);
    return p.xyz / p.w;
}

void main() {
    vec2 ndc = gl_FragCoord.xy / u_viewport_s * 2.0 - 1.0;
    vec3 nearPoint = unproject(ndc, -1.0);
    vec3 toFar = unproject(ndc, 1.0) - nearPoint;
    float rayLength = length(toFar);
    vec3 dir = toFar / rayLength;
    vec3 safe = mix(dir, vec3(1e-12), lessThan(abs(dir), vec3(1e-12)));
    vec3 t0 = (u_origin - nearPoint) / safe;
    vec3 t1 = (u_origin + u_size - nearPoint) / safe;
    vec3 tNear = min(t0, t1);
    vec3 tFar = max(t0, t1);
    float enter = max(max(tNear.x, tNear.y), max(tNear.z, 0.0));
    float leave = min(min(tFar.x, tFar.y), min(tFar.z, rayLength));
    float depth = texelFetch(u_depth, ivec2(gl_FragCoord.xy), 0).r;
    if (depth < 1.0) {
        leave = min(leave, dot(unproject(ndc, depth * 2.0 - 1.0) - nearPoint, dir));
    }
    if (leave <= enter) discard;

    float span = leave - enter;
    float segments = min(ceil(span * u_steps / length(u_size)), float(MAX_SEGMENTS));
    float dt = span / segments;
    float jitter = fract(52.9829189 * fract(dot(gl_FragCoord.xy, vec2(0.06711056, 0.00583715))));
    vec4 sum = vec4(0.0);
    for (int i = 0; i < int(segments); ++i) {
        vec3 p = nearPoint + (enter + (float(i) + jitter) * dt) * dir;
        vec3 node = clamp((p - u_origin) / u_size, 0.0, 1.0) * (u_counts - 1.0);
        vec2 stored = texture(u_volume, (node + 0.5) / u_counts).rg;
        if (stored.g < 0.5) continue;
        float value = clamp(stored.r / stored.g, 0.0, 1.0);
        vec4 transfer = texture(u_transfer, vec2((value * (u_transferCount - 1.0) + 0.5) / u_transferCount, 0.5));
        float alpha = 1.0 - exp(-u_density * transfer.a * dt);
        sum += (1.0 - sum.a) * alpha * vec4(transfer.rgb, 1.0);
        if (sum.a >= OPAQUE_ENOUGH) break;
    }
    if (sum.a <= 0.0) discard;
    fragColor = sum;
}
