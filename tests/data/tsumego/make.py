#!/usr/bin/env python3
"""Writes the tsumego test problems as SGF (run from this directory; the .sgf files are
committed, this script shows how they were drawn).

Diagrams: X/O black/white stones outside the region (fixed walls), x/o stones inside the
region, + empty region points, . empty points outside. The region becomes SQ; the
question goes into C. Eye shapes are drawn as a white group around the eye space, with a
black wall around it; x inside an eye space is a black stone in it."""

def sgf(name, rows, size, comment, pl=None):
    w, h = size
    pts = {k: [] for k in "XOxo+"}
    for r, line in enumerate(rows):
        for c, ch in enumerate(line.replace(" ", "")):
            if ch in pts:
                pts[ch].append((c, r))
    p = lambda c, r: "[" + chr(97 + c) + chr(97 + r) + "]"
    ab = "".join(p(*q) for q in pts["X"] + pts["x"])
    aw = "".join(p(*q) for q in pts["O"] + pts["o"])
    sq = "".join(p(*q) for q in pts["x"] + pts["o"] + pts["+"])
    size = str(w) if w == h else f"{w}:{h}"
    out = f"(;GM[1]FF[4]SZ[{size}]AB{ab}AW{aw}SQ{sq}"
    if pl:
        out += f"PL[{pl}]"
    out += f"C[{comment}])\n"
    open(name + ".sgf", "w").write(out)

def eye(name, shape, comment):
    """A white group whose only liberties are the eye space `shape` (rows of + and x)."""
    cells = {}
    for r, line in enumerate(shape):
        for c, ch in enumerate(line):
            if ch in "+x":
                cells[(r + 2, c + 2)] = ch
    white = set()
    for (r, c) in cells:
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                q = (r + dr, c + dc)
                if q not in cells:
                    white.add(q)
    black = set()
    for (r, c) in white:
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                q = (r + dr, c + dc)
                if q not in cells and q not in white:
                    black.add(q)
    h = max(r for r, _ in black) + 2
    w = max(c for _, c in black) + 2
    rows = []
    for r in range(h):
        line = ""
        for c in range(w):
            q = (r, c)
            line += cells.get(q) or ("o" if q in white else "X" if q in black else ".")
        rows.append(line)
    sgf(name, rows, (w, h), comment)

eye("straight-three", ["+++"], "Straight three: Black to kill")
eye("bent-three", ["++", ".+"], "Bent three: Black to kill")
eye("straight-four", ["++++"], "Straight four")
eye("bent-four", ["+++", "..+"], "Bent four (in the open)")
eye("square-four", ["++", "++"], "Square four")
eye("t-four", ["+++", ".+."], "T four (pyramid four)")
eye("bulky-five", ["++", "+++"], "Bulky five")
eye("crossed-five", [".+.", "+++", ".+."], "Crossed five")
eye("rabbity-six", [".++", "+++", ".+."], "Rabbity six")
eye("flower-six", ["++.", "+++", ".+."], "Flower six (花六, the rabbity six by its other name), turned")
eye("seki-in-eye", ["+xxx+"], "Two black stones inside White's eye space: seki")

# The article's diagrams (Japanese, 2002), in the top-left corner of a 9x9 board.
sgf("article-pass-rule", [
    "+x+xO....",
    "xxxOO....",
    "OOOO.....",
    ".........",
], (9, 9), "The article: with the attacker at a ko disadvantage Black is dead under the asymmetric pass rule", "B")
sgf("article-approach-ko", [
    "+x+xo+X..",
    "xxxoo+X..",
    "oooo+XX..",
    "XXXXXX...",
    ".........",
], (9, 9), "The article: White to live, a two-step approach ko", "B")
sgf("article-triple-ko", [
    "..X.X.XO.",
    "XXXXXXXO.",
    "ooooooXO.",
    "+o+oxoXO.",
    "oxox+xOO.",
    "xxxxxxO..",
    "OOOOOOO..",
    ".........",
    ".........",
], (9, 9), "The article's triple ko (a 6-move cycle), White to move", "W")

# Corner shapes, top-left corner of a 9x9 board, the attacker's wall hugging the group.
# The L group (its stones an L around a 2x3 inner area, open at both ends: dead even if it
# moves first); with a leg on the long side it lives or dies by who moves first; with both
# legs it is the rectangular six in the corner (隅の板六): dead with no outside liberty, ko
# with one, alive with two.
sgf("l-group", [
    "++++X....",
    "+++oX....",
    "+oooX....",
    "XXXXX....",
], (9, 9), "The L group: dead even if White plays first")
sgf("l-plus-one", [
    "++++X....",
    "+++oX....",
    "ooooX....",
    "XXXXX....",
], (9, 9), "The L+1 group (leg on the long side): lives or dies by who plays first")
sgf("rectangular-six-corner", [
    "+++oX....",
    "+++oX....",
    "ooooX....",
    "XXXXX....",
], (9, 9), "Rectangular six in the corner, no outside liberty: dead if Black plays first")
sgf("rectangular-six-corner-1", [
    "+++o+X...",
    "+++oXX...",
    "ooooX....",
    "XXXXX....",
], (9, 9), "Rectangular six in the corner, one outside liberty: ko if Black plays first")
sgf("rectangular-six-corner-2", [
    "+++o+X...",
    "+++o+X...",
    "ooooXX...",
    "XXXXX....",
], (9, 9), "Rectangular six in the corner, two outside liberties: alive")

