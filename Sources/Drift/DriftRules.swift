// DriftRules: the catalogue of structural, code, metadata and input rules, each with a
// triggering and a non-triggering example. The examples are the rules' documentation
// (`docparity explain`, docs/rules.md) and their tests.

import Diagnostics

/// The rules this module checks.
public enum DriftRules {
    private static func three(_ reference: String, _ drifted: String, _ third: String? = nil) -> RuleExample {
        RuleExample([("en-US", reference), ("es-ES", third ?? reference), ("fr-FR", drifted)])
    }

    private static let front =
        "---\ntitle: T\nms.assetid: A1\nms.lasthandoff: 06/05/2018\nms.sourcegitcommit: abc\n---\n"

    /// All drift and input rules, in documentation order.
    public static let catalogue = RuleCatalogue([
        RuleDescriptor(
            id: "structure.article-missing", defaultSeverity: .warning,
            summary: "an article is missing in some locales",
            explanation:
                "The article exists in most of the tree's locales but not in these (no file, or a redirect stub with `redirect_url`). One finding for the article; its present locales are still compared with each other. (Its examples need a tree of several articles; they are tested end to end.)"
        ),
        RuleDescriptor(
            id: "structure.article-orphaned", defaultSeverity: .warning,
            summary: "an article exists only in a minority of locales",
            explanation:
                "The article exists in at most half of the tree's locales: it was most likely removed or moved in the source, and these translations were left behind (the others may hold redirect stubs with `redirect_url`). One finding for the article, and nothing else is reported for it. (Its examples need a tree of several articles; they are tested end to end.)"
        ),
        RuleDescriptor(
            id: "structure.heading-missing", defaultSeverity: .error, summary: "a heading of the reference is missing",
            explanation:
                "Headings are aligned across locales by sequence alignment; a heading the reference locale has and another locale lacks is reported once, at the place it should be.",
            triggering: three("# Title\n\n## Setup\n\ntext\n\n## Usage\n", "# Titre\n\n## Usage\n"),
            nonTriggering: three("# Title\n\n## Setup\n\n## Usage\n", "# Titre\n\n## Installation\n\n## Utilisation\n")),
        RuleDescriptor(
            id: "structure.heading-extra", defaultSeverity: .error, summary: "a heading the reference does not have",
            explanation: "A heading present in some locales but not in the reference locale.",
            triggering: three("# Title\n\n## Usage\n", "# Titre\n\n## Notes\n\n## Utilisation\n"),
            nonTriggering: three("# Title\n\n## Usage\n", "# Titre\n\n## Utilisation\n")),
        RuleDescriptor(
            id: "structure.heading-moved", defaultSeverity: .warning,
            summary: "a heading of the reference is in another place",
            explanation:
                "The alignment keeps the reference's order, so a section a locale has in another place would show as missing where the reference has it and as extra where the locale has it. A heading named the same (its anchor, else its text) that one locale lacks at one place and has at another is one finding, at the locale's heading, with the reference's as the related location. What the section held that moved with it is no difference; what does not reappear at the other place is folded under the move.",
            triggering: three(
                "# T\n\n## <a name=\"a\"></a>A\n\none\n\n## <a name=\"b\"></a>B\n\ntwo\n",
                "# T\n\n## <a name=\"b\"></a>B2\n\ndeux\n\n## <a name=\"a\"></a>A2\n\nun\n"),
            nonTriggering: three(
                "# T\n\n## <a name=\"a\"></a>A\n\none\n\n## <a name=\"b\"></a>B\n\ntwo\n",
                "# T\n\n## <a name=\"a\"></a>A2\n\nun\n\n## <a name=\"b\"></a>B2\n\ndeux\n")),
        RuleDescriptor(
            id: "structure.heading-level", defaultSeverity: .warning, summary: "an aligned heading has another level",
            explanation: "The same heading at another level changes the outline and the table of contents.",
            triggering: three("# Title\n\n## Usage\n", "# Titre\n\n### Utilisation\n"),
            nonTriggering: three("# Title\n\n## Usage\n", "# Titre\n\n## Utilisation\n")),
        RuleDescriptor(
            id: "structure.anchor-mismatch", defaultSeverity: .warning, summary: "an explicit anchor differs",
            explanation:
                "Explicit anchors (`<a name=\"…\"></a>` in a heading, or `{#id}`) are link targets; they must be the same in every locale, or links into the page break. A heading's anchor is compared with its heading (without the `no-loc` the localization pipeline leaves in anchors made from `:::no-loc(…):::` markup); an anchor outside headings (`<a name=\"x\"></a>` on a line of its own) is compared by name: one the reference has and a locale has nowhere, as an anchor or a heading's anchor, is reported in that locale, with the anchors only it has (where a renamed one now is).",
            triggering: three("## <a name=\"setup\"></a>Setup\n", "## <a name=\"installation\"></a>Installation\n"),
            nonTriggering: three("## <a name=\"setup\"></a>Setup\n", "## <a name=\"setup\"></a>Installation\n")),
        RuleDescriptor(
            id: "structure.alert-mismatch", defaultSeverity: .warning,
            summary: "a DocFX alert is missing or of another type",
            explanation:
                "Alerts (`> [!NOTE]`, `[!TIP]`, `[!IMPORTANT]`, `[!WARNING]`, `[!CAUTION]`) carry weight; a warning turned into a note, or dropped, is drift. A locale that writes the alert the old way, as a paragraph opening with a short bold label (`**Avertissement :**`, `>💡 **Porada**:`), where the reference has it, is told so at that paragraph rather than that the alert is missing.",
            triggering: three("# T\n\n> [!WARNING]\n> Back up first.\n", "# T\n\n> [!NOTE]\n> Sauvegardez d'abord.\n"),
            nonTriggering: three(
                "# T\n\n> [!WARNING]\n> Back up first.\n", "# T\n\n> [!WARNING]\n> Sauvegardez d'abord.\n")),
        RuleDescriptor(
            id: "structure.include-mismatch", defaultSeverity: .error, summary: "an include or code include differs",
            explanation:
                "`[!include[…](path)]` and `[!code-lang[…](path#region)]` pull content in; another path means other content.",
            triggering: three(
                "# T\n\n[!include[intro](../includes/intro.md)]\n",
                "# T\n\n[!include[intro](../includes/old-intro.md)]\n"),
            nonTriggering: three(
                "# T\n\n[!include[intro](../includes/intro.md)]\n",
                "# T\n\n[!include[introduction](../includes/intro.md)]\n")),
        RuleDescriptor(
            id: "structure.zone-mismatch", defaultSeverity: .error, summary: "a zone or row/column marker differs",
            explanation:
                "`::: zone pivot=\"…\"` / `::: zone-end` and `:::row:::` / `:::column:::` decide what a reader sees; another pivot shows other content. DocFX tabs (`# [Visual Studio](#tab/vswin)` … `---`) are markers too (`tab vswin`). A locale with tabs where the reference has zone pivots, or the other way round (docs sets moved from tabs to pivots; a translation made before the move keeps its tabs), is one finding at its first marker: the two layouts have no common markers, and what their passages hold is not paired across them, so every marker difference and every difference of that locale inside its passages or the reference's is folded under it.",
            triggering: three(
                "::: zone pivot=\"windows\"\n\nText\n\n::: zone-end\n",
                "::: zone pivot=\"macos\"\n\nTexte\n\n::: zone-end\n"),
            nonTriggering: three(
                "::: zone pivot=\"windows\"\n\nText\n\n::: zone-end\n",
                "::: zone pivot=\"windows\"\n\nTexte\n\n::: zone-end\n")),
        RuleDescriptor(
            id: "structure.list-items", defaultSeverity: .warning,
            summary: "an aligned list has another number of items",
            explanation:
                "Steps lost or added in a translation: the lists are aligned and their item counts compared. A list a locale's Markdown breaks in parts — a code block, image or alert between two items indented less than the items' text, or a bullet of another character (`*` after `-`) — whose parts hold the reference's items between them is one finding, at the break, saying why; no item is reported missing or extra. So is a nested list a locale flattens: a sub-item indented less than the text of the item above it (` - Debug` then `  - …`) is the next item of the same list, and the locale's list differences there fold under one finding at that sub-item.",
            triggering: three("# T\n\n1. Open\n2. Build\n3. Run\n", "# T\n\n1. Ouvrir\n2. Exécuter\n"),
            nonTriggering: three("# T\n\n1. Open\n2. Build\n3. Run\n", "# T\n\n1. Ouvrir\n2. Compiler\n3. Exécuter\n")),
        RuleDescriptor(
            id: "structure.table-shape", defaultSeverity: .warning, summary: "an aligned table has another shape",
            explanation: "Rows or columns lost in a table; GitHub tables are compared by rows × columns.",
            triggering: three("| a | b |\n|---|---|\n| 1 | 2 |\n", "| a | b | c |\n|---|---|---|\n| 1 | 2 | 3 |\n"),
            nonTriggering: three("| a | b |\n|---|---|\n| 1 | 2 |\n", "| x | y |\n|---|---|\n| 1 | 2 |\n")),
        RuleDescriptor(
            id: "media.image-mismatch", defaultSeverity: .warning, summary: "an image is missing or points elsewhere",
            explanation:
                "Images are compared by target only; alt text and titles are translated and never compared. An image a locale wrote but that does not render — its title holds quotes inside its quotes (`![Menü \"Datei\"](a.png \"Menü \"Datei\"\")`), or it is indented into a code block — is reported as such, at its own line, rather than as missing.",
            triggering: three("# T\n\n![Screen](images/new.png)\n", "# T\n\n![Écran](images/old.png)\n"),
            nonTriggering: three(
                "# T\n\n![Screen](images/new.png \"Title\")\n", "# T\n\n![Écran](images/new.png \"Titre\")\n")),
        RuleDescriptor(
            id: "link.target-mismatch", defaultSeverity: .warning, summary: "a section links to other targets",
            explanation:
                "Within each aligned section, the link targets each locale has are compared, not how often it links each (a translation that links a term once where the reference links it in two sentences differs in nothing a reader follows; link text is translated and ignored). Two targets are equal when they differ only in: a locale segment (`/es-es/`), a trailing `/`, a `#lightbox` suffix, the scheme (`http` or `https`), the case of the host or of a percent escape, an unreserved character written as an escape (`%7E` for `~`), how the query escapes a character (`?term=a%2Bb` and `?term=a+b`), the docs' own host (`https://docs.microsoft.com/xamarin/x` is `/xamarin/x`; `docs-hosts` in the configuration lists those hosts, by default docs.microsoft.com and learn.microsoft.com), or the letter case of a fragment and `_` written for `-` in it (`#Caching_Images` is `#caching-images`: older translations link the explicit anchors the source once had, which they keep above the renamed headings; DocFX tab ids such as `#tab/windows` are compared as written). An in-page link to an explicit anchor on its own line right above a heading (`<a name=\"array\" />` over `## <a name=\"arrays\"></a>…`, what older translations keep of the source's former anchors) is a link to that heading's anchor. Where some locale of a section links an article from the docs root (`~/a/b/x.md`), a relative link to the same file (`x.md` in `docs/a/b/`) is that target. A link around an image that some locale lacks (a download badge) is not compared: the image's `media.image-mismatch` finding stands for it. Anything else — another page, host, query or fragment — differs. Messages quote each target as its locale writes it, so it can be found in the file. What lies under a heading or in an alert that only some locales have is compared apart from the rest of its section (the same for inline code): its differences fold under that heading's or alert's finding, and do not blur the section's own.",
            triggering: three("# T\n\nSee [setup](setup.md).\n", "# T\n\nVoir [installation](install.md).\n"),
            nonTriggering: three("# T\n\nSee [setup](setup.md).\n", "# T\n\nVoir [l'installation](setup.md).\n")),
        RuleDescriptor(
            id: "link.malformed", defaultSeverity: .warning,
            summary: "a link does not render: a space between ']' and '('",
            explanation:
                "Machine translation writes links as `[ `Measure` ] (XREF: Xamarin.Forms . VisualElement. Measure)`: with a space between `]` and `(` the text is no link. An xref or URL whose closing parenthesis translation dropped is damaged too, up to its first `)`. Where another locale links the same target in the aligned section (compared without letter case or white space; an xref whose parameters translation changed, or into which it put words of its own, by its member before the parameter list), the damaged link stands for it when the sections' link targets are compared, so the locale whose links work is not reported as having extra ones, and this finding reports the damage in the locale that has it, with each damaged link's line.",
            triggering: three("See [setup](xref:App.Setup).\n", "Voir [installation] (xref: App. Setup).\n"),
            nonTriggering: three("See [setup](xref:App.Setup).\n", "Voir [installation](xref:App.Setup).\n")),
        RuleDescriptor(
            id: "link.broken", defaultSeverity: .error,
            summary: "a relative link target does not exist in the locale's tree",
            explanation:
                "Relative targets (and `~/` targets, from the locale root) are resolved in each locale's own tree. A target missing in some locales' trees only is drift in those that link it; targets that no locale's tree has, however many locales link them, are listed in one note per article, since the checked tree may be partial; when several articles have such a note, the run reports one note (at the first article's) with each article's folded under it, and `--expand` reports them one by one. Media (any target but a Markdown or YAML file) in a folder that no locale linking it has (`images/x.png` where there is no `images/`) are kept outside what was checked, in another repository or a checkout without them, and are not reported: whether they exist cannot be told. Links to articles are always checked. A target is matched byte for byte against the names found in the checked tree, as a case-sensitive web server matches it: a link that differs from the file's name in case or in Unicode spelling is broken even where the disk would accept it. Targets outside the checked tree, or in folders it skips (hidden or ignored ones), are looked up on the disk.",
            triggering: RuleExample(
                [
                    ("en-US", "See [setup](setup.md).\n"), ("es-ES", "Ver [instalación](setup.md).\n"),
                    ("fr-FR", "Voir [installation](setup.md).\n"),
                ],
                files: ["en-US": ["setup.md"], "es-ES": ["setup.md"], "fr-FR": []]),
            nonTriggering: RuleExample(
                [
                    ("en-US", "See [setup](setup.md).\n"), ("es-ES", "Ver [instalación](setup.md).\n"),
                    ("fr-FR", "Voir [installation](setup.md#step).\n"),
                ],
                files: ["en-US": ["setup.md"], "es-ES": ["setup.md"], "fr-FR": ["setup.md"]])),
        RuleDescriptor(
            id: "inline.code-mismatch", defaultSeverity: .warning,
            summary: "a section names other identifiers in inline code",
            explanation:
                "Inline code spans name API; machine translation sometimes translates or renames them. Compared per aligned section: which spans a locale has, not how often it repeats each; a run of spaces or tabs, or a no-break space, inside a span is one space.",
            triggering: three(
                "# T\n\nSet `TransitioningDelegate` first.\n", "# T\n\nDéfinissez d'abord `DéléguéDeTransition`.\n"),
            nonTriggering: three(
                "# T\n\nSet `TransitioningDelegate` first.\n", "# T\n\nD'abord, définissez `TransitioningDelegate`.\n")),
        RuleDescriptor(
            id: "code.block-missing", defaultSeverity: .error, summary: "a code block of the reference is missing",
            explanation:
                "Code blocks are aligned by content; one the reference has and a locale lacks is reported once.",
            triggering: three(
                "# T\n\n```csharp\nvar a = 1;\n```\n\n```csharp\nvar b = 2;\n```\n",
                "# T\n\n```csharp\nvar b = 2;\n```\n"),
            nonTriggering: three("# T\n\n```csharp\nvar a = 1;\n```\n", "# T\n\n```csharp\nvar a = 1;\n```\n")),
        RuleDescriptor(
            id: "code.block-extra", defaultSeverity: .error, summary: "a code block the reference does not have",
            explanation:
                "A code block present in some locales but not in the reference locale. A block of one line that holds exactly an inline code span the reference has in that section (and the locale lacks) is that span written as a block: one finding, at warning, that says so, with the section's inline-code finding under it.",
            triggering: three(
                "# T\n\n```csharp\nvar a = 1;\n```\n",
                "# T\n\n```csharp\nvar a = 1;\n```\n\n```csharp\nvar old = 0;\n```\n"),
            nonTriggering: three("# T\n\n```csharp\nvar a = 1;\n```\n", "# T\n\n```csharp\nvar a = 1;\n```\n")),
        RuleDescriptor(
            id: "code.block-moved", defaultSeverity: .warning,
            summary: "a code block is in another place than in the reference",
            explanation:
                "A block the source moved to another section shows as missing where the reference has it and as extra where the locale still has it; when both hold the same code (comments and spacing aside), they are this one finding, at the locale's block, with the reference's place as its related location (a block that moved with its whole section is no difference: `structure.heading-moved`). A warning: the code is there, in the place an older source had it.",
            triggering: three(
                "# T\n\n## <a name=\"a\"></a>A\n\n```sh\nmake\n```\n\n## <a name=\"b\"></a>B\n\nText.\n",
                "# T\n\n## <a name=\"a\"></a>A\n\nTexte.\n\n## <a name=\"b\"></a>B\n\n```sh\nmake\n```\n"),
            nonTriggering: three(
                "# T\n\n## <a name=\"a\"></a>A\n\n```sh\nmake\n```\n",
                "# T\n\n## <a name=\"a\"></a>A\n\n```sh\nmake\n```\n")),
        RuleDescriptor(
            id: "code.language-mismatch", defaultSeverity: .warning, summary: "a code block's fence language differs",
            explanation:
                "The fence language decides highlighting and sample extraction; `cs`, `c#` and `csharp` count as the same.",
            triggering: three("```csharp\nvar a = 1;\n```\n", "```java\nvar a = 1;\n```\n"),
            nonTriggering: three("```csharp\nvar a = 1;\n```\n", "```cs\nvar a = 1;\n```\n")),
        RuleDescriptor(
            id: "code.token-drift", defaultSeverity: .error, summary: "a C# block's tokens differ",
            explanation:
                "C# blocks are lexed and compared as token sequences, comments, whitespace and preprocessor lines dropped: identifiers, keywords, operators and numbers must match. Re-indenting, moving a brace or translating a comment is not drift; a renamed method, a changed number or a lost line is. The finding names the first stretch of tokens that differs, per locale group (found by a diff of the tokens, so that four dropped `;` are four places, not one block changed from the first to the last), and the number of places when there are several; where tokens are missing, it names what they are missing after, and points at the end of the token before the gap.",
            triggering: three(
                "```csharp\nvar animator = GetAnimationController ();\n```\n",
                "```csharp\nvar animator = PresentingController ();\n```\n"),
            nonTriggering: three(
                "```csharp\n// create the animator\nvar animator = GetAnimationController ();\n```\n",
                "```csharp\n    /* créer l'animateur */\n    var animator  =\n        GetAnimationController ();\n```\n"
            )),
        RuleDescriptor(
            id: "code.string-drift", defaultSeverity: .warning, summary: "a C# block's string literals differ",
            explanation:
                "When a C# block's tokens agree but its string literals do not. Reported at a lower severity, since user-facing strings are sometimes translated on purpose.",
            triggering: three(
                "```csharp\nConsole.WriteLine (\"transition completed\");\n```\n",
                "```csharp\nConsole.WriteLine (\"transition terminée\");\n```\n"),
            nonTriggering: three(
                "```csharp\nConsole.WriteLine (\"transition completed\"); // log\n```\n",
                "```csharp\nConsole.WriteLine (\"transition completed\"); // journal\n```\n")),
        RuleDescriptor(
            id: "code.markup-drift", defaultSeverity: .error, summary: "an XML or XAML block differs as a tree",
            explanation:
                "XML and XAML blocks are parsed with libxml2 and compared as trees: elements and attributes must match (error); text content and attribute values that read as human text (spaces, non-ASCII letters) may be translated and are reported as warnings. Comments and whitespace never count. A block that is not well-formed is compared by lines (`code.text-drift`).",
            triggering: three(
                "```xml\n<Label Text=\"Hi\" FontSize=\"12\" />\n```\n",
                "```xml\n<Label Text=\"Hi\" FontSize=\"14\" />\n```\n"),
            nonTriggering: three(
                "```xml\n<!-- a label -->\n<Label Text=\"Hi\" FontSize=\"12\" />\n```\n",
                "```xml\n<!-- une étiquette -->\n<Label\n    Text=\"Hi\"\n    FontSize=\"12\"/>\n```\n")),
        RuleDescriptor(
            id: "code.text-drift", defaultSeverity: .error, summary: "a code block's lines differ",
            explanation:
                "Code in other languages is compared line by line after dropping comments (by the language's comment syntax) and collapsing whitespace; the finding points at the first differing line and names the differing words.",
            triggering: three("```bash\ndotnet build -c Release\n```\n", "```bash\ndotnet build -c Debug\n```\n"),
            nonTriggering: three(
                "```bash\n# build\ndotnet build -c Release\n```\n",
                "```bash\n# compiler\ndotnet   build -c Release\n```\n")),
        RuleDescriptor(
            id: "sample.syntax-error", defaultSeverity: .error, summary: "a C# sample does not parse",
            explanation:
                "Every C# block is parsed by DocParity's tolerant snippet parser (member lists, statement lists, whole files; omitted code written `...`, `// ...`, `[...]` on a line of its own or among switch sections, and `<Placeholder>` values are no errors; nor is a block of one line that opens a block, `if (…) {` (or a declaration and its `{` on the next line), a line quoted from a sample to talk about it). An error every locale shares is one defect of the source article, reported once with each locale's position; an error only some locales have is drift. Positions are in the Markdown file. A block that does not parse and has no `;`, `{` or `}`, nor a word of its own that starts C# statements (`new`, `var`, `class`, …; not `public` in \"non-public\"), holds no C# statement or declaration (console output, a stack trace, a URL): it is reported as mislabelled, at warning severity at most; so is JSON (a block that opens with `{` or `[` and a key and a colon, quoted or not, or names its root object first: `'aps' {`), to be marked 'json'; program output (half its lines or more open with a digit, `at `, `frame #`, `thread #` or `(lldb)`: logs, stack traces, debugger sessions), to be marked 'text' or 'console'; and Objective-C (a message send such as `[NSURLSession class]`, or a line opening with `@interface`, `@implementation`, `@property` or `#import`), to be marked 'objectivec'. A block the reference fences as another language is not parsed as C# in the locales that fence it so: `code.language-mismatch` reports it.",
            triggering: three(
                "```csharp\nvar c = new ControllerTwo () {\n    ModalPresentationStyle = UIModalPresentationStyle.Custom;\n};\n```\n",
                "```csharp\nvar c = new ControllerTwo () {\n    ModalPresentationStyle = UIModalPresentationStyle.Custom;\n};\n```\n"
            ),
            nonTriggering: three(
                "```csharp\nvar c = new ControllerTwo () {\n    ModalPresentationStyle = UIModalPresentationStyle.Custom\n};\n```\n",
                "```csharp\nvar c = new ControllerTwo () {\n    ModalPresentationStyle = UIModalPresentationStyle.Custom\n};\n```\n"
            )),
        RuleDescriptor(
            id: "meta.key-missing", defaultSeverity: .warning, summary: "a front-matter key is missing",
            explanation:
                "Keys some locales have and others lack. Keys that are per-locale by nature (the localization pipeline's: `ms.sourcegitcommit`, `ms.contentlocale`, `ms.lasthandoff`, `ms.translationtype`, `ms.date`, `ms.locfileid`, `no-loc`…) are not compared; `localization-keys` in the configuration adds more.",
            triggering: three("---\ntitle: T\ndescription: D\n---\n# T\n", "---\ntitle: T\n---\n# T\n"),
            nonTriggering: three(
                "---\ntitle: T\ndescription: D\n---\n# T\n", "---\ntitle: Titre\ndescription: Déf\n---\n# T\n")),
        RuleDescriptor(
            id: "meta.asset-mismatch", defaultSeverity: .warning, summary: "`ms.assetid` differs",
            explanation:
                "Translations of one article share its asset id; another id means another (often older) source article.",
            triggering: three("---\nms.assetid: CB3AC8E2\n---\n# T\n", "---\nms.assetid: 2C33018F\n---\n# T\n"),
            nonTriggering: three("---\nms.assetid: CB3AC8E2\n---\n# T\n", "---\nms.assetid: cb3ac8e2\n---\n# T\n")),
        RuleDescriptor(
            id: "meta.stale-source", defaultSeverity: .warning, summary: "translated from an older source revision",
            explanation:
                "`ms.sourcegitcommit` names the source revision a translation was made from; locales whose revision is not the reference's (the newest by `ms.lasthandoff`) are stale. A stale locale whose headings differ from the reference's in at least half as many places as the reference has headings (missing, extra, moved or renamed; three at least missing, extra or moved), or that has less than a quarter of the reference's heading anchors, image targets and code blocks (when it has twenty at least: a rewrite that kept the headings), or that lays out its per-platform passages as DocFX tabs where the reference has zone pivots (or the other way round), was translated before the source was rewritten: its finding says to translate the article anew, and every other difference that involves that locale alone (its samples' too, not its front matter) is folded under it, since none can be fixed on its own. A lightly stale locale keeps each difference as a finding of its own. A stale locale in which nothing else this check compares differs (only prose or the source's front matter can have changed) is a note, not a warning: such locales are reported together, as one note after the articles with each article's finding under it (of an article's stale locales, those that differ keep their finding and those that match join the note) (a level configured for this rule applies to that note too).",
            triggering: RuleExample([
                ("en-US", "---\nms.sourcegitcommit: ea1dc12\nms.lasthandoff: 06/05/2018\n---\n# T\n"),
                ("fr-FR", "---\nms.sourcegitcommit: 6cd40d1\nms.lasthandoff: 02/27/2018\n---\n# T\n"),
            ]),
            nonTriggering: RuleExample([
                ("en-US", "---\nms.sourcegitcommit: ea1dc12\nms.lasthandoff: 06/05/2018\n---\n# T\n"),
                ("fr-FR", "---\nms.sourcegitcommit: ea1dc12\nms.lasthandoff: 06/07/2018\n---\n# T\n"),
            ])),
        RuleDescriptor(
            id: "meta.locale-mismatch", defaultSeverity: .error,
            summary: "`ms.contentlocale` disagrees with the file's locale",
            explanation:
                "A file filed under one locale that declares another is usually a copy that was never translated, or filed in the wrong folder.",
            triggering: three(
                "---\nms.contentlocale: en-US\n---\n# T\n", "---\nms.contentlocale: de-DE\n---\n# T\n",
                "---\nms.contentlocale: es-ES\n---\n# T\n"),
            nonTriggering: three(
                "---\nms.contentlocale: en-us\n---\n# T\n", "---\nms.contentlocale: fr-FR\n---\n# T\n",
                "---\nms.contentlocale: es-ES\n---\n# T\n")),
        RuleDescriptor(
            id: "input.encoding", defaultSeverity: .error, summary: "the file is not clean UTF-8",
            explanation:
                "Invalid UTF-8 (error; read with U+FFFD), NUL bytes or UTF-16 (error; the file is binary and not compared), a byte order mark or CRLF line ends (notes; handled).",
            triggering: RuleExample([("en-US", "# Title\n"), ("fr-FR", "# Titre \u{1}FF\n")]),
            nonTriggering: RuleExample([("en-US", "# Title\n"), ("fr-FR", "# Titre é\n")])),
        RuleDescriptor(
            id: "input.unreadable", defaultSeverity: .error, summary: "a file or folder cannot be read",
            explanation:
                "Permission denied, a dangling link, a symbolic link loop, or a file over `max-file-size`. The rest of the tree is still checked. (Its examples need a file system; they are tested end to end.)"
        ),
        RuleDescriptor(
            id: "input.internal-error", defaultSeverity: .error, summary: "the checker crashed on this article",
            explanation:
                "`docparity check` checks in a worker process it supervises. When the worker dies by a signal, the supervisor finds the article it was checking, confirms it alone, leaves it out, reports it with the signal and the command that reproduces the crash, and finishes the rest of the report. Please report it with the article. (Its examples need a crash; they are tested end to end.)"
        ),
        RuleDescriptor(
            id: "input.duplicate-locale", defaultSeverity: .warning, summary: "an article has two files of one locale",
            explanation:
                "Two files of the same locale map to one article (through `groups:` in the configuration, or a layout that cannot tell them apart). Only the first is compared; fix the mapping. (Its examples need a file system; they are tested end to end.)"
        ),
        RuleDescriptor(
            id: "input.unclosed-fence", defaultSeverity: .warning, summary: "a code fence is never closed",
            explanation:
                "An unclosed fence turns the rest of the file into code, hiding every heading after it. So does, up to the next bare fence, a fence with a language where a block was meant to close (```` ```csharp ```` right after a block's code: a closing fence takes no language, so it is read as code and the next block's own closing fence ends this one); it is reported at that line. What the runaway block swallowed (a code block, a heading and its section) differs in that locale only as a consequence: those differences are folded under the fence's finding, which takes the severity of the worst of them.",
            triggering: RuleExample([
                ("en-US", "# T\n\n```csharp\nvar a = 1;\n```\n"), ("fr-FR", "# T\n\n```csharp\nvar a = 1;\n"),
            ]),
            nonTriggering: RuleExample([
                ("en-US", "# T\n\n```csharp\nvar a = 1;\n```\n"), ("fr-FR", "# T\n\n```csharp\nvar a = 1;\n```\n"),
            ])),
        RuleDescriptor(
            id: "input.empty", defaultSeverity: .warning, summary: "the file is empty",
            explanation: "An empty translation: everything of the reference is missing from it.",
            triggering: RuleExample([("en-US", "# T\n"), ("fr-FR", "")]),
            nonTriggering: RuleExample([("en-US", "# T\n"), ("fr-FR", "# T\n")])),
        RuleDescriptor(
            id: "input.front-matter", defaultSeverity: .error, summary: "the front matter cannot be read",
            explanation: "Front matter that is opened with `---` and never closed, is not YAML, or is not a mapping.",
            triggering: RuleExample([("en-US", "---\ntitle: T\n---\n# T\n"), ("fr-FR", "---\ntitle: [T\n---\n# T\n")]),
            nonTriggering: RuleExample([
                ("en-US", "---\ntitle: T\n---\n# T\n"), ("fr-FR", "---\ntitle: \"[T]\"\n---\n# T\n"),
            ])),
    ])
}
