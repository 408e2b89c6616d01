// CSharpCodeChecks: C# blocks compared as token sequences (comments, whitespace and preprocessor
// lines dropped). Identifiers, keywords, operators and numbers must match (`code.token-drift`);
// string literals are compared apart, at a lower severity, since user-facing strings may be
// translated (`code.string-drift`). Findings name the differing tokens per locale group.

import CSharpSyntax
import Diagnostics
import DocModel

extension CheckContext {
    mutating func compareCSharp(_ blocks: [CodeBlock]) {
        let tokens = blocks.map { snippets.entry($0.contentKey).tokens }
        // Blocks that differ only in comments or layout (the usual reason two blocks differ) have
        // the same token texts, so neither their code nor their strings differ: nothing to split.
        if Self.textsAgree(tokens) { return }
        // Usually only the strings differ (translated messages): the code is compared in place
        // before any token is copied into a filtered list.
        if !Self.textsAgree(tokens, stringLiterals: false) {
            let code = tokens.map { $0.filter { $0.kind != .stringLiteral } }
            if reportTokenDrift(.codeTokenDrift, code, blocks, noun: "code") { return }
        }
        let strings = tokens.map { $0.filter { $0.kind == .stringLiteral } }
        reportTokenDrift(.codeStringDrift, strings, blocks, noun: "string literals")
    }

    /// Whether every locale's tokens have the same texts, compared in place (comparing through
    /// a closure copied every token, retaining its text): all tokens, or only the string
    /// literals (`stringLiterals` true) or only the others (false).
    static func textsAgree(_ tokens: [[SignificantToken]], stringLiterals: Bool? = nil) -> Bool {
        guard let first = tokens.first else { return true }
        func skipped(_ token: SignificantToken) -> Bool {
            guard let stringLiterals else { return false }
            return (token.kind == .stringLiteral) != stringLiterals
        }
        for other in tokens.dropFirst() {
            var (mine, theirs) = (0, 0)
            while true {
                while mine < first.count, skipped(first[mine]) { mine += 1 }
                while theirs < other.count, skipped(other[theirs]) { theirs += 1 }
                if mine == first.count || theirs == other.count {
                    if mine != first.count || theirs != other.count { return false }
                    break
                }
                if first[mine].text != other[theirs].text { return false }
                mine += 1
                theirs += 1
            }
        }
        return true
    }

    /// Partitions locales by token texts and reports the groups outside the reference's.
    @discardableResult
    private mutating func reportTokenDrift(
        _ rule: RuleID, _ tokens: [[SignificantToken]], _ blocks: [CodeBlock], noun: String
    ) -> Bool {
        // Blocks that differ only in comments or layout (the usual reason two blocks differ) have
        // the same token texts: nothing to partition.
        if Self.textsAgree(tokens) { return false }
        let texts = tokens.map { $0.map(\.text) }
        let partition = LocalePartition(texts.enumerated().map { ($0.offset, $0.element) }, reference: reference)
        guard !partition.agrees, let accepted = partition.accepted else { return false }
        // The reference is always in the accepted group: positions come from its file.
        let acceptedTokens = tokens[reference]
        var groups: [LocaleGroup] = []
        var acceptedValue = ""
        var drifted: [(index: Int, position: SourceLocation)] = []
        var referenceToken: SignificantToken?
        var fixes: [ReplacementFix] = []
        // What the first drifted group's first difference lacks from the reference, and where.
        var missingAfter: String?
        var differences = 1
        for group in partition.groups.dropFirst() {
            let (mine, theirs, count) = Self.firstDifference(group.value, accepted.value)
            let groupTokens = tokens[group.members[0]]
            if acceptedValue.isEmpty {
                acceptedValue = Self.sourceSpan(acceptedTokens, theirs, in: blocks[reference].content)
                referenceToken =
                    theirs.lowerBound < acceptedTokens.count ? acceptedTokens[theirs.lowerBound] : acceptedTokens.last
                differences = count
                if mine.isEmpty, mine.lowerBound > 0, mine.lowerBound <= groupTokens.count {
                    // The tokens before the gap on its line (eight at most).
                    let line = groupTokens[mine.lowerBound - 1].range.start.line
                    var start = mine.lowerBound - 1
                    while start > 0, mine.lowerBound - start < 8, groupTokens[start - 1].range.start.line == line {
                        start -= 1
                    }
                    missingAfter = Self.sourceSpan(
                        groupTokens, start..<mine.lowerBound, in: blocks[group.members[0]].content)
                }
            }
            groups.append(
                LocaleGroup(
                    locales: group.members.map { articles[$0].locale },
                    value: Self.sourceSpan(groupTokens, mine, in: blocks[group.members[0]].content)))
            for member in group.members {
                let memberTokens = tokens[member]
                // The group's members share its tokens, so their first difference is the group's.
                // Where tokens are missing, the end of the token before the gap; else the first
                // differing token.
                let position: SourceLocation
                if mine.isEmpty, mine.lowerBound > 0, mine.lowerBound <= memberTokens.count {
                    let end = memberTokens[mine.lowerBound - 1].range.end
                    position = Self.filePosition(in: blocks[member], line: end.line, column: end.column)
                } else if let token =
                    mine.lowerBound < memberTokens.count
                    ? memberTokens[mine.lowerBound] : memberTokens.last
                {
                    position = Self.filePosition(
                        in: blocks[member], line: token.range.start.line, column: token.range.start.column)
                } else {
                    position = SourceLocation(line: blocks[member].contentLine, column: 1)
                }
                drifted.append((member, position))
                if let deleted = Self.exactSpan(memberTokens, mine, in: blocks[member].content),
                    let inserted = Self.exactSpan(acceptedTokens, theirs, in: blocks[reference].content)
                {
                    fixes.append((member, position, deleted, inserted))
                }
            }
        }
        let acceptedGroup = LocaleGroup(locales: accepted.members.map { articles[$0].locale }, value: acceptedValue)
        let first = groups.first?.value ?? ""
        let referencePosition = referenceToken.map {
            Self.filePosition(in: blocks[reference], line: $0.range.start.line, column: $0.range.start.column)
        }
        // The number of places is in the message: a new difference in a block that already
        // differs changes the finding (and its fingerprint), as a baseline must see it.
        let subject =
            "C# \(noun) \(noun == "code" ? "differs" : "differ") from the reference \(referenceArticle.locale)"
            + (differences > 1 ? " in \(differences) places, first" : "")
        drift(
            rule,
            missingAfter.map { "\(subject): '\(acceptedValue)' is missing after '\($0)'" }
                ?? "\(subject): \(first) instead of \(acceptedValue)",
            drifted: drifted, referencePosition: referencePosition, groups: [acceptedGroup] + groups, fixes: fixes)
        return true
    }

