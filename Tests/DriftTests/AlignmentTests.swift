// Alignment: one dropped block gives one finding, not a cascade; shared defects are not drift;
// huge skeletons are aligned in bounded time.

import Corpus
import Diagnostics
import DocModel
import Testing

@testable import Drift

@Suite("Alignment")
struct AlignmentTests {
    private func articles(_ sources: [(String, String)]) -> [LocaleArticle] {
        sources.map { LocaleArticle(locale: $0.0, path: "\($0.0)/a.md", document: Document(markdown: $0.1)) }
    }

    static let full = (1...8).map { "## <a name=\"s\($0)\"></a>Section \($0)\n\n```cs\nvar x\($0) = \($0);\n```\n" }
        .joined(separator: "\n")

    @Test("one dropped heading and block in the middle gives exactly one finding each")
    func noCascade() {
        let dropped = (1...8).filter { $0 != 3 }.map {
            "## <a name=\"s\($0)\"></a>Sección \($0)\n\n```cs\nvar x\($0) = \($0);\n```\n"
        }
        .joined(separator: "\n")
        let found = ArticleChecker().check(
            article: "a.md", articles([("en-US", Self.full), ("es-ES", Self.full), ("fr-FR", dropped)]))
        // The block was in the dropped section: it is listed under the heading's finding.
        #expect(found.map(\.ruleID) == ["structure.heading-missing"])
        #expect(found.first?.consequences.map(\.ruleID) == ["code.block-missing"])
        let expanded = found.flatMap(\.expanded)
        #expect(expanded.map(\.ruleID).sorted() == ["code.block-missing", "structure.heading-missing"])
        #expect(expanded.allSatisfy { $0.locations.map(\.locale) == ["fr-FR"] })
    }

    @Test("a defect shared by every locale is not drift")
    func sharedDefect() {
        let broken = "# T\n\n```cs\nnew C () { A = 1; };\n```\n"
        let found = ArticleChecker().check(article: "a.md", articles([("en-US", broken), ("fr-FR", broken)]))
        #expect(!found.contains { $0.kind == .drift })
        #expect(found.map(\.ruleID) == ["sample.syntax-error"] && found.first?.kind == .defect)
        #expect(found.first?.locations.map(\.locale) == ["en-US", "fr-FR"])
    }

    @Test("the reference is the newest ms.lasthandoff, even in a minority")
    func newestReference() throws {
        let new = "---\nms.lasthandoff: 06/05/2018\n---\n```cs\nNewName ();\n```\n"
        let old = "---\nms.lasthandoff: 02/27/2018\n---\n```cs\nOldName ();\n```\n"
        let found = ArticleChecker().check(article: "a.md", articles([("es-ES", new), ("fr-FR", old), ("ja-JP", old)]))
        let drift = try #require(found.first { $0.ruleID == "code.token-drift" })
        #expect(drift.locations.map(\.locale) == ["fr-FR", "ja-JP"])
        #expect(drift.related.map(\.locale) == ["es-ES"])
    }

    /// The alignment table alone, without pairing the common tail first: what `align` must
    /// still produce.
    static func tableAlignment(_ a: [AlignmentKey], _ b: [AlignmentKey]) -> [(Int?, Int?)] {
        let (n, m) = (a.count, b.count)
        if n == 0 { return (0..<m).map { (nil, $0) } }
        if m == 0 { return (0..<n).map { ($0, nil) } }
        var score = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        var moves = [[UInt8]](repeating: [UInt8](repeating: 2, count: m + 1), count: n + 1)
        for i in 1...n { moves[i][0] = 1 }
        for i in 1...n {
            for j in 1...m {
                var (best, move) = (score[i - 1][j], UInt8(1))
                if score[i][j - 1] >= best { (best, move) = (score[i][j - 1], 2) }
                let similarity = ElementSimilarity.score(a[i - 1], b[j - 1])
                if similarity > 0, score[i - 1][j - 1] + similarity >= best {
                    (best, move) = (score[i - 1][j - 1] + similarity, 0)
                }
                (score[i][j], moves[i][j]) = (best, move)
            }
        }
        var pairs: [(Int?, Int?)] = []
        var (i, j) = (n, m)
        while i > 0 || j > 0 {
            if i > 0, j > 0, moves[i][j] == 0 {
                pairs.append((i - 1, j - 1))
                (i, j) = (i - 1, j - 1)
            } else if i > 0, moves[i][j] == 1 || j == 0 {
                pairs.append((i - 1, nil))
                i -= 1
            } else {
                pairs.append((nil, j - 1))
                j -= 1
            }
        }
        return pairs.reversed()
    }

