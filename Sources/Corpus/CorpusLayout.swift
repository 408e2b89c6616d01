// CorpusLayout: the four ways a localized docs tree can say which locale a file is in.

/// How files are assigned to locales.
public enum CorpusLayout: String, Sendable, Codable, CaseIterable {
    /// `ROOT/<locale>/<path>.md`.
    case localeRoot = "locale-root"
    /// `ROOT/<name>.<locale>/<path>.md` (one repository per locale).
    case localeRepository = "locale-repository"
    /// `<path>.<locale>.md`.
    case localeSuffix = "locale-suffix"
    /// The `ms.contentlocale` front-matter key.
    case frontMatter = "front-matter"
}
