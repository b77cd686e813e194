"""One module (or package) per game, each following wordtools.engine.protocol."""
