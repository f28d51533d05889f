import SegueCore

/// Reads Core Animation's repetition from an options table: `repeatCount` (cycles, 0.001…10000,
/// fractions allowed), `repeatDuration` (seconds of cycles, where one cycle's seconds are known)
/// and `autoreverses` (each cycle forward then back). Nil when none of them is given.
enum RepetitionReader {
    static func read(_ fields: TableFields, cycleSeconds: Double?) throws -> Repetition? {
        let count = try fields.number("repeatCount", in: 0.001...Repetition.maximumCount)
        let seconds = try fields.number("repeatDuration", in: 0.0001...3600)
        let autoreverses = try fields.flag("autoreverses", absent: false)
        if count != nil, seconds != nil {
            throw LuaScriptError("\(fields.name): give 'repeatCount' or 'repeatDuration', not both")
        }
        if let seconds {
            guard let cycleSeconds, cycleSeconds > 0 else {
                throw LuaScriptError("\(fields.name): 'repeatDuration' needs a cycle with a duration of its own; give 'repeatCount'")
            }
            let repetition = Repetition(repeatDuration: seconds, cycleDuration: cycleSeconds, autoreverses: autoreverses)
            guard repetition.count < Repetition.maximumCount else {
                throw LuaScriptError("\(fields.name): 'repeatDuration' holds more than \(Int(Repetition.maximumCount)) cycles")
            }
            return repetition
        }
        if count == nil && !autoreverses { return nil }
        return Repetition(count: count ?? 1, autoreverses: autoreverses)
    }
}
