// libxml2 for Swift. Only the Markup module imports this.
//
// Debian's libxml2 is built with ICU, so <libxml/encoding.h> pulls in ICU's headers, whose UErrorCode
// clashes with Foundation's own copy (_FoundationICU) in any module that sees both. Including xmlversion.h
// first and undefining LIBXML_ICU_ENABLED hides the two ICU-only trailing fields of xmlCharEncodingHandler.
// Stackboard never allocates that struct, so the layout difference is harmless.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/relaxng.h>
