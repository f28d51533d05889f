/// What a sheet presentation asks for, in UIKit's `UISheetPresentationController` words:
/// the detents it may rest at, the one selected, the largest one that leaves the presenter
/// undimmed, the grabber, the corner radius, and whether an interactive dismissal is vetoed
/// (`isModalInPresentation`).
public struct SheetConfiguration: Equatable, Sendable {
    /// The heights the sheet rests at; UIKit's default is `[.large]`.
    public var detents: [SheetDetent]
    /// The detent the sheet rests at when presented; nil: the smallest.
    public var selectedDetentIdentifier: String?
    /// The largest detent at which the presenter is not dimmed; nil: dimmed at every detent.
    public var largestUndimmedDetentIdentifier: String?
    /// Whether a grabber is shown at the sheet's top.
    public var prefersGrabberVisible: Bool
    /// The sheet's top corner radius; nil: the system's (10 points).
    public var preferredCornerRadius: Double?
    /// Whether an interactive dismissal is refused: a drag down from the lowest detent
    /// springs back (UIKit's `isModalInPresentation`).
    public var isModalInPresentation: Bool
    /// The container's top safe area inset: the large detent stops this far below the top.
    public var safeAreaTop: Double

    /// The system's corner radius of a sheet, points.
    public static let systemCornerRadius = 10.0

    /// A configuration; the defaults are UIKit's.
    public init(detents: [SheetDetent] = [.large], selectedDetentIdentifier: String? = nil,
                largestUndimmedDetentIdentifier: String? = nil, prefersGrabberVisible: Bool = false,
                preferredCornerRadius: Double? = nil, isModalInPresentation: Bool = false, safeAreaTop: Double = 0) {
        self.detents = detents
        self.selectedDetentIdentifier = selectedDetentIdentifier
        self.largestUndimmedDetentIdentifier = largestUndimmedDetentIdentifier
        self.prefersGrabberVisible = prefersGrabberVisible
        self.preferredCornerRadius = preferredCornerRadius
        self.isModalInPresentation = isModalInPresentation
        self.safeAreaTop = safeAreaTop
    }

    /// The first thing wrong with the configuration, if any: no detents, two with one
    /// identifier, a negative height, a fraction outside 0…1, a selected or undimmed
    /// identifier naming no detent, a negative corner radius or inset.
    public var problem: String? {
        if detents.isEmpty { return "a sheet needs at least one detent" }
        var seen = Set<String>()
        for detent in detents {
            if detent.identifier.isEmpty { return "every detent needs an identifier" }
            guard seen.insert(detent.identifier).inserted else {
                return "two detents have the identifier '\(detent.identifier)'"
            }
            switch detent.resolution {
            case .height(let height) where !(height.isFinite && height >= 0):
                return "detent '\(detent.identifier)': height must be a finite number ≥ 0, got \(height)"
            case .fraction(let fraction) where !(fraction >= 0 && fraction <= 1):
                return "detent '\(detent.identifier)': fraction must be within 0…1, got \(fraction)"
            default: break
            }
        }
        for (name, identifier) in [("selectedDetentIdentifier", selectedDetentIdentifier),
                                   ("largestUndimmedDetentIdentifier", largestUndimmedDetentIdentifier)] {
            if let identifier, !seen.contains(identifier) {
                let known = detents.map(\.identifier)
                return "\(name) '\(identifier)' names no detent\(NameSuggestion.hint(for: identifier, among: known)) (detents: \(known.joined(separator: ", ")))"
            }
        }
        if let radius = preferredCornerRadius, !(radius.isFinite && radius >= 0) {
            return "preferredCornerRadius must be a finite number ≥ 0"
        }
        if !(safeAreaTop.isFinite && safeAreaTop >= 0) { return "safeAreaTop must be a finite number ≥ 0" }
        return nil
    }

    /// The detents resolved in a container `height` points tall, from the lowest to the
    /// highest (detents of one height keep their order).
    public func resolvedDetents(containerHeight height: Double) -> [ResolvedSheetDetent] {
        let context = SheetDetent.ResolutionContext(containerHeight: height, safeAreaTop: safeAreaTop)
        let resolved = detents.enumerated().map { index, detent in
            ResolvedSheetDetent(identifier: detent.identifier, value: detent.resolvedValue(in: context), order: index)
        }
        return resolved.sorted { ($0.value, $0.order) < ($1.value, $1.order) }
    }
}

/// A detent resolved in one container: its identifier and the sheet's height resting on it.
public struct ResolvedSheetDetent: Equatable, Sendable {
    /// The detent's identifier.
    public var identifier: String
    /// The sheet's visible height resting on it, points.
    public var value: Double
    /// Its place in the configuration's list.
    public var order: Int
}
