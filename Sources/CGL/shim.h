// OpenGL 3.3 core profile, straight from glvnd's libOpenGL (which exports every core entry point).
// Pinning GL_VERSION_4_x hides everything newer than 3.3, so a 4.x call cannot slip in on Mesa
// (which answers a 3.3 request with a 4.5 context) and then break on a strict 3.3 driver.
#define GL_GLEXT_PROTOTYPES 1
#define GL_VERSION_4_0 1
#define GL_VERSION_4_1 1
#define GL_VERSION_4_2 1
#define GL_VERSION_4_3 1
#define GL_VERSION_4_4 1
#define GL_VERSION_4_5 1
#define GL_VERSION_4_6 1
#include <GL/glcorearb.h>
