// The API model is data reviewed like code: every entry must name an engine member the
// interpreter's bridge implements (each implementation calls that Swift member, so a wrong name
// does not compile), settable properties must have setters, virtual members must be forwarded.

import SampleCompiler
import SampleModel
import Testing

@testable import SampleRuntime

@Suite("API model coverage")
struct APIModelCoverageTests {
    static let entries = APIModel.uikit.allEngineMembers

    @Test("every API model entry resolves to an engine member the bridge implements")
    func everyEntryResolves() {
        let implemented = EngineBridge.implementedMembers
        let missing = Self.entries.filter { entry in
            !implemented.contains(entry.swift)
                && !(entry.kind == "staticProperty" && entry.swift.owner.hasPrefix("UITransitionContext"))
        }
        #expect(missing.isEmpty, "\(missing.map { "\($0.type).\($0.xamarin) → \($0.swift)" })")
        #expect(Self.entries.count > 150)
    }

    @Test("the enum cases the bridge holds as values are those the IR calls enum cases, and no others")
    func enumCases() {
        #expect(EngineBridge.enumCases.allSatisfy { $0.isEnumCase })
        #expect(Set(EngineBridge.enumCases.map(\.owner)) == IREngineMember.enumOwners)
        // Other statics (colours, screens) are objects or numbers, not enum cases.
        let staticEnumCases = EngineBridge.statics.keys.filter { $0.isEnumCase }
        #expect(staticEnumCases.isEmpty, "\(staticEnumCases)")
    }

    @Test("settable properties have setters and virtual members are forwarded to sample overrides")
    func settersAndVirtuals() {
        let model = APIModel.uikit
        for type in model.types.values {
            for member in type.members {
                if member.isSettable {
                    #expect(EngineBridge.settableMembers.contains(member.swift), "\(type.name).\(member.name)")
                }
                if member.isVirtual {
                    #expect(ForwardingClasses.overridable.contains(member.swift), "\(type.name).\(member.name)")
                }
            }
        }
    }

    @Test("every forwarding base class is a type of the model")
    func basesModelled() {
        let swiftNames = Set(APIModel.uikit.types.values.map(\.swiftName))
        for base in ForwardingClasses.bases { #expect(swiftNames.contains(base), "\(base)") }
    }
}
