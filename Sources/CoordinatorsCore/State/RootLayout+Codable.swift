// The stored form of a root's layout, for event logs (see `NavigationState+Codable.swift`):
//
//   layout    {"sections": ["sidebar", 2], "width": "compact", "collapsed": "sidebar"}
//             (each part left out when it is the default: a tab bar, a regular width, the section)
//   sections  ["tabBar"], ["sidebar", 2] or ["adaptive", 3]    (the number: the split view's columns)

extension SectionLayout: Codable {
  /// Decodes `["tabBar"]`, `["sidebar", 2]` or `["adaptive", 3]`.
  public init(from decoder: any Decoder) throws {
    var values = try decoder.unkeyedContainer()
    let name: String = try values.next()
    if name == "tabBar" {
      self = .tabBar
      return
    }
    let count: Int = try values.next()
    guard count == 2 || count == 3 else {
      throw DecodingError.dataCorruptedError(
        in: values, debugDescription: "a split view has 2 or 3 columns, not \(count)")
    }
    let columns: SplitColumns = count == 2 ? .twoColumns : .threeColumns
    switch name {
    case "sidebar": self = .sidebar(columns)
    case "adaptive": self = .adaptive(columns)
    default: throw values.unknownCase("a section layout is \"tabBar\", \"sidebar\" or \"adaptive\", not \"\(name)\"")
    }
  }

  /// Encodes `["tabBar"]`, `["sidebar", 2]` or `["adaptive", 3]`.
  public func encode(to encoder: any Encoder) throws {
    var values = encoder.unkeyedContainer()
    switch self {
    case .tabBar: try values.encodeCase("tabBar")
    case .sidebar(let columns): try values.encodeCase("sidebar", columns == .twoColumns ? 2 : 3)
    case .adaptive(let columns): try values.encodeCase("adaptive", columns == .twoColumns ? 2 : 3)
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
