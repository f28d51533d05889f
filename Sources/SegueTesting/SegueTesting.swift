// SegueTesting: the spec runner, its DSL, stages, goldens and reporters. The image codecs and
// the rasteriser it reads and draws goldens with are production code in SegueImages (issue 43),
// re-exported so that a host of this product keeps `PixelImage`, `AnimatedPNG` and
// `SVGRasteriser` under the one import.
@_exported import SegueImages
// The update rule every golden follows (`--update-goldens=MODE`) lives with the one store of
// kept outputs in SegueSystem (`Outputs/`), which render, export and the goldens share.
@_exported import enum SegueSystem.GoldenUpdate
