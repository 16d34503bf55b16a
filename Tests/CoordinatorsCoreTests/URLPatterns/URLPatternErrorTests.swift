@_spi(Testing) import CoordinatorsCore
import TestSupport
import Testing

/// The reason an app matches: a pattern and a URL that do not fit are one error type, whose
/// detail falls under one kind of problem.
@Suite(.hangLimit) struct URLPatternErrorTests {
  @Test(
    arguments: [
      (URLPatternError(.badPlaceholder("{id"), pattern: "myapp://h/{id"), .invalidPattern),
      (URLPatternError(.ambiguous(with: "myapp://h/{a}"), pattern: "myapp://h/{b}"), .ambiguous),
      (URLPatternError(.conflictingTypes("color"), pattern: "myapp://h/{c:color}"), .ambiguous),
      (
        URLPatternError(.typeMismatch(requested: "String", placeholder: "Int"), pattern: "myapp://h"),
        .parametersMismatch
      ),
      (URLPatternError(.missingValue("id"), pattern: "myapp://h/{id}"), .cannotBuildURL),
      (URLPatternError.missingParameter("id", expected: "int"), .missingParameter),
      (URLPatternError(.notAURL, url: "nothing"), .invalidURL),
      (URLPatternError(.tooLong(length: 9, limit: 8), url: "myapp://h"), .invalidURL),
      (URLPatternError(.emptyHost, url: "myapp:///user"), .invalidURL),
      (URLPatternError(.controlCharacter("a\nb", in: .path(0)), url: "myapp://h/a%0Ab"), .invalidURL),
      (URLPatternError(.noMatch, url: "myapp://h/x"), .noMatch),
      (URLPatternError(.unsupportedScheme("other"), url: "other://h"), .noMatch),
      (URLPatternError(.wrongType("seven", expected: "int", in: .path(1)), url: "myapp://h/d/seven"), .noMatch),
      (URLPatternError(.missingQueryParameter("q"), url: "myapp://search"), .noMatch),
    ] as [(URLPatternError, URLPatternError.Reason)])
  func eachDetailFallsUnderTheReasonAnAppMatches(error: URLPatternError, reason: URLPatternError.Reason) {
    #expect(error.reason == reason)
  }

  @Test func aHandlersMissingParameterSaysWhichAndOfWhatType() {
    let error = URLPatternError.missingParameter("path", expected: "a path of route names")
    #expect(error == URLPatternError(.missingParameter("path", expected: "a path of route names")))
    #expect(error.description == "the link has no a path of route names parameter path; check its pattern")
  }
}
