/// Whether a ``ScriptHost`` still exists, for the objects it owns that refer back to it
/// (its transitions): they hold this, not the host, and check it before using their
/// unretained reference to the host. A weak reference would do the same, but it gives the
/// host a side table, which makes every retain and release of the host take the slow path.
final class ScriptHostLifetime {
    /// Set by the host's deinit; never cleared.
    @exclusivity(unchecked) var hasEnded = false
}
