/// UIKit's `UISheetPresentationController.Detent`: a height where a sheet naturally rests,
/// with an identifier. The system's `medium` rests at half the largest height a detent can
/// have, `large` at that height; a custom detent rests at a height in points or at a
/// fraction of it (SwiftUI's `.height(_:)` and `.fraction(_:)`), as a `custom(identifier:
/// resolver:)` detent returning those values would.
public struct SheetDetent: Equatable, Sendable {
    /// How the detent's value is found from the context's ``SheetDetent/ResolutionContext/maximumDetentValue``.
    public enum Resolution: Equatable, Sendable {
        /// The system's medium detent: half of the maximum.
        case medium
        /// The system's large detent: the maximum.
        case large
        /// A custom height in points (at most the maximum).
        case height(Double)
        /// A custom fraction of the maximum, 0…1.
        case fraction(Double)
    }

    /// UIKit's `UISheetPresentationControllerDetentResolutionContext`: what a detent's value
    /// is resolved against.
    public struct ResolutionContext: Equatable, Sendable {
        /// The largest value a detent can have: the container's height less its top safe
        /// area inset.
        public var maximumDetentValue: Double

        /// A context whose largest detent is `maximumDetentValue` points.
        public init(maximumDetentValue: Double) {
            self.maximumDetentValue = maximumDetentValue
        }

        /// The context of a container `height` points tall with a top safe area inset of
        /// `safeAreaTop` points.
        public init(containerHeight height: Double, safeAreaTop: Double) {
            maximumDetentValue = max(height - max(safeAreaTop, 0), 0)
        }
    }

    /// The identifier (`"medium"` and `"large"` for the system detents).
    public var identifier: String
    /// How its value is found.
    public var resolution: Resolution

    /// A detent named `identifier` resolved by `resolution`.
    public init(identifier: String, resolution: Resolution) {
        self.identifier = identifier
        self.resolution = resolution
    }

    /// The system's medium detent, identifier `medium`.
    public static let medium = SheetDetent(identifier: "medium", resolution: .medium)
    /// The system's large detent, identifier `large`.
    public static let large = SheetDetent(identifier: "large", resolution: .large)

    /// UIKit's `resolvedValue(in:)`: the height of the sheet resting on this detent, points,
    /// within 0…`maximumDetentValue` (a custom height or fraction beyond it rests at it).
    public func resolvedValue(in context: ResolutionContext) -> Double {
        let maximum = max(context.maximumDetentValue, 0)
        let value: Double
        switch resolution {
        case .medium: value = maximum * 0.5
        case .large: value = maximum
        case .height(let height): value = height
        case .fraction(let fraction): value = maximum * fraction
        }
        return value.isFinite ? min(max(value, 0), maximum) : maximum
    }
}
