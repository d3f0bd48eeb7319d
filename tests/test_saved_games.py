"""Saved games under a name, through the real scenes, headless (issue 27).

The pause panel saves a game under a name (the default says who, what and
when); each game's menu column opens its "Saved games" screen, which lists
them (players, date, rules, how far, in progress or the result) and opens,
renames, deletes (after asking), exports and imports them. A damaged save or
record is listed or refused with the line and token at fault; nothing else is
touched, and the app keeps running.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from quartino_screens import advised, by_pointer, quartino_setup, thread_workers, wait_for_person
from test_gui_helpers import make_app, post_click, post_key, quarto_setup, save

from quarto_app.frame import clipboard, saved_games, starting
from quarto_app.frame.game import Saved
from quarto_app.frame.i18n import text
from quarto_app.frame.loop import App, Pace
from quarto_app.frame.requests import Answer, Ask
from quarto_app.frame.scenes.entry import EntryScene
from quarto_app.frame.scenes.handover import HandoverScene
from quarto_app.frame.scenes.menu import MenuScene
from quarto_app.frame.scenes.panel import PanelScene
from quarto_app.frame.scenes.saved import SavedGamesScene
from quarto_app.games.quarto.match import Match
from quarto_app.games.quarto.match.record import RecordCode, RecordError
from quarto_app.games.quarto.rules import Position
from quarto_app.games.quarto.setup_options import settings_for
from quarto_app.platform import library, paths
from quarto_app.platform.storage import FileCode


@pytest.fixture
def own_saves(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("QUARTO_USER_DIR", str(tmp_path))
    return tmp_path


@pytest.fixture
def app(own_saves: Path) -> App:
    app = make_app(pace=Pace.fast())
    thread_workers(app)
    app.router.reset("menu")
    app.run_frames(1)
    yield app
    app.close()
    pygame.quit()


def type_text(words: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=words))


def save_from_the_pause_panel(app: App, play, name: str | None = None) -> None:
    """Menu, "Save game", then the name (the default one when `name` is None), Enter."""
    post_click(play.buttons[0].rect.center)  # Menu: the pause panel
    app.run_frames(1)
    panel = app.top
    assert isinstance(panel, PanelScene) and Answer.SAVE in panel.answers
    post_click(panel.column.buttons[panel.answers.index(Answer.SAVE)].rect.center)
    app.run_frames(1)
    entry = app.top
    assert isinstance(entry, EntryScene) and entry.asked is Ask.SAVE
    if name is not None:
        post_key(pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL)  # the default name, cleared
        type_text(name)
    post_key(pygame.K_RETURN)
    app.run_frames(1)
    assert app.top is play


def open_saved_games(app: App, game_id: str) -> SavedGamesScene:
    """From the menu, the game's "Saved games" button, by pointer."""
    app.router.reset("menu")
    app.run_frames(1)
    menu = app.top
    assert isinstance(menu, MenuScene)
    column = next(c for c in menu.columns if c.game.id == game_id)
    button = next(b for b in column.buttons if b.label == text("frame.menu.saved_games"))
    post_click(button.rect.center)
    app.run_frames(1)
    scene = app.top
    assert isinstance(scene, SavedGamesScene) and scene.asked is Ask.PAGE
    return scene


def press(app: App, scene: SavedGamesScene, button) -> None:
    post_click(button.rect.center)
    app.run_frames(1)


def quarto_game_under_way(app: App):
    starting.start(app, quarto_setup(names=("Anna", "Bénédicte")), keep_setup=False)
    app.run_frames(1)
    play = app.top
    assert play.table.give(7)
    assert play.table.place(10)
    assert play.table.give(2)
    assert play.table.place(5)
    app.run_frames(1)
    return play


def files_beside(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in folder.iterdir() if p.is_file()}


