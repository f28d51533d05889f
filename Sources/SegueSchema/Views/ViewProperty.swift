/// Every numeric property of a view that an animation can interpolate.
///
/// This enum and ``declaration`` are the one declaration of a view's properties: the Lua
/// library's list of animatable names, `types/segue.lua`'s view fields, the property table of
/// `docs/lua-api.md` are generated from them (`scripts/generate-schema`), and the preview page
/// receives each property's name and unit on the wire. Adding a property is a case here, its
/// line in ``declaration``, its behaviour and its test.
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

    /// How many properties a view has; the stride of a view's values in a view store.
    public static let count = allCases.count

    /// Every property's declaration, in case order.
    private static let declarations = allCases.map(\.declaration)

    /// Every property's default, in case order: the values a new view starts with (read per
    /// view made, so kept as plain numbers).
    public static let defaultValues: [Double] = declarations.map(\.defaultValue)

    /// Whether each property, in case order, is drawn within 0…1 (read per animated value).
    private static let unitIntervals: [Bool] = declarations.map { $0.drawnRange == 0...1 }

    /// The property's name in the Lua API, in traces and on the preview's wire.
    public var name: String { Self.declarations[rawValue].name }

    /// The property named `name`, or `nil`.
    public init?(name: String) {
        guard let found = ViewProperty.byName[name] else { return nil }
        self = found
    }

    private static let byName: [String: ViewProperty] =
        Dictionary(uniqueKeysWithValues: allCases.map { ($0.name, $0) })

    /// The unit the property's number is in.
    public var unit: ViewPropertyUnit { Self.declarations[rawValue].unit }

    /// The values Core Animation draws, when it draws only some (0…1 for opacity, effect
    /// intensity and colour channels); `nil` when every value is drawn as it is.
    public var drawnRange: ClosedRange<Double>? { Self.declarations[rawValue].drawnRange }

    /// Whether Core Animation draws it within 0…1 (opacity, effect intensity, colour
    /// channels): an animation's overshoot beyond 0…1 is not shown.
    public var isUnitInterval: Bool { Self.unitIntervals[rawValue] }

    /// The value a new view starts with.
    public var defaultValue: Double { Self.defaultValues[rawValue] }

    public var description: String { name }
}
