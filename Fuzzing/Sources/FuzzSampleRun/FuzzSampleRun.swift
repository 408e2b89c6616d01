// fuzz-sample-run: any bytes as the code of one ```csharp block of a Markdown document → the
// samples pipeline as `docparity check` runs it: extraction, compilation against the API model
// (binding, diagnostics, lowering), then the interpreter on the transition engine under the
// default budgets. An exhausted budget is a verdict, not a finding; a crash, leak or a run past
// libFuzzer's timeout is.

import DocModel
import Drift
import SampleChecks
import SampleRuntime
import TransitionEngine

/// The document around the input.
private let opening = Array("# Sample\n\n```csharp\n".utf8)
private let closing = Array("\n```\n".utf8)

/// libFuzzer's entry point: compiles and runs one input as a sample, on a thread with the stack
/// of the check's workers (`CorpusCheck.workerStackSize`), where `docparity check` runs samples:
/// a self-instantiating sample nests evaluations up to the call-depth budget, which the 8 MB
/// main thread does not hold under AddressSanitizer, whose frames are about twice the release
/// build's.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = opening + UnsafeBufferPointer(start: data, count: size) + closing
    let worker = WorkerThreads(count: 1, stackSize: CorpusCheck.workerStackSize) {
        let document = Document(bytes: bytes)
        let samples = LocaleSamples.run(document, fixtures: [], budget: SampleBudget())
        for sample in samples.samples { _ = sample.run?.verdict }
        // The last scenario's engine stays current on this thread (retained by a pthread key)
        // until another engine is made: make an empty one, which the thread's end frees, so what
        // this input built is freed within this input (else LeakSanitizer reports the IR the live
        // engine references through spare-bit-tagged enum pointers).
        _ = TransitionEngine()
    }
    // Joined: the thread's local state is gone before the next input.
    worker.join()
    return 0
}
