"""Click options made from the operations' declarations (:mod:`wordtools.operations`).

:func:`option` turns a :class:`~wordtools.operations.Param` into a click option
with its flag, default, bounds, choices and help; a bad value is refused
(exit 2) with the declaration's own message, the one ``batch`` gives after
``field 'NAME'``. The click types subclass click's own (``IntRange``,
``Choice``), so ``--help`` shows ranges and choices as before.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import click

from ..operations import MANY, REQUIRED, Operation, Param, Refused


def _refuse(declared: Param, value: Any, param, ctx) -> None:
    raise click.BadParameter(declared.refusal(value), ctx, param)


def _as_int(text: Any) -> Any:
    try:
        return int(text)
    except (TypeError, ValueError):
        return text


def _whole(bound: float | None) -> int | None:
    return None if bound is None else int(bound)


class _RefusedAsDeclared:
    """Mixed into a click type: its own check, with the declaration's message for a bad value."""

    declared: Param

    def convert(self, value, param, ctx):
        try:
            return super().convert(value, param, ctx)  # type: ignore[misc]
        except click.BadParameter:
            whole = isinstance(self, click.types.IntParamType)
            _refuse(self.declared, _as_int(value) if whole else value, param, ctx)


class DeclaredInt(_RefusedAsDeclared, click.IntRange):
    """A whole number in the declared range."""

    def __init__(self, declared: Param):
        lo = 0 if declared.kind == "limit" else declared.lo
        super().__init__(min=_whole(lo), max=_whole(declared.hi))
        self.declared = declared


class DeclaredWhole(_RefusedAsDeclared, click.types.IntParamType):
    """A whole number without bounds (``--help`` says INTEGER, not a range)."""

    def __init__(self, declared: Param):
        self.declared = declared


class DeclaredNumber(click.ParamType):
    """A finite number in the declared range (nan, inf and 1e400 are refused)."""

    name = "NUMBER"

    def __init__(self, declared: Param):
        self.declared = declared

    def convert(self, value, param, ctx):
        if isinstance(value, float):
            return value
        try:
            number = float(value)
        except (TypeError, ValueError):
            _refuse(self.declared, value, param, ctx)
        if not math.isfinite(number):
            _refuse(self.declared, value, param, ctx)
        try:
            return self.declared.check(number)
        except Refused:
            _refuse(self.declared, number, param, ctx)


class DeclaredChoice(_RefusedAsDeclared, click.Choice):
    """One of the declared choices, in any case (as ``batch`` takes them)."""

    def __init__(self, declared: Param):
        super().__init__(list(declared.choices), case_sensitive=False)
        self.declared = declared


class DeclaredText(click.ParamType):
    """Text turned into its value by the declared *parse* function (``2..12`` -> (2, 12))."""

    name = "TEXT"

    def __init__(self, declared: Param):
        self.declared = declared

    def convert(self, value, param, ctx):
        if not isinstance(value, str):
            return value  # the default, already parsed
        try:
            return self.declared.parsed(value)
        except Refused as exc:
            raise click.BadParameter(str(exc), ctx, param) from None


def click_type(declared: Param) -> click.ParamType | None:
    """The click type that checks *declared* as its declaration says (None for plain text and flags)."""
    if declared.kind == "text" and declared.parse is not None:
        return DeclaredText(declared)
    if declared.kind == "integer" and declared.lo is None and declared.hi is None:
        return DeclaredWhole(declared)
    if declared.kind in ("integer", "limit"):
        return DeclaredInt(declared)
    if declared.kind == "number":
        return DeclaredNumber(declared)
    if declared.kind == "choice":
        return DeclaredChoice(declared)
    return None


def option(declared: Param, **extra: Any) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """The click option for *declared* (its flag, default, type, help); *extra* adds click settings."""
    if declared.option is None:
        raise ValueError(f"parameter {declared.name!r} has no command-line option")
    settings: dict[str, Any] = {"help": declared.help}
    if declared.metavar:
        settings["metavar"] = declared.metavar
    if declared.kind == "flag":
        settings["is_flag"] = True
        settings["default"] = declared.default
        if declared.flag_on and "/" not in declared.option:
            raise ValueError(f"flag {declared.name!r} is on by default: its option must be --{declared.name}/--no-…")
    else:
        settings["type"] = click_type(declared)
        if declared.kind in MANY:
            settings["multiple"] = True  # the command turns the repeated values into the batch field's shape
        if declared.default is REQUIRED:
            settings["required"] = True
        elif declared.kind in MANY:
            settings["default"] = None  # none given: click hands the command ()
        else:
            settings["default"] = declared.default
            settings["show_default"] = declared.show_default if declared.default != "" else False
    if declared.kind == "limit":
        settings["callback"] = lambda ctx, param, value: value or None
    settings.update(extra)
    return click.option(declared.option, declared.python_name, **settings)


def options(operation: Operation, *names: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """The options of *operation*'s parameters *names*, in that order (as stacked decorators)."""

    def decorate(func: Callable[..., Any]) -> Callable[..., Any]:
        for name in reversed(names):
            func = option(operation[name])(func)
        return func

    return decorate
