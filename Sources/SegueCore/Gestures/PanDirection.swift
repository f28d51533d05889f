/// The axis a pan moves along once its direction is locked.
public enum PanAxis: String, Sendable, CaseIterable {
    case horizontal, vertical

    /// The component of `point` along this axis.
    public func component(of point: Point) -> Double {
        self == .horizontal ? point.x : point.y
    }

    /// The component of `point` across this axis.
    public func crossComponent(of point: Point) -> Double {
        self == .horizontal ? point.y : point.x
    }
}

extension PanDirection {
    /// The axis it moves along.
    public var axis: PanAxis { self == .left || self == .right ? .horizontal : .vertical }

    /// +1 towards growing coordinates (right, down), −1 the other way.
    public var sign: Double { self == .right || self == .down ? 1 : -1 }

    /// The direction of a movement of `amount` points along `axis` (its sign decides).
    public init(along axis: PanAxis, amount: Double) {
        switch axis {
        case .horizontal: self = amount < 0 ? .left : .right
        case .vertical: self = amount < 0 ? .up : .down
        }
    }

    /// The edge a pan in this direction moves away from (``init(awayFrom:)``'s inverse).
    public var edgeItLeaves: ScreenEdge {
        switch self {
        case .left: .right
        case .right: .left
        case .up: .bottom
        case .down: .top
        }
    }

    /// The direction that leads away from `edge`, into the screen.
    public init(awayFrom edge: ScreenEdge) {
        switch edge {
        case .left: self = .right
        case .right: self = .left
        case .top: self = .down
        case .bottom: self = .up
        }
    }
}
