// translucency.frag — composites weighted blended OIT accumulation over the opaque frame.
//
// The accumulation (McGuire & Bavoil 2013) holds, per sample: in u_accum, rgb = Σ premultiplied
// colour · w and a = Π (1 − alpha) (the revealage); in u_weight, r = Σ alpha · w. The translucent
// layers together are the weighted mean colour Σ C·α·w / Σ α·w with coverage 1 − revealage, output
// premultiplied and blended ONE, ONE_MINUS_SRC_ALPHA over the opaque colour.
//
// With u_samples > 0 the accumulation is multisampled (sampler2DMS, same samples as the frame);
// GL 3.3 has no per-sample shading, so one fragment per pixel averages the composited layer of
// every sample and writes the average to all samples: exact inside surfaces, and at edges of
// translucent geometry the same as resolving first. With u_samples == 0, plain textures.
#version 330 core

uniform sampler2DMS u_accumMS;
uniform sampler2DMS u_weightMS;
uniform sampler2D u_accum;
uniform sampler2D u_weight;
uniform int u_samples;

out vec4 o_color;

vec4 layer(vec4 accum, float weight) {
    float alpha = clamp(1.0 - accum.a, 0.0, 1.0);
    vec3 color = clamp(accum.rgb / max(weight, 1e-5), 0.0, 1.0);
    return vec4(color * alpha, alpha);
}

void main() {
    ivec2 pixel = ivec2(gl_FragCoord.xy);
    vec4 sum = vec4(0.0);
    if (u_samples > 0) {
        for (int i = 0; i < u_samples; i++) {
            sum += layer(texelFetch(u_accumMS, pixel, i), texelFetch(u_weightMS, pixel, i).r);
        }
        sum /= float(u_samples);
    } else {
        sum = layer(texelFetch(u_accum, pixel, 0), texelFetch(u_weight, pixel, 0).r);
    }
    if (sum.a <= 0.0) {
        discard;
    }
    o_color = sum;
}
