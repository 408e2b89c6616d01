// EmitterCoverage: whether the Swift emitter can write a whole program as Swift that builds. The
// emitter is checked on the seed article (golden files, swiftc, the agreement test); a program
// that reaches outside what it covers — an API the engine does not model, a value whose type the
// compiler could not determine, an override the engine does not have — is reported instead of
// emitted, so that one sample cannot break the build of a whole generated package.

import SampleModel

/// Why the emitter cannot write a program yet: what it lacks, and where.
public struct EmitterGap: Sendable, Equatable, CustomStringConvertible {
    /// What the emitter lacks, as `docparity generate` tallies its disabled tests.
    public enum Kind: String, Sendable, CaseIterable {
        case frameworkCall = "methods the harness calls as the framework would"
        case standInArguments = "classes created with stand-in arguments"
        case frameworkDriven = "classes driven as their framework would drive them"
        case uncoveredBase = "base classes it does not cover"
        case uncoveredOverride = "overrides it does not cover"
        case undeterminedType = "values of undetermined type"
        case notModelled = "APIs the engine does not model"
        case recordingDouble = "recording doubles"
        case assumedName = "names the article does not declare (assumed stand-ins)"
        case exceptionHandling = "C# exception handling"
        case incrementInExpression = "'++' or '--' inside an expression"
    }

    /// What is lacking.
    public let kind: Kind
    /// The reason in full, naming the class, member or API.
    public let description: String

    init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }

    /// The same gap, said of a place (`field 'A.b': …`).
    func at(_ place: String) -> EmitterGap { EmitterGap(kind, "\(place): \(description)") }
}

/// What the emitter covers.
public enum EmitterCoverage {
    /// Why `program` cannot be emitted yet, or nil when it can.
    public static func unsupported(_ program: IRProgram) -> EmitterGap? {
        if let first = program.frameworkCalls.first {
            return EmitterGap(
                .frameworkCall,
                "the harness calls '\(first)' as the framework would, which the Swift emitter does not cover yet")
        }
        if let reason = exercise(program) { return reason }
        for irClass in program.classes {
            if let method = irClass.methods.first(where: { $0.isFrameworkEntry && !$0.body.isEmpty }) {
                return EmitterGap(
                    .frameworkCall,
                    "the harness calls '\(irClass.name).\(method.name)' as the framework would, which the Swift emitter does not cover yet"
                )
            }
        }
        for irClass in program.classes {
            if let base = irClass.base, program.class(base) == nil,
                !EngineOverride.namedBases.contains(base) && base != "NSObject" && base != "SampleAppDelegate"
            {
                return EmitterGap(
                    .uncoveredBase,
                    "class '\(irClass.name)' derives from '\(base)', which the Swift emitter does not cover")
            }
            for field in irClass.fields {
                if let gap = type(field.type) ?? field.initialValue.flatMap(expression) {
                    return gap.at("field '\(irClass.name).\(field.name)'")
                }
            }
            for initializer in irClass.initializers {
                if let gap = initializer.parameters.lazy.compactMap({ type($0.type) }).first
                    ?? initializer.superArguments.lazy.compactMap(expression).first ?? statements(initializer.body)
                {
                    return gap.at("an initializer of '\(irClass.name)'")
                }
            }
            for method in irClass.methods {
                // The app delegate's launch method is a plain method the harness calls.
                if method.isOverride, method.name != "application(_:didFinishLaunchingWithOptions:)",
                    EngineOverride.bySelector[method.name] == nil,
                    EngineOverride.bySelector[String(method.name.dropLast(2))] == nil
                {
                    return EmitterGap(
                        .uncoveredOverride,
                        "'\(irClass.name).\(method.name)' overrides a member the Swift emitter does not cover")
                }
                if let gap = method.parameters.lazy.compactMap({ type($0.type) }).first
                    ?? (method.result == .void ? nil : type(method.result)) ?? statements(method.body)
                {
                    return gap.at("'\(irClass.name).\(method.name)'")
                }
            }
        }
        return nil
    }

