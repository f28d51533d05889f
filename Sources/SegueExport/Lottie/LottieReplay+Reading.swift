import SegueCore

/// A Lottie document read back from its bytes as the replay a player shows: what `segue
/// export --format lottie --measure FILE` measures, so an edited file's error is the edit's.
///
/// Reads the layout ``LottieDocument`` writes: shape layers named by view id (a null parent
/// "ID frame" carrying the frame's place), their `ks` transform, the first group's `rc` and
/// `fl`; matte layers (`td: 1`) and the bottom "window" layer are not views. Promises: any
/// bytes give a replay or a readable ``ExportFailure`` naming the layer, never a trap.
extension LottieReplay {
    /// The replay of the Lottie document `bytes`.
    public init(reading bytes: [UInt8]) throws(ExportFailure) {
        let root: JSONNode
        do { root = try JSONParser.parse(String(decoding: bytes, as: UTF8.self)) } catch { throw ExportFailure("not JSON: \(error)") }
        guard let fps = root["fr"]?.number, fps.isFinite, fps > 0 else { throw ExportFailure("no frame rate (fr)") }
        guard case .array(let items)? = root["layers"]?.value else { throw ExportFailure("no layers") }
        let byInd: [Double: JSONNode] = Dictionary(items.compactMap { item in item["ind"]?.number.map { ($0, item) } },
                                                   uniquingKeysWith: { first, _ in first })
        func isView(_ layer: JSONNode) -> Bool {
            layer["ty"]?.number == 4 && layer["td"]?.number != 1 && !(layer["nm"]?.string == "window" && layer["parent"] == nil)
        }
        let views = items.filter(isView)
        // Each view layer's index among `views`, by its `ind`.
        var viewIndex: [Double: Int] = [:]
        for (n, layer) in views.enumerated() { if let ind = layer["ind"]?.number { viewIndex[ind] = n } }
        var layers: [LottieLayer] = []
        for layer in views {
            let name = layer["nm"]?.string ?? "?"
            func fail(_ what: String) -> ExportFailure { ExportFailure("layer \(name) (line \(layer.line)): \(what)") }
            guard let ks = layer["ks"], let ip = layer["ip"]?.number, let op = layer["op"]?.number, ip.isFinite, op.isFinite else {
                throw fail("no ks, ip or op")
            }
            guard let group = Self.firstGroup(layer), let rect = Self.item(group, "rc"), let fill = Self.item(group, "fl") else {
                throw fail("no rectangle (rc) and fill (fl) in its first group")
            }
            var parentInd = layer["parent"]?.number
            var place: [LottieTrack]?
            if let p = parentInd, let null = byInd[p], null["ty"]?.number == 3, null["nm"]?.string == name + " frame" {
                guard let nullKS = null["ks"] else { throw fail("its frame layer has no ks") }
                place = try Self.position(nullKS, fps: fps, fail)
                parentInd = null["parent"]?.number
            }
            let track = { (node: JSONNode?, what: String) throws(ExportFailure) -> LottieTrack in
                guard let node else { throw fail("no \(what)") }
                return try Self.track(node, fps: fps, fail)
            }
            let run = LayerRun(id: name, path: name, parent: parentInd.flatMap { viewIndex[$0] }, first: 0, last: 0, indices: [],
                               clips: false)
            layers.append(LottieLayer(
                run: run, anchor: try track(ks["a"], "anchor"), scale: try track(ks["s"], "scale"),
                rotation: try track(ks["r"], "rotation"), opacity: try track(ks["o"], "opacity"),
                position: try Self.position(ks, fps: fps, fail), place: place,
                size: try track(rect["s"], "size"), radius: try track(rect["r"], "radius"),
                colour: try track(fill["c"], "colour"), fillOpacity: try track(fill["o"], "fill opacity"),
                times: min(ip, op - 1) / fps ... max(ip, op - 1) / fps))
        }
        self.init(layers: layers)
    }

    private static func firstGroup(_ layer: JSONNode) -> JSONNode? {
        guard case .array(let shapes)? = layer["shapes"]?.value else { return nil }
        return shapes.first { $0["ty"]?.string == "gr" }
    }

    private static func item(_ group: JSONNode, _ type: String) -> JSONNode? {
        guard case .array(let items)? = group["it"]?.value else { return nil }
        return items.first { $0["ty"]?.string == type }
    }

    /// A transform's position as x and y tracks (split or not).
    private static func position(_ ks: JSONNode, fps: Double, _ fail: (String) -> ExportFailure) throws(ExportFailure) -> [LottieTrack] {
        guard let p = ks["p"] else { throw fail("no position") }
        if case .bool(true)? = p["s"]?.value {
            guard let x = p["x"], let y = p["y"] else { throw fail("a split position without x and y") }
            return [try track(x, fps: fps, fail), try track(y, fps: fps, fail)]
        }
        let both = try track(p, fps: fps, fail)
        return [both.channel(0), both.channel(1)]
    }

    /// A property: `{"a":0,"k":value}` or `{"a":1,"k":[keyframes]}`.
    private static func track(_ node: JSONNode, fps: Double, _ fail: (String) -> ExportFailure) throws(ExportFailure) -> LottieTrack {
        guard let k = node["k"] else { throw fail("a property without k (line \(node.line))") }
        if node["a"]?.number != 1 {
            return LottieTrack(keys: [CubicKeyframe(sample: 0, time: 0, values: try numbers(k, fail), easing: nil)], fps: fps)
        }
        guard case .array(let frames) = k.value, !frames.isEmpty else { throw fail("an animated property without keyframes (line \(k.line))") }
        var keys: [CubicKeyframe] = []
        for (n, frame) in frames.enumerated() {
            guard let t = frame["t"]?.number, t.isFinite, let s = frame["s"] else { throw fail("a keyframe without t or s (line \(frame.line))") }
            var easing: SegmentEasing?
            if n + 1 < frames.count {
                if frame["h"]?.number == 1 {
                    easing = .hold
                } else {
                    guard let o = frame["o"], let i = frame["i"] else { throw fail("a keyframe without o and i (line \(frame.line))") }
                    easing = .bezier(outX: try first(o["x"], fail), outY: try first(o["y"], fail),
                                     inX: try first(i["x"], fail), inY: try first(i["y"], fail))
                }
            }
            if let last = keys.last, t < last.time * fps { throw fail("keyframes out of order (line \(frame.line))") }
            keys.append(CubicKeyframe(sample: n, time: t / fps, values: try numbers(s, fail), easing: easing))
        }
        return LottieTrack(keys: keys, fps: fps)
    }

    private static func numbers(_ node: JSONNode, _ fail: (String) -> ExportFailure) throws(ExportFailure) -> [Double] {
        switch node.value {
        case .number(let v) where v.isFinite: return [v]
        case .array(let items):
            var values: [Double] = []
            for item in items {
                guard let v = item.number, v.isFinite else { throw fail("a value that is not a finite number (line \(item.line))") }
                values.append(v)
            }
            guard !values.isEmpty else { throw fail("an empty value (line \(node.line))") }
            return values
        default: throw fail("a value that is not a number (line \(node.line))")
        }
    }

    private static func first(_ node: JSONNode?, _ fail: (String) -> ExportFailure) throws(ExportFailure) -> Double {
        guard let node else { throw fail("an easing handle without x or y") }
        return try numbers(node, fail)[0]
    }
}
