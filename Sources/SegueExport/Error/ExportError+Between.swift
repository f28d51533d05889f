import SegueCore

extension ExportError {
    /// The largest difference per unit between what two replays show (`kept`, e.g. a golden
    /// file read back, against `made`) for every view and property of `take` at each of its
    /// frame times, in the units ``measure(_:against:)`` uses (scales and anchors at the view's
    /// size in the take). A property one replay carries and the other does not is named in
    /// ``notCarried``.
    public static func between(_ kept: any ExportReplay, _ made: any ExportReplay, over take: ExportTake) -> ExportError {
        var error = ExportError()
        var missing = Set<String>()
        for (k, frame) in take.frames.enumerated() where k < take.times.count {
            let time = take.times[k]
            for (index, id) in frame.ids.enumerated() {
                let base = index * ViewProperty.count
                guard base + ViewProperty.count <= frame.values.count else { continue }
                for property in ViewProperty.allCases {
                    let shown = kept.value(view: id, property: property, at: time)
                    let wanted = made.value(view: id, property: property, at: time)
                    guard let shown, let wanted else {
                        if (shown == nil) != (wanted == nil), missing.insert("\(id).\(property.name)").inserted {
                            error.notCarried.append("\(id).\(property.name)")
                        }
                        continue
                    }
                    let difference = Self.difference(engine: wanted, shown: shown, property: property,
                                                     width: frame.values[base + ViewProperty.width.rawValue],
                                                     height: frame.values[base + ViewProperty.height.rawValue])
                    error.note(Largest(difference: difference, viewID: id, property: property, time: time), unit: ExportUnit(property))
                }
            }
        }
        return error
    }
}
