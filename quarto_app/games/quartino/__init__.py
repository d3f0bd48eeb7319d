"""QUARTINO (Petr Doubek, Loris Games 2018): `rules`, `match` and `ai` are the pure core;
`cli` is the analyze command. Importing this package imports nothing."""
