// The vector UTF-8 check of John Keiser and Daniel Lemire, "Validating UTF-8 In Less Than One
// Instruction Per Byte" (Software: Practice and Experience, 2021), as simdjson and simdutf
// implement it for AVX2. Each byte is classified by three 16-entry table lookups (the high
// nibble of the byte before it, that byte's low nibble, and its own high nibble) whose AND is
// nonzero exactly where a two-byte pattern is invalid; the lengths of three- and four-byte
// sequences are checked by comparing each continuation byte with the lead bytes two and three
// places back. Blocks of ASCII only skip all of it.

#include "UTF8Scan.h"

#include <string.h>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>

#define DP_AVX2 __attribute__((target("avx2")))

enum {
    too_short = 1 << 0,   // a lead byte followed by ASCII or by another lead byte
    too_long = 1 << 1,    // ASCII followed by a continuation byte
    overlong_3 = 1 << 2,  // E0 followed by 80..9F
    too_large = 1 << 3,   // F4 followed by 90..BF, or F5..FF
    surrogate = 1 << 4,   // ED followed by A0..BF
    overlong_2 = 1 << 5,  // C0 or C1
    too_large_1000 = 1 << 6,  // F5..FF followed by 80..8F
    overlong_4 = 1 << 6,      // F0 followed by 80..8F
    two_continuations = 1 << 7,
    carry = too_short | too_long | two_continuations,
};

// The 16-entry tables, repeated in both 128-bit lanes (VPSHUFB looks up within each lane).
#define DP_C(x) ((char)(unsigned char)(x))
#define DP_TABLE(a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p)                                                  \
    _mm256_setr_epi8(DP_C(a), DP_C(b), DP_C(c), DP_C(d), DP_C(e), DP_C(f), DP_C(g), DP_C(h), DP_C(i), DP_C(j),  \
        DP_C(k), DP_C(l), DP_C(m), DP_C(n), DP_C(o), DP_C(p), DP_C(a), DP_C(b), DP_C(c), DP_C(d), DP_C(e), DP_C(f), \
        DP_C(g), DP_C(h), DP_C(i), DP_C(j), DP_C(k), DP_C(l), DP_C(m), DP_C(n), DP_C(o), DP_C(p))

// `input` shifted so each byte sees the byte `n` places before it, the first ones taken from the
// end of `previous`.
#define DP_PREVIOUS(input, previous, n) \
    _mm256_alignr_epi8(input, _mm256_permute2x128_si256(previous, input, 0x21), 16 - (n))

DP_AVX2 static inline __m256i high_nibbles(__m256i bytes) {
    return _mm256_and_si256(_mm256_srli_epi16(bytes, 4), _mm256_set1_epi8(0x0F));
}

