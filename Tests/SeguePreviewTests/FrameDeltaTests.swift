import Testing
import Segue
import SegueCore
@testable import SeguePreview

/// A take's frames go to the page as their changes: rebuilt as the page rebuilds them
/// (take-wire.js), every frame is the engine's, number for number; and they are smaller.
@Suite struct FrameDeltaTests {
    /// A JSON value without the lines it was read from, to compare values alone.
    indirect enum Plain: Equatable {
        case null, bool(Bool), number(Double), string(String), array([Plain]), object([String: Plain])
        init(_ node: JSONNode) {
            switch node.value {
            case .null: self = .null
            case .bool(let b): self = .bool(b)
            case .number(let n): self = .number(n)
            case .string(let s): self = .string(s)
            case .array(let items): self = .array(items.map(Plain.init))
            case .object(let members): self = .object(Dictionary(members.map { ($0.key, Plain($0.value)) }, uniquingKeysWith: { $1 }))
            }
        }
        var items: [Plain] { if case .array(let a) = self { return a } else { return [] } }
        subscript(key: String) -> Plain? { if case .object(let o) = self { return o[key] } else { return nil } }
        var int: Int? { if case .number(let n) = self, let i = Int(exactly: n) { return i } else { return nil } }
    }

    func record(_ example: String, _ request: StageRequest) throws -> Take {
        let player = try TransitionPlayer(contentsOfFile: Fixtures.example(example))
        return try TakeRecorder(player: player).record(TakeInput(drive: .timed(request)))
    }

    /// Each frame's views as the page would rebuild them from the `frames` array.
    func rebuilt(_ frames: Plain) throws -> [[Plain]] {
        var out: [[Plain]] = []
        for frame in frames.items {
            if let views = frame["views"] { out.append(views.items); continue }
            var views = try #require(out.last)
            for change in try #require(frame["changes"]).items {
                let items = change.items
                let index = try #require(items.first?.int)
                guard case .array(var entry) = views[index] else { Issue.record("view \(index) is not an array"); return [] }
                for pair in stride(from: 1, to: items.count - 1, by: 2) {
                    let place = try #require(items[pair].int)
                    if place >= 0 { entry[place] = items[pair + 1]; continue }
                    var array = entry[-place - 1].items
                    let positions = items[pair + 1].items
                    for at in stride(from: 0, to: positions.count - 1, by: 2) { array[try #require(positions[at].int)] = positions[at + 1] }
                    entry[-place - 1] = .array(array)
                }
                views[index] = .array(entry)
            }
            out.append(views)
        }
        return out
    }

    @Test(arguments: [("cube.lua", StageRequest.next), ("navigation_push.lua", .push), ("tab_slide.lua", .next)])
    func framesRebuiltFromTheirChangesAreTheEnginesBitForBit(example: String, request: StageRequest) throws {
        let take = try record(example, request)
        var delta = JSONOut()
        FrameDeltas.write(take.frames, into: &delta)
        var whole = 0
        var expected: [[Plain]] = []
        for frame in take.frames {
            let entries = frame.drawing.views.map { view -> String in
                var out = JSONOut(); PreviewMessages.view(view, into: &out); return out.text
            }
            let text = "[" + entries.joined(separator: ",") + "]"
            whole += text.utf8.count
            expected.append(Plain(try JSONParser.parse(text)).items)
        }
        let frames = Plain(try JSONParser.parse(delta.text))
        #expect(frames.items.count == take.frames.count)
        // A frame with as many views as the frame before is sent as its changes, listing only
        // the views that changed; one with another number of views, whole.
        for index in frames.items.indices.dropFirst() {
            let frame = frames.items[index]
            let sameCount = take.frames[index].drawing.views.count == take.frames[index - 1].drawing.views.count
            #expect((frame["changes"] != nil) == sameCount && (frame["views"] != nil) == !sameCount, "frame \(index)")
        }
        #expect(frames.items.contains { ($0["changes"]?.items.count ?? .max) < take.frames[0].drawing.views.count })
        let views = try rebuilt(frames)
        #expect(views.count == expected.count)
        for (index, pair) in zip(views, expected).enumerated() { #expect(pair.0 == pair.1, "frame \(index)") }
        // The take as changes is smaller than the take as whole frames (measured: 79 % for the
        // turning cube, whose every view moves; 61 % for the tab slide).
        #expect(delta.text.utf8.count < whole, "\(delta.text.utf8.count) bytes as changes, \(whole) whole")
    }

    @Test func aFieldIsSentAsTheEntriesThatChangedOnlyWhenFewerThanHalfDid() {
        #expect(FrameDeltas.changedPositions([1, 2, 3, 4, 5], [1, 2, 9, 4, 5]) == [2])
        #expect(FrameDeltas.changedPositions([1, 2, 3, 4], [9, 8, 3, 4]) == nil)
        #expect(FrameDeltas.changedPositions([1, 2], [1, 2, 3]) == nil)
        func changes(_ old: [ViewEntry.Field], _ new: [ViewEntry.Field]) -> String {
            var out = JSONOut()
            out.beginArray(); FrameDeltas.changes(of: 7, from: old, to: new, into: &out); out.endArray()
            return out.text
        }
        let old: [ViewEntry.Field] = [.text("a"), .number(1), .numbers([0, 0, 0]), .numbers(nil)]
        let new: [ViewEntry.Field] = [.text("a"), .number(2), .numbers([0, 5, 0]), .numbers([1, 2])]
        #expect(changes(old, new) == "[[7,1,2,-3,[1,5],3,[1,2]]]")
        #expect(changes(old, old) == "[]")
    }

    /// One view of a frame moved along x alone: the next frame lists that view only, and of
    /// it only the fields that changed — its frame's x (as one entry), its quad and its
    /// values; its colour, size, opacity and the other views' fields are not sent again.
    @Test func anUnchangedPropertyIsNotSentAgain() throws {
        let take = try record("navigation_push.lua", .push)
        var first = take.frames[0]
        first.time = 0
        var second = first
        second.time = 1
        var moved = second.drawing.views[0]
        moved.frame.origin.x += 10
        moved.quad = moved.quad.map { Point(x: $0.x + 10, y: $0.y) }
        moved.values[ViewProperty.x.rawValue] += 10
        second.drawing.views[0] = moved
        var out = JSONOut()
        FrameDeltas.write([first, second], into: &out)
        let frames = Plain(try JSONParser.parse(out.text)).items
        let changes = try #require(frames.last?["changes"]).items
        #expect(changes.count == 1)
        let change = try #require(changes.first).items
        #expect(change.first?.int == 0)
        let places = stride(from: 1, to: change.count, by: 2).compactMap { change[$0].int }
        #expect(places == [-10, 11, -13], "\(places)")
        #expect(change[2] == .array([.number(0), .number(moved.frame.minX)]))
    }
}
