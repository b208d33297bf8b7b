"""Derived indexes (the arms' engines), rebuilt from the store and kept in step through the outbox."""
