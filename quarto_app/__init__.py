"""Quarto and Quartino for the desktop (a fan-made implementation).

Layers import one way: rules <- ai <- match <- screens. The pure core
(``rules``, ``ai``, ``match``) never imports pygame.
"""

__version__ = "0.1.0"
