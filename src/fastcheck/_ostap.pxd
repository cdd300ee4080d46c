# What _ostap lends the other modules: format C's board and cell codes.

cdef enum:
    # the kinds a cell of format C may hold (+kind White, -kind Black): Timus
    # numbers pawn 1 .. king 6, as the kinds table does
    OSTAP_KINDS = 6
    OSTAP_SIDE = 8       # format C's board: 8x8 (the only size an Ostap board has)
    OSTAP_SQUARES = 64   # its cells, rank 8 first
