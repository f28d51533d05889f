// The names the engine shares with scripts, the page and the docs (view properties and their
// units, container kinds, timing names, release modes, edges, directions, step positions,
// spring presets) are declared in SegueSchema; every module that sees the engine sees them.
@_exported import SegueSchema