    @Test("what a locale lacks is placed right after the last element both have, before what only it has")
    func missingBeforeExtra() throws {
        // data-and-databinding.md (review 13 n22): the badge under the title, and pl-PL's own
        // intro list; the badge was reported after the list.
        let reference =
            "# T\n\n[![Download](~/media/shared/download.png) Download](/samples/x)\n\nIntro.\n\n## A\n\nText.\n"
        let older = "# T\n\nWstęp.\n\n- one\n- two\n\n## A\n\nTekst.\n"
        let found = checkArticle([("es-ES", reference), ("ja-JP", reference), ("pl-PL", older)])
        let badge = try #require(found.first { $0.ruleID == "media.image-mismatch" })
        #expect(badge.locations.map(\.position.line) == [1])
        // An element only the locale has is no consequence of what it lacks.
        let alertReference = "# T\n\n> [!IMPORTANT]\n> Use `CarouselView`.\n\nText.\n\n## A\n"
        let alertOlder = "# T\n\nTekst.\n\n## Overview\n\nWięcej.\n\n## A\n"
        let apart = checkArticle([("es-ES", alertReference), ("ja-JP", alertReference), ("pl-PL", alertOlder)])
        let alert = try #require(apart.first { $0.ruleID == "structure.alert-mismatch" })
        #expect(!alert.consequences.contains { $0.ruleID == "structure.heading-extra" })
        #expect(apart.contains { $0.ruleID == "structure.heading-extra" })
    }

    @Test("pairing a common tail of identical keys first changes no alignment")
    func identicalTail() {
        var generator = KeyGenerator(seed: 42)
        func key() -> AlignmentKey {
            // Few distinct values, so that equal, similar and different keys all occur.
            AlignmentKey(
                tag: UInt8(generator.next() % 3), first: Int(generator.next() % 3), second: Int(generator.next() % 2),
                third: Int(generator.next() % 2), fourth: Int(generator.next() % 2))
        }
        var trimmed = 0
        for _ in 0..<3000 {
            let tail = (0..<Int(generator.next() % 6)).map { _ in key() }
            var a = (0..<Int(generator.next() % 7)).map { _ in key() } + tail
            var b = (0..<Int(generator.next() % 7)).map { _ in key() } + tail
            if generator.next() % 4 == 0, !b.isEmpty { b.remove(at: Int(generator.next() % UInt64(b.count))) }
            if generator.next() % 4 == 0 { a.append(key()) }
            if a.last != nil, a.last == b.last { trimmed += 1 }
            let expected = Self.tableAlignment(a, b)
            let found = SkeletonAlignment.align(a, b)
            #expect(found.map(\.0) == expected.map(\.0) && found.map(\.1) == expected.map(\.1), "\(a) \(b)")
        }
        #expect(trimmed > 1000)
    }

    @Test("very long skeletons are aligned in bounded time, between the elements each has once")
    func largeSkeletons() {
        let headings = (0..<5000).map { "## H\($0)\n" }.joined()
        let shorter = (0..<4990).map { "## H\($0)\n" }.joined()
        let found = ArticleChecker().check(article: "a.md", articles([("en-US", headings), ("fr-FR", shorter)]))
        #expect(found.filter { $0.ruleID == "structure.heading-missing" }.count >= 1)
        // Beyond a million cells, the keys each side has exactly once pair first (every seventh
        // element dropped, every fifth changed, one moved far), and the rest between them: each
        // element is paired with its own, not by proportional chunks.
        let a = (0..<1_200).map { AlignmentKey(tag: 1, first: $0) }
        var b = a.enumerated().filter { $0.offset % 7 != 3 }.map {
            $0.offset % 5 == 0 ? AlignmentKey(tag: 1, first: -$0.offset - 1) : $0.element
        }
        b.insert(b.remove(at: 600), at: 20)
        let pairs = SkeletonAlignment.align(a, b)
        let paired = pairs.compactMap { pair in pair.0.flatMap { i in pair.1.map { (i, $0) } } }
        #expect(paired.allSatisfy { a[$0.0] == b[$0.1] || b[$0.1].first < 0 })
        #expect(paired.filter { a[$0.0] == b[$0.1] }.count >= b.count - 300)
        #expect(pairs.compactMap(\.0) == Array(a.indices))
        #expect(pairs.compactMap(\.1) == Array(b.indices))
        // Keys repeated on either side are no anchors; of the rest, the longest run in both orders.
        #expect(
            SkeletonAlignment.uniqueAnchors([a[0], a[1], a[1], a[2], a[3]], [a[0], a[2], a[1], a[3]]).map(\.0) == [
                0, 3, 4,
            ])
        #expect(SkeletonAlignment.uniqueAnchors([a[0], a[1]], [a[1], a[0]]).count == 1)
    }
}

