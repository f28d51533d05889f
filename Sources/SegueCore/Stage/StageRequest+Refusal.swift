extension StageRequest {
    /// Why `scene`'s container refuses this request now, in words a person reads after
    /// "could not start 'dismiss': " — `nothing is presented`, `page 2 is showing already`.
    /// Asked after ``perform(on:interactive:)`` returned false.
    public func refusal(on scene: Scene) -> String {
        if let known = refusalNow(on: scene) { return known }
        if case .pan(let direction) = self { return "a pan \(direction.rawValue) starts nothing from here" }
        return "the container has none to run from here (it offers \(Self.offered(by: scene).joined(separator: ", ")))"
    }

    /// Why `scene`'s container would refuse this request if it were asked now, or nil when
    /// its state allows it: the containers' own guards (a transition running, nothing
    /// presented, the page showing already, nothing left to push…), read without starting
    /// anything — what the preview asks to offer only the transitions that can play.
    ///
    /// Promises: non-nil whenever the container's state alone makes ``perform(on:interactive:)``
    /// return false; nil does not promise a start (a script's animator is not asked here, and
    /// a pan asks the script's gesture).
    public func refusalNow(on scene: Scene) -> String? {
        let container = scene.container
        if container.activeContext != nil { return "a transition is already running (settle or cancel it first)" }
        switch (self, container) {
        case (.next, let modal as ModalContainerController):
            return modal.presentedCount < modal.pages.count || modal.presentedCount >= 2 ? nil : "the scene has one page only"
        case (.next, let navigation as NavigationController):
            return !navigation.upcoming.isEmpty || navigation.viewControllers.count >= 2 ? nil : "the stack has one page and none to push"
        case (.next, let swipe as SwipeContainerController):
            return swipe.page(.next) != nil || swipe.page(.previous) != nil ? nil : "the scene has one page only"
        case (.next, let tabs as TabBarController):
            return tabs.tabs.count >= 2 ? nil : "the scene has one tab only"
        case (.dismiss, let modal as ModalContainerController) where modal.presentedCount < 2:
            return "nothing is presented"
        case (.present, let modal as ModalContainerController) where modal.presentedCount >= modal.pages.count:
            return "every page is presented already (\(modal.pages.count))"
        case (.pop, let navigation as NavigationController) where navigation.viewControllers.count < 2:
            return "only the root page is on the stack"
        case (.push, let navigation as NavigationController) where navigation.upcoming.isEmpty:
            return "every page is pushed already"
        case (.showPage(let page), let swipe as SwipeContainerController):
            if page < 1 || page > swipe.pages.count { return "the scene has \(swipe.pages.count) page(s)" }
            if page == swipe.currentPage + 1 { return "page \(page) is showing already" }
        case (.select(let tab), let tabs as TabBarController):
            if tab < 1 || tab > tabs.tabs.count { return "the scene has \(tabs.tabs.count) tab(s)" }
            if tab == tabs.selectedIndex + 1 { return "tab \(tab) is selected already" }
        case (.selectDetent(let identifier), let modal as ModalContainerController):
            guard modal.presentedSheet != nil else { return "no sheet is presented" }
            if modal.selectedDetentIdentifier == identifier { return "the sheet rests at '\(identifier)' already" }
        default:
            break
        }
        return nil
    }
}
