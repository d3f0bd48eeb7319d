"""The play kit: what every game's play screen shares, so no game copies another's.

    match.py     the protocol both games' match classes satisfy (seats, who acts,
                 events, tick, undo/redo, clock, outcome and its winners)
    table.py     the table model's base: notices, flashes, the result pause, undo
                 narration, pieces going home, the seat at the screen (hidden hands)
    gesture.py   drag threshold, click-then-click, a refused drop sent home
    bar.py       the status and message lines with the Menu/Undo/Redo buttons
    computer.py  the computer seats: think-at-least pacing, glides, steps of a turn
    worker.py    a computer player's search off the drawing thread (process or thread)
    scene.py     the play scene's base: buttons, pause, result, autosave, rematch,
                 attract mode, the hand-over between people
A game's screen package subclasses these and adds its own places, art and words.
"""
