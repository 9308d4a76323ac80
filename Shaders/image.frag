// image.frag — the image's texel times the opacity. The texels were premultiplied when uploaded,
// so linear filtering does not darken edges next to transparent texels; the output is
// premultiplied alpha. An image with depths (a 3D density plot's) takes each texel's window depth
// from u_depth (nearest), so the depth test places it among the world primitives.
#version 330 core

in vec2 v_texcoord;

uniform sampler2D u_image;
uniform sampler2D u_depth;
uniform bool u_hasDepth;
uniform float u_opacity;

out vec4 o_color;

void main() {
    vec4 texel = texture(u_image, v_texcoord) * clamp(u_opacity, 0.0, 1.0);
    if (texel.a <= 0.0) {
        discard;
    }
    gl_FragDepth = u_hasDepth ? texture(u_depth, v_texcoord).r : gl_FragCoord.z;
    o_color = texel;
}
