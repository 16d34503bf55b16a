import CoordinatorsTerminal
import ShapesFlows

extension ShapesApp {
  /// The Shapes example as a terminal app: `swift run shapes`.
  ///
  /// Deep links are not wired yet: `:open` says so. Once the example has its links, pass
  /// `open: { try navigator.open($0) }` (or the example's own link handler) below.
  @MainActor
  static func makeTerminalApp(identifiers: IdentifierGenerator = IdentifierGenerator()) -> TerminalApp {
    let navigator = makeNavigator(identifiers: identifiers)
    return TerminalApp(title: "Shapes", navigator: navigator) { url in try await navigator.open(url) }
  }
}
