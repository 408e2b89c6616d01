// fuzz-sample-run: any bytes as the code of one ```csharp block of a Markdown document → the
// samples pipeline as `docparity check` runs it: extraction, compilation against the API model
// (binding, diagnostics, lowering), then the interpreter on the transition engine under the
// default budgets. An exhausted budget is a verdict, not a finding; a crash, leak or a run past
// libFuzzer's timeout is.

import DocModel
import SampleChecks
import SampleRuntime
import TransitionEngine

/// The document around the input.
private let opening = Array("# Sample\n\n```csharp\n".utf8)
private let closing = Array("\n```\n".utf8)

/// libFuzzer's entry point: compiles and runs one input as a sample.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let document = Document(bytes: opening + UnsafeBufferPointer(start: data, count: size) + closing)
    let samples = LocaleSamples.run(document, fixtures: [], budget: SampleBudget())
    for sample in samples.samples { _ = sample.run?.verdict }
    // The last scenario's engine stays current (retained by a pthread key) until another engine
    // is made: make an empty one, so what this input built is freed within this input. Else it is
    // freed during the next one, which muddles libFuzzer's malloc/free counts, and LeakSanitizer
    // reports the IR the live engine references through spare-bit-tagged enum pointers.
    _ = TransitionEngine()
    return 0
}
