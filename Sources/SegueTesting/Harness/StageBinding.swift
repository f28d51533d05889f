import CLua
import CLuaBridge
import SegueCore
import SegueLua
import Segue
import SegueImages

/// The Lua face of the stage harness: the `stage` library (`stage.script`, `stage.new`,
/// `stage.load`) and the methods and fields of a stage. A stage lives as long as the spec
/// holds it; the session owns the engine objects, so nothing Swift-side keeps a spec's
/// state alive.
final class StageBinding {
    static let metatableName = "segue.Stage"

    /// The spec file's host.
    unowned let host: ScriptHost
    /// The spec file; its folder resolves relative paths.
    let specPath: String
    let specFolder: String
    /// The folders `stage.script` and `stage.load` may read.
    let readable: ReadableFolders
    private var stages: [Int: StageHarness] = [:]
    private var nextID = 1
    /// The scripts `stage.load` and `stage.script` read, once each per spec file.
    private(set) var scripts = LoadedScripts()

    /// Most frames a stage's `step` or `settle` may advance.
    let maxFrames: Int
    /// The spec's golden files (`s:record` and `matches_golden`).
    let goldens: GoldenFiles
    /// The spec's image goldens (`s:render` and `matches_golden_images`).
    let imageGoldens: ImageGoldenFiles

    /// A binding for the spec at `specPath`, which may also read scripts under `folders`;
    /// its stages advance at most `maxFrames` frames a call.
    init(host: ScriptHost, specPath: String, folders: [String] = [], maxFrames: Int = ScriptLimits.specs.maxFrames,
         updateGoldens: GoldenUpdate = .none, imageGoldenLog: ImageGoldenLog? = nil, rasteriser: SVGRasteriser = .standard,
         goldenLedger: GoldenLedger? = nil, goldenTolerance: GoldenTolerance = .exact) {
        self.host = host
        self.maxFrames = maxFrames
        self.specPath = specPath
        specFolder = specPath.lastIndex(of: "/").map { String(specPath[..<$0]) } ?? "."
        readable = ReadableFolders(specFolder: specFolder, given: folders)
        goldens = GoldenFiles(specFolder: specFolder, mode: updateGoldens, ledger: goldenLedger,
                              defaultTolerance: goldenTolerance)
        imageGoldens = ImageGoldenFiles(specFolder: specFolder, spec: specPath, mode: updateGoldens, log: imageGoldenLog,
                                        rasteriser: rasteriser, ledger: goldenLedger)
    }

    /// Every stage the spec still holds.
    var liveStages: Int { stages.count }

    /// Registers the stage metatable and exposes `stage` in the host's sandbox.
    func install() throws {
        registerMetatable()
        try exposeLibrary()
    }

    /// Pushes a stage userdata for `harness`, which this binding keeps while Lua holds it.
    func push(_ harness: StageHarness) {
        let id = nextID
        nextID += 1
        stages[id] = harness
        let block = lua_newuserdatauv(host.state.L, MemoryLayout<Int>.size, 0)!
        block.storeBytes(of: id, as: Int.self)
        luaL_setmetatable(host.state.L, Self.metatableName)
    }

    /// The metatable of stage userdata: the methods, the read-only fields, `__gc`.
    func registerMetatable() {
        let state = host.state
        let L = state.L
        luaL_newmetatable(L, Self.metatableName)
        state.newTable(recordCount: Int32(StageMethods.all.count))
        for (name, method) in StageMethods.all {
            state.pushFunction { [unowned self] lua in
                try Self.wordingErrors(of: name) { try method(try self.harness(lua, function: name), lua) }
            }
            state.setRawField(name, of: -2)
        }
        registerRecording(goldens: goldens)
        state.pushFunction(upvalues: 1) { [unowned self] lua in try self.index(lua) }
        state.setRawField("__index", of: -2)
        state.pushFunction { lua in
            throw LuaScriptError("a stage's fields are read-only ('\(lua.string(at: 2) ?? "?")')")
        }
        state.setRawField("__newindex", of: -2)
        state.pushFunction { [weak self] lua in
            if let id = Self.id(at: 1, in: lua), let harness = self?.stages.removeValue(forKey: id) {
                // Nobody can drive it again: a transition it left running lets go of its ctx
                // table, whose views would otherwise keep the scene and the table for good.
                harness.stage.script.animation.releaseRunningContexts()
            }
            return 0
        }
        state.setRawField("__gc", of: -2)
        state.pushFunction { [unowned self] lua in
            let harness = try self.harness(lua, function: "tostring")
            lua.push("stage(\(harness.stage.script.name), \(harness.scene.blueprint.container.rawValue))")
            return 1
        }
        state.setRawField("__tostring", of: -2)
        state.push("segue.stage")
        state.setRawField("__metatable", of: -2)
        state.pop()
    }