@Suite("Alignment: anchors and line breaks")
struct AnchorAlignmentTests {
    private func check(_ sources: [(String, String)]) -> [Finding] {
        ArticleChecker().check(
            article: "a.md",
            sources.map { LocaleArticle(locale: $0.0, path: "\($0.0)/a.md", document: Document(markdown: $0.1)) })
    }

    @Test("a section that moved is paired by its explicit anchor")
    func movedSection() {
        let reference = "## <a name=\"a\"></a>A\n\n## <a name=\"b\"></a>B\n\n## <a name=\"c\"></a>C\n"
        let moved = "## <a name=\"c\"></a>C'\n\n## <a name=\"a\"></a>A'\n\n## <a name=\"b\"></a>B'\n"
        let found = check([("en-US", reference), ("es-ES", reference), ("fr-FR", moved)])
        #expect(!found.contains { $0.ruleID == "structure.anchor-mismatch" || $0.ruleID == "structure.heading-level" })
        // Missing at one place and extra at the other: one move, at the locale's heading.
        #expect(found.map(\.ruleID) == ["structure.heading-moved"])
        #expect(
            found.first?.message == "## 'c' is in another place than in the reference en-US"
        )
        #expect(found.first?.groups.map(\.value) == ["line 5", "line 1"])
        #expect(found.first?.locations.first?.locale == "fr-FR")
        #expect(found.first?.related.first?.locale == "en-US")
    }

    @Test("what a moved section held moves with it; what it lost is folded under the move")
    func movedSectionContents() {
        // A moves behind B and C (which stay in order), keeping its code and losing its list.
        let reference =
            "## <a name=\"a\"></a>A\n\n```sh\nmake\n```\n\n- one\n- two\n\n## <a name=\"b\"></a>B\n\nText.\n\n"
            + "## <a name=\"c\"></a>C\n\nText.\n"
        let moved =
            "## <a name=\"b\"></a>B'\n\nTexte.\n\n## <a name=\"c\"></a>C'\n\nTexte.\n\n"
            + "## <a name=\"a\"></a>A'\n\n```sh\nmake\n```\n"
        let found = check([("en-US", reference), ("es-ES", reference), ("fr-FR", moved)])
        #expect(found.map(\.ruleID) == ["structure.heading-moved"], "\(found.map(\.ruleID))")
        // The list did not reappear: it is the one consequence.
        #expect(found.first?.consequences.map(\.ruleID) == ["structure.list-items"])
        // A list lost from the section that stayed, where the moved one used to follow, is no
        // consequence of the move: the moved section never held it.
        let stayed = "## <a name=\"a\"></a>A\n\n## <a name=\"b\"></a>B\n\n```sh\nmake\n```\n\n- one\n- two\n"
        let lost = "## <a name=\"b\"></a>B'\n\n```sh\nmake\n```\n\n## <a name=\"a\"></a>A'\n"
        let apart = check([("en-US", stayed), ("es-ES", stayed), ("fr-FR", lost)])
        #expect(
            Set(apart.map(\.ruleID)) == ["structure.heading-moved", "structure.list-items"] && apart.count == 2,
            "\(apart.map(\.ruleID))")
    }

    @Test("of two alerts of one type, a locale's is paired with the one that names the same code")
    func alertsByContent() throws {
        let reference =
            "# T\n\n> [!NOTE]\n> Use `Xamarin.Forms.Xaml`.\n\nText.\n\n> [!NOTE]\n> Use `x:DataType`.\n\nMore.\n"
        // pl-PL kept the first note and lacks the second: by position alone, its note would be
        // paired with the last (xamlc.md, reviews 13-15).
        let older = "# T\n\n> [!NOTE]\n> Utilisez `Xamarin.Forms.Xaml`.\n\nTexte.\n\nPlus.\n"
        let found = checkArticle([("es-ES", reference), ("ja-JP", reference), ("pl-PL", older)])
        #expect(found.map(\.ruleID) == ["structure.alert-mismatch"], "\(found.map(\.message))")
        #expect(found.first?.related.map(\.position.line) == [8])
    }

    @Test("a second copy of a heading the reference has once says so")
    func repeatedHeading() throws {
        // intro-to-manual-camera-controls.md:41 (review 14 n63): an older intro repeats a section.
        let reference = "# T\n\n## <a name=\"a\"></a>A\n\nText.\n\n## <a name=\"b\"></a>B\n\nText.\n"
        let older =
            "# T\n\n## <a name=\"b\"></a>B\n\nIntro.\n\n## <a name=\"a\"></a>A\n\nText.\n\n## <a name=\"b\"></a>B\n\nText.\n"
        let found = checkArticle([("zh-TW", reference), ("fr-FR", reference), ("de-DE", older)])
        let extra = try #require(found.first { $0.ruleID == "structure.heading-extra" })
        #expect(extra.message == "## 'b' is not in the reference zh-TW here (it has it once, elsewhere)")
        #expect(extra.locations.map(\.position.line) == [3])
    }

    @Test("a code block the source moved to another section is one finding at the locale's block")
    func movedBlock() throws {
        // proguard.md (review 14): the config block moved from one section to another; pl-PL
        // keeps it, indented, in the old place.
        let reference =
            "# T\n\n## <a name=\"a\"></a>A\n\n```cfg\n-keep class a.**\n```\n\n## <a name=\"b\"></a>B\n\nText.\n"
        let older = "# T\n\n## <a name=\"a\"></a>A\n\nTexte.\n\n## <a name=\"b\"></a>B\n\n    -keep class a.**\n"
        let found = checkArticle([("es-ES", reference), ("ja-JP", reference), ("pl-PL", older)])
        #expect(found.map(\.ruleID) == ["code.block-moved"], "\(found.map(\.message))")
        let move = try #require(found.first)
        #expect(move.message == "cfg block '-keep class a.**' is in another place than in the reference es-ES")
        #expect(move.locations.map(\.position.line) == [9])
        #expect(move.related.map(\.position.line) == [5])
        #expect(move.notes == ["its language is 'cfg' in es-ES, '(none)' here"])
        #expect(move.severity == .warning)
        // Other code is no move: both halves stay.
        let other = older.replacingOccurrences(of: "a.**", with: "b.**")
        #expect(
            Set(checkArticle([("es-ES", reference), ("ja-JP", reference), ("pl-PL", other)]).map(\.ruleID)) == [
                "code.block-missing", "code.block-extra",
            ])
        // Off: both halves go.
        var configuration = Configuration()
        configuration.rules["code.block-moved"] = .off
        #expect(
            checkArticle([("es-ES", reference), ("ja-JP", reference), ("pl-PL", older)], configuration: configuration)
                .isEmpty)
    }

    @Test("structure.heading-moved off drops both halves of the move")
    func movedSectionOff() {
        var configuration = Configuration()
        configuration.rules["structure.heading-moved"] = .off
        let reference = "## <a name=\"a\"></a>A\n\n## <a name=\"b\"></a>B\n"
        let moved = "## <a name=\"b\"></a>B'\n\n## <a name=\"a\"></a>A'\n"
        let found = checkArticle(
            [("en-US", reference), ("es-ES", reference), ("fr-FR", moved)], configuration: configuration)
        #expect(found.isEmpty)
    }

    @Test("moving a brace to another line is not code drift")
    func braceOnItsOwnLine() {
        let reference = "```csharp\nif (a) {\n    b ();\n}\n```\n"
        let moved = "```csharp\nif (a)\n{\n    b ();\n}\n```\n"
        #expect(check([("en-US", reference), ("fr-FR", moved)]).isEmpty)
    }
}

