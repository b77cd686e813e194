"""The Starlette app of ``wordtools serve``: routes, the guard, and the query runner.

Start at :func:`create_app`. Every query page is one :class:`~.forms.Form`:
its values become a ``wordtools batch`` query, answered by
:func:`wordtools.cli.batch.answer` in a worker thread, cut off after the
configured timeout (503). A refused value is the operation's own one-line
message beside its field (422); a page never shows a traceback (500 is one
line too). The guard (:class:`Guard`) answers only loopback host names on a
loopback address (a DNS-rebinding page gets 400), asks for the access token
when one is set (403 without it; ``?token=`` once, then a cookie), and caps
request bodies (413).
"""

from __future__ import annotations

import asyncio
import hmac
import ipaddress
import json
import tempfile
import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import parse_qsl, urlencode

from jinja2 import Environment, PackageLoader, select_autoescape
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, PlainTextResponse, RedirectResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from ..cli.batch import answer
from ..cli.main import short_message
from ..errors import WordtoolsError
from . import show
from .forms import FORMS, PAGES, FieldError, Form, field_of
from .i18n import LABELS, Words, pick_ui
from .play import GAMES, Session, Sessions

MAX_BODY = 512 * 1024  # an uploaded deck, at most
MAX_QUERY = 4096  # characters of a query string
LOOPBACK_NAMES = ("localhost", "127.0.0.1", "::1", "[::1]")
COOKIE = "wordtools_token"
GAME_PLAYERS = {"wordon": 2, "letterjam": 2}


@dataclass(frozen=True)
class Config:
    host: str = "127.0.0.1"
    port: int = 8765
    lang: str = "es"
    list_name: str | None = None
    kinds: tuple[str, ...] | None = None
    words: str | None = None
    timeout: float = 10.0
    token: str | None = None
    workers: int = 4


def is_loopback(host: str) -> bool:
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return host == "localhost"


class Guard:
    """ASGI middleware: host names on loopback, the access token, body and query sizes."""

    def __init__(self, app, config: Config):
        self.app, self.config = app, config
        self.loopback = is_loopback(config.host)

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope["headers"]}
        host = headers.get("host", "")
        name = host.rsplit(":", 1)[0] if not host.endswith("]") else host
        if self.loopback and name.lower() not in LOOPBACK_NAMES:
            return await _plain(send, 400, f"host {host[:60]!r} is not this machine's loopback name")
        query = scope.get("query_string", b"").decode("latin-1")
        if len(query) > MAX_QUERY:
            return await _plain(send, 414, f"the address is longer than {MAX_QUERY} characters")
        token = self.config.token
        if token and not scope["path"].startswith("/static/"):
            given = dict(parse_qsl(query)).get("token")
            cookie = _cookie(headers.get("cookie", ""), COOKIE)
            if given is not None and _same(given, token):
                rest = urlencode([(k, v) for k, v in parse_qsl(query) if k != "token"])
                where = scope["path"] + (f"?{rest}" if rest else "")
                cookie_line = f"{COOKIE}={token}; Path=/; HttpOnly; SameSite=Strict"
                return await _plain(send, 303, "see " + where, [("location", where), ("set-cookie", cookie_line)])
            if cookie is None or not _same(cookie, token):
                return await _plain(send, 403, "forbidden: open the address with its ?token=… once")
        length = headers.get("content-length")
        if length is not None and (not length.isdigit() or int(length) > MAX_BODY):
            return await _plain(send, 413, f"the request is larger than {MAX_BODY // 1024} kB")
        received = 0

        async def bounded_receive():
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > MAX_BODY:
                    raise BodyTooLarge()
            return message

        try:
            await self.app(scope, bounded_receive, send)
        except BodyTooLarge:
            await _plain(send, 413, f"the request is larger than {MAX_BODY // 1024} kB")


class BodyTooLarge(Exception):
    pass


def _same(given: str, token: str) -> bool:
    """A constant-time comparison that any text may be given to (compare_digest refuses non-ASCII str)."""
    return hmac.compare_digest(given.encode("utf-8", "surrogateescape"), token.encode("utf-8"))


