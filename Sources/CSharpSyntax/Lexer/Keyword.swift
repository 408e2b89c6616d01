// The C# keyword tables: reserved keywords, contextual keywords, predefined types, modifiers.

/// Keyword tables of the C# language.
public enum CSharpKeywords {
    /// Reserved keywords: always lexed as `.keyword`.
    public static let reserved: Set<String> = [
        "abstract", "as", "base", "bool", "break", "byte", "case", "catch", "char", "checked", "class", "const",
        "continue", "decimal", "default", "delegate", "do", "double", "else", "enum", "event", "explicit",
        "extern", "false", "finally", "fixed", "float", "for", "foreach", "goto", "if", "implicit", "in", "int",
        "interface", "internal", "is", "lock", "long", "namespace", "new", "null", "object", "operator", "out",
        "override", "params", "private", "protected", "public", "readonly", "ref", "return", "sbyte", "sealed",
        "short", "sizeof", "stackalloc", "static", "string", "struct", "switch", "this", "throw", "true", "try",
        "typeof", "uint", "ulong", "unchecked", "unsafe", "ushort", "using", "virtual", "void", "volatile",
        "while",
    ]

    /// Contextual keywords: lexed as identifiers, recognised by the parser where they have meaning.
    public static let contextual: Set<String> = [
        "add", "alias", "and", "args", "ascending", "async", "await", "by", "descending", "dynamic", "equals",
        "file", "from", "get", "global", "group", "init", "into", "join", "let", "managed", "nameof", "nint",
        "not", "notnull", "nuint", "on", "or", "orderby", "partial", "record", "remove", "required", "scoped",
        "select", "set", "unmanaged", "value", "var", "when", "where", "with", "yield",
    ]

    /// Keywords naming predefined types.
    static let predefinedTypes: Set<String> = [
        "bool", "byte", "char", "decimal", "double", "float", "int", "long", "object", "sbyte", "short", "string",
        "uint", "ulong", "ushort", "void",
    ]

    /// Member and type modifiers (reserved keywords; contextual ones are checked separately).
    static let modifiers: Set<String> = [
        "abstract", "extern", "internal", "new", "override", "private", "protected", "public", "readonly",
        "sealed", "static", "unsafe", "virtual", "volatile", "const", "fixed", "ref",
    ]

    /// Contextual modifiers.
    static let contextualModifiers: Set<String> = ["async", "partial", "required", "file"]
}

// The tables above as tests of a word's code, for the parser, which asks them for most tokens:
// a switch over constants, where a set of strings hashed the token's text on every question
// (and read the set through `swift_once`). A test checks each against its table.
extension WordCode {
    /// Whether the word names a predefined type (`CSharpKeywords.predefinedTypes`).
    var isPredefinedType: Bool {
        switch self {
        case "bool", "byte", "char", "decimal", "double", "float", "int", "long", "object", "sbyte", "short", "string",
            "uint", "ulong", "ushort", "void":
            true
        default: false
        }
    }

    /// Whether the word is a member or type modifier (`CSharpKeywords.modifiers`).
    var isModifier: Bool {
        switch self {
        case "abstract", "extern", "internal", "new", "override", "private", "protected", "public", "readonly",
            "sealed", "static", "unsafe", "virtual", "volatile", "const", "fixed", "ref":
            true
        default: false
        }
    }

    /// Whether the word is a contextual modifier (`CSharpKeywords.contextualModifiers`).
    var isContextualModifier: Bool {
        switch self {
        case "async", "partial", "required", "file": true
        default: false
        }
    }
}
