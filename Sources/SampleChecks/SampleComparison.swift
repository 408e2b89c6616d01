// SampleComparison: turns one sample's results in every locale into findings. Locales are
// grouped by what they produced (error signatures, not-modelled APIs, traces); the reference
// locale's group is accepted, the others drift. What every locale shares is a defect.

import Diagnostics
import Drift
import SampleCompiler
import SampleRuntime
import TransitionEngine

/// Two storage addresses as one dictionary key (an array's buffer and a run's trace), valid while
/// the entries that own them are alive. Empty arrays may share one address, and all give the same
/// (empty) list of uses.
private struct ObjectPair: Hashable {
    let first: UnsafeRawPointer?
    let second: UnsafeRawPointer?
    init(_ first: UnsafeRawPointer?, _ second: UnsafeRawPointer?) {
        self.first = first
        self.second = second
    }
}

/// Findings about one article's samples.
struct SampleComparison {
    let article: String
    let articles: [LocaleArticle]
    let reference: Int
    var findings: [Finding] = []

    typealias Entry = (locale: Int, sample: LocaleSample)

    /// Groups entries by a key, reference's group first, then by first appearance.
    func groups(_ entries: [Entry], by key: (Entry) -> String) -> [(key: String, members: [Entry])] {
        var result: [(key: String, members: [Entry])] = []
        for entry in entries {
            let value = key(entry)
            if let position = result.firstIndex(where: { $0.key == value }) {
                result[position].members.append(entry)
            } else {
                result.append((value, [entry]))
            }
        }
        if let referenceGroup = result.firstIndex(where: { $0.members.contains { $0.locale == reference } }) {
            result.insert(result.remove(at: referenceGroup), at: 0)
        }
        return result
    }

    func locales(_ entries: [Entry]) -> [String] { entries.map { articles[$0.locale].locale } }

    func location(_ entry: Entry, line: Int, column: Int) -> FileLocation {
        articles[entry.locale].location(SourceLocation(line: line, column: column))
    }

    func sampleLocation(_ entry: Entry) -> FileLocation {
        let line = entry.sample.compiled.program.classes.isEmpty ? 1 : firstLine(entry)
        return articles[entry.locale].location(line: line)
    }

    func firstLine(_ entry: Entry) -> Int {
        var count = 0
        for element in articles[entry.locale].document.elements {
            guard case .code(let block) = element.kind, block.normalizedLanguage == "csharp" else { continue }
            count += 1
            if count == entry.sample.compiled.index { return block.contentLine }
        }
        return 1
    }

    mutating func compileErrors(_ entries: [Entry]) {
        let grouped = groups(entries) { entry in
            entry.sample.compiled.diagnostics.map { "\($0.id) \($0.message)" }.joined(separator: "\n")
        }
        let index = entries.first?.sample.compiled.index ?? 0
        for group in grouped where !group.key.isEmpty {
            let first = group.members[0].sample.compiled.diagnostics[0]
            let shared = grouped.count == 1
            var notes = first.notes
            let others = grouped.filter { $0.key.isEmpty }.flatMap { locales($0.members) }
            if !others.isEmpty { notes.append("\(others.joined(separator: ", ")) compile without this error") }
            if shared { notes.append("every locale has this error: a defect of the source article, not drift") }
            for extra in group.members[0].sample.compiled.diagnostics.dropFirst() {
                notes.append("also \(extra.id) at \(extra.line):\(extra.column): \(extra.message)")
            }
            findings.append(
                Finding(
                    ruleID: "sample.compile-error", severity: .error, kind: shared ? .defect : .drift, article: article,
                    message: "C# sample \(index) does not compile: \(first.message) (\(first.id))",
                    locations: group.members.map { entry in
                        let diagnostic = entry.sample.compiled.diagnostics[0]
                        return location(entry, line: diagnostic.line, column: diagnostic.column)
                    },
                    related: grouped.first(where: { $0.key.isEmpty }).map { [sampleLocation($0.members[0])] } ?? [],
                    groups: grouped.map {
                        LocaleGroup(locales: locales($0.members), value: $0.key.isEmpty ? "compiles" : $0.key)
                    },
                    notes: notes))
        }
    }

