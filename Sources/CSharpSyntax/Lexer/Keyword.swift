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
