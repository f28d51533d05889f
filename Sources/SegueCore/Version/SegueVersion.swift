/// The version of Segue this library is, following semantic versioning: the number in
/// `CHANGELOG.md`, the tag a package depends on, `segue --version` and Lua's `segue.version`.
public enum SegueVersion {
    /// `MAJOR.MINOR.PATCH`.
    public static let current = "0.1.0"
}
