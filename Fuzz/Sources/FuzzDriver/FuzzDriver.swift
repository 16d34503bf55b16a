// What every fuzz target shares: handing control to libFuzzer's driver.
//
// SwiftPM renames an executable's entry point to `<Target>_main` and links `main` to it, which
// collides with libFuzzer's own `main`; so a target has no top-level code, defines
// `<Target>_main` by hand with `@_cdecl`, and calls `runLibFuzzer` from it with its
// `LLVMFuzzerTestOneInput`.

/// libFuzzer's driver: parses the command line (corpus folders, `-max_total_time`, ...) and
/// calls `callback` with each input.
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
  _ argc: UnsafeMutablePointer<Int32>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// Runs libFuzzer with the program's arguments, feeding each input to `fuzzOneInput`; returns
/// the exit status.
public func runLibFuzzer(
  _ argc: Int32,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
  _ fuzzOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32 {
  var argc = argc
  var argv = argv
  return runFuzzerDriver(&argc, &argv, fuzzOneInput)
}
