"""The frame: the app loop, scenes, widgets, intents, theme, assets, clock and words.

It knows no game: games plug in through `frame.game` and are listed by the
app's wiring. Importing this package imports nothing (pygame comes with the
modules that draw).
"""
