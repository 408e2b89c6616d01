// The values of C# string and character literals: every escape of the C# specification, verbatim
// strings, and literals the parser recovered without their closing quote.

import Testing

@testable import CSharpSyntax

@Suite("Literal values")
struct LiteralValueTests {
    @Test(
        "regular string escapes decode as C# defines them",
        arguments: [
            (#""a\nb""#, "a\nb"), (#""\t\r\0""#, "\t\r\u{0}"), (#""\a\b\f\v""#, "\u{7}\u{8}\u{C}\u{B}"),
            (#""\u0000""#, "\u{0}"), (#""\u0041\u00e9""#, "Aé"), (#""\x41\x4""#, "A\u{4}"), (#""\x0041z""#, "Az"),
            (#""\U0001F600""#, "😀"), (#""\\ \" \'""#, #"\ " '"#), (#""\u00""#, "u00"), (#""\UD800DC00""#, "\u{FFFD}"),
            (#""""#, ""), (#""\\""#, #"\"#), (#""open \""#, #"open ""#),
        ])
    func regular(literal: String, value: String) {
        #expect(CSharpLiteral.stringValue(literal) == value)
    }

    @Test(
        "verbatim strings keep backslashes and undouble quotes",
        arguments: [(#"@"C:\temp\new""#, #"C:\temp\new"#), (#"@"say ""hi""""#, #"say "hi""#), (#"@"""#, "")])
    func verbatim(literal: String, value: String) {
        #expect(CSharpLiteral.stringValue(literal) == value)
    }

    @Test(
        "character literals decode their escape",
        arguments: [("'a'", "a"), (#"'\n'"#, "\n"), (#"'\''"#, "'"), (#"'\u0041'"#, "A"), (#"'\0'"#, "\u{0}")])
    func character(literal: String, value: String) {
        #expect(CSharpLiteral.charValue(literal) == value)
    }
}
