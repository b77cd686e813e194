"""The printable PDF, read back: page count, every clue present, fronts then backs, not blank."""

from __future__ import annotations

import io

import pytest

from wordtools.games.pictomania.pdf import CARD_H, CARD_W, MM, PAGE_H, PAGE_W, deck_pdf, sheet_count


@pytest.fixture(scope="module")
def pdf_bytes(deck_es):
    return deck_pdf(deck_es)


def _pages(data: bytes):
    from pypdf import PdfReader

    return PdfReader(io.BytesIO(data)).pages


def test_a4_pages_fronts_and_backs(pdf_bytes, deck_es):
    pages = _pages(pdf_bytes)
    assert len(pages) == sheet_count(99) == 22
    width, height = float(pages[0].mediabox.width), float(pages[0].mediabox.height)
    assert (round(width / MM), round(height / MM)) == (210, 297)
    assert (round(CARD_W / MM), round(CARD_H / MM)) == (63, 88)
    assert 3 * CARD_W < PAGE_W and 3 * CARD_H < PAGE_H


def test_every_clue_is_printed_on_its_page(pdf_bytes, deck_es):
    pages = [page.extract_text() for page in _pages(pdf_bytes)]
    for side in deck_es.sides:
        sheet = (side.card - 1) // 9
        page = pages[2 * sheet + (side.side == "B")]
        for clue in side.clues:
            assert clue.name("es").upper() in page, (side.where, clue.name("es"))


def test_bilingual_cards_carry_both_names(deck_bilingual):
    text = "".join(page.extract_text() for page in _pages(deck_pdf(deck_bilingual)))
    for side in deck_bilingual.sides:
        for clue in side.clues:
            assert clue.name("es").upper() in text and clue.name("en") in text


def test_a_rendered_page_is_not_blank(pdf_bytes):
    import pypdfium2

    document = pypdfium2.PdfDocument(pdf_bytes)
    image = document[1].render(scale=0.5).to_pil().convert("L")
    histogram = image.histogram()
    dark = sum(histogram[:200]) / sum(histogram)
    assert dark > 0.05  # level bands, numbers and clues, not an empty page
    assert histogram[255] / sum(histogram) > 0.3  # and still mostly paper


def test_same_deck_same_pdf(deck_bilingual):
    assert deck_pdf(deck_bilingual) == deck_pdf(deck_bilingual)


def _fonts(page) -> dict[str, object]:
    fonts = {}
    for font in page["/Resources"]["/Font"].values():
        font = font.get_object()
        fonts[str(font["/BaseFont"])] = font
    return fonts


def test_the_fonts_are_embedded_truetype_with_full_latin(pdf_bytes):
    # What pdffonts shows: every font of every page is DejaVu Sans, TrueType, embedded as a subset.
    for page in _pages(pdf_bytes):
        fonts = _fonts(page)
        assert fonts and all(name.split("+")[-1] in ("DejaVuSans", "DejaVuSans-Bold") for name in fonts), fonts
        for name, font in fonts.items():
            assert "+" in name  # a subset
            descendant = font["/DescendantFonts"][0].get_object() if "/DescendantFonts" in font else font
            descriptor = descendant["/FontDescriptor"].get_object()
            assert "/FontFile2" in descriptor, name  # the TrueType program is in the file
    from wordtools.games.pictomania.pdf import FONT, register_fonts

    register_fonts()
    from reportlab.pdfbase import pdfmetrics

    face = pdfmetrics.getFont(FONT).face
    for letter in "ÁÉÍÓÚÑÜáéíóúñüçÇøØßàèìòùâêîôûäëïöãõœŒ¿¡":
        assert ord(letter) in face.charToGlyph, letter


def test_cut_marks_stay_5_mm_inside_the_paper(pdf_bytes):
    import pypdfium2

    from wordtools.games.pictomania.pdf import SAFE

    document = pypdfium2.PdfDocument(pdf_bytes)
    scale = 4  # 288 dpi: a 0.3 pt line is over a pixel wide
    image = document[0].render(scale=scale).to_pil().convert("L")
    width, height = image.size
    edge = int(SAFE * scale) - 1
    strips = [
        (0, 0, edge, height),
        (width - edge, 0, width, height),
        (0, 0, width, edge),
        (0, height - edge, width, height),
    ]
    for box in strips:
        assert image.crop(box).getextrema()[0] == 255, box  # nothing drawn within 5 mm of the edge
    # and the marks are there, in the side margins, a little further in
    inner = image.crop((edge + 2, 0, int(10.5 * MM * scale) - 2, height))
    assert inner.getextrema()[0] < 128