def _cookie(header: str, name: str) -> str | None:
    for part in header.split(";"):
        key, _, value = part.strip().partition("=")
        if key == name:
            return value
    return None


async def _plain(send, status: int, text: str, extra: Sequence[tuple[str, str]] = ()) -> None:
    body = (text + "\n").encode("utf-8")
    headers = [(b"content-type", b"text/plain; charset=utf-8"), (b"content-length", str(len(body)).encode())]
    headers += [(k.encode(), v.encode("latin-1")) for k, v in extra]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


class Server:
    """The app's state: its configuration, templates, worker threads and games."""

    def __init__(self, config: Config):
        self.config = config
        self.pool = ThreadPoolExecutor(max_workers=config.workers, thread_name_prefix="query")
        self.sessions = Sessions()
        self.templates = Environment(
            loader=PackageLoader("wordtools.web", "templates"), autoescape=select_autoescape(), trim_blocks=True
        )

    # -- queries --------------------------------------------------------------------

    def with_server_fields(self, form: Form, query: dict) -> dict:
        """The server's --list/--kinds/--words where the operation reads them, and its --lang by default."""
        config = self.config
        if any(f.name == "lang" for f in form.fields):
            query.setdefault("lang", config.lang)
        for name, value in (("list", config.list_name), ("kinds", config.kinds), ("words", config.words)):
            if name == "list" and value == "none" and "words" not in form.server:
                continue  # an operation that reads no word file keeps its own list
            if value is not None and name in form.server:
                query[name] = list(value) if name == "kinds" else value
        return query

    async def run(self, func, *args):
        """*func(*args)* in a worker thread, with the time it took; :class:`TimeoutError` past the timeout."""
        loop = asyncio.get_running_loop()
        start = time.perf_counter()
        result = await asyncio.wait_for(loop.run_in_executor(self.pool, func, *args), self.config.timeout)
        return result, time.perf_counter() - start

    async def ask(self, form: Form, values: dict[str, list[str]]):
        """(status, reply or None, error message or None, the field it is about, seconds)."""
        try:
            query = self.with_server_fields(form, form.query(values))
        except FieldError as exc:
            return 422, None, str(exc), exc.field if exc.field in form.inputs else None, 0.0
        try:
            reply, took = await self.run(answer, query)
        except TimeoutError:
            return 503, None, None, None, self.config.timeout
        except (WordtoolsError, ValueError, TypeError, RecursionError) as exc:
            message = short_message(str(exc))
            return 422, None, message, field_of(message, form), 0.0
        return 200, reply, None, None, took

    # -- pages ----------------------------------------------------------------------

    def page(self, request: Request, template: str, status: int = 200, **context) -> HTMLResponse:
        ui = pick_ui(request.query_params.get("ui"), request.cookies.get("ui"), request.headers.get("accept-language"))
        other = "en" if ui == "es" else "es"
        switch = urlencode([*[(k, v) for k, v in request.query_params.multi_items() if k != "ui"], ("ui", other)])
        html = self.templates.get_template(template).render(
            t=Words(ui),
            ui=ui,
            switch=f"{request.url.path}?{switch}",
            pages=PAGES,
            labels=LABELS,
            request=request,
            lang_default=self.config.lang,
            colours=_colours(),
            say=lambda clue: show.say(clue, ui),
            why=lambda clues: show.why(clues, ui),
            sum_text=lambda play: show.sum_text(play, ui),
            **context,
        )
        response = HTMLResponse(html, status)
        if request.query_params.get("ui") == ui:
            response.set_cookie("ui", ui, max_age=365 * 86400, samesite="strict")
        return response


