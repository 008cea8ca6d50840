"""`/origins replay`: a finished game move by move (`views`), told in words (`captions`)."""
