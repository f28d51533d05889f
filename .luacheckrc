-- luacheck's configuration (https://luacheck.readthedocs.io), read when luacheck runs from
-- the repository root: `luacheck Sources` lints the Lua the host ships, the chunks each
-- module embeds in its binary from its Lua/ folder; `luacheck examples` lints the transition
-- scripts and their specs with the names their sandbox gives them. scripts/lint-lua runs
-- both from scripts/test. For your own transitions, copy the stds below (`segue init` will).

-- Every name a script's sandbox offers (Sources/SegueLua/Lua/sandbox.lua builds it): the safe
-- base functions, copies of string (without dump), table, math, utf8 and coroutine, four
-- functions of os and one of debug, the sandbox's own load and require. Nothing else exists
-- there — no io, package, dofile, loadfile, collectgarbage, rawset or string.dump.
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

-- What a spec file also sees: the DSL (Sources/SegueTesting/Lua/) and the stage harness.
stds.segue_spec = {
  read_globals = {
    "describe", "it", "pending", "before_each", "after_each", "setup", "teardown",
    "expect", "near", "any", "containing", "match", "spy", "stub", "mock", "stage",
  },
}

-- The host's shipped chunks run in the sandbox (the segue library) or in an isolated copy
-- of it (the spec DSL), and may not create globals: everything they export is returned or
-- set on a table the host passed in.
files["Sources/**/Lua/*.lua"] = { std = "segue_sandbox" }

-- The privileged chunks that build the sandbox run in the state's real global table, with
-- Lua 5.4's whole standard library (isolation.lua reads debug.getmetatable).
files["Sources/SegueLua/Lua/sandbox.lua"] = { std = "lua54" }
files["Sources/SegueLua/Lua/isolation.lua"] = { std = "lua54" }
files["Sources/SegueLua/Lua/read_only.lua"] = { std = "lua54" }

-- The benchmarks' fixtures: a transition script and two spec files.
files["Sources/SegueBenchmarks/Lua/*.lua"] = { std = "segue_sandbox+segue_script" }
files["Sources/SegueBenchmarks/Lua/*_spec.lua"] = { std = "segue_sandbox+segue_script+segue_spec" }

-- Transition scripts and their specs, wherever they are: the sandbox, `segue`, and in spec
-- files the DSL and the stage.
-- A hook may name an argument it does not use (`finalize = function(ctx, completed)`), so a
-- reader sees the whole signature.
files["examples/**/*.lua"] = { std = "segue_sandbox+segue_script", ignore = { "212/completed", "212/ctx" } }
files["examples/**/*_spec.lua"] = { std = "segue_sandbox+segue_script+segue_spec", ignore = { "212/completed", "212/ctx" } }
-- Helpers the specs require (or `segue test --helper` loads) run in a spec's state.
files["examples/support/*.lua"] = { std = "segue_sandbox+segue_script+segue_spec" }

-- `segue init`'s templates: a transition, its spec, and the luacheck configuration it writes
-- (a config file sets luacheck's own globals). The types it copies are LuaLS definitions,
-- linted where they live (types/) by no one: they declare, they do not run.
files["Sources/segue/Init/Templates/transition.lua"] = { std = "segue_sandbox+segue_script", ignore = { "212/completed", "212/ctx" } }
files["Sources/segue/Init/Templates/transition_spec.lua"] = { std = "segue_sandbox+segue_script+segue_spec" }
files["Sources/segue/Init/Templates/luacheckrc.lua"] = { std = "min", globals = { "stds", "std", "ignore", "files", "exclude_files" } }
exclude_files = { "Sources/segue/Init/Templates/types_*.lua" }

-- The end-to-end benchmark's baseline is a plain Lua program (lua5.4 or luajit).
files["benchmarks/end_to_end/json_loop.lua"] = { std = "max" }
files["benchmarks/end_to_end/many_views.lua"] = { std = "segue_sandbox+segue_script" }
