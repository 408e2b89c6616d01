// The shapes of code a documentation snippet can have.

/// Which shape of code a snippet is.
public enum SnippetForm: String, Sendable, Hashable {
    /// Usings, namespaces and type declarations only.
    case compilationUnit
    /// Class members (fields, properties, methods, …), possibly with type declarations.
    case members
    /// Statements only.
    case statements
    /// Members and statements mixed (e.g. fields, then statements).
    case mixed
    /// One expression without a trailing `;`.
    case expression
}
