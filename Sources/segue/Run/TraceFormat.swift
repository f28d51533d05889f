import ArgumentParser

/// How `segue run` prints its frame trace: a table for people, JSON lines for programs
/// (docs/trace.md).
enum TraceFormat: String, ExpressibleByArgument, CaseIterable {
    case table, jsonl
}
