// The `docparity` executable: all behaviour lives in DocParityCLI, where tests can reach it.
import DocParityCLI
import Foundation

exit(DocParityCommand.execute(Array(CommandLine.arguments.dropFirst()), supervised: true))
