import Foundation
import Testing

extension Trait where Self == TimeLimitTrait {
  /// A suite's time limit: one minute, or `COORDINATORS_TEST_MINUTES` minutes for runs that are
  /// slow by design (`Scripts/sanitize.sh` sets 10: the sanitizers run the code 5 to 15 times
  /// slower, on shared cores). A limit only stops a test that hangs.
  static var suiteTimeLimit: Self {
    let minutes = ProcessInfo.processInfo.environment["COORDINATORS_TEST_MINUTES"].flatMap { Int($0) } ?? 1
    return .timeLimit(.minutes(max(minutes, 1)))
  }
}
