"""Start Quarto: `python main.py` opens the game; `python main.py --help` lists the rest.

This is also the entry point of the PyInstaller build (build.spec), so it works
the same from source and frozen: the game runs inside quarto_app.platform.crash's guard
(an uncaught error is logged and shown, never a silent exit), while `analyze`
and usage errors behave like any command-line tool.
"""

import multiprocessing
import os
import sys


def _attach_windows_console(argv: list[str]) -> None:
    """Let the windowed Windows build print --version, usage and smoke results.

    Built without a console, Quarto.exe gets sys.stdout/sys.stderr = None unless
    they were redirected; when it was started from a console with arguments,
    write to that console instead of nowhere. Double-clicked: nothing to attach to.
    """
    if sys.platform != "win32" or not getattr(sys, "frozen", False) or not argv:
        return
    if sys.stdout is not None and sys.stderr is not None:
        return
    import ctypes

    if not ctypes.windll.kernel32.AttachConsole(-1):  # ATTACH_PARENT_PROCESS
        return
    if sys.stdout is None:
        sys.stdout = open("CONOUT$", "w", encoding="utf-8", errors="replace")  # noqa: SIM115
    if sys.stderr is None:
        sys.stderr = open("CONOUT$", "w", encoding="utf-8", errors="replace")  # noqa: SIM115


def hang_up_with_the_launcher() -> None:
    """Ask Linux for a SIGTERM when the process that started this one dies, if that is
    PyInstaller's one-file launcher (the same executable).

    The Linux build is one file: its launcher unpacks the bundle, runs the game in
    a child process and waits. SIGTERM and SIGHUP it passes on, but `kill -9` of the
    launcher cannot be passed on, and the game (with its search worker) would play
    on unseen. SIGTERM ends the game cleanly (quarto_app.app) even when a player
    started it with nohup, which leaves hang-ups ignored.
    """
    if not sys.platform.startswith("linux"):
        return
    launcher = os.getppid()
    try:
        if os.readlink(f"/proc/{launcher}/exe") != os.readlink("/proc/self/exe"):
            return  # started from a shell, a desktop, a test: nobody to follow
    except OSError:
        return
    import ctypes
    import signal

    pr_set_pdeathsig = 1  # from <linux/prctl.h>
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        if libc.prctl(pr_set_pdeathsig, int(signal.SIGTERM), 0, 0, 0) != 0:
            return
    except (OSError, AttributeError):
        return  # no C library to ask: the game just does not follow its launcher
    if os.getppid() != launcher:  # the launcher died before the request took hold
        os.kill(os.getpid(), signal.SIGTERM)


def main(argv: list[str]) -> int:
    """Run the command line in ``argv``; the exit code."""
    _attach_windows_console(argv)
    if getattr(sys, "frozen", False):
        hang_up_with_the_launcher()
    if argv and argv[0] in ("analyze", "review", "puzzles"):
        # A terminal tool: errors print as usual, no error window.
        from quarto_app.cli import main as cli_main

        return cli_main(argv)

    # Before pygame is imported: no banner on stdout; the window class matches
    # assets/quarto.desktop (StartupWMClass) so docks show the right icon.
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "Quarto")
    from quarto_app.cli import main as cli_main
    from quarto_app.frame.error_window import say_crash, show_error_window
    from quarto_app.platform import crash

    crash.setup_logging()
    # SystemExit (usage errors: 2, --version: 0) passes through run_guarded untouched.
    return crash.run_guarded(
        lambda: cli_main(argv),
        headless="--smoke" in argv,
        show_window=show_error_window,
        say=say_crash,
    )


if __name__ == "__main__":
    # First: in a frozen build a worker process of the computer opponent starts
    # this same executable, and freeze_support turns it into that worker.
    multiprocessing.freeze_support()
    try:
        sys.exit(main(sys.argv[1:]))
    except KeyboardInterrupt:
        sys.exit(130)
