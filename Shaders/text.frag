// text.frag — glyph coverage from the GL_R8 atlas times the label colour, premultiplied alpha.
#version 330 core

in vec2 v_texcoord;
flat in vec4 v_color;

uniform sampler2D u_atlas;

out vec4 o_color;

void main() {
    float coverage = texture(u_atlas, v_texcoord).r;
    float alpha = coverage * clamp(v_color.a, 0.0, 1.0);
    if (alpha <= 0.0) {
        discard;
    }
    o_color = vec4(clamp(v_color.rgb, 0.0, 1.0) * alpha, alpha);
}
