import Foundation

// A top-level throw would die with SIGILL and lose buffered output: the tool returns a status.
let status = CommandLineTool().run(Array(CommandLine.arguments.dropFirst()))
fflush(nil)
exit(status)
