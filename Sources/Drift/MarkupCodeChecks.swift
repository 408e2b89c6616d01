// MarkupCodeChecks: XML and XAML blocks compared as trees (libxml2): elements and attributes must
// match (`code.markup-drift`, error); text content and attribute values that read as human text
// may be translated and are reported at warning. Comments and whitespace never count.

import ByteKeys
import Diagnostics
import DocModel

extension CheckContext {
    /// Compares markup blocks; false when some locale's block is not well-formed (the caller then
    /// compares lines instead).
    mutating func compareMarkup(_ blocks: [CodeBlock]) -> Bool {
        // Each distinct text parsed once: locales mostly share a block's markup.
        var trees: [MarkupTree] = []
        var parsed: [UTF8Key: MarkupTree] = [:]
        for block in blocks {
            let key = block.contentKey
            if let tree = parsed[key] {
                trees.append(tree)
                continue
            }
            guard let tree = MarkupTree.parse(block.content).tree else { return false }
            parsed[key] = tree
            trees.append(tree)
        }
        // Attribute values with spaces or non-ASCII letters read as human text: compared with the text.
        // (On UTF-8 bytes: see `ByteSearch`.)
        func isHumanText(_ line: String) -> Bool {
            let bytes = line.utf8
            guard let equals = bytes.firstIndex(of: UInt8(ascii: "=")), bytes.contains(ascii: ":@") else {
                return false
            }
            return bytes[bytes.index(after: equals)...].contains { $0 == 0x20 || $0 >= 0x80 }
        }
        let structure = trees.map { $0.structure.filter { !isHumanText($0) } }
        let text = trees.indices.map { trees[$0].text + trees[$0].structure.filter(isHumanText) }
        if !reportMarkup(structure, blocks, severity: .error, noun: "elements or attributes") {
            reportMarkup(text, blocks, severity: .warning, noun: "text")
        }
        return true
    }

    @discardableResult
    private mutating func reportMarkup(_ lines: [[String]], _ blocks: [CodeBlock], severity: Severity, noun: String)
        -> Bool
    {
        let partition = LocalePartition(lines.enumerated().map { ($0.offset, $0.element) }, reference: reference)
        guard !partition.agrees, let accepted = partition.accepted else { return false }
        func display(_ items: ArraySlice<String>) -> [String] {
            items.map { item in String(item.drop { $0 != ":" }.dropFirst()) }
        }
        var groups: [LocaleGroup] = []
        var acceptedValue = ""
        for group in partition.groups.dropFirst() {
            let (mine, theirs) = Self.differingMiddle(group.value, accepted.value)
            if acceptedValue.isEmpty {
                acceptedValue = Self.phrase(display(accepted.value[theirs]), empty: "(missing)")
            }
            groups.append(
                LocaleGroup(
                    locales: group.members.map { articles[$0].locale },
                    value: Self.phrase(display(group.value[mine]), empty: "(missing)")))
        }
        let acceptedGroup = LocaleGroup(locales: accepted.members.map { articles[$0].locale }, value: acceptedValue)
        drift(
            .codeMarkupDrift,
            "\(blocks[reference].language) \(noun) differ from the reference \(referenceArticle.locale): \(groups.first?.value ?? "") instead of \(acceptedValue)",
            drifted: partition.drifted.map {
                ($0, SourceLocation(line: blocks[$0].contentLine, column: 1 + blocks[$0].indentation))
            },
            referencePosition: SourceLocation(
                line: blocks[reference].contentLine, column: 1 + blocks[reference].indentation),
            groups: [acceptedGroup] + groups, severity: severity)
        return true
    }
}
