import Testing
@testable import SegueTesting

/// A presentation's dimming view is where UIKit puts it — above the presenting view, below
/// the presented one — from before the transition's hooks run, so they can reach it as
/// `ctx.views.dimming`.
@Suite struct PresentationDimmingTests {
    static let script = """
        return segue.transition {
          scene = segue.scene {
            container = "modal", size = { width = 100, height = 200 },
            presentation = { style = "custom", height = 0.5, dimming = 0.8 },
            pages = { { id = "base", view = { id = "baseView" } }, { id = "sheet", view = { id = "sheetView" } } },
          },
          duration = 0.2,
          timing = "linear",
          addTo = function(ctx)
            if ctx.kind == "present" then
              -- Reached from the first hook, already in place above the presenter.
              local dimming = ctx.views.dimming
              dimming.backgroundRed = 1
              dimming.cornerRadius = #ctx.container.subviews
              ctx.container:add(ctx.to.view)
            end
          end,
          prepare = function(ctx) if ctx.kind == "present" then ctx.to.view.y = 200 end end,
          animation = function(ctx) if ctx.kind == "present" then ctx.to.view.y = 100 end end,
        }
        """

    @Test func hooksReachTheDimmingViewAndItSitsBetweenPresenterAndPresented() throws {
        let fixture = try SpecFixture(["sheet.lua": Self.script, "dimming_spec.lua": """
            it("stacks presenter, dimming, presented", function()
              local s = stage.load("sheet.lua")
              expect(s:present()):is_true()
              expect(s.errors):same {}
              -- addTo saw the presenter and the dimming in the container, and wrote to it.
              expect(s:view("dimming").cornerRadius):equals(2)
              expect(s:view("dimming").backgroundRed):equals(1)
              s:settle()
              local root = s:view("modal").subviews
              expect(#root):equals(3)
              expect(root[1]):equals(s:view("baseView"))
              expect(root[2]):equals(s:view("dimming"))
              expect(root[3]):equals(s:view("sheetView"))
              expect(s:view("dimming").alpha):equals(0.8)
            end)
            """])
        let (report, events) = fixture.run()
        for test in events.finished { #expect(test.status == .passed, "\(test.name): \(test.failure?.message ?? "")") }
        #expect(report.exitStatus == 0 && events.finished.count == 1)
    }
}
