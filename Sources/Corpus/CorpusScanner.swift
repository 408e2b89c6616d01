// CorpusScanner: finds the Markdown articles under a folder, detects each locale set's layout,
// and groups every article's files across locales by their path relative to the locale root.
// Symlink loops, unreadable folders and files are reported, never followed forever.

import Diagnostics

/// What discovery found: the article groups and the problems met.
public struct Corpus: Sendable {
    /// The checked folder, absolute.
    public var root: String
    /// Article groups in key order.
    public var groups: [ArticleGroup]
    /// The layouts detected (or forced), for reporting.
    public var layouts: Set<CorpusLayout>
    /// Problems met while walking (unreadable folders, symlink loops).
    public var problems: [Finding]
    /// All locales seen, canonical spelling, sorted.
    public var locales: [String]
    /// The entries the scan saw, for answering link checks without the disk.
    public var paths = CorpusPaths()
}

/// Walks a folder and builds a `Corpus`.
public struct CorpusScanner {
    /// The configuration (layout, ignore globs, locale filter, explicit groups).
    public var configuration: Configuration

    /// Creates a scanner.
    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    private struct Walk {
        var files: [ArticleFile] = []
        var keys: [String] = []
        var loose: [(relative: String, absolute: String)] = []
        var problems: [Finding] = []
        var layouts: Set<CorpusLayout> = []
        var paths = CorpusPaths()
    }

    /// Scans `path`. Throws `ToolError.io` when the path does not exist or cannot be listed at all.
    public func scan(_ path: String) throws -> Corpus {
        let root = FileSystem.absolute(path)
        guard let status = FileSystem.status(root) else {
            throw ToolError(.io, "'\(path)' does not exist")
        }
        var walk = Walk()
        if status.kind == .file {
            let parent = String(root[..<(root.lastIndex(of: "/") ?? root.startIndex)])
            let name = String(root[root.index(after: root.lastIndex(of: "/")!)...])
            walk.loose.append((name, root))
            resolveLoose(&walk, base: parent.isEmpty ? "/" : parent)
            return finish(walk, root: parent.isEmpty ? "/" : parent)
        }
        guard status.kind == .directory else { throw ToolError(.io, "'\(path)' is neither a file nor a folder") }
        do {
            _ = try FileSystem.entries(of: root)
        } catch {
            throw ToolError(.io, "\(error)")
        }
        visit(directory: root, relative: "", ancestors: [], walk: &walk)
        resolveLoose(&walk, base: root)
        return finish(walk, root: root)
    }

    private func finish(_ walk: Walk, root: String) -> Corpus {
        var byKey: [String: [ArticleFile]] = [:]
        var order: [String] = []
        var problems = walk.problems.filter { problem in
            problem.locations.allSatisfy { $0.locale.isEmpty || configuration.includes(locale: $0.locale) }
        }
        // Files in their natural place first, then by path: when two files of one locale map to
        // one article, the one the configuration did not remap is kept, deterministically.
        let entries = zip(walk.files, walk.keys).map { file, key in
            (file: file, key: configuration.groups[file.path] ?? key, remapped: configuration.groups[file.path] != nil)
        }.sorted { ($0.remapped ? 1 : 0, $0.file.path) < ($1.remapped ? 1 : 0, $1.file.path) }
        for (file, key, _) in entries where configuration.includes(locale: file.locale) {
            if let existing = byKey[key]?.first(where: { $0.locale == file.locale }) {
                problems.append(
                    Finding(
                        ruleID: .inputDuplicateLocale, severity: .warning, kind: .input, article: key,
                        message:
                            "'\(file.path)' is a second \(file.locale) file of this article (after '\(existing.path)'); only the first is compared",
                        locations: [FileLocation(locale: file.locale, path: file.path, position: .start)]))
                continue
            }
            if byKey[key] == nil { order.append(key) }
            byKey[key, default: []].append(file)
        }
        let groups = order.sorted().map { ArticleGroup(key: $0, files: byKey[$0]!) }
        let locales = Set(groups.flatMap { $0.files.map(\.locale) }).sorted()
        return Corpus(
            root: root, groups: groups, layouts: walk.layouts, problems: problems, locales: locales, paths: walk.paths)
    }

