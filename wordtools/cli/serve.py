"""``wordtools serve``: the pages for the phones at the table (:mod:`wordtools.web`)."""

from __future__ import annotations

import secrets

import click

from ..errors import BadInput
from .options import FiniteFloat, lang_option, list_option


@click.command()
@click.option(
    "--host",
    default="127.0.0.1",
    show_default=True,
    help="Address to listen on (0.0.0.0: the local network, with a token).",
)
@click.option("--port", type=click.IntRange(0, 65535), default=8765, show_default=True, help="Port to listen on.")
@click.option(
    "--timeout",
    type=FiniteFloat(0.1, 600),
    default=10.0,
    show_default=True,
    help="Seconds a query may take before it is cut off.",
)
@lang_option
@list_option(None, show_default="each page's command default")
def serve(host, port, timeout, lang, list_name):
    """Serve the toolkit as pages for phones: lookups, Letter Jam, WordOn, Montage, decks, games.

    \b
    wordtools serve                       # http://127.0.0.1:8765/ on this machine
    wordtools serve --host 0.0.0.0        # the table's phones: open the printed address
    """
    import uvicorn

    from ..lexicon import ListChoice
    from ..web.app import Config, create_app, is_loopback

    kinds = words = None
    if isinstance(list_name, ListChoice):
        list_name, kinds, words = list_name.name, list_name.kinds, list_name.words
    if list_name == "none" and words is None:
        raise BadInput("--list none needs --words FILE")
    token = None if is_loopback(host) else secrets.token_urlsafe(18)
    config = Config(host, port, lang, list_name, tuple(kinds) if kinds else None, words, timeout, token)
    shown = host if host not in ("0.0.0.0", "::") else _local_address()
    address = f"http://{shown}:{port}/" + (f"?token={token}" if token else "")
    click.echo(f"wordtools serve: open {address}  (Ctrl-C stops)", err=True)
    uvicorn.run(create_app(config), host=host, port=port, log_level="warning", access_log=False)


def _local_address() -> str:
    """This machine's address on the local network (what a phone at the table types)."""
    import socket

    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # no packet is sent: this only picks the outgoing interface
            return probe.getsockname()[0]
        except OSError:
            return "127.0.0.1"
