/// A stage's presented sheet.
extension StageDriver {
    /// The detent the presented sheet rests at (UIKit's `selectedDetentIdentifier`); nil
    /// when the scene presents no sheet now.
    public var selectedDetent: String? {
        (container as? ModalContainerController)?.selectedDetentIdentifier
    }
}
