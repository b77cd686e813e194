"""The front-ends: the ``wordtools`` command line (:mod:`.main`, one module per command
family) and ``wordtools batch`` (:mod:`.batch`, JSON lines in and out).

Only the command modules import click; :mod:`.batch` does not, so a game's batch
operations can use its helpers without loading the command line.
"""
