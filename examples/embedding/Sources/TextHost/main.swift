// A host application that embeds Segue: it has its own views (TextView) and its own
// renderer (TextScreen), drives time from its own clock, and lets a Lua script animate it.
//
//     swift run TextHost [path/to/push.lua]
//
// It plays the script's push on its clock, then drags a finger back across the screen to
// pop interactively, and checks that its own views ended where the engine says.
import Foundation
import Segue

let script = CommandLine.arguments.dropFirst().first
    ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("transitions/push.lua").path

func fail(_ message: String) -> Never {
    print("TextHost: \(message)")
    exit(1)
}

do {
    // 1. Load the designer's transition (errors name the file and line).
    let player = try TransitionPlayer(contentsOfFile: script)

    // 2. The host's own views, laid out by the host, bound to the scene's views by id.
    let list = TextView("listView", fill: "#", frame: Rect(x: 0, y: 0, width: 320, height: 160))
    let detail = TextView("detailView", fill: "=", frame: Rect(x: 0, y: 20, width: 320, height: 140))
    try player.bind(list)
    try player.bind(detail)
    let screen = TextScreen(columns: 32, rows: 8)
    var ends: [Bool] = []
    player.onTransitionEnd = { ends.append($0) }

    // 3. The host's clock: a 30 Hz display link that has been running for a while.
    var now = 3600.0
    func frame() throws {
        now += 1.0 / 30
        try player.advance(to: now)
    }

    try player.advance(to: now)
    try player.begin(.push)
    var frames = 0
    while player.isRunning, frames < 300 {
        try frame()
        frames += 1
        if frames == 4 {
            print("push, frame \(frames):")
            screen.draw([list, detail]).forEach { print($0) }
        }
    }
    print("push \(ends.last == true ? "completed" : "did not complete") after \(frames) frames; top: \(player.topControllerID ?? "none")")

    // 4. A finger from the left edge drags the detail screen back and lets go past halfway.
    try player.touch(.began, at: Point(x: 5, y: 80), time: now)
    for step in 1...12 {
        try frame()
        try player.touch(.changed, at: Point(x: 5 + Double(step) * 20, y: 80), time: now)
    }
    print("pop under the finger at progress \(Int((player.progress * 100).rounded())) %:")
    screen.draw([list, detail]).forEach { print($0) }
    try frame()
    try player.touch(.ended, at: Point(x: 245, y: 80), time: now)
    frames = 0
    while player.isRunning, frames < 300 {
        try frame()
        frames += 1
    }
    print("pop \(ends.last == true ? "completed" : "was cancelled"); top: \(player.topControllerID ?? "none")")
    screen.draw([list, detail]).forEach { print($0) }

    // 5. The host's model agrees with the engine, and each view heard only what changed.
    guard ends == [true, true] else { fail("expected two completed transitions, got \(ends)") }
    guard player.topControllerID == "list", !detail.isOnScreen, list.isOnScreen,
          list.drawnFrame == list.laidOutFrame, list.alpha == 1 else {
        fail("the host's views did not end where the engine put them")
    }
    print("\(list.changesReceived + detail.changesReceived) changes delivered to the host's views")
} catch {
    fail("\(error)")
}
