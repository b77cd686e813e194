"""The rules that make the lists from what the readers give."""
