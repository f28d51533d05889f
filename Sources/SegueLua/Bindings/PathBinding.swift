import CLua
import SegueCore

/// `ctx:path(view, spec)` inside `animation`: the view's frame origin travels from where it
/// is to `spec.to` along a curve — `control` (a quadratic), `controls` (two points: a cubic),
/// `arc` (`"startVertical"`, `"startHorizontal"` or `"flip"`: a quarter ellipse travelled as
/// MotionLayout's `ArcCurveFit`), or a straight line — optionally in a window `start`,
/// `duration` of the animation, with its own `timing`, and with `rotate = true` turning the
/// view with the direction of travel; `keyPositions` (MotionLayout's `KeyPosition`s) make it
/// pass through given points at given moments, on a smooth curve or, with `arc`, on quarter
/// ellipses (each key position may set the `arc` its stretch leaves with).
enum PathBinding {
    static func path(_ lua: LuaState) throws -> Int32 {
        let animator = try ScriptHost.of(lua).animationHookAnimator(for: "path")
        let view = try lua.checkView(2, function: "path")
        try lua.checkTable(3, function: "path", expected: "a table { to = { x, y }, … }")
        let spec = try TableFields(lua, at: 3, name: "path")
        let start = Point(x: view[.x], y: view[.y])
        guard let end = try spec.table("to", { try lua.readPoint(at: $0.table, what: "path.to") }) else {
            throw LuaScriptError("path: 'to' (the point { x, y } the view's origin goes to) is required")
        }
        let control = try spec.table("control") { try lua.readPoint(at: $0.table, what: "path.control") }
        let controls = try spec.table("controls") { list in
            try list.list(limit: 2) { _, name in try lua.readPoint(at: -1, what: name) }
        }
        let arcName = try spec.string("arc")
        let given = [control != nil, controls != nil, arcName != nil].filter { $0 }.count
        guard given <= 1 else { throw LuaScriptError("path: give one of 'control', 'controls' and 'arc'") }
        let keyPositions = try spec.table("keyPositions") { list in
            try list.list(limit: 64) { _, name in try keyPosition(TableFields(lua, at: -1, name: name)) }
        } ?? []
        let room = view.superview.map { Size(width: $0[.width], height: $0[.height]) } ?? Size(width: 0, height: 0)
        let size = Size(width: view[.width], height: view[.height])
        let points = keyPositions.map { (at: $0.position.at, point: $0.position.point(from: start, to: end, size: size, room: room), arc: $0.arc) }
        if controls != nil || control != nil, !keyPositions.isEmpty {
            throw LuaScriptError("path: 'keyPositions' shape the path themselves; give them without 'control' or 'controls' (or with 'arc')")
        }
        if arcName == nil, keyPositions.contains(where: { $0.arc != nil }) {
            throw LuaScriptError("path: a key position's 'arc' needs the path's own 'arc' (the arc the path leaves its start with)")
        }
        let route: MotionRoute
        if let control {
            route = MotionRoute(.quadratic(from: start, control: control, to: end))
        } else if let controls {
            guard controls.count == 2 else { throw LuaScriptError("path: 'controls' must be two points { { x, y }, { x, y } }") }
            route = MotionRoute(MotionPath(start: start, control1: controls[0], control2: controls[1], end: end))
        } else if let arcName {
            let arc = try arcStart(arcName, what: "path: unknown arc")
            guard let arcs = MotionRoute.arcs(from: start, arc, through: points, to: end) else {
                throw LuaScriptError("path: the key positions' 'at' must increase from one to the next, strictly between 0 and 1")
            }
            route = arcs
        } else if !keyPositions.isEmpty {
            guard let keyed = MotionRoute.through(points.map { (at: $0.at, point: $0.point) }, from: start, to: end) else {
                throw LuaScriptError("path: the key positions' 'at' must increase from one to the next, strictly between 0 and 1")
            }
            route = keyed
        } else {
            route = MotionRoute(.line(from: start, to: end))
        }
        let windowStart = try spec.number("start", in: 0...1) ?? 0
        let duration = try spec.number("duration", in: 0...1) ?? (1 - windowStart)
        guard windowStart + duration <= 1 + 1e-9 else {
            throw LuaScriptError("path: the window \(windowStart)…\(windowStart + duration) must lie within 0…1")
        }
        let curve = try spec.value("timing") { try TimingReader.read(lua, at: -1, field: "path timing") }
        animator.addPath(route, to: view, relativeStart: windowStart, relativeDuration: min(duration, 1 - windowStart),
                         curve: curve, rotates: try spec.bool("rotate"))
        return 0
    }

    /// An arc's start by name: `startVertical`, `startHorizontal` or `flip`.
    private static func arcStart(_ name: String, what: String) throws -> MotionRoute.ArcStart {
        guard let arc = MotionRoute.ArcStart(rawValue: name) else {
            throw LuaScriptError("\(what) '\(name)'"
                + NameSuggestion.hint(for: name, among: MotionRoute.ArcStart.allCases.map(\.rawValue))
                + " (startVertical, startHorizontal, flip)")
        }
        return arc
    }

    /// One of `keyPositions`: `{ at = 0…1, percentX = …, percentY = …, type = …, arc = … }`.
    private static func keyPosition(_ fields: TableFields) throws -> (position: KeyPosition, arc: MotionRoute.ArcStart?) {
        guard let at = try fields.number("at", in: 0...1) else {
            throw LuaScriptError("'\(fields.name).at' (when, 0…1 of the path's time) is required")
        }
        let kinds = KeyPosition.Kind.allCases.map(\.rawValue)
        let typeName = try fields.string("type") ?? KeyPosition.Kind.deltaRelative.rawValue
        guard let type = KeyPosition.Kind(rawValue: typeName) else {
            throw LuaScriptError("'\(fields.name).type': unknown key position type '\(typeName)'"
                + NameSuggestion.hint(for: typeName, among: kinds) + " (\(kinds.joined(separator: ", ")))")
        }
        let range = -1_000.0...1_000.0
        let arc = try fields.string("arc").map { try arcStart($0, what: "'\(fields.name).arc': unknown arc") }
        return (KeyPosition(at: at, percentX: try fields.number("percentX", in: range) ?? 0,
                            percentY: try fields.number("percentY", in: range) ?? 0, type: type), arc)
    }
}
