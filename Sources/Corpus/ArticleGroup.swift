// ArticleGroup: one article across its locales — the unit every check works on.

/// One locale's file of an article.
public struct ArticleFile: Sendable, Hashable {
    /// The locale, canonical spelling (`es-ES`).
    public var locale: String
    /// Path relative to the checked folder, `/`-separated (for reports).
    public var path: String
    /// Absolute path on disk.
    public var absolutePath: String
    /// Absolute path of this locale's tree root (for resolving `~/` and relative links).
    public var localeRoot: String

    /// Creates an article file.
    public init(locale: String, path: String, absolutePath: String, localeRoot: String) {
        self.locale = locale
        self.path = path
        self.absolutePath = absolutePath
        self.localeRoot = localeRoot
    }
}

/// The same article in several locales.
public struct ArticleGroup: Sendable, Hashable {
    /// The group key: the article's path relative to the locale root, e.g. `transitions/transitions.md`.
    public var key: String
    /// The locales' files, sorted by locale.
    public var files: [ArticleFile]

    /// Creates a group; files are sorted by locale for determinism.
    public init(key: String, files: [ArticleFile]) {
        self.key = key
        self.files = files.sorted { ($0.locale.lowercased(), $0.path) < ($1.locale.lowercased(), $1.path) }
    }
}
