/// A colour with red, green, blue and alpha channels, each in 0…1.
public struct Color: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    /// Creates a colour from its channels (0…1 each).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Fully transparent black, UIKit's `.clear`.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)

    /// Parses `#rgb`, `#rrggbb` or `#rrggbbaa` (the `#` is optional); `nil` when malformed.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        // ASCII digits only: `Character.isHexDigit` also accepts fullwidth forms (`Ｆ`),
        // which `Int(_:radix:)` then refuses.
        guard digits.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isASCIIHexDigit }) else { return nil }
        func channel(_ text: Substring) -> Double { Double(Int(text, radix: 16) ?? 0) / 255 }
        switch digits.count {
        case 3:
            let expanded = digits.map { "\($0)\($0)" }.joined()
            self.init(hex: expanded)
        case 6, 8:
            let chars = Array(digits)
            func pair(_ i: Int) -> Substring { Substring(String(chars[i...i + 1])) }
            self.init(red: channel(pair(0)), green: channel(pair(2)), blue: channel(pair(4)),
                      alpha: digits.count == 8 ? channel(pair(6)) : 1)
        default:
            return nil
        }
    }

    /// `#rrggbbaa`, each channel rounded to a byte.
    public var hex: String {
        func byte(_ v: Double) -> String {
            let value = CheckedNumber.clampedInt(v * 255, in: 0...255)
            let text = String(value, radix: 16)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + byte(red) + byte(green) + byte(blue) + byte(alpha)
    }

    public var description: String { hex }
}
