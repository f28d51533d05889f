import SegueLua

/// One line for an error: `file:line: message` for script errors (``LuaError``), the error's
/// own description otherwise.
public func describe(_ error: Error) -> String {
    if let lua = error as? LuaError { return lua.description }
    return "\(error)"
}
