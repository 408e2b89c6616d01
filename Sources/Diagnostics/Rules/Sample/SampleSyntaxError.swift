// sample.syntax-error: a C# sample does not parse.

extension RuleID {
    /// `sample.syntax-error`: a C# sample does not parse.
    public static let sampleSyntaxError = RuleID("sample.syntax-error")
}

extension RuleDescriptor {
    /// The `sample.syntax-error` rule: its default level, what it compares and why, and its examples.
    public static let sampleSyntaxError = RuleDescriptor(
        id: .sampleSyntaxError, defaultSeverity: .error, summary: "a C# sample does not parse",
        explanation:
            "Every C# block is parsed by DocParity's tolerant snippet parser (member lists, statement lists, whole files; omitted code written `...`, `// ...`, `[...]` on a line of its own or among switch sections, and `<Placeholder>` values are no errors; nor is a block of one line that opens a block, `if (…) {` (or a declaration and its `{` on the next line), a line quoted from a sample to talk about it). An error every locale shares is one defect of the source article, reported once with each locale's position; an error only some locales have is drift. Positions are in the Markdown file. A block that does not parse and has no `;`, `{` or `}`, nor a word of its own that starts C# statements (`new`, `var`, `class`, …; not `public` in \"non-public\"), holds no C# statement or declaration (console output, a stack trace, a URL): it is reported as mislabelled, at warning severity at most; so is JSON (a block that opens with `{` or `[` and a key and a colon, quoted or not, or names its root object first: `'aps' {`), to be marked 'json' (a sketch no JSON parser reads, with single quotes or a named root, to be marked 'text' or made JSON); program output (half its lines or more open with a digit, `at `, `frame #`, `thread #` or `(lldb)`: logs, stack traces, debugger sessions), to be marked 'text' or 'console'; Objective-C (a message send such as `[NSURLSession class]`, or a line opening with `@interface`, `@implementation`, `@property` or `#import`), to be marked 'objectivec'; and shell commands (a first line that runs a command such as `echo`, `openssl`, `sudo`, `xcrun` or a `$ ` prompt, and half its lines or more commands or `-option` continuations), to be marked 'bash' or 'console'. A block the reference fences as another language, or without one, is not parsed as C# in the locales that fence it as C#: `code.language-mismatch` reports it.",
        triggering: RuleExample.threeLocales(
            "```csharp\nvar c = new ControllerTwo () {\n    ModalPresentationStyle = UIModalPresentationStyle.Custom;\n};\n```\n",
            "```csharp\nvar c = new ControllerTwo () {\n    ModalPresentationStyle = UIModalPresentationStyle.Custom;\n};\n```\n"
        ),
        nonTriggering: RuleExample.threeLocales(
            "```csharp\nvar c = new ControllerTwo () {\n    ModalPresentationStyle = UIModalPresentationStyle.Custom\n};\n```\n",
            "```csharp\nvar c = new ControllerTwo () {\n    ModalPresentationStyle = UIModalPresentationStyle.Custom\n};\n```\n"
        ))
}
