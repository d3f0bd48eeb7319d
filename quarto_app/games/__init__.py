"""The games, one package each: its pure core (rules, match flow, computer players)
and its screens. Only the app's wiring lists them."""
