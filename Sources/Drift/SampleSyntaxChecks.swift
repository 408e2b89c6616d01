// SampleSyntaxChecks: `sample.syntax-error` — each C# block parsed by the tolerant snippet parser.
// Errors every locale shares are one defect of the article, reported once with each locale's
// position; errors only some locales have are drift. Positions are shifted from the snippet into
// the Markdown file (fence line and indentation).

import ByteKeys
import CSharpSyntax
import Diagnostics
import DocModel

extension CheckContext {
    /// Whether `code` may be C# at all: it has a `;`, `{` or `}` (every complete statement or
    /// declaration has one), or a word only C# would put there (`new `, `var `, `class `, …: a
    /// statement that lost its `;`). A block with neither that does not parse is console
    /// output, a stack trace or a URL under a `csharp` fence.
    static func mayHoldCSharp(_ code: String) -> Bool {
        if code.utf8.contains(where: { $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") })
        {
            return true
        }
        var code = code
        return code.withUTF8 { bytes in
            csharpWords.contains { word in
                word.withUnsafeBufferPointer { word in
                    // As a word of its own: "non-public API" in a message is no C#.
                    var from = 0
                    while let found = Bytes.firstIndex(of: word, in: bytes, from: from) {
                        guard found > 0 else { return true }
                        if !isWordByte(bytes[found - 1]) { return true }
                        from = found + 1
                    }
                    return false
                }
            }
        }
    }

    /// Whether `byte` continues a word: an identifier byte or `-` (`non-public`,
    /// `mutable-content`).
    private static func isWordByte(_ byte: UInt8) -> Bool {
        isIdentifierByte(byte) || byte == UInt8(ascii: "-")
    }

    /// Whether `byte` is blank: a space, a tab, or a line end.
    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A
    }

    /// Whether `byte` continues an identifier: an ASCII letter or digit, or `_`.
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "_")
    }

    /// Whether `code` reads as program output (a log, a crash report, a stack trace, a debugger
    /// session): at least half its lines open with a digit (timestamps, frame numbers), `at `
    /// (.NET frames), `frame #`, `thread #` (lldb's, after a `* ` mark or not) or `(lldb)`, as no
    /// line of C# does.
    static func looksLikeOutput(_ code: String) -> Bool {
        var lines = 0
        var outputLines = 0
        for line in code.utf8.split(separator: 0x0A) {
            guard let first = line.firstIndex(where: { !isBlank($0) }) else { continue }
            lines += 1
            var text = line[first...]
            if text.starts(with: "* ".utf8) { text = text.dropFirst(2) }
            if text.first.map({ $0 &- UInt8(ascii: "0") < 10 }) == true
                || Self.outputLineStarts.contains(where: { text.starts(with: $0) })
            {
                outputLines += 1
            }
        }
        return lines > 0 && outputLines * 2 >= lines
    }

    /// How lines of program output that are not numbered start.
    static let outputLineStarts = ["at ", "frame #", "thread #", "(lldb)"].map { Array($0.utf8) }

    /// Whether `code` reads as Objective-C: a message send (`[NSURLSession class]`,
    /// `[self.view addSubview:label]`: a bracket that follows no value, a receiver, a space and a
    /// selector word ending at `]` or `:`, which no C# attribute, index or collection is), or a
    /// line that opens with `@interface`, `@implementation`, `@property` or `#import`.
    static func looksLikeObjectiveC(_ code: String) -> Bool {
        let bytes = Array(code.utf8)
        var lineStart = true
        var previous: UInt8 = 0x0A
        for (index, byte) in bytes.enumerated() {
            if lineStart, byte == UInt8(ascii: "@") || byte == UInt8(ascii: "#") {
                let rest = bytes[(index + 1)...].prefix(14)
                for directive in ["interface", "implementation", "property", "import"]
                where rest.starts(with: directive.utf8) {
                    if byte == UInt8(ascii: "#") ? directive == "import" : directive != "import" { return true }
                }
            }
            if byte == 0x0A {
                lineStart = true
            } else if byte != 0x20 && byte != 0x09 {
                lineStart = false
            }
            defer { if byte != 0x20 && byte != 0x09 && byte != 0x0A { previous = byte } }
            // A message send: `[`, not after a value (`x[i]`, `f()[0]`, `a[0][1]`).
            guard byte == UInt8(ascii: "["), !isIdentifierByte(previous), previous != UInt8(ascii: ")"),
                previous != UInt8(ascii: "]")
            else { continue }
            var cursor = index + 1
            while cursor < bytes.count, bytes[cursor] == 0x20 { cursor += 1 }
            let receiver = cursor
            while cursor < bytes.count, isIdentifierByte(bytes[cursor]) || bytes[cursor] == UInt8(ascii: ".") {
                cursor += 1
            }
            guard cursor > receiver, cursor < bytes.count, bytes[cursor] == 0x20 else { continue }
            while cursor < bytes.count, bytes[cursor] == 0x20 { cursor += 1 }
            let selector = cursor
            while cursor < bytes.count, isIdentifierByte(bytes[cursor]) { cursor += 1 }
            guard cursor > selector, (bytes[selector] | 0x20) &- UInt8(ascii: "a") < 26 else { continue }
            while cursor < bytes.count, bytes[cursor] == 0x20 { cursor += 1 }
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "]") || bytes[cursor] == UInt8(ascii: ":") {
                return true
            }
        }
        return false
    }

    /// Whether `code` reads as a shell session: its first line runs a command (`echo '…' >
    /// file`, `openssl smime -sign …`, `$ xcrun …`: a command word, a space, and no `=`, `(`,
    /// `.` or `;` after it, as no C# statement has), and at least half its lines are commands,
    /// prompts or `-option` continuations.
    static func looksLikeShell(_ code: String) -> Bool {
        var lines = 0
        var shellLines = 0
        var firstIsCommand: Bool?
        for line in code.utf8.split(separator: 0x0A) {
            guard let first = line.firstIndex(where: { !isBlank($0) }) else { continue }
            lines += 1
            let text = ArraySlice(line[first...])
            let isCommand = isShellCommand(text)
            let isOption =
                text.first == UInt8(ascii: "-")
                && text.dropFirst().first.map { ($0 | 0x20) &- UInt8(ascii: "a") < 26 || $0 == UInt8(ascii: "-") }
                    == true
            if firstIsCommand == nil { firstIsCommand = isCommand }
            if isCommand || isOption { shellLines += 1 }
        }
        return firstIsCommand == true && shellLines * 2 >= lines
    }

    /// Whether `line` (from its first non-blank byte) runs a shell command: a prompt (`$ `), or a
    /// command word of `shellCommands` followed by a space and an argument that no C#
    /// expression would put there.
    private static func isShellCommand(_ line: ArraySlice<UInt8>) -> Bool {
        if line.starts(with: "$ ".utf8) { return true }
        let word = line.prefix(while: isWordByte)
        guard !word.isEmpty, shellCommands.contains(Array(word)) else { return false }
        let rest = line[word.endIndex...]
        guard rest.first == 0x20, let argument = rest.first(where: { $0 != 0x20 }) else { return false }
        return ![UInt8(ascii: "="), UInt8(ascii: "("), UInt8(ascii: "."), UInt8(ascii: ";"), UInt8(ascii: "{")]
            .contains(argument)
    }

    /// Commands a docs article runs in a terminal.
    static let shellCommands = Set(
        [
            "echo", "cat", "cd", "ls", "sudo", "export", "openssl", "curl", "wget", "mkdir", "chmod", "cp", "mv",
            "rm", "git", "xcrun", "xcodebuild", "security", "codesign", "dotnet", "msbuild", "mono", "nuget", "brew",
            "defaults", "plutil", "ditto", "keytool", "jarsigner", "adb", "mdls", "pod", "npm",
        ].map { Array($0.utf8) })

    /// Whether JSON-looking `code` is a sketch no JSON parser reads: it names its root object
    /// first (`'aps' {`) or quotes with `'` (updating-an-application-in-the-background.md).
    static func isJSONSketch(_ code: String) -> Bool {
        let first = code.utf8.first { !isBlank($0) }
        return first != UInt8(ascii: "{") && first != UInt8(ascii: "[") || code.utf8.contains(UInt8(ascii: "'"))
    }

    /// Whether `code` reads as JSON: it starts with `{` or `[` and its first member is a key and
    /// a colon (`{ "aps": {`, or unquoted: `{ aps : {`), which no C# statement is.
    static func looksLikeJSON(_ code: String) -> Bool {
        let bytes = Array(code.utf8)
        func skipSpace(_ index: inout Int) {
            while index < bytes.count, isBlank(bytes[index]) { index += 1 }
        }
        var index = 0
        skipSpace(&index)
        // A payload sketch that names its root object first (`'aps' {`, `"aps": {`): no C#
        // statement starts with a literal followed by a brace.
        if index < bytes.count, bytes[index] == UInt8(ascii: "'") || bytes[index] == UInt8(ascii: "\"") {
            let quote = bytes[index]
            var end = index + 1
            while end < bytes.count, bytes[end] != quote, bytes[end] != 0x0A { end += 1 }
            guard end < bytes.count, bytes[end] == quote else { return false }
            var next = end + 1
            skipSpace(&next)
            if next < bytes.count, bytes[next] == UInt8(ascii: ":") {
                next += 1
                skipSpace(&next)
            }
            return next < bytes.count && bytes[next] == UInt8(ascii: "{")
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "[") else {
            return false
        }
        while index < bytes.count, bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "[") {
            index += 1
            skipSpace(&index)
        }
        guard index < bytes.count else { return false }
        if bytes[index] == UInt8(ascii: "\"") {
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != 0x0A { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return false }
            index += 1
        } else {
            // A key written without quotes, as payload sketches do (`{ aps : {`): a C# block
            // opens with a statement, and only a label (never in samples) is a word and a colon.
            let start = index
            while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
            guard index > start else { return false }
        }
        skipSpace(&index)
        // A colon, not C#'s `::`.
        return index < bytes.count && bytes[index] == UInt8(ascii: ":")
            && (index + 1 == bytes.count || bytes[index + 1] != UInt8(ascii: ":"))
    }

    /// Whether `code` is one line that opens a block (`if (MKDirectionsRequest.IsDirectionsRequestUrl (url)) {`,
    /// or `public class MainActivity : ListActivity` and `{` on the next line): a line quoted
    /// from a sample to talk about it, whose missing `}` is no defect.
    static func isQuotedOpeningLine(_ code: String) -> Bool {
        var code = code
        return code.withUTF8 { bytes in
            // The last byte that is not white space is a `{` (checked first, from the end: it
            // rules out nearly every block at once; this runs for every C# block).
            var end = bytes.count
            while end > 0, isBlank(bytes[end - 1]) { end -= 1 }
            guard end > 0, bytes[end - 1] == UInt8(ascii: "{") else { return false }
            // At most two lines that are not blank, and no `}`.
            var lines = 0
            var inLine = false
            for byte in UnsafeBufferPointer(rebasing: bytes[..<end]) {
                if byte == UInt8(ascii: "}") { return false }
                if byte == 0x0A {
                    inLine = false
                } else if !inLine, !isBlank(byte) {
                    inLine = true
                    lines += 1
                    if lines > 2 { return false }
                }
            }
            return true
        }
    }

    /// Words that start C# statements and declarations, with the space after them, as bytes
    /// (searched with `Bytes`: Foundation's `String.contains` cost 50,000 instructions a call).
    private static let csharpWords = [
        "new ", "var ", "using ", "class ", "public ", "private ", "protected ", "internal ", "override ", "void ",
        "return ", "static ", "await ", "if (", "foreach (", "for (", "while (",
    ].map { Array($0.utf8) }

    mutating func checkSampleSyntax(_ alignment: SkeletonAlignment) {
        // The C# blocks of each locale by content: a block that some locale has in another
        // column (its section moved) is still the same block there, and its errors the same.
        let blocks = articles.map { article in
            article.document.elements.compactMap { element -> CodeBlock? in
                if case .code(let block) = element.kind, block.normalizedLanguage == "csharp" { block } else { nil }
            }
        }
        var reported = Set<UTF8Key>()
        for column in alignment.columns {
            // A block the reference fences as another language (JSON, XML), or as none (SVG path
            // data, path-data.md), that some locale fences as C#: `code.language-mismatch` says
            // what is wrong, and its "syntax errors" are that.
            if let member = column.members[reference],
                case .code(let block) = articles[reference].document.elements[member].kind,
                block.normalizedLanguage != "csharp"
            {
                continue
            }
            var present: [(index: Int, block: CodeBlock)] = []
            for (locale, member) in column.members.enumerated() {
                guard let member, case .code(let block) = articles[locale].document.elements[member].kind,
                    block.normalizedLanguage == "csharp"
                else { continue }
                present.append((locale, block))
            }
            guard !present.isEmpty else { continue }
            let errors = present.map { entry in
                Self.isQuotedOpeningLine(entry.block.content) ? [] : snippets.entry(entry.block.contentKey).errors
            }
            let signatures = errors.map { $0.map { "\($0.id) \($0.message)" } }
            func position(_ diagnostic: SyntaxDiagnostic, _ block: CodeBlock) -> SourceLocation {
                Self.filePosition(in: block, line: diagnostic.range.start.line, column: diagnostic.range.start.column)
            }
            func describe(_ diagnostic: SyntaxDiagnostic) -> String { "\(diagnostic.message) (\(diagnostic.id))" }
            if signatures.allSatisfy({ $0 == signatures[0] }) {
                guard let first = errors[0].first else { continue }
                // The locales that lack the block here but have the same block elsewhere share
                // its errors: one defect, reported at the first column that has it.
                var located = present
                let key = present[0].block.contentKey
                if present.count < articles.count, present.allSatisfy({ $0.block.contentKey == key }) {
                    let elsewhere = articles.indices.filter { locale in !present.contains { $0.index == locale } }
                        .compactMap { locale in blocks[locale].first { $0.contentKey == key }.map { (locale, $0) } }
                    if present.count + elsewhere.count == articles.count {
                        guard reported.insert(key).inserted else { continue }
                        located += elsewhere
                    }
                }
                let everywhere = located.count == articles.count
                // Each at its own first error (translated comments may shift it in the block).
                let locations = located.enumerated().map { offset, entry in
                    let own = offset < errors.count ? errors[offset][0] : first
                    return articles[entry.index].location(position(own, entry.block))
                }
                // Console output, a URL or JSON under a `csharp` fence: the fence is what is wrong.
                let content = present[0].block.content
                let what: String? =
                    if Self.looksLikeJSON(content) {
                        Self.isJSONSketch(content)
                            ? "holds a payload in JSON's shape that is not JSON (single quotes, or a named root without braces): mark it as 'text', or make it JSON and mark it as 'json'"
                            : "holds JSON: mark it as 'json'"
                    } else if Self.looksLikeOutput(content) {
                        "holds program output, not C#: mark it as 'text' or 'console'"
                    } else if Self.looksLikeObjectiveC(content) {
                        "holds Objective-C: mark it as 'objectivec'"
                    } else if Self.looksLikeShell(content) {
                        "holds shell commands: mark it as 'bash' or 'console'"
                    } else if !Self.mayHoldCSharp(content) {
                        "holds no C# statement or declaration: mark it as 'text' or 'console'"
                    } else {
                        nil
                    }
                if let what {
                    findings.append(
                        Finding(
                            ruleID: .sampleSyntaxError, severity: min(severity(.sampleSyntaxError), .warning),
                            kind: everywhere ? .defect : .drift, article: article,
                            message: "block marked C# \(what) (\(describe(first)))", locations: locations))
                    continue
                }
                let notes = errors[0].dropFirst().map { diagnostic in
                    let where_ = position(diagnostic, present[0].block)
                    return
                        "also \(describe(diagnostic)) at \(where_.line):\(where_.column) in \(articles[present[0].index].locale), and at the same place in the other locales"
                }
                findings.append(
                    Finding(
                        ruleID: .sampleSyntaxError, severity: severity(.sampleSyntaxError),
                        kind: everywhere ? .defect : .drift,
                        article: article, message: "C# sample does not parse: \(describe(first))", locations: locations,
                        notes: notes
                            + [
                                everywhere
                                    ? "every locale has this error: a defect of the source article, not drift"
                                    : "every locale with this sample has this error"
                            ]))
                continue
            }
            // Locales disagree: every group with errors is reported, the reference's group too
            // (a clean drifted locale may be the one that fixed a defect of the source).
            let referenceEntry = present.firstIndex { $0.index == reference }
            let partition = LocalePartition(
                signatures.enumerated().map { ($0.offset, $0.element) }, reference: referenceEntry ?? 0)
            for group in partition.groups where !errors[group.members[0]].isEmpty {
                let others = present.indices.filter { !group.members.contains($0) }.map {
                    articles[present[$0].index].locale
                }
                let first = errors[group.members[0]][0]
                drift(
                    .sampleSyntaxError,
                    "C# sample does not parse here, unlike in \(others.joined(separator: ", ")): \(describe(first))",
                    drifted: group.members.map { (present[$0].index, position(errors[$0][0], present[$0].block)) },
                    referencePosition: nil)
            }
        }
    }
}
