import Testing
@testable import SegueTesting

/// `recording:column(name)` in a spec: every column's values, `t` and `progress` included, are
/// the numbers the recording's text writes (nil where it writes `-`), one per frame; an unknown
/// name fails at the spec's line naming the nearest column.
@Suite struct RecordingColumnTests {
    @Test func aColumnHoldsTheTextsValuesAndAMisnamedOneIsNamed() throws {
        let spec = """
            it("reads", function()
              local run = stage.load("slide.lua", { fps = 10 }):record { touch = true }
              local names = {}
              for name in run.text:match("# columns: ([^\\n]+)"):gmatch("%S+") do names[#names + 1] = name end
              expect(names[1]):equals("t")
              local columns, frame, empty = {}, 0, 0
              for i, name in ipairs(names) do columns[i] = run:column(name) end
              for line in run.text:gmatch("[^\\n]+") do
                if line:sub(1, 1) ~= "#" then
                  frame = frame + 1
                  local i = 0
                  for field in line:gmatch("%S+") do
                    i = i + 1
                    local value = columns[i][frame]
                    if field == "-" then
                      expect(value):is_nil()
                      empty = empty + 1
                    else
                      expect(math.type(value)):equals("float")
                      expect(value):equals(tonumber(field))
                    end
                  end
                  expect(i):equals(#names)
                end
              end
              expect(frame):equals(run.frames)
              expect(#run:column("progress")):equals(run.frames)
              expect(run:column("progress")[run.frames]):equals(1)
              expect(empty):greater_than(0)
              expect(run:column("touch.x")[1]):is_nil()
            end)
            it("misnamed", function()
              local run = stage.load("slide.lua", { fps = 10 }):record()
              run:column("aView.alpa")
            end)
            it("dotted", function()
              local run = stage.load("slide.lua", { fps = 10 }):record()
              run.column("t")
            end)
            """
        let fixture = try SpecFixture(["slide.lua": slideScript, "slide_spec.lua": spec])
        let (_, events) = fixture.run()
        #expect(events.result("reads")?.status == .passed, "\(events.result("reads")?.failure?.message ?? "")")
        let misnamed = try #require(events.result("misnamed")?.failure)
        #expect(misnamed.location?.hasSuffix("slide_spec.lua:34") == true, "\(misnamed.location ?? "")")
        #expect(misnamed.message == "recording:column: no column 'aView.alpa' — did you mean 'aView.alpha'?", "\(misnamed.message)")
        let dotted = try #require(events.result("dotted")?.failure)
        #expect(dotted.location?.hasSuffix("slide_spec.lua:38") == true, "\(dotted.location ?? "")")
        #expect(dotted.message.hasPrefix("recording:column: call it with a colon"), "\(dotted.message)")
    }
}
