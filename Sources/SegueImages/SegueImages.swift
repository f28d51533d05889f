// SegueImages: pictures as files — the PNG and APNG codecs, the SVG rasteriser (in the process
// over librsvg and cairo, or rsvg-convert through ExternalTool), the image tools `segue render`
// drives (ImageMagick, ffmpeg), their scratch folders, and the perceptual comparison image
// goldens use. Production code: `segue render` encodes with it and SegueTesting's goldens read
// with it. Knows no Lua; files through SegueSystem's gate.