    /// The `stage` library: `stage.script`, `stage.new`, `stage.load`.
    private func exposeLibrary() throws {
        let state = host.state
        state.newTable()
        state.pushFunction { [unowned self] lua in
            let script = try self.script(try lua.checkString(1, function: "stage.script"))
            try TransitionScript.pushTable(path: script.path, source: script.source, in: self.host)
            // The spec gets a handle of its own: hooks it sets (its spies) stay out of the
            // reach of the transition, which keeps its own handle and could call or replace them.
            try self.host.pushOwnCopy(ofTransitionAt: -1)
            return 1
        }
        state.setRawField("script", of: -2)
        state.pushFunction { [unowned self] lua in
            guard self.host.isTransition(at: 1) else {
                throw lua.typeError(1, function: "stage.new", expected: "segue.transition")
            }
            let options = try Options.read(lua, at: 2, function: "stage.new")
            lua.pushValue(at: 1)
            let script = try TransitionScript.read(path: self.specPath, host: self.host)
            return try self.makeStage(script, options, lua)
        }
        state.setRawField("new", of: -2)
        state.pushFunction { [unowned self] lua in
            let loaded = try self.script(try lua.checkString(1, function: "stage.load"))
            let options = try Options.read(lua, at: 2, function: "stage.load")
            try TransitionScript.pushTable(path: loaded.path, source: loaded.source, in: self.host)
            let script = try TransitionScript.read(path: loaded.path, host: self.host)
            return try self.makeStage(script, options, lua)
        }
        state.setRawField("load", of: -2)
        try host.sandbox.expose("stage", in: state)
    }

    /// When the state holds more than half its cap, collects twice before a new stage: the
    /// first collection runs the finalizers of the stages the spec dropped (which let go of
    /// their running transitions' ctx tables), the second frees what those held. A
    /// collection forced by a failing allocation runs no finalizer, so a spec that builds
    /// stages in a loop would otherwise reach its cap with dropped stages it could give back.
    private func reclaimDroppedStages(_ lua: LuaState) {
        let cap = segue_memory_limit(lua.L)
        guard cap > 0, segue_memory_held(lua.L) > cap / 2 else { return }
        _ = segue_collect_garbage(lua.L)
        _ = segue_collect_garbage(lua.L)
    }

    /// Settings of a new stage.
    struct Options {
        var fps = 60.0
        var allowErrors = false

        static func read(_ lua: LuaState, at index: Int32, function: String) throws -> Options {
            var options = Options()
            if lua.isNil(index) { return options }
            guard lua.isTable(index) else {
                throw lua.typeError(index, function: function, expected: "options table")
            }
            let keys = try lua.optionNames(ofTable: index) { LuaScriptError("\(function): option names must be strings, got a \($0)") }
            for key in keys {
                lua.rawField(key, of: index)
                defer { lua.pop() }
                switch key {
                case "fps":
                    guard let fps = lua.number(at: -1), fps > 0, fps <= 10_000 else {
                        throw LuaScriptError("\(function): 'fps' must be a number in 1…10000")
                    }
                    options.fps = fps
                case "allowErrors":
                    options.allowErrors = lua.bool(at: -1)
                default:
                    throw LuaScriptError("\(function): unknown option '\(key)' (fps, allowErrors)")
                }
            }
            return options
        }
    }

