// PathologicalBenchmark: `docparity-bench --pathological` — inputs built to find costs that grow
// faster than the input (nesting depth, line length, number of blocks, keys or locales). Each
// input is an article in two locales (the second drifted where drift makes the alignment work)
// or in many locales; the check of that one article is timed against cmark-gfm alone parsing
// the same files, both on one thread, and the ratio must stay within `limit`.

import Corpus
import DocModel
import Drift
import Foundation
import SampleChecks

enum PathologicalBenchmark {
    /// The most the check may take per input, in multiples of cmark-gfm alone on the same files.
    static let limit = 10.0

    /// One input of the family: the article's text in each locale.
    struct Input {
        let name: String
        let locales: [(locale: String, text: String)]
    }

    /// The family, each input sized so that cmark-gfm alone takes a measurable time.
    static func family(scale: Int) -> [Input] {
        let n = 50_000 * scale
        let blocks = 5_000 * scale
        func twoLocales(_ name: String, _ text: String, drifted: String? = nil) -> Input {
            Input(name: name, locales: [("es-ES", text), ("fr-FR", drifted ?? text)])
        }
        func numbered(_ count: Int, drift: Bool, _ make: (Int) -> String) -> String {
            // The drifted copy drops every seventh block and changes every fifth.
            (0..<count).compactMap { index in
                if drift, index % 7 == 0 { return nil }
                return make(drift && index % 5 == 0 ? index + 1_000_000 : index)
            }.joined(separator: "\n")
        }
        func pair(_ name: String, _ count: Int, _ make: @escaping (Int) -> String) -> Input {
            twoLocales(
                name, "# T\n\n" + numbered(count, drift: false, make),
                drifted: "# T\n\n" + numbered(count, drift: true, make))
        }
        let wideFrontMatter = { (drift: Bool) in
            "---\n" + numbered(blocks * 2, drift: drift) { "key\($0): value \($0)" } + "\n---\n# T\n"
        }
        let tableRow = "| " + (0..<40).map { "c\($0)" }.joined(separator: " | ") + " |\n"
        let table =
            "| " + (0..<40).map { "h\($0)" }.joined(separator: " | ") + " |\n|"
            + String(repeating: "---|", count: 40) + "\n" + String(repeating: tableRow, count: blocks)
        return [
            twoLocales("deep block quotes", String(repeating: ">", count: n) + " x\n"),
            twoLocales("deep block quotes, one an alert", String(repeating: "> ", count: n / 2) + "[!NOTE]\n"),
            twoLocales("deep ordered lists", String(repeating: "1. ", count: n) + "x\n"),
            twoLocales("deep bullet lists", String(repeating: "- ", count: n) + "x\n"),
            twoLocales(
                "indented nested lists", (0..<2_000).map { String(repeating: "  ", count: $0) + "- x\n" }.joined()),
            twoLocales("emphasis", String(repeating: "*", count: n) + "x" + String(repeating: "*", count: n) + "\n"),
            twoLocales("alternating emphasis", String(repeating: "*a _b ", count: n / 2) + "\n"),
            twoLocales("brackets", String(repeating: "[", count: n) + "x" + String(repeating: "]", count: n) + "\n"),
            twoLocales("unclosed links", String(repeating: "[a](b ", count: n / 2) + "\n"),
            twoLocales(
                "nested HTML",
                String(repeating: "<div>", count: n / 2) + "x" + String(repeating: "</div>", count: n / 2)),
            twoLocales("inline HTML", String(repeating: "a <span>", count: n / 2) + "\n"),
            twoLocales("backticks", String(repeating: "`", count: n) + "\n"),
            twoLocales("long line", String(repeating: "word ", count: n * 4) + "\n"),
            pair("thousands of headings", blocks) { "## Heading \($0)\n\ntext\n" },
            pair("thousands of C# code blocks", blocks / 5) { "```csharp\nvar x\($0) = \($0);\n```\n" },
            pair("thousands of XML code blocks", blocks) { "```xml\n<a><b id=\"\($0)\"/></a>\n```\n" },
            pair("thousands of text code blocks", blocks) { "```text\nline \($0)\n```\n" },
            pair("thousands of images", blocks) { "![a](img\($0).png)\n" },
            pair("thousands of links", blocks) { "[a](page\($0).md)\n" },
            pair("thousands of inline code spans", blocks) { "Use `code\($0)` here.\n" },
            pair("thousands of alerts", blocks) { "> [!NOTE]\n> text \($0)\n" },
            pair("thousands of zones", blocks) { "::: zone pivot=\"p\($0)\"\n\ntext\n\n::: zone-end\n" },
            twoLocales("a huge table", "# T\n\n" + table),
            twoLocales("a wide front matter", wideFrontMatter(false), drifted: wideFrontMatter(true)),
            Input(
                name: "forty locales",
                locales: (0..<40).map { locale in
                    let sections = (0..<blocks / 10).filter { $0 % 40 != locale }.map { index in
                        "## H\(index)\n\n![a](i\(index).png)\n\n[l](p\(index).md)\n"
                    }
                    return (String(format: "l%02d-XX", locale), "# T\n\n" + sections.joined(separator: "\n"))
                }),
        ]
    }

