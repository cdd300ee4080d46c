# The codes the core returns, shared by every module of the core (cimported)
# and, as Python enums, by the Python layer (fastcheck.codes mirrors them).

cpdef enum Color:
    # A side; White is the lowercase side, whose pawns move to larger y.
    BLACK = 0
    WHITE = 1


cpdef enum State:
    # The verdict of a position; a checked side is 2 + its colour.
    SAFE = 0
    IMPOSSIBLE = 1
    BLACK_CHECKED = 2 + BLACK
    WHITE_CHECKED = 2 + WHITE


cpdef enum MoveResult:
    # What an Ostap move gives: INCORRECT (the move is not made), else the
    # state of the side now to move.
    INCORRECT = -1
    CORRECT = 0
    CHECK = 1
    MATE = 2
    DRAW = 3


cpdef enum BatchError:
    # The state solve_batch gives a board that breaks a rule of the board.
    ERR_DUPLICATE = -1     # two pieces on one square
    ERR_KINGS = -2         # not exactly one king of each colour