DP_AVX2 static inline __m256i block_errors(__m256i input, __m256i previous) {
    const __m256i first_high_table = DP_TABLE(
        too_long, too_long, too_long, too_long, too_long, too_long, too_long, too_long,  //
        two_continuations, two_continuations, two_continuations, two_continuations,      //
        too_short | overlong_2, too_short, too_short | overlong_3 | surrogate,           //
        too_short | too_large | too_large_1000 | overlong_4);
    const __m256i first_low_table = DP_TABLE(
        carry | overlong_3 | overlong_2 | overlong_4, carry | overlong_2, carry, carry,  //
        carry | too_large, carry | too_large | too_large_1000, carry | too_large | too_large_1000,
        carry | too_large | too_large_1000, carry | too_large | too_large_1000, carry | too_large | too_large_1000,
        carry | too_large | too_large_1000, carry | too_large | too_large_1000, carry | too_large | too_large_1000,
        carry | too_large | too_large_1000 | surrogate, carry | too_large | too_large_1000,
        carry | too_large | too_large_1000);
    const __m256i second_high_table = DP_TABLE(
        too_short, too_short, too_short, too_short, too_short, too_short, too_short, too_short,
        too_long | overlong_2 | two_continuations | overlong_3 | too_large_1000 | overlong_4,
        too_long | overlong_2 | two_continuations | overlong_3 | too_large,
        too_long | overlong_2 | two_continuations | surrogate | too_large,
        too_long | overlong_2 | two_continuations | surrogate | too_large,  //
        too_short, too_short, too_short, too_short);

    __m256i previous1 = DP_PREVIOUS(input, previous, 1);
    __m256i special = _mm256_and_si256(
        _mm256_and_si256(
            _mm256_shuffle_epi8(first_high_table, high_nibbles(previous1)),
            _mm256_shuffle_epi8(first_low_table, _mm256_and_si256(previous1, _mm256_set1_epi8(0x0F)))),
        _mm256_shuffle_epi8(second_high_table, high_nibbles(input)));

    // A byte two places after an E0..FF lead, or three after an F0..FF lead, must be a
    // continuation: such a byte has its high bit set here, and the special cases above flagged
    // every continuation byte as two_continuations (bit 7), so the XOR clears exactly the
    // expected ones and flags the missing ones.
    __m256i previous2 = DP_PREVIOUS(input, previous, 2);
    __m256i previous3 = DP_PREVIOUS(input, previous, 3);
    __m256i third = _mm256_subs_epu8(previous2, _mm256_set1_epi8((char)(0xE0 - 0x80)));
    __m256i fourth = _mm256_subs_epu8(previous3, _mm256_set1_epi8((char)(0xF0 - 0x80)));
    __m256i must_continue = _mm256_and_si256(_mm256_or_si256(third, fourth), _mm256_set1_epi8((char)0x80));
    return _mm256_xor_si256(must_continue, special);
}

// Nonzero when the block ends inside a sequence: a lead byte in the last three places whose
// sequence runs past the block (the next block, or the end of the input, must then say whether
// it continues; at the end it cannot).
DP_AVX2 static inline __m256i incomplete_at_end(__m256i input) {
    const __m256i limits = _mm256_setr_epi8(
        (char)255, (char)255, (char)255, (char)255, (char)255, (char)255, (char)255, (char)255,  //
        (char)255, (char)255, (char)255, (char)255, (char)255, (char)255, (char)255, (char)255,  //
        (char)255, (char)255, (char)255, (char)255, (char)255, (char)255, (char)255, (char)255,  //
        (char)255, (char)255, (char)255, (char)255, (char)255, (char)(0xF0 - 1), (char)(0xE0 - 1),
        (char)(0xC0 - 1));
    return _mm256_subs_epu8(input, limits);
}

DP_AVX2 static bool valid_avx2(const uint8_t *bytes, size_t count) {
    __m256i error = _mm256_setzero_si256();
    __m256i previous = _mm256_setzero_si256();
    __m256i previous_incomplete = _mm256_setzero_si256();
    size_t index = 0;
    for (; index + 32 <= count; index += 32) {
        __m256i input = _mm256_loadu_si256((const __m256i *)(bytes + index));
        if (_mm256_movemask_epi8(input) == 0) {
            // ASCII only: valid, unless the block before ended inside a sequence.
            error = _mm256_or_si256(error, previous_incomplete);
            previous_incomplete = _mm256_setzero_si256();
        } else {
            error = _mm256_or_si256(error, block_errors(input, previous));
            previous_incomplete = incomplete_at_end(input);
        }
        previous = input;
    }
    // The rest, padded with zeros (ASCII): a sequence the input cuts short is then followed by
    // ASCII, which the block check flags.
    if (index < count) {
        uint8_t tail[32] = {0};
        memcpy(tail, bytes + index, count - index);
        __m256i input = _mm256_loadu_si256((const __m256i *)tail);
        error = _mm256_or_si256(error, block_errors(input, previous));
    } else {
        error = _mm256_or_si256(error, previous_incomplete);
    }
    return _mm256_testz_si256(error, error);
}

bool dp_utf8_vector_check_available(void) { return __builtin_cpu_supports("avx2"); }

bool dp_utf8_certainly_valid(const uint8_t *bytes, size_t count) {
    return __builtin_cpu_supports("avx2") && valid_avx2(bytes, count);
}

#else

bool dp_utf8_vector_check_available(void) { return false; }

bool dp_utf8_certainly_valid(const uint8_t *bytes, size_t count) {
    (void)bytes;
    (void)count;
    return false;
}

#endif
