#if canImport(SwiftUI)
  import SwiftUI

  private struct SendActionKey: EnvironmentKey {
    static let defaultValue = SendAction { _ in false }
  }

  extension EnvironmentValues {
    /// Reports an action from the screen that reads it; see ``SendAction``. Outside a
    /// ``NavigatorView`` and UIKit's `hosting(_:)`, it sends nowhere unless a test or a preview
    /// sets one (``SendAction/init(_:)``).
    public var sendAction: SendAction {
      get { self[SendActionKey.self] }
      set { self[SendActionKey.self] = newValue }
    }
  }
#endif