    private func isMarkdown(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix(".md") || lower.hasSuffix(".markdown")
    }

    /// The locale of a `<name>.<locale>` repository folder, if the name has that form.
    private func repositoryLocale(_ name: String) -> (base: String, locale: String)? {
        guard let dot = name.lastIndex(of: ".") else { return nil }
        let locale = String(name[name.index(after: dot)...])
        let base = String(name[..<dot])
        guard !base.isEmpty, LocaleTag.isLocale(locale) else { return nil }
        return (base, locale)
    }

    private func unreadable(_ path: String, _ reason: String) -> Finding {
        Finding(
            ruleID: .inputUnreadable, severity: .error, kind: .input, article: path,
            message: "cannot read '\(path)': \(reason)",
            locations: [FileLocation(locale: "", path: path, position: .start)])
    }

    /// Lists a folder unless it is one of its own ancestors (a symbolic link loop). A folder
    /// reached twice through different links (a shared folder) is fine. Returns the entries and
    /// the ancestors of its children. `listed` is how the parent's listing gave the folder:
    /// as a folder (no link), or nil when it did not say.
    private func enter(
        _ absolute: String, relative: String, ancestors: Set<FileSystem.Identity>, listed: FileSystem.EntryKind? = nil,
        walk: inout Walk
    ) -> (entries: [Child], ancestors: Set<FileSystem.Identity>)? {
        guard let status = FileSystem.status(absolute) else { return nil }
        if ancestors.contains(status.identity) {
            walk.problems.append(unreadable(relative, "symbolic link loop: the folder contains itself"))
            return nil
        }
        var inner = ancestors
        inner.insert(status.identity)
        do {
            let listing = try FileSystem.listing(of: absolute)
            // Each entry's path is made once, for the record and for the walk.
            let prefix = absolute == "/" ? "" : absolute
            let paths = listing.map { FileSystem.path(prefix, "/", $0.name) }
            walk.paths.recordListing(
                of: absolute, children: paths, kinds: listing.map(\.kind),
                isLink: listed == .directory ? false : FileSystem.isSymbolicLink(absolute))
            var children: [Child] = []
            children.reserveCapacity(listing.count)
            for (entry, path) in zip(listing, paths) where !entry.name.hasPrefix(".") {
                // A link the listing could not tell: its target's kind, and whether it exists.
                var kind = entry.kind
                if kind == nil {
                    kind = FileSystem.status(path)?.kind
                    if kind == .file || kind == .directory { walk.paths.recordExisting(path) }
                }
                children.append(Child(name: entry.name, absolute: path, kind: kind, listed: entry.kind))
            }
            return (children, inner)
        } catch let error as FileSystem.ReadError {
            walk.problems.append(unreadable(relative, error.reason))
            return nil
        } catch {
            walk.problems.append(unreadable(relative, "\(error)"))
            return nil
        }
    }

    /// An entry of a listed folder, hidden ones left out: its name, absolute path, kind (after
    /// following a link; nil when the link dangles) and the kind the listing itself gave.
    private struct Child {
        let name: String
        let absolute: String
        let kind: FileSystem.EntryKind?
        let listed: FileSystem.EntryKind?
    }

    /// Whether a child of `relative` (a path below the checked folder) named `name` is ignored;
    /// its relative path is made only when there are globs to match it against.
    private func isIgnored(_ relative: String, _ name: String) -> Bool {
        !configuration.ignore.isEmpty && configuration.isIgnored(join(relative, name))
    }

    private func join(_ base: String, _ name: String) -> String {
        base.isEmpty ? name : FileSystem.path(base, "/", name)
    }