    /// The check's and cmark-gfm's best times on `input`, written under `root`.
    static func measure(_ input: Input, root: String, runs: Int) throws -> (check: Double, cmark: Double, bytes: Int) {
        for (locale, text) in input.locales {
            try FileManager.default.createDirectory(atPath: "\(root)/\(locale)", withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: "\(root)/\(locale)/a.md"))
        }
        let corpus = try CorpusScanner(configuration: Configuration()).scan(root)
        let files = try corpus.groups.flatMap(\.files).map { try FileSystem.read($0.absolutePath, limit: .max) }
        var checkTime = Double.infinity
        var cmarkTime = Double.infinity
        for _ in 0..<runs {
            checkTime = min(
                checkTime,
                seconds {
                    let check = CorpusCheck(
                        checker: ArticleChecker(configuration: Configuration(), extraChecks: [SampleCheck()]))
                    _ = check.run(corpus, threads: 1)
                })
            cmarkTime = min(cmarkTime, seconds { for bytes in files { _ = CmarkBaseline.parse(bytes) } })
        }
        return (checkTime, cmarkTime, files.reduce(0) { $0 + $1.count })
    }

    /// Checks every input at `scale` and at twice `scale`: the ratio to cmark-gfm at `scale`, and
    /// how much faster the check's time grows than cmark-gfm's when the input doubles (1 when
    /// both grow alike; 2 when the check is quadratic where cmark-gfm is linear). Returns whether
    /// every input kept within both limits.
    static func run(runs: Int, scale: Int) throws -> Bool {
        let work = NSTemporaryDirectory() + "docparity-pathological-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: work) }
        var worstRatio = 0.0
        var worstGrowth = 0.0
        print(
            "input                                   size    check    cmark-gfm   ratio (≤ \(Int(limit))×)   growth against cmark-gfm's (≤ \(growthLimit))"
        )
        for (number, (input, doubled)) in zip(family(scale: scale), family(scale: scale * 2)).enumerated() {
            let measured = try measure(input, root: "\(work)/\(number)", runs: runs)
            let twice = try measure(doubled, root: "\(work)/\(number)-doubled", runs: runs)
            let ratio = measured.check / measured.cmark
            let growth = (twice.check / measured.check) / (twice.cmark / measured.cmark)
            worstRatio = max(worstRatio, ratio)
            worstGrowth = max(worstGrowth, growth)
            let over = (ratio > limit ? "  OVER" : "") + (growth > growthLimit ? "  GROWS" : "")
            print(
                input.name.padding(toLength: 38, withPad: " ", startingAt: 0)
                    + String(
                        format: "%6.1f MB %7.3f s %9.4f s %7.1f× %24.2f%@", Double(measured.bytes) / 1_048_576,
                        measured.check, measured.cmark, ratio, growth, over))
        }
        print(
            "worst ratio: \(String(format: "%.1f", worstRatio))× (target ≤ \(Int(limit))×); worst growth against cmark-gfm's when doubled: \(String(format: "%.1f", worstGrowth)) (alike 1, quadratic 2; target ≤ \(growthLimit))"
        )
        return worstRatio <= limit && worstGrowth <= growthLimit
    }

    /// The most the check's time may grow, relative to cmark-gfm's, when an input doubles: 1 when
    /// both costs have the same order, 2 for a quadratic check over a linear parse; the margin
    /// absorbs timer noise on inputs that take milliseconds.
    static let growthLimit = 1.5
}
