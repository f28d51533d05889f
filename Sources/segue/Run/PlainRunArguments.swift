import SegueCommandLine

/// Reads `segue run`'s arguments without ArgumentParser when they take the plain form most
/// runs use: the script, then long options each given once (`--fps 30`, `--fps=30`), all
/// valid. ArgumentParser's first parse builds the command's whole description by reflection,
/// which was over half of a one-view `segue run` (12 of 21 M instructions).
///
/// Promises: for every command line it accepts, the options equal those ``RunCommand``
/// reads with ArgumentParser (a property test holds the two to that); it declines — returns
/// nil — everything else (help, `--version`, an unknown or repeated option, a missing or bad
/// value, a second file, `--`, a value that could be read as an option), which then goes to
/// ArgumentParser, so help, completion and every usage error stay ArgumentParser's.
enum PlainRunArguments {
    /// How an option takes its value, as ``RunCommand`` declares it.
    private enum Kind {
        /// A value that may start with `-` (`parsing: .unconditional`: `--velocity -500`).
        case anyValue
        /// A value that is not read as one when it starts with `-` (ArgumentParser's default).
        case value
        /// A flag, with no value.
        case flag
    }

    /// `RunCommand`'s options (its limit options included) and how each takes its value.
    private static let kinds: [String: Kind] = [
        "--fps": .anyValue, "--scrub": .anyValue, "--velocity": .anyValue,
        "--format": .value, "--request": .value, "--after": .value, "--gesture": .value,
        "--hook-budget": .value, "--transition-budget": .value, "--memory-limit": .value, "--max-frames": .value,
        "--changes-only": .flag,
    ]

    /// The options `arguments` (what follows `run`) asks for, validated; nil when they are not
    /// in the plain form or not valid.
    static func read(_ arguments: ArraySlice<String>) -> RunOptions? {
        var file: String?
        var values: [String: String] = [:]
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-") else {
                guard file == nil else { return nil }
                file = argument
                continue
            }
            let name: String
            var value: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
                // ArgumentParser reads `--gesture=` as a missing value.
                guard value?.isEmpty == false else { return nil }
            } else {
                name = argument
            }
            guard let kind = kinds[name], values[name] == nil else { return nil }
            switch kind {
            case .flag:
                guard value == nil else { return nil }
                value = ""
            case .anyValue, .value:
                if value == nil {
                    guard index < arguments.endIndex else { return nil }
                    let next = arguments[index]
                    if kind == .value, next.hasPrefix("-") { return nil }
                    value = next
                    index += 1
                }
            }
            values[name] = value
        }
        guard let file else { return nil }
        return options(file: file, values)
    }

    /// The options of `file` and the option values given, converted as ArgumentParser converts
    /// them (`Double(_:)`, `Int(_:)`, the format's raw value) and validated; nil when one
    /// does not convert or does not validate.
    private static func options(file: String, _ values: [String: String]) -> RunOptions? {
        var options = RunOptions(file: file)
        func number(_ name: String) -> Double?? {
            guard let text = values[name] else { return .some(nil) }
            guard let number = Double(text) else { return nil }
            return .some(number)
        }
        guard let fps = number("--fps"), let scrub = number("--scrub"), let velocity = number("--velocity"),
              let hookBudget = number("--hook-budget"), let transitionBudget = number("--transition-budget"),
              let memoryLimit = number("--memory-limit") else { return nil }
        if let fps { options.fps = fps }
        options.scrub = scrub
        if let velocity { options.velocity = velocity }
        if let text = values["--format"] {
            guard let format = TraceFormat(rawValue: text) else { return nil }
            options.format = format
        }
        if let request = values["--request"] { options.request = request }
        options.after = values["--after"]
        options.gesture = values["--gesture"]
        options.changesOnly = values["--changes-only"] != nil
        var maxFrames: Int?
        if let text = values["--max-frames"] {
            guard let count = Int(text) else { return nil }
            maxFrames = count
        }
        options.limits = LimitSettings(hookBudget: hookBudget, transitionBudget: transitionBudget,
                                       memoryLimit: memoryLimit, maxFrames: maxFrames)
        do { try options.validate() } catch { return nil }
        return options
    }
}
