// SampleCallback: a closure of the Swift that `docparity generate` writes, handed to a recording
// double (a completion handler, an observer, a timer's block) as the interpreter hands its own
// closures: the double records it, calls it back with stand-ins, or runs it when sample code
// invokes the delegate it was stored in.

/// A generated closure taking and returning samples' values.
public final class SampleCallback: SampleClosure {
    /// Each parameter's name and what a framework passes for it (null: a stand-in named after it).
    public let callbackParameters: [(name: String, value: SampleValue)]
    private let body: ([SampleValue]) throws -> SampleValue

    /// A closure with `parameters` (each with what a framework passes for it) running `body`.
    public init(
        _ parameters: [(name: String, value: SampleValue)], _ body: @escaping ([SampleValue]) throws -> SampleValue
    ) {
        callbackParameters = parameters
        self.body = body
    }

    /// Calls it as sample code does (`handler.Invoke (…)`).
    public func call(_ arguments: [SampleValue]) throws -> SampleValue { try body(arguments) }

    /// Calls it back as a framework would. A sample whose callback throws a C# exception gets no
    /// generated test (the interpreter records the exception), so nothing here can throw.
    public func callBack(_ arguments: [SampleValue]) {
        do {
            _ = try body(arguments)
        } catch {
            preconditionFailure("a generated callback threw \(error), which its interpreted run did not")
        }
    }
}
