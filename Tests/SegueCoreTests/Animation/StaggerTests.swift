import Testing
@testable import SegueCore

/// GSAP's stagger, as offsets: from any origin, on a line or a grid, eased, seeded.
@Suite struct StaggerTests {
    @Test func aLineFromEachOrigin() {
        #expect(Stagger(each: 0.1).offsets(count: 4).map { ($0 * 1e9).rounded() / 1e9 } == [0, 0.1, 0.2, 0.3])
        #expect(Stagger(each: 0.1, origin: .end).offsets(count: 3).map { ($0 * 1e9).rounded() / 1e9 } == [0.2, 0.1, 0])
        // As GSAP's distribute(): `each` times (count − 1) is the spread whatever the origin,
        // shared out over the distances from it.
        #expect(Stagger(each: 0.1, origin: .center).offsets(count: 5).map { ($0 * 1e9).rounded() / 1e9 } == [0.4, 0.2, 0, 0.2, 0.4])
        #expect(Stagger(each: 0.1, origin: .edges).offsets(count: 5).map { ($0 * 1e9).rounded() / 1e9 } == [0, 0.2, 0.4, 0.2, 0])
        #expect(Stagger(each: 0.1, origin: .index(1)).offsets(count: 4).map { ($0 * 1e9).rounded() / 1e9 } == [0.15, 0, 0.15, 0.3])
        // An even count from the centre: the middle two start together, at 0.
        #expect(Stagger(amount: 1, origin: .center).offsets(count: 4) == [1, 0, 0, 1])
        // `amount` is the whole spread, whatever the count.
        #expect(Stagger(amount: 0.5).offsets(count: 6).last == 0.5)
        #expect(Stagger(each: 0.2).offsets(count: 1) == [0])
        #expect(Stagger().offsets(count: 0).isEmpty)
    }

    @Test func aGridFromItsCentreAndAlongOneAxis() {
        let grid = Stagger(amount: 1, origin: .center, grid: (rows: 3, columns: 3))
        let offsets = grid.offsets(count: 9)
        #expect(offsets[4] == 0)                                   // the centre starts first
        #expect(offsets[0] == 1 && offsets[2] == 1 && offsets[6] == 1 && offsets[8] == 1)  // corners last
        #expect(offsets[1] == offsets[3] && offsets[3] == offsets[5] && offsets[1] < 1)    // sides between
        let columns = Stagger(amount: 1, origin: .start, grid: (rows: 2, columns: 3), axis: .x).offsets(count: 6)
        #expect(columns == [0, 0.5, 1, 0, 0.5, 1])                 // rows start together
    }

    @Test func easedAndRandom() {
        let eased = Stagger(amount: 1, ease: .easeIn).offsets(count: 3)
        #expect(eased[1] == TimingCurve.easeIn.value(at: 0.5))
        let a = Stagger(each: 0.1, origin: .random(seed: 7)).offsets(count: 8)
        let b = Stagger(each: 0.1, origin: .random(seed: 7)).offsets(count: 8)
        let c = Stagger(each: 0.1, origin: .random(seed: 8)).offsets(count: 8)
        #expect(a == b && a != c)
        // A permutation: every start from 0 to 0.7 once.
        #expect(a.map { ($0 * 10).rounded() }.sorted() == (0..<8).map(Double.init))
    }
}
