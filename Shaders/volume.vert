// volume.vert — one triangle that covers the whole viewport (no vertex attributes).
//
// The ray marcher (volume.frag) finds each pixel's ray through the volume's box itself, so the
// pixels outside the box are discarded at once and a camera inside the box still sees it.
#version 330 core

void main() {
    vec2 corner_n = vec2(float((gl_VertexID << 1) & 2), float(gl_VertexID & 2)) * 2.0 - 1.0;
    gl_Position = vec4(corner_n, 0.0, 1.0);
}
