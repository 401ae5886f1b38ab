import Testing

extension Tag {
    /// Suites that run the compiler or SwiftPM (builds of a client package, `--verify-build`,
    /// `swiftc` over the fixtures) or a timed fuzzing run: most of the suite's time.
    /// `swift test --skip tag:slow` leaves them out locally; CI (`.ci/run`) runs everything.
    @Tag static var slow: Self
}
