"""Sound: every effect has its file, made by the script; the player is silent without a mixer,
never slow or failing; volume and mute are the player's settings and stick; M mutes."""

from __future__ import annotations

import importlib.util
import io
import json
import wave
from pathlib import Path

import pygame
import pytest
from test_gui_helpers import make_app, post_key

from quarto_app.frame import intents, preferences, sound
from quarto_app.frame.assets import Assets
from quarto_app.frame.sound import Sound, SoundPlayer
from quarto_app.platform.paths import resource_path
from quarto_app.platform.settings import DEFAULTS, load_settings

ROOT = Path(__file__).resolve().parent.parent


def _make_sounds():
    """tools/make_sounds.py as a module (tools/ is not a package)."""
    path = ROOT / "tools" / "make_sounds.py"
    spec = importlib.util.spec_from_file_location("make_sounds", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def chosen(tmp_path: Path):
    """The player's choices on a settings file of their own; the defaults again afterwards."""
    settings = load_settings(tmp_path / "settings.json")
    yield preferences.use(settings)
    preferences.use({})


def test_every_sound_has_a_short_small_wav_file() -> None:
    total = 0
    for effect in Sound:
        path = resource_path(effect.file)
        assert path.is_file(), f"{effect} has no file: run tools/make_sounds.py"
        with wave.open(str(path)) as read:
            assert (read.getnchannels(), read.getsampwidth()) == (1, 2)
            seconds = read.getnframes() / read.getframerate()
        assert 0.02 < seconds <= 1.6, (effect, seconds)
        total += path.stat().st_size
    assert total < 500_000
    assert sorted(p.stem for p in (ROOT / "assets" / "sounds").glob("*.wav")) == sorted(
        effect.value for effect in Sound
    )  # no file without its name in the game


def test_the_committed_sounds_are_what_the_script_makes() -> None:
    make = _make_sounds()
    assert set(make.EFFECTS) == {effect.value for effect in Sound}
    for effect in Sound:
        made = make.wav_bytes(effect.value)
        assert resource_path(effect.file).read_bytes() == made, f"{effect}: run the script"
        with wave.open(io.BytesIO(made)) as read:
            frames = read.readframes(read.getnframes())
        peak = max(
            abs(int.from_bytes(frames[i : i + 2], "little", signed=True))
            for i in range(0, len(frames), 2)
        )
        assert 8_000 < peak < 32_767  # heard, never clipped


def test_the_player_plays_with_the_dummy_driver(chosen) -> None:
    loader = Assets()
    player = SoundPlayer(loader)
    assert player.play(Sound.PLACE)  # SDL_AUDIODRIVER=dummy (conftest): a mixer, no device
    found = loader.sound(Sound.PLACE.file)
    assert found is not None
    assert found.get_volume() == pytest.approx(sound.loudness(70), abs=0.01)
    chosen.volume = 30
    assert player.play(Sound.PLACE)
    assert found.get_volume() == pytest.approx(sound.loudness(30), abs=0.01)
    pygame.mixer.quit()


def test_muted_or_at_zero_nothing_is_loaded_or_played(chosen, monkeypatch) -> None:
    loader = Assets()
    asked: list[str] = []
    monkeypatch.setattr(loader, "sound", lambda name: asked.append(name))
    player = SoundPlayer(loader)
    chosen.sound = False
    assert not player.play(Sound.WIN)
    chosen.sound = True
    chosen.volume = 0
    assert not player.play(Sound.WIN)
    assert asked == []


def test_a_mixer_that_fails_to_open_is_tried_once_and_the_game_plays_on(
    chosen, monkeypatch
) -> None:
    tries: list[int] = []

    def no_device() -> None:
        tries.append(1)
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    player = SoundPlayer(Assets())
    for effect in Sound:
        assert player.play(effect) is False  # silence, no exception
    assert player.play(Sound.CLICK) is False
    assert len(tries) == 1  # never asked again: no delay on later sounds


def test_a_pygame_without_its_mixer_is_silent(chosen, monkeypatch) -> None:
    class MissingModule:  # what pygame puts in place of a module it was built without
        def __getattr__(self, name: str):
            raise NotImplementedError("mixer module not available")

    monkeypatch.setattr(pygame, "mixer", MissingModule())
    player = SoundPlayer(Assets())
    assert player.play(Sound.CALL) is False
    assert player.play(Sound.TICK) is False


def test_a_damaged_sound_file_is_that_sound_silent(chosen, monkeypatch, tmp_path) -> None:
    (tmp_path / "sounds").mkdir()
    (tmp_path / "sounds" / "place.wav").write_bytes(b"RIFF not really")
    monkeypatch.setattr(
        "quarto_app.platform.paths.resource_path", lambda *parts: tmp_path.joinpath(*parts)
    )
    player = SoundPlayer(Assets())
    assert player.play(Sound.PLACE) is False
    pygame.mixer.quit()


def test_volume_and_mute_are_remembered(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    settings = load_settings(path)
    chosen = preferences.use(settings)
    try:
        assert (chosen.volume, chosen.sound) == (DEFAULTS["volume"], True)
        chosen.volume = 35
        assert sound.toggle_mute() is False
        assert chosen.save()
        again = preferences.use(load_settings(path))
        assert (again.volume, again.sound) == (35, False)
        assert sound.toggle_mute() is True  # and back on
        assert again.sound
    finally:
        preferences.use({})


@pytest.mark.parametrize(
    ("stored", "read"),
    [(0.7, 70), (1.0, 100), (0.0, 0), (55, 55), (100, 100), (42.6, 43)],
    ids=["old-scale", "old-full", "old-silent", "int", "top", "float-percent"],
)
def test_a_stored_volume_is_read_on_its_scale(tmp_path: Path, stored, read) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"volume": stored}))
    assert load_settings(path)["volume"] == read


