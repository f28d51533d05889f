/// The one place the tool's name is put before a line `segue` and `segue-preview` print:
/// `toolLine("x.lua: no such file")` is `segue: x.lua: no such file`. Errors
/// (``CommandFailure``), warnings and status lines all start so; `scripts/lint-rules` fails
/// when any other code types the prefix itself.
public func toolLine(_ message: String) -> String {
    "segue: " + message
}
