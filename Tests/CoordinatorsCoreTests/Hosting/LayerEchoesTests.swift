@_spi(Hosts) import CoordinatorsTesting
import TestSupport
import Testing

@_spi(Hosts) @testable import CoordinatorsCore

/// `LayerEchoes`, one story per row: the steps the host showed, what the platform wrote and
/// signalled, and the dismissals it answered (a `nil` that is the user's, or the late echo of the
/// host's own dismissal).
@Suite("A nil written to a layer's binding: the user's dismissal or the host's echo", .hangLimit)
struct LayerEchoesTests {
  /// What happens, in order.
  enum Event: Sendable, CustomStringConvertible {
    /// A step presents the layer of screen `id` over what is shown (10, 30, 40: sheets; 20: a
    /// cover; 50: a custom presentation).
    case present(ScreenID)
    /// A step dismisses the layers from `index` on.
    case dismiss(from: Int)
    /// The user dismissed the layers from `index` on (no step).
    case userDismissed(from: Int)
    /// A step shows a new root.
    case newRoot
    /// The platform wrote `nil` or a layer to the binding of `kind` at `level`.
    case wrote(ScreenID?, PresentationBinding, level: Int)
    /// Screen `id` appeared.
    case appeared(ScreenID)
    /// Screen `id` disappeared while `step` ran.
    case disappeared(ScreenID, during: HostStep? = nil)

    var description: String {
      switch self {
      case .present(let id): "present \(id)"
      case .dismiss(let index): "dismiss from \(index)"
      case .userDismissed(let index): "user dismissed from \(index)"
      case .newRoot: "new root"
      case .wrote(let id, let kind, let level): "wrote \(id.map { "\($0)" } ?? "nil") to \(kind) \(level)"
      case .appeared(let id): "\(id) appeared"
      case .disappeared(let id, let step): "\(id) disappeared" + (step.map { " during \($0)" } ?? "")
      }
    }
  }

  struct Row: Sendable, CustomTestStringConvertible {
    let story: String
    let events: [Event]
    /// The dismissals answered, in order ("-" for an event that answered none).
    let answers: [String]
    var testDescription: String { story }
  }

  static func layer(_ id: ScreenID) -> ModalLayer {
    let presentation: ModalPresentation =
      switch id.rawValue {
      case 20: .fullScreenCover()
      case 50: .custom("fold")
      default: .sheet()
      }
    return ModalLayer([Screen(id: id, route: TestRoute("layer \(id)"), presentation: .modal(presentation))])
  }

  static let root = RootContainer.stack([Screen(id: 0, route: TestRoute("root"))])

