// What the emitter covers: every seed program, and no program with a not-modelled API or a value
// of undetermined type (those get a disabled test instead of Swift that would not build).

import SampleModel
import Testing

@testable import SwiftEmitter

@Suite("Emitter coverage")
struct EmitterCoverageTests {
    static func host(_ body: [IRStmt], fields: [IRField] = []) -> IRProgram {
        IRProgram(
            classes: [
                IRClass(
                    name: "HostController", base: "UIViewController", fields: fields,
                    methods: [IRMethod(name: "RunSample", parameters: [], result: .void, body: body)])
            ], scenario: .hostStatements(hostClass: "HostController", method: "RunSample"))
    }

    @Test("covers a plain program, not one with a not-modelled API, an untyped value or an unknown base")
    func programs() {
        #expect(EmitterCoverage.unsupported(Self.host([.declare("x", .int, .literal(.int(1)))])) == nil)
        let notModelled = EmitterCoverage.unsupported(Self.host([.notModelled("SKCanvas.DrawRect")]))
        #expect(notModelled?.kind == .notModelled && notModelled?.description.contains("SKCanvas.DrawRect") == true)
        // A local of undetermined type is a `SampleValue`, holding what the interpreter holds.
        #expect(EmitterCoverage.unsupported(Self.host([.declare("x", .unknown, nil)])) == nil)
        // So is a method's result of undetermined type: a call of it is a value held as the
        // interpreter holds it.
        let make = IRProgram(
            classes: [
                IRClass(
                    name: "HostController", base: "UIViewController",
                    methods: [
                        IRMethod(
                            name: "Make", parameters: [IRParameter("a", .int)], result: .unknown,
                            body: [.return(.local("a"))]),
                        IRMethod(
                            name: "RunSample", parameters: [], result: .void,
                            body: [
                                .expression(
                                    .typeMethod(
                                        IREngineMember("Console", "writeLine(_:)"),
                                        [
                                            .call(.this, "Make", [.literal(.int(2))])
                                        ]))
                            ]),
                    ])
            ], scenario: .hostStatements(hostClass: "HostController", method: "RunSample"))
        #expect(EmitterCoverage.unsupported(make) == nil)
        let swift = SwiftModelEmitter(documentPath: "a.md", sampleFirstLines: [:]).file(
            article: "a", locale: "de-DE", samples: [EmittableSample(index: 1, program: make)])
        #expect(swift.contains("public func Make(_ a: Int) -> SampleValue {"))
        #expect(swift.contains("return SampleValue.int(a)"))
        #expect(swift.contains("Console.writeLine(CSharp.text(self.Make(2)))"))
        // So is a typed result when the method returns a double's value (a property reading
        // one), but for an override of an engine member, which keeps the engine's signature.
        let read = IRExpr.recorded(IRRecordedAccess(receiver: .assumed("people"), member: "Count", arguments: nil))
        var counted = make
        counted.classes[0].methods[0] = IRMethod(
            name: "get_Count", parameters: [], result: .int, body: [.return(.convert(read, .int))])
        counted.classes[0].methods[1].body = [
            .expression(.typeMethod(IREngineMember("Console", "writeLine(_:)"), [.call(.this, "get_Count", [])]))
        ]
        #expect(EmitterCoverage.unsupported(counted) == nil)
        let countedSwift = SwiftModelEmitter(documentPath: "a.md", sampleFirstLines: [:]).file(
            article: "a", locale: "de-DE", samples: [EmittableSample(index: 1, program: counted)])
        #expect(countedSwift.contains("public func get_Count() -> SampleValue {"))
        // A typed field assigned a double's value holds it as the interpreter does; so does the
        // host's field the test hands the launch to embed, read as the object it holds.
        let typedField = Self.host(
            [
                .assign(
                    .field(.this, "label"), .recorded(IRRecordedAccess(receiver: nil, member: "Make", arguments: [])))
            ],
            fields: [IRField(name: "label", type: .named("UILabel"))])
        #expect(EmitterCoverage.unsupported(typedField) == nil)
        #expect(FrameworkCallWriter(typedField).dynamicFields == ["label"])
        let typedSwift = SwiftModelEmitter(documentPath: "a.md", sampleFirstLines: [:]).file(
            article: "a", locale: "de-DE", samples: [EmittableSample(index: 1, program: typedField)])
        #expect(typedSwift.contains("public var label: SampleValue = SampleValue.null"))
        // Its default is the interpreter's for its type.
        var countedProgram = typedField
        countedProgram.classes[0].fields = [IRField(name: "label", type: .int)]
        let countedField = SwiftModelEmitter(documentPath: "a.md", sampleFirstLines: [:]).file(
            article: "a", locale: "de-DE", samples: [EmittableSample(index: 1, program: countedProgram)])
        #expect(countedField.contains("public var label: SampleValue = SampleValue.int(0)"))
        let test = SwiftTestEmitter.file(
            article: "a", locale: "de-DE", reference: "de-DE", models: "Models",
            tests: [GeneratedSampleTest(index: 1, program: typedField, referenceConstant: "a1", knownIssue: nil)])
        #expect(test.contains("SampleLaunch.embed([(try? host.label.object(AnyObject.self))], in: host)"), "\(test)")
        // A closure type with a parameter of undetermined type is not written yet.
        #expect(
            EmitterCoverage.unsupported(Self.host([.declare("f", .closure([.unknown], .void), nil)]))?.description
                == "'HostController.RunSample': the local 'f', a parameter of its closure type: a value of undetermined type"
        )
        #expect(
            EmitterCoverage.unsupported(
                Self.host([.expression(.method(.this, IREngineMember("UIView", "x"), [.notModelled("Type.GetType")]))]))?
                .kind == .notModelled)
        // Said of its place, with the kind of what is lacking kept.
        // (A static field: an instance field of undetermined type is a `SampleValue`.)
        let field = EmitterCoverage.unsupported(
            Self.host([], fields: [IRField(name: "f", type: .null, isStatic: true)]))
        #expect(field?.kind == .undeterminedType && field?.description.hasPrefix("field 'HostController.f': ") == true)
        let skia = IRProgram(classes: [IRClass(name: "Canvas", base: "SKCanvasView")], scenario: .none)
        #expect(
            EmitterCoverage.unsupported(skia)?.kind == .uncoveredBase
                && EmitterCoverage.unsupported(skia)?.description.contains("SKCanvasView") == true)
    }

    @Test("lists every gap in reading order, each once, the first being what unsupported gives")
    func everyGap() {
        let recorded = IRExpr.recorded(IRRecordedAccess(receiver: .assumed("label"), member: "Text", arguments: nil))
        let program = Self.host(
            [
                // A local holding a double's value is written (a `SampleValue`), and so are C#
                // arithmetic on it, a local holding the result and an engine property changed
                // by it; a double's member changed inside an expression is not yet.
                .declare("x", .unknown, recorded),
                .declare("n", .int, .binary(.add, .local("x"), .literal(.int(1)), .integer)),
                .compoundAssign(.property(.this, IREngineMember("UIView", "alpha")), .add, .local("n"), .floating),
                .expression(.increment(.recorded(.local("x"), "Count", []), .add, isPrefix: true, .integer)),
                // A number of a type the compiler could not tell, changed inside an expression.
                .loop(
                    condition: .literal(.bool(true)),
                    body: [
                        .try(
                            [.expression(.increment(.local("i"), .add, isPrefix: true, .other)), .continue], [],
                            finally: [.declare("z", .int, .literal(.int(0)))])
                    ], step: []),
                .declare("y", .unknown, nil),
                .declare("m", .unknown, .binary(.add, .local("x"), .literal(.int(1)), .integer)),
            ], fields: [IRField(name: "f", type: .null, isStatic: true)])
        let gaps = EmitterCoverage.gaps(in: program)
        #expect(gaps.map(\.kind) == [.undeterminedType, .recordingDouble, .exceptionHandling, .incrementInExpression])
        #expect(gaps.first == EmitterCoverage.unsupported(program))
        // The field's gap is said of the field, the body's of the method: the same words twice
        // in different places are two gaps.
        #expect(gaps[0].description.hasPrefix("field 'HostController.f': "))
        #expect(
            gaps[1].description
                == "'HostController.RunSample': 'Count' runs as a recording double and its value is used in '++' or '--', which the Swift emitter does not cover yet"
        )
        #expect(EmitterCoverage.gaps(in: Self.host([.declare("x", .int, .literal(.int(1)))])).isEmpty)
        #expect(EmitterCoverage.gaps(in: Self.host([.declare("x", .unknown, recorded)])).isEmpty)
        // An instance field of undetermined type holds a double's value; one read where Swift
        // needs a type is a gap.
        let untyped = [IRField(name: "g", type: .unknown)]
        #expect(EmitterCoverage.gaps(in: Self.host([.assign(.field(.this, "g"), recorded)], fields: untyped)).isEmpty)
        let sum = IRExpr.binary(.add, .field(.this, "g"), .literal(.int(1)), .integer)
        let typedUse = Self.host(
            [.expression(.increment(.recorded(sum, "Count", []), .add, isPrefix: true, .integer))], fields: untyped)
        #expect(EmitterCoverage.unsupported(typedUse)?.kind == .recordingDouble)
    }

    @Test(
        "same-typed repeats are numbered but the last, overloads are written apart; a method that may end without return answers null"
    )
    func declarations() {
        func method(_ parameter: IRType, body: [IRStmt] = [], result: IRType = .void) -> IRMethod {
            IRMethod(name: "Foo", parameters: [IRParameter("x", parameter)], result: result, body: body)
        }
        // Declared twice alike (a class merged from several snippets): the last keeps the name.
        let twice = IRProgram(
            classes: [IRClass(name: "A", base: nil, methods: [method(.string), method(.string)])], scenario: .none)
        #expect(EmitterCoverage.unsupported(twice) == nil)
        #expect(FrameworkCallWriter(twice).methodNames(of: "A")?.names == ["Foo_1", "Foo"])
        // Overloads have names of their own (`IROverloadName`), which Swift writes apart.
        let overloads = IRProgram(
            classes: [
                IRClass(
                    name: "A", base: nil,
                    methods: [
                        IRMethod(
                            name: IROverloadName.overload("Foo", number: 1), parameters: [IRParameter("x", .string)],
                            result: .void, body: []),
                        IRMethod(
                            name: IROverloadName.overload("Foo", number: 2), parameters: [IRParameter("x", .int)],
                            result: .void, body: []),
                    ])
            ], scenario: .none)
        #expect(EmitterCoverage.unsupported(overloads) == nil)
        #expect(FrameworkCallWriter(overloads).methodNames(of: "A")?.names == ["Foo_overload1", "Foo_overload2"])
        // One name declared with parameters Swift writes differently is a gap.
        let mixed = IRProgram(
            classes: [IRClass(name: "A", base: nil, methods: [method(.string), method(.string), method(.int)])],
            scenario: .none)
        #expect(EmitterCoverage.unsupported(mixed)?.kind == .overloads)
        // Creating a class with another constructor than the first of its number of parameters,
        // which the compiler names (`B`2`, `IROverloadName`), is a gap: the model declares the
        // first of each number.
        func creating(_ name: String) -> IRProgram {
            var program = Self.host([.expression(.newObject(name, [.literal(.int(1))], []))])
            program.classes.append(
                IRClass(
                    name: "B", base: nil,
                    initializers: [[IRType.string], [.int]].map {
                        IRInitializer(
                            parameters: $0.map { IRParameter("x", $0) }, superInitializer: "init()", superArguments: [],
                            body: [])
                    }))
            return program
        }
        #expect(EmitterCoverage.unsupported(creating(IROverloadName.overload("B", number: 2)))?.kind == .overloads)
        #expect(EmitterCoverage.unsupported(creating("B")) == nil)
        var uncreated = creating(IROverloadName.overload("B", number: 2))
        uncreated.classes[0].methods[0].body = []
        #expect(EmitterCoverage.unsupported(uncreated) == nil)
        // A numbered name another method already has is a gap.
        let taken = IRProgram(
            classes: [
                IRClass(
                    name: "A", base: nil,
                    methods: [
                        method(.string), method(.string),
                        IRMethod(name: "Foo_1", parameters: [], result: .void, body: []),
                    ])
            ], scenario: .none)
        #expect(EmitterCoverage.unsupported(taken)?.kind == .overloads)
        let apart = IRProgram(
            classes: [IRClass(name: "A", base: nil, methods: [method(.string), method(.int)])], scenario: .none)
        #expect(EmitterCoverage.unsupported(apart)?.kind == .overloads)
        // A method without a body answering a number answers null, as the interpreter's call
        // does: a `SampleValue`; an engine override cannot.
        let extern = IRProgram(
            classes: [IRClass(name: "A", base: nil, methods: [method(.int, result: .int)])], scenario: .none)
        #expect(EmitterCoverage.unsupported(extern) == nil)
        let externSwift = SwiftModelEmitter(documentPath: "a.md", sampleFirstLines: [:]).file(
            article: "a", locale: "de-DE", samples: [EmittableSample(index: 1, program: extern)])
        #expect(externSwift.contains("public func Foo(_ x: Int) -> SampleValue {\n            return SampleValue.null"))
        let sections = IRMethod(
            name: "numberOfSections(in:)", parameters: [IRParameter("view", .named("UICollectionView"))],
            result: .int, body: [], isOverride: true)
        let override = IRProgram(
            classes: [IRClass(name: "A", base: "UICollectionViewController", methods: [sections])], scenario: .none)
        #expect(EmitterCoverage.unsupported(override)?.kind == .missingResult)
        // One answering an object answers nil, as the interpreter's call answers null.
        let object = IRProgram(
            classes: [IRClass(name: "A", base: nil, methods: [method(.int, result: .named("UIView"))])],
            scenario: .none)
        #expect(EmitterCoverage.unsupported(object) == nil)
        // A plain class returning itself as the engine type its C# base made it.
        let itself = IRMethod(
            name: "GetHandler", parameters: [], result: .named("NSObject"),
            body: [.if(.literal(.bool(true)), [.return(.this)], [])])
        let plain = IRProgram(classes: [IRClass(name: "A", base: nil, methods: [itself])], scenario: .none)
        #expect(EmitterCoverage.unsupported(plain)?.kind == .uncoveredBase)
        // A constructor snippet compiled into a class deriving from its own name: the interpreter
        // runs a plain object, evaluating the base call's arguments; a gap when they have effects.
        let handle = IRInitializer(
            parameters: [IRParameter("handle", .unknown)], superInitializer: "init/1",
            superArguments: [.local("handle")], body: [])
        let cycle = IRProgram(classes: [IRClass(name: "Cell", base: "Cell", initializers: [handle])], scenario: .none)
        #expect(EmitterCoverage.unsupported(cycle) == nil)
        let cycleSwift = SwiftModelEmitter(documentPath: "a.md", sampleFirstLines: [:]).file(
            article: "a", locale: "de-DE", samples: [EmittableSample(index: 1, program: cycle)])
        #expect(cycleSwift.contains("public class Cell: TraceNaming"))
        var effect = cycle
        effect.classes[0].initializers[0].superArguments = [
            .recorded(IRRecordedAccess(receiver: nil, member: "Handle", arguments: nil))
        ]
        #expect(EmitterCoverage.unsupported(effect)?.description.contains("derives from itself") == true)
    }

    @Test("a parameter some call hands a double's value is a SampleValue, whatever type the article gives it")
    func handedDoubles() throws {
        let recorded = IRExpr.recorded(IRRecordedAccess(receiver: nil, member: "Reader.Name", arguments: nil))
        let person = IRClass(
            name: "Person", base: nil, fields: [IRField(name: "Name", type: .string)],
            initializers: [
                IRInitializer(
                    parameters: [IRParameter("name", .string), IRParameter("age", .int)], superInitializer: "init()",
                    superArguments: [], body: [.assign(.field(.this, "Name"), .local("name"))])
            ],
            methods: [
                IRMethod(
                    name: "Rename", parameters: [IRParameter("text", .string)], result: .void,
                    body: [.assign(.field(.this, "Name"), .local("text"))])
            ])
        var program = Self.host([
            .declare("p", .named("Person"), .newObject("Person", [recorded, .literal(.int(3))], [])),
            .expression(.call(.local("p"), "Rename", [.literal(.string("Ann"))])),
        ])
        program.classes.append(person)
        #expect(EmitterCoverage.unsupported(program) == nil)
        let swift = SwiftModelEmitter(documentPath: "a.md", sampleFirstLines: [:]).file(
            article: "a", locale: "de-DE", samples: [EmittableSample(index: 1, program: program)])
        // The initializer's name takes the double's value, and so does the field it is assigned
        // to; the number stays typed, and so do the object made and the method no call hands a
        // double's value.
        #expect(swift.contains("public init(_ name: SampleValue, _ age: Int)"))
        #expect(swift.contains("public var Name: SampleValue"))
        #expect(swift.contains("let p: Person! = Person("))
        #expect(swift.contains("public func Rename(_ text: String!)") && swift.contains("p.Rename(\"Ann\")"))
        let errors = try EmitterTestSupport.typeCheck(["A.swift": swift])
        #expect(errors == nil, "\(errors ?? "")")
    }

    @Test("a throw is written as a stop and not evaluated")
    func throwWithoutCatch() {
        let thrown = IRStmt.throw(.recorded(IRRecordedAccess(receiver: nil, member: "new Oops", arguments: [])))
        let program = Self.host([.if(.literal(.bool(false)), [thrown], [])])
        #expect(EmitterCoverage.unsupported(program) == nil)
        let swift = SwiftModelEmitter(documentPath: "a.md", sampleFirstLines: [:]).file(
            article: "a", locale: "de-DE", samples: [EmittableSample(index: 1, program: program)])
        #expect(swift.contains("CSharp.thrown(\"throw "))
        #expect(!swift.contains("Oops\", ["))
    }

    @Test("try is its body with the finally deferred; catch clauses are not written")
    func tryWithoutCatchTaken() throws {
        let log = { (text: String) in
            IRStmt.expression(
                .recorded(
                    IRRecordedAccess(receiver: nil, member: "Console.WriteLine", arguments: [.literal(.string(text))])))
        }
        // What the catch would lack (an API not modelled) is not a gap: it is not written.
        let clause = IRCatch(type: "IOException", name: "e", body: [.notModelled("File.Delete")])
        let program = Self.host([.try([log("body"), .return(nil)], [clause], finally: [log("finally")])])
        #expect(EmitterCoverage.unsupported(program) == nil)
        let swift = SwiftModelEmitter(documentPath: "a.md", sampleFirstLines: [:]).file(
            article: "a", locale: "de-DE", samples: [EmittableSample(index: 1, program: program)])
        let deferred = try #require(swift.range(of: "defer {"))
        let body = try #require(swift.range(of: "\"body\""))
        // The finally runs however the body is left (here by `return`), after it.
        #expect(deferred.lowerBound < body.lowerBound)
        #expect(swift.contains("// catch (IOException e) not written: the interpreted run took no exception here"))
        #expect(!swift.contains("File.Delete"))
        // A `continue` would run the loop's step before the finally: not covered yet.
        let continued = Self.host([
            .loop(condition: .literal(.bool(true)), body: [.try([.continue], [], finally: [log("f")])], step: [])
        ])
        #expect(EmitterCoverage.unsupported(continued)?.kind == .exceptionHandling)
        #expect(EmitterCoverage.unsupported(Self.host([.try([.continue], [], finally: [])])) == nil)
        // A jump out of `finally` (CS0157 in C#) would not build in Swift's `defer`; one that
        // stays in a loop of the `finally` (a `switch`'s `break`) is fine.
        let switchInFinally = IRStmt.loop(condition: .literal(.bool(true)), body: [log("s"), .break], step: [])
        #expect(EmitterCoverage.unsupported(Self.host([.try([log("b")], [], finally: [switchInFinally])])) == nil)
        #expect(
            EmitterCoverage.unsupported(Self.host([.try([log("b")], [], finally: [.return(nil)])]))?.kind
                == .exceptionHandling)
    }

    @Test("a static method called on this, an unnamed parameter, a view subclass: written so Swift builds them")
    func declarationsSwiftBuilds() throws {
        let app = IRMethod(
            name: "get_App", parameters: [], result: .int, body: [.return(.literal(.int(1)))], isStatic: true)
        let logged = IRMethod(
            name: "failed", parameters: [IRParameter("", .unknown), IRParameter("", .unknown)], result: .void, body: [])
        var program = Self.host([.declare("n", .int, .call(.this, "get_App", []))])
        program.classes[0].methods += [app, logged]
        // A view made with a frame, one made without, and one whose base call hands a stand-in
        // (an `IntPtr` handle), which the interpreter converts to a frame as Swift does.
        let frame = IRInitializer(
            parameters: [IRParameter("frame", .named("CGRect"))], superInitializer: "init(frame:)",
            superArguments: [.local("frame")], body: [])
        let plain = IRInitializer(parameters: [], superInitializer: "init()", superArguments: [], body: [])
        let handle = IRInitializer(
            parameters: [IRParameter("handle", .unknown), IRParameter("owner", .unknown)],
            superInitializer: "init(frame:)", superArguments: [.local("handle")], body: [])
        program.classes.append(IRClass(name: "Canvas", base: "UIView", initializers: [frame, plain, handle]))
        program.classes.append(IRClass(name: "Cell", base: "UICollectionViewCell", initializers: [frame]))
        program.classes.append(IRClass(name: "Badge", base: "UIView"))
        program.scenario = .exercise(classes: ["Canvas", "Cell", "Badge"])
        #expect(EmitterCoverage.gaps(in: program) == [])
        let swift = SwiftModelEmitter(documentPath: "a.md", sampleFirstLines: [:]).file(
            article: "a", locale: "de-DE", samples: [EmittableSample(index: 1, program: program)])
        #expect(swift.contains("HostController.get_App()"))
        #expect(swift.contains("public func failed(_ _: SampleValue, _ _: SampleValue)"))
        #expect(swift.contains("super.init(frame: frame)") && swift.contains("super.init(frame: .zero)"))
        #expect(swift.contains("super.init(frame: try! (handle).rect())"))
        #expect(swift.contains("public required init(frame: CGRect)"))
        let errors = try EmitterTestSupport.typeCheck(["A.swift": swift])
        #expect(errors == nil, "\(errors ?? "")")
    }

    @Test("a member a sample base declares again is a gap; of initializers of one arity, the first is declared")
    func sampleHierarchies() throws {
        let base = IRClass(name: "Annotation", base: nil, fields: [IRField(name: "Coordinate", type: .unknown)])
        let derived = IRClass(
            name: "MapAnnotation", base: "Annotation", fields: [IRField(name: "Coordinate", type: .unknown)])
        let redeclared = IRProgram(classes: [base, derived], scenario: .none)
        #expect(
            EmitterCoverage.unsupported(redeclared)?.description
                == "'MapAnnotation' declares 'Coordinate' again, which its sample base 'Annotation' declares, which the Swift emitter does not cover yet"
        )
        func initializer(_ types: [IRType]) -> IRInitializer {
            IRInitializer(
                parameters: types.enumerated().map { IRParameter("p\($0)", $1) }, superInitializer: "init()",
                superArguments: [], body: [])
        }
        // Swift declares the first initializer of each number of parameters, taking
        // `SampleValue`s where the others' types differ (the harness hands it stand-ins); a
        // creation the compiler gave another (`IROverloadName`) is a gap.
        var program = Self.host([
            .expression(.newObject("Person", [.literal(.string("a")), .literal(.string("b"))], []))
        ])
        program.classes.append(
            IRClass(
                name: "Person", base: nil,
                initializers: [initializer([.string, .string]), initializer([.string, .unknown])]))
        #expect(EmitterCoverage.unsupported(program) == nil)
        let swift = SwiftModelEmitter(documentPath: "a.md", sampleFirstLines: [:]).file(
            article: "a", locale: "de-DE", samples: [EmittableSample(index: 1, program: program)])
        #expect(swift.contains("public init(_ p0: String!, _ p1: SampleValue)"))
        #expect(!swift.contains("_ p1: String!)"))
        #expect(swift.contains("Person(\"a\", SampleValue.string(\"b\"))"))
        // A derived class's base call hands the base's `SampleValue` parameter its argument converted.
        let employee = IRClass(
            name: "Employee", base: "Person",
            initializers: [
                IRInitializer(
                    parameters: [IRParameter("name", .string), IRParameter("title", .string)],
                    superInitializer: "init/2", superArguments: [.local("name"), .local("title")], body: [])
            ])
        program.classes.append(employee)
        #expect(EmitterCoverage.unsupported(program) == nil)
        let derivedSwift = SwiftModelEmitter(documentPath: "a.md", sampleFirstLines: [:]).file(
            article: "a", locale: "de-DE", samples: [EmittableSample(index: 1, program: program)])
        #expect(derivedSwift.contains("super.init(name, SampleValue.wrap(title as String?))"))
        let errors = try EmitterTestSupport.typeCheck(["A.swift": derivedSwift])
        #expect(errors == nil, "\(errors ?? "")")
        // A base call of the base's second constructor of two parameters is a gap.
        program.classes[program.classes.count - 1].initializers[0].superInitializer = "init/2`2"
        #expect(EmitterCoverage.unsupported(program)?.kind == .overloads)
    }

    @Test(
        "an engine call, creation or property set with a double's value is recorded or made, as the interpreter decides"
    )
    func engineCalls() throws {
        let recorded = IRExpr.recorded(IRRecordedAccess(receiver: .assumed("panel"), member: "View", arguments: nil))
        let view = IRExpr.property(.this, IREngineMember("UIViewController", "view"))
        let program = Self.host([
            .declare("x", .unknown, recorded),
            .expression(.method(view, IREngineMember("UIView", "addSubview(_:)"), [.local("x")])),
            .declare(
                "r", .unknown,
                .new(
                    IREngineMember("CGRect", "init(x:y:width:height:)"),
                    [.local("x"), .literal(.float(0)), .literal(.float(1)), .literal(.float(2))], [])),
            .assign(.property(.local("x"), IREngineMember("UIView", "frame")), .local("r")),
            // An integer where the engine takes a floating number, as C# converts it.
            .declare("n", .int, .literal(.int(5))),
            .declare(
                "s", .named("CGRect"),
                .new(
                    IREngineMember("CGRect", "init(x:y:width:height:)"),
                    [.literal(.float(0)), .literal(.float(0)), .local("n"), .local("n")], [])),
            .assign(.property(view, IREngineMember("UIView", "alpha")), .local("n")),
        ])
        #expect(EmitterCoverage.gaps(in: program) == [])
        let swift = SwiftModelEmitter(documentPath: "a.md", sampleFirstLines: [:]).file(
            article: "a", locale: "de-DE", samples: [EmittableSample(index: 1, program: program)])
        #expect(swift.contains("RecordingDoubles.current.engineCall(SampleValue.of(self.view"))
        #expect(swift.contains("\"addSubview\", [x])"))
        #expect(
            swift.contains(
                "\"new CGRect\", [x, SampleValue.float(0.0), SampleValue.float(1.0), SampleValue.float(2.0)]) { __target, __arguments in SampleValue.of(CGRect(x: try __arguments[0].engine() as CGFloat, y: 0.0"
            ))
        #expect(swift.contains("RecordingDoubles.current.engineSet(x, \"frame\", __value)"))
        #expect(swift.contains("width: CSharp.implicit(n), height: CSharp.implicit(n))"))
        #expect(swift.contains(".alpha = CSharp.implicit(n)"))
        let errors = try EmitterTestSupport.typeCheck(["A.swift": swift])
        #expect(errors == nil, "\(errors ?? "")")
    }

    @Test("a sample method called or a sample field read on a held value dispatches on its sample class")
    func sampleMembers() throws {
        let recorded = IRExpr.recorded(IRRecordedAccess(receiver: .assumed("list"), member: "Item", arguments: nil))
        let product = IRClass(
            name: "Product", base: nil, fields: [IRField(name: "IsGroup", type: .bool)],
            methods: [
                IRMethod(
                    name: "Describe", parameters: [IRParameter("prefix", .string)], result: .string,
                    body: [.return(.local("prefix"))])
            ])
        let special = IRClass(name: "Special", base: "Product")
        var program = Self.host([
            .declare("item", .unknown, recorded),
            .declare("group", .unknown, .field(.local("item"), "IsGroup")),
            .expression(.call(.local("item"), "Describe", [.literal(.string("x"))])),
        ])
        program.classes += [product, special]
        #expect(EmitterCoverage.gaps(in: program) == [])
        let swift = SwiftModelEmitter(documentPath: "a.md", sampleFirstLines: [:]).file(
            article: "a", locale: "de-DE", samples: [EmittableSample(index: 1, program: program)])
        #expect(swift.contains("RecordingDoubles.current.sampleCall(item, \"Describe\", [SampleValue.string(\"x\")])"))
        #expect(
            swift.contains(
                "if let __typed = __object as? Product { return SampleValue.of(__typed.Describe(try __arguments[0].engine())) }"
            ))
        #expect(swift.contains("RecordingDoubles.current.sampleField(item, \"IsGroup\")"))
        let errors = try EmitterTestSupport.typeCheck(["A.swift": swift])
        #expect(errors == nil, "\(errors ?? "")")
        // A method declared with another number of parameters than the call hands is a gap.
        var other = program
        other.classes[0].methods[0].body = [
            .declare("item", .unknown, recorded), .expression(.call(.local("item"), "Describe", [])),
        ]
        #expect(EmitterCoverage.unsupported(other)?.kind == .recordingDouble)
    }

    @Test("'++' and '--' inside an expression: a typed number changed in place, a double's value through the doubles")
    func increments() throws {
        let view = IRExpr.property(.this, IREngineMember("UIViewController", "view"))
        let recorded = IRExpr.recorded(IRRecordedAccess(receiver: nil, member: "Health.Energy", arguments: nil))
        let program = Self.host(
            [
                .declare("i", .int, .literal(.int(0))),
                .declare("a", .int, .increment(.local("i"), .add, isPrefix: false, .integer)),
                .declare("b", .int, .increment(.field(.this, "count"), .subtract, isPrefix: true, .integer)),
                .declare(
                    "c", .float,
                    .increment(.property(view, IREngineMember("UIView", "alpha")), .add, isPrefix: true, .floating)),
                .declare("n", .unknown, .increment(.assumed("Clicks"), .add, isPrefix: true, .floating)),
                // A field a double's value is added to holds a `SampleValue`.
                .compoundAssign(.field(.this, "total"), .add, recorded, .floating),
            ],
            fields: [IRField(name: "count", type: .int), IRField(name: "total", type: .float)])
        #expect(EmitterCoverage.gaps(in: program) == [])
        let swift = SwiftModelEmitter(documentPath: "a.md", sampleFirstLines: [:]).file(
            article: "a", locale: "de-DE", samples: [EmittableSample(index: 1, program: program)])
        #expect(swift.contains("let a: Int = CSharp.increment(&i, 1, prefix: false)"))
        #expect(swift.contains("CSharp.increment(&self.count, -1, prefix: true)"))
        #expect(swift.contains("RecordingDoubles.current.assignAssumed(\"Clicks\", __new); return __new }()"))
        #expect(swift.contains("public var total: SampleValue"))
        let errors = try EmitterTestSupport.typeCheck(["A.swift": swift])
        #expect(errors == nil, "\(errors ?? "")")
        // A double's member changed inside an expression is not written yet.
        let member = Self.host([
            .declare("m", .unknown, .increment(.recorded(nil, "Health.Count", []), .add, isPrefix: true, .integer))
        ])
        #expect(EmitterCoverage.unsupported(member)?.kind == .recordingDouble)
    }

    @Test("a class the harness creates with stand-ins takes them; sample code creating it hands SampleValues")
    func standInCreation() {
        let initializer = IRInitializer(
            parameters: [IRParameter("handle", .unknown), IRParameter("count", .int)], superInitializer: "init()",
            superArguments: [],
            body: [.expression(.recorded(IRRecordedAccess(receiver: .local("handle"), member: "Open", arguments: nil)))]
        )
        let store = IRClass(name: "Store", base: nil, initializers: [initializer])
        let exercised = IRProgram(classes: [store], scenario: .exercise(classes: ["Store"]))
        #expect(EmitterCoverage.unsupported(exercised) == nil)
        var created = exercised
        created.classes.append(
            IRClass(
                name: "Maker", base: nil,
                methods: [
                    IRMethod(
                        name: "Make", parameters: [], result: .void,
                        body: [.expression(.newObject("Store", [.literal(.null), .literal(.int(1))], []))])
                ]))
        #expect(EmitterCoverage.unsupported(created) == nil)
        // The parameter of undetermined type takes the argument as the interpreter holds it; the
        // number stays typed.
        let swift = SwiftModelEmitter(documentPath: "a.md", sampleFirstLines: [:]).file(
            article: "a", locale: "de-DE", samples: [EmittableSample(index: 1, program: created)])
        #expect(swift.contains("public init(_ handle: SampleValue, _ count: Int)"))
        #expect(swift.contains("Store(SampleValue.null, 1)"))
        // Created with a number of arguments none of its initializers takes: the interpreter
        // runs the first with what it has, which Swift cannot call.
        var mismatched = created
        mismatched.classes[1].methods[0].body = [.expression(.newObject("Store", [.literal(.null)], []))]
        #expect(EmitterCoverage.unsupported(mismatched)?.kind == .standInArguments)
    }

    @Test("this handed where a snippet expects another sample class is a gap; as its own class, it is not")
    func thisOfAnotherClass() {
        let delegate = IRClass(
            name: "SessionDelegate", base: nil,
            initializers: [
                IRInitializer(
                    parameters: [IRParameter("owner", .named("ExtensionDelegate"))], superInitializer: "init()",
                    superArguments: [], body: [])
            ])
        let owner = IRClass(name: "ExtensionDelegate", base: nil)
        let create = [IRStmt.expression(.newObject("SessionDelegate", [.this], []))]
        let mismatched = IRProgram(
            classes: [delegate, owner] + Self.host(create).classes,
            scenario: .hostStatements(hostClass: "HostController", method: "RunSample"))
        #expect(
            EmitterCoverage.unsupported(mismatched)?.description
                == "'HostController.RunSample': 'HostController' is handed where the sample expects a 'ExtensionDelegate', which Swift's types do not allow"
        )
        var matching = mismatched
        matching.classes[0].initializers[0].parameters = [IRParameter("owner", .named("HostController"))]
        #expect(EmitterCoverage.unsupported(matching) == nil)
    }

    @Test("a parameter the body assigns is copied into a variable, as C#'s parameters are variables")
    func assignedParameter() throws {
        let method = IRMethod(
            name: "Clean", parameters: [IRParameter("text", .string), IRParameter("count", .int)], result: .void,
            body: [.assign(.local("text"), .literal(.string(""))), .assign(.local("count"), .literal(.int(0)))])
        let program = IRProgram(classes: [IRClass(name: "A", base: nil, methods: [method])], scenario: .none)
        #expect(EmitterCoverage.unsupported(program) == nil)
        let swift = SwiftModelEmitter(documentPath: "a.md", sampleFirstLines: [:]).file(
            article: "a", locale: "de-DE", samples: [EmittableSample(index: 1, program: program)])
        #expect(swift.contains("public func Clean(_ text: String!, _ count: Int) {"))
        #expect(swift.contains("var text = text\n") && swift.contains("var count = count\n"))
        let errors = try EmitterTestSupport.typeCheck(["A.swift": swift])
        #expect(errors == nil, "\(errors ?? "")")
    }

    @Test("a local declared twice in one scope is a gap; in two scopes it is not; a field declared again is one")
    func redeclaredLocal() {
        let twice = Self.host([.declare("x", .int, nil), .declare("x", .int, nil)])
        #expect(EmitterCoverage.unsupported(twice)?.kind == .redeclaredLocal)
        let apart = Self.host([.block([.declare("x", .int, nil)]), .block([.declare("x", .int, nil)])])
        #expect(EmitterCoverage.unsupported(apart) == nil)
        // A class merged from two snippets declares a field twice: Swift declares it once, as
        // the interpreter holds one value; declared again with a value, it is a gap.
        let field = IRField(name: "started", type: .unknown)
        let merged = Self.host([], fields: [field, field])
        #expect(EmitterCoverage.unsupported(merged) == nil)
        let swift = SwiftModelEmitter(documentPath: "a.md", sampleFirstLines: [:]).file(
            article: "a", locale: "de-DE", samples: [EmittableSample(index: 1, program: merged)])
        #expect(swift.components(separatedBy: "public var started: SampleValue").count == 2)
        var valued = field
        valued.initialValue = .literal(.int(1))
        #expect(EmitterCoverage.unsupported(Self.host([], fields: [field, valued]))?.kind == .redeclaredLocal)
        // The interpreter sets it again for the second declaration: back to its default.
        #expect(EmitterCoverage.unsupported(Self.host([], fields: [valued, field]))?.kind == .redeclaredLocal)
    }

    @Test("covers every sample of the seed article in every locale", arguments: SeedEmissionTests.locales)
    func seed(locale: String) throws {
        for sample in try EmitterTestSupport.seedPrograms(locale) {
            #expect(EmitterCoverage.unsupported(sample.program) == nil, "sample \(sample.index)")
        }
    }
}
