import CLuaBridge
import SegueLua

extension LineCoverage {
    /// Turns on line counting in `state`: every script chunk it loads from now on is
    /// registered with its executable lines, and each line run is counted (a line hook that
    /// shares the one hook with the watchdog). False when it could not be turned on.
    static func start(in state: LuaState) -> Bool {
        segue_coverage_start(state.L) != 0
    }

    /// The counts `state` recorded for the files it loaded (chunks named `@path`), leaving
    /// out the files `excluded` says to (the spec files themselves).
    init(recordedIn state: LuaState, excluding excluded: (String) -> Bool) {
        self.init()
        let L = state.L
        for file in 0..<max(0, segue_coverage_files(L)) {
            guard let name = segue_coverage_file(L, Int32(file)).map({ String(cString: $0) }),
                  name.hasPrefix("@") else { continue }
            let path = String(name.dropFirst())
            if excluded(path) { continue }
            var lines: [Int: Int] = [:]
            let last = segue_coverage_file_lines(L, Int32(file))
            if last > 0 {
                for line in 1...last {
                    var hits: Int64 = 0
                    let executable = segue_coverage_file_line(L, Int32(file), line, &hits) != 0
                    if executable || hits > 0 { lines[Int(line)] = Int(clamping: hits) }
                }
            }
            files[path, default: [:]].merge(lines) { $0 + $1 }
        }
    }
}