@pytest.mark.parametrize("bad", [250, -1, "loud", True, None, [50]])
def test_a_bad_volume_gives_the_default_and_a_warning(tmp_path: Path, caplog, bad) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"volume": bad, "sound": False}))
    settings = load_settings(path)
    assert settings["volume"] == DEFAULTS["volume"]
    assert settings["sound"] is False  # the rest is kept
    assert "'volume'" in caplog.text


def test_a_bad_flag_or_theme_reads_as_the_default(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"theme": "neon", "top_down": "yes", "reduced_motion": 1}))
    chosen = preferences.Preferences(load_settings(path))
    assert chosen.theme.value == "wood"
    assert chosen.top_down is False and chosen.reduced_motion is False


def test_m_is_mute_and_the_fourth_seat_calls_with_slash() -> None:
    m = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m")
    assert intents.translate(m) == intents.ToggleMute()
    assert intents.translate(m, typing=True) is None  # a letter in a name
    ctrl_m = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=pygame.KMOD_LCTRL)
    assert intents.translate(ctrl_m) is None
    slash = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SLASH, mod=0, unicode="/")
    assert intents.translate(slash) == intents.Call(3)
    assert len(set(intents.CALL_KEYS)) == 4 and intents.MUTE_KEY not in intents.CALL_KEYS
    assert intents.CALL_KEY_LABELS[3] == "/"


def test_m_mutes_on_any_screen_and_the_setting_sticks() -> None:
    app = make_app()
    try:
        app.router.reset("menu")
        app.run_frames(1)
        post_key(pygame.K_m, text="m")
        app.run_frames(1)
        assert app.settings["sound"] is False
        app.router.push("setup", game="quarto")
        app.run_frames(1)
        post_key(pygame.K_m, text="m")
        app.run_frames(1)
        assert app.settings["sound"] is True
    finally:
        app.close()
        pygame.quit()
        preferences.use({})


def test_every_quarto_event_that_should_sound_does() -> None:
    from quarto_app.games.quarto.match import Event, EventKind, Result, Termination
    from quarto_app.games.quarto.screen import sounds

    silent = {EventKind.TIMEOUT}  # the result that follows it speaks
    for kind in EventKind:
        heard = sounds.sound_for(Event(kind, 0), Result(0, Termination.CALL))
        assert (heard is None) == (kind in silent), kind
    win = Result(1, Termination.STEAL)
    placed_and_won = [
        Event(EventKind.PLACE, 0),
        Event(EventKind.STEAL, 1),
        Event(EventKind.RESULT, 1),
    ]
    assert sounds.loudest(placed_and_won, win) is Sound.WIN
    assert sounds.loudest(placed_and_won, win, cheer=False) is Sound.LAPSE
    draw = Result(None, Termination.FULL_BOARD)
    assert sounds.loudest([Event(EventKind.PLACE, 0), Event(EventKind.RESULT, None)], draw) is (
        Sound.DRAW
    )
    assert sounds.loudest([Event(EventKind.PLACE, 0), Event(EventKind.CALL, 0)]) is Sound.CALL
    assert sounds.loudest([Event(EventKind.TIMEOUT, 0)]) is None
    assert set(sounds.PRIORITY) >= set(sounds.SOUND_OF.values())


def test_a_countdown_ticks_at_three_two_and_one_seconds_left() -> None:
    left = 5.0
    ticks = []
    while left > 0:
        after = max(0.0, left - 1 / 60)
        if sound.countdown_tick(left, after):
            ticks.append(after)
        left = after
    assert [round(t) for t in ticks] == [3, 2, 1]
    assert not sound.countdown_tick(None, 2.5) and not sound.countdown_tick(2.5, None)
    assert not sound.countdown_tick(2.5, 2.7)  # time given back (undo) is no tick


def test_buttons_and_choices_click_after_they_act(chosen, monkeypatch) -> None:
    from quarto_app.frame.widgets import Button, Choice

    heard: list[tuple[Sound, int]] = []
    monkeypatch.setattr(sound, "play", lambda effect: heard.append((effect, chosen.volume)))
    Button("Go", lambda: None).activate()
    Button("Off", lambda: None, enabled=False).activate()
    volumes = Choice(
        "Volume", ["30", "40"], 0, on_change=lambda i: setattr(chosen, "volume", 30 + 10 * i)
    )
    volumes.step(1)
    assert heard == [(Sound.CLICK, 70), (Sound.CLICK, 40)]  # the new volume is the one heard
