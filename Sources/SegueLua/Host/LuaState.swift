import CLua
import CLuaBridge

/// One Lua state, owned by the host: a capped allocator, the host pointer in its extra
/// space, protected calls only, and Swift functions callable from Lua that never raise a
/// Lua error themselves (they throw; the C trampoline raises).
///
/// Not thread-safe: use a state from one thread at a time.
public final class LuaState {
    /// The thread host code works on: the state's main thread, or — while a host function
    /// runs — the thread (coroutine) that called it, so arguments are read from and results
    /// pushed onto the caller's own stack. Bindings always use this, never a saved copy.
    @exclusivity(unchecked) public private(set) var L: OpaquePointer
    /// The state's main thread, which owns the state and is closed with it.
    public let mainThread: OpaquePointer
    /// Where the script's `print` goes: standard error by default, so it never mixes with a
    /// trace on standard output.
    public var output: (String) -> Void = writeLineToStandardError
    /// Any object the embedder wants to reach from callbacks (e.g. the script's host).
    public weak var owner: AnyObject?

    private var functionBoxes: [FunctionBox] = []
    /// Chunks loaded with a file name longer than Lua shows whole: the name as Lua shows
    /// it → the whole path (``restoringChunkNames(_:)``).
    var longChunkNames: [String: String] = [:]
    /// Where file chunks this process compiled are kept for loading again (``load(_:chunkName:)``);
    /// nil compiles every time. The process's one cache unless a test gives its own.
    var compiledChunks: CompiledChunkCache? = CompiledChunkCache.shared

    /// Creates a state with the standard libraries loaded in its (hidden) global table — all
    /// but `io` and `package`, which no script environment offers — and a memory cap of
    /// `memoryLimit` bytes while scripts run (0: none).
    public init(memoryLimit: Int = 64 << 20) {
        guard let state = segue_newstate(memoryLimit) else { fatalError("cannot create a Lua state") }
        L = state
        mainThread = state
        segue_set_host(L, Unmanaged.passUnretained(self).toOpaque())
        segue_open_libraries(L)
    }

    deinit {
        segue_close(mainThread)
    }

    /// The host state of a raw state (or any of its threads) made by this class, or nil
    /// for a state this class did not make.
    public static func host(of L: OpaquePointer) -> LuaState? {
        guard let host = segue_get_host(L) else { return nil }
        return Unmanaged<LuaState>.fromOpaque(host).takeUnretainedValue()
    }

    /// Runs `body` with ``L`` set to `thread` (the thread a host function was called from)
    /// and restores the previous thread afterwards, so nested calls from other coroutines
    /// each see their own caller.
    func onThread<T>(_ thread: OpaquePointer, _ body: () throws -> T) rethrows -> T {
        let previous = L
        L = thread
        defer { L = previous }
        return try body()
    }

    // MARK: Memory and watchdog

    /// Bytes in use now.
    public var memoryInUse: Int { segue_memory_in_use(L) }
    /// Bytes the memory cap counts now: the blocks Lua holds (small ones by the slabs that
    /// hold them) and what the host charged (``chargeHostBytes(_:)``).
    public var memoryHeld: Int { segue_memory_held(L) }
    /// The most bytes ever in use.
    public var peakMemory: Int { segue_memory_peak(L) }
    /// The cap, bytes (0: none).
    public var memoryLimit: Int {
        get { segue_memory_limit(L) }
        set { segue_set_memory_limit(L, newValue) }
    }

    /// Counts `bytes` the host allocated for the script against the cap (gives them back
    /// when negative); false, charging nothing, when they would pass it.
    public func chargeHostBytes(_ bytes: Int) -> Bool {
        segue_charge_host_bytes(L, Int64(bytes)) != 0
    }

    /// Runs `body` with the watchdog armed for `seconds`: Lua code still running then is
    /// stopped with a `.timeout` error. `nil` runs without a watchdog (and without its cost).
    /// Budgets nest: an inner one never outlasts the one around it, and once the outer one
    /// has run out, its own code is stopped as soon as the inner call returns.
    public func withBudget<T>(_ seconds: Double?, _ body: () throws -> T) rethrows -> T {
        guard seconds != nil else { return try body() }
        return try withBudget(seconds, from: Self.monotonicSeconds(), body)
    }

    /// ``withBudget(_:_:)`` with the budget counted from `start`, a time read from
    /// ``monotonicSeconds()`` just before (a caller that times the call reads the clock once).
    public func withBudget<T>(_ seconds: Double?, from start: Double, _ body: () throws -> T) rethrows -> T {
        guard let seconds else { return try body() }
        let previous = segue_watchdog_enter_at(L, start, seconds)
        defer { segue_watchdog_leave(L, previous) }
        return try body()
    }