# --- the files ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "name",
    [
        "Anna and Ben",
        "a/b\\c:d*e?f",
        "CON",
        "nul.txt",
        " .hidden. ",
        "100%",
        "名前 ✓ 1",
        "..",
        "é",
        "😀" * library.NAME_LIMIT,
        "/" * library.NAME_LIMIT,
    ],
)
def test_any_name_is_a_safe_file_name_that_reads_back(own_saves: Path, name: str) -> None:
    folder = paths.game_saves_dir("quarto")
    listed = library.create(folder, name, "text")
    stem = listed.path.name[: -len(library.EXTENSION)]
    assert listed.path.parent == folder
    assert not set(stem) & set('/\\:*?"<>|') and stem.isprintable()
    assert len(listed.path.name.encode("utf-8")) < 255
    assert not stem.startswith((".", " ")) and not stem.endswith((".", " "))
    assert stem.split(".")[0].upper() not in ("CON", "NUL")
    assert [entry.name for entry in library.listing(folder)] == [library.clean_name(name)]


@settings(max_examples=200, deadline=None)
@given(st.text(min_size=1, max_size=library.NAME_LIMIT))
def test_every_name_reads_back_from_its_file_name(name: str) -> None:
    try:
        clean = library.clean_name(name)
    except library.LibraryError as refused:  # nothing printable left
        assert refused.code is library.LibraryCode.NAME_EMPTY
        return
    stem = library.file_stem(clean)
    assert "/" not in stem and "\\" not in stem and "\x00" not in stem
    assert len((stem + library.EXTENSION).encode("utf-8")) < 255
    assert library.name_of(Path(stem + library.EXTENSION)) == clean


def test_a_damaged_file_is_listed_with_its_reason_and_a_pipe_is_passed_by(app: App) -> None:
    folder = paths.game_saves_dir("quarto")
    game = app.game("quarto")
    saved_games.save(game, Saved(quarto_setup(), Match(settings_for(quarto_setup())), False), "Ok")
    (folder / "Huge.record").write_bytes(b"x" * (2_000_000))
    (folder / "Binary.record").write_bytes(b"\xff\xfe\x00\x81 not text")
    if hasattr(os, "mkfifo"):
        os.mkfifo(folder / "Pipe.record")  # would block a reader that opened it
    scene = open_saved_games(app, "quarto")
    by_name = {entry.name: entry for entry in scene.entries}
    assert sorted(by_name) == ["Binary", "Huge", "Ok"]
    assert not by_name["Ok"].damaged
    assert by_name["Huge"].error.code is FileCode.TOO_LARGE
    assert by_name["Binary"].error.code is FileCode.NOT_TEXT
    assert saved_games.why(game, by_name["Huge"].error) == text(
        "frame.error.too_large", **by_name["Huge"].error.params
    )
    scene.draw(app.surface)


def test_saves_never_touch_other_files(own_saves: Path) -> None:
    folder = paths.game_saves_dir("quarto")
    (folder / "notes.txt").write_text("mine")
    (folder / "x.record").mkdir()  # a folder by a save's name is no save
    autosave = paths.saves_dir() / "autosave.quarto"
    autosave.write_text("the game in progress")
    first = library.create(folder, "Anna", "one")
    second = library.create(folder, "Anna", "two")  # a taken name gets a number
    assert (first.name, second.name) == ("Anna", "Anna (2)")
    with pytest.raises(library.LibraryError) as refused:
        library.rename(second, "Anna")
    assert refused.value.code is library.LibraryCode.NAME_TAKEN
    library.rename(second, "Ben")
    library.delete(first)
    assert [e.name for e in library.listing(folder)] == ["Ben"]
    assert (folder / "notes.txt").read_text() == "mine" and (folder / "x.record").is_dir()
    assert autosave.read_text() == "the game in progress"


# --- save, quit, start, load ------------------------------------------------------------


def test_quarto_saved_then_quit_loads_as_the_identical_match(own_saves: Path) -> None:
    app = make_app()
    try:
        play = quarto_game_under_way(app)
        play.table.undo()  # help the record keeps: an undo...
        assert play.table.place(5)
        save_from_the_pause_panel(app, play)
        notice = play.table.current_notice()
        assert notice is not None and notice.tone.value == "good"
        actions, setup, undos = play.match.actions, play.setup, play.table.undos
        position = play.match.position
    finally:
        app.close()  # quit
        pygame.quit()
    app = make_app()  # start again
    try:
        scene = open_saved_games(app, "quarto")
        (entry,) = scene.entries
        # The default name says who, what and when (the minute it was saved).
        assert all(name in entry.name for name in setup.names)
        assert text(app.game("quarto").title) in entry.name
        assert not entry.damaged and saved_games.status_words(entry.saved) == text(
            "frame.saved_games.in_progress"
        )
        post_key(pygame.K_RETURN)  # Enter opens the chosen save
        app.run_frames(1)
        loaded = app.top
        assert loaded.match.actions == actions and loaded.match.position == position
        assert loaded.setup == setup and loaded.table.undos == undos
        assert loaded.table.give(3)  # and it goes on
    finally:
        app.close()
        pygame.quit()


