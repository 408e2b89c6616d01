// SectionChecks: prose is never compared, but what a section points at is: the link targets and
// the inline code spans (the identifiers a paragraph names) of each aligned section, compared as
// multisets so that translated word order does not matter.

import Corpus
import Diagnostics
import DocModel

extension CheckContext {
    /// Link targets made comparable: locale segments (`/es-es/`) replaced, trailing `/` dropped.
    static func normalizedLink(_ target: String) -> String {
        // Fast path: only a `/xx-` segment can be a locale (`/es-es/`, `/zh-hant/`).
        var text = target
        let (mayHoldLocale, endsWithSlash) = text.withUTF8 { bytes -> (Bool, Bool) in
            var found = false
            if bytes.count >= 4 {
                for index in 0..<(bytes.count - 3) where bytes[index] == 0x2F && bytes[index + 3] == 0x2D {
                    found = true
                    break
                }
            }
            return (found, bytes.count > 1 && bytes[bytes.count - 1] == 0x2F)
        }
        guard mayHoldLocale else { return endsWithSlash ? Self.droppingLastCharacter(target) : target }
        // Segments cut on bytes (a locale tag is ASCII, so byte counts are character counts),
        // copied to the result in one pass; only a short segment with a hyphen is made a string
        // to be tested as a locale.
        var result: [UInt8] = []
        text.withUTF8 { bytes in
            result.reserveCapacity(bytes.count + 8)
            var start = 0
            while start <= bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != 0x2F { end += 1 }
                let segment = UnsafeBufferPointer(rebasing: bytes[start..<end])
                if start > 0 { result.append(0x2F) }
                if segment.count <= 10, segment.contains(0x2D),
                    LocaleTag.isLocale(String(decoding: segment, as: UTF8.self))
                {
                    result.append(contentsOf: "{locale}".utf8)
                } else {
                    result.append(contentsOf: segment)
                }
                start = end + 1
            }
        }
        var normalized = String(decoding: result, as: UTF8.self)
        // Trailing slashes dropped by character, as the fast path above does (a `/` can end a
        // character that begins with another scalar).
        while normalized.utf8.count > 1, normalized.utf8.last == 0x2F { normalized.removeLast() }
        return normalized
    }

    /// `String(text.dropLast())` for a text that ends with `/`: one byte cut when the byte before
    /// is ASCII (the `/` is then a character of its own), where `dropLast` counts every character
    /// first. After another byte the `/` may end a longer character (one that begins with a
    /// prepended scalar), which `dropLast` drops whole.
    static func droppingLastCharacter(_ text: String) -> String {
        var copy = text
        let cut = copy.withUTF8 { bytes in bytes.count >= 2 && bytes[bytes.count - 2] < 0x80 ? bytes.count - 1 : nil }
        guard let cut else { return String(text.dropLast()) }
        return String(copy.utf8.prefix(cut))!
    }

    /// Inline code as compared: trimmed, each run of spaces and tabs inside it one space
    /// (`127.0.0.1   MyHost.local` is `127.0.0.1 MyHost.local`: the run's length means nothing),
    /// a no-break space (U+00A0, which translation tools put around `=`) a space.
    static func spacingNormalized(_ code: String) -> String {
        var code = code
        // Nearly every span has nothing to normalize: printable ASCII at both ends, and no tab,
        // no run of spaces and no no-break space (nor any other `0xC2` character) inside. Said
        // in one pass over its bytes, the span returned as it is.
        let isNormal = code.withUTF8 { bytes -> Bool in
            guard let first = bytes.first, let last = bytes.last, first > 0x20, first < 0x80, last > 0x20, last < 0x80
            else { return bytes.isEmpty }
            var previous: UInt8 = 0
            for byte in bytes {
                if byte == 0x09 || byte == 0xC2 || (byte == 0x20 && previous == 0x20) { return false }
                previous = byte
            }
            return true
        }
        if isNormal { return code }
        if code.utf8.count >= 2, zip(code.utf8, code.utf8.dropFirst()).contains(where: { $0 == 0xC2 && $1 == 0xA0 }) {
            code = code.replacingOccurrences(of: "\u{A0}", with: " ")
        }
        let trimmed = code.trimmingWhitespace()
        let bytes = Array(trimmed.utf8)
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard zip(bytes, bytes.dropFirst()).contains(where: { isSpace($0) && isSpace($1) }) || bytes.contains(9) else {
            return trimmed
        }
        var collapsed: [UInt8] = []
        collapsed.reserveCapacity(bytes.count)
        for byte in bytes {
            if isSpace(byte) {
                if collapsed.last != UInt8(ascii: " ") { collapsed.append(UInt8(ascii: " ")) }
            } else {
                collapsed.append(byte)
            }
        }
        return String(decoding: collapsed, as: UTF8.self)
    }

    mutating func checkSections(_ alignment: SkeletonAlignment) {
        // Sections present in every locale: the part before the first heading, and each aligned heading.
        var sections: [[Int]] = [Array(repeating: -1, count: articles.count)]
        for column in alignment.columns where column.members.allSatisfy({ $0 != nil }) {
            if case .heading = articles[0].document.elements[column.members[0]!].kind {
                sections.append(column.members.map { $0! })
            }
        }
        // Inline items bucketed once per locale by the aligned section they fall in: an item under
        // a heading that some locale lacks belongs to the nearest preceding aligned heading, so one
        // dropped heading does not take its section's links and code out of the comparison.
        // Indexed by element (arrays, not dictionaries: these run for every article); a bucket's
        // index is its aligned heading's element index plus one, 0 for the part before any. Items
        // come in document order, so each bucket is a range of them (a range, not a slice: a slice
        // per element retained the items' storage, and released it, for every element).
        var buckets: [[Range<Int>]] = []
        unalignedHeadingColumn = []
        unalignedAlerts = Array(repeating: [], count: articles.count)
        // The column of each element that not every locale has, by locale.
        var unalignedColumn = articles.map { [Int](repeating: -1, count: $0.document.elements.count) }
        for (index, column) in alignment.columns.enumerated() where column.members.contains(where: { $0 == nil }) {
            for (locale, member) in column.members.enumerated() {
                guard let member else { continue }
                unalignedColumn[locale][member] = index
                let element = articles[locale].document.elements[member]
                if case .alert = element.kind {
                    unalignedAlerts[locale].append(
                        (element.position.line...max(element.position.line, element.endLine), index))
                }
            }
        }
        for (locale, article) in articles.enumerated() {
            let elements = article.document.elements
            var isAligned = [Bool](repeating: false, count: elements.count)
            for section in sections where section[locale] >= 0 { isAligned[section[locale]] = true }
            var owner = [Int](repeating: -1, count: elements.count)
            var current = -1
            var underUnaligned = [Int](repeating: -1, count: elements.count)
            var unaligned = -1
            for (index, element) in elements.enumerated() {
                if case .heading = element.kind {
                    if isAligned[index] { current = index }
                    owner[index] = current
                    unaligned = isAligned[index] ? -1 : unalignedColumn[locale][index]
                }
                underUnaligned[index] = unaligned
            }
            unalignedHeadingColumn.append(underUnaligned)
            let items = article.document.inlineItems
            func bucketIndex(_ item: InlineItem) -> Int {
                (item.section >= 0 && item.section < owner.count ? owner[item.section] : -1) + 1
            }
            // Items are in document order (`Document.inlineItems`) and a section's aligned heading
            // never precedes an earlier one's, so the bucket indices never decrease.
            assert(items.indices.dropFirst().allSatisfy { bucketIndex(items[$0 - 1]) <= bucketIndex(items[$0]) })
            var bucket = [Range<Int>](repeating: 0..<0, count: elements.count + 1)
            var start = 0
            while start < items.count {
                let index = bucketIndex(items[start])
                var end = start + 1
                while end < items.count, bucketIndex(items[end]) == index { end += 1 }
                bucket[index] = start..<end
                start = end
            }
            buckets.append(bucket)
        }
        /// The lines of aligned section `number` in locale `locale`: from its heading (the start for
        /// the part before any) to the line before the next aligned heading.
        func lines(_ number: Int, _ locale: Int) -> ClosedRange<Int> {
            let elements = articles[locale].document.elements
            let start = sections[number][locale] >= 0 ? elements[sections[number][locale]].position.line : 1
            let end = number + 1 < sections.count ? elements[sections[number + 1][locale]].position.line - 1 : Int.max
            return start...max(start, end)
        }
        // Links around an image some locale lacks (a download badge): the image's finding stands
        // for them, so they are not compared (a retired link beside the badge was paired with
        // the badge's link). By each locale's position of the link, one column before its image.
        var badgeLinks: [Set<SourceLocation>]?
        func badges() -> [Set<SourceLocation>] {
            if let badgeLinks { return badgeLinks }
            var found = articles.map { _ in Set<SourceLocation>() }
            for column in alignment.columns where column.members.contains(nil) {
                for (locale, member) in column.members.enumerated() {
                    guard let member else { continue }
                    let element = articles[locale].document.elements[member]
                    guard case .image = element.kind, element.position.column > 1 else { continue }
                    found[locale].insert(
                        SourceLocation(line: element.position.line, column: element.position.column - 1))
                }
            }
            badgeLinks = found
            return found
        }
        var damagedLinks: [Int: [BrokenLinks.Link]] = [:]
        // Each locale's damaged links and legacy anchors, read once the first section's links differ.
        var brokenLinks: [BrokenLinks]?
        var legacyAnchors: [LegacyAnchors]?
        for (number, section) in sections.enumerated() {
            let items = articles.indices.map { articles[$0].document.inlineItems[buckets[$0][section[$0] + 1]] }
            // Links and code written the same in every locale (the usual case) cannot differ.
            if items.rowsAgree(by: { $0.kind == $1.kind }) { continue }
            func linkTarget(_ item: InlineItem) -> String? {
                if case .link(let target) = item.kind { return target }
                return nil
            }
            func code(_ item: InlineItem) -> String? {
                if case .code(let literal) = item.kind { return literal }
                return nil
            }
            if !items.map({ $0.lazy.compactMap(linkTarget) }).rowsAgree(by: ==) {
                let docsHosts = configuration.docsHosts
                // Links machine translation broke (`] (`) stand for the target another locale links.
                var supplement: [[(value: String, position: SourceLocation)]] = articles.indices.map { _ in [] }
                if brokenLinks == nil { brokenLinks = articles.map { BrokenLinks($0.document) } }
                if legacyAnchors == nil { legacyAnchors = articles.map { LegacyAnchors($0.document) } }
                // Each locale's link targets in this section with their keys, made once a damaged
                // link needs them.
                var keyedTargets: [[(key: String, member: String?, lastMember: String?, target: String)]]?
                for locale in articles.indices {
                    let range = lines(number, locale)
                    for link in brokenLinks![locale].links where range.contains(link.line) {
                        if keyedTargets == nil {
                            keyedTargets = items.map {
                                $0.compactMap(linkTarget).map { target in
                                    let key = BrokenLinks.key(target)
                                    return (key, BrokenLinks.memberKey(key), BrokenLinks.lastMemberKey(key), target)
                                }
                            }
                        }
                        let counterpart = articles.indices.lazy.filter { $0 != locale }.compactMap { other in
                            keyedTargets![other].first { $0.key == link.key }?.target
                                ?? BrokenLinks.memberKey(link.key).flatMap { member in
                                    keyedTargets![other].first { $0.member == member }?.target
                                }
                                ?? BrokenLinks.lastMemberKey(link.key).flatMap { last in
                                    keyedTargets![other].first { $0.lastMember == last }?.target
                                }
                        }.first
                        // Reported where another locale links the target, or where the target is
                        // unmistakably one (an xref or a URL: translation may have garbled it past matching).
                        if counterpart != nil || link.isUnmistakable { damagedLinks[locale, default: []].append(link) }
                        guard let counterpart else { continue }
                        supplement[locale].append(
                            (
                                LinkTarget.comparable(counterpart, docsHosts: docsHosts),
                                SourceLocation(line: link.line, column: link.column)
                            ))
                    }
                }
                let legacy = legacyAnchors!
                let badges = badges()
                // Where some locale links an article from the docs root (`~/a/b/x.md`), relative
                // links are compared in that form (`x.md` is the same file); elsewhere they are
                // compared, and shown, as written.
                let rooted = items.contains { $0.contains { linkTarget($0)?.hasPrefix("~/") == true } }
                let article = rooted ? article : nil
                compareSection(
                    section, items, rule: .linkTargetMismatch, noun: "link targets", supplement: supplement,
                    written: linkTarget
                ) { locale, item in
                    if badges[locale].contains(item.position) { return nil }
                    guard let target = linkTarget(item) else { return nil }
                    let landing = legacy[locale].landing(target)
                    let written = article.map { LinkTarget.fromDocsRoot(landing, article: $0) } ?? landing
                    return LinkTarget.comparable(written, docsHosts: docsHosts)
                }
            }
            if !items.map({ $0.lazy.compactMap(code) }).rowsAgree(by: ==) {
                let values = items.map { Set($0.lazy.compactMap(code).map(Self.spacingNormalized)) }
                // In how many locales each piece of code is: a locale's own pieces are all also
                // another's when each is in two locales at least.
                var localeCounts: [String: Int] = [:]
                for own in values { for value in own { localeCounts[value, default: 0] += 1 } }
                let writtenAsText = articles.indices.map { locale in
                    codeWrittenAsText(values[locale], localeCounts, locale: locale, lines: lines(number, locale))
                }
                compareSection(
                    section, items, rule: .inlineCodeMismatch, noun: "inline code", written: code,
                    presentAsText: writtenAsText
                ) { _, item in
                    code(item).map(Self.spacingNormalized)
                }
            }
        }
        reportDamagedLinks(damagedLinks)
    }

    /// The pieces of inline code other locales have in this section that `locale` writes as
    /// text instead (without backticks, in bold or italics: machine translation drops code
    /// spans): the words are there, only their formatting differs, so they count as present.
    /// Only where the locale's own code is all also the others' (a locale with code of its own
    /// changed something), only text that reads as code (a capital, a digit or `._@/<>[]():` in
    /// it, three bytes at least), as a whole word, outside code blocks and code spans.
    private func codeWrittenAsText(
        _ own: Set<String>, _ localeCounts: [String: Int], locale: Int, lines: ClosedRange<Int>
    ) -> Set<String> {
        guard own.count < localeCounts.count, own.allSatisfy({ localeCounts[$0, default: 0] >= 2 }) else { return [] }
        var wanted = localeCounts.keys.filter { !own.contains($0) && Self.readsAsCode($0) }.map { ($0, Array($0.utf8)) }
        guard !wanted.isEmpty else { return [] }
        let document = articles[locale].document
        let last = min(lines.upperBound, document.source.lines.lineCount)
        guard lines.lowerBound <= last else { return [] }
        let codeBlocks = document.elements.compactMap { element -> ClosedRange<Int>? in
            guard case .code = element.kind, element.endLine >= lines.lowerBound, element.position.line <= last
            else { return nil }
            return element.position.line...max(element.position.line, element.endLine)
        }
        var found: Set<String> = []
        for line in lines.lowerBound...last where !codeBlocks.contains(where: { $0.contains(line) }) {
            let text = Self.outsideCodeSpans(document.source.lineBytes(line))
            wanted.removeAll { value, bytes in
                guard Self.containsWord(bytes, in: text) else { return false }
                found.insert(value)
                return true
            }
            if wanted.isEmpty { break }
        }
        return found
    }

    /// Whether `value` reads as code rather than as a word of prose: a capital after its first
    /// byte (`AppDelegate`; not `Image`, a word a sentence or German may capitalize), a digit, or
    /// one of `._@/<>[]():` (`main.m`, `@drawable/flag`).
    static func readsAsCode(_ value: String) -> Bool {
        let bytes = Array(value.utf8)
        return bytes.count >= 3 && !bytes.contains(0x20)
            && bytes.indices.contains { index in
                let byte = bytes[index]
                return (index > 0 && (0x41...0x5A).contains(byte)) || (0x30...0x39).contains(byte)
                    || Self.codePunctuation.contains(byte)
            }
    }

    /// Punctuation that makes a word read as code.
    static let codePunctuation = Set("._@/<>[]():".utf8)

    /// `line`'s bytes with every code span (between backticks) blanked, each byte kept in place
    /// (columns stay the line's), an unclosed backtick's rest kept.
    static func outsideCodeSpans(_ line: ArraySlice<UInt8>) -> [UInt8] {
        var bytes = Array(line)
        var open: Int?
        for index in bytes.indices where bytes[index] == UInt8(ascii: "`") {
            if let start = open {
                for blank in start...index { bytes[blank] = 0x20 }
                open = nil
            } else {
                open = index
            }
        }
        return bytes
    }

    /// Whether `word` occurs in `text` with no ASCII letter, digit or `_` on either side (text in
    /// CJK scripts runs on without spaces).
    static func containsWord(_ word: [UInt8], in text: [UInt8]) -> Bool {
        guard !word.isEmpty, word.count <= text.count else { return false }
        var start = 0
        while start + word.count <= text.count {
            if text[start] == word[0], text[start..<start + word.count].elementsEqual(word),
                start == 0 || !isIdentifierByte(text[start - 1]) || !isIdentifierByte(word[0]),
                start + word.count == text.count || !isIdentifierByte(text[start + word.count])
                    || !isIdentifierByte(word[word.count - 1])
            {
                return true
            }
            start += 1
        }
        return false
    }

    /// One `link.malformed` finding per locale whose links a space between `]` and `(` broke,
    /// where another locale links the same targets.
    private mutating func reportDamagedLinks(_ damaged: [Int: [BrokenLinks.Link]]) {
        for locale in damaged.keys.sorted() {
            let links = damaged[locale]!
            guard let first = links.first else { continue }
            let listed = links.prefix(10).map { "line \($0.line): '] (\($0.target))'" }
            findings.append(
                Finding(
                    ruleID: .linkMalformed, severity: severity(.linkMalformed), kind: .drift, article: article,
                    message: links.count == 1
                        ? "a link does not render in this locale: a space between ']' and '(' (machine translation?)"
                        : "\(links.count) links do not render in this locale: a space between ']' and '(' (machine translation?)",
                    locations: [articles[locale].location(SourceLocation(line: first.line, column: first.column))],
                    notes: listed + (links.count > 10 ? ["and \(links.count - 10) more"] : [])
                        + [
                            "where another locale links the same target, it is compared as if this link worked"
                        ]))
        }
    }

    /// Compares the values `value` gives of each locale's items of one section (with each
    /// locale's `supplement`, values that stand for items its Markdown failed to make).
    private mutating func compareSection(
        _ section: [Int], _ sectionItems: [ArraySlice<InlineItem>], rule: RuleID, noun: String,
        supplement: [[(value: String, position: SourceLocation)]]? = nil, written: (InlineItem) -> String?,
        presentAsText: [Set<String>]? = nil, value: (Int, InlineItem) -> String?
    ) {
        // Each locale's values in item order (`own`), then with its supplement (`all`).
        let own = sectionItems.enumerated().map { locale, list in
            // Sized once: growing from empty reallocated the list at every doubling.
            var values: [(value: String, position: SourceLocation)] = []
            values.reserveCapacity(list.count)
            for item in list {
                if let text = value(locale, item) { values.append((text, item.position)) }
            }
            return values
        }
        let all = own.indices.map { locale in
            guard let extra = supplement?[locale], !extra.isEmpty else { return own[locale] }
            return (own[locale] + extra).sorted {
                ($0.position.line, $0.position.column) < ($1.position.line, $1.position.column)
            }
        }
        // Usually every locale has the same values in the same order (or none): nothing to sort or
        // partition, nor to count.
        if all.rowsAgree(by: { $0.value == $1.value }) { return }
        let items = all.map(Self.firstOfEach)
        if items.rowsAgree(by: { $0.value == $1.value }) { return }
        // Each locale's values as it writes them, by compared value, for messages: a target is
        // compared normalized (scheme, case, a legacy anchor's landing) but quoted as written,
        // so that it can be found in the file. (The compared values are `own`'s, in item order:
        // not computed again.)
        var writtenForms: [[String: String]] = Array(repeating: [:], count: sectionItems.count)
        for (locale, list) in sectionItems.enumerated() {
            var next = 0
            for item in list where next < own[locale].count && own[locale][next].position == item.position {
                let compared = own[locale][next].value
                next += 1
                if let form = written(item), form != compared, writtenForms[locale][compared] == nil {
                    writtenForms[locale][compared] = form
                }
            }
        }
        // What lies under a heading or in an alert only some locales have (a section the source
        // added or removed) is compared apart from the rest, each such heading's or alert's apart
        // from the others': its differences follow from that element's finding, which takes
        // them, and do not blur the section's own. (When the whole agrees, a heading dropped
        // over kept content, nothing is reported.)
        let parts = items.indices.map { locale in
            items[locale].map { apartColumn(locale, $0.position) }
        }
        guard parts.contains(where: { $0.contains { $0 != nil } }) else {
            report(section, items, rule: rule, noun: noun, writtenForms: writtenForms, presentAsText: presentAsText)
            return
        }
        let whole = LocalePartition(
            items.enumerated().map { ($0.offset, $0.element.map(\.value).sorted()) }, reference: reference)
        guard !whole.agrees, whole.accepted != nil else { return }
        // Each locale's values by part (-1 for the rest of the section), in one pass.
        var byPart: [Int: [[(value: String, position: SourceLocation)]]] = [:]
        for locale in items.indices {
            for (offset, entry) in items[locale].enumerated() {
                byPart[parts[locale][offset] ?? -1, default: Array(repeating: [], count: items.count)][locale]
                    .append(entry)
            }
        }
        for part in byPart.keys.sorted() {
            report(
                section, byPart[part]!, rule: rule, noun: noun, writtenForms: writtenForms, presentAsText: presentAsText
            )
        }
    }

    /// `values` with each value's first occurrence only. A section compares which targets or
    /// code it names, not how often: a translation that links a term once where the reference
    /// links it in two sentences differs in nothing a reader follows.
    static func firstOfEach(_ values: [(value: String, position: SourceLocation)]) -> [(
        value: String, position: SourceLocation
    )] {
        guard values.count > 1 else { return values }
        var seen = Set<String>(minimumCapacity: values.count)
        return values.filter { seen.insert($0.value).inserted }
    }

    /// The alignment column of the alert that not every locale has in which `position` of locale
    /// `locale` lies, else of the heading that not every locale has under which it lies (that of
    /// the last element that starts at or above it); nil when neither.
    private func apartColumn(_ locale: Int, _ position: SourceLocation) -> Int? {
        if let alert = unalignedAlerts[locale].first(where: { $0.lines.contains(position.line) }) {
            return alert.column
        }
        let elements = articles[locale].document.elements
        let after = SortedSearch.firstIndex(in: elements.count) { elements[$0].position.line > position.line }
        guard after > 0, unalignedHeadingColumn[locale][after - 1] >= 0 else { return nil }
        return unalignedHeadingColumn[locale][after - 1]
    }

    /// One finding for `items` (each locale's values with their places) when they differ, each
    /// value quoted as its locale writes it (`writtenForms`, where that differs). A value a
    /// locale lacks but writes as text (`presentAsText`) is not missing from it.
    private mutating func report(
        _ section: [Int], _ items: [[(value: String, position: SourceLocation)]], rule: RuleID, noun: String,
        writtenForms: [[String: String]], presentAsText: [Set<String>]? = nil
    ) {
        if items.rowsAgree(by: { $0.value == $1.value }) { return }
        let partition = LocalePartition(
            items.enumerated().map { ($0.offset, $0.element.map(\.value).sorted()) }, reference: reference)
        guard !partition.agrees, let accepted = partition.accepted else { return }
        var drifted: [(index: Int, position: SourceLocation)] = []
        var groups = [LocaleGroup(locales: accepted.members.map { articles[$0].locale }, value: "")]
        var acceptedOnly: [String] = []
        var firstReported: [String]?
        var fixes: [ReplacementFix] = []
        for group in partition.groups.dropFirst() {
            let extra = Self.multisetDifference(group.value, accepted.value)
            var missing = Self.multisetDifference(accepted.value, group.value)
            if let presentAsText {
                missing.removeAll { value in group.members.allSatisfy { presentAsText[$0].contains(value) } }
                // Only its formatting differs: the group agrees with the accepted one.
                if extra.isEmpty, missing.isEmpty {
                    groups[0].locales += group.members.map { articles[$0].locale }
                    continue
                }
            }
            // The message pairs the first group's own values with what that group lacks (a later
            // group's gaps, quoted beside them, described another locale: arkit/index.md).
            if firstReported == nil {
                firstReported = group.value
                acceptedOnly = missing
            }
            let shown = extra.map { writtenForms[group.members[0]][$0] ?? $0 }
            groups.append(
                LocaleGroup(
                    locales: group.members.map { articles[$0].locale },
                    value: shown.isEmpty ? "(none)" : Self.quoted(shown)))
            for member in group.members {
                let position =
                    Self.firstUnmatched(extra, in: items[member], others: accepted.value)
                    ?? headingPosition(member, section[member])
                drifted.append((member, position))
                // One target in place of one other: the reference's is the direct replacement.
                if rule == .linkTargetMismatch, extra.count == 1, missing.count == 1,
                    let fix = replacementFix(
                        locale: member, at: position, written: writtenForms[member][extra[0]] ?? extra[0],
                        replacement: writtenForms[reference][missing[0]] ?? missing[0], openers: Self.targetOpeners,
                        closers: Self.targetClosers)
                {
                    fixes.append(fix)
                }
            }
        }
        guard let firstReported else { return }
        let acceptedShown = acceptedOnly.map { writtenForms[reference][$0] ?? $0 }
        groups[0].value = acceptedShown.isEmpty ? "(none)" : Self.quoted(acceptedShown)
        let referencePosition =
            Self.firstUnmatched(acceptedOnly, in: items[reference], others: firstReported)
            ?? headingPosition(reference, section[reference])
        let where_ = section[reference] >= 0 ? "section" : "introduction"
        drift(
            rule,
            "\(noun) of this \(where_) differ from the reference \(referenceArticle.locale): \(groups.dropFirst().first?.value ?? "") instead of \(groups[0].value)",
            drifted: drifted, referencePosition: referencePosition, groups: groups, fixes: fixes)
    }

    /// Where the first of `values` that `others` does not account for is: a value a locale has
    /// twice and the other once is the second occurrence (the first matches the other's), in
    /// document order.
    static func firstUnmatched(
        _ values: [String], in items: [(value: String, position: SourceLocation)], others: [String]
    ) -> SourceLocation? {
        guard !values.isEmpty else { return nil }
        var remaining: [String: Int] = [:]
        for value in others { remaining[value, default: 0] += 1 }
        for item in items {
            if let count = remaining[item.value], count > 0 {
                remaining[item.value] = count - 1
                continue
            }
            if values.contains(item.value) { return item.position }
        }
        return nil
    }

    private func headingPosition(_ locale: Int, _ element: Int) -> SourceLocation {
        element >= 0 ? articles[locale].document.elements[element].position : SourceLocation(line: 1, column: 1)
    }

    /// Elements of `a` not matched in `b`, counting repeats, for two sorted lists (the partition's
    /// values are sorted): one merge, where counting in a dictionary hashed every string.
    static func multisetDifference(_ a: [String], _ b: [String]) -> [String] {
        var result: [String] = []
        var other = 0
        for value in a {
            while other < b.count && b[other] < value { other += 1 }
            if other < b.count && b[other] == value {
                other += 1
            } else {
                result.append(value)
            }
        }
        return result
    }
}
