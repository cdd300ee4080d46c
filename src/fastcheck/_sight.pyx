# cython: language_level=3
# ---- header of _sight.pxi
# The indexed engine's queries, included into _core.pyx after the line
# indexes and the mailbox: what a square sees on a board with an index.
#
# A board asked many questions (a Position, an Ostap game) keeps an index
# of where its pieces stand, and every question is a few look-ups in it.
# There are two indexes: the four sorted line indexes of a static board
# (``Pos``, any size up to 10**18: the nearest piece along a ray is a
# bisection, ``ray_first``) and the mailbox of an Ostap board (``OBoard``,
# at most 64x64 squares: a walk, ``walk``).  The queries are written once
# for both, over the fused type ``Board``, and ask the rules of _rules.pxi:
# the attackers of a square, the pins to a king, a king's safe steps.
