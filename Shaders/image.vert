// image.vert — a raster image stretched over a pixel rectangle (ChartScene's SceneImage).
//
// Four vertices (a triangle strip) carry their corner in device pixels (origin top-left, y down)
// and their texture coordinate; texel row 0 is the image's top row. `u_viewProjection` is the
// pixel ortho matrix.
#version 330 core

layout(location = 0) in vec2 a_position_s;
layout(location = 1) in vec2 a_texcoord;

uniform mat4 u_viewProjection;

out vec2 v_texcoord;

void main() {
    gl_Position = u_viewProjection * vec4(a_position_s, 0.0, 1.0);
    v_texcoord = a_texcoord;
}
