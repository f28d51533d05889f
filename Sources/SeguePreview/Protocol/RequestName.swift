import Segue

/// The names the page uses for transitions: `next`, `push`, `pop`, `present`, `dismiss`,
/// `page:N`, `tab:N` (1-based), `pan:left|right|up|down`.
enum RequestName {
    /// The name of `request`.
    static func name(of request: StageRequest) -> String {
        switch request {
        case .next: "next"
        case .push: "push"
        case .pop: "pop"
        case .present: "present"
        case .dismiss: "dismiss"
        case .showPage(let page): "page:\(page)"
        case .select(let tab): "tab:\(tab)"
        case .pan(let direction): "pan:\(direction.rawValue)"
        }
    }

    /// The request a name stands for; a ``PreviewError`` for anything else.
    static func request(named name: String) throws -> StageRequest {
        switch name {
        case "next": return .next
        case "push": return .push
        case "pop": return .pop
        case "present": return .present
        case "dismiss": return .dismiss
        default: break
        }
        let parts = name.split(separator: ":", maxSplits: 1).map(String.init)
        if parts.count == 2 {
            if parts[0] == "pan", let direction = PanDirection(rawValue: parts[1]) { return .pan(direction) }
            if let number = Int(parts[1]), (1...10_000).contains(number) {
                if parts[0] == "page" { return .showPage(number) }
                if parts[0] == "tab" { return .select(number) }
            }
        }
        throw PreviewError("unknown transition '\(name)': expected next, push, pop, present, dismiss, page:N or tab:N")
    }

    /// The requests `scene`'s container offers, by name.
    static func offered(by scene: Scene) -> [String] {
        let pages = scene.blueprint.pages.count
        switch scene.blueprint.container {
        case .navigation: return ["push", "pop"]
        case .modal: return ["present", "dismiss"]
        case .swipe: return (1...max(pages, 1)).map { "page:\($0)" }
        case .tabs: return (1...max(pages, 1)).map { "tab:\($0)" }
        }
    }
}
