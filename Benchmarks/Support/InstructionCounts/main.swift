// Runs one counted case: `InstructionCounts NAME COUNT`, or `InstructionCounts --list`.
// `Scripts/count-instructions.sh` builds this in release, runs it under callgrind and divides.
import Foundation

// Each area adds its cases here.
let cases: [CountedCase] =
  navigatorCases + flowCommandCases + testHostCases + planningCases + eventLogCases + loggingCases + flowCases
  + restorationCases + urlCases + linkCases + flowDepthCases

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "--list" || arguments.isEmpty {
  for counted in cases { print("\(counted.name)\t\(counted.summary)") }
  exit(arguments.isEmpty ? 1 : 0)
}
guard arguments.count == 2, let name = arguments.first, let count = Int(arguments.last!), count > 0,
  let counted = cases.first(where: { $0.name == name })
else {
  FileHandle.standardError.write(Data("usage: InstructionCounts NAME COUNT (--list shows the names)\n".utf8))
  exit(2)
}
MainActor.assumeIsolated {
  let operation = counted.prepare(count)
  measured(operation, count: count)
}
