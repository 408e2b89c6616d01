// DocumentCompiler: compiles one locale's document — all its C# samples and the fixtures — into
// one program per sample. Classes declared in any snippet are visible to all; statement snippets
// go into the host controller (`HostController`), member snippets into the class their overrides
// imply (`FinishedLaunching` → an app delegate, `ItemSelected` → a collection view controller).

import CSharpSyntax
import SampleModel

/// One C# block of a document.
public struct SampleSource: Sendable {
    /// 1-based index among the document's C# blocks.
    public var index: Int
    /// The code.
    public var code: String
    /// The file line of the code's first line.
    public var firstLine: Int
    /// Indentation bytes stripped from each line.
    public var indentation: Int

    /// Creates a sample source.
    public init(index: Int, code: String, firstLine: Int, indentation: Int = 0) {
        self.index = index
        self.code = code
        self.firstLine = firstLine
        self.indentation = indentation
    }
}

/// A fixture file: C# declaring the symbols the docs use but do not define.
public struct FixtureSource: Sendable {
    /// The file name.
    public var name: String
    /// The code.
    public var code: String

    /// Creates a fixture source.
    public init(name: String, code: String) {
        self.name = name
        self.code = code
    }
}

/// A compiled sample: its program and what the compiler found.
public struct CompiledSample: Sendable {
    /// 1-based index among the document's C# blocks.
    public var index: Int
    /// The program (all classes, and the scenario for this sample).
    public var program: IRProgram
    /// Syntax errors of the snippet (it still compiles, as recovered by the parser).
    public var syntaxErrors: [CompileDiagnostic]
    /// Semantic errors (CS0115, …) in this sample's code.
    public var diagnostics: [CompileDiagnostic]
    /// APIs this sample uses that are not modelled.
    public var notModelled: [NotModelledUse]
    /// Problems the IR verifier found (compiler bugs; empty when all is well).
    public var verifierProblems: [String]
}

/// Compiles documents against the API model and fixtures.
public struct DocumentCompiler: Sendable {
    /// The class the host's statements are placed in.
    public static let hostClass = "HostController"
    /// The host method holding a statement snippet.
    public static let hostMethod = "RunSample"

    /// The API model.
    public let model: APIModel
    /// The fixtures.
    public let fixtures: [FixtureSource]
    private let parsedFixtures: [SnippetSyntax]

    /// Creates a compiler.
    public init(model: APIModel = .uikit, fixtures: [FixtureSource] = []) {
        self.model = model
        self.fixtures = fixtures
        self.parsedFixtures = fixtures.map { CSharpSnippet.parse($0.code) }
    }

    /// Errors in the fixtures themselves, as `name:line:column: id message` lines: syntax
    /// errors, then the semantic errors (`CS0246` …) of lowering the fixtures' classes alone.
    public func fixtureProblems() -> [String] {
        var problems: [String] = []
        for (fixture, parsed) in zip(fixtures, parsedFixtures) {
            for diagnostic in parsed.diagnostics where diagnostic.severity == .error {
                problems.append("\(fixture.name):\(diagnostic.range.start): \(diagnostic.id) \(diagnostic.message)")
            }
        }
        let table = fixtureTable()
        let lowerer = Lowerer(model: model, table: table)
        for name in table.order { _ = lowerer.lowerClass(table.classes[name]!) }
        for diagnostic in lowerer.diagnostics {
            guard let fixture = diagnostic.fixture else { continue }
            problems.append(
                "\(fixture):\(diagnostic.line):\(diagnostic.column): \(diagnostic.id) \(diagnostic.message)")
        }
        return problems
    }

    /// The classes the fixtures declare.
    private func fixtureTable() -> ClassTable {
        var table = ClassTable()
        for (fixture, syntax) in zip(fixtures, parsedFixtures) {
            table.collect(
                syntax.members, origin: SnippetOrigin(sample: nil, firstLine: 1, indentation: 0, fixture: fixture.name),
                model: model)
        }
        return table
    }

    /// Compiles the samples of one document. `parse` may return cached parses (the locales of
    /// an article mostly share their code).
    public func compile(_ samples: [SampleSource], parse: (String) -> SnippetSyntax = CSharpSnippet.parse)
        -> [CompiledSample]
    {
        compile(samples, parsed: samples.map { parse($0.code) })
    }

