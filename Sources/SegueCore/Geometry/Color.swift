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
        // Read as bytes: a scene's every view may carry a colour. ASCII digits only (not the
        // fullwidth forms `Character.isHexDigit` accepts); one optional leading `#`.
        var digits: [Int] = []
        digits.reserveCapacity(8)
        for (offset, byte) in hex.utf8.enumerated() {
            if offset == 0, byte == UInt8(ascii: "#") { continue }
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits.append(Int(byte - UInt8(ascii: "0")))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digits.append(Int(byte - UInt8(ascii: "a")) + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digits.append(Int(byte - UInt8(ascii: "A")) + 10)
            default: return nil
            }
            guard digits.count <= 8 else { return nil }
        }
        func channel(_ value: Int) -> Double { Double(value) / 255 }
        switch digits.count {
        case 3:
            // `#abc` is `#aabbcc`: each digit doubled, 17 times its value.
            self.init(red: channel(digits[0] * 17), green: channel(digits[1] * 17), blue: channel(digits[2] * 17))
        case 6, 8:
            func pair(_ i: Int) -> Int { digits[i] * 16 + digits[i + 1] }
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
