import CLua
import CLuaBridge
import Testing

/// A host function that reports an error through the marker, for the trampoline to raise.
private let failingHost: segue_host_function = { L in
    lua_pushstring(L, "host refused")
    return SEGUE_HOST_ERROR
}

/// The same, but with an error that is raised as it is.
private let rawFailingHost: segue_host_function = { L in
    lua_pushstring(L, "already placed")
    return SEGUE_HOST_ERROR_RAW
}

/// A fresh state with the standard libraries and `fail`/`failRaw` as globals.
private func makeState(limit: Int = 0) -> OpaquePointer {
    let L = segue_newstate(limit)!
    luaL_openlibs(L)
    segue_push_host_closure(L, failingHost, 0)
    lua_setglobal(L, "fail")
    segue_push_host_closure(L, rawFailingHost, 0)
    lua_setglobal(L, "failRaw")
    return L
}

/// Loads and runs `source` as chunk `name`; returns the status and the error message.
private func run(_ L: OpaquePointer, _ source: String, name: String = "@spec.lua") -> (Int32, String?) {
    let status = segue_load_text(L, source, source.utf8.count, name)
    guard status == LUA_OK else { return (status, String(cString: segue_tostring(L, -1, nil))) }
    let result = segue_pcall(L, 0, 0)
    if result != LUA_OK {
        let message = segue_tostring(L, -1, nil).map { String(cString: $0) }
        segue_pop(L, 1)
        return (result, message)
    }
    return (result, nil)
}

@Suite struct BridgeContractTests {
    @Test func aHostErrorIsRaisedAtTheLuaCallersLine() {
        let L = makeState()
        defer { segue_close(L) }
        let (status, message) = run(L, "local x = 1\nfail()\n")
        #expect(status == LUA_ERRRUN)
        #expect(message == "spec.lua:2: host refused")
    }

    /// A raw error keeps its text (no caller's position is put in front at the raise); the
    /// protected call's handler only names the script's line when the text has no position.
    @Test func aRawHostErrorKeepsItsTextAndGetsOnlyAMissingPosition() {
        let L = makeState()
        defer { segue_close(L) }
        let (_, message) = run(L, "failRaw()")
        #expect(message == "spec.lua:1: already placed")
    }

    @Test func aScriptCanCatchAHostErrorAndGoOn() {
        let L = makeState()
        defer { segue_close(L) }
        let (status, _) = run(L, "local ok, e = pcall(fail)\nassert(not ok and e:find('host refused'))\n")
        #expect(status == LUA_OK)
    }

    @Test func aFailedCallLeavesATraceback() {
        let L = makeState()
        defer { segue_close(L) }
        _ = run(L, "local function inner() error('deep') end\ninner()\n")
        segue_push_last_traceback(L)
        let traceback = String(cString: segue_tostring(L, -1, nil))
        #expect(traceback.contains("stack traceback"))
        #expect(traceback.contains("inner"))
    }

    @Test func binaryChunksAreRefused() {
        let L = makeState()
        defer { segue_close(L) }
        let (status, message) = run(L, "\u{1B}Lua\u{54}\u{00}garbage")
        #expect(status == LUA_ERRSYNTAX)
        #expect(message?.contains("binary") == true)
    }

    @Test func theMemoryCapStopsARunawayAllocationAndTheStateGoesOn() {
        let L = makeState(limit: 4 << 20)
        defer { segue_close(L) }
        let (status, _) = run(L, "local t = {} for i = 1, 1e8 do t[i] = ('x'):rep(64) .. i end")
        #expect(status == LUA_ERRMEM)
        #expect(segue_memory_peak(L) <= 4 << 20)
        #expect(run(L, "local s = 0 for i = 1, 100 do s = s + i end assert(s == 5050)").0 == LUA_OK)
    }

    @Test func theWatchdogStopsALoopEvenInsideTheScriptsOwnPcall() {
        let L = makeState()
        defer { segue_close(L) }
        segue_watchdog_arm(L, 0.05)
        let (status, _) = run(L, "while true do pcall(function() while true do end end) end")
        #expect(status == SEGUE_STATUS_TIMEOUT)
        segue_watchdog_disarm(L)
        #expect(run(L, "local n = 0 for i = 1, 1000 do n = n + 1 end").0 == LUA_OK)
    }

    @Test func theHostPointerRoundTripsThroughTheExtraSpace() {
        let L = makeState()
        defer { segue_close(L) }
        let marker = UnsafeMutableRawPointer(bitPattern: 0xC0FFEE)!
        segue_set_host(L, marker)
        #expect(segue_get_host(L) == marker)
    }
}
