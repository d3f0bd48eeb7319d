"""Quarto on screen: the table, its input, its view, the drawn pieces and board."""
