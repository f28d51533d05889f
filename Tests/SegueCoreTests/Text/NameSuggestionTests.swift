import Testing
@testable import SegueCore

/// Typos find the name they meant; names that are not typos of anything find nothing.
@Suite struct NameSuggestionTests {
    let properties = ViewProperty.allCases.map(\.name)

    @Test func typosFindTheirName() {
        #expect(NameSuggestion.closest(to: "rotationy", among: properties) == "rotationY")      // case
        #expect(NameSuggestion.closest(to: "rotatoinY", among: properties) == "rotationY")      // swapped letters
        #expect(NameSuggestion.closest(to: "conerRadius", among: properties) == "cornerRadius") // a letter missing
        #expect(NameSuggestion.closest(to: "alpah", among: properties) == "alpha")
        #expect(NameSuggestion.closest(to: "animations", among: ["addTo", "prepare", "animation", "finalize"]) == "animation")
    }

    @Test func farNamesFindNothing() {
        #expect(NameSuggestion.closest(to: "shadowRadius", among: properties) == nil)
        #expect(NameSuggestion.closest(to: "q", among: properties) == nil)
        #expect(NameSuggestion.closest(to: "", among: properties) == nil)
        #expect(NameSuggestion.closest(to: String(repeating: "x", count: 65), among: [String(repeating: "x", count: 64)]) == nil)
        #expect(NameSuggestion.hint(for: "banana", among: properties) == "")
    }

    @Test func tiesGoToTheFirstNameAlphabeticallyWhateverTheOrder() {
        let a = NameSuggestion.closest(to: "scale", among: ["scaleY", "scaleX"])
        let b = NameSuggestion.closest(to: "scale", among: ["scaleX", "scaleY"])
        #expect(a == "scaleX" && b == "scaleX")
        #expect(NameSuggestion.hint(for: "scaleZ", among: ["scaleX"]) == " — did you mean 'scaleX'?")
    }
}
