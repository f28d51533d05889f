-- luacheck's configuration (https://luacheck.readthedocs.io) for Segue transitions, made by
-- `segue init`: `luacheck .` lints transition scripts with the names their sandbox offers
-- and spec files (*_spec.lua) with the test DSL and the stage as well.

-- Every name a script's sandbox offers: the safe base functions, copies of string (without
-- dump), table, math, utf8 and coroutine, four functions of os and one of debug, the
-- sandbox's own load and require. Nothing else exists there.
stds.segue_sandbox = {
  read_globals = {
    "assert", "error", "ipairs", "next", "pairs", "pcall", "xpcall", "select", "tonumber",
    "tostring", "type", "rawequal", "rawget", "rawlen", "setmetatable", "getmetatable",
    "print", "load", "require", "_VERSION", "_G",
    string = { fields = {
      "byte", "char", "find", "format", "gmatch", "gsub", "len", "lower", "match", "pack",
      "packsize", "rep", "reverse", "sub", "unpack", "upper",
    } },
    table = { fields = { "concat", "insert", "move", "pack", "remove", "sort", "unpack" } },
    math = { fields = {
      "abs", "acos", "asin", "atan", "ceil", "cos", "deg", "exp", "floor", "fmod", "huge", "log",
      "max", "maxinteger", "min", "mininteger", "modf", "pi", "rad", "random", "randomseed",
      "sin", "sqrt", "tan", "tointeger", "type", "ult",
    } },
    utf8 = { fields = { "char", "charpattern", "codepoint", "codes", "len", "offset" } },
    coroutine = { fields = {
      "close", "create", "isyieldable", "resume", "running", "status", "wrap", "yield",
    } },
    os = { fields = { "clock", "date", "difftime", "time" } },
    debug = { fields = { "traceback" } },
  },
}

-- What a transition script also sees: the read-only `segue` library.
stds.segue_script = { read_globals = { "segue" } }

-- What a spec file also sees: the test DSL and the stage harness.
stds.segue_spec = {
  read_globals = {
    "describe", "it", "pending", "before_each", "after_each", "setup", "teardown",
    "expect", "near", "any", "containing", "match", "spy", "stub", "mock", "stage",
  },
}

std = "segue_sandbox+segue_script"
-- A hook may name an argument it does not use (`finalize = function(ctx, completed)`), so a
-- reader sees the whole signature.
ignore = { "212/completed", "212/ctx" }
files["**/*_spec.lua"] = { std = "segue_sandbox+segue_script+segue_spec" }
exclude_files = { "types/*.lua", ".build/**" }
