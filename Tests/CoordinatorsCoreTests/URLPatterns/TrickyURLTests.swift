@_spi(Testing) import CoordinatorsCore
import TestSupport
import Testing

/// URLs whose parts parsers disagree on, each with the exact answer of this library.
///
/// URLs are read by the library's own parser, never by Foundation's `URL`, so these answers are
/// the same on Linux and on Apple platforms; the table pins them down so that a change shows.
///
/// Decisions the table records:
/// - The host is what follows the last `@` of the authority, up to the port's `:` (or, for an IP
///   literal, up to its `]`); it is percent-decoded and lower-cased, and never normalized
///   further (no trailing-dot removal, no IPv6 canonical form, no IDNA).
/// - The port is neither checked nor kept. A `\` is an ordinary character, not a separator
///   (browsers would read `evil.example\@example.com` as the host `evil.example`).
/// - The fragment is dropped first: a `?` after `#` starts no query.
/// - `.` and `..` are literal segments, never resolved: `a/../b` is three segments, and
///   `%2E%2E` is the same segment as `..`. A pattern must say `..` to match it; a text
///   placeholder takes it as its value.
/// - `%00` decodes to a NUL character inside the segment, and text placeholders refuse it, as
///   every control character (U+0000 to U+001F, U+007F to U+009F), raw or decoded; `+` is a
///   space only in the query.
/// - Raw spaces and non-ASCII characters are taken as they are; nothing is trimmed.
/// - A URL whose host is empty (`myapp:///a`: the third slash starts the path) is refused as
///   such, since no pattern has an empty host.
/// - A bad escape anywhere in the path or the query (even in an unused query item) rejects the
///   URL; in the fragment, which is ignored, it does not.
@Suite(.hangLimit) struct TrickyURLTests {
  static let web = "https://example.com/{path*}?q={q?}"
  static let webRoot = "https://example.com?q={q?}"
  static let ipv6 = "https://[::1]/{path*}"
  static let app = "myapp://host/{path*}?q={q?}&n={n:int?}"
  static let appRoot = "myapp://host?q={q?}"
  static let unicodeHost = "myapp://café/{path*}"

  struct Row: Sendable, CustomTestStringConvertible {
    var url: String
    var expected: MatchOutcome
    var testDescription: String { String(reflecting: url) }

    init(_ url: String, _ expected: MatchOutcome) {
      self.url = url
      self.expected = expected
    }
  }

  static func path(_ pattern: String, _ segments: [String], _ query: [String: URLValue] = [:]) -> MatchOutcome {
    .matched(pattern, query.merging(["path": .segments(segments)]) { first, _ in first })
  }

