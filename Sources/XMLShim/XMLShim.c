// XMLShim implementation: libxml2's HTML parser and XML Schema validator, wrapped in plain C.
#include "XMLShim.h"

#include <libxml/HTMLparser.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlschemas.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static pthread_once_t dp_once = PTHREAD_ONCE_INIT;

/// Each thread's HTML parser context, reused for every fragment: creating a context costs more
/// than parsing a heading's `<a name="…"></a>`, and articles have one per heading.
static pthread_key_t dp_html_context_key;

static void dp_free_html_context(void *context) { htmlFreeParserCtxt((htmlParserCtxtPtr)context); }

/// Each thread's XML parser context, reused for every code block: a new context creates its
/// dictionary and hash tables, which cost more than parsing a short XAML block.
static pthread_key_t dp_xml_context_key;

static void dp_free_xml_context(void *context) { xmlFreeParserCtxt((xmlParserCtxtPtr)context); }

static void dp_initialize(void) {
    xmlInitParser();
    pthread_key_create(&dp_html_context_key, dp_free_html_context);
    pthread_key_create(&dp_xml_context_key, dp_free_xml_context);
}

/// The calling thread's parser context under `key`, made by `make` on first use (NULL if that
/// fails; the next call tries again).
static xmlParserCtxtPtr dp_thread_context(pthread_key_t key, xmlParserCtxtPtr (*make)(void)) {
    xmlParserCtxtPtr context = pthread_getspecific(key);
    if (context == NULL) {
        context = make();
        if (context != NULL) {
            pthread_setspecific(key, context);
        }
    }
    return context;
}

static htmlParserCtxtPtr dp_html_context(void) { return dp_thread_context(dp_html_context_key, htmlNewParserCtxt); }

static xmlParserCtxtPtr dp_xml_context(void) { return dp_thread_context(dp_xml_context_key, xmlNewParserCtxt); }

static void dp_silent(void *context, const char *message, ...) {
    (void)context;
    (void)message;
}

static void dp_walk(xmlNodePtr node, dp_element_callback callback, void *context) {
    for (xmlNodePtr current = node; current != NULL; current = current->next) {
        if (current->type == XML_ELEMENT_NODE) {
            size_t count = 0;
            for (xmlAttrPtr attribute = current->properties; attribute != NULL; attribute = attribute->next) {
                count++;
            }
            dp_attribute *attributes = count > 0 ? calloc(count, sizeof(dp_attribute)) : NULL;
            xmlChar **values = count > 0 ? calloc(count, sizeof(xmlChar *)) : NULL;
            size_t index = 0;
            for (xmlAttrPtr attribute = current->properties; attribute != NULL && attributes != NULL && values != NULL;
                 attribute = attribute->next) {
                values[index] = xmlNodeListGetString(current->doc, attribute->children, 1);
                attributes[index].name = (const char *)attribute->name;
                attributes[index].value = values[index] != NULL ? (const char *)values[index] : "";
                index++;
            }
            callback((const char *)current->name, attributes, index, (long)xmlGetLineNo(current), context);
            for (size_t i = 0; i < index; i++) {
                xmlFree(values[i]);
            }
            free(attributes);
            free(values);
        }
        if (current->children != NULL) {
            dp_walk(current->children, callback, context);
        }
    }
}

int dp_html_scan_elements(const char *html, size_t length, dp_element_callback callback, void *context) {
    if (length > (size_t)0x7fffffff) {
        return -1;
    }
    pthread_once(&dp_once, dp_initialize);
    xmlSetGenericErrorFunc(NULL, dp_silent);
    htmlParserCtxtPtr parser = dp_html_context();
    if (parser == NULL) {
        return -1;
    }
    htmlDocPtr document = htmlCtxtReadMemory(parser, html, (int)length, NULL, "UTF-8",
                                             HTML_PARSE_RECOVER | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING |
                                                 HTML_PARSE_NONET | HTML_PARSE_NOIMPLIED | HTML_PARSE_COMPACT);
    if (document == NULL) {
        return -1;
    }
    dp_walk(xmlDocGetRootElement(document), callback, context);
    xmlFreeDoc(document);
    return 0;
}

typedef struct {
    char *text;
    size_t length;
    /* Bytes allocated for `text` (0 while nothing is): it grows by doubling. */
    size_t capacity;
} dp_buffer;

/* Makes room for `add` more bytes and a terminating zero; 0 when memory ran out. */
static int dp_reserve(dp_buffer *buffer, size_t add) {
    size_t needed = buffer->length + add + 1;
    if (needed <= buffer->capacity) {
        return 1;
    }
    size_t capacity = buffer->capacity < 64 ? 64 : buffer->capacity;
    while (capacity < needed) {
        capacity *= 2;
    }
    char *grown = realloc(buffer->text, capacity);
    if (grown == NULL) {
        return 0;
    }
    buffer->text = grown;
    buffer->capacity = capacity;
    return 1;
}

