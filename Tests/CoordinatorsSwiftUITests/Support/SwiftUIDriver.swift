import CoordinatorsTesting
import SwiftUIHostReading

@testable import CoordinatorsSwiftUI

/// Plays SwiftUI, as it behaves, on a ``SwiftUIHost``: it reads what the views would show from
/// the models, writes the bindings as SwiftUI does, and sends UIKit's appearance calls late.
///
/// - A back swipe writes the shorter path once the pop has ended, twice (SwiftUI may repeat a
///   write); a long press on the back button writes the final path once.
/// - A swipe down makes the sheet's top screen disappear at once, and writes `nil` to the
///   presenting level's item binding only later (up to about a second after, on a device),
///   twice; a layer whose model disables the swipe is not offered it.
/// - A tab tap writes the tab to the selection, the selected one too (a re-tap).
/// - The end of each transition (the new top screen appearing, the old one disappearing) is sent
///   one turn late, after the bench has moved on, and a stale appearance of a screen that is
///   gone comes with it.
/// - Echoes: each stack's path written back as it is, `nil` for each level that presents
///   nothing, and the selected tab while a step that selects it runs.
@MainActor
struct SwiftUIDriver: HostConformanceDriver {
  /// What the driver keeps per host: SwiftUI's deferred work, and what it last saw on top.
  @MainActor
  final class Simulation {
    var lastTop: ScreenID?
    var later: [@MainActor () -> Void] = []
    var hosts: [SwiftUIHost] = []
  }

  let simulation = Simulation()

  func makeHost() -> SwiftUIHost {
    let host = SwiftUIHost(watchdog: SwiftUIHost.Watchdog { _, _ in })
    simulation.hosts.append(host)
    return host
  }

  /// What the views show, read from the models alone.
  func shown(by host: SwiftUIHost) -> NavigationState? { host.stateReadFromModels }

  func play(_ gesture: ConformanceGesture, on host: SwiftUIHost) async -> Bool {
    switch gesture {
    case .goBack, .goBackSeveral:
      let count = if case .goBackSeveral(let count) = gesture { count } else { 1 }
      guard let stack = host.topStack, count >= 1, count <= stack.path.count else { return false }
      let popped = stack.top
      let path = Array(stack.path.dropLast(count))
      stack.path = path
      if count == 1 { stack.path = path }
      let top = stack.top
      simulation.later.append {
        host.screenDidDisappear(popped)
        host.screenDidAppear(top)
      }
      simulation.lastTop = top
      return true
    case .dismissTopLayer:
      let layers = host.presentedLayers
      guard let layer = layers.last, !layer.isInteractiveDismissDisabled else { return false }
      let slot = layers.count > 1 ? layers[layers.count - 2].presented : host.presented
      host.screenDidDisappear(layer.stack.top)
      simulation.later.append {
        write(nil, to: slot, as: layer.kind)
        write(nil, to: slot, as: layer.kind)
      }
      return true
    case .tapTab(let index):
      guard case .tabs(let tabs)? = host.root, tabs.tabs.indices.contains(index) else { return false }
      tabs.selection = tabs.tabs[index].id
      return true
    }
  }

  private func write(_ layer: LayerModel?, to slot: PresentationSlot, as kind: LayerModel.Kind) {
    switch kind {
    case .sheet: slot.sheet = layer
    case .fullScreenCover: slot.fullScreenCover = layer
    }
  }

  func isTransitioning(_ host: SwiftUIHost) -> Bool {
    host.stepInFlight != nil || !simulation.later.isEmpty
  }

  /// Does what SwiftUI deferred (late writes and signals), then, for a transition that runs,
  /// queues its end for the next turn, with a stale signal of the screen that was on top.
  func finishTransition(on host: SwiftUIHost) async {
    let deferred = simulation.later
    simulation.later.removeAll()
    for work in deferred { work() }
    await Task.yield()
    guard host.stepInFlight != nil, let top = host.topStack?.top else { return }
    let before = simulation.lastTop
    simulation.lastTop = top
    simulation.later.append {
      if let before {
        host.screenDidDisappear(before)
        host.screenDidAppear(before)
      }
      host.screenDidAppear(top)
      if let before, before != top { host.screenDidDisappear(before) }
    }
  }

  func echo(on host: SwiftUIHost) async {
    var stacks: [StackModel] = []
    switch host.root {
    case .stack(let stack)?: stacks.append(stack)
    case .tabs(let tabs)?:
      stacks += tabs.tabs.map(\.stack)
      switch host.stepInFlight {
      case .selectTab?, .setRoot?: tabs.selection = tabs.selection
      default: break
      }
    case nil: break
    }
    let layers = host.presentedLayers
    stacks += layers.map(\.stack)
    for stack in stacks { stack.path = stack.path }
    for slot in [host.presented] + layers.map(\.presented) where slot.layer == nil {
      slot.sheet = nil
      slot.fullScreenCover = nil
    }
  }
}
