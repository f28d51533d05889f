// The embedding API: ``TransitionPlayer`` and the host view protocol. The engine's value
// types (geometry, colours, view properties and states, timing curves, touch events) and
// the script types a host meets (errors, limits) are part of its vocabulary, so they come
// with it.
@_exported import SegueCore
@_exported import struct SegueLua.LuaError
@_exported import struct SegueLua.ScriptLimits
@_exported import class SegueLua.TransitionScript