    /// Compiles the samples of one document from their parses (`parsed[i]` is the parse of
    /// `samples[i].code`). `verifying`: whether each program is checked by `IRVerifier` (its
    /// problems are compiler bugs, which `docparity run` and the census show; `docparity check`
    /// reports none of them, and skips the work).
    public func compile(_ samples: [SampleSource], parsed: [SnippetSyntax], verifying: Bool = true)
        -> [CompiledSample]
    {
        precondition(parsed.count == samples.count, "one parse per sample")
        var table = fixtureTable()
        let origins = samples.map {
            SnippetOrigin(sample: $0.index, firstLine: $0.firstLine, indentation: $0.indentation)
        }
        for (index, syntax) in parsed.enumerated() {
            table.collect(syntax.members, origin: origins[index], model: model)
        }
        if table.classes[Self.hostClass] == nil {
            table.classes[Self.hostClass] = ClassInfo(
                name: Self.hostClass, baseName: "UIViewController", namePosition: .start,
                range: SourceRange(start: .start, end: .start),
                origin: SnippetOrigin(sample: nil, firstLine: 1, indentation: 0, fixture: "(built-in host)"),
                members: [])
            table.order.append(Self.hostClass)
        }
        let nearMisses = NearMisses()
        let scans = NameUseScans(snippets: parsed + parsedFixtures)
        let base = Lowerer(model: model, table: table, nearMisses: nearMisses, scans: scans)
        base.overloads = MethodOverloads(table, loose: parsed.flatMap(\.members), lowerer: base)
        // Lowered in table order (an IR class has its table entry's name).
        let lowered = table.order.map { base.lowerClass(table.classes[$0]!) }
        // A class several samples declare may have a method in each (stages of a tutorial's
        // `ViewDidLoad`): the shared classes keep the last, as a reader who read the whole
        // article would take it, and each declaring sample its own (`compileSample`).
        let ordered = lowered.map { $0.oneVersionOfEachMethod(preferring: nil) }
        let redeclaring = lowered.indices.filter { ordered[$0].methods.count < lowered[$0].methods.count }
        let names = Set(table.order)
        let shared = SharedLowering(
            table: table, nearMisses: nearMisses, scans: scans, overloads: base.overloads, ordered: ordered,
            redeclaring: redeclaring.map { ($0, lowered[$0]) },
            positions: Dictionary(uniqueKeysWithValues: table.order.enumerated().map { ($1, $0) }), names: names,
            diagnostics: Dictionary(grouping: base.diagnostics, by: \.sample),
            notModelled: Dictionary(grouping: base.notModelled, by: \.sample),
            problems: verifying
                ? Dictionary(
                    uniqueKeysWithValues: ordered.map {
                        ($0.name, IRVerifier.problems(of: $0, classes: names, isEngineType: isEngineType))
                    }) : [:],
            verifying: verifying)
        return samples.indices.map { index in
            compileSample(samples[index], parsed[index], origin: origins[index], shared: shared)
        }
    }

    /// What the samples of a document share: the classes lowered once for all of them, what that
    /// found (grouped by sample, so that each sample takes its part without scanning the rest)
    /// and the verifier's problems of each class in a program of exactly these classes.
    private struct SharedLowering {
        let table: ClassTable
        /// The near misses of unknown type names among these classes' names.
        let nearMisses: NearMisses
        /// The classes' uses of names, for outlets (`NameUseScans`).
        let scans: NameUseScans
        /// The document's overloaded method names.
        let overloads: MethodOverloads
        /// The classes lowered once, in the table's order: a sample's program is these, with the
        /// one class the sample lowers again replaced (or added), so no sample copies a dictionary
        /// of them or looks every class up.
        let ordered: [IRClass]
        /// The classes that declare a method more than once (a class several samples declare,
        /// each with its own version of a method), with their positions in `ordered`, which
        /// has the last version of each.
        let redeclaring: [(position: Int, allVersions: IRClass)]
        /// Each class's position in `ordered`, by name.
        let positions: [String: Int]
        /// The names of `ordered`, for the verifier.
        let names: Set<String>
        let diagnostics: [Int?: [CompileDiagnostic]]
        let notModelled: [Int?: [NotModelledUse]]
        let problems: [String: [String]]
        /// Whether programs are verified.
        let verifying: Bool
    }

    /// Whether the verifier may take `name` for an engine type.
    private func isEngineType(_ name: String) -> Bool {
        model.typesBySwiftName[name] != nil || name.hasPrefix("[") || name == "SampleAppDelegate"
            || Lowerer.primitiveTypeNames.contains(name)
    }