    /// Seconds on the monotonic clock the watchdog's budgets are counted on.
    public static func monotonicSeconds() -> Double { segue_monotonic_seconds() }

    /// Whether the watchdog stopped code since the current budget was armed.
    public var budgetExpired: Bool { segue_watchdog_expired(L) != 0 }

    // MARK: Stack

    /// Index of the top of the stack.
    public var top: Int32 {
        get { lua_gettop(L) }
        set { lua_settop(L, newValue) }
    }

    public func pop(_ n: Int32 = 1) { segue_pop(L, n) }
    public func pushNil() { lua_pushnil(L) }
    public func push(_ value: Bool) { lua_pushboolean(L, value ? 1 : 0) }
    public func push(_ value: Double) { lua_pushnumber(L, value) }
    public func push(_ value: Int) { lua_pushinteger(L, lua_Integer(value)) }
    public func push(_ value: String) {
        _ = value.utf8.withContiguousStorageIfAvailable { buffer in
            buffer.withMemoryRebound(to: CChar.self) { lua_pushlstring(L, $0.baseAddress, $0.count) }
        } ?? {
            var copy = value
            return copy.withUTF8 { buffer in
                buffer.withMemoryRebound(to: CChar.self) { lua_pushlstring(L, $0.baseAddress, $0.count) }
            }
        }()
    }
    public func newTable(arrayCount: Int32 = 0, recordCount: Int32 = 0) {
        lua_createtable(L, arrayCount, recordCount)
    }
    /// Pushes a copy of the value at `index`.
    public func pushValue(at index: Int32) { lua_pushvalue(L, index) }
    /// `index` as a position from the stack's bottom, which pushes and pops do not move.
    public func absoluteIndex(_ index: Int32) -> Int32 { lua_absindex(L, index) }

    /// The Lua type at `index`.
    public func type(at index: Int32) -> Int32 { lua_type(L, index) }
    /// The type's name at `index` ("nil", "number", …).
    public func typeName(at index: Int32) -> String { String(cString: lua_typename(L, lua_type(L, index))) }
    public func isNil(_ index: Int32) -> Bool { lua_type(L, index) <= LUA_TNIL }
    public func isFunction(_ index: Int32) -> Bool { lua_type(L, index) == LUA_TFUNCTION }
    public func isTable(_ index: Int32) -> Bool { lua_type(L, index) == LUA_TTABLE }

    /// The number at `index`, if it is a number (or a numeric string).
    public func number(at index: Int32) -> Double? {
        var ok: Int32 = 0
        let value = segue_tonumber(L, index, &ok)
        return ok != 0 ? value : nil
    }

    /// The string at `index`, if it is a string or a number.
    public func string(at index: Int32) -> String? {
        var length = 0
        guard lua_type(L, index) == LUA_TSTRING || lua_type(L, index) == LUA_TNUMBER,
              let pointer = segue_tostring(L, index, &length) else { return nil }
        return String(decoding: UnsafeRawBufferPointer(start: pointer, count: length), as: UTF8.self)
    }

    /// The boolean at `index` (Lua truthiness).
    public func bool(at index: Int32) -> Bool { lua_toboolean(L, index) != 0 }

    /// Pushes `table[key]` without metamethods; returns its type.
    @discardableResult
    public func rawField(_ key: String, of table: Int32) -> Int32 {
        let absolute = lua_absindex(L, table)
        push(key)
        return lua_rawget(L, absolute)
    }

    /// Sets `table[key]` to the value on top (popped), without metamethods.
    public func setRawField(_ key: String, of table: Int32) {
        let absolute = lua_absindex(L, table)
        push(key)
        lua_rotate(L, -2, 1)
        lua_rawset(L, absolute)
    }

    // MARK: References

    /// Pops the top value into the registry and returns its reference.
    public func reference() -> Int32 { luaL_ref(L, segue_registryindex()) }
    /// Pushes the value of a registry reference.
    public func push(reference: Int32) { lua_rawgeti(L, segue_registryindex(), lua_Integer(reference)) }
    /// Frees a registry reference.
    public func release(reference: Int32) { luaL_unref(L, segue_registryindex(), reference) }

    // MARK: Functions

