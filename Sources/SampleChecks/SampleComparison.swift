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
    /// The not-modelled notes every locale shares made so far. Every such note after the first is
    /// folded into it (`SampleCheck.foldNotModelled`), which reads only the message and the first
    /// location of the first `SampleCheck.foldedSamples`: those notes are made with only that,
    /// the later ones empty (making each in full cost more than comparing the samples).
    var sharedNotModelled = 0

    typealias Entry = (locale: Int, sample: LocaleSample)

    /// Groups entries by a key, reference's group first, then by first appearance.
    func groups<Key: Equatable>(_ entries: [Entry], by key: (Entry) -> Key) -> [(key: Key, members: [Entry])] {
        var result: [(key: Key, members: [Entry])] = []
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
                    ruleID: .sampleCompileError, severity: .error, kind: shared ? .defect : .drift, article: article,
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
        // Locales that share a compilation and a run share the key: it is built once per such
        // pair. A snippet of Xamarin.Forms code lists hundreds of unmodelled uses. The run cache
        // hands them one trace; the compilation is told by its program's classes, an array each
        // compilation of a sample makes once and every locale's copy shares (their uses are
        // copies moved to each locale's lines). A program without classes is told by its uses
        // instead: those arrays are shared only when empty, and then the key is the run's alone.
        // Locales compiled apart (their documents differ somewhere) have equal lists in other
        // arrays: those are found by comparing the lists. Locales whose lists differ only in
        // repeats are one group. A group's key is the position of its list in `lists`; `built`
        // holds every list as the samples gave it, with its group.
        var keys: [ObjectPair: Int] = [:]
        var built: [(apis: [String], key: Int)] = []
        var lists: [APIList] = []
        let grouped = groups(entries) { entry -> Int in
            let uses = entry.sample.compiled.notModelled
            let classes = entry.sample.compiled.program.classes
            let identity = ObjectPair(
                classes.isEmpty
                    ? uses.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
                    : classes.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) },
                entry.sample.run.map { UnsafeRawPointer(Unmanaged.passUnretained($0.trace).toOpaque()) })
            if let key = keys[identity] { return key }
            var apis = uses.map(\.api)
            if case .notModelled(let hits)? = entry.sample.run?.verdict { apis += hits }
            if let known = built.first(where: { $0.apis == apis }) {
                keys[identity] = known.key
                return known.key
            }
            let list = APIList(apis)
            let key = lists.firstIndex(of: list) ?? lists.count
            if key == lists.count { lists.append(list) }
            built.append((apis, key))
            keys[identity] = key
            return key
        }
        let index = entries.first?.sample.compiled.index ?? 0
        for group in grouped where !lists[group.key].lines.isEmpty {
            let shared = grouped.count == 1
            if shared { sharedNotModelled += 1 }
            let folded = shared && sharedNotModelled > 1
            if folded && sharedNotModelled > SampleCheck.foldedSamples {
                findings.append(
                    Finding(
                        ruleID: .sampleNotModeled, severity: .note, kind: .defect, article: article, message: "",
                        locations: []))
                continue
            }
            let apis = lists[group.key].lines
            // A description that quotes its own name (`type 'Bundle'`) is shown as it is; a bare
            // name (`UIViewController.SendBroadcast`) is quoted.
            let shown =
                apis.prefix(5).map { $0.utf8.contains(UInt8(ascii: "'")) ? $0 : "'\($0)'" }.joined(separator: ", ")
                + (apis.count > 5 ? ", …" : "")
            findings.append(
                Finding(
                    ruleID: .sampleNotModeled, severity: .note, kind: shared ? .defect : .drift,
                    article: article,
                    message: "C# sample \(index) uses APIs the engine does not model: \(shown)",
                    locations: (folded ? group.members.prefix(1) : group.members[...]).map { entry in
                        if let use = entry.sample.compiled.notModelled.first {
                            return location(entry, line: use.line, column: use.column)
                        }
                        return sampleLocation(entry)
                    },
                    notes: folded
                        ? [] : ["the sample runs up to the first of them; nothing outside the engine is executed"]))
        }
    }

    /// A sample's not-modelled APIs without repeats, in order, and the lines they are shown as:
    /// one line each, unless one has a line break (or is empty), when they read as the lines of
    /// their joined text, and are compared as that text.
    struct APIList: Equatable {
        /// The APIs without repeats.
        let distinct: [String]
        /// `distinct` joined by line feeds, when it is not plain.
        let joined: String?
        /// The lines shown.
        let lines: [String]

        init(_ apis: [String]) {
            // Most lists are short (none, one, a few APIs): those are searched, not hashed.
            if apis.count <= 16 {
                var distinct: [String] = []
                for api in apis where !distinct.contains(api) { distinct.append(api) }
                self.distinct = distinct
            } else {
                var seen: Set<String> = []
                distinct = apis.filter { seen.insert($0).inserted }
            }
            // On contiguous bytes: iterating a string's UTF-8 view costs ten times as much, and
            // a Xamarin.Forms snippet lists hundreds of APIs.
            let plain = distinct.allSatisfy { api in
                var text = api
                return text.withUTF8 { bytes in
                    !bytes.isEmpty && !bytes.contains { $0 == 0x0A || $0 == 0x0D }
                }
            }
            joined = plain ? nil : distinct.joined(separator: "\n")
            lines = joined.map(SampleComparison.lines) ?? distinct
        }

        /// Equal as the joined texts the lists read as.
        static func == (lhs: APIList, rhs: APIList) -> Bool {
            if lhs.joined == nil && rhs.joined == nil { return lhs.distinct == rhs.distinct }
            return (lhs.joined ?? lhs.distinct.joined(separator: "\n"))
                == (rhs.joined ?? rhs.distinct.joined(separator: "\n"))
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

    /// One finding per budget a sample's locales ran out of (the same code runs out of the same
    /// budget in every locale: one fact, not one per locale).
    mutating func budgets(_ entries: [Entry]) {
        // Code that does not parse has its syntax error reported; what its recovery ran into is noise.
        func exceeded(_ entry: Entry) -> String? {
            guard case .budgetExceeded(let what)? = entry.sample.run?.verdict,
                entry.sample.compiled.syntaxErrors.isEmpty
            else { return nil }
            return what
        }
        for group in groups(entries.filter { exceeded($0) != nil }, by: { exceeded($0)! }) {
            findings.append(
                Finding(
                    ruleID: .sampleBudgetExceeded, severity: .warning, kind: .defect, article: article,
                    message:
                        "C# sample \(group.members[0].sample.compiled.index) was stopped: budget exceeded (\(group.key))",
                    locations: group.members.map(sampleLocation),
                    notes: ["its behaviour is not compared across locales"]))
        }
    }

    mutating func behaviour(_ entries: [Entry]) {
        // Behaviour is compared only where the sample ran to the end in every locale that has it:
        // a sample stopped by an API the engine does not model, or by a budget, did not show what
        // it does, and how far it got mostly reflects its code, which code drift compares. A
        // locale whose sample has nothing to run, where others ran, does nothing: that is compared.
        guard entries.count >= 2,
            entries.allSatisfy({ $0.sample.run?.verdict == .ran || $0.sample.run?.verdict == .nothingToRun }),
            entries.contains(where: { $0.sample.run?.verdict == .ran })
        else { return }
        let comparable = entries
        // Locales whose samples ran the same program share one run (`SampleRunCache`), and so
        // one trace. When they all do (the usual case), there is nothing to compare; else each
        // trace's text, long to render, is rendered once.
        // Runs of different programs, too, mostly record the same events; equal events render
        // equal texts, so then there is nothing to compare (`sameEvents` takes a shared run's
        // one trace at once).
        let first = comparable[0].sample.run!.trace
        if comparable.allSatisfy({ Self.sameEvents($0.sample.run!.trace, first) }) { return }
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
                    ruleID: .sampleBehaviorDrift, severity: .error, kind: .drift, article: article,
                    message: "C# sample \(index) behaves differently: \(difference)",
                    locations: group.members.map(sampleLocation),
                    related: [sampleLocation(accepted.members[0])],
                    groups: zip(grouped, values).map { LocaleGroup(locales: locales($0.members), value: $1) },
                    notes: notes,
                    filmstrips: [accepted, group].compactMap { members in
                        Self.filmstrip(members.members[0].sample.run!.trace, locales: locales(members.members))
                    }))
        }
    }

    /// The first transition of `trace` as a filmstrip of `locales`, if it ran one.
    static func filmstrip(_ trace: Trace, locales: [String]) -> Filmstrip? {
        guard let film = trace.films.first else { return nil }
        return Filmstrip(
            locales: locales, label: film.label, width: Double(film.window.width), height: Double(film.window.height),
            frames: film.frames.map { frame in
                Filmstrip.Frame(
                    fraction: frame.fraction, time: frame.time,
                    boxes: frame.views.map { view in
                        Filmstrip.Box(
                            name: view.name, controller: view.controller, x: Double(view.frame.minX),
                            y: Double(view.frame.minY), width: Double(view.frame.width),
                            height: Double(view.frame.height), alpha: view.alpha)
                    })
            })
    }

    /// Whether two traces hold the same events, field by field, so that their texts are the same
    /// (times compared by their bits, stricter than needed: `-0.0` and `0.0` render alike).
    static func sameEvents(_ a: Trace, _ b: Trace) -> Bool {
        a === b
            || a.events.elementsEqual(b.events) { x, y in
                x.time.bitPattern == y.time.bitPattern && x.kind == y.kind && x.subject == y.subject
                    && x.message == y.message
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
