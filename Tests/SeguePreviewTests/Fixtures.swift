import Foundation
import Segue

/// Paths of the repository and scratch files, for the preview's tests.
enum Fixtures {
    static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()

    static func example(_ name: String) -> String { root + "/examples/" + name }

    /// A new file holding `text`, in a folder of its own.
    static func temporaryScript(_ text: String, name: String = "slide.lua") throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// A navigation push that slides the detail in, with `alpha` for the list at the end.
    static func slide(alpha: String = "0.5") -> String {
        """
        return segue.transition {
          scene = segue.scene {
            container = "navigation", size = { width = 320, height = 480 },
            pages = {
              { id = "list", view = { id = "listView", color = "#336699" } },
              { id = "detail", view = { id = "detailView", color = "#ff8800" } },
            },
          },
          duration = 0.5,
          timing = "easeInOut",
          addTo = function(ctx) ctx.container:add(ctx.to.view) end,
          prepare = function(ctx) ctx.to.view.translationX = ctx.container.width * ctx.direction end,
          animation = function(ctx)
            ctx.to.view.translationX = 0
            ctx.from.view.alpha = \(alpha)
          end,
          finalize = function(ctx) ctx.from.view.alpha = 1 end,
        }
        """
    }
}
