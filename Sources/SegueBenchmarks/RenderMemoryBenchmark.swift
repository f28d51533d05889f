#if canImport(Glibc)
import Glibc
#endif
import SegueSystem
import SegueLua
import SegueTesting

/// `segue render`'s memory, flat in the number of frames a run makes (issue 28, item 5): peak
/// RSS of whole `segue render` processes drawing a 100-view transition of 0.5 s
/// (benchmarks/end_to_end/many_views.lua) in each format at 1,000 and at 10,000 frames a
/// second — ten times the frames; the figure is the ratio of the second peak to the first
/// (1.0 when memory does not grow with the frames). Before the fix, the 10,000 fps runs
/// peaked at 401 MB (svg), 424 MB (png), 423 MB (gif) and 1,289 MB (html) in a debug build;
/// the goal is under 100 MB each (after: 39, 62, 44 for segue itself, 61). png and gif need librsvg and ImageMagick
/// (`scripts/ensure-deps`).
enum RenderMemoryBenchmark {
    static func run() {
        print("")
        print("Render memory: peak RSS of `segue render`, 100 views, a 0.5 s run, 1,000 fps against 10,000 fps")
        guard let segue = EndToEndBenchmark.segueBinary() else {
            return print("no release segue: run `scripts/segue --help` or `swift build -c release` first")
        }
        guard let template = readTextFile("benchmarks/end_to_end/many_views.lua") else {
            return print("run from the repository root (benchmarks/end_to_end/many_views.lua not found)")
        }
        let work = "/tmp/segue-render-memory-\(getpid())"
        mkdir(work, 0o755)
        defer { _ = system("rm -rf '\(work)'") }
        let script = work + "/views.lua"
        guard (try? OutputFile.write(template.replacing("local count = 1000", with: "local count = 100"), to: script)) != nil else {
            return print("cannot write \(script)")
        }
        print("format    1,000 fps MB   10,000 fps MB   ratio")
        for kind in ["svg", "png", "gif", "apng", "html"] {
            func peak(_ fps: Int) -> Double? {
                EndToEndBenchmark.spawn([segue, "render", script, "--format", kind, "--fps", "\(fps)",
                                         "--output", "\(work)/out.\(kind)"])?.megabytes
            }
            guard let slow = peak(1_000), let fast = peak(10_000) else {
                print(kind.padding(10) + "failed (an encoder missing?)")
                continue
            }
            print(kind.padding(10) + format(slow, 1).padding(15) + format(fast, 1).padding(16) + format(fast / slow, 2))
        }
        print("(a peak is the largest of the process and the children it waited for: gif's is ImageMagick's, about")
        print(" 200 MB for these 26 frames whatever the rate; segue's own stays near svg's)")
    }
}
