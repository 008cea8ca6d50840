"""The AI players: Easy and Normal (rules.ai.agents), Hard (Monte Carlo over fast greedy playouts).

Every agent sees only what a player at the table sees and plays through the public engine API;
nothing here changes a state except copies it owns.
"""
