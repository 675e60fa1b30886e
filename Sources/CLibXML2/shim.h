// libxml2 (Debian's libxml2-dev), the XML parser behind Trellis's Interface Builder reader.
//
// Debian builds libxml2 with ICU, and its encoding header then includes ICU's own headers, whose types clash
// with the toolchain's _FoundationICU in any module that sees both. Trellis reads UTF-8 only and never
// touches an encoding handler's fields, so the ICU part of that header is left out here (the handler is
// used only through pointers; the library itself is unchanged).
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/SAX2.h>
