/// The state of a scene at one instant of a run: the time, the transition's progress and
/// every view in the window's tree with all its numeric properties.
public struct FrameRecord: Equatable, Sendable {
    /// One view's values.
    public struct ViewState: Equatable, Sendable {
        public var id: String
        /// Values indexed by `ViewProperty.rawValue`.
        public var values: [Double]
        public var isHidden: Bool

        /// The value of `property`.
        public subscript(property: ViewProperty) -> Double { values[property.rawValue] }
    }

    /// Clock time, seconds.
    public var time: Double
    /// The transition's progress, 0…1: 1 once it completed, 0 once it was cancelled.
    public var progress: Double
    /// The views, depth first, back to front.
    public var views: [ViewState]

    /// The view with `id`, if it was in the tree.
    public func view(_ id: String) -> ViewState? { views.first { $0.id == id } }

    /// Records `scene` as it stands now.
    public static func capture(_ scene: Scene, progress: Double) -> FrameRecord {
        let stride = ViewProperty.count
        let views = scene.window.subtree.map { view in
            let start = view.slot * stride
            return ViewState(id: view.id, values: Array(scene.store.values[start..<start + stride]),
                             isHidden: view.isHidden)
        }
        return FrameRecord(time: scene.clock.now, progress: progress, views: views)
    }
}
