// The embedding API. The engine's value types (geometry, colours, view properties, timing
// curves, touch events) are part of its vocabulary, so they come with it.
@_exported import SegueCore
