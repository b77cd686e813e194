"""The dictionary build: the word lists in ``dictionaries/`` made anew from their sources.

Three layers, each importing only those before it:

``readers``
    the sources as plain sets and tables: Debian's hunspell-es, wspanish and SCOWL
    (:mod:`.readers.dictionaries`, hunspell's affix expansion in :mod:`.readers.hunspell_expand`),
    the vendored ENABLE, the FISE-style list (:mod:`.readers.fise`), wordfreq and the subtitle
    counts (:mod:`.readers.frequencies`), simplemma and the gazetteer (:mod:`.readers.evidence`),
    built list files (:mod:`.readers.lists`);
``rules``
    which word enters which list with which kind (:mod:`.rules.kinds`, :mod:`.rules.spanish`,
    :mod:`.rules.english`, :mod:`.rules.entries`), the Spanish forms made by rule
    (:mod:`.rules.spanish_forms`, :mod:`.rules.spanish_enclitics`), the familiarity evidence
    (:mod:`.rules.familiarity`), the checks a list must pass (:mod:`.rules.checks`);
``writers``
    the list files (:mod:`.writers.lists`) and the notes beside them (:mod:`.writers.notes`).

Beside them: :mod:`.text` (spellings and the one fold, the library's), :mod:`.inputs` (paths and
pinned versions), :mod:`.build` (the three in order), :mod:`.compare` (the rebuild check) and
``python -m wordtools_build`` (:mod:`.__main__`). The library (``wordtools``) never imports this
package: it reads the files the build writes.
"""
