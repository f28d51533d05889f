/// Every numeric property of a view that an animation can interpolate.
///
/// The frame is stored as the untransformed layout rectangle (`x`, `y`, `width`, `height`);
/// the transform is stored decomposed and composed around the view's anchor point (its
/// centre by default) when rendered, so the frame stays meaningful while a view is
/// transformed (UIKit leaves it undefined).
public enum ViewProperty: Int, CaseIterable, Sendable, CustomStringConvertible {
    case x, y, width, height
    case alpha
    case translationX, translationY, translationZ
    case scaleX, scaleY
    /// Rotation about the z axis, radians.
    case rotation
    /// Rotation about the x axis, radians (3-D; needs `perspective` to look 3-D).
    case rotationX
    /// Rotation about the y axis, radians (3-D; needs `perspective` to look 3-D).
    case rotationY
    /// Eye distance for the view's own perspective, in points; 0 means none.
    case perspective
    case cornerRadius
    case zPosition
    /// Strength of a visual effect (blur), 0…1.
    case effectIntensity
    case backgroundRed, backgroundGreen, backgroundBlue, backgroundAlpha
    /// The point the transform turns and scales about, in unit coordinates of the view's
    /// bounds (CALayer's `anchorPoint`): 0.5, 0.5 is the centre, 0, 0.5 the left edge's middle.
    case anchorX, anchorY
    /// The shadow the view casts (CALayer's): its opacity 0…1 (0, no shadow, by default),
    /// its blur radius in points (3), its offset in points (0, −3) and its colour's channels
    /// 0…1 (black).
    case shadowOpacity, shadowRadius, shadowOffsetX, shadowOffsetY, shadowRed, shadowGreen, shadowBlue

    /// How many properties a view has; the stride of a view's values in a ``ViewStore``.
    public static let count = allCases.count

    /// The property's name in the Lua API and in traces.
    public var name: String {
        switch self {
        case .x: "x"
        case .y: "y"
        case .width: "width"
        case .height: "height"
        case .alpha: "alpha"
        case .translationX: "translationX"
        case .translationY: "translationY"
        case .translationZ: "translationZ"
        case .scaleX: "scaleX"
        case .scaleY: "scaleY"
        case .rotation: "rotation"
        case .rotationX: "rotationX"
        case .rotationY: "rotationY"
        case .perspective: "perspective"
        case .cornerRadius: "cornerRadius"
        case .zPosition: "zPosition"
        case .effectIntensity: "effectIntensity"
        case .backgroundRed: "backgroundRed"
        case .backgroundGreen: "backgroundGreen"
        case .backgroundBlue: "backgroundBlue"
        case .backgroundAlpha: "backgroundAlpha"
        case .anchorX: "anchorX"
        case .anchorY: "anchorY"
        case .shadowOpacity: "shadowOpacity"
        case .shadowRadius: "shadowRadius"
        case .shadowOffsetX: "shadowOffsetX"
        case .shadowOffsetY: "shadowOffsetY"
        case .shadowRed: "shadowRed"
        case .shadowGreen: "shadowGreen"
        case .shadowBlue: "shadowBlue"
        }
    }

    /// The property named `name`, or `nil`.
    public init?(name: String) {
        guard let found = ViewProperty.byName[name] else { return nil }
        self = found
    }

    private static let byName: [String: ViewProperty] =
        Dictionary(uniqueKeysWithValues: allCases.map { ($0.name, $0) })

    /// Whether Core Animation draws it within 0…1 (opacity, effect intensity, colour
    /// channels): an animation's overshoot beyond 0…1 is not shown.
    public var isUnitInterval: Bool {
        switch self {
        case .alpha, .effectIntensity, .backgroundRed, .backgroundGreen, .backgroundBlue, .backgroundAlpha,
             .shadowOpacity, .shadowRed, .shadowGreen, .shadowBlue: true
        default: false
        }
    }

    /// The value a new view starts with.
    public var defaultValue: Double {
        switch self {
        case .alpha, .scaleX, .scaleY: 1
        case .anchorX, .anchorY: 0.5
        case .shadowRadius: 3
        case .shadowOffsetY: -3
        default: 0
        }
    }

    public var description: String { name }
}
