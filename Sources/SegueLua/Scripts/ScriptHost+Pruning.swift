import SegueCore

extension ScriptHost {
    /// Forgets the scenes nobody can reach any more, so they are freed: a scene goes when it
    /// is not the current one, nothing but this host holds it (no stage, no script run), and
    /// Lua holds no view of it (no live proxy in the view cache points into its store). Its
    /// running animators go with it, and the memory its views were charged goes back to the
    /// script's cap (``HostCharge``). Called when a new scene joins and the list has doubled
    /// since the last pruning, so the cost per scene stays constant.
    func pruneScenes() {
        let pinned = storesHeldByLua()
        var remaining = scenes
        scenes = []
        var kept: [Scene] = []
        while var candidate = remaining.popLast() {
            let held = candidate === scene || pinned.contains(ObjectIdentifier(candidate.store))
            if held || !isKnownUniquelyReferenced(&candidate) {
                kept.append(candidate)
            } else {
                HostCharge.release(candidate.store, in: state)
            }
        }
        scenes = kept.reversed()
        let live = Set(scenes.map { ObjectIdentifier($0.store) })
        runningAnimators = runningAnimators.filter { live.contains(ObjectIdentifier($0.value.store)) }
        pruneAt = max(8, scenes.count * 2)
    }

    /// The stores of the views Lua still holds a proxy of.
    private func storesHeldByLua() -> Set<ObjectIdentifier> {
        Set(ViewBinding.viewsHeldByLua(in: state).map { ObjectIdentifier($0.store) })
    }
}
