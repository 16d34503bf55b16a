// The stored form of a root's layout, for event logs (see `NavigationState+Codable.swift`):
//
//   layout    {"sections": ["sidebar", 2], "width": "compact", "collapsed": "sidebar"}
//             (each part left out when it is the default: a tab bar, a regular width, the section)
//   sections  ["tabBar"], ["sidebar", 2] or ["adaptive", 3]    (the number: the split view's columns)

extension SectionLayout: Codable {
  /// Decodes `["tabBar"]`, `["sidebar", 2]` or `["adaptive", 3]`.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    let name = try container.decode(String.self)
    if name == "tabBar" {
      self = .tabBar
      return
    }
    let count = try container.decode(Int.self)
    guard count == 2 || count == 3 else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "a split view has 2 or 3 columns, not \(count)")
    }
    let columns: SplitColumns = count == 2 ? .twoColumns : .threeColumns
    switch name {
    case "sidebar": self = .sidebar(columns)
    case "adaptive": self = .adaptive(columns)
    default:
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "a section layout is \"tabBar\", \"sidebar\" or \"adaptive\", not \"\(name)\"")
    }
  }

  /// Encodes `["tabBar"]`, `["sidebar", 2]` or `["adaptive", 3]`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    switch self {
    case .tabBar:
      try container.encode("tabBar")
    case .sidebar(let columns):
      try container.encode("sidebar")
      try container.encode(columns == .twoColumns ? 2 : 3)
    case .adaptive(let columns):
      try container.encode("adaptive")
      try container.encode(columns == .twoColumns ? 2 : 3)
    }
  }
}

extension RootLayout: Codable {
  private enum CodingKeys: String, CodingKey {
    case sections, width, collapsed
  }

  /// Decodes a layout, each part defaulting when left out.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      sections: try container.decodeIfPresent(SectionLayout.self, forKey: .sections) ?? .tabBar,
      widthClass: try container.decodeIfPresent(WidthClass.self, forKey: .width) ?? .regular,
      collapsedColumn: try container.decodeIfPresent(CollapsedColumn.self, forKey: .collapsed) ?? .section)
  }

  /// Encodes the parts that are not the default.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    if sections != .tabBar { try container.encode(sections, forKey: .sections) }
    if widthClass != .regular { try container.encode(widthClass, forKey: .width) }
    if collapsedColumn != .section { try container.encode(collapsedColumn, forKey: .collapsed) }
  }
}
