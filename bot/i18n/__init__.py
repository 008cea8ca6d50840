"""The bot's words: which language for whom, the command Translator, message helpers."""
