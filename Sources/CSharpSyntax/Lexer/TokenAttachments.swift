// TokenAttachments: a token's trivia and interpolation holes in one immutable allocation, so
// that a token holds them through a single reference (see `Token`).

/// The trivia (leading, then trailing) of a token, stored after a header in one allocation.
/// The elements are written once, in `make`, before the buffer is shared; afterwards it is only read.
final class TokenAttachments: ManagedBuffer<TokenAttachments.Header, Trivia> {
    /// How the trivia divides, and the holes of an interpolated string.
    struct Header {
        /// All trivia.
        let count: Int
        /// Trivia before the token (the first `leadingCount`).
        let leadingCount: Int
        /// The holes of an interpolated string.
        let holes: [InterpolationHole]
    }

    /// A buffer holding `trivia`, the first `leadingCount` of it leading, and `holes`.
    static func make(trivia: [Trivia], leadingCount: Int, holes: [InterpolationHole]) -> TokenAttachments {
        let buffer = unsafeDowncast(
            create(minimumCapacity: trivia.count) { _ in
                Header(count: trivia.count, leadingCount: leadingCount, holes: holes)
            }, to: TokenAttachments.self)
        buffer.withUnsafeMutablePointerToElements { elements in
            _ = UnsafeMutableBufferPointer(start: elements, count: trivia.count).initialize(from: trivia)
        }
        return buffer
    }

    /// The leading or the trailing trivia.
    func trivia(leading: Bool) -> [Trivia] {
        withUnsafeMutablePointers { header, elements in
            Array(part(leading: leading, header.pointee, elements))
        }
    }

    /// Whether some of the leading or trailing trivia satisfies `predicate`.
    func contains(leading: Bool, where predicate: (Trivia) -> Bool) -> Bool {
        withUnsafeMutablePointers { header, elements in
            part(leading: leading, header.pointee, elements).contains(where: predicate)
        }
    }

    private func part(leading: Bool, _ header: Header, _ elements: UnsafeMutablePointer<Trivia>)
        -> UnsafeBufferPointer<Trivia>
    {
        leading
            ? UnsafeBufferPointer(start: elements, count: header.leadingCount)
            : UnsafeBufferPointer(start: elements + header.leadingCount, count: header.count - header.leadingCount)
    }

    deinit {
        _ = withUnsafeMutablePointers { header, elements in elements.deinitialize(count: header.pointee.count) }
    }
}
