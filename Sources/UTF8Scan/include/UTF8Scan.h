// UTF8Scan: whether a byte buffer is well-formed UTF-8, 32 bytes at a time where the processor
// has AVX2. DocModel checks every file it reads; its own scalar scan, a byte or a character at a
// time, cost more than any other function of the check on text in Japanese or Chinese.
#ifndef DOCPARITY_UTF8_SCAN_H
#define DOCPARITY_UTF8_SCAN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "LineFeeds.h"  // the umbrella header: Swift sees what it includes

#ifdef __cplusplus
extern "C" {
#endif

/// True when `bytes[0..<count]` is certainly well-formed UTF-8 (RFC 3629: no overlong forms,
/// no surrogates, nothing above U+10FFFF, no truncated sequence at the end). False when it is
/// not, or when this processor has no vector check: the caller then scans the bytes itself,
/// which also finds where the first invalid sequence starts.
bool dp_utf8_certainly_valid(const uint8_t *bytes, size_t count);

/// Whether this processor runs the vector check (x86-64 with AVX2); without it,
/// `dp_utf8_certainly_valid` always answers false.
bool dp_utf8_vector_check_available(void);

#ifdef __cplusplus
}
#endif

#endif