def test_quartino_saved_then_quit_loads_on_the_hand_over(own_saves: Path) -> None:
    app = make_app(pace=Pace.fast())
    thread_workers(app)
    try:
        starting.start(app, quartino_setup(names=("Anna", "Ben", "Carl")), keep_setup=False)
        app.run_frames(2)
        play = app.router.stack[0]
        rng = random.Random(3)
        for _ in range(5):
            wait_for_person(app, play)
            by_pointer(app, play, advised(play, rng))
        wait_for_person(app, play)
        save_from_the_pause_panel(app, play, "Three of us")
        actions, deal = play.match.actions, play.match.deal
    finally:
        app.close()
        pygame.quit()
    app = make_app(pace=Pace.fast())
    thread_workers(app)
    try:
        scene = open_saved_games(app, "quartino")
        assert [entry.name for entry in scene.entries] == ["Three of us"]
        press(app, scene, scene.open_button)
        loaded = app.router.stack[0]
        assert loaded.match.actions == actions and loaded.match.deal == deal
        assert isinstance(app.top, HandoverScene)  # nobody's hand shows until they are there
    finally:
        app.close()
        pygame.quit()


def test_opening_a_save_over_a_game_in_progress_asks_first(app: App) -> None:
    app.autosave = True
    play = quarto_game_under_way(app)
    save_from_the_pause_panel(app, play, "Before")
    assert play.table.give(4)  # the game goes on, kept in the autosave
    app.run_frames(1)
    scene = open_saved_games(app, "quarto")
    press(app, scene, scene.open_button)
    assert isinstance(app.top, PanelScene) and scene.asked is Ask.PAGE
    app.top.answer(Answer.BACK)
    app.run_frames(1)
    assert app.top is scene  # nothing replaced
    press(app, scene, scene.open_button)
    app.top.answer(Answer.CONFIRM)
    app.run_frames(1)
    assert app.top.match.actions == play.match.actions[:-1]


# --- rename, delete ---------------------------------------------------------------------


def test_rename_by_keyboard_and_a_taken_name_is_refused(app: App) -> None:
    play = quarto_game_under_way(app)
    save_from_the_pause_panel(app, play, "First")
    save_from_the_pause_panel(app, play, "Second")
    scene = open_saved_games(app, "quarto")
    assert [e.name for e in scene.entries] in (["Second", "First"], ["First", "Second"])
    scene.choose([e.name for e in scene.entries].index("Second"))
    record = scene.entry.listed.path.read_bytes()
    post_key(pygame.K_TAB)  # Open
    post_key(pygame.K_TAB)  # Review (Quarto's saves can be reviewed)
    post_key(pygame.K_TAB)  # Rename
    post_key(pygame.K_RETURN)
    app.run_frames(1)
    assert isinstance(app.top, EntryScene) and app.top.field.text == "Second"
    post_key(pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL)
    type_text("Anna's best: 2/3")
    post_key(pygame.K_RETURN)
    app.run_frames(1)
    assert app.top is scene
    assert sorted(e.name for e in scene.entries) == ["Anna's best: 2/3", "First"]
    assert scene.entry.name == "Anna's best: 2/3"
    assert scene.entry.listed.path.read_bytes() == record  # the same game, renamed
    assert not scene.message_bad
    scene.rename()
    app.run_frames(1)
    app.top.field.text = "First"
    app.top.confirm()
    app.run_frames(1)
    assert scene.message_bad and scene.message == saved_games.why(
        app.game("quarto"), library.LibraryError(library.LibraryCode.NAME_TAKEN, name="First")
    )
    assert sorted(e.name for e in scene.entries) == ["Anna's best: 2/3", "First"]