static void dp_collect(void *context, const char *format, ...) {
    dp_buffer *buffer = context;
    char line[1024];
    va_list arguments;
    va_start(arguments, format);
    int written = vsnprintf(line, sizeof line, format, arguments);
    va_end(arguments);
    if (written <= 0) {
        return;
    }
    size_t add = strlen(line);
    if (!dp_reserve(buffer, add)) {
        return;
    }
    memcpy(buffer->text + buffer->length, line, add + 1);
    buffer->length += add;
}

int dp_xml_validate_schema(const char *xml, size_t length, const char *schema_path, char **errors) {
    dp_buffer buffer = {NULL, 0, 0};
    if (errors != NULL) {
        *errors = NULL;
    }
    if (length > (size_t)0x7fffffff) {
        return -1;
    }
    pthread_once(&dp_once, dp_initialize);
    xmlSetGenericErrorFunc(&buffer, dp_collect);
    xmlSchemaParserCtxtPtr parser = xmlSchemaNewParserCtxt(schema_path);
    xmlSchemaPtr schema = parser != NULL ? xmlSchemaParse(parser) : NULL;
    int result = -1;
    if (schema != NULL) {
        xmlDocPtr document = xmlReadMemory(xml, (int)length, "output.xml", NULL, XML_PARSE_NONET);
        if (document != NULL) {
            xmlSchemaValidCtxtPtr validator = xmlSchemaNewValidCtxt(schema);
            xmlSchemaSetValidErrors(validator, (xmlSchemaValidityErrorFunc)dp_collect,
                                    (xmlSchemaValidityWarningFunc)dp_collect, &buffer);
            result = xmlSchemaValidateDoc(validator, document) == 0 ? 0 : 1;
            xmlSchemaFreeValidCtxt(validator);
            xmlFreeDoc(document);
        }
        xmlSchemaFree(schema);
    }
    if (parser != NULL) {
        xmlSchemaFreeParserCtxt(parser);
    }
    xmlSetGenericErrorFunc(NULL, dp_silent);
    if (errors != NULL) {
        *errors = buffer.text;
    } else {
        free(buffer.text);
    }
    return result;
}

static void dp_append(dp_buffer *buffer, const char *text, size_t length) {
    if (!dp_reserve(buffer, length)) {
        return;
    }
    memcpy(buffer->text + buffer->length, text, length);
    buffer->length += length;
    buffer->text[buffer->length] = 0;
}

static void dp_append_line(dp_buffer *buffer, int depth, const char *prefix, const char *value) {
    char head[32];
    int written = snprintf(head, sizeof head, "%d:%s", depth, prefix);
    if (written < 0) {
        return;
    }
    /* snprintf tells the length it wanted: at most what fits was written. */
    size_t headLength = (size_t)written < sizeof head ? (size_t)written : sizeof head - 1;
    size_t valueLength = strlen(value);
    if (!dp_reserve(buffer, headLength + valueLength + 1)) {
        return;
    }
    dp_append(buffer, head, headLength);
    /* Values are written on one line: line breaks inside them become spaces. */
    char *out = buffer->text + buffer->length;
    for (size_t index = 0; index < valueLength; index++) {
        char character = value[index];
        out[index] = (character == '\n' || character == '\r' || character == '\t') ? ' ' : character;
    }
    buffer->length += valueLength;
    dp_append(buffer, "\n", 1);
}

static int dp_compare_strings(const void *left, const void *right) {
    return strcmp(*(char *const *)left, *(char *const *)right);
}

/* `prefix:name` when the node has a namespace prefix, else `name`; malloc'ed. */
static char *dp_qualified(const xmlChar *name, xmlNsPtr ns) {
    const char *local = (const char *)name;
    const char *prefix = (ns != NULL && ns->prefix != NULL) ? (const char *)ns->prefix : NULL;
    size_t size = strlen(local) + (prefix != NULL ? strlen(prefix) + 1 : 0) + 1;
    char *result = malloc(size);
    if (result != NULL) {
        snprintf(result, size, "%s%s%s", prefix != NULL ? prefix : "", prefix != NULL ? ":" : "", local);
    }
    return result;
}

