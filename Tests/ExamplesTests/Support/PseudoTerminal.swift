import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs an executable with a pseudo-terminal as its standard input, output and error, as a
/// user's terminal would be, and returns everything it wrote to the screen.
///
/// It needs nothing installed: the pseudo-terminal comes from the C library (`posix_openpt`,
/// `grantpt`, `unlockpt`, `ptsname`). Swift's Glibc module leaves those four out (they need
/// `_XOPEN_SOURCE`), so they are looked up by name.
enum PseudoTerminal {
  private typealias OpenFunction = @convention(c) (Int32) -> Int32
  private typealias SetUpFunction = @convention(c) (Int32) -> Int32
  private typealias NameFunction = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

  private static func function<F>(_ name: String, as type: F.Type) throws -> F {
    guard let library = dlopen(nil, RTLD_NOW), let symbol = dlsym(library, name) else {
      throw Failure(description: "the C library has no \(name)")
    }
    return unsafeBitCast(symbol, to: type)
  }

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Runs `executable`, types each of `lines` followed by a return, then the end of the input
  /// (control-D), and waits until it ends.
  ///
  /// The program gets this process's environment without `NO_COLOR` (which `swift test` sets)
  /// and `TERM` (set to `xterm`), with `environment` on top. The terminal is `columns` wide
  /// (`ioctl` with `TIOCSWINSZ`), or reports no width when `columns` is `nil`.
  ///
  /// - Returns: the bytes it wrote, as text (the terminal turns each `\n` into `\r\n`), and its
  ///   exit status.
  static func run(
    _ executable: URL,
    typing lines: [String],
    environment: [String: String] = [:],
    columns: Int? = nil
  ) throws -> (screen: String, status: Int32) {
    let open = try function("posix_openpt", as: OpenFunction.self)
    let grant = try function("grantpt", as: SetUpFunction.self)
    let unlock = try function("unlockpt", as: SetUpFunction.self)
    let name = try function("ptsname", as: NameFunction.self)
    let controller = open(O_RDWR | O_NOCTTY)
    guard controller >= 0, grant(controller) == 0, unlock(controller) == 0, let name = name(controller) else {
      throw Failure(description: "no pseudo-terminal: errno \(errno)")
    }
    let controllerHandle = FileHandle(fileDescriptor: controller, closeOnDealloc: true)
    if let columns {
      var size = winsize()
      size.ws_row = 24
      size.ws_col = UInt16(columns)
      guard ioctl(controller, UInt(TIOCSWINSZ), &size) == 0 else {
        throw Failure(description: "cannot set the pseudo-terminal's size: errno \(errno)")
      }
    }
    guard let terminal = FileHandle(forUpdatingAtPath: String(cString: name)) else {
      throw Failure(description: "cannot open the pseudo-terminal \(String(cString: name))")
    }
    let process = Process()
    process.executableURL = executable
    var inherited = ProcessInfo.processInfo.environment
    inherited["NO_COLOR"] = nil
    inherited["TERM"] = "xterm"
    process.environment = inherited.merging(environment) { $1 }
    process.standardInput = terminal
    process.standardOutput = terminal
    process.standardError = terminal
    let screen = ScreenReader(controller)
    try process.run()
    let watchdog = Watchdog(process)
    defer { watchdog.disarm() }
    // Only the child keeps the terminal open now, so reading ends when it exits.
    try terminal.close()
    for line in lines {
      controllerHandle.write(Data((line + "\n").utf8))
    }
    controllerHandle.write(Data([4]))
    process.waitUntilExit()
    return (String(decoding: screen.wait(), as: UTF8.self), process.terminationStatus)
  }
}

/// Reads what a program writes to a pseudo-terminal, on a thread of its own, until the
/// program closes it.
private final class ScreenReader: @unchecked Sendable {
  // `data` is written by the reading thread only, before `done` is signalled, and read only
  // after waiting for `done`.
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ descriptor: Int32) {
    Thread { [self] in
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        // 0 at the end; -1 with EIO once the last program holding the terminal has closed it.
        if count <= 0 { break }
        data.append(contentsOf: buffer[0..<count])
      }
      done.signal()
    }.start()
  }

  func wait() -> Data {
    done.wait()
    return data
  }
}
