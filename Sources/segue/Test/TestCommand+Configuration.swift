import ArgumentParser
import SegueLua
import SegueCore
import SegueTesting

extension TestCommand {
    /// The options a run of `.segue-test.lua` may set, by their long names.
    static let configurableOptions = [
        "paths", "filter", "filter-out", "pattern", "tags", "exclude-tags", "lpath", "helper", "seed", "shuffle",
        "repeat", "jobs", "fail-fast", "timeout", "reporter", "output", "coverage", "coverage-output", "no-color",
        "sort", "defer-print", "tolerance",
    ]

    /// This command with the options of the named run (`--run`, else `default`) of the
    /// project's `.segue-test.lua` filled in where the command line left them at their
    /// defaults. No file: unchanged (and `--run` is a usage error). Throws a
    /// `ValidationError` naming the file, the run and the option.
    func withConfiguration() throws -> (command: TestCommand, tolerance: GoldenTolerance?) {
        guard InputFile.exists(TestConfiguration.fileName) else {
            if let runName { throw ValidationError("--run \(runName): there is no \(TestConfiguration.fileName) in this folder") }
            return (self, nil)
        }
        let options: [String: TestConfiguration.Value]
        do {
            options = try TestConfiguration.load(TestConfiguration.fileName).options(ofRun: runName)
        } catch { throw ValidationError(error.description) }
        var command = self
        var tolerance: GoldenTolerance?
        let run = runName ?? "default"
        for (name, value) in options.sorted(by: { $0.key < $1.key }) {
            let place = "\(TestConfiguration.fileName): run '\(run)', option '\(name)'"
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
                guard case .number(let number) = value, number == number.rounded(), let whole = Int(exactly: number),
                      range.contains(whole) else {
                    throw ValidationError("\(place) must be a whole number in \(range.lowerBound)…\(range.upperBound)")
                }
                return whole
            }
            switch name {
            case "paths": if command.paths.isEmpty { command.paths = try strings() }
            case "filter": if command.filter.isEmpty { command.filter = try strings() }
            case "filter-out": if command.filterOut.isEmpty { command.filterOut = try strings() }
            case "pattern": if command.pattern == nil { command.pattern = try text() }
            case "tags": if command.tags.isEmpty { command.tags = try strings() }
            case "exclude-tags": if command.excludeTags.isEmpty { command.excludeTags = try strings() }
            case "lpath": if command.lpath.isEmpty { command.lpath = try strings() }
            case "helper": if command.helper.isEmpty { command.helper = try strings() }
            case "seed": if command.seed == nil { command.seed = UInt64(try whole(0...Int.max)) }
            case "shuffle": if !command.shuffle { command.shuffle = try flag() }
            case "repeat": if command.repetitions == 1 { command.repetitions = try whole(1...100_000) }
            case "jobs": if command.jobs == 1 { command.jobs = try whole(1...64) }
            case "fail-fast": if !command.failFast { command.failFast = try flag() }
            case "timeout":
                guard case .number(let seconds) = value else { throw ValidationError("\(place) must be a number of seconds") }
                if command.timeout == 5 { command.timeout = seconds }
            case "reporter":
                let name = try text()
                guard let reporter = Reporter(argument: name) else {
                    throw ValidationError("\(place) must be terminal, tap, junit or json, got '\(name)'")
                }
                if command.reporter == .terminal { command.reporter = reporter }
            case "output": if command.output == nil { command.output = try text() }
            case "coverage": if !command.coverage { command.coverage = try flag() }
            case "coverage-output": if command.coverageOutput == "coverage/lcov.info" { command.coverageOutput = try text() }
            case "no-color": if !command.noColor { command.noColor = try flag() }
            case "sort": if !command.sort { command.sort = try flag() }
            case "defer-print": if !command.deferPrint { command.deferPrint = try flag() }
            case "tolerance": tolerance = try Self.tolerance(value, place: place)
            default:
                throw ValidationError("\(place): segue test has no such option (a run may set: \(Self.configurableOptions.joined(separator: ", ")))")
            }
        }
        try command.validate()
        return (command, tolerance)
    }

    /// A run's `tolerance`: one number for every column, or allowances by unit.
    private static func tolerance(_ value: TestConfiguration.Value, place: String) throws -> GoldenTolerance {
        switch value {
        case .number(let uniform) where uniform >= 0: return GoldenTolerance(uniform: uniform)
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
