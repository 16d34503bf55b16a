import ShapesFlows

extension ShapeKind {
  /// The shape drawn in text, a few lines high.
  var drawing: [String] {
    switch self {
    case .simple(.rectangle):
      [
        "┌────────────────┐",
        "│                │",
        "│                │",
        "└────────────────┘",
      ]
    case .simple(.roundedRectangle):
      [
        "╭────────────────╮",
        "│                │",
        "│                │",
        "╰────────────────╯",
      ]
    case .simple(.capsule):
      [
        "  .------------.  ",
        " (              ) ",
        "  '------------'  ",
      ]
    case .simple(.ellipse):
      [
        "   .-''''''''-.   ",
        "  (            )  ",
        "   '-........-'   ",
      ]
    case .simple(.circle):
      [
        "   .-''-.   ",
        "  /      \\  ",
        "  \\      /  ",
        "   '-..-'   ",
      ]
    case .custom(.triangle):
      [
        "      /\\      ",
        "     /  \\     ",
        "    /    \\    ",
        "   /______\\   ",
      ]
    case .custom(.star):
      [
        "      /\\      ",
        " ____/  \\____ ",
        " \\          / ",
        "  /   /\\   \\  ",
        " /__/    \\__\\ ",
      ]
    case .custom(.tower):
      [
        "  _   _   _  ",
        " | |_| |_| | ",
        " |         | ",
        " |   ___   | ",
        " |__|   |__| ",
      ]
    }
  }
}
