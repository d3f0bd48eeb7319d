"""Precomputed tables the search runs on: lines as bit masks, the lines through
each square, completers under an attribute mask, and the board symmetries.

Everything here is computed once per rule option and shared by every search,
so the inner loop only indexes tuples.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import permutations

from ..rules import COMPLETERS, TRAITS, RuleOptions, lines_for, trait_mask
from ..rules.lines import Line

BoardMap = tuple[int, ...]
"""A symmetry of the board: BoardMap[s] is the square that s is sent to."""


def _row_col_maps() -> list[BoardMap]:
    """Every map built from a row permutation, a column permutation and an optional
    transposition: the candidates among which the line-keeping symmetries lie."""
    maps = []
    for rows in permutations(range(4)):
        for cols in permutations(range(4)):
            for transpose in (False, True):
                image = []
                for s in range(16):
                    r, c = rows[s // 4], cols[s % 4]
                    image.append(c * 4 + r if transpose else r * 4 + c)
                maps.append(tuple(image))
    return maps


def _keeps_lines(board_map: BoardMap, lines: tuple[Line, ...]) -> bool:
    wanted = {frozenset(line) for line in lines}
    return all(frozenset(board_map[s] for s in line) in wanted for line in lines)


@cache
def board_maps(squares: bool) -> tuple[BoardMap, ...]:
    """The board symmetries that send lines (and 2x2 squares) onto lines.

    32 maps for the ten straight lines (rotations, reflections, the swap of
    the middle rows and columns, and the inside-out map); only the eight
    rotations and reflections also keep the 2x2 squares. Identity first.
    """
    lines = lines_for(squares)
    found = sorted({m for m in _row_col_maps() if _keeps_lines(m, lines)})
    identity = tuple(range(16))
    found.remove(identity)
    return (identity, *found)


def _byte_tables(board_map: BoardMap) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Two 256-entry tables that move the bits of a 16-bit square set under a map,
    one byte at a time: mapped(x) = low[x & 255] | high[x >> 8]."""

    def spread(byte: int, offset: int) -> int:
        out = 0
        for bit in range(8):
            if byte >> bit & 1:
                out |= 1 << board_map[bit + offset]
        return out

    return tuple(spread(b, 0) for b in range(256)), tuple(spread(b, 8) for b in range(256))


@cache
def completions(squares: bool) -> tuple[int, ...]:
    """completions[x] for a 16-bit square set x: the squares outside x that complete
    a line whose other three squares are all in x.

    With x the squares of the pieces that share one trait, these are the squares
    where a piece with that trait would make a line (once masked to the empty
    squares): one lookup per trait instead of a scan of the lines.
    """
    table = [0] * 65536
    for line in lines_for(squares):
        members = sum(1 << s for s in line)
        outside = ~members & 0xFFFF
        # every subset of the squares off the line, enumerated once per line
        subsets = [0]
        for s in range(16):
            if outside >> s & 1:
                subsets += [sub | 1 << s for sub in subsets]
        for s in line:
            others = members & ~(1 << s)
            for sub in subsets:
                table[others | sub] |= 1 << s
    return tuple(table)


def low_high(values: tuple[int, ...]) -> tuple[bytes, bytes]:
    """A table of 16-bit ints as two byte tables, low and high bytes: table[x]
    is then low[x] | high[x] << 8. The compiled search reads a byte straight out
    of the buffer, where a list read takes a reference and unboxes an int object."""
    return bytes(v & 255 for v in values), bytes(v >> 8 for v in values)


@dataclass(frozen=True)
class Tables:
    """Everything the search needs to know about one rule option, as flat tuples."""

    options: RuleOptions
    mask: int  # trait bits that count
    line_bits: tuple[int, ...]  # each line as a 16-bit set of squares
    lines_at: tuple[tuple[int, ...], ...]  # indices of the lines through each square
    completers: tuple[int, ...]  # completers[c]: pieces whose counted traits meet c
    traits: tuple[int, ...]  # counted trait code of each piece
    map_bytes: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]  # per symmetry
    counted: tuple[int, ...]  # attribute bit indices that count (permuted among themselves)
    uncounted: tuple[int, ...]  # the others (free to permute among themselves too)
    complete: tuple[int, ...]  # `completions(squares)`: 65,536 square sets
    complete_bytes: tuple[bytes, bytes]  # `complete` as `low_high` byte tables
    completers_bytes: tuple[bytes, bytes]  # `completers` as `low_high` byte tables


@cache
def tables_for(options: RuleOptions) -> Tables:
    """The (cached) tables of a rule option."""
    mask = trait_mask(options.attributes)
    lines = lines_for(options.squares)
    return Tables(
        options=options,
        mask=mask,
        line_bits=tuple(sum(1 << s for s in line) for line in lines),
        lines_at=tuple(tuple(i for i, line in enumerate(lines) if s in line) for s in range(16)),
        completers=tuple(COMPLETERS[c & mask] for c in range(256)),
        traits=tuple(t & mask for t in TRAITS),
        map_bytes=tuple(_byte_tables(m) for m in board_maps(options.squares)),
        counted=tuple(a for a in range(4) if options.attributes >> a & 1),
        uncounted=tuple(a for a in range(4) if not options.attributes >> a & 1),
        complete=completions(options.squares),
        complete_bytes=low_high(completions(options.squares)),
        completers_bytes=low_high(tuple(COMPLETERS[c & mask] for c in range(256))),
    )
