import CLua
import SegueCore

/// A transition's `zoom = { … }` (iOS 18's `preferredTransition = .zoom(options:sourceViewProvider:)`):
/// the source view — an id, or a function of `ctx` asked at the start of every transition,
/// presenting and dismissing — the alignment rect — a frame, or a function of `ctx` — and the
/// ``ZoomOptions``. ``ScriptedTransition`` runs it around the script's own hooks.
struct ScriptedZoom {
    /// A value given as it is, or a function asked for it (a registry reference, and the
    /// `file:line` where it is defined, for errors about what it returned).
    enum Provided<Value> {
        case value(Value)
        case function(reference: Int32, position: String)
    }

    /// The source view's id, or the function naming it.
    let source: Provided<String>?
    /// The alignment rect, or the function giving it.
    let alignmentRect: Provided<Rect>?
    /// Dimming and the finger's scale.
    let options: ZoomOptions
    /// The file the transition was read from, for errors.
    let path: String

    /// Reads the `zoom` table at `index` of the transition defined in `path`.
    static func read(_ state: LuaState, at index: Int32, path: String) throws -> ScriptedZoom {
        let table = state.absoluteIndex(index)
        let fields = try TableFields(state, at: table, name: "zoom")
        var options = ZoomOptions()
        if let hex = try fields.string("dimmingColor") {
            guard let color = Color(hex: hex) else { throw LuaScriptError("zoom: bad dimmingColor '\(hex)'") }
            options.dimmingColor = color
        }
        options.dimmingAlpha = try fields.number("dimmingAlpha", in: 0...1) ?? options.dimmingAlpha
        options.minimumScale = try fields.number("minimumScale", in: 0.01...1) ?? options.minimumScale
        let source: Provided<String>? = try provided("source", of: table, state: state, path: path) {
            guard let id = state.string(at: -1), state.type(at: -1) == LUA_TSTRING else {
                throw LuaScriptError("zoom: 'source' must be a view id or a function of ctx, got \(state.typeName(at: -1))")
            }
            return id
        }
        let alignment: Provided<Rect>? = try provided("alignmentRect", of: table, state: state, path: path) {
            try state.readFrame(at: -1, what: "zoom.alignmentRect")
        }
        return ScriptedZoom(source: source, alignmentRect: alignment, options: options, path: path)
    }

    /// The field `key` of the table at `table`: a function (kept as a registry reference)
    /// or a value `read` reads from the stack top.
    private static func provided<Value>(_ key: String, of table: Int32, state: LuaState, path: String,
                                        read: () throws -> Value) throws -> Provided<Value>? {
        state.rawField(key, of: table)
        if state.isNil(-1) {
            state.pop()
            return nil
        }
        if state.isFunction(-1) {
            let position = "\(path):\(state.definitionLine(ofFunctionAt: -1)):"
            return .function(reference: state.reference(), position: position)
        }
        defer { state.pop() }
        return .value(try read())
    }

    /// The registry references it holds, to release with the transition.
    var references: [Int32] {
        var list: [Int32] = []
        if case let .function(reference, _) = source { list.append(reference) }
        if case let .function(reference, _) = alignmentRect { list.append(reference) }
        return list
    }
}
