"""Where the app meets the machine: per-user paths, atomic storage, settings, saves,
the log and the crash report. No game rules, no drawing (but the crash window)."""
