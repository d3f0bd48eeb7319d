"""Quartino's screens: the table model, input, layout, art and view, on the frame's play kit."""
