// SegueLua: the Lua host of Segue. Scripts author transitions through the `segue` table;
// this module loads them into sandboxed states and adapts them to SegueCore's protocols.

// The file gate and external tools moved to SegueSystem (issue 43); re-exported so that code
// importing SegueLua for them keeps building while the importers move to SegueSystem.
@_exported import SegueSystem
