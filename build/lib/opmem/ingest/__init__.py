"""Ingest: records and files become documents, deterministically."""
