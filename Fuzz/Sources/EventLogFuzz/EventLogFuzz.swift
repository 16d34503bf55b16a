import Coordinators
import CoordinatorsDiagnostics
import Foundation
import FuzzDriver

// libFuzzer feeds every input to `fuzzOneInput` as an event log's JSON lines: it is read, and a
// log that reads is replayed against a test host. Any broken rule traps, and libFuzzer saves the
// input.
//
// As in DeepLinksFuzz, SwiftPM renames the entry point to `EventLogFuzz_main`, which is defined
// by hand and hands control to libFuzzer's driver.

@_cdecl("EventLogFuzz_main")
func eventLogFuzzMain(
  _ argc: Int32,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Int32 {
  runLibFuzzer(argc, argv, fuzzOneInput)
}

/// One input, as libFuzzer's `LLVMFuzzerTestOneInput`.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = Data(UnsafeBufferPointer(start: data, count: size))
  // libFuzzer calls back on the main thread.
  MainActor.assumeIsolated { EventLogChecks.readAndReplay(bytes) }
  return 0
}
