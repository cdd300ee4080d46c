# ---- header of _ostap.pxi
# Ostap's chess (format C): the correct moves on a mailbox board, included
# into _core.pyx after _mailbox.pxi and _sight.pxi, before _ostap_board.pxi.
#
# How the pieces move and attack are the rules of _rules.pxi, asked of the
# mailbox through the indexed engine's queries (_sight.pxi).  Ostap's
# chess adds its own: a pawn may step two squares from its start rank;
# there is no castling, en passant or promotion; a side may have any number
# of kings (none too), and a move is correct when afterwards no king of its
# side is attacked, which a trial move (make, test, take back) decides.
# ---- header of _ostap_board.pxi
# The Ostap board (format C) as Python sees it, included into _core.pyx
# after _ostap.pxi: ``OstapBoard``, a board changed in place one move at a
# time, whose game loop (``play_log``, ``replay_text``) runs in the core.



cdef enum:
    # the kinds a cell of format C may hold (+kind White, -kind Black): Timus
    # numbers pawn 1 .. king 6, as the kinds table does
    OSTAP_KINDS = 6
    OSTAP_SQUARES = 64   # format C's board: 8x8, rank 8 first
