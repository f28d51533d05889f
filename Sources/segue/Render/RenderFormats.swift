import SegueCore
/// The formats `segue render` draws to, by value, in the order `--help` lists them.
/// Registering a format is one value here.
enum RenderFormats {
    /// The filmstrip contact sheet as SVG, `--format`'s default.
    static let svg = RenderFormat(name: "svg", fileExtension: "svg", kind: .filmstrip) { try $0.drawFilmstrip($1, png: false) }

    /// Every render format.
    static let registered: [RenderFormat] = [
        svg,
        RenderFormat(name: "html", fileExtension: "html", kind: .player) { try $0.drawPlayer($1) },
        RenderFormat(name: "png", fileExtension: "png", kind: .filmstrip, comparesPixels: true) { try $0.drawFilmstrip($1, png: true) },
        RenderFormat(name: "gif", fileExtension: "gif", kind: .animation, defaultRate: 50) { command, drawing in
            try command.drawAnimation(drawing) { encoder, chosen, times, frame in
                let delays = GIFDelays.hundredths(times)
                try encoder.gif(frameCount: chosen, out: command.out) { index in (frame(index), delays[index]) }
            }
        },
        RenderFormat(name: "apng", fileExtension: "png", kind: .animation) { command, drawing in
            try command.drawAnimation(drawing) { encoder, chosen, times, frame in
                try encoder.apng(frameCount: chosen, out: command.out, delays: command.apngDelays(times), frame: frame)
            }
        },
        RenderFormat(name: "mp4", fileExtension: "mp4", kind: .video) { try $0.drawVideo($1, kind: "mp4") },
        RenderFormat(name: "webm", fileExtension: "webm", kind: .video) { try $0.drawVideo($1, kind: "webm") },
    ]

    /// The format named `name`, or nil.
    static func format(named name: String) -> RenderFormat? {
        registered.first { $0.name == name }
    }
}
