// Only the header matters; SwiftPM wants one source file in a C target.
#include "CFuzzerDriver.h"
