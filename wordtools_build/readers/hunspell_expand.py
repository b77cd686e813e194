"""Expand a Hunspell dictionary (.aff + .dic) into every word form it describes.

The files are parsed by the pure-Python ``spylls`` package; this module only walks its plain data
classes (``Aff.PFX`` / ``Aff.SFX`` affix tables, ``Dic.words`` stems with their flags). Start at
:func:`expand_dictionary`, which yields forms for each stem through :func:`expand_stem`.

For one stem the walk is:

1. the bare stem, unless it carries NEEDAFFIX (a "pseudo-root" that exists only with an affix);
2. every suffix whose flag the stem has, when the stem ends with the suffix's *strip* text and
   matches its *condition*;
3. a second suffix on top of that ("twofold suffixes"), allowed by the first suffix's continuation
   flags; Spanish uses this for enclitic pronouns (dar + me + lo → dámelo style forms);
4. every prefix, alone and combined with the suffixed forms when both sides allow cross products
   (or when one affix's continuation flags name the other).

Stems flagged FORBIDDENWORD or ONLYINCOMPOUND produce nothing, and a form whose only affix carries
NEEDAFFIX / ONLYINCOMPOUND / CIRCUMFIX in its continuation flags is not emitted on its own.
Compounds (COMPOUNDFLAG, COMPOUNDRULE) are not generated: they describe an unbounded set.

The walk errs on the side of generating too much; callers filter the result through
``hunspell -G`` so the final list is exactly what hunspell accepts.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from spylls.hunspell.data.aff import Aff, Prefix, Suffix
from spylls.hunspell.data.dic import Dic


@dataclass(frozen=True)
class _Derived:
    """A suffixed form, remembered so prefixes can be added to it afterwards."""

    form: str
    continuation: frozenset[str]  # union of the continuation flags of its suffixes
    crossproduct: bool  # every suffix in it allows a prefix


class Expander:
    """Generates word forms from the affix tables of one parsed ``.aff`` file."""

    def __init__(self, aff: Aff) -> None:
        self.aff = aff
        self.suffixes: dict[str, list[Suffix]] = aff.SFX
        self.prefixes: dict[str, list[Prefix]] = aff.PFX
        # Flags that make a form incomplete or unusable on its own.
        self.blocking = {f for f in (aff.NEEDAFFIX, aff.ONLYINCOMPOUND, aff.CIRCUMFIX) if f}
        self.dead = {f for f in (aff.FORBIDDENWORD, aff.ONLYINCOMPOUND) if f}

    # -- single affixes ---------------------------------------------------------------------

    def _keeps_some_stem(self, word: str, strip: str) -> bool:
        # Hunspell refuses to strip the whole word unless FULLSTRIP is set.
        return len(word) > len(strip) or (self.aff.FULLSTRIP and len(word) == len(strip))

    def apply_suffixes(self, word: str, flags: Iterable[str]) -> Iterator[tuple[str, Suffix]]:
        """Yield ``(form, suffix)`` for every suffix among ``flags`` that applies to ``word``."""
        for flag in flags:
            for sfx in self.suffixes.get(flag, ()):
                if word.endswith(sfx.strip) and self._keeps_some_stem(word, sfx.strip) and sfx.cond_regexp.search(word):
                    base = word[: len(word) - len(sfx.strip)] if sfx.strip else word
                    yield base + sfx.add, sfx

    def apply_prefix(self, word: str, pfx: Prefix) -> str | None:
        """Return ``word`` with ``pfx`` added, or None when the prefix does not apply."""
        if word.startswith(pfx.strip) and self._keeps_some_stem(word, pfx.strip) and pfx.cond_regexp.search(word):
            return pfx.add + word[len(pfx.strip) :]
        return None

    # -- one stem ---------------------------------------------------------------------------

    def expand_stem(self, stem: str, flags: set[str]) -> Iterator[str]:
        """Yield every form of ``stem`` (may contain duplicates)."""
        if flags & self.dead:
            return
        needs_affix = self.aff.NEEDAFFIX in flags if self.aff.NEEDAFFIX else False
        if not needs_affix:
            yield stem

        derived: list[_Derived] = []
        for form1, sfx1 in self.apply_suffixes(stem, flags):
            if not sfx1.flags & self.blocking:
                yield form1
            cont1 = frozenset(sfx1.flags)
            derived.append(_Derived(form1, cont1, sfx1.crossproduct))
            for form2, sfx2 in self.apply_suffixes(form1, sfx1.flags):
                if not sfx2.flags & self.dead:
                    yield form2
                derived.append(_Derived(form2, cont1 | sfx2.flags, sfx1.crossproduct and sfx2.crossproduct))

        yield from self._prefixed(stem, flags, derived)

    def _prefixed(self, stem: str, flags: set[str], derived: list[_Derived]) -> Iterator[str]:
        candidate_flags = set(flags)
        for d in derived:
            candidate_flags |= d.continuation
        for flag in candidate_flags & self.prefixes.keys():
            for pfx in self.prefixes[flag]:
                if flag in flags:
                    bare = self.apply_prefix(stem, pfx)
                    if bare is not None:
                        if not pfx.flags & self.blocking:
                            yield bare
                        # Suffixes licensed only by the prefix's continuation flags.
                        for form, _sfx in self.apply_suffixes(stem, pfx.flags - flags):
                            combined = self.apply_prefix(form, pfx)
                            if combined is not None:
                                yield combined
                for d in derived:
                    allowed = (flag in flags and pfx.crossproduct and d.crossproduct) or (flag in d.continuation)
                    if allowed:
                        combined = self.apply_prefix(d.form, pfx)
                        if combined is not None:
                            yield combined


def expand_dictionary(aff: Aff, dic: Dic) -> Iterator[str]:
    """Yield every form of every stem in ``dic`` (duplicates possible; filter with hunspell)."""
    expander = Expander(aff)
    for word in dic.words:
        yield from expander.expand_stem(word.stem, set(word.flags))


def load(path_without_extension: str) -> tuple[Aff, Dic]:
    """Parse ``<path>.aff`` and ``<path>.dic`` with spylls."""
    from spylls.hunspell import Dictionary

    dictionary = Dictionary.from_files(path_without_extension)
    return dictionary.aff, dictionary.dic
