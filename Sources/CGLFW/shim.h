// GLFW without its own GL header: GL comes from CGL (core profile only).
#define GLFW_INCLUDE_NONE 1
#include <GLFW/glfw3.h>
