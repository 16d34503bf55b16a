// Stub of the `os` module's Swift overlay, as far as the library uses it: `Logger` and the
// interpolation of a string into its messages. Transcribed from Apple's documentation and the
// iOS 17.5 SDK's os.swiftinterface; every body traps, as nothing here runs.

/// https://developer.apple.com/documentation/os/logger
@available(macOS 11.0, iOS 14.0, watchOS 7.0, tvOS 14.0, *)
public struct Logger: @unchecked Sendable {
  /// https://developer.apple.com/documentation/os/logger/init(subsystem:category:)
  public init(subsystem: String, category: String) {}
  /// https://developer.apple.com/documentation/os/logger/log(level:_:)
  public func log(level: OSLogType, _ message: OSLogMessage) {}
  /// https://developer.apple.com/documentation/os/logger/debug(_:)
  public func debug(_ message: OSLogMessage) {}
  /// https://developer.apple.com/documentation/os/logger/info(_:)
  public func info(_ message: OSLogMessage) {}
  /// https://developer.apple.com/documentation/os/logger/notice(_:)
  public func notice(_ message: OSLogMessage) {}
  /// https://developer.apple.com/documentation/os/logger/error(_:)
  public func error(_ message: OSLogMessage) {}
  /// https://developer.apple.com/documentation/os/logger/fault(_:)
  public func fault(_ message: OSLogMessage) {}
}

/// https://developer.apple.com/documentation/os/oslogtype
public struct OSLogType: Equatable, RawRepresentable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public static let `default` = OSLogType(rawValue: 0x00)
  public static let info = OSLogType(rawValue: 0x01)
  public static let debug = OSLogType(rawValue: 0x02)
  public static let error = OSLogType(rawValue: 0x10)
  public static let fault = OSLogType(rawValue: 0x11)
}

/// https://developer.apple.com/documentation/os/oslogmessage
@available(macOS 11.0, iOS 14.0, watchOS 7.0, tvOS 14.0, *)
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
  public init(stringInterpolation: OSLogInterpolation) {}
  public init(stringLiteral value: String) {}
}

/// https://developer.apple.com/documentation/os/osloginterpolation
@available(macOS 11.0, iOS 14.0, watchOS 7.0, tvOS 14.0, *)
public struct OSLogInterpolation: StringInterpolationProtocol {
  public init(literalCapacity: Int, interpolationCount: Int) {}
  public mutating func appendLiteral(_ literal: String) {}
  /// https://developer.apple.com/documentation/os/osloginterpolation/appendinterpolation(_:align:privacy:)-1jbvo
  public mutating func appendInterpolation(
    _ argumentString: @autoclosure @escaping () -> String,
    align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {}
}

/// https://developer.apple.com/documentation/os/oslogstringalignment
@available(macOS 11.0, iOS 14.0, watchOS 7.0, tvOS 14.0, *)
public struct OSLogStringAlignment {
  public static var none: OSLogStringAlignment { fatalError() }
}

/// https://developer.apple.com/documentation/os/oslogprivacy
@available(macOS 11.0, iOS 14.0, watchOS 7.0, tvOS 14.0, *)
public struct OSLogPrivacy {
  public static var auto: OSLogPrivacy { fatalError() }
  public static var `public`: OSLogPrivacy { fatalError() }
  public static var `private`: OSLogPrivacy { fatalError() }
  public static var sensitive: OSLogPrivacy { fatalError() }
}
