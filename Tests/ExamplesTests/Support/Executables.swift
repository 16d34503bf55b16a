import Foundation
import Testing

/// Runs the examples' executables, `shapes` and `tabs`, as a user does, and returns what they
/// print.
///
/// The executables are built with the tests (the test target depends on their targets), into
/// the folder that holds the test product.
enum Executables {
  /// The folder of the build products: the one holding the test product (on Linux the test
  /// executable itself; on macOS the `.xctest` bundle, which the `xctest` tool runs).
  static let productsFolder: URL = {
    let bundles = Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }.map(\.bundleURL)
    let executable = URL(filePath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    let candidates = (bundles + [executable]).map { $0.deletingLastPathComponent() }
    return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("shapes").path) }
      ?? candidates[candidates.count - 1]
  }()

  /// The executable named `name`.
  static func url(_ name: String) throws -> URL {
    let url = productsFolder.appendingPathComponent(name)
    guard FileManager.default.isExecutableFile(atPath: url.path) else {
      throw ExecutableMissing(name: name, folder: productsFolder.path)
    }
    return url
  }

  /// What a run printed, and how it ended.
  struct Run {
    var output: String
    var errors: String
    var status: Int32
  }

  /// Runs `name` with `arguments`, `input` on its standard input (a pipe) and `environment`
  /// added to this process's, and waits for it to end.
  static func run(
    _ name: String,
    arguments: [String] = [],
    input: String = "",
    environment: [String: String] = [:]
  ) throws -> Run {
    try run(name, arguments: arguments, input: Data(input.utf8), environment: environment)
  }

  /// Runs `name` with `arguments`, the bytes `input` on its standard input (a pipe) and
  /// `environment` added to this process's, and waits for it to end.
  static func run(
    _ name: String,
    arguments: [String] = [],
    input: Data,
    environment: [String: String] = [:]
  ) throws -> Run {
    let process = Process()
    process.executableURL = try url(name)
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    let watchdog = Watchdog(process)
    defer { watchdog.disarm() }
    stdin.fileHandleForWriting.write(input)
    try stdin.fileHandleForWriting.close()
    // Read both to the end before waiting, so a full pipe never blocks the child.
    let errors = ReadToEnd(stderr.fileHandleForReading)
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      output: String(decoding: output, as: UTF8.self),
      errors: String(decoding: errors.wait(), as: UTF8.self),
      status: process.terminationStatus)
  }
}

/// Reads a file handle to its end on a thread of its own.
final class ReadToEnd: @unchecked Sendable {
  // `data` is written once by the reading thread before `done` is signalled, and read only
  // after waiting for `done`.
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }.start()
  }

  func wait() -> Data {
    done.wait()
    return data
  }
}

struct ExecutableMissing: Error, CustomStringConvertible {
  let name: String
  let folder: String
  var description: String {
    "no executable \(name) in \(folder): build the package's products first (swift build)"
  }
}

/// Ends a process that is still running after a time, so that a program that hangs fails its
/// test instead of stopping the test run.
final class Watchdog: @unchecked Sendable {
  // `finished` is guarded by `lock`; `process` is only asked to terminate while it runs.
  private let lock = NSLock()
  private var finished = false

  init(_ process: Process, seconds: Double = 30) {
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
      lock.lock()
      defer { lock.unlock() }
      if !finished, process.isRunning { process.terminate() }
    }
  }

  /// The process has ended: nothing to do any more.
  func disarm() {
    lock.lock()
    finished = true
    lock.unlock()
  }
}
