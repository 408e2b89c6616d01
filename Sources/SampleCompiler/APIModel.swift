// APIModel: the Xamarin.iOS surface the engine covers, as data — each Xamarin type and member
// with its engine Swift name, kind, parameter types, result type, and whether it is virtual or
// abstract. Binding resolves C# names here; lowering writes the Swift names into the IR. The
// tables themselves are in `APIModel+*.swift`; a test checks that every entry has an
// implementation in the interpreter's engine bridge (and so names a real engine member).

import SampleModel

/// What kind of member an entry is.
public enum APIMemberKind: String, Sendable, Hashable {
    /// An instance property (`view.Frame`).
    case property
    /// An instance method.
    case method
    /// A static property, or a constant (`CGRect.Empty`, `UITransitionContext.ToViewControllerKey`).
    case staticProperty
    /// A static method (`UIView.Animate`, `Math.Abs`).
    case staticMethod
    /// A static factory that creates an instance (`NSIndexPath.FromItemSection`).
    case factory
    /// A C# event (`TouchUpInside`), subscribed with `+=`.
    case event
}

/// A member of a Xamarin type mapped to the engine.
public struct APIMember: Sendable, Hashable {
    /// The Xamarin name (`PresentViewController`).
    public var name: String
    /// The kind.
    public var kind: APIMemberKind
    /// The engine member: declaring Swift type and Swift name or selector.
    public var swift: IREngineMember
    /// Parameter types (methods), in order.
    public var parameters: [IRType]
    /// The property's type or the method's result.
    public var type: IRType
    /// Whether a property can be set.
    public var isSettable: Bool
    /// Whether subclasses may override it (C# `virtual`).
    public var isVirtual: Bool
    /// Whether subclasses must override it (C# `abstract`).
    public var isAbstract: Bool
    /// Whether the result has the type of the first argument (`Math.Abs`, `Math.Min`).
    public var resultFollowsArgument: Bool

    /// Creates a member.
    public init(
        _ name: String, _ kind: APIMemberKind, swift: IREngineMember, parameters: [IRType] = [], type: IRType,
        isSettable: Bool = false, isVirtual: Bool = false, isAbstract: Bool = false,
        resultFollowsArgument: Bool = false
    ) {
        self.name = name
        self.kind = kind
        self.swift = swift
        self.parameters = parameters
        self.type = type
        self.isSettable = isSettable
        self.isVirtual = isVirtual
        self.isAbstract = isAbstract
        self.resultFollowsArgument = resultFollowsArgument
    }
}

/// A constructor of a Xamarin type mapped to an engine initializer.
public struct APIConstructor: Sendable, Hashable {
    /// Parameter types.
    public var parameters: [IRType]
    /// The engine initializer (`UICollectionViewController` + `init(collectionViewLayout:)`).
    public var swift: IREngineMember

    /// Creates a constructor.
    public init(_ parameters: [IRType], swift: IREngineMember) {
        self.parameters = parameters
        self.swift = swift
    }
}

/// A Xamarin type mapped to the engine.
public struct APIType: Sendable, Hashable {
    /// What sort of type it is.
    public enum Kind: String, Sendable, Hashable {
        /// A class (can be subclassed if it has virtual members).
        case `class`
        /// A value type (`CGRect`).
        case `struct`
        /// An enum: `cases` maps Xamarin case names to Swift case names.
        case `enum`
        /// A static class (`Math`, `Console`, `UITransitionContext`).
        case `static`
        /// An interface (`IUIViewControllerContextTransitioning`).
        case interface
    }

    /// The Xamarin name.
    public var name: String
    /// The engine's Swift type name.
    public var swiftName: String
    /// The kind.
    public var kind: Kind
    /// The Xamarin base type.
    public var base: String?
    /// Constructors.
    public var constructors: [APIConstructor]
    /// Members.
    public var members: [APIMember]
    /// Enum cases: Xamarin name → Swift name, in declaration order.
    public var cases: [(xamarin: String, swift: String)]

    /// Creates a type.
    public init(
        _ name: String, swift: String? = nil, kind: Kind = .class, base: String? = nil,
        constructors: [APIConstructor] = [], members: [APIMember] = [], cases: [(String, String)] = []
    ) {
        self.name = name
        self.swiftName = swift ?? name
        self.kind = kind
        self.base = base
        self.constructors = constructors
        self.members = members
        self.cases = cases.map { (xamarin: $0.0, swift: $0.1) }
    }

    /// Compares names, kinds, bases, constructors, members and cases.
    public static func == (lhs: APIType, rhs: APIType) -> Bool {
        lhs.name == rhs.name && lhs.swiftName == rhs.swiftName && lhs.kind == rhs.kind && lhs.base == rhs.base
            && lhs.constructors == rhs.constructors && lhs.members == rhs.members
            && lhs.cases.map(\.xamarin) == rhs.cases.map(\.xamarin) && lhs.cases.map(\.swift) == rhs.cases.map(\.swift)
    }

