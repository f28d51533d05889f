extension StageRequest {
    /// The request's name as the command line, the preview and traces spell it: `next`,
    /// `push`, `pop`, `present`, `dismiss`, `page:N`, `tab:N` (1-based), `pan:left|right|up|down`.
    public var name: String {
        switch self {
        case .next: "next"
        case .push: "push"
        case .pop: "pop"
        case .present: "present"
        case .dismiss: "dismiss"
        case .showPage(let page): "page:\(page)"
        case .select(let tab): "tab:\(tab)"
        case .pan(let direction): "pan:\(direction.rawValue)"
        case .selectDetent(let identifier): "detent:\(identifier)"
        }
    }

    /// The request `name` stands for (`page N` with a space is read as `page:N`); a
    /// ``StageError/unknownRequest(name:hint:)`` naming the accepted spellings for anything else.
    public init(name: String) throws(StageError) {
        switch name {
        case "next": self = .next; return
        case "push": self = .push; return
        case "pop": self = .pop; return
        case "present": self = .present; return
        case "dismiss": self = .dismiss; return
        default: break
        }
        let parts = name.split(whereSeparator: { $0 == ":" || $0 == " " }).map(String.init)
        if parts.count == 2 {
            if parts[0] == "pan", let direction = PanDirection(rawValue: parts[1]) { self = .pan(direction); return }
            if parts[0] == "detent", !parts[1].isEmpty { self = .selectDetent(parts[1]); return }
            if let number = Int(parts[1]), (1...10_000).contains(number) {
                if parts[0] == "page" { self = .showPage(number); return }
                if parts[0] == "tab" { self = .select(number); return }
            }
        }
        throw .unknownRequest(name: name, hint: NameSuggestion.hint(for: name, among: ["next", "push", "pop", "present", "dismiss"]))
    }

    /// The requests `scene`'s container offers, by name.
    public static func offered(by scene: Scene) -> [String] {
        let pages = scene.blueprint.pages.count
        switch scene.blueprint.container {
        case .navigation: return ["push", "pop"]
        case .modal where scene.blueprint.presentation.style == .pageSheet:
            return ["present", "dismiss"] + scene.blueprint.presentation.sheet.detents.map { "detent:\($0.identifier)" }
        case .modal: return ["present", "dismiss"]
        case .swipe: return (1...max(pages, 1)).map { "page:\($0)" }
        case .tabs: return (1...max(pages, 1)).map { "tab:\($0)" }
        }
    }
}