def create_app(config: Config | None = None) -> Guard:
    """The whole app, guarded: what uvicorn serves."""
    server = Server(config or Config())

    async def home(request: Request):
        return server.page(request, "home.html", games=GAMES)

    async def page_group(request: Request):
        forms = PAGES.get(request.path_params["page"])
        if forms is None:
            return not_found(request)
        return RedirectResponse(f"/{forms[0].page}/{forms[0].key}", 303)

    async def form_page(request: Request):
        form = FORMS.get(request.path_params["form"])
        if form is None or form.page != request.path_params["page"]:
            return not_found(request)
        values: dict[str, list[str]] = {}
        for key, value in request.query_params.multi_items():
            values.setdefault(key, []).append(value)
        asked = any(k not in ("ui", "format") for k in values)
        status, reply, error, error_field, took = 200, None, None, None, 0.0
        if asked:
            status, reply, error, error_field, took = await server.ask(form, values)
        timing = {"Server-Timing": f"op;dur={took * 1000:.2f}"}
        if request.query_params.get("format") == "json":
            body = reply if reply is not None else {"error": error or LABELS["busy"]["en"], "field": error_field}
            return JSONResponse(body, status, headers=timing)
        response = server.page(
            request,
            "form.html",
            status,
            form=form,
            values={k: v[0] for k, v in values.items()},
            lists=values,
            reply=reply,
            error=error,
            error_field=error_field,
            busy=status == 503,
            took=took,
            open_more=any(
                f.more and (f.name == error_field or values.get(f.name, [""])[0] not in ("", server.config.lang))
                for f in form.fields
            ),
        )
        response.headers.update(timing)
        return response

    async def deck_download(request: Request):
        from ..cli.query import Query

        kind, ext = request.path_params["form"], request.path_params["ext"]
        if (
            kind not in ("pictomania", "macroscope")
            or ext not in ("csv", "json", "pdf")
            or (kind == "macroscope" and ext == "pdf")
        ):
            return not_found(request)
        form = FORMS[kind]
        values: dict[str, list[str]] = {}
        for key, value in request.query_params.multi_items():
            values.setdefault(key, []).append(value)
        try:
            query = server.with_server_fields(form, form.query(values))
            data, _ = await server.run(_deck_file, kind, Query(query), ext)
        except TimeoutError:
            return PlainTextResponse(LABELS["busy"]["en"], 503)
        except (WordtoolsError, ValueError, TypeError) as exc:
            return PlainTextResponse(short_message(str(exc)), 422)
        media = {"csv": "text/csv", "json": "application/json", "pdf": "application/pdf"}[ext]
        return Response(
            data, media_type=media, headers={"content-disposition": f'attachment; filename="{kind}-deck.{ext}"'}
        )

    async def deck_check(request: Request):
        error, reply, status = None, None, 200
        if request.method == "POST":
            try:
                form = await request.form(max_files=1, max_fields=4, max_part_size=MAX_BODY)
            except BodyTooLarge:
                raise
            except Exception as exc:  # a malformed multipart body
                form, error, status = None, short_message(str(exc)) or "malformed upload", 400
            upload = form.get("deck") if form is not None else None
            if form is not None and (upload is None or isinstance(upload, str)):
                error, status = "field 'deck': choose a file", 422
            elif form is not None and not isinstance(upload, str) and upload is not None:
                content = await upload.read()
                name = Path(upload.filename or "deck.csv").name
                try:
                    reply, _ = await server.run(_check_upload, content, name)
                except TimeoutError:
                    error, status = LABELS["busy"]["en"], 503
                except (WordtoolsError, ValueError, TypeError) as exc:
                    error, status = short_message(str(exc)), 422
        if request.query_params.get("format") == "json":
            return JSONResponse(reply if reply is not None else {"error": error}, status)
        return server.page(request, "check.html", status, reply=reply, error=error)

    async def play_home(request: Request):
        return server.page(request, "play_home.html", games=GAMES, lang=server.config.lang)

    async def play_new(request: Request):
        game = request.path_params["game"]
        if game not in GAMES:
            return not_found(request)
        form = await request.form(max_files=0, max_fields=4)
        seed_text, lang = str(form.get("seed") or "0").strip(), str(form.get("lang") or server.config.lang)
        if not seed_text.lstrip("-").isdigit() or len(seed_text) > 9 or lang not in ("es", "en"):
            return server.page(request, "play_home.html", 422, games=GAMES, lang=lang, error="seed: a whole number")
        try:
            session, _ = await server.run(Session, game, int(seed_text), GAME_PLAYERS[game], lang)
        except TimeoutError:
            return server.page(request, "play_home.html", 503, games=GAMES, lang=lang, error=LABELS["busy"]["en"])
        except WordtoolsError as exc:
            return server.page(request, "play_home.html", 422, games=GAMES, lang=lang, error=str(exc))
        server.sessions.add(session)
        await server.run(session.settle, server.config.timeout)
        return RedirectResponse(f"/play/{game}/{session.id}", 303)

    async def play_game(request: Request):
        session = server.sessions.get(request.path_params["id"])
        if session is None or session.game.name != request.path_params["game"]:
            return not_found(request)
        status = 200
        if request.method == "POST":
            form = await request.form(max_files=0, max_fields=2)
            move = str(form.get("move") or "").strip()[:200]
            if move:
                try:
                    await server.run(session.send, move, server.config.timeout)
                except TimeoutError:
                    status = 503
                except WordtoolsError as exc:
                    session.messages = [str(exc)]
                if session.messages:
                    status = 422
        else:
            await server.run(session.settle, min(server.config.timeout, 2.0))
        return server.page(request, f"play_{session.game.name}.html", status, s=session, view=session.view())

    async def play_log(request: Request):
        session = server.sessions.get(request.path_params["id"])
        if session is None or session.log is None:
            return not_found(request)
        name = f"{session.game.name}-seed{session.seed}.jsonl"
        return Response(
            session.log,
            media_type="application/x-ndjson",
            headers={"content-disposition": f'attachment; filename="{name}"'},
        )

    def not_found(request: Request):
        return server.page(request, "message.html", 404, message_key="not_found")

    async def on_error(request: Request, exc: Exception):
        return PlainTextResponse("internal error: the query could not be answered", 500)

    routes = [
        Mount("/static", StaticFiles(packages=[("wordtools.web", "static")]), name="static"),
        Route("/", home),
        Route("/play", play_home),
        Route("/play/{game}", play_new, methods=["POST"]),
        Route("/play/{game}/{id}", play_game, methods=["GET", "POST"]),
        Route("/play/{game}/{id}/log", play_log),
        Route("/decks/check", deck_check, methods=["GET", "POST"]),
        Route("/decks/{form}.{ext}", deck_download),
        Route("/{page}", page_group),
        Route("/{page}/{form}", form_page),
    ]
    app = Starlette(routes=routes, exception_handlers={Exception: on_error, 500: on_error})
    app.state.server = server
    guarded = Guard(app, server.config)
    guarded.server = server  # type: ignore[attr-defined]
    return guarded


