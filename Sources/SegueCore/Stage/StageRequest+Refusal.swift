extension StageRequest {
    /// Why `scene`'s container refuses this request now, in words a person reads after
    /// "could not start 'dismiss': " — `nothing is presented`, `page 2 is showing already`.
    /// Asked after ``perform(on:interactive:)`` returned false.
    public func refusal(on scene: Scene) -> String {
        let container = scene.container
        if container.activeContext != nil { return "a transition is already running (settle or cancel it first)" }
        switch (self, container) {
        case (.dismiss, let modal as ModalContainerController) where modal.presentedCount < 2:
            return "nothing is presented"
        case (.present, let modal as ModalContainerController) where modal.presentedCount >= modal.pages.count:
            return "every page is presented already (\(modal.pages.count))"
        case (.pop, let navigation as NavigationController) where navigation.viewControllers.count < 2:
            return "only the root page is on the stack"
        case (.showPage(let page), let swipe as SwipeContainerController):
            if page > swipe.pages.count { return "the scene has \(swipe.pages.count) page(s)" }
            if page == swipe.currentPage + 1 { return "page \(page) is showing already" }
        case (.select(let tab), let tabs as TabBarController):
            if tab > tabs.tabs.count { return "the scene has \(tabs.tabs.count) tab(s)" }
            if tab == tabs.selectedIndex + 1 { return "tab \(tab) is selected already" }
        case (.selectDetent(let identifier), let modal as ModalContainerController):
            guard modal.presentedSheet != nil else { return "no sheet is presented" }
            if modal.selectedDetentIdentifier == identifier { return "the sheet rests at '\(identifier)' already" }
        case (.pan(let direction), _):
            return "a pan \(direction.rawValue) starts nothing from here"
        default:
            break
        }
        return "the container has none to run from here (it offers \(Self.offered(by: scene).joined(separator: ", ")))"
    }
}
