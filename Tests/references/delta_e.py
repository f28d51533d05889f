"""Reference values for the perceptual image comparison (ImageComparison's deltaE): CIEDE2000
colour differences computed by colour-science (https://www.colour-science.org), outside the
engine. Part 1: pairs of CIELAB colours from Sharma, Wu and Dalal's CIEDE2000 test data
(2005). Part 2: pairs of 8-bit sRGB colours (seeded), through sRGB's decoding, IEC
61966-2-1's matrix and its D65 white to CIELAB, then CIEDE2000.

usage: pip install colour-science numpy; python3 Tests/references/delta_e.py > Tests/references/delta_e.json
"""
import json
import random

import colour
import numpy as np

SHARMA = [
    ((50, 2.6772, -79.7751), (50, 0, -82.7485)), ((50, 3.1571, -77.2803), (50, 0, -82.7485)),
    ((50, 2.8361, -74.0200), (50, 0, -82.7485)), ((50, -1.3802, -84.2814), (50, 0, -82.7485)),
    ((50, -1.1848, -84.8006), (50, 0, -82.7485)), ((50, -0.9009, -85.5211), (50, 0, -82.7485)),
    ((50, 0, 0), (50, -1, 2)), ((50, -1, 2), (50, 0, 0)), ((50, 2.49, -0.001), (50, -2.49, 0.0009)),
    ((50, 2.5, 0), (73, 25, -18)), ((50, 2.5, 0), (61, -5, 29)), ((50, 2.5, 0), (56, -27, -3)),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387)),
    ((22.7233, 20.0904, -46.6940), (23.0331, 14.9730, -42.5619)),
    ((90.8027, -2.0831, 1.4410), (91.1528, -1.6435, 0.0447)),
    ((2.0776, 0.0795, -1.1350), (0.9033, -0.0636, -0.5514)),
]
# IEC 61966-2-1's matrix and its D65 white (X 0.95047, Z 1.08883), as the engine uses them;
# colour-science decodes sRGB and converts to CIELAB with them.
MATRIX = np.array([[0.4124564, 0.3575761, 0.1804375], [0.2126729, 0.7151522, 0.0721750],
                   [0.0193339, 0.1191920, 0.9503041]])
WHITE = colour.XYZ_to_xy(np.array([0.95047, 1.0, 1.08883]))


def lab(rgb):
    linear = colour.models.eotf_sRGB(np.array(rgb) / 255.0)
    return colour.XYZ_to_Lab(MATRIX @ linear, illuminant=WHITE)


def main():
    generator = random.Random(2026)
    rgb_pairs = [([0, 0, 0], [255, 255, 255]), ([255, 0, 0], [254, 0, 0]), ([128, 128, 128], [129, 128, 128])]
    for _ in range(40):
        a = [generator.randrange(256) for _ in range(3)]
        b = [max(0, min(255, v + generator.randrange(-12, 13))) for v in a]
        rgb_pairs.append((a, b))
    data = {
        "about": __doc__.strip().splitlines()[0] + " Made by Tests/references/delta_e.py.",
        "lab": [{"a": list(a), "b": list(b), "deltaE": float(colour.delta_E(np.array(a), np.array(b), method="CIE 2000"))}
                for a, b in SHARMA],
        "srgb": [{"a": a, "b": b, "labA": [float(v) for v in lab(a)], "deltaE": float(colour.delta_E(lab(a), lab(b), method="CIE 2000"))}
                 for a, b in rgb_pairs],
    }
    print(json.dumps(data, indent=1))


if __name__ == "__main__":
    main()