  static let rows: [Row] = [
    // Ports, user information, hosts.
    Row("https://example.com:8443/a", path(web, ["a"])),
    Row("https://example.com:/a", path(web, ["a"])),
    Row("myapp://host:99999/a", path(app, ["a"])),
    Row("myapp://host:not-a-port/a", path(app, ["a"])),
    Row("https://user:secret@example.com/a", path(web, ["a"])),
    Row("https://@example.com/a", path(web, ["a"])),
    Row("https://example.com@evil.example/a", .failed(.hostNotAllowed("evil.example"))),
    Row("https://evil.example%40example.com/a", .failed(.hostNotAllowed("evil.example@example.com"))),
    Row("https://evil.example\\@example.com/a", path(web, ["a"])),
    Row("https://EXAMPLE.COM/A", path(web, ["A"])),
    Row("HTTPS://Example.Com", .matched(webRoot, [:])),
    Row("https://example.com./a", .failed(.hostNotAllowed("example.com."))),
    Row("https://ex%61mple.com/a", path(web, ["a"])),
    Row("https://[::1]:8080/a", path(ipv6, ["a"])),
    Row("https://[0:0:0:0:0:0:0:1]/a", .failed(.hostNotAllowed("[0:0:0:0:0:0:0:1]"))),
    Row("https://[::1/a", .failed(.hostNotAllowed("[::1"))),
    Row("https://::1/a", .failed(.emptyHost)),
    Row("myapp://CAF%C3%89/a", path(unicodeHost, ["a"])),
    Row("myapp://CAFÉ/a", path(unicodeHost, ["a"])),
    Row("myapp:host/a", .failed(.noMatch)),
    Row("myapp:///a", .failed(.emptyHost)),
    Row("https:///a", .failed(.emptyHost)),
    Row("myapp://other/a", .failed(.noMatch)),
    // Fragments.
    Row("myapp://host/a#b", path(app, ["a"])),
    Row("myapp://host/a#b/c?q=1", path(app, ["a"])),
    Row("myapp://host/a?q=1#b", path(app, ["a"], ["q": .string("1")])),
    Row("myapp://host/a?q=1#?q=2", path(app, ["a"], ["q": .string("1")])),
    Row("myapp://host#/a", .matched(appRoot, [:])),
    Row("myapp://host/a#%zz", path(app, ["a"])),
    // Queries.
    Row("myapp://host/a?q=", path(app, ["a"], ["q": .string("")])),
    Row("myapp://host/a?q", path(app, ["a"], ["q": .string("")])),
    Row("myapp://host/a?", path(app, ["a"])),
    Row("myapp://host/a?&&q=1&&", path(app, ["a"], ["q": .string("1")])),
    Row("myapp://host/a?=1&q=2", path(app, ["a"], ["q": .string("2")])),
    Row("myapp://host/a?q=1&q=2", path(app, ["a"], ["q": .string("1")])),
    Row("myapp://host/a?q=1=2", path(app, ["a"], ["q": .string("1=2")])),
    Row("myapp://host/a??q=1", path(app, ["a"])),
    Row("myapp://host/a?q=a+b%2Bc", path(app, ["a"], ["q": .string("a b+c")])),
    Row("myapp://host/a?n=%2B5", path(app, ["a"], ["n": .int(5)])),
    Row("myapp://host/a?n=+5", .failed(.wrongType(" 5", expected: "int", in: .query("n")))),
    Row("myapp://host/a?q=%zz", .failed(.badPercentEncoding("%zz"))),
    Row("myapp://host/a?utm=%", .failed(.badPercentEncoding("%"))),
    Row("myapp://host?q=1", .matched(appRoot, ["q": .string("1")])),
    Row("myapp://host/?q=1", .matched(appRoot, ["q": .string("1")])),
    // Percent-encoding in the path.
    Row("myapp://host/a%2Fb", path(app, ["a/b"])),
    Row("myapp://host/a%2fb/c", path(app, ["a/b", "c"])),
    Row("myapp://host/%00", .failed(.controlCharacter("\u{0}", in: .path(0)))),
    Row("myapp://host/a+b", path(app, ["a+b"])),
    Row("myapp://host/a%20b", path(app, ["a b"])),
    Row("myapp://host/a b", path(app, ["a b"])),
    Row("myapp://host/caf%C3%A9", path(app, ["café"])),
    Row("myapp://host/caf%c3%a9", path(app, ["café"])),
    Row("myapp://host/café", path(app, ["café"])),
    Row("myapp://host/%F0%9F%A6%86", path(app, ["🦆"])),
    Row("myapp://host/%2541", path(app, ["%41"])),
    Row("myapp://host/%FF", .failed(.badPercentEncoding("%FF"))),
    Row("myapp://host/%C0%AF", .failed(.badPercentEncoding("%C0%AF"))),
    Row("myapp://host/%", .failed(.badPercentEncoding("%"))),
    Row("myapp://host/%2", .failed(.badPercentEncoding("%2"))),
    Row("myapp://host/%%41", .failed(.badPercentEncoding("%%41"))),
    Row("myapp://host/a/%zz/b", .failed(.badPercentEncoding("%zz"))),
    // Dot segments are literal.
    Row("myapp://host/./a/../b", path(app, [".", "a", "..", "b"])),
    Row("myapp://host/..", path(app, [".."])),
    Row("myapp://host/%2E%2E/a", path(app, ["..", "a"])),
    Row("myapp://host/...", path(app, ["..."])),
    // Slashes and case.
    Row("myapp://host//a///b/", path(app, ["a", "b"])),
    Row("myapp://host/", .matched(appRoot, [:])),
    Row("myapp://host", .matched(appRoot, [:])),
    Row("myapp://host///", .matched(appRoot, [:])),
    Row("MYAPP://HOST/A", path(app, ["A"])),
    // White space is kept; control characters are refused, wherever they are in the rest.
    Row("myapp://host/a ", path(app, ["a "])),
    Row("myapp://host/a\tb", .failed(.controlCharacter("a\tb", in: .path(0)))),
    Row("myapp://host/a/b%0A", .failed(.controlCharacter("b\n", in: .path(1)))),
    Row("myapp://host/a%7F", .failed(.controlCharacter("a\u{7F}", in: .path(0)))),
    Row("myapp://host/a%C2%85", .failed(.controlCharacter("a\u{85}", in: .path(0)))),
    Row("myapp://host/a?q=%0D%0A", .failed(.controlCharacter("\r\n", in: .query("q")))),
    // Not URLs, and schemes no pattern has.
    Row(" myapp://host/a", .failed(.notAURL)),
    Row("", .failed(.notAURL)),
    Row("host/a", .failed(.notAURL)),
    Row("//host/a", .failed(.notAURL)),
    Row("ftp://example.com/a", .failed(.unsupportedScheme("ftp"))),
    Row("http://example.com/a", .failed(.unsupportedScheme("http"))),
  ]

  static let links: URLPatternSet<String> = {
    do {
      return try URLPatternSet([web, webRoot, ipv6, app, appRoot, unicodeHost])
    } catch {
      fatalError("the tricky URL patterns do not compile: \(error)")
    }
  }()

  @Test(arguments: rows)
  func trickyURLGivesItsDocumentedAnswer(row: Row) {
    #expect(Self.links.outcome(of: row.url) == row.expected)
  }
}
