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

/* libxml2 reports some problems through the generic (printf-style) channel, which prints to stderr unless a
 * handler is set. Swift cannot define a C variadic function, so the silent handler lives here; the Markup
 * module installs it per thread (the channel is thread-local in threaded builds). */
static void stackboard_ignore_generic_error(void *context, const char *message, ...) {
    (void)context;
    (void)message;
}

static inline void stackboard_silence_generic_errors(void) {
    xmlSetGenericErrorFunc(NULL, stackboard_ignore_generic_error);
}
