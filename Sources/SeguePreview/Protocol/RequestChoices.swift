import Segue
import SegueCore

/// A take's `requests` field: which of the transitions the page offers can play from where
/// the take leaves the scene, and why the others cannot — so the page's buttons follow the
/// scene (after the opening present, `dismiss` is offered and `present` is not).
///
/// `[{"name": "next", "refusal": null}, {"name": "present", "refusal": "every page is
/// presented already (2)"}, …]` — `next` first, then ``RequestName/offered(by:)`` in order;
/// `refusal` null when the container's state allows the request
/// (`StageRequest.refusalNow(on:)`).
enum RequestChoices {
    /// Writes the array for `scene` as it stands.
    static func write(scene: Scene, into out: inout JSONOut) {
        out.beginArray()
        for name in ["next"] + RequestName.offered(by: scene) {
            out.beginObject()
            out.field("name", name)
            out.field("refusal", (try? RequestName.request(named: name))?.refusalNow(on: scene))
            out.endObject()
        }
        out.endArray()
    }
}
