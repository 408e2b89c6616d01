// BasesAsRun: a constructor snippet without its class is compiled into a class of that name
// deriving from the name its base call was made on — itself. Swift cannot declare such a class;
// the interpreter runs it as a plain object (its chain stops at the cycle, and the engine knows no
// base of that name), evaluating the base call's arguments and nothing more. The emitter takes the
// class as run: without a base, when those arguments have no effect to keep.

import SampleModel

extension IRProgram {
    /// The program with each class deriving directly from itself made a class without a base, when
    /// its base calls hand only values without effects (else it is left, and is a gap).
    var basesAsRun: IRProgram {
        var program = self
        for index in program.classes.indices where program.classes[index].base == program.classes[index].name {
            let initializers = program.classes[index].initializers
            guard initializers.allSatisfy({ $0.superArguments.allSatisfy(RecordingDoubleWriter.isInline) }) else {
                continue
            }
            program.classes[index].base = nil
            for position in initializers.indices {
                program.classes[index].initializers[position].superInitializer = "init()"
                program.classes[index].initializers[position].superArguments = []
            }
        }
        return program
    }
}
