// LocaleTag: recognizes BCP 47 locale names in folder names and file suffixes (`es-es`, `ja`,
// `zh-Hant`, `pl-PL`), without mistaking ordinary folder names (`docs`, `ios`, `api`) for locales.

/// Recognizes and compares BCP 47 locale tags.
public enum LocaleTag {
    /// ISO 639-1 language codes, the first subtag of every tag we accept.
    static let languages: Set<String> = Set(
        ("aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz "
            + "ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii "
            + "ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi "
            + "mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw "
            + "sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk "
            + "ur uz ve vi vo wa wo xh yi yo za zh zu fil").split(separator: " ").map(String.init))

    /// True when `name` is a locale tag: a known language, then subtags of 2–8 letters or digits.
    public static func isLocale(_ name: String) -> Bool {
        // On bytes: a locale tag is ASCII (language codes are; other parts must be letters and
        // digits), and this runs for every path segment of every link.
        let parts = Array(name.utf8).split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        guard let first = parts.first, first.allSatisfy({ $0 < 0x80 }),
            languages.contains(String(decoding: first.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self))
        else { return false }
        for part in parts.dropFirst() {
            guard (2...8).contains(part.count),
                part.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) })
            else { return false }
        }
        return true
    }

    /// Two tags name the same locale when they are equal ignoring case (`es-es` = `es-ES`).
    public static func same(_ lhs: String, _ rhs: String) -> Bool {
        lhs.lowercased() == rhs.lowercased()
    }

    /// The conventional spelling: language lower case, region upper case, script title case
    /// (`es-es` → `es-ES`, `zh-hant` → `zh-Hant`).
    public static func canonical(_ tag: String) -> String {
        let parts = tag.split(separator: "-")
        guard let first = parts.first else { return tag }
        var result = [first.lowercased()]
        for part in parts.dropFirst() {
            if part.count == 2 {
                result.append(part.uppercased())
            } else if part.count == 4 {
                result.append(part.prefix(1).uppercased() + part.dropFirst().lowercased())
            } else {
                result.append(part.lowercased())
            }
        }
        return result.joined(separator: "-")
    }
}
