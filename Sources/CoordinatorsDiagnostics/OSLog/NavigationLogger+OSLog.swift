#if canImport(os)
  import os

  // The Apple check (Scripts/typecheck-apple.sh) compiles this file against the iOS 26.2 SDK's
  // `os`; against the iOS 17.0 SDK it type-checks it but cannot compile its log messages (that
  // kit's known limit): keep it to this initializer.

  extension NavigationLogger {
    /// A logger that writes to the unified logging system through `os.Logger`, under
    /// `subsystem` and `category`: state changes and flow events at the info level, problems at
    /// the error level. Apple platforms only.
    ///
    /// ```swift
    /// NavigationLogger(subsystem: "com.example.shapes", category: "navigation").observe(navigator)
    /// ```
    ///
    /// A line holds route values, payloads included; the unified log redacts it as private
    /// unless `linesArePublic` is `true` (or a debugger is attached). Make it public only when
    /// no route carries personal data.
    public convenience init(subsystem: String, category: String = "navigation", linesArePublic: Bool = false) {
      let logger = Logger(subsystem: subsystem, category: category)
      self.init(prefix: "") { line, event in
        let level: OSLogType
        if case .problem = event { level = .error } else { level = .info }
        // The privacy of an interpolation must be a literal.
        if linesArePublic {
          logger.log(level: level, "\(line, privacy: .public)")
        } else {
          logger.log(level: level, "\(line, privacy: .private)")
        }
      }
    }
  }
#endif
