import Segue
import SegueCore

/// The scene refused a transition the page asked for because it cannot play from where the
/// scene stands (a present with every page presented, a pop at the root): not an error of
/// the script, and the page words it as a refusal.
public struct RequestRefusal: Error, CustomStringConvertible, Sendable {
    /// The request refused, by its name (`present`, `page:2`).
    public var request: String
    /// Why, in the container's words (`every page is presented already (2)`).
    public var reason: String

    /// The refusal of `request` by `scene` as it stands.
    init(_ request: StageRequest, scene: Scene) {
        self.request = request.name
        reason = request.refusal(on: scene)
    }

    public var description: String { "the scene has no \(request) to play now: \(reason)" }
}
