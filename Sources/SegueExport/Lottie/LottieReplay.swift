import SegueCore

/// A Lottie document's values read back as the views' properties: what a conforming player
/// shows, from the same rounded keys the document holds.
///
/// A view's property is nil where no layer of it is shown at that time, and for what the
/// document does not carry (3-D rotations, perspective, depth, effects, shadows). Alpha is
/// the layer's opacity over its parent layer's (Lottie layers carry drawn opacity); it is
/// nil while the parent shows at under 1 % (``unseenParentOpacity``), where the view's own
/// alpha can hardly be seen and the quotient would magnify the document's rounding.
public struct LottieReplay: Sendable {
    /// The drawn opacity of a parent under which a view's own alpha is not read back; layers'
    /// opacities are fitted within the alpha tolerance times their parent's least opacity down
    /// to this.
    public static let unseenParentOpacity = 0.01

    let layers: [LottieLayer]
    private let byID: [String: [Int]]

    init(layers: [LottieLayer]) {
        self.layers = layers
        var byID: [String: [Int]] = [:]
        for (n, layer) in layers.enumerated() { byID[layer.run.id, default: []].append(n) }
        self.byID = byID
    }

    /// The value a player shows for `view`'s `property` at `time` seconds, or nil.
    public func value(view: String, property: ViewProperty, at time: Double) -> Double? {
        guard let n = byID[view]?.first(where: { layers[$0].covers(time) }) else { return nil }
        let layer = layers[n]
        let width = layer.size.value(channel: 0, at: time) ?? 0
        let height = layer.size.value(channel: 1, at: time) ?? 0
        let anchorX = layer.anchor.value(channel: 0, at: time) ?? 0
        let anchorY = layer.anchor.value(channel: 1, at: time) ?? 0
        switch property {
        case .width: return width
        case .height: return height
        case .anchorX: return width != 0 ? anchorX / width : nil
        case .anchorY: return height != 0 ? anchorY / height : nil
        case .x:
            return ((layer.place ?? layer.position)[0].value(channel: 0, at: time) ?? 0) - anchorX
        case .y:
            return ((layer.place ?? layer.position)[1].value(channel: 0, at: time) ?? 0) - anchorY
        case .translationX: return layer.place == nil ? 0 : layer.position[0].value(channel: 0, at: time)
        case .translationY: return layer.place == nil ? 0 : layer.position[1].value(channel: 0, at: time)
        case .scaleX: return layer.scale.value(channel: 0, at: time).map { $0 / 100 }
        case .scaleY: return layer.scale.value(channel: 1, at: time).map { $0 / 100 }
        case .rotation: return layer.rotation.value(channel: 0, at: time).map { $0 * .pi / 180 }
        case .alpha:
            let own = (layer.opacity.value(channel: 0, at: time) ?? 0) / 100
            guard let parent = layer.run.parent else { return own }
            let shown = (layers[parent].opacity.value(channel: 0, at: time) ?? 0) / 100
            return shown >= Self.unseenParentOpacity ? own / shown : nil
        case .cornerRadius: return layer.radius.value(channel: 0, at: time)
        case .backgroundRed: return layer.colour.value(channel: 0, at: time)
        case .backgroundGreen: return layer.colour.value(channel: 1, at: time)
        case .backgroundBlue: return layer.colour.value(channel: 2, at: time)
        case .backgroundAlpha: return layer.fillOpacity.value(channel: 0, at: time).map { $0 / 100 }
        case .translationZ, .rotationX, .rotationY, .perspective, .zPosition, .effectIntensity,
             .shadowOpacity, .shadowRadius, .shadowOffsetX, .shadowOffsetY, .shadowRed, .shadowGreen, .shadowBlue:
            return nil
        }
    }
}
