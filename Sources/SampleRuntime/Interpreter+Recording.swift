// Interpreter+Recording: the interpreter's side of the recording doubles (`RecordingDoubles`):
// the stand-ins a framework passes to the methods the run calls itself, and the trace texts of
// values.

import SampleHarness
import SampleModel

extension Interpreter {
    /// The value a framework would pass for `parameter` when the run calls a method itself: the
    /// default of a number, a flag or a geometry value, else a stand-in named after the parameter.
    func standIn(for parameter: IRParameter) -> Value {
        recording.standIn(named: parameter.name, default: Self.defaultValue(parameter.type))
    }

    /// A value as a recorded event shows it: strings quoted, objects by their trace names.
    func traceText(_ value: Value) -> String { recording.traceText(value) }
}
