/// Where a value sits in a script: the fields (and call arguments) that lead to it, and the
/// call it is given to. In `timing = segue.spring { dampingRatio = 1 }` the `1` is at
/// `timing.dampingRatio`, given to `segue.spring`; in `segue.bezier(0.2, 0, 0, 1)` the
/// arguments are `x1`, `y1`, `x2`, `y2` as the library names them; a positional table item
/// or an argument the library does not name is `[N]`.
public struct ValuePlace: Equatable, Hashable, Sendable {
    /// The field names from the outermost table in, each positional one as `[N]`.
    public var path: [String]
    /// The function the innermost table or argument list is given to (`segue.spring`,
    /// `ctx:keyframe`), nil for a plain table or an assignment.
    public var call: String?

    /// A place at `path` in a table or arguments given to `call`.
    public init(path: [String], call: String? = nil) {
        self.path = path
        self.call = call
    }

    /// The last field's name (`dampingRatio`), as a label reads it.
    public var name: String { path.last ?? "" }

    /// The path as Lua writes it: `timing.dampingRatio`, `pages[1].view.cornerRadius`.
    public var dotted: String {
        var text = ""
        for part in path {
            if !text.isEmpty, !part.hasPrefix("[") { text += "." }
            text += part
        }
        return text
    }

    /// `self` one field further in.
    func appending(_ part: String, call: String?) -> ValuePlace {
        ValuePlace(path: path + [part], call: call)
    }

    /// Whether a table given to `callee` (an argument, or an item of its table) is read as part
    /// of the call: the options of `segue.cubicKeyframe` and `segue.springKeyframe`, the phases
    /// of `segue.phases`, the windows of `ctx:keyframe` and `ctx:keyframes`.
    static func readsTablesAsItsOwn(_ callee: String) -> Bool {
        switch callee {
        case "segue.cubicKeyframe", "segue.springKeyframe", "segue.phases": return true
        default: return callee.hasSuffix(":keyframe") || callee.hasSuffix(":keyframes")
        }
    }

    /// The names the library gives a constructor's positional arguments (docs/lua-api.md):
    /// `segue.bezier(x1, y1, x2, y2)`, `segue.steps(count, position)`,
    /// `ctx:keyframe(start, duration, fn, timing, repetition)`, `ctx:keyframes(view, timeline,
    /// window)` and the keyframes' `segue.linearKeyframe(to, duration, timing)`,
    /// `cubicKeyframe(to, duration, options)`, `springKeyframe(to, options)`, `moveKeyframe(to)`;
    /// `[N]` for any other.
    static func argumentName(callee: String?, index: Int) -> String {
        let names: [String]
        switch callee {
        case "segue.bezier": names = ["x1", "y1", "x2", "y2"]
        case "segue.steps": names = ["count", "position"]
        case let callee? where callee.hasSuffix(":keyframe"): names = ["start", "duration", "fn", "timing", "repetition"]
        case let callee? where callee.hasSuffix(":keyframes"): names = ["view", "timeline", "window"]
        case "segue.linearKeyframe": names = ["to", "duration", "timing"]
        case "segue.cubicKeyframe": names = ["to", "duration", "options"]
        case "segue.springKeyframe": names = ["to", "options"]
        case "segue.moveKeyframe": names = ["to"]
        default: names = []
        }
        return index >= 1 && index <= names.count ? names[index - 1] : "[\(index)]"
    }
}
