// The catalogue of syntax diagnostic ids used by the C# snippet lexer and parser.

/// A stable diagnostic id. C# compiler ids where the meaning matches; `CSP…` ids are our own.
public struct DiagnosticID: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The id text, e.g. `CS1002`.
    public var rawValue: String
    /// Wraps an id text.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The id text.
    public var description: String { rawValue }

    /// Identifier expected.
    public static let identifierExpected = DiagnosticID(rawValue: "CS1001")
    /// `;` expected.
    public static let semicolonExpected = DiagnosticID(rawValue: "CS1002")
    /// Syntax error, a specific token expected (e.g. `,`), or an unexpected separator.
    public static let tokenExpected = DiagnosticID(rawValue: "CS1003")
    /// Newline in constant (unterminated regular string or character literal).
    public static let newlineInConstant = DiagnosticID(rawValue: "CS1010")
    /// Empty character literal.
    public static let emptyCharLiteral = DiagnosticID(rawValue: "CS1011")
    /// Too many characters in character literal.
    public static let tooManyCharacters = DiagnosticID(rawValue: "CS1012")
    /// Invalid number.
    public static let invalidNumber = DiagnosticID(rawValue: "CS1013")
    /// Type or namespace definition, or end-of-file expected.
    public static let endOfFileExpected = DiagnosticID(rawValue: "CS1022")
    /// `)` expected.
    public static let closeParenExpected = DiagnosticID(rawValue: "CS1026")
    /// Preprocessor directive expected / malformed.
    public static let badDirective = DiagnosticID(rawValue: "CS1024")
    /// Type expected.
    public static let typeExpected = DiagnosticID(rawValue: "CS1031")
    /// End-of-file found, `*/` expected.
    public static let unterminatedComment = DiagnosticID(rawValue: "CS1035")
    /// Unterminated string literal.
    public static let unterminatedString = DiagnosticID(rawValue: "CS1039")
    /// Unexpected character.
    public static let unexpectedCharacter = DiagnosticID(rawValue: "CS1056")
    /// `{` expected.
    public static let openBraceExpected = DiagnosticID(rawValue: "CS1514")
    /// `}` expected.
    public static let closeBraceExpected = DiagnosticID(rawValue: "CS1513")
    /// Invalid token in a class, struct or interface member declaration.
    public static let invalidMemberToken = DiagnosticID(rawValue: "CS1519")
    /// Invalid expression term.
    public static let invalidExpressionTerm = DiagnosticID(rawValue: "CS1525")
    /// Expected expression.
    public static let expressionExpected = DiagnosticID(rawValue: "CS1733")
    /// `]` expected.
    public static let closeBracketExpected = DiagnosticID(rawValue: "CS0443")
    /// Embedded statement cannot be a declaration or labeled statement / invalid statement start.
    public static let invalidStatement = DiagnosticID(rawValue: "CS1023")
    /// Our own: unexpected code skipped during recovery.
    public static let unexpectedCode = DiagnosticID(rawValue: "CSP0001")
    /// Our own: nesting deeper than the parser's limit.
    public static let nestingTooDeep = DiagnosticID(rawValue: "CSP0002")
    /// Our own: too many diagnostics; further ones suppressed.
    public static let tooManyDiagnostics = DiagnosticID(rawValue: "CSP0003")
    /// Our own: pattern expected.
    public static let patternExpected = DiagnosticID(rawValue: "CSP0004")
}

extension DiagnosticID {
    /// A `new` expression requires `()`, `[]` or `{}` after the type.
    public static let newRequiresArguments = DiagnosticID(rawValue: "CS1526")
    /// `catch` or `finally` expected.
    public static let catchOrFinallyExpected = DiagnosticID(rawValue: "CS1524")
    /// Our own (warning): a declaration written without a body, as documentation signatures are.
    public static let signatureOnly = DiagnosticID(rawValue: "CSP0005")
    /// Our own (warning): a closing `}` left out after a trailing elision.
    public static let closingBraceElided = DiagnosticID(rawValue: "CSP0006")
    /// `get` or `set` accessor expected.
    public static let accessorExpected = DiagnosticID(rawValue: "CS1014")
}
