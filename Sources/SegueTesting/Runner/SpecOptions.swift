import SegueSystem
import SegueLua
import SegueImages

/// What a run selects and how it runs it.
public struct SpecOptions: Sendable {
    /// Lua patterns; a test runs when its full name matches one (all run when empty).
    public var filters: [String] = []
    /// Lua patterns; a test whose full name matches one does not run (busted's `--filter-out`).
    public var filtersOut: [String] = []
    /// A Lua pattern a spec file's name must match to be found in a folder (busted's
    /// `--pattern`); nil: names ending in `_spec.lua`.
    public var filePattern: String?
    /// Run only this share of the spec files: shard `index` (1-based) of `count`, the files
    /// dealt round-robin in their sorted order, so the shards of a CI matrix together run
    /// every file once.
    public var shard: (index: Int, count: Int)?
    /// A test runs only when it has one of these tags (when not empty).
    public var tags: [String] = []
    /// A test with one of these tags does not run.
    public var excludedTags: [String] = []
    /// Shuffle files and tests.
    public var shuffle = false
    /// Seed of the shuffle and of `math.random` in every spec state.
    public var seed: UInt64?
    /// Runs everything this many times.
    public var repetitions = 1
    /// How many spec files run at once, each on a thread of its own with its own Lua
    /// state (`segue test --jobs N`); the reporter hears of them in the same order as with
    /// one. 1: one after another, each test reported as it ends.
    public var jobs = 1
    /// Whether each spec's state counts the lines its transition scripts and modules run
    /// (``RunReport/coverage``; `segue test --coverage`).
    public var coverage = false
    /// Stops at the first failure.
    public var failFast = false
    /// The tolerance of every `matches_golden` that gives none (a project's `tolerance`).
    public var goldenTolerance = GoldenTolerance.exact
    /// Runs the spec files in path order and each file's tests in name order (busted's
    /// `--sort`), whatever order the paths were given and the tests declared in.
    public var sort = false
    /// Seconds a test (with its hooks) may run before the watchdog stops it.
    public var timeout = 5.0
    /// The limits of each spec's state and the transitions it runs (`ScriptLimits.specs`
    /// by default).
    public var limits = ScriptLimits.specs
    /// Seconds a transition hook may run (``limits``' hook budget).
    public var hookBudget: Double {
        get { limits.hookBudget }
        set { limits.hookBudget = newValue }
    }
    /// Memory cap of each spec's Lua state, bytes (``limits``' memory limit).
    public var memoryLimit: Int {
        get { limits.memoryLimit }
        set { limits.memoryLimit = newValue }
    }
    /// Folders besides each spec's own folder tree that `stage.script` and `stage.load`
    /// may read; the runner adds the paths it is given.
    public var readableFolders: [String] = []
    /// Folders `require` searches after each spec's own folder (busted's `--lpath`, see
    /// ``ModuleSearchPath``); the transitions a spec loads search them too.
    public var moduleFolders: [String] = []
    /// Lua files run in every spec file's state before the spec, in order, sharing its
    /// globals (`segue test --helper`): matchers registered with `expect.extend`, helpers.
    public var helpers: [String] = []
    /// Helpers a project's `.segue-test.lua` names, run after ``helpers``: read through the
    /// file gate from the project's folder, never through a link (`ProjectPath`).
    public var projectHelpers: [ProjectPath] = []
    /// Which goldens `matches_golden` and `matches_golden_images` write instead of only
    /// comparing with them (`segue test --update-goldens=MODE`); `GoldenUpdate.none` by default.
    public var goldenUpdate = GoldenUpdate.none
    /// Whether every golden is rewritten (`goldenUpdate` is `GoldenUpdate.all`, what a plain
    /// `segue test --update-goldens` asks); setting it false sets `GoldenUpdate.none`.
    public var updateGoldens: Bool {
        get { goldenUpdate == .all }
        set { goldenUpdate = newValue ? .all : .none }
    }
    /// Where the run notes the goldens its specs use and write, for the obsolete goldens and
    /// the count of files written at the end of a run; nil: not noted.
    public var goldenLedger: GoldenLedger?
    /// Where `matches_golden_images` collects the frames that differ from their goldens, for
    /// the page `segue test` writes at the end of a run; nil: not collected.
    public var imageGoldenLog: ImageGoldenLog?
    /// What rasterises the frames `matches_golden_images` compares: in the process by librsvg,
    /// else `rsvg-convert` (`SVGRasteriser.standard`).
    public var rasteriser = SVGRasteriser.standard

    public init() {}
}

