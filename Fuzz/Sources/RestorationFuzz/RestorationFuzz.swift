import Coordinators
import Foundation
import FuzzDriver

// libFuzzer feeds every input to `fuzzOneInput` as stored restoration data: it is read into a
// plan, then restored into a navigator run by a small tree of coordinators (a root stack with
// pushed and presented child flows). Any broken rule traps, and libFuzzer saves the input.
//
// As in DeepLinksFuzz, SwiftPM renames the entry point to `RestorationFuzz_main`, which is
// defined by hand and hands control to libFuzzer's driver.

@_cdecl("RestorationFuzz_main")
func restorationFuzzMain(
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
  MainActor.assumeIsolated { RestorationChecks.restore(bytes) }
  return 0
}
