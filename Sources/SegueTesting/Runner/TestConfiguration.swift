import SegueSystem
import CLua
import SegueLua

/// A project's named runs of `segue test`, as busted's `.busted` file holds them: a Lua file
/// (`.segue-test.lua` in the current folder) returning a table of runs, each a table of
/// options by their long names — `{ default = { tags = "fast" }, ci = { reporter = "junit",
/// output = "report.xml", jobs = 2 } }`; `_all`'s options apply to every run. `segue test`
/// plays `default` unless `--run NAME` names another; an option on the command line wins over
/// the file's.
///
/// Promises: the file is read through the file gate and run in a sandbox of its own (no
/// files, no `require` outside its folder), within a memory limit and a second of time;
/// only strings, numbers, booleans and lists of strings are read from it; a value of another
/// type, an option the command does not have or a run that is not there is an error naming
/// the file, the run and the option.
public struct TestConfiguration: Sendable {
    /// One option's value in the file.
    public enum Value: Sendable, Equatable {
        case string(String)
        case number(Double)
        /// A Lua integer, kept exact (`math.maxinteger` is not a double).
        case integer(Int64)
        case bool(Bool)
        case list([String])
        /// A table of numbers by name (a tolerance: `{ points = 0.01, radians = 1e-4 }`).
        case numbers([String: Double])
    }

    /// The file's name in the folder `segue test` runs in.
    public static let fileName = ".segue-test.lua"

    /// The file read.
    public let path: String
    /// The runs by name, each option by its long name.
    public let runs: [String: [String: Value]]
    /// Where the file writes its fields and strings, to name the line of a refused value.
    let places: TestConfigurationPlaces

    /// Reads the runs of the file at `path`. Throws a ``TestConfigurationError`` naming the
    /// file (and line, for a script error).
    public static func load(_ path: String) throws(TestConfigurationError) -> TestConfiguration {
        let source: LuaSource
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        // Read through the gate as a name in its folder: a link in the file's place (to
        // `/etc/passwd`, whose text a syntax error would quote) is refused.
        do { source = LuaSource(fileBytes: try ProjectPath(name, root: folder.isEmpty ? "/" : folder).read()) } catch {
            throw TestConfigurationError(error.description)
        }
        do {
            let host = try ScriptHost(roots: [folder], memoryLimit: 8 << 20)
            host.hookBudget = 1
            let state = host.state
            let base = state.top
            defer { state.top = base }
            try host.run(source, chunkName: path)
            guard state.isTable(-1) else {
                throw TestConfigurationError("\(path): must return a table of runs ({ default = { … }, ci = { … } }), got \(state.typeName(at: -1))")
            }
            var runs: [String: [String: Value]] = [:]
            try eachField(of: state, at: -1, in: path) { name in
                guard state.isTable(-1) else {
                    throw TestConfigurationError("\(path): run '\(name)' must be a table of options, got \(state.typeName(at: -1))")
                }
                var options: [String: Value] = [:]
                try eachField(of: state, at: -1, in: "\(path): run '\(name)'") { option in
                    options[option] = try value(state, in: "\(path): run '\(name)', option '\(option)'")
                }
                runs[name] = options
            }
            return TestConfiguration(path: path, runs: runs, places: TestConfigurationPlaces(source: source.bytes))
        } catch let error as TestConfigurationError {
            throw error
        } catch {
            // An error value of the file's own making (a table whose `__tostring` says
            // anything) carries no position: the message names the file all the same.
            let text = "\(error)"
            throw TestConfigurationError(text.hasPrefix(path + ":") ? text : "\(path): \(text)")
        }
    }

    /// The options of run `name` (`default` when nil) over `_all`'s. Throws naming the runs
    /// there are when there is no such run (no `default` is an empty run).
    public func options(ofRun name: String?) throws(TestConfigurationError) -> [String: Value] {
        var options = runs["_all"] ?? [:]
        let chosen = name ?? "default"
        if let run = runs[chosen] {
            options.merge(run) { _, run in run }
        } else if name != nil {
            let known = runs.keys.filter { $0 != "_all" }.sorted().joined(separator: ", ")
            throw TestConfigurationError("\(path): no run '\(chosen)' (runs: \(known.isEmpty ? "none" : known))")
        }
        return options
    }

