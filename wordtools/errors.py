"""One error hierarchy for the whole library.

Every error the library raises on purpose derives from :class:`WordtoolsError`
and also from the built-in a library user would expect to catch
(``ValueError`` for bad input, ``LookupError`` for missing data).
The command line turns these into one line on stderr and an exit code
(:attr:`WordtoolsError.exit_code`) in one place, ``wordtools.cli``.
"""

from __future__ import annotations


class WordtoolsError(Exception):
    """Base of every error raised by wordtools on purpose."""

    exit_code = 1


class BadInput(WordtoolsError, ValueError):
    """The user's input cannot be understood (a usage error: exit 2)."""

    exit_code = 2


class UnknownLetter(BadInput):
    """A character outside the language's alphabet."""


class BadPattern(BadInput):
    """A pattern that does not parse (unclosed bracket, unknown group...)."""


class BadGameSetup(BadInput):
    """A game setup that the rules or the components cannot supply."""


class InvalidMove(BadInput):
    """A move whose text does not parse."""


class IllegalMove(WordtoolsError, ValueError):
    """A well-formed move that the rules do not allow in this position."""

    exit_code = 1


class DataError(WordtoolsError, LookupError):
    """A dictionary, index, data or log file is missing, unreadable or malformed (exit 3)."""

    exit_code = 3


class GameTooLong(WordtoolsError, RuntimeError):
    """A game that did not end within the move cap (a rules or strategy bug)."""

    exit_code = 1


class ProtocolError(WordtoolsError, TypeError):
    """A game that breaks the engine protocol (e.g. ``describe`` uses a reserved key)."""

    exit_code = 1


class ClusterUnreachable(WordtoolsError, ConnectionError):
    """No Dask scheduler answers at the executor's address."""

    exit_code = 1


class SimulationFailed(WordtoolsError, RuntimeError):
    """A simulation that could not finish (a worker process died)."""

    exit_code = 1
