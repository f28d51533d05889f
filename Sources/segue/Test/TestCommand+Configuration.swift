import ArgumentParser
import SegueLua
import SegueSystem
import SegueCore
import SegueTesting

extension TestCommand {
    /// The options a run of `.segue-test.lua` may set, by their long names.
    static let configurableOptions = [
        "paths", "filter", "filter-out", "pattern", "tags", "exclude-tags", "lpath", "helper", "seed", "shuffle",
        "repeat", "jobs", "fail-fast", "timeout", "reporter", "output", "coverage", "coverage-output", "no-color",
        "sort", "defer-print", "tolerance",
    ]

    /// What a run of `.segue-test.lua` sets besides the command's options: the golden
    /// traces' tolerance, and the paths it names that must stay inside the project's folder
    /// (written and read through the file gate relative to it, never following a link).
    struct ConfiguredRun {
        var command: TestCommand
        var tolerance: GoldenTolerance?
        /// The report's path, when the file chose it (nil: the command line's, or none).
        var output: ProjectPath?
        /// The coverage tracefile's path, when the file chose it.
        var coverageOutput: ProjectPath?
        /// The helpers, when the file chose them.
        var helpers: [ProjectPath] = []
    }

    /// This command with the options of the named run (`--run`, else `default`) of the
    /// project's `.segue-test.lua` filled in where the command line left them at their
    /// defaults. No file: unchanged (and `--run` is a usage error). Throws a
    /// `ValidationError` naming the file, the line, the run and the option.
    ///
    /// The project's folder is the boundary: every path the file names (`paths`, `lpath`,
    /// `helper`, `output`, `coverage-output`) must be relative, without `..`, and lead to its
    /// place from the folder `segue test` runs in without a symbolic link on the way
    /// (``ProjectPath``); a helper must be a `.lua` file. The same path typed on the command
    /// line is the user's own choice and is not held in.
    func withConfiguration() throws -> ConfiguredRun {
        guard InputFile.exists(TestConfiguration.fileName) else {
            if let runName { throw ValidationError("--run \(runName): there is no \(TestConfiguration.fileName) in this folder") }
            return ConfiguredRun(command: self)
        }
        let configuration: TestConfiguration
        let options: [String: TestConfiguration.Value]
        do {
            configuration = try TestConfiguration.load(TestConfiguration.fileName)
            options = try configuration.options(ofRun: runName)
        } catch { throw ValidationError(error.description) }
        var run = ConfiguredRun(command: self)
        for (name, value) in options.sorted(by: { $0.key < $1.key }) {
            let place = configuration.place(ofOption: name, run: runName)
            func strings() throws -> [String] {
                switch value {
                case .string(let text): return [text]
                case .list(let items): return items
                default: throw ValidationError("\(place) must be a string or a list of strings")
                }
            }
            func text() throws -> String {
                guard case .string(let text) = value else { throw ValidationError("\(place) must be a string") }
                return text
            }
            func flag() throws -> Bool {
                guard case .bool(let flag) = value else { throw ValidationError("\(place) must be true or false") }
                return flag
            }
            func whole(_ range: ClosedRange<Int>) throws -> Int {
                let whole: Int?
                switch value {
                case .integer(let integer): whole = Int(exactly: integer)
                case .number(let number): whole = number == number.rounded() ? Int(exactly: number) : nil
                default: whole = nil
                }
                guard let whole, range.contains(whole) else {
                    throw ValidationError("\(place) must be a whole number in \(range.lowerBound)…\(range.upperBound)")
                }
                return whole
            }
            /// `text` as a path inside the project, checked by `check`; a refusal names the
            /// line that writes it.
            func inside(_ text: String, written: String? = nil,
                        _ check: (ProjectPath) throws(FileGateError) -> Void) throws -> ProjectPath {
                do {
                    let path = try ProjectPath(text)
                    try check(path)
                    return path
                } catch {
                    let at = configuration.place(ofOption: name, run: runName, value: written ?? text)
                    throw ValidationError("\(at): \(Self.refusal(of: text, error))")
                }
            }
            switch name {
            case "paths":
                if run.command.paths.isEmpty {
                    run.command.paths = try strings().map { text in
                        try inside(text) { path throws(FileGateError) in
                            let kind = try path.kind()
                            if kind != "a folder" && kind != "a regular file" { try path.checkFolder() }
                        }.path
                    }
                }
            case "filter": if run.command.filter.isEmpty { run.command.filter = try strings() }
            case "filter-out": if run.command.filterOut.isEmpty { run.command.filterOut = try strings() }
            case "pattern": if run.command.pattern == nil { run.command.pattern = try text() }
            case "tags": if run.command.tags.isEmpty { run.command.tags = try strings() }
            case "exclude-tags": if run.command.excludeTags.isEmpty { run.command.excludeTags = try strings() }
            case "lpath":
                if run.command.lpath.isEmpty {
                    var folders: [String] = []
                    for entry in try strings() {
                        let named: [String]
                        do { named = try ModuleSearchPath.folders(entry) } catch { throw ValidationError("\(place): \(error)") }
                        for folder in named {
                            folders.append(try inside(folder, written: entry) { path throws(FileGateError) in try path.checkFolder() }.path)
                        }
                    }
                    run.command.lpath = folders
                }
            case "helper":
                if run.command.helper.isEmpty {
                    run.helpers = try strings().map { text in
                        try inside(text) { path throws(FileGateError) in
                            guard path.name.hasSuffix(".lua") else {
                                throw FileGateError(path: path.path, why: "is not a .lua file: a helper is Lua code in the project")
                            }
                            try path.checkFile()
                        }
                    }
                }
            case "seed": if run.command.seed == nil { run.command.seed = UInt64(try whole(0...Int.max)) }
            case "shuffle": if !run.command.shuffle { run.command.shuffle = try flag() }
            case "repeat": if run.command.repetitions == 1 { run.command.repetitions = try whole(1...100_000) }
            case "jobs": if run.command.jobs == 1 { run.command.jobs = try whole(1...64) }
            case "fail-fast": if !run.command.failFast { run.command.failFast = try flag() }
            case "timeout":
                let seconds: Double
                switch value {
                case .number(let number): seconds = number
                case .integer(let integer): seconds = Double(integer)
                default: throw ValidationError("\(place) must be a number of seconds")
                }
                if run.command.timeout == 5 { run.command.timeout = seconds }
            case "reporter":
                let name = try text()
                guard let reporter = Reporter(argument: name) else {
                    throw ValidationError("\(place) must be terminal, tap, junit or json, got '\(name)'")
                }
                if run.command.reporter == .terminal { run.command.reporter = reporter }
            case "output":
                if run.command.output == nil {
                    let path = try inside(try text()) { path throws(FileGateError) in try path.checkWritable(creatingFolders: false) }
                    run.output = path
                    run.command.output = path.path
                }
            case "coverage": if !run.command.coverage { run.command.coverage = try flag() }
            case "coverage-output":
                if run.command.coverageOutput == "coverage/lcov.info" {
                    let path = try inside(try text()) { path throws(FileGateError) in try path.checkWritable(creatingFolders: true) }
                    run.coverageOutput = path
                    run.command.coverageOutput = path.path
                }
            case "no-color": if !run.command.noColor { run.command.noColor = try flag() }
            case "sort": if !run.command.sort { run.command.sort = try flag() }
            case "defer-print": if !run.command.deferPrint { run.command.deferPrint = try flag() }
            case "tolerance": run.tolerance = try Self.tolerance(value, place: place)
            default:
                throw ValidationError("\(place): segue test has no such option (a run may set: \(Self.configurableOptions.joined(separator: ", ")))")
            }
        }
        try run.command.validate()
        return run
    }

