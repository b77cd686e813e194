"""Writers of the list files and their notes."""
