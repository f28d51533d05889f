import CBenchmarkBaseline
import SegueCore

/// Cost of one animated property per frame: N views × 6 properties animated by one
/// ``PropertyAnimator`` stepped by the virtual clock, against the plain C −O2 loop over the
/// same layout, measured in the same run.
struct InterpolationBenchmark {
    static let properties: [ViewProperty] = [.x, .y, .alpha, .scaleX, .scaleY, .rotation]

    struct Result {
        var views: Int
        var engineNanoseconds: Double
        var baselineNanoseconds: Double
        var heapGrowthBytes: Int
        var frames: Int
    }

    static func run(views: Int, frames: Int) -> Result {
        let clock = VirtualClock()
        let store = ViewStore()
        let all = (0..<views).map { store.makeView(id: "v\($0)", frame: Rect(x: 0, y: 0, width: 10, height: 10)) }
        let animator = PropertyAnimator(duration: 1e9, timing: .linear, clock: clock, store: store)
        animator.addAnimations {
            for (i, view) in all.enumerated() {
                view[.x] = Double(i)
                view[.y] = 2 * Double(i)
                view[.alpha] = 0.5
                view[.scaleX] = 2
                view[.scaleY] = 3
                view[.rotation] = 1
            }
        }
        animator.startAnimation()
        var frame = 0
        let step = 1e9 / Double(frames * 64)
        func stepFrames() {
            for _ in 0..<frames {
                frame += 1
                clock.advance(to: Double(frame) * step)
            }
        }
        stepFrames() // warm up
        let heapBefore = heapInUse()
        let engine = bestOf(5, stepFrames)
        let heapGrowth = heapInUse() - heapBefore
        blackHole(store.values)

        let count = views * properties.count
        var values = [Double](repeating: 0, count: views * ViewProperty.count)
        let targets: [Int] = (0..<views).flatMap { v in properties.map { v * ViewProperty.count + $0.rawValue } }
        let from = [Double](repeating: 1, count: count)
        let to = (0..<count).map { Double($0) }
        var checksum = 0.0
        let baseline = bestOf(5) {
            values.withUnsafeMutableBufferPointer { out in
                targets.withUnsafeBufferPointer { t in
                    checksum += segue_baseline_interpolate(out.baseAddress!, t.baseAddress!, from, to, count, frames)
                }
            }
        }
        blackHole(checksum)
        let perProperty = Double(frames * count)
        return Result(views: views, engineNanoseconds: engine / perProperty,
                      baselineNanoseconds: baseline / perProperty, heapGrowthBytes: heapGrowth, frames: frames)
    }
}
