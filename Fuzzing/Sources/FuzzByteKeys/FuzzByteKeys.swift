// fuzz-bytekeys: the byte-level code of ByteKeys (memchr, memcmp, hashing eight bytes at a time
// through unaligned loads, strings joined in one copy) against plain Swift on the same bytes. The
// first byte picks the byte to search for and a split; the rest is split into a haystack and a pattern. Any disagreement
// traps, so it is a finding like a crash.

import ByteKeys

/// libFuzzer's entry point: checks one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 2 else { return 0 }
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    let byte = input[0]
    let split = 1 + Int(input[1]) % max(1, size - 1)
    let haystack = Array(input[1..<split])
    let pattern = Array(input[split...].prefix(Int(input[0] % 8)))
    haystack.withUnsafeBufferPointer { hay in
        pattern.withUnsafeBufferPointer { needle in
            for start in [0, 1, hay.count / 2, hay.count, hay.count + 1] {
                let plain = start < hay.count ? haystack[start...].firstIndex(of: byte) : nil
                precondition(Bytes.firstIndex(of: byte, in: hay, from: start) == plain, "memchr disagrees")
                let found = Bytes.firstIndex(of: needle, in: hay, from: start)
                let expected = (min(start, hay.count)...hay.count).first { offset in
                    offset + pattern.count <= hay.count && Array(haystack[offset..<(offset + pattern.count)]) == pattern
                }
                precondition(start > hay.count || found == expected, "pattern search disagrees")
            }
            precondition(Bytes.equal(hay, needle) == (haystack == pattern), "memcmp disagrees")
            // Equal bytes hash equal wherever they sit (alignment of the unaligned loads).
            let copy = Array(haystack)
            precondition(copy.withUnsafeBufferPointer(ByteHash.of) == ByteHash.of(hay), "hash depends on address")
        }
    }
    let text = String(decoding: haystack, as: UTF8.self)
    precondition(UTF8Key(text) == UTF8Key(String(decoding: Array(text.utf8), as: UTF8.self)))
    // One copy of each part's bytes, whatever they hold (the text is repaired UTF-8).
    let other = String(decoding: pattern, as: UTF8.self)
    precondition(Array(Bytes.joined(text, "/", other[...]).utf8) == Array(text.utf8) + [0x2F] + Array(other.utf8))
    return 0
}
