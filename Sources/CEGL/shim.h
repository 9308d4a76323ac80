// EGL for headless contexts. Extension entry points are fetched with eglGetProcAddress.
#include <EGL/egl.h>
#include <EGL/eglext.h>
