import Testing
import Segue
import SegueCore
@testable import SeguePreview

@Suite struct RequestNameTests {
    @Test func everyRequestRoundTripsThroughItsName() throws {
        let requests: [StageRequest] = [.next, .push, .pop, .present, .dismiss, .showPage(3), .select(2), .pan(.left)]
        for request in requests {
            #expect(try RequestName.request(named: RequestName.name(of: request)) == request)
        }
    }

    @Test func namesOutsideTheListAreRefusedInWords() {
        for name in ["", "page:0", "page:-1", "tab:x", "page:99999999999999999999", "pan:sideways", "jump"] {
            #expect(throws: PreviewError.self) { try RequestName.request(named: name) }
        }
    }
}
