// text.vert — glyph quads in pixel space, textured from the glyph atlas.
//
// Each vertex carries its corner in device pixels (origin top-left, y down; already aligned,
// rotated and snapped on the CPU), its texel coordinate in the atlas, and the label's colour.
// `u_viewProjection` is the pixel ortho matrix.
#version 330 core

layout(location = 0) in vec2 a_position_s;
layout(location = 1) in vec2 a_texcoord;
layout(location = 2) in vec4 a_color;

uniform mat4 u_viewProjection;
uniform vec2 u_atlasSize;

out vec2 v_texcoord;
flat out vec4 v_color;

void main() {
    gl_Position = u_viewProjection * vec4(a_position_s, 0.0, 1.0);
    v_texcoord = a_texcoord / u_atlasSize;
    v_color = a_color;
}