    /// Hashes the name and Swift name.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(swiftName)
    }
}

/// The API model: Xamarin types by name, with lookups that walk base types.
public struct APIModel: Sendable {
    /// Types by Xamarin name.
    public let types: [String: APIType]
    /// Types by Swift name.
    public let typesBySwiftName: [String: APIType]
    /// `types` as a name table, for the lookups lowering makes for every name it meets.
    private let typeTable: NameTable<APIType>
    /// Each type's chain (`chain(_:)`), made once: the model is static data and lowering walks
    /// chains for every member it resolves.
    private let chains: NameTable<[APIType]>
    /// Classic-API (MonoTouch) names renamed in the Unified API: old name → new name, for notes.
    public let renamedMembers: [String: String]
    /// Overloads of modelled virtual members that Xamarin.iOS has and the engine does not
    /// simulate, as `Type.Member/arity` (`UIApplicationDelegate.FinishedLaunching/1`,
    /// `applicationDidFinishLaunching:`): overriding one is no error, and the harness calls the
    /// override after the launch, as it does other overrides of members the engine does not run.
    public let unsimulatedOverloads: Set<String>
    /// The Xamarin names of the types that are not static classes: the near misses an unknown
    /// type name is checked against (kept here because the model is static data and the check
    /// runs for every unknown name).
    public let nonStaticTypeNames: [String]

    /// Creates a model from types.
    public init(_ types: [APIType], renamedMembers: [String: String] = [:], unsimulatedOverloads: Set<String> = []) {
        var byName: [String: APIType] = [:]
        var bySwift: [String: APIType] = [:]
        for type in types {
            byName[type.name] = type
            if bySwift[type.swiftName] == nil { bySwift[type.swiftName] = type }
        }
        self.types = byName
        self.typesBySwiftName = bySwift
        self.typeTable = NameTable(byName)
        self.chains = NameTable(byName.mapValues { type in Self.chain(from: type, in: byName) })
        self.renamedMembers = renamedMembers
        self.unsimulatedOverloads = unsimulatedOverloads
        self.nonStaticTypeNames = byName.values.filter { $0.kind != .static }.map(\.name).sorted()
    }

    /// The type named `name` (Xamarin name; `System.` and `UIKit.` prefixes ignored).
    public func type(_ name: String) -> APIType? { typeTable.entry(name) }

    /// The type of `key`'s name, as `type(_:)` finds it.
    func type(_ key: NameKey) -> APIType? { typeTable[key] ?? key.lastPart.flatMap { typeTable[$0] } }

    /// The type and its bases, nearest first.
    public func chain(_ name: String) -> [APIType] { chains.entry(name) ?? [] }

    /// The entry of `table` for `name`, else for its last dotted part (`UIKit.UIView` → `UIView`).
    private static func entry<Value>(_ name: String, in table: [String: Value]) -> Value? {
        if let value = table[name] { return value }
        // The last dot found on bytes: a character search walks grapheme clusters.
        if let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) {
            return table[String(name[name.utf8.index(after: dot)...])]
        }
        return nil
    }

    /// The chain of `type` (at most 32 long: a cycle of bases ends there).
    private static func chain(from type: APIType, in types: [String: APIType]) -> [APIType] {
        var result: [APIType] = []
        var current: APIType? = type
        while let type = current, result.count < 32 {
            result.append(type)
            current = type.base.flatMap { entry($0, in: types) }
        }
        return result
    }

    /// Members named `name` of the type or its bases.
    public func members(_ name: String, of typeName: String) -> [APIMember] {
        for type in chain(typeName) {
            let found = type.members.filter { $0.name == name }
            if !found.isEmpty { return found }
        }
        return []
    }

    /// Virtual members of the type and its bases.
    public func virtualMembers(of typeName: String) -> [APIMember] {
        chain(typeName).flatMap { $0.members.filter(\.isVirtual) }
    }

    /// Whether `typeName` is `ancestor` or derives from it.
    public func isSubtype(_ typeName: String, of ancestor: String) -> Bool {
        chain(typeName).contains { $0.name == ancestor }
    }

    /// Every member and constructor of the model, with the engine member it maps to.
    public var allEngineMembers: [(type: String, xamarin: String, swift: IREngineMember, kind: String)] {
        types.values.sorted { $0.name < $1.name }.flatMap { type in
            type.constructors.map { (type.name, ".ctor", $0.swift, "constructor") }
                + type.members.map { (type.name, $0.name, $0.swift, $0.kind.rawValue) }
                + type.cases.map { (type.name, $0.xamarin, IREngineMember(type.swiftName, $0.swift), "case") }
        }
    }
}
