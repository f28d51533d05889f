extension StageDrawing {
    /// The drawing a window of `size` and `backgroundColor` shows when it holds the views
    /// `values` lists — their tree, roles, clipping and hiding — at the values it holds: how a
    /// recorded frame (a golden trace's, or another take's values put in the same tree) is
    /// drawn again, by the one drawing every renderer shares.
    ///
    /// Promises: for `values` taken from a window (`StageValues(window:)`), the drawing equals
    /// `StageDrawing(window:)` of that window, bit for bit; a parent index that does not name
    /// an earlier view puts the view under the window; a list shorter than its ids draws
    /// the views it has values for.
    public init(replaying values: StageValues, size: Size, backgroundColor: Color) {
        let store = ViewStore()
        let window = store.makeView(id: "window", frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
        window.backgroundColor = backgroundColor
        let count = ViewProperty.count
        var views: [View] = []
        views.reserveCapacity(values.ids.count)
        for (index, id) in values.ids.enumerated() {
            let view = store.makeView(id: id)
            let from = index * count
            if from + count <= values.values.count {
                for property in ViewProperty.allCases {
                    view[property] = values.values[from + property.rawValue]
                }
            } else {
                view.isHidden = true
            }
            if index < values.roles.count { view.role = values.roles[index] }
            if index < values.clipsToBounds.count { view.clipsToBounds = values.clipsToBounds[index] }
            if index < values.isHidden.count, values.isHidden[index] { view.isHidden = true }
            let parent = index < values.parents.count ? values.parents[index] : -1
            (parent >= 0 && parent < index ? views[parent] : window).addSubview(view)
            views.append(view)
        }
        self.init(window: window)
    }
}
