import Coordinators
import Foundation
import TestSupport
import Testing

@Suite("SnapshotValue: JSON values, written and read, and Codable types coded through them", .hangLimit)
struct SnapshotValueTests {
  enum Shape: Codable, Hashable {
    case circle(radius: Double)
    case polygon(sides: Int, name: String?)
    case empty
  }

  struct Everything: Codable, Hashable {
    var bool = true
    var string = "a \"quoted\" line\nand a tab\t"
    var double = 0.1
    var float: Float = 2.5
    var int = -42
    var int8: Int8 = -8
    var int16: Int16 = 16
    var int32: Int32 = -32
    var int64: Int64 = .max
    var uint: UInt = 7
    var uint8: UInt8 = 255
    var uint16: UInt16 = 16
    var uint32: UInt32 = 32
    var uint64: UInt64 = 64
    var optional: String? = nil
    var present: Int? = 3
    var array = [Shape.circle(radius: 1), .polygon(sides: 5, name: "star"), .empty]
    var nested = [[1, 2], [3]]
    var dictionary = ["b": 2, "a": 1]
    var url = URL(string: "https://example.com/a?b=c")
    var data = Data([0, 1, 254, 255])
    var value: SnapshotValue = ["free": [1, "form"]]
  }

  @Test func codableValuesRoundTripThroughSnapshotValues() throws {
    let value = Everything()
    let encoded = try SnapshotValue(encoding: value)
    #expect(try encoded.decode(Everything.self) == value)
    #expect(encoded["optional"] == nil, "nil optionals are left out, as JSONEncoder does")
    #expect(encoded["int64"] == .int(.max))
    #expect(encoded["value"] == ["free": [1, "form"]])
  }

  @Test func theJSONWrittenIsWhatJSONDecoderReads() throws {
    let value = Everything()
    let text = try SnapshotValue(encoding: value).description
    #expect(try JSONDecoder().decode(Everything.self, from: Data(text.utf8)) == value)
  }

  @Test func jsonEncoderOutputReadsAsTheSameValue() throws {
    let value = Everything()
    let data = try JSONEncoder().encode(value)
    let decoded = try JSONDecoder().decode(SnapshotValue.self, from: data)
    #expect(try decoded.decode(Everything.self) == value)
    #expect(decoded["url"] == "https://example.com/a?b=c", "URLs are strings, as JSONEncoder writes them")
    #expect(decoded["data"] == "AAH+/w==", "data is Base64, as JSONEncoder writes it")
  }

  @Test func objectMembersAreWrittenInKeyOrderSoEqualValuesGiveEqualBytes() {
    let value: SnapshotValue = ["b": 1, "a": [true, nil], "c": "x"]
    #expect(value.description == #"{"a":[true,null],"b":1,"c":"x"}"#)
  }

  @Test func controlCharactersAreEscaped() {
    let value: SnapshotValue = .string("\u{01}\u{1F}\"\\\n")
    #expect(value.description == #""\u0001\u001f\"\\\n""#)
  }

  @Test(arguments: [Double.infinity, -.infinity, .nan])
  func numbersJSONCannotHoldAreRefused(number: Double) {
    #expect(throws: EncodingError.self) { try SnapshotValue(encoding: number) }
    #expect(throws: EncodingError.self) { try SnapshotValue(encoding: ["x": number]) }
  }

  @Test func integersThatDoNotFitAnIntAreKeptAsNumbers() throws {
    #expect(try SnapshotValue(encoding: UInt64(Int.max)) == .int(.max))
    #expect(try SnapshotValue(encoding: UInt64.max) == .double(Double(UInt64.max)))
  }

  @Test func decodingErrorsSayWhereAndWhat() {
    let value: SnapshotValue = ["circle": ["radius": "big"]]
    #expect {
      try value.decode(Shape.self)
    } throws: { error in
      guard case DecodingError.typeMismatch(_, let context) = error else { return false }
      return context.codingPath.map(\.stringValue) == ["circle", "radius"]
        && context.debugDescription == "Expected to decode Double but found a string instead."
    }
  }

  @Test func numbersOutOfATypesRangeAreRefused() throws {
    #expect(throws: DecodingError.self) { try SnapshotValue.int(300).decode(UInt8.self) }
    #expect(throws: DecodingError.self) { try SnapshotValue.double(1.5).decode(Int.self) }
    #expect(try SnapshotValue.double(2).decode(Int.self) == 2)
    #expect(throws: DecodingError.self) { try SnapshotValue.double(1e300).decode(Float.self) }
  }

  @Test func accessorsReadAndSubscriptsWrite() {
    var value: SnapshotValue = ["name": "Ada", "id": 7, "ratio": 0.5, "on": true, "list": [1]]
    #expect(value["name"]?.stringValue == "Ada")
    #expect(value["id"]?.intValue == 7)
    #expect(value["ratio"]?.doubleValue == 0.5)
    #expect(value["on"]?.boolValue == true)
    #expect(value["list"]?.arrayValue == [1])
    #expect(value["missing"] == nil)
    value["name"] = "Grace"
    value["id"] = nil
    #expect(value == ["name": "Grace", "ratio": 0.5, "on": true, "list": [1]])
    var scalar: SnapshotValue = 1
    scalar["made"] = "an object"
    #expect(scalar == ["made": "an object"])
  }
}
