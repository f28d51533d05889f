/// What is declared of one view property: its name, unit, drawn range, default and meaning.
/// ``ViewProperty/declaration`` holds one per property; the generated Lua, types and docs
/// are made from them.
public struct ViewPropertyDeclaration: Sendable, Equatable {
    /// The name scripts, traces and the preview use.
    public let name: String
    /// What the number measures.
    public let unit: ViewPropertyUnit
    /// The values that are drawn as they are (0…1 for opacities and colour channels); `nil`:
    /// every value.
    public let drawnRange: ClosedRange<Double>?
    /// The value a new view starts with.
    public let defaultValue: Double
    /// One line for the docs and editors: what the property is.
    public let meaning: String

    /// A declaration; `drawnRange` is 0…1 for the `alpha` and `colour` units unless given.
    init(_ name: String, _ unit: ViewPropertyUnit, default defaultValue: Double = 0, _ meaning: String) {
        self.name = name
        self.unit = unit
        self.drawnRange = unit == .alpha || unit == .colour ? 0...1 : nil
        self.defaultValue = defaultValue
        self.meaning = meaning
    }
}

extension ViewProperty {
    /// The property's declaration: the one place its name, unit, range and default are given.
    public var declaration: ViewPropertyDeclaration {
        switch self {
        case .x: .init("x", .points, "the untransformed frame's left edge in the superview")
        case .y: .init("y", .points, "the untransformed frame's top edge in the superview")
        case .width: .init("width", .points, "the untransformed frame's width")
        case .height: .init("height", .points, "the untransformed frame's height")
        case .alpha: .init("alpha", .alpha, default: 1, "opacity")
        case .translationX: .init("translationX", .points, "translation across")
        case .translationY: .init("translationY", .points, "translation down")
        case .translationZ: .init("translationZ", .points, "translation towards the eye")
        case .scaleX: .init("scaleX", .scale, default: 1, "scale across (`scale` writes both)")
        case .scaleY: .init("scaleY", .scale, default: 1, "scale down (`scale` writes both)")
        case .rotation: .init("rotation", .radians, "rotation about z")
        case .rotationX: .init("rotationX", .radians, "3-D rotation about x")
        case .rotationY: .init("rotationY", .radians, "3-D rotation about y")
        case .perspective: .init("perspective", .points, "eye distance for the view's own perspective; 0 for none")
        case .cornerRadius: .init("cornerRadius", .points, "the corners' radius")
        case .zPosition: .init("zPosition", .points, "position on the z axis: depth, and the drawing order among siblings")
        case .effectIntensity: .init("effectIntensity", .alpha, "blur strength: what lies behind the view blurred by 20 points × it")
        case .backgroundRed: .init("backgroundRed", .colour, "the background colour's red channel")
        case .backgroundGreen: .init("backgroundGreen", .colour, "the background colour's green channel")
        case .backgroundBlue: .init("backgroundBlue", .colour, "the background colour's blue channel")
        case .backgroundAlpha: .init("backgroundAlpha", .alpha, "the background colour's alpha")
        case .anchorX: .init("anchorX", .scale, default: 0.5, "where the transform pivots across, in unit coordinates of the view (0.5: centre); writing it keeps x + anchorX·width, so the frame moves")
        case .anchorY: .init("anchorY", .scale, default: 0.5, "where the transform pivots down, in unit coordinates of the view (0.5: centre); writing it keeps y + anchorY·height, so the frame moves")
        case .shadowOpacity: .init("shadowOpacity", .alpha, "the shadow's opacity (0: none)")
        case .shadowRadius: .init("shadowRadius", .points, default: 3, "the shadow's blur radius")
        case .shadowOffsetX: .init("shadowOffsetX", .points, "the shadow's offset across")
        case .shadowOffsetY: .init("shadowOffsetY", .points, default: -3, "the shadow's offset down")
        case .shadowRed: .init("shadowRed", .colour, "the shadow colour's red channel")
        case .shadowGreen: .init("shadowGreen", .colour, "the shadow colour's green channel")
        case .shadowBlue: .init("shadowBlue", .colour, "the shadow colour's blue channel")
        }
    }
}
