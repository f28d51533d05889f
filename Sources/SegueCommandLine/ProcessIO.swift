#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// Writes `text` and a newline to standard error.
public func printError(_ text: String) {
    fputs(text + "\n", stderr)
}

/// Ends the process with `code`, flushing standard output first.
public func exitProcess(_ code: Int32) -> Never {
    fflush(stdout)
    exit(code)
}

/// Pushes what standard output holds to its reader now (a line another program waits for).
public func flushStandardOutput() {
    fflush(stdout)
}