@Suite("Stale sources")
struct StaleSourceTests {
    @Test("a stale-source finding counts the other drift findings of its locales")
    func annotated() throws {
        let new = "---\nms.sourcegitcommit: b\nms.lasthandoff: 06/05/2018\n---\n# T\n\n## A\n\n## B\n"
        let old = "---\nms.sourcegitcommit: a\nms.lasthandoff: 02/27/2018\n---\n# T\n\n## A\n"
        let found = ArticleChecker().check(
            article: "a.md",
            [("es-ES", new), ("fr-FR", old)].map {
                LocaleArticle(locale: $0.0, path: "\($0.0)/a.md", document: Document(markdown: $0.1))
            })
        let stale = try #require(found.first { $0.ruleID == "meta.stale-source" })
        #expect(stale.notes.contains { $0.hasPrefix("1 other drift finding of this article involves") })
    }
}

@Suite("Repeated findings")
struct RepeatedFindingTests {
    @Test("the same change at several places of an article is one finding listing every place")
    func folded() throws {
        let tabs = { (id: String) in
            (1...3).map { "# <a name=\"t\($0)\"></a>[Visual Studio](#tab/\(id))\n\nStep \($0).\n\n" }.joined()
        }
        let found = ArticleChecker().check(
            article: "a.md",
            [("en-US", tabs("windows")), ("es-ES", tabs("windows")), ("fr-FR", tabs("vswin"))].map {
                LocaleArticle(locale: $0.0, path: "\($0.0)/a.md", document: Document(markdown: $0.1))
            })
        let zone = try #require(found.first { $0.ruleID == "structure.zone-mismatch" })
        #expect(found.filter { $0.ruleID == "structure.zone-mismatch" }.count == 1)
        #expect(zone.locations.map(\.position.line) == [1, 5, 9])
        #expect(
            zone.notes.contains(
                "3 places of this article differ in exactly this way, each listed (a place that also differs otherwise is a finding of its own)"
            ))
    }

    @Test("findings fold as their keys say, whether or not their rule and message are shared")
    func foldingByKeys() {
        func finding(_ rule: RuleID, _ message: String, _ locale: String = "fr-FR", kind: Finding.Kind = .drift)
            -> Finding
        {
            Finding(
                ruleID: rule, severity: .warning, kind: kind, article: "a.md", message: message,
                locations: [
                    FileLocation(locale: locale, path: "\(locale)/a.md", position: SourceLocation(line: 1, column: 1))
                ])
        }
        let distinct = [
            finding("link.broken", "a"), finding("link.broken", "b"), finding("media.image-mismatch", "a"),
            finding("link.broken", "a", kind: .defect),
        ]
        #expect(ArticleChecker.foldRepeats(distinct).map(\.message) == distinct.map(\.message))
        // The same rule and message: folded only for the same locales.
        let repeated = distinct + [finding("link.broken", "b"), finding("link.broken", "a", "ja-JP")]
        let folded = ArticleChecker.foldRepeats(repeated)
        #expect(folded.map(\.message) == ["a", "b", "a", "a", "a"])
        #expect(folded[1].locations.count == 2 && folded[1].notes.count == 1)
        // A message holding the keys' separator can share a key with a shorter message: the keys
        // decide, as they did before any pair was compared.
        let crossed = [finding("link.broken", "a", "b\u{1F}fr-FR"), finding("link.broken", "a\u{1F}b", "fr-FR")]
        #expect(ArticleChecker.foldRepeats(crossed).count == 1)
    }

    @Test("an image's file name is its path's last non-empty segment, as splitting the path finds it")
    func imageFileNames() {
        for path in ["a/b/c.png", "c.png", "a/b/", "a//b", "/", "", "images/日本/図.png", "../x/./y.gif", "a/b///"] {
            let split = Array(path.utf8).split(separator: UInt8(ascii: "/")).last.map {
                String(decoding: $0, as: UTF8.self).hashValue
            }
            #expect(AlignmentKey.fileNameHash(path) == (split ?? 0), "\(path)")
        }
    }
}

/// A small deterministic generator (a 64-bit linear congruential one, high bits out).
private struct KeyGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 29
    }
}
