/// Where in the source a navigation call was made: the short methods of `Navigator` and `Flow`
/// note it, and a rejected command's ``NavigationError`` carries it (``NavigationError/callSite``),
/// so a test failure, or a log line, points at the call that failed.
///
/// The calls fill it in from their defaulted `fileID:filePath:line:column:` parameters, which
/// callers leave out. It is a few words handed over with each call, and read only when the call
/// fails. A helper that wraps a navigation call passes its own caller's place on, as test
/// helpers pass `#_sourceLocation`.
package struct CallSite: Sendable, CustomStringConvertible {
  /// The file as `#fileID` names it: `MyAppTests/InboxTests.swift`.
  package let fileID: StaticString
  /// The file's full path, as `#filePath` gives it.
  package let filePath: StaticString
  /// The line of the call, counted from 1.
  package let line: UInt
  /// The column of the call, counted from 1.
  package let column: UInt

  /// The place these literals name; left out, the place of this call.
  package init(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// `MyAppTests/InboxTests.swift:12`.
  package var description: String { "\(fileID):\(line)" }
}
