// LinkChecks: `link.broken` — relative link targets that do not exist in a locale's tree. A
// target missing in some locales only is drift; one missing everywhere is a single article
// defect, at note severity (the checked tree may be partial); media in a folder no locale has
// are kept outside the checked tree and are not reported.

import Diagnostics
import DocModel

extension CheckContext {
    /// The file part of a relative link target, or nil for external links and in-page anchors.
    static func relativeFile(_ target: String) -> String? {
        // On UTF-8 bytes: this runs for every link of every locale.
        var text = target
        let cut = text.withUTF8 { bytes -> Int? in
            guard let first = bytes.first, first != UInt8(ascii: "#"), first != UInt8(ascii: "/") else { return nil }
            // `scheme:` (no `/` or `.` before the colon) is an external link.
            for (index, byte) in bytes.enumerated() {
                if byte == UInt8(ascii: ":") {
                    if index > 0 { return nil }
                    break
                }
                if byte == UInt8(ascii: "/") || byte == UInt8(ascii: ".") { break }
            }
            return bytes.firstIndex { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "?") } ?? bytes.count
        }
        guard let cut else { return nil }
        let path = (cut == target.utf8.count ? target : String(decoding: target.utf8.prefix(cut), as: UTF8.self))
            .removingPercentEncodingSimple()
        return path.isEmpty ? nil : path
    }

    /// Whether `target` is media (not an article) in a folder that no locale linking it has: the
    /// media are kept outside what was checked (another repository, a checkout without them), so
    /// whether the file exists cannot be told. An article's link to another article is always
    /// checked, and so is a target in the article's own folder.
    func isOutsideTree(_ target: String, linkedIn locales: [Int]) -> Bool {
        let lower = target.lowercased()
        guard !lower.hasSuffix(".md"), !lower.hasSuffix(".markdown"), !lower.hasSuffix(".yml"),
            let slash = target.utf8.lastIndex(of: UInt8(ascii: "/"))
        else { return false }
        let folder = String(target[..<slash])
        guard !folder.isEmpty, folder != "~", !folder.hasSuffix("..") else { return false }
        return locales.allSatisfy { articles[$0].linkTargetExists?(folder) == false }
    }

    mutating func checkLinks() {
        // Each target file once, in the order first seen, with each locale's first link to it
        // (where, and whether the file is missing there): one dictionary lookup per link.
        var targets: [String] = []
        var targetNumbers: [String: Int] = [:]
        var links: [[(position: SourceLocation, missing: Bool)?]] = []
        for (index, article) in articles.enumerated() {
            guard let exists = article.linkTargetExists else { continue }
            for item in article.document.inlineItems {
                guard case .link(let target) = item.kind, let file = Self.relativeFile(target) else { continue }
                let number =
                    targetNumbers[file]
                    ?? {
                        targetNumbers[file] = targets.count
                        targets.append(file)
                        links.append(Array(repeating: nil, count: articles.count))
                        return targets.count - 1
                    }()
                if links[number][index] == nil { links[number][index] = (item.position, !exists(file)) }
            }
        }
        func position(_ number: Int, _ locale: Int) -> SourceLocation? { links[number][locale]?.position }
        // Targets missing in every locale: one note per article, since the tree may be partial.
        var missingEverywhere: [(target: Int, locale: Int)] = []
        for (number, target) in targets.enumerated() {
            let having = articles.indices.filter { links[number][$0] != nil }
            let broken = having.filter { links[number][$0]?.missing == true }
            guard !broken.isEmpty, !isOutsideTree(target, linkedIn: having) else { continue }
            // A target no locale's tree has is missing everywhere, however many locales link it:
            // the tree may be partial, so it is the article's note, not one locale's error.
            let existsSomewhere =
                broken.count < having.count
                || articles.indices.contains {
                    links[number][$0] == nil && articles[$0].linkTargetExists?(target) == true
                }
            if !existsSomewhere {
                missingEverywhere.append((number, broken.contains(reference) ? reference : broken[0]))
            } else {
                let fine = articles.indices.filter { links[number][$0]?.missing != true }
                drift(
                    .linkBroken, "link target '\(target)' does not exist in this locale's tree",
                    drifted: broken.map { ($0, position(number, $0)!) },
                    referencePosition: position(number, reference),
                    groups: [
                        LocaleGroup(locales: fine.map { articles[$0].locale }, value: "exists or not linked"),
                        LocaleGroup(locales: broken.map { articles[$0].locale }, value: "missing"),
                    ])
            }
        }
        guard let first = missingEverywhere.first else { return }
        let count = missingEverywhere.count
        let listed = missingEverywhere.prefix(10).map { entry in
            "'\(targets[entry.target])' (\(articles[entry.locale].locale) line \(position(entry.target, entry.locale)!.line))"
        }
        findings.append(
            Finding(
                ruleID: .linkBroken, severity: .note, kind: .defect, article: article,
                message: count == 1
                    ? "link target '\(targets[first.target])' does not exist in any locale's tree"
                    : "\(count) link targets do not exist in any locale's tree",
                locations: [articles[first.locale].location(position(first.target, first.locale)!)],
                notes: (count == 1 ? [] : listed + (count > 10 ? ["and \(count - 10) more"] : []))
                    + [
                        "missing in every locale (\(articles.map(\.locale).joined(separator: ", "))); the checked tree may be partial"
                    ]))
    }
}

extension String {
    /// `%20`-style escapes decoded; invalid escapes kept as written.
    fileprivate func removingPercentEncodingSimple() -> String {
        // The test on contiguous bytes: a string's UTF-8 view is iterated at ten times the cost.
        var text = self
        guard text.withUTF8({ $0.contains(0x25) }) else { return self }
        var bytes: [UInt8] = []
        var iterator = Array(utf8)[...]
        while let byte = iterator.first {
            iterator = iterator.dropFirst()
            if byte == 0x25, iterator.count >= 2,
                let value = UInt8(String(decoding: iterator.prefix(2), as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                iterator = iterator.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
