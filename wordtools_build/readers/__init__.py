"""Readers of the build's sources."""
