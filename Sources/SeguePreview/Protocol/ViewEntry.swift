import SegueCore
import Segue

/// One view's entry in a frame as the page reads it (`V` in core.js): the fields
/// ``PreviewMessages/viewFields`` names, in that order — id, role, parent (-1 for none), flags (1 hidden, 2 clips), alpha, opacity,
/// corner radius, backdrop blur, colour `[r,g,b,a]`, frame `[x,y,w,h]`, transform (its 16
/// entries, or null when it is the identity), quad `[x0,y0,…,x3,y3]`, values, shadow (`[r,g,b,
/// alpha,dx,dy,deviation]` or null).
///
/// Each field is taken from the engine's ``DrawnView`` as a value (``Field``) that can be
/// compared with another frame's without writing either as JSON: the encoder of a take's
/// frames (``FrameDeltas``) writes a field only when it differs from the frame before.
///
/// Promises: two fields compare equal only when their JSON texts are the same (numbers are
/// compared bit for bit), so leaving an equal field out never changes what the page rebuilds.
enum ViewEntry {
    /// The number of fields in an entry: as many as ``PreviewMessages/viewFields`` names.
    static let fieldCount = PreviewMessages.viewFields.count

    /// One field's value.
    enum Field {
        case text(String?)
        case number(Double)
        case integer(Int)
        /// An array of numbers; nil is written as `null`.
        case numbers([Double]?)

        /// Whether `self` and `other` are written as the same JSON text (or, when they might
        /// be, not proved otherwise: numbers bit for bit).
        func same(as other: Field) -> Bool {
            switch (self, other) {
            case (.text(let a), .text(let b)): return a == b
            case (.number(let a), .number(let b)): return a.bitPattern == b.bitPattern
            case (.integer(let a), .integer(let b)): return a == b
            case (.numbers(let a), .numbers(let b)):
                guard let a, let b else { return a == nil && b == nil }
                return ViewEntry.sameNumbers(a, b)
            default: return false
            }
        }

        /// Writes the field as its JSON value.
        func write(into out: inout JSONOut) {
            switch self {
            case .text(let text): out.string(text)
            case .number(let value): out.number(value)
            case .integer(let value): out.number(value)
            case .numbers(let values):
                guard let values else { out.null(); return }
                out.beginArray()
                for value in values { out.number(value) }
                out.endArray()
            }
        }
    }

    /// The fields of `view`'s entry, in order.
    static func fields(of view: DrawnView) -> [Field] {
        let frame = view.frame
        var fields: [Field] = [
            .text(view.id), .text(view.role), .integer(view.parent ?? -1),
            .integer((view.isHidden ? 1 : 0) | (view.clipsToBounds ? 2 : 0)),
            .number(view.alpha), .number(view.opacity), .number(view.cornerRadius), .number(view.backdropBlur),
            .numbers(colour(view.backgroundColor)),
            .numbers([frame.minX, frame.minY, frame.width, frame.height]),
        ]
        fields.reserveCapacity(fieldCount)
        if view.transform.isIdentity {
            fields.append(.numbers(nil))
        } else {
            let t = view.transform
            fields.append(.numbers([t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                                    t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]))
        }
        var quad: [Double] = []
        quad.reserveCapacity(view.quad.count * 2)
        for corner in view.quad { quad.append(corner.x); quad.append(corner.y) }
        fields.append(.numbers(quad))
        fields.append(.numbers(view.values))
        if let shadow = view.shadow {
            fields.append(.numbers([shadow.color.red, shadow.color.green, shadow.color.blue, shadow.alpha,
                                    shadow.offset.x, shadow.offset.y, shadow.deviation]))
        } else {
            fields.append(.numbers(nil))
        }
        return fields
    }

    /// Writes `fields` as one entry (a JSON array).
    static func write(_ fields: [Field], into out: inout JSONOut) {
        out.beginArray()
        for field in fields { field.write(into: &out) }
        out.endArray()
    }

    /// Whether two lists of numbers are the same, bit for bit.
    static func sameNumbers(_ a: [Double], _ b: [Double]) -> Bool {
        guard a.count == b.count else { return false }
        for index in a.indices where a[index].bitPattern != b[index].bitPattern { return false }
        return true
    }

    private static func colour(_ color: Color) -> [Double] { [color.red, color.green, color.blue, color.alpha] }
}
