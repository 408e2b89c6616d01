// Lowerer+Recording: what the engine does not simulate still runs. An API outside the model
// becomes a recording double — the access is recorded in the trace with its receiver and
// argument values, and gives a stand-in — and a name the article uses without declaring it (an
// outlet, a field declared in another file) becomes a stand-in the run assumes. Only code that
// cannot be lowered at all stays "not modelled".

import CSharpSyntax
import SampleModel

extension Lowerer {
    /// An access to an API the engine does not simulate: a property read (`arguments` nil), a call,
    /// a constructor (`new T`) or an indexer (`[]`).
    func recorded(
        _ receiver: IRExpr?, _ member: String, arguments: [IRExpr]? = nil, initializers: [IRMemberInit] = []
    ) -> IRExpr {
        .recorded(
            IRRecordedAccess(receiver: receiver, member: member, arguments: arguments, initializers: initializers))
    }

    /// Arguments of a call whose parameters are not known (a recorded call), lowered untyped.
    func untypedArguments(_ arguments: [ArgumentSyntax]) -> [IRExpr] {
        self.arguments(arguments, [])
    }

    /// The place a recorded read names, for an assignment to it (nil for anything else).
    static func recordedPlace(_ expression: IRExpr) -> IRLValue? {
        guard case .recorded(let access) = expression, access.initializers.isEmpty else { return nil }
        if let arguments = access.arguments {
            // Only an indexer is a place among recorded calls (`dictionary["key"] = value`).
            return access.member == "[]" ? .recorded(access.receiver, "[]", arguments) : nil
        }
        return .recorded(access.receiver, access.member, [])
    }

    /// A sample method used as a value (`button.TouchUpInside += OnClick`): a closure that calls it
    /// with the closure's arguments.
    func methodGroup(_ name: String, arity: Int, result: IRType, isStatic: Bool) -> (IRExpr, IRType) {
        let parameters = (0..<arity).map { IRParameter("__argument\($0)", .unknown) }
        let arguments = parameters.map { IRExpr.local($0.name) }
        let call: IRExpr = isStatic ? .staticCall(currentClass, name, arguments) : .call(.this, name, arguments)
        let body: [IRStmt] = result == .void || result == .unknown ? [.expression(call)] : [.return(call)]
        return (.closure(IRClosure(parameters: parameters, body: body)), .closure(parameters.map(\.type), result))
    }
}