    private func compileSample(
        _ sample: SampleSource, _ syntax: SnippetSyntax, origin: SnippetOrigin, shared: SharedLowering
    ) -> CompiledSample {
        let table = shared.table
        let lowerer = Lowerer(
            model: model, table: table, nearMisses: shared.nearMisses, overloads: shared.overloads,
            scans: shared.scans)
        /// The class this sample adds members to and lowers again, if any, and its lowering.
        var relowered: String?
        var replacement: IRClass?
        var scenario = IRScenario.none
        var frameworkCalls: [String] = []
        let declared = Self.declaredClasses(syntax.members)
        let loose = syntax.members.filter {
            switch $0.memberKind {
            case .typeDecl, .namespaceDecl, .usingDirective: false
            default: true
            }
        }
        let statements = loose.compactMap { member -> (any StmtSyntax)? in
            guard member.memberKind == .globalStatement else { return nil }
            return if case .globalStatement(let global) = member.memberNode { global.statement } else { nil }
        }
        let members = loose.filter {
            switch $0.memberKind {
            case .globalStatement, .elision: false
            default: true
            }
        }
        if !statements.isEmpty || (!members.isEmpty && impliedClass(members, table: table) == nil) {
            let host = Self.hostClass
            lowerer.table.classes[host]?.members += members.map { PlacedMember(syntax: $0, origin: origin) }
            lowerer.addedMembers[host] = members.count
            lowerer.currentClass = host
            lowerer.origin = origin
            lowerer.declaresImplicitFields = true
            lowerer.hostStatements = statements
            lowerer.resultType = .void
            let body = lowerer.statements(statements)
            lowerer.declaresImplicitFields = false
            var hostClass = lowerer.lowerClass(lowerer.table.classes[host]!)
            var runSample = IRMethod(name: Self.hostMethod, parameters: [], result: .void, body: body)
            if let first = statements.first, let last = statements.last {
                runSample.source = origin.irSource(SourceRange(start: first.range.start, end: last.range.end))
            }
            hostClass.methods.append(runSample)
            if statements.isEmpty {
                // Members only: nothing calls them but the framework; the engine calls the overrides.
                let names = Set(members.compactMap { $0.memberKind == .methodDecl ? $0.memberName : nil })
                // (`isFrameworkEntry` methods are called after the launch anyway.)
                frameworkCalls = hostClass.methods.filter {
                    !$0.isOverride && !$0.isFrameworkEntry && names.contains($0.displayName)
                }.map(\.name)
            }
            replacement = hostClass
            relowered = host
            scenario = .hostStatements(hostClass: host, method: Self.hostMethod)
        } else if !members.isEmpty, let (target, engineType) = impliedClass(members, table: table) {
            if lowerer.table.classes[target] == nil {
                lowerer.table.classes[target] = ClassInfo(
                    name: target, baseName: engineType, namePosition: .start,
                    range: SourceRange(start: .start, end: .start), origin: origin, members: [])
            }
            lowerer.table.classes[target]?.members += members.map { PlacedMember(syntax: $0, origin: origin) }
            lowerer.addedMembers[target] = members.count
            var lowered = lowerer.lowerClass(lowerer.table.classes[target]!)
            relowered = target
            if model.isSubtype(engineType, of: "UIApplicationDelegate") {
                scenario = .appLaunch(delegateClass: target, method: "application(_:didFinishLaunchingWithOptions:)")
            } else if target == Self.hostClass {
                lowered.methods.append(IRMethod(name: Self.hostMethod, parameters: [], result: .void, body: []))
                scenario = .hostStatements(hostClass: target, method: Self.hostMethod)
            } else if model.isSubtype(engineType, of: "UIViewController") {
                scenario = .controller(className: target)
            } else {
                scenario = .exercise(classes: [target])
            }
            replacement = lowered
        } else if !declared.isEmpty {
            scenario = .exercise(classes: declared)
        }
        // The shared classes in table order, with this sample's own versions of the methods
        // several samples declare (`SharedLowering.redeclaring`), the relowered class replaced,
        // or added last when the table has no class of its name (a class its members imply).
        var ordered = shared.ordered
        var ownVersions: Set<String> = []
        for (position, allVersions) in shared.redeclaring
        where allVersions.name != relowered
            && allVersions.methods.contains(where: { $0.source?.sample == sample.index })
        {
            ordered[position] = allVersions.oneVersionOfEachMethod(preferring: sample.index)
            ownVersions.insert(allVersions.name)
        }
        var reused = true
        if let relowered, let replacement {
            let own = replacement.oneVersionOfEachMethod(preferring: sample.index)
            if let position = shared.positions[relowered] {
                ordered[position] = own
            } else {
                ordered.append(own)
                reused = false
            }
        }
        let program = IRProgram(classes: ordered, scenario: scenario, frameworkCalls: frameworkCalls)
        // Classes this sample did not lower again have the problems found for all samples, as long
        // as the program has no class of its own (the class names decide some problems).
        let problems =
            shared.verifying
            ? IRVerifier.verify(program, classNames: reused ? shared.names : nil, isEngineType: isEngineType) {
                irClass in
                reused && irClass.name != relowered && !ownVersions.contains(irClass.name)
                    ? shared.problems[irClass.name] : nil
            } : []
        let syntaxErrors = syntax.diagnostics.filter { $0.severity == .error }.map { diagnostic in
            let place = origin.position(diagnostic.range.start)
            return CompileDiagnostic(
                id: diagnostic.id.description, message: diagnostic.message, line: place.line, column: place.column,
                sample: sample.index)
        }
        let diagnostics = Self.merged(
            shared.diagnostics[sample.index] ?? [], lowerer.diagnostics.filter { $0.sample == sample.index })
        let uses = Self.merged(
            shared.notModelled[sample.index] ?? [], lowerer.notModelled.filter { $0.sample == sample.index })
        return CompiledSample(
            index: sample.index, program: program, syntaxErrors: syntaxErrors, diagnostics: diagnostics,
            notModelled: uses, verifierProblems: problems)
    }

