import Coordinators
import FuzzDriver

// libFuzzer feeds every input to `fuzzOneInput` three times over: as a URL to match against the
// patterns of `DeepLinkPatterns`, as the text of a pattern, and as a link opened in a navigator
// whose coordinators show guarded screens themselves (`DeepLinkGuardChecks`), as an entry whose source
// and age the input chooses too. Any broken rule traps, and
// libFuzzer saves the input that did it.
//
// SwiftPM renames an executable's entry point to `DeepLinksFuzz_main` and links `main` to it,
// which collides with libFuzzer's own `main`; so there is no top-level code here, the entry
// point is defined by hand, and it hands control to libFuzzer's driver (FuzzDriver).

@_cdecl("DeepLinksFuzz_main")
func deepLinksFuzzMain(
  _ argc: Int32,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Int32 {
  runLibFuzzer(argc, argv, fuzzOneInput)
}

/// One input, as libFuzzer's `LLVMFuzzerTestOneInput`, which is also what libFuzzer's own
/// `main` would call.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  DeepLinkChecks.match(text)
  DeepLinkChecks.parsePattern(text)
  // The input's bytes also choose whether the user is signed in, whether guarded screens were
  // shown before the link, and what else the navigator holds: an alert, a lock, a login flow.
  let sum = text.utf8.reduce(0 as UInt8, &+)
  // A hash of the bytes chooses the link's source, its age and whether its source has a limit.
  let mix = text.utf8.reduce(5381 as UInt32) { $0 &* 33 &+ UInt32($1) }
  let entry = EntryCircumstances(
    source: EntryCircumstances.sources[Int(mix % UInt32(EntryCircumstances.sources.count))],
    age: Int((mix >> 4) % 240), isLimited: mix & 0x8000 != 0)
  // libFuzzer calls back on the main thread.
  MainActor.assumeIsolated {
    DeepLinkGuardChecks.open(
      text, signedIn: sum & 1 == 1, prepared: sum & 2 == 2, circumstances: Circumstances(rawValue: Int(sum >> 2) & 15),
      entry: entry)
  }
  return 0
}
