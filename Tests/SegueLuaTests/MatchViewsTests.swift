import SegueCore
@testable import SegueLua
import Testing

/// `ctx:matchViews` and the `match` field from Lua: pairs fly, a one-sided match id is a
/// warning at the calling line, mistakes are errors at the line that made them.
@Suite struct MatchViewsTests {
    /// A navigation push from `gridView` (holding `thumb`, match "m", and `gridExtra`) to
    /// `detailView` (holding `hero`, match "m", and `detailExtra`); `animation` is the hook's
    /// body, starting on line 12.
    func script(animation: String, gridExtra: String = "", detailExtra: String = "") -> String {
        """
        return segue.transition {
          scene = segue.scene { container = "navigation", size = { width = 300, height = 600 },
            pages = {
              { id = "grid", view = { id = "gridView", subviews = {
                { id = "thumb", x = 20, y = 100, width = 50, height = 40, match = "m" }, \(gridExtra) } } },
              { id = "detail", view = { id = "detailView", subviews = {
                { id = "hero", x = 0, y = 0, width = 300, height = 200, match = "m" }, \(detailExtra) } } },
            } },
          duration = 0.5,
          addTo = function(ctx) ctx.container:add(ctx.to.view) end,
          animation = function(ctx)
            \(animation)
          end,
        }
        """
    }

    private func run(_ source: String) throws -> (script: TransitionScript, stage: TransitionStage, errors: [Error]) {
        let script = try TransitionScript.load(path: try writeScript(source))
        var errors: [Error] = []
        let stage = try script.makeStage { error, _ in errors.append(error) }
        script.host.state.output = { _ in }
        _ = TransitionRunner(scene: stage.scene).runTimed()
        return (script, stage, errors)
    }

    @Test func theFlyingViewsComeBackByMatchID() throws {
        let (_, stage, errors) = try run(script(animation: """
            local flying = ctx:matchViews()
            assert(flying.m.id == "thumb~match", flying.m.id)
            -- Read inside animation, it gives its end values, as any view written there.
            assert(flying.m.width == 300)
            """))
        #expect(errors.isEmpty)
        #expect(stage.scene.anyView(id: "hero")?.isHidden == false)
    }

    @Test func aMatchIDOnOneSideIsAWarningAtTheCallingLine() throws {
        let (script, _, errors) = try run(script(animation: "ctx:matchViews()",
                                                  gridExtra: "{ id = \"lonely\", match = \"solo\" },"))
        #expect(errors.isEmpty)
        #expect(script.host.warnings.count == 1)
        let warning = try #require(script.host.warnings.first)
        #expect(warning.hasSuffix("t.lua:12: warning: ctx:matchViews: match id 'solo' (view 'lonely') is only on the from side; it does not fly"))
    }

    @Test func animatingAMatchedViewIsAnErrorAtTheCallNamingTheProperty() throws {
        let (_, stage, errors) = try run(script(animation: "ctx.views.hero.cornerRadius = 20\n    ctx:matchViews()"))
        let error = try #require(errors.first as? LuaError)
        #expect(error.line == 13)
        #expect(error.message.contains("view 'hero' (match id 'm') is hidden while its match flies, so its 'cornerRadius' animation would not be seen"))
        #expect(stage.scene.anyView(id: "hero")?.isHidden == false)
    }

    @Test func animatingAMatchedViewAfterTheCallIsAnErrorAtTheCall() throws {
        let (_, stage, errors) = try run(script(animation: "ctx:matchViews()\n    ctx:keyframe(0, 0.5, function() ctx.views.thumb.alpha = 0 end)"))
        let error = try #require(errors.first as? LuaError)
        #expect(error.line == 12)
        #expect(error.message.contains("view 'thumb' (match id 'm') is hidden while its match flies, so its 'alpha' animation would not be seen"))
        #expect(stage.scene.anyView(id: "thumb")?.isHidden == false)
        #expect(stage.scene.anyView(id: "thumb")?.alpha == 1)
        #expect(stage.scene.anyView(id: "thumb~match")?.superview == nil)
    }

    @Test func aDuplicateMatchIDMadeAtRunTimeIsAnErrorAtTheCall() throws {
        let (_, _, errors) = try run(script(animation: "ctx.views.detailExtra.match = 'm'\n    ctx:matchViews()",
                                            detailExtra: "{ id = \"detailExtra\" },"))
        let error = try #require(errors.first as? LuaError)
        #expect(error.line == 13)
        #expect(error.message.contains("match id 'm' is on two views of the to side, 'hero' and 'detailExtra'"))
    }

    @Test func aDuplicateMatchIDInAPageIsASceneError() throws {
        let source = script(animation: "ctx:matchViews()", gridExtra: "{ id = \"twin\", match = \"m\" },")
        #expect {
            try TransitionScript.load(path: try writeScript(source))
        } throws: { error in
            "\(error)".contains("view 'twin': match id 'm' is already on view 'thumb' of the same page")
        }
    }

    @Test func optionsAreCheckedWithSuggestions() throws {
        let cases: [(String, String)] = [
            ("ctx:matchViews { layr = 'top' }", "unknown option 'layr' — did you mean 'layer'?"),
            ("ctx:matchViews { layer = 'bottom' }", "'layer' must be \"top\" or { under = \"viewId\" }"),
            ("ctx:matchViews { layer = { under = 'detailVew' } }", "no view 'detailVew' — did you mean 'detailView'?"),
            ("ctx:matchViews { clip = 'nowhere' }", "'clip': no view 'nowhere'"),
            ("ctx:matchViews { start = 0.5, duration = 0.8 }", "the window 0.5…1.3 must lie within 0…1"),
            ("ctx:matchViews { timing = 'easyIn' }", "unknown timing 'easyIn'"),
        ]
        for (body, expected) in cases {
            let (_, _, errors) = try run(script(animation: body))
            let error = try #require(errors.first as? LuaError, "\(body)")
            #expect(error.line == 12, "\(body)")
            #expect(error.message.contains(expected), "\(body): \(error.message)")
        }
    }

    @Test func aSecondCallInOneHookIsAnErrorNamingTheFirst() throws {
        let (_, stage, errors) = try run(script(animation: "ctx:matchViews()\n    ctx:matchViews()"))
        let error = try #require(errors.first as? LuaError)
        #expect(error.line == 13)
        #expect(error.message.contains("ctx:matchViews was already called in this animation hook (at "))
        #expect(error.message.contains("t.lua:12)"))
        #expect(stage.scene.anyView(id: "thumb")?.isHidden == false)
        #expect(stage.scene.anyView(id: "hero")?.isHidden == false)
    }

    @Test func matchViewsOnlyRunsInsideAnimation() throws {
        let source = script(animation: "").replacingOccurrences(
            of: "addTo = function(ctx) ctx.container:add(ctx.to.view) end,",
            with: "addTo = function(ctx) ctx.container:add(ctx.to.view); ctx:matchViews() end,")
        let (_, _, errors) = try run(source)
        #expect((errors.first as? LuaError)?.message.contains("ctx:matchViews can only be called inside the animation hook") == true)
    }

    @Test func viewMatchReadsAndWrites() throws {
        let (_, _, errors) = try run(script(animation: """
            assert(ctx.views.thumb.match == "m")
            assert(ctx.views.detailView.match == nil)
            ctx.views.thumb.match = nil
            assert(ctx.views.thumb.match == nil)
            ctx.views.thumb.match = 3
            """))
        let error = try #require(errors.first as? LuaError)
        #expect(error.line == 16)
        #expect(error.message.contains("view property 'match' must be a non-empty string or nil"))
    }
}