def test_delete_asks_and_removes_only_that_save(app: App) -> None:
    play = quarto_game_under_way(app)
    save_from_the_pause_panel(app, play, "Keep me")
    save_from_the_pause_panel(app, play, "Delete me")
    scene = open_saved_games(app, "quarto")
    folder = scene.entry.listed.path.parent
    kept = files_beside(folder)
    scene.choose([e.name for e in scene.entries].index("Delete me"))
    press(app, scene, scene.delete_button)
    assert isinstance(app.top, PanelScene)
    app.top.answer(Answer.BACK)  # "Keep it"
    app.run_frames(1)
    assert files_beside(folder) == kept
    press(app, scene, scene.delete_button)
    app.top.answer(Answer.CONFIRM)
    app.run_frames(1)
    assert [e.name for e in scene.entries] == ["Keep me"]
    left = files_beside(folder)
    assert left == {name: data for name, data in kept.items() if name in left}
    assert len(left) == 1


# --- export and import ------------------------------------------------------------------


def test_export_to_a_file_then_import_it_by_name(app: App, own_saves: Path) -> None:
    play = quarto_game_under_way(app)
    save_from_the_pause_panel(app, play, "Exported")
    scene = open_saved_games(app, "quarto")
    record = scene.entry.listed.path.read_text("utf-8")
    press(app, scene, scene.export_button)
    exported = paths.exports_dir() / "Exported.txt"
    assert exported.read_text("utf-8") == record
    assert scene.message == text("frame.saved_games.exported", path=str(exported))
    exported.rename(exported.with_name("From a friend.txt"))
    press(app, scene, scene.import_button)
    assert isinstance(app.top, EntryScene) and app.top.asked is Ask.IMPORT
    type_text("From a friend.txt")  # a name alone: in the exports folder
    post_key(pygame.K_RETURN)
    app.run_frames(1)
    assert sorted(e.name for e in scene.entries) == ["Exported", "From a friend"]
    assert scene.entry.name == "From a friend" and not scene.entry.damaged
    assert scene.entry.saved.match.actions == play.match.actions


def test_copy_to_the_clipboard_then_paste_it_back(app: App) -> None:
    play = quarto_game_under_way(app)
    save_from_the_pause_panel(app, play, "Copied")
    scene = open_saved_games(app, "quarto")
    press(app, scene, scene.copy_button)
    if scene.message == text("frame.saved_games.no_clipboard"):
        pytest.skip("no clipboard on this display")
    assert clipboard.get() == scene.entry.listed.path.read_text("utf-8")
    press(app, scene, scene.paste_button)
    assert len(scene.entries) == 2 and not scene.message_bad
    pasted = scene.entry  # chosen once brought in, named who, what and when
    assert pasted.name != "Copied" and all(name in pasted.name for name in play.names)
    assert pasted.saved.match.actions == play.match.actions
    assert pasted.saved.setup == play.setup


def test_quartos_position_string_goes_to_the_clipboard(app: App) -> None:
    play = quarto_game_under_way(app)
    save_from_the_pause_panel(app, play, "Position")
    scene = open_saved_games(app, "quarto")
    press(app, scene, scene.position_button)
    position = str(play.match.position)
    if clipboard.get() != position:
        assert scene.message == text("frame.saved_games.position_shown", position=position)
        return  # no clipboard here: the position is shown instead
    assert Position.from_str(clipboard.get()) == play.match.position
    quartino = open_saved_games(app, "quartino")
    assert quartino.position_button not in quartino.column.buttons  # Quartino has none


def test_a_saved_quarto_game_opens_in_review_and_quartino_offers_none(app: App) -> None:
    from quarto_app.games.quarto.screen.review import ReviewScene

    play = quarto_game_under_way(app)
    moves = play.match.actions
    save_from_the_pause_panel(app, play, "To review")
    scene = open_saved_games(app, "quarto")
    assert scene.review_button in scene.column.buttons and scene.review_button.enabled
    press(app, scene, scene.review_button)
    review = app.top
    assert isinstance(review, ReviewScene) and review.asked is Ask.PAGE
    assert review.model.match.actions == moves  # the saved game, turn for turn
    app.router.pop()
    assert app.top is scene
    quartino = open_saved_games(app, "quartino")
    assert quartino.review_button not in quartino.column.buttons


