import SegueCore

/// The values a host gives one of its views before a transition: any subset of the view
/// properties, and optionally whether it is hidden. Values must be finite and within
/// ±`ViewValueRange.maximumMagnitude`; a binding refuses others with an error naming the
/// view and the property.
public struct ViewLayout: Equatable, Sendable {
    /// The properties given, by property.
    public var values: [ViewProperty: Double]
    /// Whether the view is hidden; nil leaves it as it is.
    public var isHidden: Bool?

    /// A layout with the values given.
    public init(values: [ViewProperty: Double] = [:], isHidden: Bool? = nil) {
        self.values = values
        self.isHidden = isHidden
    }

    /// A layout giving the frame, and optionally alpha, background colour and corner radius.
    public init(frame: Rect, alpha: Double? = nil, backgroundColor: Color? = nil, cornerRadius: Double? = nil,
                isHidden: Bool? = nil) {
        self.init(isHidden: isHidden)
        self.frame = frame
        if let alpha { values[.alpha] = alpha }
        if let backgroundColor { self.backgroundColor = backgroundColor }
        if let cornerRadius { values[.cornerRadius] = cornerRadius }
    }

    /// One property's value, nil when not given.
    public subscript(property: ViewProperty) -> Double? {
        get { values[property] }
        set { values[property] = newValue }
    }

    /// The frame, when all four of its values are given; setting it gives all four.
    public var frame: Rect? {
        get {
            guard let x = values[.x], let y = values[.y], let width = values[.width], let height = values[.height]
            else { return nil }
            return Rect(x: x, y: y, width: width, height: height)
        }
        set {
            values[.x] = newValue?.minX
            values[.y] = newValue?.minY
            values[.width] = newValue?.width
            values[.height] = newValue?.height
        }
    }

    /// The background colour; setting it gives its four channels.
    public var backgroundColor: Color? {
        get {
            guard let red = values[.backgroundRed], let green = values[.backgroundGreen],
                  let blue = values[.backgroundBlue], let alpha = values[.backgroundAlpha] else { return nil }
            return Color(red: red, green: green, blue: blue, alpha: alpha)
        }
        set {
            values[.backgroundRed] = newValue?.red
            values[.backgroundGreen] = newValue?.green
            values[.backgroundBlue] = newValue?.blue
            values[.backgroundAlpha] = newValue?.alpha
        }
    }
}
