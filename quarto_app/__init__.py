"""Quarto and Quartino for the desktop (a fan-made implementation).

Layers import downwards only (tests/test_layers.py reads the import graph):
the wiring (`app`, `cli`) on top; each game's screens (`games/<game>/screen`);
each game's pure core (`rules`, `match`, `ai`: no pygame, no prose); the
frame that knows no game (`frame`); the platform (`platform`). See
docs/architecture.md.
"""

__version__ = "0.1.0"
