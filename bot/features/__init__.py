"""What the bot offers around the games: lobby, threads, rematch, Dynasty, replay, my games,
time off, ratings and the leaderboard, the rules pages."""
