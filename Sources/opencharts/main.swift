import Foundation
import OpenCharts

// A top-level throw would die with SIGILL and lose buffered output: the tool returns a status.
// The tool prints the warnings of its renders itself (`opencharts: warning: …`), or fails on a
// chart with nothing drawn; the library's default handler would print them a second time.
ChartWarning.handler = { _ in }
let status = CommandLineTool().run(Array(CommandLine.arguments.dropFirst()))
fflush(nil)
exit(status)
