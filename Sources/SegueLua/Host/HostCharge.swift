import SegueCore

/// What the host allocates for a script, counted against the script's memory cap through
/// ``LuaState/chargeHostBytes(_:)``: each view it makes (`ctx:makeView`, `ctx:snapshot`)
/// and each frame recorded of its run. Estimates of the Swift memory involved, not exact.
///
/// A view's charge is noted on the store that holds it (`ViewStore.chargedBytes`) and given
/// back when the host lets the store's scene go (`ScriptHost.pruneScenes()`): a spec that
/// loads, runs and drops stages in a loop stays within its cap.
public enum HostCharge {
    /// One view: its values in the store, the object, its entry in the store.
    public static let perView = ViewProperty.count * MemoryLayout<Double>.stride + 256
    /// One recorded frame (see `FrameRecord.estimatedBytes`).
    public static func frame(_ record: FrameRecord) -> Int { record.estimatedBytes }

    /// Charges `count` new views, made in `store`, to `lua`'s cap, or throws the memory error
    /// `function` raises at the script's line.
    static func views(_ count: Int, in store: ViewStore, lua: LuaState, function: String) throws {
        let (bytes, overflow) = perView.multipliedReportingOverflow(by: max(count, 0))
        guard !overflow, lua.chargeHostBytes(bytes) else {
            throw LuaScriptError("not enough memory: \(function): the views the script made reached its memory cap of \(lua.memoryLimit >> 20) MB (--memory-limit)")
        }
        store.chargedBytes += bytes
    }

    /// Gives back to `lua`'s cap what the views of `store` were charged, once the host lets
    /// the store go.
    static func release(_ store: ViewStore, in lua: LuaState) {
        guard store.chargedBytes > 0 else { return }
        _ = lua.chargeHostBytes(-store.chargedBytes)
        store.chargedBytes = 0
    }
}
