// SegueLua: the Lua host of Segue. Scripts author transitions through the `segue` table;
// this module loads them into sandboxed states and adapts them to SegueCore's protocols.
// It re-exports nothing: a module that uses the file gate or external tools imports
// SegueSystem itself.