    private func makeStage(_ script: TransitionScript, _ options: Options, _ lua: LuaState) throws -> Int32 {
        reclaimDroppedStages(lua)
        let stage = try script.makeStage()
        let harness = StageHarness(stage: stage, fps: options.fps, allowsErrors: options.allowErrors)
        harness.maxFrames = maxFrames
        push(harness)
        return 1
    }

    /// The script at `path` as the spec wrote it, resolved (``resolve(_:)``) and read on its
    /// first use in this spec file.
    private func script(_ path: String) throws -> LoadedScripts.Script {
        try scripts.script(path, resolve: resolve)
    }

    /// A path as the spec wrote it: absolute, else relative to the spec's folder when the
    /// file is there, else relative to the current folder — and in every case inside the
    /// folders the spec may read (``ReadableFolders``), or an error that names the path
    /// and never shows the file's content.
    func resolve(_ path: String) throws -> String {
        let found: String
        let beside = specFolder == "." ? path : specFolder + "/" + path
        if path.hasPrefix("/") {
            found = path
        } else if fileExists(beside) {
            found = beside
        } else {
            found = path
        }
        guard fileExists(found) else {
            throw LuaScriptError(path.hasPrefix("/") ? "no file '\(path)'"
                                 : "no file '\(path)' beside the spec (\(beside)) or in the current folder")
        }
        do {
            return try readable.check(found, written: path)
        } catch let error as ReadableFolderError {
            throw LuaScriptError(error.message)
        }
    }

    private static func id(at index: Int32, in lua: LuaState) -> Int? {
        guard let block = luaL_testudata(lua.L, index, metatableName) else { return nil }
        return block.load(as: Int.self)
    }

    func harness(_ lua: LuaState, function: String) throws -> StageHarness {
        guard let id = Self.id(at: 1, in: lua), let harness = stages[id] else {
            throw LuaScriptError("stage:\(function) must be called on a stage, with a colon: s:\(function)(…)")
        }
        host.activate(harness.scene)
        return harness
    }

    // MARK: Fields and methods

    private func index(_ lua: LuaState) throws -> Int32 {
        lua.pushValue(at: 2)
        if lua_rawget(lua.L, LuaState.upvalue(1)) != LUA_TNIL { return 1 }
        lua.pop()
        let key = lua.string(at: 2) ?? ""
        let harness = try self.harness(lua, function: key)
        switch key {
        case "progress": lua.push(harness.progress)
        case "time": lua.push(harness.time)
        case "running": lua.push(harness.isRunning)
        case "fps": lua.push(harness.fps)
        case "outcome":
            if harness.isRunning || harness.lastOutcome == nil { lua.pushNil() } else { lua.push(harness.lastOutcome! ? "completed" : "cancelled") }
        case "page": if let page = harness.page { lua.push(page) } else { lua.pushNil() }
        case "top": if let top = harness.top { lua.push(top) } else { lua.pushNil() }
        case "detent": if let detent = harness.driver.selectedDetent { lua.push(detent) } else { lua.pushNil() }
        case "kind": lua.push(harness.scene.blueprint.container.rawValue)
        case "errors": lua.pushList(harness.errors)
        case "stack":
            if let navigation = harness.container as? NavigationController {
                lua.pushList(navigation.viewControllers.map(\.id))
            } else {
                lua.pushNil()
            }
        default:
            throw LuaScriptError("a stage has no field '\(key)' (fields: \(StageMethods.fields.joined(separator: ", ")); methods: \(StageMethods.all.keys.sorted().joined(separator: ", ")))")
        }
        return 1
    }
}

extension LuaState {
    /// Pushes `items` as a Lua list.
    func pushList(_ items: [String]) {
        newTable(arrayCount: Int32(items.count))
        for (i, item) in items.enumerated() {
            push(item)
            lua_rawseti(L, -2, lua_Integer(i + 1))
        }
    }
}