def _colours() -> list[tuple[str, str]]:
    """Montage's colours as (initial, name), for the slot's chips."""
    from ..games.montage.colours import load_colours

    colours = load_colours()
    return list(zip(colours.initials, colours.names))


def _deck_file(kind: str, query, ext: str) -> bytes:
    """The deck of *query* as a CSV, JSON or PDF file's bytes, written by the game's own writer in a temp folder."""
    if kind == "pictomania":
        from ..games.pictomania.batch import deck_from_query
        from ..games.pictomania.deckfile import write_deck
    else:
        from ..games.macroscope.batch import deck_from_query  # type: ignore[no-redef, unused-ignore]
        from ..games.macroscope.deck import write_deck  # type: ignore[no-redef, assignment, unused-ignore]
    deck = deck_from_query(query)
    with tempfile.TemporaryDirectory(prefix="wordtools-serve-") as folder:
        path = Path(folder) / f"deck.{ext}"
        write_deck(deck, path)
        return path.read_bytes()


def _check_upload(content: bytes, name: str) -> dict:
    """``pictomania_check`` on an uploaded deck, saved in a temp folder removed at once."""
    suffix = ".json" if name.lower().endswith(".json") else ".csv"
    with tempfile.TemporaryDirectory(prefix="wordtools-serve-") as folder:
        path = Path(folder) / f"upload{suffix}"
        path.write_bytes(content)
        reply = answer({"op": "pictomania_check", "deck": str(path)})
    reply["name"] = name[:80]
    return json.loads(json.dumps(reply).replace(str(path), name[:80]))