    private func visit(
        directory absolute: String, relative: String, ancestors: Set<FileSystem.Identity>, walk: inout Walk
    ) {
        guard
            let (entries, inner) = enter(
                absolute, relative: relative.isEmpty ? "." : relative, ancestors: ancestors, walk: &walk)
        else { return }
        var subfolders: [String] = []
        for child in entries where !isIgnored(relative, child.name) {
            switch child.kind {
            case .directory: subfolders.append(child.name)
            case .file where isMarkdown(child.name): walk.loose.append((join(relative, child.name), child.absolute))
            case .other?, nil:
                if isMarkdown(child.name) {
                    walk.problems.append(unreadable(join(relative, child.name), "dangling link or special file"))
                }
            default: break
            }
        }
        let forced = configuration.layout
        let localeFolders = subfolders.filter { LocaleTag.isLocale($0) }
        let repositoryFolders = subfolders.compactMap { name in
            repositoryLocale(name).map { (name, $0.base, $0.locale) }
        }
        let repositoryBases = Dictionary(grouping: repositoryFolders, by: \.1).filter { $0.value.count >= 2 }
        var handled: Set<String> = []
        if (forced == nil && localeFolders.count >= 2) || (forced == .localeRoot && !localeFolders.isEmpty) {
            walk.layouts.insert(.localeRoot)
            for name in localeFolders {
                handled.insert(name)
                collect(
                    locale: LocaleTag.canonical(name), root: absolute + "/" + name, relativeRoot: join(relative, name),
                    keyPrefix: relative, ancestors: inner, walk: &walk)
            }
        } else if (forced == nil || forced == .localeRepository), !repositoryBases.isEmpty {
            walk.layouts.insert(.localeRepository)
            for (base, members) in repositoryBases {
                for (name, _, locale) in members {
                    handled.insert(name)
                    collect(
                        locale: LocaleTag.canonical(locale), root: absolute + "/" + name,
                        relativeRoot: join(relative, name), keyPrefix: join(relative, base), ancestors: inner,
                        walk: &walk)
                }
            }
        }
        for name in subfolders where !handled.contains(name) {
            visit(directory: absolute + "/" + name, relative: join(relative, name), ancestors: inner, walk: &walk)
        }
    }

    /// Collects every Markdown file below a locale root; keys are paths relative to it.
    private func collect(
        locale: String, root: String, relativeRoot: String, keyPrefix: String, ancestors: Set<FileSystem.Identity>,
        walk: inout Walk
    ) {
        let before = walk.files.count
        defer {
            if walk.files.count == before {
                walk.problems.append(
                    Finding(
                        ruleID: .inputEmpty, severity: .warning, kind: .input, article: relativeRoot,
                        message: "locale folder '\(relativeRoot)' contains no Markdown articles",
                        locations: [FileLocation(locale: locale, path: relativeRoot, position: .start)]))
            }
        }
        var stack:
            [(absolute: String, inner: String, ancestors: Set<FileSystem.Identity>, listed: FileSystem.EntryKind?)] =
                [(root, "", ancestors, nil)]
        while let (absolute, inner, parents, listed) = stack.popLast() {
            let relative = join(relativeRoot, inner)
            guard
                let (entries, childAncestors) = enter(
                    absolute, relative: relative, ancestors: parents, listed: listed, walk: &walk)
            else { continue }
            for child in entries.reversed() {
                // The paths below the root are made only for what the walk keeps (and for the
                // ignore globs, when there are any).
                let childInner = { join(inner, child.name) }
                if !configuration.ignore.isEmpty, configuration.isIgnored(join(relativeRoot, childInner())) { continue }
                switch child.kind {
                case .directory:
                    stack.append((child.absolute, childInner(), childAncestors, child.listed))
                case .file where isMarkdown(child.name):
                    let path = childInner()
                    walk.files.append(
                        ArticleFile(
                            locale: locale, path: join(relativeRoot, path), absolutePath: child.absolute,
                            localeRoot: root))
                    walk.keys.append(join(keyPrefix, path))
                case .other?, nil:
                    if isMarkdown(child.name) {
                        walk.problems.append(
                            unreadable(join(relativeRoot, childInner()), "dangling link or special file"))
                    }
                default:
                    break
                }
            }
        }
    }