def test_a_quarto_position_string_is_imported_as_a_game_from_that_position(
    app: App, own_saves: Path
) -> None:
    play = quarto_game_under_way(app)
    position = play.match.position  # two pieces on the board, one in hand
    folder = paths.exports_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "A position.txt").write_text(str(position) + "\n", "utf-8")
    (folder / "Not one.txt").write_text("zz/zz/zz/zz 9\n", "utf-8")
    scene = open_saved_games(app, "quarto")
    for name in ("Not one.txt", "A position.txt"):
        press(app, scene, scene.import_button)
        type_text(name)
        post_key(pygame.K_RETURN)
        app.run_frames(1)
        if name == "Not one.txt":  # neither a record nor a position: refused, nothing kept
            assert scene.message_bad and scene.entries == []
    assert [e.name for e in scene.entries] == ["A position"] and not scene.message_bad
    press(app, scene, scene.open_button)
    resumed = app.top
    assert resumed.match.position == position and resumed.match.start == position
    assert not any(seat.is_computer for seat in resumed.setup.seats)


# --- damage -----------------------------------------------------------------------------


def test_a_truncated_save_is_listed_as_damaged_and_nothing_else_is_touched(app: App) -> None:
    play = quarto_game_under_way(app)
    save_from_the_pause_panel(app, play, "Whole")
    save_from_the_pause_panel(app, play, "Cut")
    folder = paths.game_saves_dir("quarto")
    cut = library.path_for(folder, "Cut")
    whole = cut.read_text("utf-8")
    cut.write_text(whole[: whole.index("3. b3") + 4], "utf-8")  # the end is lost: "3. b"
    before = files_beside(folder)
    scene = open_saved_games(app, "quarto")
    by_name = {entry.name: entry for entry in scene.entries}
    assert not by_name["Whole"].damaged
    damaged = by_name["Cut"]
    assert isinstance(damaged.error, RecordError)
    assert damaged.error.code is RecordCode.NOT_A_MOVE
    assert damaged.error.params["token"] == "b"
    assert damaged.error.params["line"] == whole.splitlines().index("1. :7 2. c2:2 3. b3 *") + 1
    scene.choose(scene.entries.index(damaged))
    assert not scene.open_button.enabled
    post_key(pygame.K_RETURN)  # Enter does not open it, and nothing breaks
    app.run_frames(2)
    assert app.top is scene
    for size in ((1280, 800), (960, 600)):  # the row says why, at either size
        scene.resize(size)
        scene.draw(pygame.Surface(size))
    assert files_beside(folder) == before  # read, never changed nor moved


def test_a_record_with_an_illegal_move_is_refused_with_its_line_and_token(app: App) -> None:
    play = quarto_game_under_way(app)
    save_from_the_pause_panel(app, play, "Mine")
    folder = paths.game_saves_dir("quarto")
    before = files_beside(folder)
    good = library.path_for(folder, "Mine").read_text("utf-8")
    bad = good.replace("2. c2:2", "2. c2:7")  # piece 7 was given already
    assert bad != good
    scene = open_saved_games(app, "quarto")
    if not clipboard.put(bad):
        pytest.skip("no clipboard on this display")
    press(app, scene, scene.paste_button)
    try:
        app.game("quarto").read_record(bad)
    except RecordError as exc:
        error = exc
    assert error.code is RecordCode.ILLEGAL and error.params["token"] == "c2:7"
    assert scene.message_bad
    assert scene.message == text(
        "frame.saved_games.not_imported", why=saved_games.why(app.game("quarto"), error)
    )
    assert files_beside(folder) == before  # nothing saved, nothing lost
    press(app, scene, scene.back_button)
    assert isinstance(app.top, MenuScene)


def test_a_file_that_is_no_record_is_refused_by_the_import(app: App, own_saves: Path) -> None:
    scene = open_saved_games(app, "quarto")
    odd = own_saves / "odd.bin"
    odd.write_bytes(b"\xff\xfe\x00garbage")
    scene.import_file()
    app.run_frames(1)
    type_text(str(odd))
    post_key(pygame.K_RETURN)
    app.run_frames(1)
    assert scene.message_bad and scene.entries == []
    scene.import_file()
    app.run_frames(1)
    type_text(str(own_saves / "missing.txt"))
    post_key(pygame.K_RETURN)
    app.run_frames(1)
    assert scene.message_bad and scene.entries == []


