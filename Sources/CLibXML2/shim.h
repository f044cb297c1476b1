#ifndef PAPERBOY_CLIBXML2_SHIM_H
#define PAPERBOY_CLIBXML2_SHIM_H
// xmlversion.h first: its ICU switch must be off before the other headers pull in
// the system ICU, whose UErrorCode clashes with Foundation's bundled copy.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlerror.h>
#include <libxml/HTMLparser.h>
#include <libxml/HTMLtree.h>
#include <libxml/tree.h>
#include <libxml/uri.h>
#include <libxml/encoding.h>
#endif
