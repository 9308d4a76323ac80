// fontconfig: font discovery by family name.
#include <fontconfig/fontconfig.h>
