-- Every kind of result a reporter must carry, for the strict-consumer checks
-- (Tests/consumers/check_reporters.py): a pass, an assertion failure with a table diff whose
-- lines start with spaces and symbols, a runtime error, a pending test, a tagged test, and
-- a test that prints.
describe("mixed", function()
  it("passes", function()
    print("printed by the test", 42)
    expect(1 + 1):equals(2)
  end)

  it("fails with a diff", function()
    expect({ x = 1, y = { "  - indented", "key: value", "# hash", "tab\there" } })
      :same({ x = 2, y = { "  - indented", "key: other", "# hash", "tab\there" } })
  end)

  it("raises an error", function()
    local t = nil
    return t.field
  end)

  it("is pending")

  it("is tagged #fast", function()
    expect("a"):equals("a")
  end)
end)
