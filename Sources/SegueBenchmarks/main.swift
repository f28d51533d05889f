#if canImport(Glibc)
import Glibc
#endif

// Segue's benchmarks. Build and run in release mode:
//   swift run -c release SegueBenchmarks [--frames N] [--quick]
// Figures are best-of-5 timings, reported with their ratio to a baseline measured in the
// same run (a plain C −O2 loop for interpolation; an empty Lua function call for hooks).

var frames = 2000
var quick = false
var only: String?
var specsFolder = "examples"
var arguments = CommandLine.arguments.dropFirst()
if arguments.first == "--memory-child", arguments.count == 4 {
    let rest = Array(arguments.dropFirst())
    MemoryBenchmark.child(kind: rest[0], count: Int(rest[1]) ?? 0, example: rest[2])
}
while let argument = arguments.popFirst() {
    switch argument {
    case "--frames": frames = Int(arguments.popFirst() ?? "") ?? frames
    case "--quick": quick = true; frames = 50
    case "--only": only = arguments.popFirst()
    case "--specs": specsFolder = arguments.popFirst() ?? specsFolder
    default:
        print("usage: SegueBenchmarks [--frames N] [--quick] [--only interpolation|lua|specs|reload|idle|gestures|memory|watchdog|endtoend|startup|update] [--specs FOLDER]")
        exit(2)
    }
}

if only == nil || only == "interpolation" {
print("Interpolation: ns per animated property per frame (N views × 6 properties)")
print("views     engine   C -O2 baseline   ratio   heap growth over the frames")
for views in [100, 1000, 10000] {
    let n = max(1, quick ? frames : frames * 1000 / views)
    let r = InterpolationBenchmark.run(views: views, frames: n)
    print("\(views)".padding(8) + "  " + format(r.engineNanoseconds, 3).padding(8) + " " +
          format(r.baselineNanoseconds, 3).padding(16) + " " +
          format(r.engineNanoseconds / r.baselineNanoseconds, 2).padding(7) + " \(r.heapGrowthBytes) B over \(r.frames * 5) frames")
}
}
if only == nil || only == "lua" { LuaBenchmarks.run(quick: quick) }
if only == nil || only == "specs" { SpecBenchmarks.run(folder: specsFolder, quick: quick) }
if only == nil || only == "reload" { ReloadBenchmark.run(example: specsFolder + "/snapchat_swipe.lua", quick: quick) }
if only == nil || only == "idle" { IdleWatchBenchmark.run(example: specsFolder + "/panel.lua", quick: quick) }
if only == nil || only == "gestures" { GestureBenchmark.run(example: specsFolder + "/snapchat_swipe.lua", quick: quick) }
if only == nil || only == "memory" {
    MemoryBenchmark.run(example: specsFolder + "/snapchat_swipe.lua", quick: quick)
    RenderMemoryBenchmark.run()
}
if only == nil || only == "endtoend" { EndToEndBenchmark.run(quick: quick) }
if only == nil || only == "startup" { StartupBenchmark.run(quick: quick) }
if only == nil || only == "update" { UpdateHookBenchmark.run(quick: quick) }
if only == nil || only == "watchdog" { WatchdogBenchmark.run(attacksFile: "Tests/Fixtures/safety/attacks.lua", quick: quick) }

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
