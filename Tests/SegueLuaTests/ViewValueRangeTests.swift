import SegueCore
@testable import SegueLua
import Testing

/// Numbers a script writes into views are finite and within ±1e9 on every path (the C fast
/// path, the Swift slow path, `scale`, `frame`, `ctx:makeView`), so nothing derived from
/// them can become NaN or infinite.
@Suite struct ViewValueRangeTests {
    static let hostile = ["0/0", "1/0", "-1/0", "1e300", "-1e10", "math.huge"]
    static let writes = [
        "ctx.to.view.x = @V", "ctx.to.view.alpha = @V", "ctx.to.view.scale = @V",
        "ctx.to.view.frame = { x = @V, y = 0, width = 1, height = 1 }",
        "ctx.to.view.frame = { x = 0, y = 0, width = 1, height = @V }",
        "ctx.container:add(ctx:makeView { id = 'helper', rotation = @V })",
    ]

    @Test(arguments: hostile, writes)
    func aValueOutOfRangeIsRefusedAtTheWritingLine(value: String, write: String) throws {
        let (stage, errors) = try runAnimationHook(write.replacingOccurrences(of: "@V", with: value))
        #expect(errors.count == 1)
        let error = errors.first as? LuaError
        #expect(error?.message.contains("within ±1e9") == true, "\(String(describing: error))")
        #expect(error?.line == 8)
        #expect(stage.scene.store.snapshotValues().allSatisfy { $0.isFinite })
    }

    @Test(arguments: writes)
    func theBoundItselfIsAccepted(write: String) throws {
        let (stage, errors) = try runAnimationHook(write.replacingOccurrences(of: "@V", with: "-1e9"))
        #expect(errors.isEmpty, "\(errors)")
        #expect(stage.scene.store.snapshotValues().allSatisfy { $0.isFinite })
    }
}
