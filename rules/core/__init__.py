"""The core of the engine: what is the same for every game.

    grid.py        the fixed grid and its bitboard geometry; directions
    pieces.py      terrains, printed squares, dominoes
    territory.py   a territory's squares and regions (a game's subclass adds its pieces)
    actions.py     pick, place, discard; the verbs a game registers
    decisions.py   the core's stages and the pending decision
    game.py        the draft-place-pick loop, with the hooks a game's state overrides
    hooks.py       `BoxRules`: what the core asks a game (state class, notation, scores)
    box.py         a game's box as data, and the registry games are registered in
    config.py      a game's settings
    scoring.py     regions, bonuses, ranking and tie-breaks
    token.py       notation.py   the territory notation
    snapshot.py    records and snapshots as JSON
    errors.py      refusals.py   reasons.py   refusals: codes, their English, their reasons
    rng.py         the portable random generator

No module here imports a game's package (rules.boxes.<game>): the games import the core, and
the registry (rules.boxes) ties them.
"""
