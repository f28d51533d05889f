-- The transition under test runs in an environment of its own (issue 13, item 8).
describe("a transition that tampers with the libraries", function()
  local s
  before_each(function()
    s = stage.load("tampering.lua")
    s:begin()
    s:settle()
  end)

  it("still fails a wrong near", function()
    local ok = pcall(function() expect(s:view("bView").x):near(50, 1) end)
    expect(ok):is_false()
  end)

  it("still fails a wrong equals", function()
    local ok = pcall(function() expect(s:view("bView").x):equals(7) end)
    expect(ok):is_false()
  end)

  it("leaves the spec's libraries whole", function()
    expect(math.abs(-2)):equals(2)
    expect(string.format("%d", 3)):equals("3")
    expect(("%d"):format(4)):equals("4")
    expect(table.concat({ "a", "b" }, ",")):equals("a,b")
    expect(tostring(1)):equals("1")
    expect(type(segue.transition)):equals("function")
  end)

  it("ran to its end as written", function()
    expect(s.outcome):equals("completed")
    expect(s:view("bView").x):near(0)
  end)
end)

describe("a transition's view of the spec", function()
  it("has none of the spec's globals", function()
    local t = stage.script("tampering.lua")
    expect(t.name):equals("sees nothing of the spec")
    expect(expect):is_type("table") -- callable, and carrying extend
    expect(stage):is_type("table")
  end)

  it("cannot read outside the spec's folders", function()
    local ok, message = pcall(stage.script, "/etc/passwd")
    expect(ok):is_false()
    expect(message):contains("outside the folders")
    expect(message:find("root:", 1, true)):is_nil()
  end)
end)