    /// Why the exercise of `program`'s declared classes cannot be emitted: the emitted launch
    /// creates them without arguments in their engine role only, while the interpreter also
    /// creates them with stand-in arguments and drives classes without an engine role.
    static func exercise(_ program: IRProgram) -> EmitterGap? {
        guard case .exercise(let names) = program.scenario else { return nil }
        let classes = Dictionary(program.classes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let roles: Set<String> = [
            "UIViewControllerTransitioningDelegateBase", "UIViewControllerAnimatedTransitioningBase",
            "UIViewController",
            "UICollectionViewController", "UICollectionViewLayout",
        ]
        for name in names {
            guard let irClass = classes[name] else { continue }
            if !irClass.initializers.isEmpty, !irClass.initializers.contains(where: { $0.parameters.isEmpty }) {
                return EmitterGap(
                    .standInArguments,
                    "'\(name)' is created with stand-in arguments, which the Swift emitter does not cover yet")
            }
            let base = SwiftTestEmitter.engineBase(name, classes)
            let runs =
                irClass.methods.contains { !$0.body.isEmpty } || irClass.initializers.contains { !$0.body.isEmpty }
                || irClass.fields.contains { $0.initialValue != nil }
            if !roles.contains(base ?? ""), runs {
                return EmitterGap(
                    .frameworkDriven,
                    "'\(name)' is driven as its framework would drive it, which the Swift emitter does not cover yet")
            }
        }
        return nil
    }

    static func type(_ type: IRType) -> EmitterGap? {
        switch type {
        case .unknown, .null: EmitterGap(.undeterminedType, "a value of undetermined type")
        case .closure(let parameters, let result): parameters.lazy.compactMap(self.type).first ?? self.type(result)
        default: nil
        }
    }

    static func statements(_ body: [IRStmt]) -> EmitterGap? {
        body.lazy.compactMap(statement).first
    }

    static func statement(_ statement: IRStmt) -> EmitterGap? {
        switch statement {
        case .notModelled(let api): EmitterGap(.notModelled, "'\(api)' is not modelled")
        case .declare(_, let declared, let value): type(declared) ?? value.flatMap(expression)
        case .assign(let target, let value): expression(target.expression) ?? expression(value)
        case .compoundAssign(let target, _, let value, _): expression(target.expression) ?? expression(value)
        case .addHandler(let control, _, let handler): expression(control) ?? expression(handler)
        case .expression(let value): expression(value)
        case .if(let condition, let then, let otherwise):
            expression(condition) ?? statements(then) ?? statements(otherwise)
        case .loop(let condition, let body, let step): expression(condition) ?? statements(body) ?? statements(step)
        case .return(let value): value.flatMap(expression)
        case .block(let body): statements(body)
        case .break, .continue: nil
        case .try, .throw:
            EmitterGap(.exceptionHandling, "C# exception handling is not covered by the Swift emitter yet")
        }
    }

    static func expression(_ expression: IRExpr) -> EmitterGap? {
        switch expression {
        case .notModelled(let api): return EmitterGap(.notModelled, "'\(api)' is not modelled")
        case .recorded(let access):
            return EmitterGap(
                .recordingDouble,
                "'\(access.member)' runs as a recording double, which the Swift emitter does not cover yet")
        case .assumed(let name):
            return EmitterGap(
                .assumedName,
                "'\(name)' is not declared by the article (an assumed stand-in), which the Swift emitter does not cover yet"
            )
        case .convert(let value, let target): return type(target) ?? self.expression(value)
        case .closure(let closure):
            return closure.parameters.lazy.compactMap { type($0.type) }.first ?? statements(closure.body)
        case .field(let base, _), .property(let base, _), .count(let base), .unary(_, let base, _),
            .isInstance(let base, _):
            return self.expression(base)
        case .newArray(let element, let count): return type(element) ?? self.expression(count)
        case .arrayLiteral(let element, let elements):
            return type(element) ?? elements.lazy.compactMap(self.expression).first
        case .call(let base, _, let arguments), .method(let base, _, let arguments):
            return self.expression(base) ?? arguments.lazy.compactMap(self.expression).first
        case .staticCall(_, _, let arguments), .superMethod(_, let arguments), .typeMethod(_, let arguments):
            return arguments.lazy.compactMap(self.expression).first
        case .new(_, let arguments, let initializers), .newObject(_, let arguments, let initializers):
            return (arguments + initializers.map(\.value)).lazy.compactMap(self.expression).first
        case .element(let base, let index): return self.expression(base) ?? self.expression(index)
        case .binary(_, let left, let right, _): return self.expression(left) ?? self.expression(right)
        case .conditional(let condition, let then, let otherwise):
            return [condition, then, otherwise].lazy.compactMap(self.expression).first
        case .increment:
            return EmitterGap(
                .incrementInExpression, "'++' or '--' inside an expression is not covered by the Swift emitter yet")
        case .literal, .local, .this, .staticField, .typeProperty: return nil
        }
    }
}
