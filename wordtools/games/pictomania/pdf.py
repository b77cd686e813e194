"""The printable deck: A4 sheets of 63 × 88 mm cards with cut marks, ready for duplex printing.

Each sheet holds 3 × 3 cards. Sheets come in pairs: the fronts (side A of
each card), then the backs (side B) with each row mirrored left to right, so
that printing double-sided with a flip on the long edge puts every B behind
its A. Cards touch each other; short cut marks in the margin show where each
card edge runs. A side shows its level colour as a band at the top with the
card number and side, and its 7 numbered clues (both names in a bilingual
deck, the second smaller).

63 × 88 mm is the common "poker" card size, close to Pictomania's own cards.
The text is set in DejaVu Sans (``data/fonts``, with its licence), embedded in
the PDF as a TrueType subset: a print shop gets the fonts it prints with, and
every Latin letter draws (Á, Ñ, ü, ç, ø...), whatever the viewer has. Cut marks
run in the margin and stay :data:`SAFE` (5 mm) inside the paper's edge, where
most printers cannot print. reportlab is imported only when a PDF is made.
"""

from __future__ import annotations

import io

from .deck import Deck, Side

MM = 72 / 25.4  # points per millimetre
CARD_W, CARD_H = 63 * MM, 88 * MM
PAGE_W, PAGE_H = 210 * MM, 297 * MM  # A4 portrait
COLUMNS, ROWS = 3, 3
CARDS_PER_SHEET = COLUMNS * ROWS
MARGIN_X = (PAGE_W - COLUMNS * CARD_W) / 2
MARGIN_Y = (PAGE_H - ROWS * CARD_H) / 2
CUT_MARK = 5 * MM  # longest cut mark, drawn in the margin only
CUT_GAP = 1.5 * MM  # between a card's edge and its cut mark
SAFE = 5 * MM  # nothing is drawn nearer the paper's edge than this
BAND_H = 11 * MM
FONT, BOLD = "DejaVuSans", "DejaVuSans-Bold"

LEVEL_COLOURS = {  # RGB 0-1, the four card backs of the game
    "green": (0.20, 0.60, 0.22),
    "orange": (0.95, 0.52, 0.05),
    "blue": (0.15, 0.42, 0.80),
    "purple": (0.48, 0.24, 0.62),
}
LEVEL_NAMES = {
    "es": {"green": "verde", "orange": "naranja", "blue": "azul", "purple": "morado"},
    "en": {"green": "green", "orange": "orange", "blue": "blue", "purple": "purple"},
}


