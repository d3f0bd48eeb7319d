"""Every Quartino code has its words: the keys built from codes exist, with their placeholders."""

from __future__ import annotations

from enum import Enum

import polib
import pytest
from test_catalog import ROOT

from quarto_app.frame import i18n
from quarto_app.games.quartino.cli import CliCode
from quarto_app.games.quartino.match import EventKind, MatchCode, MatchError, Termination
from quarto_app.games.quartino.match.record import RecordCode, RecordError, read_record
from quarto_app.games.quartino.rules import Board, Card, RulesCode, RulesError

ERROR_CODES: list[type[Enum]] = [RulesCode, MatchCode, RecordCode, CliCode]


def quartino_texts() -> dict[str, str]:
    po = polib.pofile(str(ROOT / "assets" / "locale" / "en" / "quartino.po"))
    return {entry.msgid: entry.msgstr for entry in po}


@pytest.mark.parametrize(
    ("prefix", "codes"),
    [("error", code) for code in ERROR_CODES]
    + [("event", EventKind), ("termination", Termination)],
)
def test_every_code_has_a_text(prefix: str, codes: type[Enum]) -> None:
    texts = quartino_texts()
    missing = [m.value for m in codes if f"quartino.{prefix}.{m.value}" not in texts]
    assert missing == []


def test_error_codes_name_one_key_each() -> None:
    values = [m.value for codes in ERROR_CODES for m in codes]
    assert len(values) == len(set(values))


def words(error: RulesError | MatchError | RecordError) -> str:
    key = f"quartino.error.{error.code.value}"
    template = quartino_texts()[key]
    assert i18n.placeholders(template) <= set(error.params), key
    return i18n.text(key, **error.params)


def test_raised_errors_fill_their_texts() -> None:
    for attempt in (
        lambda: Board.from_str("y/b"),
        lambda: Board.from_str("/".join(["x"] + ["."] * 8)),
        lambda: Board.from_str("/".join(["yyyy", "yyyy"] + ["."] * 7)),
        lambda: Card.from_str("ybgg"),
        lambda: read_record('[Game "Quarto"]\n\n*\n'),
    ):
        with pytest.raises((RulesError, RecordError)) as caught:
            attempt()
        assert "{" not in words(caught.value)
