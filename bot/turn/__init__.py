"""The turn loop: load, check, play and store a move, then answer the mover and the channel."""