# Corner shapes from tinytsumego2's collection (github.com/frostburn/tinytsumego2,
# tsumego.c: "Bent Four in the Corner…", "L Group", "… L+1 Group …", "J Group", "Long L
# Group"), each on a board of exactly its size so the edges are where it has them. Its
# immortal stones are our walls (X); where a wall would have no liberty of its own an empty
# column is added beyond it ('.'), else the attacker could never fill the last outside
# liberty (suicide) and the group would live in a seki no real game has. Its recorded
# values, from the side to move: the attacker captures or not, with the ko threats it
# grants; the expected statuses in tests/tsumego.rs say how each maps onto ours.
sgf("bent-four-corner", [
    "+++oXX.",
    "+oooXX.",
    "ooooXX.",
], (7, 3), "Bent four in the corner, no outside liberty: ko if Black plays first")
sgf("bent-four-corner-1", [
    "+++o+X.",
    "+oooXX.",
    "ooooXX.",
], (7, 3), "Bent four in the corner, one outside liberty: still a ko if Black plays first")
sgf("bent-four-corner-2", [
    "+++o+X.",
    "+ooo+X.",
    "ooooXX.",
], (7, 3), "Bent four in the corner, two outside liberties: alive")
sgf("bent-four-dead", [
    "+x+o",
    "xooo",
    "+ooo",
    "oooo",
], (4, 4), "The bent four in the corner (隅の曲がり四目): Black starts the ko when it likes; White can do nothing")
sgf("l-group-open", [
    "+++++",
    "XXo++",
    ".Xo++",
    ".Xoo+",
    "X.XX+",
    "...X+",
], (5, 6), "The L group with room at both ends: dead even if White plays first")
sgf("l-plus-one-first", [
    "++++++",
    "XXoo++",
    "..Xo++",
    "..Xoo+",
    ".X.XX+",
    "....X+",
], (6, 6), "The first L+1 group: lives or dies by who plays first")
sgf("l-plus-one-second", [
    "+++++",
    "XXo++",
    ".Xo++",
    ".Xoo+",
    "X.Xo+",
    "...X+",
    "...X+",
], (5, 7), "The second L+1 group: lives or dies by who plays first")
sgf("l-plus-two-descent", [
    "X++++",
    "Xoo++",
    ".Xo++",
    ".Xoo+",
    "X.Xo+",
    "...X+",
    "...X+",
], (5, 7), "The L+2 group with a descent: alive if White plays first, a ko if Black does")
sgf("j-group", [
    "+++++",
    "++oXX",
    "++oX.",
    "o+oX.",
    "+oX..",
    "+XX..",
    "+X.X.",
], (5, 7), "The J group: lives or dies by who plays first")
sgf("j-group-straight", [
    "+++++",
    "++oXX",
    "++oX.",
    "++oX.",
    "ooX..",
    "+XX..",
    "+X.X.",
], (5, 7), "The straight J group: alive if White plays first, a ko if Black does")
sgf("j-plus-one-descent", [
    "++++++",
    "++ooXX",
    "++oX..",
    "o+oX..",
    "+oX...",
    "XXX...",
], (6, 6), "The J+1 group with a descent: alive if White plays first, an approach ko if Black does")
sgf("long-l-group", [
    "+++++",
    "XXo++",
    ".Xo++",
    ".Xo++",
    ".Xoo+",
    "X.XX+",
    "...X+",
], (5, 7), "The long L group: alive if White plays first, a ko if Black does")

# The carpenter's square and the ten-thousand-year ko, from tinytsumego2's later collection
# (collection.c: "Carpenter's Square", "Long L Group"), drawn as there: the corner at the
# top left, its empty points '.' → '+', its target stones → o, its immortal stones → X
# (each wall here has a liberty of its own), its permanent liberties ',' → '.' (empty,
# outside the region), and its outside points that only the attacker may fill ('+') → '+'
# (empty region points: either side may play them here).
sgf("carpenters-square", [
    "++++++X..",
    "+++oXX.X.",
    "+++oX....",
    "+oooX....",
    "+XXX.X...",
    "+X.......",
    "XX.......",
], (9, 7), "The carpenter's square, no outside liberty: a ko if Black plays first")
sgf("carpenters-square-1", [
    "++++++X..",
    "+++oXXX..",
    "+++oX....",
    "+ooo+X...",
    "+XXXX....",
    "+X.......",
    "XX.......",
], (9, 7), "The carpenter's square, one outside liberty")
sgf("carpenters-square-1-mistake", [
    "++++++X..",
    "++xoXXX..",
    "+++oX....",
    "+ooo+X...",
    "+XXXX....",
    "+X.......",
    "XX.......",
], (9, 7), "The carpenter's square, one outside liberty, after Black's mistake at C6: White lives", "W")
sgf("ten-thousand-year-ko", [
    "+++++++X.",
    "++++oXX..",
    "+ooooX.X.",
    "+XXXX....",
    "+X...X...",
    "X.X......",
], (9, 6), "The long L group with no outside liberty: a ten-thousand-year ko (万年コウ) if Black plays first")
sgf("ten-thousand-year-ko-hane", [
    "+++++++X.",
    "++++oXX..",
    "+ooooX.X.",
    "oXXXX....",
    "+X...X...",
    "X.X......",
], (9, 6), "The same after White's hane at A3: seki unless Black has two ko threats")
sgf("ko-retake-cycle", [
    "++o+X..",
    "++xoX..",
    "+x++X..",
    "XXXXX..",
    ".......",
    ".......",
    ".......",
], (7, 7), "A random corner where df-pn, without the dead test, follows a cycle of ko retakes (Black one threat, approach N = 1, situational superko) past the line limit", "W")