    /// Pushes a Lua function that runs `body`. `body` returns its result count; a thrown error
    /// becomes a Lua error raised by the C trampoline at the caller's line. `upvalues` values
    /// on the stack are popped and reachable at `segue_upvalueindex(2…)`.
    public func pushFunction(upvalues: Int32 = 0, _ body: @escaping (LuaState) throws -> Int32) {
        let box = FunctionBox(body)
        functionBoxes.append(box)
        lua_pushlightuserdata(L, Unmanaged.passUnretained(box).toOpaque())
        if upvalues > 0 { lua_rotate(L, -(upvalues + 1), 1) }
        segue_push_host_closure(L, luaHostDispatch, upvalues + 1)
    }

    /// Upvalue index `i` (1-based) of a function pushed with ``pushFunction(upvalues:_:)``.
    public static func upvalue(_ i: Int32) -> Int32 { segue_upvalueindex(i + 2) }

    // MARK: Loading and calling

    /// Compiles `source` as a text chunk (bytecode is refused) and pushes it as a function.
    /// `chunkName` is the file path; errors then read `path:line: …`.
    public func load(_ source: String, chunkName: String) throws {
        try load(LuaSource(source), chunkName: chunkName)
    }

    /// Pops the table on top and makes it the environment (`_ENV`, the first upvalue) of the
    /// loaded chunk just below it: the globals that chunk reads and writes.
    public func setChunkEnvironment() {
        _ = lua_setupvalue(L, -2, 1)
    }

    /// Calls the function below `arguments` arguments in protected mode, leaving `results`
    /// results (`LUA_MULTRET` for all). Throws a ``LuaError`` with the traceback on failure;
    /// the stack is then as it was below the function.
    public func call(arguments: Int32 = 0, results: Int32 = 0) throws {
        let status = segue_pcall(L, arguments, results)
        guard status != LUA_OK else { return }
        try throwCallError(status)
    }

    /// Pushes the message handler a ``callHandled(arguments:results:)`` needs below its
    /// function: push it first, then the function and its arguments.
    public func pushMessageHandler() { segue_push_message_handler(L) }

    /// ``call(arguments:results:)`` for a call made often (a hook): the same results, errors
    /// and stack afterwards, without moving a stack slot, for a function pushed after
    /// ``pushMessageHandler()`` (the handler is gone afterwards).
    public func callHandled(arguments: Int32 = 0, results: Int32 = 0) throws {
        let status = segue_pcall_handled(L, arguments, results)
        guard status != LUA_OK else { return }
        try throwCallError(status)
    }

    /// Throws the error a failed protected call left on the stack (popping it), with the
    /// traceback its handler recorded.
    private func throwCallError(_ status: Int32) throws -> Never {
        let message = restoringChunkNames(string(at: -1) ?? "error")
        pop()
        segue_push_last_traceback(L)
        let traceback = string(at: -1).map(restoringChunkNames)
        pop()
        let kind: LuaError.Kind
        switch status {
        case SEGUE_STATUS_TIMEOUT: kind = .timeout
        case LUA_ERRMEM: kind = .memory
        case LUA_ERRRUN: kind = .runtime
        default: kind = .other
        }
        throw LuaError(kind: kind, rawMessage: message, traceback: status == LUA_ERRMEM ? nil : traceback)
    }
}

/// Writes `text` and a newline to standard error.
func writeLineToStandardError(_ text: String) {
    var line = text
    line.withUTF8 { buffer in
        buffer.withMemoryRebound(to: CChar.self) { segue_write_stderr_line($0.baseAddress, $0.count) }
    }
}

/// A Swift closure exposed to Lua; kept alive by its state.
final class FunctionBox {
    let body: (LuaState) throws -> Int32
    init(_ body: @escaping (LuaState) throws -> Int32) { self.body = body }
}

/// The one C-callable entry for every Swift function: finds the closure in upvalue 2 (the
/// trampoline holds this function in upvalue 1) and turns a thrown error into the marker.
private let luaHostDispatch: segue_host_function = { L in
    guard let L, let state = LuaState.host(of: L), let boxPointer = lua_touserdata(L, segue_upvalueindex(2)) else {
        return 0
    }
    let box = Unmanaged<FunctionBox>.fromOpaque(boxPointer).takeUnretainedValue()
    return state.onThread(L) {
        do {
            return try box.body(state)
        } catch let error as LuaScriptError {
            state.push(error.message)
        } catch let error as LuaError {
            // Already positioned (an error from Lua code the host function called back into).
            state.push(error.description)
            return SEGUE_HOST_ERROR_RAW
        } catch {
            state.push("\(error)")
        }
        return SEGUE_HOST_ERROR
    }
}
