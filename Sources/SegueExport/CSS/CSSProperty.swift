import SegueCore

/// The CSS custom property (`@property`-registered `<number>`, not inherited, in
/// `css_export.css`) that carries a view property on the page, and how the page's styles
/// draw it.
enum CSSProperty {
    /// The custom property's name for `property`, nil for what the page does not carry
    /// (`zPosition`, which only orders siblings).
    static func name(_ property: ViewProperty) -> String? {
        switch property {
        case .x: "--x"
        case .y: "--y"
        case .width: "--w"
        case .height: "--h"
        case .alpha: "--a"
        case .translationX: "--tx"
        case .translationY: "--ty"
        case .translationZ: "--tz"
        case .scaleX: "--sx"
        case .scaleY: "--sy"
        case .rotation: "--rz"
        case .rotationX: "--rx"
        case .rotationY: "--ry"
        case .perspective: "--pk"
        case .cornerRadius: "--cr"
        case .zPosition: nil
        case .effectIntensity: "--ei"
        case .backgroundRed: "--br"
        case .backgroundGreen: "--bg"
        case .backgroundBlue: "--bb"
        case .backgroundAlpha: "--ba"
        case .anchorX: "--ax"
        case .anchorY: "--ay"
        case .shadowOpacity: "--so"
        case .shadowRadius: "--sr"
        case .shadowOffsetX: "--sox"
        case .shadowOffsetY: "--soy"
        case .shadowRed: "--sred"
        case .shadowGreen: "--sgreen"
        case .shadowBlue: "--sblue"
        }
    }

    /// The presence switch: 1 while the view is drawn, 0 while it is not (opacity × it).
    static let presence = "--on"

    /// The value the page's stylesheet registers for `property` (the engine's default, and
    /// 0 for perspective's `--pk`).
    static func initial(_ property: ViewProperty) -> Double {
        property == .perspective ? 0 : property.defaultValue
    }

    /// The number the page carries for the engine's `value`: the value itself, except
    /// perspective, carried as the matrix entry m34 = −1/distance (0 for none), which a
    /// `matrix3d()` takes as it is.
    static func carried(_ property: ViewProperty, _ value: Double) -> Double {
        guard property == .perspective else { return value }
        return value > 0 ? -1 / value : 0
    }

    /// The engine value a page carrying `number` shows (the inverse of ``carried(_:_:)``,
    /// with the clamps the page's styles apply: opacity and colour channels to 0…1, sizes and
    /// radii to ≥ 0).
    static func shown(_ property: ViewProperty, _ number: Double) -> Double {
        switch property {
        case .perspective: return number < 0 ? -1 / number : 0
        case .width, .height, .cornerRadius, .shadowRadius: return max(number, 0)
        default: return property.isUnitInterval ? min(max(number, 0), 1) : number
        }
    }
}