static void dp_canonical_walk(xmlNodePtr node, int depth, dp_buffer *structure, dp_buffer *text) {
    for (xmlNodePtr current = node; current != NULL; current = current->next) {
        if (current->type == XML_ELEMENT_NODE) {
            char *name = dp_qualified(current->name, current->ns);
            dp_append_line(structure, depth, "", name != NULL ? name : (const char *)current->name);
            free(name);
            /* Namespace declarations and attributes, sorted: their order has no meaning in XML. */
            size_t count = 0;
            for (xmlNsPtr ns = current->nsDef; ns != NULL; ns = ns->next) {
                count++;
            }
            for (xmlAttrPtr attribute = current->properties; attribute != NULL; attribute = attribute->next) {
                count++;
            }
            char **lines = count > 0 ? calloc(count, sizeof(char *)) : NULL;
            size_t used = 0;
            for (xmlNsPtr ns = current->nsDef; ns != NULL && lines != NULL; ns = ns->next) {
                const char *prefix = ns->prefix != NULL ? (const char *)ns->prefix : "";
                const char *href = ns->href != NULL ? (const char *)ns->href : "";
                size_t size = strlen(prefix) + strlen(href) + 10;
                lines[used] = malloc(size);
                if (lines[used] != NULL) {
                    snprintf(lines[used], size, "@xmlns%s%s=%s", ns->prefix != NULL ? ":" : "", prefix, href);
                    used++;
                }
            }
            for (xmlAttrPtr attribute = current->properties; attribute != NULL && lines != NULL;
                 attribute = attribute->next) {
                xmlChar *value = xmlNodeListGetString(current->doc, attribute->children, 1);
                char *attributeName = dp_qualified(attribute->name, attribute->ns);
                if (attributeName != NULL) {
                    size_t size = strlen(attributeName) + (value != NULL ? strlen((const char *)value) : 0) + 3;
                    lines[used] = malloc(size);
                    if (lines[used] != NULL) {
                        snprintf(lines[used], size, "@%s=%s", attributeName, value != NULL ? (const char *)value : "");
                        used++;
                    }
                    free(attributeName);
                }
                xmlFree(value);
            }
            if (used > 1) {
                qsort(lines, used, sizeof(char *), dp_compare_strings);
            }
            for (size_t index = 0; index < used; index++) {
                dp_append_line(structure, depth + 1, "", lines[index]);
                free(lines[index]);
            }
            free(lines);
            dp_canonical_walk(current->children, depth + 1, structure, text);
        } else if (current->type == XML_TEXT_NODE || current->type == XML_CDATA_SECTION_NODE) {
            const char *content = (const char *)current->content;
            if (content == NULL) {
                continue;
            }
            const char *start = content;
            while (*start == ' ' || *start == '\t' || *start == '\n' || *start == '\r') {
                start++;
            }
            size_t length = strlen(start);
            while (length > 0 && (start[length - 1] == ' ' || start[length - 1] == '\t' || start[length - 1] == '\n' ||
                                  start[length - 1] == '\r')) {
                length--;
            }
            if (length == 0) {
                continue;
            }
            char *trimmed = strndup(start, length);
            if (trimmed != NULL) {
                dp_append_line(text, depth, "", trimmed);
                free(trimmed);
            }
        }
    }
}

int dp_xml_canonicalize(const char *xml, size_t length, char **structure, char **text, char **error) {
    *structure = NULL;
    *text = NULL;
    if (error != NULL) {
        *error = NULL;
    }
    if (length > (size_t)0x7fffffff - 64) {
        return -1;
    }
    pthread_once(&dp_once, dp_initialize);
    xmlSetGenericErrorFunc(NULL, dp_silent);
    /* Wrap the fragment so several top-level elements (common in docs) are one document. The
       XML declaration, if any, is dropped first since it may not appear inside an element. */
    const char *body = xml;
    size_t bodyLength = length;
    while (bodyLength > 0 && (*body == ' ' || *body == '\n' || *body == '\r' || *body == '\t')) {
        body++;
        bodyLength--;
    }
    if (bodyLength > 5 && strncmp(body, "<?xml", 5) == 0) {
        const char *end = strstr(body, "?>");
        if (end != NULL && (size_t)(end - body) < bodyLength) {
            bodyLength -= (size_t)(end + 2 - body);
            body = end + 2;
        }
    }
    const char *open = "<docparity-fragment>";
    const char *close = "</docparity-fragment>";
    size_t total = strlen(open) + bodyLength + strlen(close);
    char *wrapped = malloc(total + 1);
    if (wrapped == NULL) {
        return -1;
    }
    memcpy(wrapped, open, strlen(open));
    memcpy(wrapped + strlen(open), body, bodyLength);
    memcpy(wrapped + strlen(open) + bodyLength, close, strlen(close) + 1);
    xmlParserCtxtPtr context = dp_xml_context();
    xmlDocPtr document = context != NULL ? xmlCtxtReadMemory(context, wrapped, (int)total, "snippet.xml", NULL,
                                                             XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING |
                                                                 XML_PARSE_NOCDATA)
                                         : NULL;
    free(wrapped);
    if (document == NULL) {
        if (error != NULL && context != NULL) {
            xmlErrorPtr last = xmlCtxtGetLastError(context);
            if (last != NULL && last->message != NULL) {
                size_t size = strlen(last->message) + 32;
                *error = malloc(size);
                if (*error != NULL) {
                    snprintf(*error, size, "%d:%s", last->line, last->message);
                }
            }
        }
        return -1;
    }
    dp_buffer structureBuffer = {NULL, 0, 0};
    dp_buffer textBuffer = {NULL, 0, 0};
    xmlNodePtr root = xmlDocGetRootElement(document);
    dp_canonical_walk(root != NULL ? root->children : NULL, 0, &structureBuffer, &textBuffer);
    xmlFreeDoc(document);
    *structure = structureBuffer.text != NULL ? structureBuffer.text : strdup("");
    *text = textBuffer.text != NULL ? textBuffer.text : strdup("");
    return 0;
}

void dp_free(void *pointer) { free(pointer); }
