"""The server's guard and bounds: the token, loopback host names, sizes, unknown and file fields, the cut-off."""

from __future__ import annotations

import http.client
import json


def request(running, method: str, path: str, body: bytes | None = None, headers: dict | None = None):
    connection = http.client.HTTPConnection("127.0.0.1", running.config.port, timeout=60)
    connection.request(method, path, body=body, headers=headers or {})
    response = connection.getresponse()
    return response.status, response.read().decode("utf-8"), dict(response.getheaders())


def test_the_token_refuses_a_request_without_it(browser, serve_with):
    with serve_with(token="s3cret-token") as running:
        context = browser.new_context(viewport={"width": 390, "height": 844})
        page = context.new_page()
        refused = page.goto(f"{running.url}/lookups/anagram?letters=calor")
        assert refused.status == 403
        assert "token" in page.inner_text("body")
        wrong = page.goto(f"{running.url}/?token=guess")
        assert wrong.status == 403
        assert request(running, "GET", "/?token=%C3%B1%FF")[0] == 403  # any bytes: refused, not a 500
        let_in = page.goto(f"{running.url}/?token=s3cret-token")
        assert let_in.status == 200 and page.url == f"{running.url}/"  # the token left the address ...
        answered = page.goto(f"{running.url}/lookups/anagram?letters=calor&format=json")
        assert answered.status == 200  # ... for a cookie
        assert json.loads(page.inner_text("body"))["count"] > 0
        context.close()
        assert request(running, "GET", "/lookups/check?word=sol")[0] == 403  # another client, no cookie


def test_loopback_answers_only_loopback_names(served):
    assert request(served, "GET", "/", headers={"Host": "localhost:1"})[0] == 200
    status, body, _ = request(served, "GET", "/", headers={"Host": "rebound.example.com"})
    assert status == 400 and "loopback" in body


def test_bounds_are_4xx_with_a_message(served):
    status, body, _ = request(served, "POST", "/decks/check", b"x" * (600 * 1024), {"Content-Type": "text/csv"})
    assert status == 413 and "kB" in body
    status, body, _ = request(served, "GET", "/lookups/anagram?format=json&letters=" + "a" * 300)
    assert status == 422 and json.loads(body) == {
        "error": "field 'letters' is longer than 200 characters",
        "field": "letters",
    }
    status, body, _ = request(served, "GET", "/lookups/anagram?format=json&letters=sol&limt=3")
    assert status == 422 and "unknown field 'limt'" in body
    status, body, _ = request(served, "GET", "/lookups/anagram?format=json&letters=sol&words=/etc/passwd")
    assert status == 422 and "names a file" in body
    status, body, _ = request(served, "GET", "/lookups/anagram?q=" + "a" * 5000)
    assert status == 414
    bad = b"--xx\r\nContent-Disposition: form-data; name=deck\r\n\r\nunterminated"
    status, body, _ = request(served, "POST", "/decks/check", bad, {"Content-Type": "multipart/form-data; boundary=xx"})
    assert 400 <= status < 500 and "Traceback" not in body
    status, body, _ = request(served, "GET", "/play/wordon/nosuchgame")
    assert status == 404


def test_a_slow_query_is_cut_off(serve_with):
    with serve_with(timeout=1e-6) as running:
        # every word with an a, all of them: far longer than a microsecond, however warm the index
        status, body, _ = request(running, "GET", "/lookups/pattern?pattern=*a*&limit=0&sort=alpha")
        assert status == 503
        assert "se cortó" in body


def test_serve_on_the_network_prints_the_address_with_its_token(monkeypatch):
    """``serve --host 0.0.0.0`` (not started here: uvicorn.run is replaced) asks for a token and prints it."""
    import uvicorn
    from click.testing import CliRunner

    from wordtools.cli.main import main

    started = {}
    monkeypatch.setattr(uvicorn, "run", lambda app, **kw: started.update(app=app, **kw))
    result = CliRunner().invoke(main, ["serve", "--host", "0.0.0.0", "--port", "8799", "--list", "broad"])
    assert result.exit_code == 0, result.output
    config = started["app"].server.config
    assert config.token and len(config.token) >= 20 and config.list_name == "broad"
    assert f":8799/?token={config.token}" in result.stderr
    assert started["host"] == "0.0.0.0"
    loopback = CliRunner().invoke(main, ["serve"])
    assert started["app"].server.config.token is None and "token" not in loopback.stderr


def test_the_servers_own_word_list_is_used_where_the_operation_reads_one(serve_with, tmp_path):
    words = tmp_path / "mine.txt"
    words.write_text("xyzzy\nplugh\n", encoding="utf-8")
    with serve_with(list_name="none", words=str(words)) as running:
        status, body, _ = request(running, "GET", "/lookups/anagram?letters=yzzyx&format=json")
        assert status == 200 and [r["word"] for r in json.loads(body)["results"]] == ["xyzzy"]
        status, body, _ = request(running, "GET", "/letterjam/deduce?clues=%3Fuego&format=json")
        assert status == 200  # Letter Jam reads no word file: the server does not hand it one
