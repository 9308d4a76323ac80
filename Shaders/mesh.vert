// mesh.vert — triangle meshes (surfaces, bars, areas).
//
// Inputs are per vertex: a position in the mesh's space (world or pixel), an optional unit normal
// in the same space and a straight-alpha sRGB colour. `u_viewProjection` maps the mesh's space to
// clip space (the camera for world meshes, the pixel ortho matrix for pixel meshes); `u_view` maps
// world to view space for lighting. Normals of unlit meshes are ignored (u_lit == 0).
#version 330 core

layout(location = 0) in vec3 a_position;
layout(location = 1) in vec3 a_normal;
layout(location = 2) in vec4 a_color;

uniform mat4 u_viewProjection;
uniform mat4 u_view;

out vec3 v_position_v;
out vec3 v_normal_v;
out vec4 v_color;

void main() {
    vec4 position_w = vec4(a_position, 1.0);
    v_position_v = (u_view * position_w).xyz;
    // The view matrix is a rigid motion (rotation + translation), so its upper 3x3 maps normals too.
    v_normal_v = mat3(u_view) * a_normal;
    v_color = a_color;
    gl_Position = u_viewProjection * position_w;
}
