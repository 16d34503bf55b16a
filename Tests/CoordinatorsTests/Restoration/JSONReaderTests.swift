import Foundation
import Testing

@testable import Coordinators

@Suite("JSONReader: reads what is valid before the bytes end or stop being JSON")
struct JSONReaderTests {
  func read(_ text: String) -> JSONReader.Result {
    JSONReader.read(Array(text.utf8))
  }

  @Test func aCompleteDocumentReadsWithoutAStop() {
    let result = read(#" {"a": [1, -2, 3.5, 1e3, true, false, null], "b": {"c": "d\n\u00e9\ud83d\ude00"}} "#)
    #expect(result.stop == nil)
    #expect(
      result.value == [
        "a": [1, -2, 3.5, 1000.0, true, false, nil],
        "b": ["c": "d\né😀"],
      ])
  }

  @Test func integersStayExactAndLargerOnesAreRefused() throws {
    #expect(read("[9223372036854775807, -9223372036854775808]").value == [.int(.max), .int(.min)])
    // A snapshot writes a large double with an exponent; an integer beyond 64 bits is refused,
    // not rounded.
    #expect(read("[9223372036854775808]").value == [])
    #expect(read("[9.223372036854775808e18]").value == [.double(9_223_372_036_854_775_808)])
    // Zero written with an exponent is zero; a tiny number that is not zero stays one.
    let tiny = try #require(Double("1e-320"))
    #expect(tiny > 0)
    #expect(read("[0e-400, -0.0e-5, 1e-320]").value == [.double(0), .double(-0.0), .double(tiny)])
  }

  @Test func bytesThatEndInsideAnArrayKeepTheElementsBefore() {
    let result = read(#"{"stacks": [{"n": 1}, {"n": 2}, {"n": 3"#)
    #expect(result.value == ["stacks": [["n": 1], ["n": 2], [:]]])
    #expect(result.stop?.kind == .truncated)
    #expect(result.stop?.path == [.key("stacks"), .index(2), .key("n")])
  }

  @Test func aNumberAtTheEndMayHaveBeenLongerSoItIsDropped() {
    let result = read(#"{"a": 12"#)
    #expect(result.value == [:])
    #expect(result.stop?.path == [.key("a")])
  }

  @Test func aStringOrAKeyCutShortIsDropped() {
    #expect(read(#"["abc", "de"#).value == ["abc"])
    let cutKey = read(#"{"a": 1, "bc"#)
    #expect(cutKey.value == ["a": 1])
    #expect(cutKey.stop?.path == [])
  }

  @Test func aCutBetweenElementsNamesNoElement() {
    let result = read(#"[[1, 2], "#)
    #expect(result.value == [[1, 2]])
    #expect(result.stop?.path == [.index(1)])
  }

  @Test func garbageStopsReadingWhereItStarts() throws {
    let result = read(#"{"a": [1, 2, x]}"#)
    #expect(result.value == ["a": [1, 2]])
    let stop = try #require(result.stop)
    #expect(stop.offset == 13)
    #expect(stop.kind == .malformed("unexpected character 'x'; expected a value"))
  }

  @Test func bytesAfterACompleteDocumentAreReportedButKeepIt() throws {
    let result = read(#"{"a": 1} {"#)
    #expect(result.value == ["a": 1])
    let stop = try #require(result.stop)
    #expect(stop.isAfterDocument)
    #expect(stop.offset == 9)
  }

  @Test(arguments: [
    (#"[01]"#, "a number starts with a zero followed by digits"),
    (#"[1.]"#, "unexpected character ']' in a number"),
    (#"["a\qb"]"#, #"unknown escape \'q' in a string"#),
    (#"["\ud800x"]"#, #"a string has a high surrogate \ud800 without a low one"#),
    (#"["\udc00"]"#, #"a string has a low surrogate \udc00 without a high one"#),
    (#"{"a": 1, "a": 2}"#, #"the key "a" appears twice in one object"#),
    (#"[1e999]"#, "the number 1e999 is out of range"),
    (#"[-1e999]"#, "the number -1e999 is out of range"),
    (#"[1e-400]"#, "the number 1e-400 is out of range"),
    (#"[-0.000001e-400]"#, "the number -0.000001e-400 is out of range"),
    (#"[-9223372036854775809]"#, "the integer -9223372036854775809 does not fit in 64 bits"),
    (#"[9223372036854775808]"#, "the integer 9223372036854775808 does not fit in 64 bits"),
    ("[\"a\u{01}\"]", "a string holds the control character 0x1; it must be escaped"),
    (#"{1: 2}"#, "unexpected character '1'; expected a key in quotes"),
  ])
  func malformedJSONIsNamed(text: String, message: String) {
    #expect(read(text).stop?.kind == .malformed(message))
  }

  @Test func invalidUTF8InAStringIsRefused() {
    let bytes: [UInt8] = Array(#"[""#.utf8) + [0xC3, 0x28] + Array(#""]"#.utf8)
    #expect(JSONReader.read(bytes).stop?.kind == .malformed("a string is not valid UTF-8"))
    let overlong: [UInt8] = Array(#"[""#.utf8) + [0xC0, 0xAF] + Array(#""]"#.utf8)
    #expect(JSONReader.read(overlong).stop?.kind == .malformed("a string is not valid UTF-8"))
    let valid: [UInt8] = Array(#"[""#.utf8) + [0xE2, 0x82, 0xAC] + Array(#""]"#.utf8)
    #expect(JSONReader.read(valid).value == ["€"])
  }

  @Test func nestingDeeperThanTheLimitStopsWithoutExhaustingTheStack() {
    let deep = String(repeating: "[", count: 100_000)
    let result = read(deep)
    #expect(result.stop?.kind == .malformed("the data nests more than 128 levels deep"))
    #expect(result.stop?.path.count == 128)
  }

  @Test func emptyInputIsTruncatedAtZero() {
    #expect(read("").stop == JSONReader.Stop(kind: .truncated, offset: 0, path: []))
    #expect(read("   ").value == nil)
  }

  @Test func everyPrefixOfADocumentReadsWithoutTrapping() {
    let text = #"{"format":1,"root":{"tabs":["a","b"],"selected":"a"},"x":[1.5,-2,"é\"",null,true,{"y":[]}]}"#
    let bytes = Array(text.utf8)
    for end in 0...bytes.count {
      let result = JSONReader.read(bytes[..<end])
      #expect((result.stop == nil) == (end == bytes.count), "prefix of \(end) bytes")
    }
  }
}
