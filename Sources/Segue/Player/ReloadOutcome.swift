/// What ``TransitionPlayer/reloadIfChanged(force:)`` did.
public enum ReloadOutcome {
    /// The files hold the text already tried (or the script came from a string).
    case unchanged
    /// The new version is live, at the same place; the files whose text changed.
    case reloaded([String])
    /// The new version is live, but its `onReload` hook failed with this error (which ended
    /// the transition running, if one was, as any hook's failure does).
    case reloadedWithError([String], Error)
    /// The new version did not load or could not come back to the same place; the error
    /// names the file and line, and the last good version stays live.
    case failed(Error)
    /// A file of the script is missing (an editor replacing it); the last good version
    /// stays live until it is back.
    case missing(String)
}