    /// The exact source text of `tokens[range]` when it is a direct replacement: not empty, on one
    /// line, at most 200 bytes.
    static func exactSpan(_ tokens: [SignificantToken], _ range: Range<Int>, in source: String) -> String? {
        guard !range.isEmpty, range.upperBound <= tokens.count else { return nil }
        let start = tokens[range.lowerBound].range.start.offset
        let end = tokens[range.upperBound - 1].range.end.offset
        let bytes = source.utf8
        guard start < end, end <= bytes.count, end - start <= 200 else { return nil }
        let span = bytes[bytes.index(bytes.startIndex, offsetBy: start)..<bytes.index(bytes.startIndex, offsetBy: end)]
        guard !span.contains(UInt8(ascii: "\n")), !span.contains(UInt8(ascii: "\r")) else { return nil }
        return String(decoding: span, as: UTF8.self)
    }

    /// The source text covered by `tokens[range]`, whitespace collapsed, at most 80 characters;
    /// `(missing)` for an empty range.
    static func sourceSpan(_ tokens: [SignificantToken], _ range: Range<Int>, in source: String) -> String {
        guard !range.isEmpty, range.upperBound <= tokens.count else { return "(missing)" }
        let bytes = Array(source.utf8)
        let start = tokens[range.lowerBound].range.start.offset
        let end = min(bytes.count, tokens[range.upperBound - 1].range.end.offset)
        guard start < end else { return "(missing)" }
        return collapsed(bytes[start..<end])
    }

    /// The text of `span` with runs of white space as one space, cut after 79 characters with
    /// "…" when longer than 80.
    static func collapsed(_ span: ArraySlice<UInt8>) -> String {
        // ASCII without carriage returns (most code): one Character per byte, so the spaces can
        // be collapsed on bytes, and only the first 80 characters are made. (A CR LF pair is one
        // Character, which the split below does not break; other text takes that path too.)
        if !span.contains(where: { $0 >= 0x80 || $0 == 0x0D }) {
            var shown: [UInt8] = []
            shown.reserveCapacity(82)
            var pendingSpace = false
            for byte in span {
                if byte == 0x20 || byte == 0x0A || byte == 0x09 {
                    pendingSpace = !shown.isEmpty
                    continue
                }
                if pendingSpace {
                    shown.append(0x20)
                    pendingSpace = false
                }
                shown.append(byte)
                if shown.count > 80 { break }
            }
            return shown.count > 80
                ? String(decoding: shown.prefix(79), as: UTF8.self) + "…"
                : String(decoding: shown, as: UTF8.self)
        }
        let text = String(decoding: span, as: UTF8.self)
        let collapsed = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(
            separator: " ")
        return collapsed.count > 80 ? String(collapsed.prefix(79)) + "…" : collapsed
    }
}
