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

static void dp_initialize(void) { xmlInitParser(); }

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
            for (xmlAttrPtr attribute = current->properties; attribute != NULL && attributes != NULL;
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
    htmlDocPtr document = htmlReadMemory(html, (int)length, NULL, "UTF-8",
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
} dp_buffer;

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
    char *grown = realloc(buffer->text, buffer->length + add + 1);
    if (grown == NULL) {
        return;
    }
    memcpy(grown + buffer->length, line, add + 1);
    buffer->text = grown;
    buffer->length += add;
}

int dp_xml_validate_schema(const char *xml, size_t length, const char *schema_path, char **errors) {
    dp_buffer buffer = {NULL, 0};
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

void dp_free(void *pointer) { free(pointer); }
