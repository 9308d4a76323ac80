// translucency.vert — one triangle that covers the whole viewport (no vertex attributes).
//
// Used to composite the weighted blended translucency accumulation over the opaque frame.
#version 330 core

void main() {
    vec2 corner_n = vec2(float((gl_VertexID << 1) & 2), float(gl_VertexID & 2)) * 2.0 - 1.0;
    gl_Position = vec4(corner_n, 0.0, 1.0);
}
