import Segue

print("Segue \(SegueVersion.current)")
