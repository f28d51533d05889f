import SegueLua
import Segue
import SegueCore

/// A stage a tool drives itself (the REPL's), shown to Lua under a global name with the
/// same fields and methods a spec's stage has: `stage.progress`, `stage:view("card")`,
/// `stage:scrub(0.5)`. Keep the value alive as long as the host runs Lua that may use it.
public final class LiveStage {
    /// The harness behind the global.
    public let harness: StageHarness
    private let binding: StageBinding

    /// Exposes `harness` as the read-only global `name` of `host`'s sandbox.
    public init(_ harness: StageHarness, in host: ScriptHost, name: String = "stage") throws {
        self.harness = harness
        binding = StageBinding(host: host, specPath: harness.stage.script.path)
        binding.registerMetatable()
        binding.push(harness)
        try host.sandbox.expose(name, in: host.state)
    }
}
