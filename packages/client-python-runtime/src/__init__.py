"""The client runtime: hand-written, the same for every generated package, naming no API.

Generated modules import from here; the package's own ``__init__`` re-exports what users need.
"""
