-- A spec file that does not compile: reporters show it as an error with its line.
describe("broken", function()
  it("never runs", function()
    expect(1):equals(1)
  end
end)