    /// `first + second` without repeats, for two lists that have none of their own (a lowerer
    /// records each finding once): only the items of `second` already in `first` are dropped, and
    /// nothing is hashed when either list is empty (the usual case).
    static func merged<T: Hashable>(_ first: [T], _ second: [T]) -> [T] {
        if first.isEmpty { return second }
        if second.isEmpty { return first }
        let seen = Set(first)
        return first + second.filter { !seen.contains($0) }
    }

    static func declaredClasses(_ members: [any MemberDeclSyntax]) -> [String] {
        members.flatMap { member -> [String] in
            let kind = member.memberKind
            guard kind == .typeDecl || kind == .namespaceDecl else { return [] }
            if case .typeDecl(let type) = member.memberNode, type.kind == .class || type.kind == .struct {
                return [type.name.text]
            }
            if case .namespaceDecl(let namespace) = member.memberNode { return declaredClasses(namespace.members) }
            return []
        }
    }

    /// The class member snippets belong in, by their overrides: an existing class deriving from
    /// the engine type that declares the overridden member, else a new class of that type.
    private func impliedClass(_ members: [any MemberDeclSyntax], table: ClassTable) -> (String, String)? {
        // A constructor names its class (`public CustomView (IntPtr handle) : base (handle)`).
        for member in members where member.memberKind == .constructorDecl {
            guard case .constructorDecl(let constructor) = member.memberNode, constructor.name.text != Self.hostClass
            else { continue }
            let name = constructor.name.text
            return (name, table.chain(name).engineBase ?? "NSObject")
        }
        let overrides = members.compactMap { member -> MethodDeclSyntax? in
            guard member.memberKind == .methodDecl else { return nil }
            return if case .methodDecl(let method) = member.memberNode { method } else { nil }
        }.filter { method in
            method.modifiers.contains { $0.text == "override" }
        }
        for method in overrides {
            // A virtual of that name, arity and first parameter type: `GetCell (UITableView …)`
            // overrides no `UICollectionViewController.GetCell (UICollectionView …)`.
            let firstParameter = method.parameters.first?.type.flatMap(ClassTable.simpleName)
            let owners = model.types.values.filter { type in
                type.members.contains { member in
                    guard member.isVirtual, member.name == method.name.text,
                        member.parameters.count == method.parameters.count
                    else { return false }
                    guard let firstParameter, let expected = member.parameters.first?.name else { return true }
                    // (The model names parameter types by their Swift or their Xamarin names.)
                    return firstParameter == expected || model.type(firstParameter)?.swiftName == expected
                }
            }.sorted { $0.name < $1.name }
            guard let owner = owners.first else { continue }
            let existing = table.order.first { name in
                guard let base = table.chain(name).engineBase else { return false }
                return model.isSubtype(base, of: owner.name) && name != Self.hostClass
            }
            if let existing { return (existing, table.chain(existing).engineBase ?? owner.name) }
            if owner.name == "UIViewController" { return (Self.hostClass, owner.name) }
            let name = owner.name == "UIApplicationDelegate" ? "AppDelegate" : "Sample" + owner.name
            return (name, owner.name)
        }
        return nil
    }
}