    mutating func notModelled(_ entries: [Entry]) {
        // Locales that share a compilation and a run (the caches hand them the same arrays and
        // trace) share the key: it is built once per such pair. A snippet of Xamarin.Forms code
        // lists hundreds of unmodelled uses.
        // Locales compiled apart (their documents differ somewhere) have equal lists in other
        // arrays: those are found by comparing the lists, and share one key string too, which
        // also makes the grouping's string comparisons instant.
        var keys: [ObjectPair: String] = [:]
        var built: [(apis: [String], key: String)] = []
        let grouped = groups(entries) { entry in
            let uses = entry.sample.compiled.notModelled
            let identity = ObjectPair(
                uses.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) },
                entry.sample.run.map { UnsafeRawPointer(Unmanaged.passUnretained($0.trace).toOpaque()) })
            if let key = keys[identity] { return key }
            var apis = uses.map(\.api)
            if case .notModelled(let hits)? = entry.sample.run?.verdict { apis += hits }
            if let known = built.first(where: { $0.apis == apis }) {
                keys[identity] = known.key
                return known.key
            }
            var seen: Set<String> = []
            let key = apis.filter { seen.insert($0).inserted }.joined(separator: "\n")
            keys[identity] = key
            built.append((apis, key))
            return key
        }
        let index = entries.first?.sample.compiled.index ?? 0
        for group in grouped where !group.key.isEmpty {
            let apis = Self.lines(group.key)
            // A description that quotes its own name (`type 'Bundle'`) is shown as it is; a bare
            // name (`UIViewController.SendBroadcast`) is quoted.
            let shown =
                apis.prefix(5).map { $0.utf8.contains(UInt8(ascii: "'")) ? $0 : "'\($0)'" }.joined(separator: ", ")
                + (apis.count > 5 ? ", …" : "")
            findings.append(
                Finding(
                    ruleID: "sample.not-modeled", severity: .note, kind: grouped.count == 1 ? .defect : .drift,
                    article: article,
                    message: "C# sample \(index) uses APIs the engine does not model: \(shown)",
                    locations: group.members.map { entry in
                        if let use = entry.sample.compiled.notModelled.first {
                            return location(entry, line: use.line, column: use.column)
                        }
                        return sampleLocation(entry)
                    },
                    notes: ["the sample runs up to the first of them; nothing outside the engine is executed"]))
        }
    }

    /// `text.split(separator: "\n")` as strings, scanning bytes instead of characters: a line
    /// feed is a character of its own unless a carriage return precedes it (then the pair is one
    /// character, which that split does not break).
    static func lines(_ text: String) -> [String] {
        var lines: [String] = []
        var line: [UInt8] = []
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == 0x0A && previous != 0x0D {
                if !line.isEmpty { lines.append(String(decoding: line, as: UTF8.self)) }
                line.removeAll(keepingCapacity: true)
            } else {
                line.append(byte)
            }
            previous = byte
        }
        if !line.isEmpty { lines.append(String(decoding: line, as: UTF8.self)) }
        return lines
    }

    mutating func budgets(_ entries: [Entry]) {
        for entry in entries {
            guard case .budgetExceeded(let what)? = entry.sample.run?.verdict else { continue }
            findings.append(
                Finding(
                    ruleID: "sample.budget-exceeded", severity: .warning, kind: .defect, article: article,
                    message: "C# sample \(entry.sample.compiled.index) was stopped: budget exceeded (\(what))",
                    locations: [sampleLocation(entry)],
                    notes: ["its behaviour is not compared across locales"]))
        }
    }

    mutating func behaviour(_ entries: [Entry]) {
        let comparable = entries.filter { entry in
            guard let run = entry.sample.run else { return false }
            if case .budgetExceeded = run.verdict { return false }
            return true
        }
        guard comparable.count >= 2 else { return }
        // Locales whose samples ran the same program share one run (`SampleRunCache`), and so
        // one trace. When they all do (the usual case), there is nothing to compare; else each
        // trace's text, long to render, is rendered once.
        let first = ObjectIdentifier(comparable[0].sample.run!.trace)
        if comparable.allSatisfy({ ObjectIdentifier($0.sample.run!.trace) == first }) { return }
        var texts: [ObjectIdentifier: String] = [:]
        let grouped = groups(comparable) { entry in
            let trace = entry.sample.run!.trace
            if let text = texts[ObjectIdentifier(trace)] { return text }
            let text = trace.text
            texts[ObjectIdentifier(trace)] = text
            return text
        }
        guard grouped.count > 1 else { return }
        let accepted = grouped[0]
        let acceptedLabel = locales(accepted.members).joined(separator: ", ")
        let index = comparable[0].sample.compiled.index
        let values = groupValues(grouped)
        for group in grouped.dropFirst() {
            let label = locales(group.members).joined(separator: ", ")
            let difference = BehaviourSummary.difference(
                label, group.members[0].sample.run!.trace, acceptedLabel, accepted.members[0].sample.run!.trace)
            let divergence = TraceDiff(
                label, group.members[0].sample.run!.trace, acceptedLabel, accepted.members[0].sample.run!.trace
            ).summary
            var notes = ["first divergence: \(divergence)"]
            notes.append(
                "traces: docparity run \(articles[group.members[0].locale].path) --sample \(index), and the same for \(articles[accepted.members[0].locale].path)"
            )
            findings.append(
                Finding(
                    ruleID: "sample.behavior-drift", severity: .error, kind: .drift, article: article,
                    message: "C# sample \(index) behaves differently: \(difference)",
                    locations: group.members.map(sampleLocation),
                    related: [sampleLocation(accepted.members[0])],
                    groups: zip(grouped, values).map { LocaleGroup(locales: locales($0.members), value: $1) },
                    notes: notes))
        }
    }

    /// What each behaviour group did, for the finding's per-locale values: its presentations
    /// when those differ between groups, else its event where its trace first leaves the
    /// accepted group's (the accepted group's own event taken against the first other group),
    /// so that no group shows an empty value.
    func groupValues(_ grouped: [(key: String, members: [Entry])]) -> [String] {
        let traces = grouped.map { $0.members[0].sample.run!.trace }
        let presentations = traces.map { trace in
            BehaviourSummary.presentations(in: trace).map { "\($0.controller) presented \($0.how)" }
                .joined(separator: "; ")
        }
        if Set(presentations).count == presentations.count { return presentations }
        func words(_ event: TraceEvent?) -> String {
            event.map { "at t=\($0.timeText): \($0.plainWords)" } ?? "trace ends"
        }
        let accepted = traces[0]
        let diffs = traces.dropFirst().map { TraceDiff("", $0, "", accepted) }
        return [words(diffs.first?.right)] + diffs.map { words($0.left) }
    }
}
