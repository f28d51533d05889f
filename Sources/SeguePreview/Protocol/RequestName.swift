import Segue
import SegueCore

/// The names the page uses for transitions — `StageRequest`'s own (`next`, `push`, `pop`,
/// `present`, `dismiss`, `page:N`, `tab:N`, `pan:DIRECTION`), with errors as ``PreviewError``s.
enum RequestName {
    /// The name of `request`.
    static func name(of request: StageRequest) -> String { request.name }

    /// The request a name stands for; a ``PreviewError`` for anything else.
    static func request(named name: String) throws -> StageRequest {
        do { return try StageRequest(name: name) } catch { throw PreviewError("\(error)") }
    }

    /// The requests `scene`'s container offers, by name.
    static func offered(by scene: Scene) -> [String] { StageRequest.offered(by: scene) }
}
