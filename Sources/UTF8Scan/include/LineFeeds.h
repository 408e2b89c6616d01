// LineFeeds: where the lines of a byte buffer end, 32 bytes at a time where the processor has
// AVX2. Diagnostics builds every file's line table from them; a `memchr` call per line cost
// more than the whole UTF-8 check on Markdown, whose lines are short.
#ifndef DOCPARITY_LINE_FEEDS_H
#define DOCPARITY_LINE_FEEDS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The entries `dp_line_feed_ends` may write past the last offset.
#define DP_LINE_FEED_SLACK 4

/// The number of line feeds (byte 0x0A) in `bytes[0..<count]`.
size_t dp_line_feed_count(const uint8_t *bytes, size_t count);

/// Writes the offset just past each line feed of `bytes[0..<count]` to `ends`, in order.
/// `ends` has room for `dp_line_feed_count(bytes, count) + DP_LINE_FEED_SLACK` offsets: the
/// vector loop writes a few entries past the last offset, whose values are then meaningless.
void dp_line_feed_ends(const uint8_t *bytes, size_t count, intptr_t *ends);

#ifdef __cplusplus
}
#endif

#endif
