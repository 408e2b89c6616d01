// IROverloads: which of a sample class's methods or constructors of one name a call runs, from the
// static types of its arguments. The compiler asks, lowers the arguments against the chosen
// parameters and writes its choice into the IR (`IROverloadName`), so the interpreter and
// generated Swift never choose again. C#'s full rules (better conversions, generic inference) are
// approximated: every argument must fit its parameter, the best total fit wins, and of equal fits
// the first. A value of a type the model does not know (a recording double's) fits every
// parameter alike.

/// Overload resolution over the sample model's types.
public enum IROverloads {
    /// How well an argument of type `argument` fits a parameter of type `parameter`: 3 for the
    /// same type, 2 for an implicit conversion (`int` to `double`, `null` to a reference, a class
    /// to a base class), 1 when either side is unknown or the parameter is `object`; nil when it
    /// does not fit. `derives(a, b)` tells whether named type `a` derives from `b`.
    public static func fit(_ argument: IRType, _ parameter: IRType, derives: (String, String) -> Bool) -> Int? {
        switch (argument, parameter) {
        case (_, .unknown), (.unknown, _), (_, .named("NSObject")): return 1
        case _ where argument == parameter: return 3
        case (.int, .float): return 2
        case (.null, .string), (.null, .named), (.null, .closure), (.closure, .closure): return 2
        case (.named(let name), .named(let base)): return derives(name, base) ? 2 : nil
        default: return nil
        }
    }

    /// The index in `candidates` (each given by its parameter types) of the declaration that
    /// arguments of `arguments`' types call: of those with as many parameters, each fitting its
    /// argument, the best total fit, the first of equal ones; nil when none fits.
    public static func best(
        _ candidates: [[IRType]], arguments: [IRType], derives: (String, String) -> Bool
    ) -> Int? {
        var chosen: (index: Int, score: Int)?
        candidates: for (index, parameters) in candidates.enumerated() where parameters.count == arguments.count {
            var score = 0
            for (argument, parameter) in zip(arguments, parameters) {
                guard let fit = fit(argument, parameter, derives: derives) else { continue candidates }
                score += fit
            }
            if score > chosen?.score ?? -1 { chosen = (index, score) }
        }
        return chosen?.index
    }
}
