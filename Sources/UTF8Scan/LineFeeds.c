// Line feeds found by comparing 32 bytes at once with AVX2 and reading the matches off a bit
// mask, lowest bit first; a scalar `memchr` loop where the processor has no AVX2.

#include "LineFeeds.h"

#include <string.h>

static size_t count_scalar(const uint8_t *bytes, size_t count) {
    size_t feeds = 0;
    const uint8_t *end = bytes + count;
    for (const uint8_t *next = bytes; next < end;) {
        const uint8_t *found = memchr(next, 0x0A, (size_t)(end - next));
        if (!found) break;
        feeds += 1;
        next = found + 1;
    }
    return feeds;
}

static void ends_scalar(const uint8_t *bytes, size_t count, intptr_t *ends) {
    const uint8_t *end = bytes + count;
    for (const uint8_t *next = bytes; next < end;) {
        const uint8_t *found = memchr(next, 0x0A, (size_t)(end - next));
        if (!found) break;
        *ends++ = (intptr_t)(found - bytes) + 1;
        next = found + 1;
    }
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>

#define DP_AVX2 __attribute__((target("avx2,popcnt,bmi")))

static inline int vector_scan_available(void) {
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("popcnt") && __builtin_cpu_supports("bmi");
}

DP_AVX2 static size_t count_avx2(const uint8_t *bytes, size_t count) {
    const __m256i feed = _mm256_set1_epi8(0x0A);
    size_t feeds = 0;
    size_t index = 0;
    for (; index + 32 <= count; index += 32) {
        __m256i input = _mm256_loadu_si256((const __m256i *)(bytes + index));
        feeds += (size_t)__builtin_popcount((unsigned)_mm256_movemask_epi8(_mm256_cmpeq_epi8(input, feed)));
    }
    for (; index < count; index += 1) feeds += bytes[index] == 0x0A;
    return feeds;
}

// Four offsets are written for every block, whatever its number of line feeds, and the output
// moves on by that number: a loop per line feed mispredicted its exit on most blocks (Markdown
// lines are about as long as a block). `_tzcnt_u32` of zero is 32, so the extra entries hold
// offsets past the block, which the next block's entries overwrite or the caller's slack holds.
DP_AVX2 static void ends_avx2(const uint8_t *bytes, size_t count, intptr_t *ends) {
    const __m256i feed = _mm256_set1_epi8(0x0A);
    size_t index = 0;
    for (; index + 32 <= count; index += 32) {
        __m256i input = _mm256_loadu_si256((const __m256i *)(bytes + index));
        unsigned mask = (unsigned)_mm256_movemask_epi8(_mm256_cmpeq_epi8(input, feed));
        size_t feeds = (size_t)__builtin_popcount(mask);
        intptr_t past = (intptr_t)index + 1;
        ends[0] = past + (intptr_t)_tzcnt_u32(mask);
        mask = _blsr_u32(mask);
        ends[1] = past + (intptr_t)_tzcnt_u32(mask);
        mask = _blsr_u32(mask);
        ends[2] = past + (intptr_t)_tzcnt_u32(mask);
        mask = _blsr_u32(mask);
        ends[3] = past + (intptr_t)_tzcnt_u32(mask);
        mask = _blsr_u32(mask);
        for (intptr_t *more = ends + 4; mask != 0; more += 1) {
            *more = past + (intptr_t)_tzcnt_u32(mask);
            mask = _blsr_u32(mask);
        }
        ends += feeds;
    }
    for (; index < count; index += 1) {
        if (bytes[index] == 0x0A) *ends++ = (intptr_t)index + 1;
    }
}

size_t dp_line_feed_count(const uint8_t *bytes, size_t count) {
    return vector_scan_available() ? count_avx2(bytes, count) : count_scalar(bytes, count);
}

void dp_line_feed_ends(const uint8_t *bytes, size_t count, intptr_t *ends) {
    if (vector_scan_available()) {
        ends_avx2(bytes, count, ends);
    } else {
        ends_scalar(bytes, count, ends);
    }
}

#else

size_t dp_line_feed_count(const uint8_t *bytes, size_t count) { return count_scalar(bytes, count); }

void dp_line_feed_ends(const uint8_t *bytes, size_t count, intptr_t *ends) { ends_scalar(bytes, count, ends); }

#endif
