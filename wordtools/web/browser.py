"""The browser the page tests and ``scripts/measure_serve.py`` drive: Debian's chromium, headless,
launched by Playwright without any download (``make browser`` installs it)."""

CHROMIUM = "/usr/bin/chromium"
ARGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
)
PHONE = {"width": 390, "height": 844}
