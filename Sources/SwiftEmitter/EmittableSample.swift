// EmittableSample: one compiled sample as the model emitter takes it — its index in the
// document and its program.

import SampleModel

/// One compiled sample handed to the emitter.
public struct EmittableSample: Sendable {
    /// The sample's 1-based index among the document's C# blocks.
    public var index: Int
    /// Its compiled program.
    public var program: IRProgram

    /// Creates an emittable sample.
    public init(index: Int, program: IRProgram) {
        self.index = index
        self.program = program
    }
}