# --- a long list ------------------------------------------------------------------------


def test_a_long_list_scrolls_by_keyboard_and_wheel(app: App) -> None:
    game = app.game("quarto")
    match = Match(settings_for(quarto_setup()), first=0)
    for number in range(15):
        saved_games.save(game, Saved(quarto_setup(), match, False), f"Game {number:02}")
        os.utime(library.path_for(paths.game_saves_dir("quarto"), f"Game {number:02}"), (0, number))
    scene = open_saved_games(app, "quarto")
    assert [e.name for e in scene.entries][:2] == ["Game 14", "Game 13"]  # newest first
    shown = len(scene.rows)
    assert 0 < shown < 15
    for _ in range(14):
        post_key(pygame.K_DOWN)
    app.run_frames(1)
    assert scene.entry.name == "Game 00" and scene.first == 15 - shown
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=20, flipped=False))
    app.run_frames(1)
    assert scene.first == 0 and scene.entry.name == "Game 00"  # the view moved, not the choice
    post_click(scene.rows[1].center)
    app.run_frames(1)
    assert scene.entry.name == "Game 13"


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)], ids=["1280x800", "960x600"])
def test_the_list_fits_the_window(own_saves: Path, size: tuple[int, int]) -> None:
    app = make_app(size)
    try:
        play = quarto_game_under_way(app)
        for name in ("Anna's first", "A name that is long enough to be cut somewhere, surely"):
            save_from_the_pause_panel(app, play, name)
        scene = open_saved_games(app, "quarto")
        area = pygame.Rect((0, 0), size)
        for button in scene.column.buttons:
            assert area.contains(button.rect)
            assert not button.rect.colliderect(scene.list_area)
        for row in scene.rows:
            assert scene.list_area.contains(row)
        save(app, f"saved_games_{size[0]}x{size[1]}.png")
    finally:
        app.close()
        pygame.quit()


def test_the_default_name_fits_however_many_and_long_the_names(own_saves: Path) -> None:
    from quarto_app.games.quartino.game import GAME as QUARTINO

    names = tuple(f"Somebody with a long name {seat}" for seat in range(4))
    name = saved_games.default_name(QUARTINO, quartino_setup(names=names), when=0)
    assert len(name) <= library.NAME_LIMIT and library.clean_name(name) == name
    assert text(QUARTINO.title) in name and names[0][:10] in name


def test_the_name_field_by_pointer_and_keyboard(app: App) -> None:
    play = quarto_game_under_way(app)
    play.open_pause()
    app.run_frames(1)
    app.top.answer(Answer.SAVE)
    app.run_frames(1)
    entry = app.top
    assert isinstance(entry, EntryScene)
    post_key(pygame.K_RIGHT)  # the focus to the buttons: Save
    post_key(pygame.K_RIGHT)  # Cancel
    app.run_frames(1)
    post_click(entry.box.center)  # back in the field
    post_key(pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL)
    type_text("x" * 100)  # the field keeps to the limit
    app.run_frames(1)
    assert entry.field.text == "x" * library.NAME_LIMIT
    post_key(pygame.K_ESCAPE)  # nothing saved
    app.run_frames(1)
    assert app.top is play and saved_games.entries(app.game("quarto")) == []


def test_a_disk_that_refuses_is_said_and_the_game_goes_on(app: App, own_saves: Path) -> None:
    play = quarto_game_under_way(app)
    save_from_the_pause_panel(app, play, "Kept")
    blocked = paths.saves_dir() / "quartino"
    blocked.write_text("a file where the folder should be")
    (own_saves / "exports").write_text("the same for the exports")
    starting.start(app, quartino_setup(), keep_setup=False)
    app.run_frames(1)
    quartino = app.router.stack[0]
    assert not quartino.save_as("Nowhere")
    notice = quartino.table.current_notice()
    assert notice is not None and notice.tone.value == "bad"
    scene = open_saved_games(app, "quarto")
    press(app, scene, scene.export_button)
    assert scene.message_bad and [e.name for e in scene.entries] == ["Kept"]
    assert blocked.read_text() == "a file where the folder should be"
