// XMLShim: the few libxml2 services DocParity needs, behind a header that includes nothing of
// libxml2 (whose headers pull in ICU and clash with Foundation's ICU in Swift).
#ifndef DOCPARITY_XMLSHIM_H
#define DOCPARITY_XMLSHIM_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// One attribute of an HTML element: name and value, NUL-terminated UTF-8.
typedef struct {
    const char *name;
    const char *value;
} dp_attribute;

/// Called for every element of an HTML fragment, in document order. `line` is the 1-based line
/// of the element within the fragment as libxml2 reports it (0 when unknown).
typedef void (*dp_element_callback)(const char *element, const dp_attribute *attributes,
                                    size_t attribute_count, long line, void *context);

/// Parses an HTML fragment leniently (recovering from errors, no network) and calls `callback`
/// for each element. Returns 0 on success, -1 when libxml2 could not build any tree.
int dp_html_scan_elements(const char *html, size_t length, dp_element_callback callback, void *context);

/// Validates the XML document `xml` against the XML Schema at `schema_path`. Returns 0 when
/// valid, 1 when invalid, -1 when the schema or the document could not be read. When `errors`
/// is not NULL it receives a malloc'ed, NUL-terminated report of the problems (free with
/// `dp_free`), or NULL when there is none.
int dp_xml_validate_schema(const char *xml, size_t length, const char *schema_path, char **errors);

/// Parses the XML fragment `xml` (comments and whitespace-only text ignored; a fragment with
/// several top-level elements is wrapped) and writes two malloc'ed, NUL-terminated texts, one item
/// per line: `structure` — each element as `depth:name` and each attribute as `depth:@name=value`
/// in document order; `text` — each non-blank text node, trimmed, as `depth:text`. Returns 0 on
/// success, -1 when the fragment is not well-formed XML (then `error`, if not NULL, receives a
/// malloc'ed `line:message`). Free every result with `dp_free`.
int dp_xml_canonicalize(const char *xml, size_t length, char **structure, char **text, char **error);

/// Frees a string returned by this library.
void dp_free(void *pointer);

#ifdef __cplusplus
}
#endif

#endif
