// resolve.vert — one triangle that covers the viewport (from gl_VertexID, no vertex data), for
// resolving the multisampled colour into the single-sampled image (resolve.frag).
#version 330 core

void main() {
    // (-1,-1), (3,-1), (-1,3): a triangle whose inside holds the whole [-1, 1]² square.
    vec2 corner = vec2(float((gl_VertexID & 1) * 4 - 1), float((gl_VertexID & 2) * 2 - 1));
    gl_Position = vec4(corner, 0.0, 1.0);
}