def sheet_count(cards: int) -> int:
    """Pages the PDF of *cards* cards has: a front and a back page per sheet of 9.

    >>> sheet_count(99), sheet_count(9), sheet_count(10)
    (22, 2, 4)
    """
    return 2 * -(-cards // CARDS_PER_SHEET)


def card_position(index: int, back: bool) -> tuple[float, float]:
    """Lower-left corner (points) of the *index*-th card of a sheet; backs mirrored per row.

    >>> front, back = card_position(0, False), card_position(0, True)
    >>> round(front[0] / MM, 1), round(back[0] / MM, 1)
    (10.5, 136.5)
    """
    row, column = divmod(index, COLUMNS)
    if back:
        column = COLUMNS - 1 - column
    x = MARGIN_X + column * CARD_W
    y = PAGE_H - MARGIN_Y - (row + 1) * CARD_H
    return x, y


def register_fonts() -> None:
    """Make DejaVu Sans and its bold known to reportlab (once; it embeds them as subsets)."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont

    from ...datafiles import data_path

    registered = pdfmetrics.getRegisteredFontNames()
    for name in (FONT, BOLD):
        if name not in registered:
            pdfmetrics.registerFont(TTFont(name, str(data_path("fonts", f"{name}.ttf"))))


def cut_mark_length(margin: float) -> float:
    """How long the cut marks in a margin of *margin* points are: :data:`CUT_MARK`, or less so that
    they end :data:`SAFE` inside the paper's edge.

    >>> round(cut_mark_length(MARGIN_X) / MM, 1), round(cut_mark_length(MARGIN_Y) / MM, 1)
    (4.0, 5.0)
    """
    return max(0.0, min(CUT_MARK, margin - CUT_GAP - SAFE))


def deck_pdf(deck: Deck) -> bytes:
    """The deck as PDF bytes (see the module docstring for the layout)."""
    from reportlab.pdfgen import canvas

    register_fonts()
    out = io.BytesIO()
    pdf = canvas.Canvas(
        out, pagesize=(PAGE_W, PAGE_H), pageCompression=1, invariant=1, initialFontName=FONT, initialFontSize=10
    )
    pdf.setTitle(f"Pictomania deck ({', '.join(deck.langs)}, seed {deck.seed})")
    pdf.setAuthor("wordtools")
    by_card: dict[int, dict[str, Side]] = {}
    for side in deck.sides:
        by_card.setdefault(side.card, {})[side.side] = side
    cards = [by_card[n] for n in sorted(by_card)]
    for start in range(0, len(cards), CARDS_PER_SHEET):
        sheet = cards[start : start + CARDS_PER_SHEET]
        for letter, back in (("A", False), ("B", True)):
            _cut_marks(pdf)
            for index, card in enumerate(sheet):
                if letter in card:
                    _draw_side(pdf, card[letter], *card_position(index, back), deck.langs)
            pdf.showPage()
    pdf.save()
    return out.getvalue()


def _cut_marks(pdf) -> None:
    """Short lines in the margins along every card edge (the cards themselves stay clean)."""
    pdf.setStrokeColorRGB(0, 0, 0)
    pdf.setLineWidth(0.3)
    left, right = MARGIN_X, MARGIN_X + COLUMNS * CARD_W
    bottom, top = MARGIN_Y, MARGIN_Y + ROWS * CARD_H
    gap, down, across = CUT_GAP, cut_mark_length(MARGIN_Y), cut_mark_length(MARGIN_X)
    for column in range(COLUMNS + 1):
        x = left + column * CARD_W
        pdf.line(x, top + gap, x, top + gap + down)
        pdf.line(x, bottom - gap, x, bottom - gap - down)
    for row in range(ROWS + 1):
        y = bottom + row * CARD_H
        pdf.line(left - gap, y, left - gap - across, y)
        pdf.line(right + gap, y, right + gap + across, y)


def _fit(pdf, text: str, font: str, size: float, width: float, smallest: float = 6) -> float:
    """The largest font size up to *size* at which *text* fits in *width*."""
    while size > smallest and pdf.stringWidth(text, font, size) > width:
        size -= 0.5
    return size


def _draw_side(pdf, side: Side, x: float, y: float, langs: tuple[str, ...]) -> None:
    colour = LEVEL_COLOURS[side.level]
    pad = 3 * MM
    # Card face: a thin level-coloured frame and the top band.
    pdf.setFillColorRGB(1, 1, 1)
    pdf.setStrokeColorRGB(*colour)
    pdf.setLineWidth(2)
    pdf.roundRect(x + 1.5 * MM, y + 1.5 * MM, CARD_W - 3 * MM, CARD_H - 3 * MM, 3 * MM, stroke=1, fill=1)
    pdf.setFillColorRGB(*colour)
    pdf.roundRect(x + 1.5 * MM, y + CARD_H - 1.5 * MM - BAND_H, CARD_W - 3 * MM, BAND_H, 3 * MM, stroke=0, fill=1)
    pdf.setFillColorRGB(1, 1, 1)
    pdf.setFont(BOLD, 10)
    level_name = LEVEL_NAMES[langs[0]][side.level].upper()
    pdf.drawString(x + pad + 1 * MM, y + CARD_H - 1.5 * MM - BAND_H + 3.8 * MM, level_name)
    pdf.setFont(FONT, 8)
    pdf.drawRightString(x + CARD_W - pad - 1 * MM, y + CARD_H - 1.5 * MM - BAND_H + 3.8 * MM, f"{side.card}{side.side}")
    # Seven numbered clues, evenly spaced below the band.
    top = y + CARD_H - 1.5 * MM - BAND_H - 2 * MM
    bottom = y + 4 * MM
    row_h = (top - bottom) / len(side.clues)
    text_x = x + pad + 9 * MM
    width = CARD_W - (text_x - x) - pad - 1 * MM
    for i, clue in enumerate(side.clues):
        row_top = top - i * row_h
        centre = row_top - row_h / 2
        pdf.setFillColorRGB(*colour)
        pdf.circle(x + pad + 4 * MM, centre, 3 * MM, stroke=0, fill=1)
        pdf.setFillColorRGB(1, 1, 1)
        pdf.setFont(BOLD, 10)
        pdf.drawCentredString(x + pad + 4 * MM, centre - 3.5, str(clue.number))
        pdf.setFillColorRGB(0.1, 0.1, 0.1)
        main = clue.name(langs[0]).upper()
        size = _fit(pdf, main, BOLD, 10.5, width)
        if len(langs) == 1:
            pdf.setFont(BOLD, size)
            pdf.drawString(text_x, centre - size * 0.35, main)
        else:
            pdf.setFont(BOLD, size)
            pdf.drawString(text_x, centre + 0.5, main)
            second = " / ".join(clue.name(lang) for lang in langs[1:])
            small = _fit(pdf, second, FONT, 8, width)
            pdf.setFont(FONT, small)
            pdf.setFillColorRGB(0.35, 0.35, 0.35)
            pdf.drawString(text_x, centre - small - 0.5, second)
        if i < len(side.clues) - 1:
            pdf.setStrokeColorRGB(0.85, 0.85, 0.85)
            pdf.setLineWidth(0.4)
            pdf.line(text_x, row_top - row_h, x + CARD_W - pad, row_top - row_h)
