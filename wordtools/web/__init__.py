"""``wordtools serve``: the toolkit as pages for the phones at the table.

A Starlette app (:mod:`.app`) on uvicorn, with server-rendered Jinja2 templates
and one small plain script (``static/app.js``). Every page asks the same
``wordtools batch`` operations the command line answers (:mod:`.forms` says
which), so defaults, checks and error messages are the commands' own; the
play pages run the engine's own game loop with the page as one seat
(:mod:`.play`).
"""
