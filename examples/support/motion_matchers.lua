-- Matchers of this project's own, for its specs (examples/panel_spec.lua requires it; it can
-- also be given to every spec file with `segue test --helper examples/support/motion_matchers.lua`).

expect.extend {
  -- expect(view):rests_at { y = 333.5 }: the view's fields are these values, to 1e-9.
  rests_at = function(view, place)
    if type(view) ~= "userdata" and type(view) ~= "table" then return false, "expected a view, got " .. type(view) end
    for key, value in pairs(place) do
      if type(view[key]) ~= "number" or math.abs(view[key] - value) > 1e-9 then
        return false, ("expected %s.%s to rest at %s, it is at %s"):format(tostring(view.id), key, value,
          tostring(view[key])), ("expected %s not to rest there"):format(tostring(view.id))
      end
    end
    return true, nil, ("expected %s not to rest there"):format(tostring(view.id))
  end,
  -- expect(alpha):is_fraction(): a number in 0…1 (an alpha, a progress).
  is_fraction = function(value)
    return type(value) == "number" and value >= 0 and value <= 1,
      "expected a number in 0…1, got " .. tostring(value), "expected a number outside 0…1, got " .. tostring(value)
  end,
}
