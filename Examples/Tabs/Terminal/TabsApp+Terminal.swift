import CoordinatorsTerminal
import TabsFlows

extension TabsApp {
  /// The user signed in to the terminal app, whose account the Main tab opens.
  static let signedInUser = User(id: 1, name: "Ada Lovelace")

  /// The Tabs example as a terminal app: `swift run tabs`.
  ///
  /// Deep links are not wired yet: `:open` says so. Once the example has its links, pass
  /// `open: { try navigator.open($0) }` (or the example's own link handler) below.
  @MainActor
  static func makeTerminalApp(identifiers: IdentifierGenerator = IdentifierGenerator()) -> TerminalApp {
    let navigator = makeNavigator(identifiers: identifiers)
    return TerminalApp(title: "Tabs", navigator: navigator) { url in try await navigator.open(url) }
  }
}
