@_spi(Hosts) import CoordinatorsCore
import Foundation
import TestSupport
import Testing

@Suite("Commands, host steps and states: Codable as arrays of a name and its values", .hangLimit)
struct CommandCodingTests {
  enum PlaceRoute: Route, Codable {
    case home, inbox
    case message(Int)
  }

  private let encoder: JSONEncoder
  private let decoder: JSONDecoder

  init() throws {
    var registry = RouteRegistry()
    try registry.register(PlaceRoute.self, key: "place")
    encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    encoder.userInfo[.routeRegistry] = registry
    decoder = JSONDecoder()
    decoder.userInfo[.routeRegistry] = registry
  }

  private func json(_ value: some Encodable) throws -> String {
    String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  private func roundTrip<Value: Codable & Equatable>(_ value: Value) throws -> Value {
    try decoder.decode(Value.self, from: try encoder.encode(value))
  }

  private let inbox = Screen(id: 1, route: PlaceRoute.inbox)
  private let message = Screen(id: 2, route: PlaceRoute.message(7), owner: 3)

  @Test func everyCommandComesBackAsItWas() throws {
    let commands: [NavigationCommand] = [
      .push([inbox, message]), .present(ModalLayer([Screen(id: 5, route: PlaceRoute.home, presentation: .sheet())])),
      .pop(count: 2), .popTo(1), .popToRoute(AnyRoute(PlaceRoute.inbox)), .popToRoot, .remove([1, 2]),
      .replace(1, with: message), .insert([inbox], at: .before(2)), .insert([message], at: .after(1)),
      .setStack(ScreenStack([inbox]), at: .tab("mail")), .setStack(ScreenStack([message]), at: .modal(0)),
      .setStack(ScreenStack([inbox]), at: .root), .dismiss, .dismissLayer(1), .dismissAll, .selectTab("mail"),
      .reselectTab, .setRoot(.stack(ScreenStack([inbox]))),
      .setTabItem(TabItem(title: "Mail", systemImage: "envelope", badge: "3"), for: "mail"),
      .setTabItem(nil, for: "mail"),
    ]
    for command in commands {
      #expect(try roundTrip(command) == command)
    }
  }

  @Test func aCommandIsItsNameThenItsValues() throws {
    #expect(try json(NavigationCommand.pop(count: 2)) == #"["pop",2]"#)
    #expect(try json(NavigationCommand.popToRoot) == #"["popToRoot"]"#)
    #expect(
      try json(NavigationCommand.insert([inbox], at: .after(7)))
        == #"["insert",[{"id":1,"route":{"type":"place","value":{"inbox":{}}}}],"after",7]"#)
    #expect(
      try json(NavigationCommand.setStack(ScreenStack([inbox]), at: .tab("mail")))
        == #"["setStack",["tab","mail"],[{"id":1,"route":{"type":"place","value":{"inbox":{}}}}]]"#)
    // A route stays under "route", where a log's migrations look for routes.
    #expect(
      try json(NavigationCommand.popToRoute(AnyRoute(PlaceRoute.home)))
        == #"["popToRoute",{"route":{"type":"place","value":{"home":{}}}}]"#)
  }

  @Test func everyHostStepComesBackAsItWas() throws {
    let steps: [HostStep] = [
      .setRoot(.tabs([Tab(id: "mail", stack: [inbox])], selectedIndex: 0)),
      .setStack(.root, [inbox, message]), .setStack(.modal(1), [message], transition: "fade"),
      .present(ModalLayer([Screen(id: 5, route: PlaceRoute.home, presentation: .fullScreenCover())])),
      .dismiss(fromLayer: 1), .selectTab("mail"),
      .setTabItem(TabItem(title: "Mail", badge: "3"), for: "mail"), .setTabItem(nil, for: "mail"),
    ]
    for step in steps {
      #expect(try roundTrip(step) == step)
    }
    #expect(
      try json(HostStep.setStack(.root, [inbox], transition: "fade"))
        == #"["setStack",["root"],[{"id":1,"route":{"type":"place","value":{"inbox":{}}}}],"fade"]"#)
    #expect(try json(HostStep.dismiss(fromLayer: 1)) == #"["dismiss",1]"#)
    #expect(try json(HostStep.setTabItem(nil, for: "mail")) == #"["setTabItem","mail"]"#)
  }

  @Test func gesturesAndLocationsAreTheirNameThenTheirValue() throws {
    let gestures: [UserGesture] = [.popped(to: 3), .dismissedLayer(5), .selectedTab("mail"), .reselectedTab("home")]
    for gesture in gestures {
      #expect(try roundTrip(gesture) == gesture)
    }
    #expect(try json(UserGesture.popped(to: 3)) == #"["popped",3]"#)
    for location: StackLocation in [.root, .tab("mail"), .modal(2)] {
      #expect(try roundTrip(location) == location)
    }
    #expect(try json(StackLocation.modal(2)) == #"["modal",2]"#)
  }

  @Test func aStateIsItsRootThenItsModalLayersStacks() throws {
    let sheet = Screen(id: 5, route: PlaceRoute.message(1), presentation: .sheet(detents: [.medium]), owner: 2)
    let state = try NavigationState(root: .stack(ScreenStack([inbox])), modals: [ModalLayer([sheet])])
    #expect(try roundTrip(state) == state)
    let text = try json(state)
    #expect(text.hasPrefix(#"[["stack",[{"id":1,"route":{"type":"place","value":{"inbox":{}}}}]],[{"id":5,"modal":"#))
    // A pushed screen has no "modal" and the root flow's screens no "owner".
    #expect(try json(inbox) == #"{"id":1,"route":{"type":"place","value":{"inbox":{}}}}"#)
  }

  @Test func anUnknownNameIsADecodingErrorThatSaysSo() throws {
    for (type, text, expected) in [
      (NavigationCommand.self as any Decodable.Type, #"["teleport",1]"#, #"no command is named "teleport""#),
      (HostStep.self, #"["fly"]"#, #"no host step is named "fly""#),
      (UserGesture.self, #"["shake"]"#, #"no gesture is named "shake""#),
      (StackLocation.self, #"["drawer"]"#, #"a stack is "root", "tab" or "modal", not "drawer""#),
      (RootContainer.self, #"["split",[]]"#, #"a root is "stack" or "tabs", not "split""#),
      (NavigationCommand.self, #"["insert",[],"under",1]"#, #"an insertion point is "before" or "after", not "under""#),
    ] {
      let error = try #require(throws: DecodingError.self) { try decoder.decode(type, from: Data(text.utf8)) }
      guard case .dataCorrupted(let context) = error else {
        Issue.record("expected corrupted data for \(text), got \(error)")
        continue
      }
      #expect(context.debugDescription == expected)
    }
  }
}