    /// A path from the file, quoted for a one-line message: control characters escaped,
    /// at most 200 characters.
    static func quoted(_ text: String) -> String {
        var shown = ""
        for scalar in text.unicodeScalars.prefix(200) {
            if scalar.value < 0x20 || scalar.value == 0x7F { shown += "\\u{\(String(scalar.value, radix: 16))}" }
            else { shown.unicodeScalars.append(scalar) }
        }
        return "'" + shown + (text.unicodeScalars.count > 200 ? "…" : "") + "'"
    }

    /// The gate's refusal of `text` as the rest of a line: the path (and the part of it the
    /// gate refused, when that is another) and why.
    private static func refusal(of text: String, _ error: FileGateError) -> String {
        let path = (try? ProjectPath(text))?.path
        guard error.path != text, error.path != path else { return "\(quoted(text)) \(error.why)" }
        return "\(quoted(text)): \(quoted(error.path)) \(error.why)"
    }

    /// A run's `tolerance`: one number for every column, or allowances by unit.
    private static func tolerance(_ value: TestConfiguration.Value, place: String) throws -> GoldenTolerance {
        switch value {
        case .number(let uniform) where uniform >= 0: return GoldenTolerance(uniform: uniform)
        case .integer(let uniform) where uniform >= 0: return GoldenTolerance(uniform: Double(uniform))
        case .numbers(let allowances):
            var tolerance = GoldenTolerance()
            for (name, allowance) in allowances {
                guard allowance >= 0 else { throw ValidationError("\(place): '\(name)' must not be negative") }
                switch name {
                case "relative": tolerance.relative = allowance
                case "default": tolerance.uniform = allowance
                default:
                    guard let unit = ViewPropertyUnit(rawValue: name) else {
                        throw ValidationError("\(place): '\(name)' is not a unit (\(ViewPropertyUnit.allCases.map(\.rawValue).joined(separator: ", ")), relative, default)")
                    }
                    tolerance.units[unit] = allowance
                }
            }
            return tolerance
        default:
            throw ValidationError("\(place) must be a number or a table of allowances by unit ({ points = 0.01 })")
        }
    }
}
