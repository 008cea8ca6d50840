"""The AI players: Easy, Normal (greedy) and Hard (Monte Carlo over fast greedy playouts).

    agents.py      the players by name and level (`make_agent`), and the random player
    greedy.py      Normal            easy.py   Easy            montecarlo.py   Hard
    playout.py     the fast greedy of Hard's playouts
    heuristics.py  what the AI knows of a game: the plain game's, extended per game
    view.py        a territory as the fast greedy counts it
    outlook.py     the bonuses a territory can still have
    boxes/         each game's own heuristics, by the game's name (the AI's registry)

Every agent sees only what a player at the table sees and plays through the public engine API;
nothing here changes a state except copies it owns.
"""
