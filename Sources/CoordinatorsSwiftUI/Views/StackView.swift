#if canImport(SwiftUI)
  import SwiftUI

  /// One navigation stack: its first screen, and the rest pushed by identifier.
  ///
  /// The path binding is the stack model's own property (one stable binding per stack); the model
  /// compares what SwiftUI writes with what it rendered, so a back swipe is reported once and an
  /// echo of its own step never.
  struct StackView: View {
    @Bindable var stack: StackModel
    let context: HostContext

    var body: some View {
      NavigationStack(path: $stack.path) {
        ScreenView(id: stack.first, stack: stack, context: context)
          .navigationDestination(for: ScreenID.self) { [stack, context] id in
            ScreenView(id: id, stack: stack, context: context)
          }
      }
    }
  }
#endif