    /// Files outside locale folders: `<path>.<locale>.md`, else `ms.contentlocale`.
    private func resolveLoose(_ walk: inout Walk, base: String) {
        struct Loose {
            var relative: String
            var absolute: String
            var folder: String
            var name: String
            var suffixKey: String?
            var locale: String?
        }
        let entries = walk.loose.map { relative, absolute -> Loose in
            let name = relative.split(separator: "/").last.map(String.init) ?? relative
            let folder = relative.count > name.count ? String(relative.dropLast(name.count + 1)) : ""
            let stem = name.lowercased().hasSuffix(".markdown") ? String(name.dropLast(9)) : String(name.dropLast(3))
            let fileExtension = String(name.dropFirst(stem.count))
            if configuration.layout != .frontMatter, let dot = stem.lastIndex(of: "."),
                LocaleTag.isLocale(String(stem[stem.index(after: dot)...]))
            {
                let locale = String(stem[stem.index(after: dot)...])
                return Loose(
                    relative: relative, absolute: absolute, folder: folder, name: name,
                    suffixKey: join(folder, String(stem[..<dot]) + fileExtension), locale: locale)
            }
            return Loose(relative: relative, absolute: absolute, folder: folder, name: name)
        }
        let suffixKeys = Set(entries.compactMap(\.suffixKey))
        // Files without a locale suffix: the source of suffixed translations next to it, else
        // grouped by file name across folders (`ms.contentlocale` names the locale) — by full
        // path when one locale has several files of that name.
        var byName: [String: [(Loose, String)]] = [:]
        for entry in entries {
            if let key = entry.suffixKey, let locale = entry.locale {
                walk.layouts.insert(.localeSuffix)
                walk.files.append(
                    ArticleFile(
                        locale: LocaleTag.canonical(locale), path: entry.relative, absolutePath: entry.absolute,
                        localeRoot: base))
                walk.keys.append(key)
                continue
            }
            let locale = frontMatterLocale(entry.absolute).map(LocaleTag.canonical) ?? "und"
            let sameFolderKey = join(entry.folder, entry.name)
            if suffixKeys.contains(sameFolderKey) {
                walk.files.append(
                    ArticleFile(locale: locale, path: entry.relative, absolutePath: entry.absolute, localeRoot: base))
                walk.keys.append(sameFolderKey)
                continue
            }
            byName[entry.name, default: []].append((entry, locale))
        }
        for (name, members) in byName.sorted(by: { $0.key < $1.key }) {
            walk.layouts.insert(.frontMatter)
            let locales = members.map(\.1)
            let byPath = Set(locales).count < locales.count
            for (entry, locale) in members {
                walk.files.append(
                    ArticleFile(locale: locale, path: entry.relative, absolutePath: entry.absolute, localeRoot: base))
                walk.keys.append(byPath ? entry.relative : name)
            }
        }
        walk.loose.removeAll()
    }

    /// `ms.contentlocale` from the first 8 KiB of a file, if present.
    private func frontMatterLocale(_ path: String) -> String? {
        guard let bytes = try? FileSystem.readPrefix(path, count: 8192) else { return nil }
        let head = String(decoding: bytes, as: UTF8.self)
        guard head.hasPrefix("---") else { return nil }
        for line in head.split(separator: "\n").dropFirst() {
            if line.hasPrefix("---") { break }
            if line.hasPrefix("ms.contentlocale:") {
                let value = line.dropFirst("ms.contentlocale:".count).trimmingCharacters(in: " \t\r\"'")
                return LocaleTag.isLocale(value) ? value : nil
            }
        }
        return nil
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: String) -> String {
        let characters = Set(set)
        return String(drop { characters.contains($0) }.reversed().drop { characters.contains($0) }.reversed())
    }
}
