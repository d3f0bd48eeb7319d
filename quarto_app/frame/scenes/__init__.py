"""The screens every game shares: menu, game setup, about, dice, pause and result."""
