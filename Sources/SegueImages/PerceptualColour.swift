#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Colour as a person sees it: an 8-bit sRGB colour in CIELAB (D65 white, the 2° observer),
/// and the CIEDE2000 difference between two of them — about 1 is the smallest difference a
/// person notices side by side, 2–3 a glance's, anything under 1 invisible.
///
/// Promises: equal colours differ by exactly 0; the difference is symmetric; values equal
/// colour-science's to 1e-9 on Sharma, Wu and Dalal's CIEDE2000 test data and on 8-bit sRGB
/// colours through IEC 61966-2-1's matrix (`Tests/references/delta_e.json`).
public enum PerceptualColour {
    /// A CIELAB colour.
    public struct Lab: Sendable, Equatable {
        public var l: Double
        public var a: Double
        public var b: Double

        /// The colour with these coordinates.
        public init(l: Double, a: Double, b: Double) {
            self.l = l
            self.a = a
            self.b = b
        }
    }

    /// The CIELAB colour of the 8-bit sRGB colour (`red`, `green`, `blue`).
    public static func lab(red: UInt8, green: UInt8, blue: UInt8) -> Lab {
        func linear(_ channel: UInt8) -> Double {
            let c = Double(channel) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let r = linear(red), g = linear(green), b = linear(blue)
        // IEC 61966-2-1's matrix, relative to the D65 white.
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double {
            let delta = 6.0 / 29
            return t > delta * delta * delta ? cbrt(t) : t / (3 * delta * delta) + 4.0 / 29
        }
        return Lab(l: 116 * f(y) - 16, a: 500 * (f(x) - f(y)), b: 200 * (f(y) - f(z)))
    }

    /// The CIEDE2000 difference ΔE₀₀ of two CIELAB colours (kL = kC = kH = 1).
    public static func deltaE2000(_ one: Lab, _ two: Lab) -> Double {
        let c1 = hypot(one.a, one.b), c2 = hypot(two.a, two.b)
        let meanC = (c1 + c2) / 2
        let meanC7 = pow(meanC, 7)
        let g = 0.5 * (1 - sqrt(meanC7 / (meanC7 + pow(25, 7))))
        let a1 = (1 + g) * one.a, a2 = (1 + g) * two.a
        let cp1 = hypot(a1, one.b), cp2 = hypot(a2, two.b)
        func hue(_ b: Double, _ a: Double) -> Double {
            if a == 0 && b == 0 { return 0 }
            let angle = atan2(b, a) * 180 / .pi
            return angle < 0 ? angle + 360 : angle
        }
        let hp1 = hue(one.b, a1), hp2 = hue(two.b, a2)
        let deltaL = two.l - one.l
        let deltaC = cp2 - cp1
        var deltaHue = 0.0
        if cp1 * cp2 != 0 {
            deltaHue = hp2 - hp1
            if deltaHue > 180 { deltaHue -= 360 } else if deltaHue < -180 { deltaHue += 360 }
        }
        let deltaH = 2 * sqrt(cp1 * cp2) * sin(deltaHue * .pi / 360)
        let meanL = (one.l + two.l) / 2
        let meanCp = (cp1 + cp2) / 2
        var meanH = hp1 + hp2
        if cp1 * cp2 != 0 {
            if abs(hp1 - hp2) <= 180 { meanH /= 2 } else { meanH = hp1 + hp2 < 360 ? (meanH + 360) / 2 : (meanH - 360) / 2 }
        }
        let radians = { (degrees: Double) in degrees * .pi / 180 }
        let t = 1 - 0.17 * cos(radians(meanH - 30)) + 0.24 * cos(radians(2 * meanH))
            + 0.32 * cos(radians(3 * meanH + 6)) - 0.20 * cos(radians(4 * meanH - 63))
        let deltaTheta = 30 * exp(-pow((meanH - 275) / 25, 2))
        let meanCp7 = pow(meanCp, 7)
        let rc = 2 * sqrt(meanCp7 / (meanCp7 + pow(25, 7)))
        let lShift = (meanL - 50) * (meanL - 50)
        let sl = 1 + 0.015 * lShift / sqrt(20 + lShift)
        let sc = 1 + 0.045 * meanCp
        let sh = 1 + 0.015 * meanCp * t
        let rt = -sin(radians(2 * deltaTheta)) * rc
        let l = deltaL / sl, c = deltaC / sc, h = deltaH / sh
        return sqrt(l * l + c * c + h * h + rt * c * h)
    }
}
