"""Quarto (Blaise Muller, Gigamic): `rules`, `match` and `ai` are the pure core;
`screen` draws it and takes the players' input."""
