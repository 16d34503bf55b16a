// The declarations the Apple-facing host-authoring examples of the doc comments (those marked
// `<!-- snippet: spi -->`) take for granted beside DocComments.swift and DocComments-Apple.swift
// (Scripts/check-snippets.sh): a host's author imports the hosts' interface.
@_spi(Hosts) import Coordinators
@_spi(Hosts) import CoordinatorsSwiftUI
@_spi(Hosts) import CoordinatorsUIKit

/// The app whose `routes` DocComments-Apple.swift extends: the example of `NavigatorView` declares
/// it in the other program.
struct InboxApp: App {
  var body: some Scene { WindowGroup { EmptyView() } }
}
