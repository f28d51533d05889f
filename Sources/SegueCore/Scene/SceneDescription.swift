/// A view to build: id, frame, property values, colour, flags and subviews.
public struct ViewDescription: Equatable, Sendable {
    public static func == (a: ViewDescription, b: ViewDescription) -> Bool {
        a.id == b.id && a.frame == b.frame && a.fillsMissingSize == b.fillsMissingSize
            && a.properties == b.properties && a.backgroundColor == b.backgroundColor
            && a.isHidden == b.isHidden && a.clipsToBounds == b.clipsToBounds && a.subviews == b.subviews
            && a.matchID == b.matchID
    }

    public var id: String
    /// The frame; `nil` fills the parent's bounds.
    public var frame: Rect?
    /// Which of the frame's width and height were left out and fill the parent's.
    public var fillsMissingSize: (width: Bool, height: Bool) = (false, false)
    /// Other numeric properties to set.
    public var properties: [ViewProperty: Double]
    public var backgroundColor: Color?
    public var isHidden: Bool
    public var clipsToBounds: Bool
    public var subviews: [ViewDescription]
    /// The view's match id (``View/matchID``), or nil.
    public var matchID: String?

    /// Creates a description.
    public init(id: String, frame: Rect? = nil, properties: [ViewProperty: Double] = [:],
                backgroundColor: Color? = nil, isHidden: Bool = false, clipsToBounds: Bool = false,
                subviews: [ViewDescription] = []) {
        self.id = id
        self.frame = frame
        self.properties = properties
        self.backgroundColor = backgroundColor
        self.isHidden = isHidden
        self.clipsToBounds = clipsToBounds
        self.subviews = subviews
    }
}

/// A controller to build: its id and root view.
public struct ControllerDescription: Equatable, Sendable {
    public var id: String
    public var view: ViewDescription

    /// Creates a description.
    public init(id: String, view: ViewDescription) {
        self.id = id
        self.view = view
    }
}

/// A whole scene: a container of some kind and size, its controllers and their view trees.
public struct SceneDescription: Equatable, Sendable {
    public var container: ContainerKind
    public var size: Size
    /// The swipe container's background controller.
    public var background: ControllerDescription?
    /// The child controllers: swipe pages, the navigation stack to walk, or the tabs.
    public var pages: [ControllerDescription]
    /// The page shown first.
    public var initialPage: Int
    /// The swipe indicator's geometry.
    public var indicator: SwipeIndicatorStyle
    /// The swipe container's pans, wrapping, blur and indicator.
    public var swipe = SwipeOptions()
    /// How a modal scene presents its pages.
    public var presentation = PresentationDescription()

    /// Creates a description.
    public init(container: ContainerKind, size: Size, background: ControllerDescription? = nil,
                pages: [ControllerDescription] = [], initialPage: Int = 0,
                indicator: SwipeIndicatorStyle = SwipeIndicatorStyle()) {
        self.container = container
        self.size = size
        self.background = background
        self.pages = pages
        self.initialPage = initialPage
        self.indicator = indicator
    }
}
