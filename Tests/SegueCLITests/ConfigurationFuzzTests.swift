import Foundation
import Testing
import TestScratch

/// Issue 40, item 7: a fuzzer of `.segue-test.lua`. Seeded, it writes a few hundred project
/// configurations with hostile values — paths outside the project (absolute, `..`, `/proc`,
/// devices, committed links to outside files and folders, a FIFO), control characters and
/// NULs, huge strings, every type in every option, unknown options and runs, scripts that
/// raise, loop or fill their memory — and runs the real `segue test` on each. Every run must
/// either load the file (and run: exit 0, 1 or 2) or refuse it as a usage error naming
/// `.segue-test.lua`; none may crash; and nothing outside the project may change, whatever
/// the file says. `SEGUE_CONFIG_FUZZ_SEED` and `SEGUE_CONFIG_FUZZ_CASES` choose the run.
@Suite struct ConfigurationFuzzTests {
    /// xorshift64*: the same seed, the same files.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            return state &* 2_685_821_657_736_338_717
        }
        mutating func below(_ count: Int) -> Int { Int(next() % UInt64(count)) }
        mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
        mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    }

    /// Paths a hostile or careless file names (`BASE` is the scratch root above the project).
    static let paths = [
        "report.tap", "out/report.xml", "lib", "lib/?.lua", "lib/ok.lua", "a_spec.lua", ".", "./", "a//b.lua",
        "../outside/x.tap", "../outside", "../outside/.env", "../outside/mod/?.lua", "../../etc/passwd",
        "BASE/outside/abs.tap", "BASE/made/deep/x", "/proc", "/proc/self/cwd", "/proc/self/environ", "/etc/passwd",
        "/dev/zero", "/dev/full", "/dev/null", "/tmp", "link_out", "link_out/x.tap", "link_file", "link_file.lua",
        "link_dir/evil.lua", "fifo", "fifo.lua", "lib/../../outside/x", "~/.bashrc", "", "?.lua", "specs/",
        "é/ü.lua", "cov/lcov.info", "deep/er/and/deeper/lcov.info",
    ]

    /// A Lua expression for a path, sometimes mangled.
    static func path(_ g: inout Generator) -> String {
        switch g.below(10) {
        case 0: return "string.rep('a/', \(g.pick([10, 3000, 40000])))"
        case 1: return "'\(g.pick(["x", "..", "/"]))\\0\(g.pick(["y", "etc/passwd"]))'"
        case 2: return "'\(g.pick(["a\\nb", "\\r", "\\27[31m", "\\u{202E}x"]))'"
        default: return "'\(g.pick(paths))'"
        }
    }

    /// A Lua expression of any type, for any option.
    static func value(_ g: inout Generator, depth: Int = 0) -> String {
        switch g.below(depth > 1 ? 8 : 11) {
        case 0, 1, 2: return path(&g)
        case 3: return g.pick(["true", "false", "nil"])
        case 4: return g.pick(["0", "1", "-1", "64", "65", "1e308", "-1e308", "0/0", "1/0", "math.maxinteger",
                               "math.mininteger", "2^63", "0.5", "99999999", "100001", "-0.0", "3.0"])
        case 5: return g.pick(["function() end", "print", "coroutine.create(function() end)", "setmetatable({}, { __index = function() error('x') end })"])
        case 6: return g.pick(["'terminal'", "'TAP'", "'junit'", "'json'", "'xml'", "'1/2'", "'#fast'", "'%'", "'(['"])
        case 7: return "{}"
        case 8: return "{ \((0..<g.below(4)).map { _ in path(&g) }.joined(separator: ", ")) }"
        case 9: return "{ points = \(g.pick(["0.01", "-1", "0/0", "'x'"])), \(g.pick(["pts", "radians", "relative", "default"])) = 1 }"
        default: return "{ \(value(&g, depth: depth + 1)), x = \(value(&g, depth: depth + 1)) }"
        }
    }

    static let options = [
        "paths", "filter", "filter-out", "pattern", "tags", "exclude-tags", "lpath", "helper", "seed", "shuffle",
        "repeat", "jobs", "fail-fast", "timeout", "reporter", "output", "coverage", "coverage-output", "no-color",
        "sort", "defer-print", "tolerance", "image-report", "update-goldens", "watch", "review",
    ]
    static let pathOptions = ["paths", "lpath", "helper", "output", "coverage-output"]

    /// One generated `.segue-test.lua`.
    static func configuration(_ g: inout Generator) -> String {
        var lines: [String] = []
        if g.chance(20) { lines.append("local up = '..'") }
        switch g.below(60) {
        case 0: lines.append("while true do end")
        case 1: lines.append("local t = {} for i = 1, 1e9 do t[i] = string.rep('x', 1000) .. i end")
        case 2: lines.append("error(\(g.pick(["'boom'", "{}", "setmetatable({}, { __tostring = function() return 'x' end })"])))")
        case 3: return "return \(g.pick(["5", "nil", "'x'", "function() end", "{ 1, 2 }", "{ [1] = {} }", "{ default = 5 }"]))"
        case 4: lines.append("local f = io and io.open('../outside/pwn', 'w')")
        case 5: lines.append("os.execute('touch ../outside/pwn')")
        case 6: lines.append("require('../outside/mod/evil')")
        default: break
        }
        var runs: [String] = []
        for _ in 0..<(1 + g.below(3)) {
            let name = g.pick(["default", "default", "_all", "ci", "[1]", "['']", "[true]", "['a b']"])
            var fields: [String] = []
            for _ in 0..<(1 + g.below(5)) {
                let option = g.chance(60) ? g.pick(pathOptions) : g.pick(options)
                let key = option.contains("-") ? "['\(option)']" : option
                let value = pathOptions.contains(option) && g.chance(60)
                    ? (g.chance(30) ? "{ \(path(&g)), \(path(&g)) }" : (g.chance(10) ? "up .. '/outside/x.lua'" : path(&g)))
                    : value(&g)
                fields.append("\(key) = \(value)")
            }
            runs.append("  \(name) = {\n    " + fields.joined(separator: ",\n    ") + "\n  }")
        }
        lines.append("return {\n" + runs.joined(separator: ",\n") + "\n}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Every path below `base` outside `project`, with its bytes, link target or `folder`.
    static func outsideState(_ base: String) -> [String: String] {
        var state: [String: String] = [:]
        let files = FileManager.default
        for name in (try? files.subpathsOfDirectory(atPath: base)) ?? [] where !name.hasPrefix("project") {
            let path = base + "/" + name
            if let target = try? files.destinationOfSymbolicLink(atPath: path) { state[name] = "link → " + target }
            else if let data = files.contents(atPath: path) { state[name] = String(decoding: data, as: UTF8.self) }
            else { state[name] = "folder" }
        }
        return state
    }

    @Test func everyGeneratedConfigurationLoadsOrIsRefusedNamingTheFileAndNothingOutsideChanges() throws {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["SEGUE_CONFIG_FUZZ_SEED"].flatMap(UInt64.init) ?? 40
        let cases = environment["SEGUE_CONFIG_FUZZ_CASES"].flatMap(Int.init) ?? 300
        let base = ScratchFolder.make("cfz")
        let project = base + "/project"
        let files = FileManager.default
        for (path, text) in [
            "outside/.env": "SECRET = 'hunter2'\n", "outside/x.lua": "OUTSIDE = true\n",
            "outside/mod/evil.lua": "return {}\n", "project/a_spec.lua": "it('passes', function() end)\n",
            "project/lib/ok.lua": "return {}\n", "project/specs/b_spec.lua": "it('passes too', function() end)\n",
        ] {
            try files.createDirectory(atPath: ((base + "/" + path) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: base + "/" + path, atomically: false, encoding: .utf8)
        }
        #expect(symlink("../outside", project + "/link_out") == 0)
        #expect(symlink("../outside/.env", project + "/link_file") == 0)
        #expect(symlink("../outside/x.lua", project + "/link_file.lua") == 0)
        #expect(symlink("../outside/mod", project + "/link_dir") == 0)
        #expect(mkfifo(project + "/fifo", 0o644) == 0 && mkfifo(project + "/fifo.lua", 0o644) == 0)
        let before = Self.outsideState(base)
        var generator = Generator(state: seed | 1)
        var loaded = 0, refused = 0, refusedAtALine = 0
        for index in 0..<cases {
            let text = Self.configuration(&generator).replacingOccurrences(of: "BASE", with: base)
            try text.write(toFile: project + "/.segue-test.lua", atomically: false, encoding: .utf8)
            let arguments = ["test", "--no-color", "--timeout", "2"] + (generator.chance(20) ? ["--run", "ci"] : [])
            let result = try SegueProcess.run(program: URL(fileURLWithPath: "/usr/bin/timeout"),
                                              arguments: ["-s", "KILL", "60", SegueProcess.executable.path] + arguments, in: project)
            let said = "case \(index) (seed \(seed)):\n\(text)\n→ \(result.status)\n\(result.stdout.prefix(800))\(result.stderr.prefix(800))"
            // A usage error ("segue: …", exit 2 or 64) is a refusal of the file and must name
            // it; anything else is a run of the loaded file (0, 1, or 2 for a runner error).
            let usage = result.stderr.hasPrefix("segue: ") || result.stderr.contains("\nsegue: ")
            switch result.status {
            case 2, 64 where usage:
                refused += 1
                #expect(result.stderr.contains("segue: .segue-test.lua"), "\(said)")
                if result.stderr.contains("segue: .segue-test.lua:") { refusedAtALine += 1 }
            case 0, 1, 2:
                loaded += 1
            default:
                Issue.record("neither loaded nor refused: \(said)")
            }
            #expect(!result.stderr.contains("hunter2") && !result.stderr.contains("root:x:0"), "\(said)")
            let after = Self.outsideState(base)
            if after != before {
                Issue.record("something outside the project changed: \(said)")
                break
            }
        }
        print("config fuzz: \(cases) files (seed \(seed)): \(loaded) loaded, \(refused) refused (\(refusedAtALine) at a line); outside unchanged")
        #expect(loaded + refused == cases)
    }
}
