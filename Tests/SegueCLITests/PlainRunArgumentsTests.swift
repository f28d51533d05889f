import ArgumentParser
import Testing
@testable import segue

/// `segue run`'s own reader of plain command lines (``PlainRunArguments``) against
/// ArgumentParser reading the same line through the root command, as the binary did before:
/// whatever the plain reader accepts, ArgumentParser accepts too, with equal options; what it
/// declines is left to ArgumentParser (help, usage errors).
@Suite struct PlainRunArgumentsTests {
    /// What ArgumentParser reads from `segue run ARGUMENTS`: the options, or nil when it
    /// reports an error, help or anything other than a `run` command.
    static func argumentParserOptions(_ arguments: [String]) -> RunOptions? {
        guard let command = try? SegueCommand.parseAsRoot([RunCommand.name] + arguments) else { return nil }
        return (command as? RunCommand)?.options
    }

    @Test(arguments: [
        ["x.lua"],
        ["x.lua", "--format", "jsonl", "--changes-only"],
        ["--velocity", "-500", "x.lua", "--scrub", "0.5"],
        ["x.lua", "--fps=30", "--memory-limit", "8192", "--max-frames", "1000000"],
        ["x.lua", "--request", "page:1", "--hook-budget", "0.5", "--transition-budget=3"],
        ["x.lua", "--after", "present,present", "--request", "dismiss"],
        ["--gesture", "swipe.json", "x.lua", "--fps", "120"],
        ["x.lua", "--scrub=1", "--velocity=-2e3", "--format=table"],
        ["help"], ["run", "--request", "tab:1"],
    ])
    func readsThePlainFormsAsArgumentParserDoes(arguments: [String]) throws {
        let plain = try #require(PlainRunArguments.read(arguments[...]), "declined \(arguments)")
        #expect(plain == Self.argumentParserOptions(arguments))
    }

    @Test(arguments: [
        [], ["--help"], ["x.lua", "-h"], ["x.lua", "--version"], ["x.lua", "y.lua"],
        ["x.lua", "--fps", "30", "--fps", "40"], ["x.lua", "--fps"], ["x.lua", "--fps", "0"],
        ["x.lua", "--fps", "nan"], ["x.lua", "--request", "-1"], ["x.lua", "--request", "sideways"],
        ["x.lua", "--format", "csv"], ["x.lua", "--changes-only"], ["x.lua", "--changes-only=1"],
        ["x.lua", "--", "--fps"], ["-", "--fps", "30"], ["x.lua", "--no-such-option"],
        ["x.lua", "--scrub", "0.5", "--gesture", "g.json"], ["x.lua", "--max-frames", "1.5"],
        ["x.lua", "--memory-limit", "0"], ["x.lua", "-x"], ["x.lua", "--gesture="],
    ])
    func declinesHelpErrorsAndEveryOtherForm(arguments: [String]) {
        #expect(PlainRunArguments.read(arguments[...]) == nil, "\(arguments)")
    }

    /// Many generated command lines mixing every option, good and bad values, stray words and
    /// option-like values: none the plain reader accepts reads differently with ArgumentParser.
    @Test func agreesWithArgumentParserOnGeneratedCommandLines() {
        let files = ["a.lua", "examples/cube.lua", "help", "run", "-", "x y.lua"]
        let options = ["--fps", "--scrub", "--velocity", "--format", "--request", "--after", "--gesture", "--hook-budget",
                       "--transition-budget", "--memory-limit", "--max-frames"]
        let strays = ["--changes-only", "--help", "-h", "--version", "--", "-x", "--no-such", "--fps=", "help"]
        let values = ["30", "60", "-500", "0.5", "1", "0", "1e3", "nan", "inf", "-1", "abc", "", "jsonl", "table",
                      "next", "push", "pop", "page:1", "tab:0", "present", "present,dismiss", "present,", "g.json", "--format", "-5", "10001",
                      "+5", "0x10", "1_000", "-h", "--help", " 3", "2.5e-1"]
        var random = SplitMix(seed: 0x5E6E)
        var accepted = 0
        let count = 3_000
        for _ in 0..<count {
            var line: [String] = []
            if random.next(4) != 0 { line.append(files[random.next(2)]) }
            for _ in 0..<random.next(6) {
                switch random.next(10) {
                case 0: line.insert(files[random.next(files.count)], at: random.next(line.count + 1))
                case 1: line.append(strays[random.next(strays.count)])
                case 2, 3: line.append(options[random.next(options.count)] + "=" + values[random.next(values.count)])
                default:
                    line.append(options[random.next(options.count)])
                    // Mostly a value the option takes, so that many lines are plain and valid.
                    line.append(random.next(3) == 0 ? values[random.next(values.count)] : values[random.next(6)])
                }
            }
            guard let plain = PlainRunArguments.read(line[...]) else { continue }
            accepted += 1
            #expect(plain == Self.argumentParserOptions(line), "\(line)")
        }
        // The comparison means something only if many lines were plain enough to be read.
        #expect(accepted > count / 10, "only \(accepted) of \(count) generated lines were read")
    }
}

/// A small seeded generator (SplitMix64), so that a failing line shows up on every run.
struct SplitMix {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    /// A number in 0..<bound (bound > 0).
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Int(z % UInt64(bound))
    }
}
