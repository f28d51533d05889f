/// A grid of characters to draw boxes, shading and labels on, each cell with an optional
/// background colour; row 0 is the top. Drawing outside the grid is clipped, never an error.
public struct TextCanvas: Sendable {
    /// How a box's edges are drawn.
    public enum Stroke: Sendable {
        /// `┌─┐│└┘`, or `╭╮╰╯` corners when rounded.
        case solid(rounded: Bool)
        /// `┄┆` with the same corners: a view drawn but invisible.
        case dotted(rounded: Bool)
    }

    /// Cells across and down.
    public let columns: Int
    public let rows: Int
    private var cells: [Character]
    private var backgroundColors: [Color?]

    /// An empty (blank) canvas.
    public init(columns: Int, rows: Int) {
        self.columns = max(columns, 0)
        self.rows = max(rows, 0)
        cells = Array(repeating: " ", count: self.columns * self.rows)
        backgroundColors = Array(repeating: nil, count: self.columns * self.rows)
    }

    /// The character at a cell (a space outside the grid).
    public subscript(column: Int, row: Int) -> Character {
        get { contains(column, row) ? cells[row * columns + column] : " " }
        set { if contains(column, row) { cells[row * columns + column] = newValue } }
    }

    /// The grid's lines, top to bottom, without colour.
    public var lines: [String] {
        (0..<rows).map { String(cells[$0 * columns..<($0 + 1) * columns]) }
    }

    /// The cell's background colour, nil where nothing was painted (the terminal's own).
    public func background(column: Int, row: Int) -> Color? {
        contains(column, row) ? backgroundColors[row * columns + column] : nil
    }

    /// Paints `color` over a cell's background with `opacity` (0…1): over nothing it
    /// blends with black, a dark terminal's background.
    public mutating func paint(column: Int, row: Int, _ color: Color, opacity: Double) {
        guard contains(column, row), opacity > 0 else { return }
        let amount = min(opacity, 1)
        let under = backgroundColors[row * columns + column] ?? .black
        func mix(_ top: Double, _ bottom: Double) -> Double {
            let top = top.isNaN ? 0 : min(max(top, 0), 1)
            return top * amount + bottom * (1 - amount)
        }
        backgroundColors[row * columns + column] = Color(red: mix(color.red, under.red), green: mix(color.green, under.green),
                                                    blue: mix(color.blue, under.blue))
    }

    /// Every cell's background colour now (nil where nothing was painted), to fade what is
    /// painted after it as one layer (``fade(since:opacity:)``).
    public var backgrounds: [Color?] { backgroundColors }

    /// Fades everything painted since `earlier` (a value of ``backgrounds``) by `opacity`
    /// (0…1) as one layer, as a view's opacity fades its subtree: each cell becomes `earlier`'s
    /// colour mixed with its own by `opacity` — over a cell painted only since, black's.
    /// A list of another canvas's size changes nothing.
    public mutating func fade(since earlier: [Color?], opacity: Double) {
        guard earlier.count == backgroundColors.count else { return }
        let amount = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
        for index in backgroundColors.indices {
            guard let now = backgroundColors[index], now != earlier[index] else { continue }
            let under = earlier[index] ?? .black
            func mix(_ top: Double, _ bottom: Double) -> Double { top * amount + bottom * (1 - amount) }
            backgroundColors[index] = Color(red: mix(now.red, under.red), green: mix(now.green, under.green),
                                            blue: mix(now.blue, under.blue))
        }
    }

    /// The grid's lines with 24-bit colour escapes (ECMA-48 SGR 48;2 and 38;2): each painted
    /// cell on its colour, text on it in black or white, whichever reads better; every line
    /// ends by resetting the colours.
    public var ansiLines: [String] {
        (0..<rows).map { row in
            var line = ""
            var current: Color?? = .none
            for column in 0..<columns {
                let background = backgroundColors[row * columns + column]
                if current != .some(background) {
                    if let background {
                        let (r, g, b) = (Self.byte(background.red), Self.byte(background.green), Self.byte(background.blue))
                        let light = 0.2126 * background.red + 0.7152 * background.green + 0.0722 * background.blue > 0.5
                        line += "\u{1B}[48;2;\(r);\(g);\(b);38;2;" + (light ? "0;0;0m" : "255;255;255m")
                    } else {
                        line += "\u{1B}[0m"
                    }
                    current = .some(background)
                }
                line.append(cells[row * columns + column])
            }
            return line + "\u{1B}[0m"
        }
    }

    /// A channel (0…1) as 0…255.
    private static func byte(_ channel: Double) -> Int {
        CheckedNumber.clampedInt((channel * 255).rounded(), in: 0...255)
    }

    /// Whether a cell is on the grid.
    public func contains(_ column: Int, _ row: Int) -> Bool {
        column >= 0 && column < columns && row >= 0 && row < rows
    }

    /// Fills the cells of a box (edges included) with `character`; with `onlyBlank`, only
    /// the cells that are spaces now, so what lies beneath stays readable.
    public mutating func fill(_ box: CellBox, with character: Character, onlyBlank: Bool = false) {
        let top = max(box.top, 0), bottom = min(box.bottom, rows - 1)
        let left = max(box.left, 0), right = min(box.right, columns - 1)
        guard top <= bottom, left <= right else { return }
        for row in top...bottom {
            for column in left...right where !onlyBlank || self[column, row] == " " {
                self[column, row] = character
            }
        }
    }

    /// Draws a box's edges; a box one cell high or wide becomes a line, a single cell a dot.
    public mutating func stroke(_ box: CellBox, _ stroke: Stroke) {
        let (horizontal, vertical, rounded): (Character, Character, Bool) = switch stroke {
        case .solid(let rounded): ("─", "│", rounded)
        case .dotted(let rounded): ("┄", "┆", rounded)
        }
        if box.left == box.right && box.top == box.bottom {
            self[box.left, box.top] = "·"
            return
        }
        if box.top == box.bottom {
            for column in box.left...box.right { self[column, box.top] = horizontal }
            return
        }
        if box.left == box.right {
            for row in box.top...box.bottom { self[box.left, row] = vertical }
            return
        }
        for column in box.left + 1..<box.right {
            self[column, box.top] = horizontal
            self[column, box.bottom] = horizontal
        }
        for row in box.top + 1..<box.bottom {
            self[box.left, row] = vertical
            self[box.right, row] = vertical
        }
        self[box.left, box.top] = rounded ? "╭" : "┌"
        self[box.right, box.top] = rounded ? "╮" : "┐"
        self[box.left, box.bottom] = rounded ? "╰" : "└"
        self[box.right, box.bottom] = rounded ? "╯" : "┘"
    }

    /// Writes `text` from a cell rightwards, cut at `limit` (exclusive column) and the grid.
    public mutating func write(_ text: String, column: Int, row: Int, limit: Int? = nil) {
        let end = min(limit ?? columns, columns)
        var x = column
        for character in text where x < end {
            self[x, row] = character
            x += 1
        }
    }
}

/// A rectangle of cells, edges inclusive.
public struct CellBox: Equatable, Sendable {
    public var left, top, right, bottom: Int

    /// A box from its edge cells (inclusive).
    public init(left: Int, top: Int, right: Int, bottom: Int) {
        self.left = left
        self.top = top
        self.right = right
        self.bottom = bottom
    }

    /// Cells across.
    public var width: Int { right - left + 1 }
    /// Cells down.
    public var height: Int { bottom - top + 1 }
}
