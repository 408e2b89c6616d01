// cmark-gfm and its GitHub extensions (tables, strikethrough, autolinks), as one module.
#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>
