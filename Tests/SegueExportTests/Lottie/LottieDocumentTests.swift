import Testing
import SegueCore
@testable import SegueExport

/// The Lottie document of a take: its layout, its layers and parents, and its replay — the
/// document's own keys played back — within the tolerances of the engine's values.
@Suite struct LottieDocumentTests {
    static func largestDifference(_ fixture: LottieTakeFixture, _ replay: LottieReplay,
                                  _ properties: [ViewProperty]) -> [ViewProperty: Double] {
        var largest: [ViewProperty: Double] = [:]
        for (f, values) in fixture.frames.enumerated() {
            for (i, id) in values.ids.enumerated() {
                for property in properties {
                    guard let shown = replay.value(view: id, property: property, at: fixture.times[f]) else { continue }
                    let engine = values.values[i * ViewProperty.count + property.rawValue]
                    largest[property] = max(largest[property] ?? 0, abs(shown - engine))
                }
            }
        }
        return largest
    }

    @Test func theDocumentHasLottiesLayoutAndOneLayerPerViewWithParents() throws {
        let fixture = LottieTakeFixture(badgeTranslation: 14)
        let document = LottieDocument(title: "fixture", size: fixture.size, fps: fixture.fps, times: fixture.times,
                                      frames: fixture.frames, background: Color(red: 1, green: 1, blue: 1, alpha: 1))
        let json = document.json
        #expect(json["v"] == .string(LottieDocument.version))
        #expect(json["fr"] == .number(60) && json["ip"] == .number(0) && json["op"] == .number(61))
        #expect(json["w"] == .number(200) && json["h"] == .number(120))
        guard case .array(let layers)? = json["layers"] else { Issue.record("no layers"); return }
        let names = layers.compactMap { layer -> String? in if case .string(let n)? = layer["nm"] { n } else { nil } }
        // Top first: the dimming view, the badge's clip matte, the badge, its frame's null, the card, the window.
        #expect(names == ["dimming", "badge clip", "badge", "badge frame", "card", "window"])
        let card = layers[4], badge = layers[2], matte = layers[1], null = layers[3]
        #expect(badge["parent"] == null["ind"] && null["parent"] == card["ind"])
        #expect(matte["td"] == .number(1) && badge["tt"] == .number(1) && matte["parent"] == card["ind"])
        #expect(layers[0]["ip"] == .number(30) && layers[0]["op"] == .number(61))
        #expect(card["ks"]?["p"]?["x"]?["a"] == .number(1))
        // The card turns, so its upright clipping box is not its bounds: named.
        #expect(document.unsupported.count == 1 && document.unsupported.first?.hasPrefix("badge: clipped by card, which turns") == true)
    }

    @Test func theReplayIsWithinTheToleranceOfTheEngine() {
        let fixture = LottieTakeFixture(badgeTranslation: 14)
        let document = LottieDocument(title: "fixture", size: fixture.size, fps: fixture.fps, times: fixture.times, frames: fixture.frames)
        let points: [ViewProperty] = [.x, .y, .width, .height, .translationX, .translationY, .cornerRadius]
        let largest = Self.largestDifference(fixture, document.replay, points + [.alpha, .rotation, .scaleX, .scaleY,
                                                                                    .backgroundRed, .backgroundAlpha, .anchorX])
        for property in points { #expect((largest[property] ?? .infinity) <= 0.25, "\(property)") }
        #expect((largest[.alpha] ?? .infinity) <= 0.005)
        #expect((largest[.rotation] ?? .infinity) <= 0.001)
        #expect((largest[.scaleX] ?? .infinity) * 90 <= 0.25)
        #expect((largest[.backgroundRed] ?? .infinity) <= 1.0 / 255)
        #expect((largest[.backgroundAlpha] ?? .infinity) <= 0.005)
        #expect((largest[.anchorX] ?? .infinity) == 0)
        let bytes = document.bytes
        print("fixture: \(bytes.count) bytes of Lottie JSON, largest errors \(largest)")
    }

    @Test func aChildsAlphaUnderAFadingParentIsWithinTheTolerance() {
        // The badge's alpha is its layer's opacity over the card's: an error in the card's
        // opacity while it is dim is magnified, so both are fitted tighter there.
        let fixture = LottieTakeFixture(cardFade: .easeOut)
        let take = ExportTake(title: "fixture", size: fixture.size, fps: fixture.fps, times: fixture.times, frames: fixture.frames)
        let document = LottieDocument(take)
        let error = ExportError.measure(take, against: document.replay)
        #expect((error.alpha?.difference ?? .infinity) <= 0.005, "\(String(describing: error.alpha))")
        #expect((error.points?.difference ?? .infinity) <= 0.25)
        #expect((error.radians?.difference ?? .infinity) <= 0.001)
    }

    @Test func whatLottieCannotShowIsNamedAndNotReplayed() {
        let fixture = LottieTakeFixture(rotationX: 0.4)
        let document = LottieDocument(title: "fixture", size: fixture.size, fps: fixture.fps, times: fixture.times, frames: fixture.frames)
        #expect(document.unsupported.contains { $0.hasPrefix("card.rotationX: 3-D rotation") })
        #expect(document.replay.value(view: "card", property: .rotationX, at: 0.5) == nil)
        #expect(document.replay.value(view: "dimming", property: .alpha, at: 0.2) == nil, "not yet in the tree")
    }

    @Test func aMovedKeyframeIsSeenByTheReplay() {
        // The replay plays the document's keys, not the engine's values: a document whose card
        // moves less than the engine's reads back with a larger error.
        let fixture = LottieTakeFixture()
        let document = LottieDocument(title: "fixture", size: fixture.size, fps: fixture.fps, times: fixture.times, frames: fixture.frames)
        var layers = document.replay.layers
        guard let card = layers.firstIndex(where: { $0.run.id == "card" }) else { Issue.record("no card layer"); return }
        let honest = Self.largestDifference(fixture, document.replay, [.x])[.x] ?? .infinity
        layers[card].position[0] = layers[card].position[0].scaled(by: 0.9)
        let moved = Self.largestDifference(fixture, LottieReplay(layers: layers), [.x])[.x] ?? 0
        #expect(honest <= 0.25 && moved > 5)
    }
}