  static let rows: [Row] = [
    Row(
      story: "a nil for a layer that appeared is its dismissal",
      events: [.present(10), .appeared(10), .wrote(nil, .sheet, level: 0)], answers: ["-", "-", "10"]),
    Row(
      story: "a nil before the layer appeared waits for its top to go",
      events: [.present(10), .wrote(nil, .sheet, level: 0), .disappeared(10)], answers: ["-", "-", "10"]),
    Row(
      story: "a nil before the layer appeared is forgotten once one of its screens appears",
      events: [.present(10), .wrote(nil, .sheet, level: 0), .appeared(10), .disappeared(10)],
      answers: ["-", "-", "-", "-"]),
    Row(
      story: "a nil once the layer's top has gone is its dismissal",
      events: [.present(10), .appeared(10), .disappeared(10), .wrote(nil, .sheet, level: 0)],
      answers: ["-", "-", "-", "10"]),
    Row(
      story: "the late nil of the host's dismissal, over the next layer, is its echo; the next nil is the user's",
      events: [
        .present(10), .appeared(10), .dismiss(from: 0), .present(30), .appeared(30), .wrote(nil, .sheet, level: 0),
        .wrote(nil, .sheet, level: 0),
      ], answers: ["-", "-", "-", "-", "-", "-", "30"]),
    Row(
      story: "an echo followed by the top's disappearance was the view's own dismissal",
      events: [
        .present(10), .appeared(10), .dismiss(from: 0), .present(30), .appeared(30), .wrote(nil, .sheet, level: 0),
        .disappeared(30),
      ], answers: ["-", "-", "-", "-", "-", "-", "30"]),
    Row(
      story: "the echo written while the level shows nothing is owed no more",
      events: [
        .present(10), .dismiss(from: 0), .wrote(nil, .sheet, level: 0), .present(30), .appeared(30),
        .wrote(nil, .sheet, level: 0),
      ], answers: ["-", "-", "-", "-", "-", "30"]),
    Row(
      story: "a sheet's late nil says nothing of the cover shown after it",
      events: [
        .present(10), .dismiss(from: 0), .present(20), .appeared(20), .wrote(nil, .sheet, level: 0),
        .wrote(nil, .fullScreenCover, level: 0),
      ], answers: ["-", "-", "-", "-", "-", "20"]),
    Row(
      story: "a custom presentation is a cover's binding",
      events: [.present(50), .appeared(50), .wrote(nil, .sheet, level: 0), .wrote(nil, .fullScreenCover, level: 0)],
      answers: ["-", "-", "-", "50"]),
    Row(
      story: "the user's dismissal owes no echo",
      events: [
        .present(10), .appeared(10), .userDismissed(from: 0), .present(30), .appeared(30),
        .wrote(nil, .sheet, level: 0),
      ], answers: ["-", "-", "-", "-", "-", "30"]),
    Row(
      story: "a new root owes no echo",
      events: [.present(10), .appeared(10), .newRoot, .present(30), .appeared(30), .wrote(nil, .sheet, level: 0)],
      answers: ["-", "-", "-", "-", "-", "30"]),
    Row(
      story: "a layer's level owes the echo of the layer it presented, not the root's",
      events: [
        .present(10), .appeared(10), .present(30), .appeared(30), .dismiss(from: 1), .present(40), .appeared(40),
        .wrote(nil, .sheet, level: 1), .wrote(nil, .sheet, level: 0),
      ], answers: ["-", "-", "-", "-", "-", "-", "-", "-", "10"]),
    Row(
      story: "the echo a layer's level owes goes with the layer",
      events: [
        .present(10), .appeared(10), .present(30), .dismiss(from: 1), .userDismissed(from: 0), .present(10),
        .appeared(10), .present(30), .appeared(30), .wrote(nil, .sheet, level: 1),
      ], answers: ["-", "-", "-", "-", "-", "-", "-", "-", "-", "30"]),
    Row(
      story: "a layer presented again starts afresh",
      events: [
        .present(10), .appeared(10), .disappeared(10), .userDismissed(from: 0), .present(10),
        .wrote(nil, .sheet, level: 0), .appeared(10), .wrote(nil, .sheet, level: 0),
      ], answers: ["-", "-", "-", "-", "-", "-", "-", "10"]),
    Row(
      story: "the top leaving during a step that changes its stack is no sign",
      events: [
        .present(10), .wrote(nil, .sheet, level: 0),
        .disappeared(10, during: .setStack(.modal(0), ScreenStack([Screen(id: 11, route: TestRoute("next"))]))),
      ], answers: ["-", "-", "-"]),
    Row(
      story: "the top leaving during a presentation is the layer going",
      events: [
        .present(10), .wrote(nil, .sheet, level: 0), .disappeared(10, during: .present(layer(30))),
      ], answers: ["-", "-", "10"]),
    Row(
      story: "a screen other than the top-most layer's top is no sign",
      events: [.present(10), .wrote(nil, .sheet, level: 0), .disappeared(0)], answers: ["-", "-", "-"]),
    Row(
      story: "a layer written back, and a write to a level with no presenter, are nothing",
      events: [.present(10), .appeared(10), .wrote(10, .sheet, level: 0), .wrote(nil, .sheet, level: 3)],
      answers: ["-", "-", "-", "-"]),
  ]

  @Test(arguments: rows)
  func story(_ row: Row) throws {
    var echoes = LayerEchoes()
    var shown = NavigationState(unchecked: Self.root, modals: [])
    var answers: [String] = []
    for event in row.events {
      var answer: UserGesture?
      switch event {
      case .present(let id):
        let before = shown
        shown = NavigationState(unchecked: Self.root, modals: shown.modals + [Self.layer(id)])
        echoes.hostShows(.present(Self.layer(id)), from: before, to: shown)
      case .dismiss(let index):
        let before = shown
        shown = NavigationState(unchecked: Self.root, modals: Array(shown.modals.prefix(index)))
        echoes.hostShows(.dismiss(fromLayer: index), from: before, to: shown)
      case .userDismissed(let index):
        shown = NavigationState(unchecked: Self.root, modals: Array(shown.modals.prefix(index)))
      case .newRoot:
        let before = shown
        shown = NavigationState(unchecked: Self.root, modals: [])
        echoes.hostShows(.setRoot(Self.root), from: before, to: shown)
      case .wrote(let id, let kind, let level):
        answer = echoes.written(id, to: kind, atLevel: level, shown: shown)
      case .appeared(let id):
        echoes.screenAppeared(id, shown: shown)
      case .disappeared(let id, let step):
        answer = echoes.screenDisappeared(id, shown: shown, during: step)
      }
      answers.append(answer.map { if case .dismissedLayer(let id) = $0 { "\(id)" } else { "\($0)" } } ?? "-")
    }
    #expect(answers == row.answers, "\(row.events)")
  }

  @Test func aLayerIsBoundAsASheetOrACover() {
    #expect(PresentationBinding(showing: Self.layer(10)) == .sheet)
    #expect(PresentationBinding(showing: Self.layer(20)) == .fullScreenCover)
    #expect(PresentationBinding(showing: Self.layer(50)) == .fullScreenCover)
  }
}
