"""The worker processes: drawing (pictures) and thinking (AI seats), and the watch that makes
them leave with the bot."""
