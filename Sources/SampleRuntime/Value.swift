// Value: what the interpreter computes with — the samples' values (`SampleValue`, which the
// recording doubles take and give), and the closures the interpreter makes.

import Foundation
import SampleHarness
import SampleModel
import TransitionEngine

/// The interpreter's values are samples' values.
typealias Value = SampleValue

/// A closure value: the IR closure, its captured scope and `self`, run by the interpreter that
/// made it.
final class ClosureValue: SampleClosure {
    let closure: IRClosure
    private(set) var scope: Scope
    private(set) var receiver: Value
    private weak var interpreter: Interpreter?

    init(closure: IRClosure, scope: Scope, receiver: Value, interpreter: Interpreter) {
        self.closure = closure
        self.scope = scope
        self.receiver = receiver
        self.interpreter = interpreter
    }

    /// Drops what the closure captured, at the end of a run: engine objects hold handlers that
    /// hold closures that hold their receivers, a cycle only the interpreter can break.
    func release() {
        scope = Scope(parent: nil)
        receiver = .null
    }

    var callbackParameters: [(name: String, value: SampleValue)] {
        closure.parameters.map { ($0.name, Interpreter.defaultValue($0.type)) }
    }

    func call(_ arguments: [SampleValue]) throws -> SampleValue {
        guard let interpreter else { return .null }
        return try interpreter.call(self, arguments)
    }

    func callBack(_ arguments: [SampleValue]) {
        guard let interpreter else { return }
        interpreter.entry(receiver: receiver) { try interpreter.call(self, arguments) }
    }
}
