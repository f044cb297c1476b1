#ifndef PAPERBOY_CCMARK_SHIM_H
#define PAPERBOY_CCMARK_SHIM_H
#include <cmark.h>
#endif
