import CoordinatorsCore
import Foundation

extension NavigationSnapshot {
  /// The snapshot as compact JSON, in the stored form (see ``NavigationSnapshot``): the format
  /// and the version first, then the root, the flows and the stacks, so that a file cut short
  /// still starts with what is needed to read it.
  public func jsonData() -> Data {
    var writer = JSONWriter(capacity: 64 + 80 * screenCount + 120 * flows.count)
    writer.append("{\"format\":")
    writer.write(Self.currentFormatVersion)
    writer.append(",\"version\":")
    writer.write(version)
    writer.append(",\"root\":")
    switch root {
    case .stack:
      writer.write("stack")
    case .tabs(let tabs, let selected):
      writer.append("{\"tabs\":[")
      for (index, tab) in tabs.enumerated() {
        if index > 0 { writer.append(",") }
        writer.write(tab.rawValue)
      }
      writer.append("],\"selected\":")
      writer.write(selected.rawValue)
      writer.append("}")
    }
    writer.append(",\"flows\":[")
    for (index, flow) in flows.enumerated() {
      if index > 0 { writer.append(",") }
      writer.write(flow)
    }
    writer.append("],\"stacks\":[")
    for (index, stack) in stacks.enumerated() {
      if index > 0 { writer.append(",") }
      writer.write(stack)
    }
    writer.append("]")
    if let truncation {
      writer.append(",\"truncation\":{\"stack\":")
      writer.write(truncation.stack)
      writer.append(",\"screen\":")
      writer.write(truncation.screen)
      writer.append(",\"type\":")
      writer.write(truncation.typeName)
      writer.append(",\"reason\":")
      writer.write(truncation.reason)
      writer.append("}")
    }
    writer.append("}")
    return Data(writer.bytes)
  }
}

extension JSONWriter {
  mutating func write(_ flow: NavigationSnapshot.FlowRecord) {
    append("{")
    if let parent = flow.parent {
      append("\"parent\":")
      write(parent)
      append(",")
    }
    append("\"placement\":")
    switch flow.placement {
    case .push: write("push")
    case .root: write("root")
    case .tab(let tab):
      append("{\"tab\":")
      write(tab.rawValue)
      append("}")
    case .modal(let presentation):
      append("{\"modal\":")
      write(presentation)
      append("}")
    }
    if let route = flow.openingRoute {
      append(",\"route\":")
      write(route)
    }
    if let coordinator = flow.coordinator {
      append(",\"coordinator\":")
      write(coordinator)
    }
    append("}")
  }

  mutating func write(_ stack: NavigationSnapshot.StackRecord) {
    switch stack.kind {
    case .root:
      append("{\"root\":true")
    case .tab(let tab):
      append("{\"tab\":")
      write(tab.rawValue)
    case .modal(let presentation):
      append("{\"modal\":")
      write(presentation)
    }
    append(",\"screens\":[")
    for (index, screen) in stack.screens.enumerated() {
      if index > 0 { append(",") }
      append("{\"route\":")
      write(screen.route)
      append(",\"flow\":")
      write(screen.flow)
      append("}")
    }
    append("]}")
  }

  mutating func write(_ route: StoredRoute) {
    append("{\"type\":")
    write(route.key)
    append(",\"value\":")
    write(route.value)
    append("}")
  }

  /// `{"sheet":{"detents":["medium","large"],"grabber":"visible"}}`, `{"fullScreenCover":true}`
  /// or `{"custom":"zoom"}`, with `"interactiveDismissDisabled":true` and
  /// `"embedsNavigationStack":false` only when they differ from the defaults.
  mutating func write(_ presentation: ModalPresentation) {
    switch presentation.style {
    case .sheet(let detents, let grabber):
      append("{\"sheet\":{\"detents\":[")
      for (index, detent) in detents.enumerated() {
        if index > 0 { append(",") }
        switch detent {
        case .medium: write("medium")
        case .large: write("large")
        case .fraction(let value):
          append("{\"fraction\":")
          write(value)
          append("}")
        case .height(let value):
          append("{\"height\":")
          write(value)
          append("}")
        }
      }
      append("]")
      if grabber != .automatic {
        append(",\"grabber\":")
        write(grabber.rawValue)
      }
      append("}")
    case .fullScreenCover:
      append("{\"fullScreenCover\":true")
    case .custom(let transition):
      append("{\"custom\":")
      write(transition.rawValue)
    }
    if presentation.isInteractiveDismissDisabled { append(",\"interactiveDismissDisabled\":true") }
    if !presentation.embedsNavigationStack { append(",\"embedsNavigationStack\":false") }
    append("}")
  }
}
