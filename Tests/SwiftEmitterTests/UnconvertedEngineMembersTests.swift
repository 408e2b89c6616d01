// The engine members whose values the Swift emitter does not convert from a double's: the list
// is the API model's, kept in step by this test.

import SampleCompiler
import SampleModel
import Testing

@testable import SwiftEmitter

@Suite("Engine members the emitter does not convert")
struct UnconvertedEngineMembersTests {
    @Test("every member taking an enum, option set, protocol, insets, type or closure is listed, and only those")
    func matchesTheAPIModel() {
        let model = APIModel.uikit
        let classes = Set(model.types.values.filter { $0.kind == .class }.map(\.swiftName))
        func converts(_ type: IRType) -> Bool {
            switch type {
            case .int, .float, .bool, .string: true
            case .named(let name):
                classes.contains(name) || ["CGRect", "CGSize", "CGPoint", "IndexPath"].contains(name)
            default: false
            }
        }
        var found: Set<IREngineMember> = []
        for type in model.types.values {
            for member in type.members {
                let taken: [IRType]
                switch member.kind {
                case .method, .staticMethod, .factory: taken = member.parameters
                case .property where member.isSettable: taken = [member.type]
                default: continue
                }
                if !taken.allSatisfy(converts) { found.insert(member.swift) }
            }
            for constructor in type.constructors where !constructor.parameters.allSatisfy(converts) {
                found.insert(constructor.swift)
            }
        }
        // The console prints any value (`Console.WriteLine`), which the writer writes itself.
        found.remove(IREngineMember("Console", "writeLine(_:)"))
        #expect(found == RecordingDoubleWriter.unconvertedMembers)
    }

    @Test("a double's value handed to one is a gap")
    func gap() {
        let recorded = IRExpr.recorded(IRRecordedAccess(receiver: nil, member: "Styles.Next", arguments: nil))
        let program = EmitterCoverageTests.host([
            .assign(.property(.this, IREngineMember("UIViewController", "modalTransitionStyle")), recorded)
        ])
        #expect(EmitterCoverage.unsupported(program)?.kind == .recordingDouble)
        let call = EmitterCoverageTests.host([
            .expression(
                .method(
                    .this, IREngineMember("UIViewController", "present(_:animated:completion:)"),
                    [recorded, .literal(.bool(true)), .literal(.null)]))
        ])
        #expect(EmitterCoverage.unsupported(call)?.kind == .recordingDouble)
    }
}
