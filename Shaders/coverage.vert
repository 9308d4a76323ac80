// coverage.vert — rectangles (in GL window pixels) over which a line batch's coverage buffer is
// composited over the frame.
//
// The compositor passes the tiles of the batch's bounding box that its segments touch, as runs of
// whole pixels that do not overlap, so each pixel is composited at most once and the empty rest of
// the box is not shaded at all (on llvmpipe, with 4× MSAA, compositing the whole box cost tens of
// milliseconds per batch).
#version 330 core

layout(location = 0) in vec2 a_position_w;

uniform vec2 u_viewport_s;

void main() {
    gl_Position = vec4(a_position_w / u_viewport_s * 2.0 - 1.0, 0.0, 1.0);
}
