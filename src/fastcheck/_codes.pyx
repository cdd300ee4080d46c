# cython: language_level=3
"""The codes of the core (``_codes.pxd``: colours, verdicts, Ostap move
results, a batch's rule errors) and the error a board that breaks a rule of
the board raises.  :mod:`fastcheck._core` re-exports them."""


class BoardError(ValueError):
    """A position that breaks a rule of the board: ``code`` is ERR_KINGS (a
    second king of one colour) or ERR_DUPLICATE (two pieces on one square),
    ``piece`` the index of the piece that breaks it."""

    code = ERR_DUPLICATE
    piece = -1

    def __init__(self, message, code, piece):
        super().__init__(message)
        self.code = code
        self.piece = piece

    def __reduce__(self):
        return (BoardError, (str(self), self.code, self.piece))
