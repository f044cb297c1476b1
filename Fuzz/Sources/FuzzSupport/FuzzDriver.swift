import CFuzzerDriver
#if canImport(Glibc)
import Glibc
#endif

/// Starts libFuzzer with `callback` as the function under test.
///
/// Why not libFuzzer's own `main`: SwiftPM links every ELF executable with
/// `--defsym main=<Module>_main` (so tests can link executables), and a target built
/// with `-parse-as-library` and no `@main` has no `<Module>_main`, so the link fails
/// ("undefined symbol 'FuzzQuery_main'"). Each target therefore has a tiny `@main`
/// that calls this, and libFuzzer's `main` is never pulled from its archive.
public enum FuzzDriver {
    public typealias Callback = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

    public static func run(_ callback: Callback) -> Never {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, callback))
    }
}

/// The input as bytes (libFuzzer may pass a null pointer with size 0).
public func fuzzBytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: size > 0 ? data : nil, count: size)
}

/// Stops the run with a message: libFuzzer reports it as a crash and keeps the input.
public func fuzzFailure(_ message: String, file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError("fuzz invariant: \(message)", file: file, line: line)
}
