"""Recall: run the arms, fuse them, check every result against the caller, and explain empty answers."""