    /// The run whose option `option` a run of `name` (`default` when nil) takes: the run's
    /// own, else `_all`'s.
    public func origin(ofOption option: String, run name: String?) -> String {
        let chosen = name ?? "default"
        return runs[chosen]?[option] != nil ? chosen : "_all"
    }

    /// `FILE:LINE: run 'RUN', option 'OPTION'`: where option `option` of run `name` is
    /// written — for a list, the item `value` — as a refusal of it begins. The line is the
    /// string literal holding the value when the file has one, else the line of the field
    /// (`TestConfigurationPlaces`); without any, the file alone.
    public func place(ofOption option: String, run name: String?, value: String? = nil) -> String {
        let origin = origin(ofOption: option, run: name)
        let line = places.line(run: origin, option: option, value: value)
        return "\(path)\(line.map { ":\($0)" } ?? ""): run '\(origin)', option '\(option)'"
    }

    /// Calls `body` with each string key of the table at `index`, its value on top of the
    /// stack; a key that is not a string is an error. In key order, so errors do not depend
    /// on the table's layout.
    private static func eachField(of state: LuaState, at index: Int32, in place: String,
                                  _ body: (String) throws -> Void) throws {
        let table = state.absoluteIndex(index)
        let keys = try state.optionNames(ofTable: table) { TestConfigurationError("\(place): keys must be names, got a \($0)") }
        for key in keys {
            state.rawField(key, of: table)
            defer { state.pop() }
            try body(key)
        }
    }

    /// The table on top of the stack as numbers by name, when its keys are names (nil when it
    /// has none: an empty list); a value that is not a finite number is an error.
    private static func numberTable(_ state: LuaState, in place: String) throws -> [String: Double]? {
        var numbers: [String: Double] = [:]
        try eachField(of: state, at: -1, in: place) { name in
            guard numbers.count < 100 else { throw TestConfigurationError("\(place): at most 100 names") }
            guard state.type(at: -1) == LUA_TNUMBER, let number = state.number(at: -1), number.isFinite else {
                throw TestConfigurationError("\(place): '\(name)' must be a finite number")
            }
            numbers[name] = number
        }
        return numbers.isEmpty ? nil : numbers
    }

    /// The value on top of the stack: a string, a finite number, a boolean or a list of strings.
    private static func value(_ state: LuaState, in place: String) throws -> Value {
        switch state.type(at: -1) {
        case LUA_TSTRING: return .string(state.string(at: -1) ?? "")
        case LUA_TBOOLEAN: return .bool(state.bool(at: -1))
        case LUA_TNUMBER:
            if let integer = state.integer(at: -1) { return .integer(integer) }
            guard let number = state.number(at: -1), number.isFinite else { throw TestConfigurationError("\(place): must be a finite number") }
            return .number(number)
        case LUA_TTABLE:
            let count = state.rawLength(at: -1)
            if count == 0, let numbers = try numberTable(state, in: place) { return .numbers(numbers) }
            guard count <= 1000 else { throw TestConfigurationError("\(place): a list of at most 1000 strings") }
            var items: [String] = []
            for position in 0..<count {
                state.pushRawElement(position + 1, of: -1)
                defer { state.pop() }
                guard state.type(at: -1) == LUA_TSTRING, let item = state.string(at: -1) else {
                    throw TestConfigurationError("\(place): a list of strings, item \(position + 1) is a \(state.typeName(at: -1))")
                }
                items.append(item)
            }
            return .list(items)
        default:
            throw TestConfigurationError("\(place): a string, a number, a boolean or a list of strings, got a \(state.typeName(at: -1))")
        }
    }
}

/// What is wrong with a project's `segue test` configuration, naming the file.
public struct TestConfigurationError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, naming the file.
    public var description: String
    init(_ description: String) { self.description = description }
}
