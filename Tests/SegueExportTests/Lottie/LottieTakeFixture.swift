import SegueCore

/// A take made without a script: a card springing across the window and fading in, a badge
/// inside it (the card clips), a dimming view appearing half-way — each frame's values read
/// as a golden trace reads them.
struct LottieTakeFixture {
    var times: [Double] = []
    var frames: [StageValues] = []
    let size = Size(width: 200, height: 120)
    let fps = 60.0

    init(rotationX: Double = 0, badgeTranslation: Double = 0, cardFade: TimingCurve? = nil) {
        let store = ViewStore()
        let window = store.makeView(id: "window", frame: Rect(x: 0, y: 0, width: 200, height: 120))
        let card = store.makeView(id: "card", frame: Rect(x: 10, y: 20, width: 80, height: 60))
        let badge = store.makeView(id: "badge", frame: Rect(x: 60, y: -10, width: 30, height: 30))
        let dimming = store.makeView(id: "dimming", frame: Rect(x: 0, y: 0, width: 200, height: 120))
        window.addSubview(card)
        card.addSubview(badge)
        card.clipsToBounds = true
        card.backgroundColor = Color(red: 0.9, green: 0.3, blue: 0.2, alpha: 1)
        badge.backgroundColor = Color(red: 0.1, green: 0.2, blue: 0.8, alpha: 0.8)
        dimming.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0.4)
        card[.cornerRadius] = 12
        badge[.cornerRadius] = 15
        let spring = TimingCurve.spring(SpringCurve(dampingRatio: 0.6, response: 0.45))
        let duration = 1.0
        for k in 0 ... 60 {
            let t = Double(k) / fps
            let p = spring.value(at: t / duration)
            card[.x] = 10 + 100 * p
            card[.scaleX] = 1 + 0.2 * p
            card[.scaleY] = 1 + 0.2 * p
            card[.rotation] = 0.3 * p
            card[.alpha] = cardFade.map { 0.02 + 0.98 * $0.value(at: t / 0.5) } ?? min(1, t / 0.5)
            card[.width] = 80 + 10 * TimingCurve.easeInOut.value(at: t / 0.6)
            badge[.alpha] = 1 - 0.5 * TimingCurve.easeOut.value(at: t)
            badge[.translationY] = badgeTranslation * p
            card[.rotationX] = rotationX * p
            if k == 30 { window.addSubview(dimming) }
            if k > 30 { dimming[.alpha] = TimingCurve.linear.value(at: (t - 0.5) / 0.3) }
            times.append(t)
            frames.append(StageValues(window: window))
        }
    }
}
