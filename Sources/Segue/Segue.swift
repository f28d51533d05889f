// The embedding API: ``TransitionPlayer``, the host view protocol and their values, and the
// engine and script types their public API names — each listed here, by name, so a host can
// spell every value it passes and gets, and nothing else of the engine comes with it.
// `scripts/lint-rules` holds this list to the curated one in its `facade_surface`: a type
// added here (or a whole module re-exported) fails it until that list is updated too.

// Geometry and colour.
@_exported import struct SegueCore.Point
@_exported import struct SegueCore.Size
@_exported import struct SegueCore.Rect
@_exported import struct SegueCore.Transform3D
@_exported import struct SegueCore.Color
// Views and scenes.
@_exported import enum SegueSchema.ViewProperty
@_exported import enum SegueSchema.ContainerKind
@_exported import struct SegueCore.SceneDescription
@_exported import struct SegueCore.ControllerDescription
@_exported import struct SegueCore.ViewDescription
@_exported import class SegueCore.Scene
@_exported import struct SegueCore.StageDrawing
// Requests, transitions and their timing.
@_exported import enum SegueCore.StageRequest
@_exported import struct SegueCore.StageStart
@_exported import struct SegueCore.ReleasePolicy
@_exported import enum SegueCore.TimingCurve
@_exported import struct SegueCore.AnimationTrackWindow
// Takes.
@_exported import struct SegueCore.TakeInput
@_exported import struct SegueCore.TakeResult
@_exported import enum SegueCore.TakeOutcome
@_exported import enum SegueCore.TakeNote
@_exported import enum SegueCore.TakeEnd
// Touches and gestures.
@_exported import enum SegueCore.TouchPhase
@_exported import struct SegueCore.TouchEvent
@_exported import struct SegueCore.GestureTrace
@_exported import struct SegueCore.GestureTouch
@_exported import class SegueCore.GestureDriver
// The script a player runs: its errors and limits.
@_exported import struct SegueLua.LuaError
@_exported import struct SegueLua.ScriptLimits
@_exported import class SegueLua.TransitionScript
// The library's version, for a host to report what it embeds.
@_exported import enum SegueCore.SegueVersion
