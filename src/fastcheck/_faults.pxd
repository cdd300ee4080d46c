# ---- header of _errors.pxi
# The error path's compiled helpers, included into _core.pyx.
#
# When a scanner stops, or the batch solver refuses a board, the Python layer
# words the first problem in reading order without re-reading the whole text:
# ``scan_stop`` packs what a scanner knows where it stopped (the line, its
# byte offset, the arrays read so far), ``first_fault`` finds the first piece
# that breaks a rule of the board in reading order (with the core's own
# rules: ``find_kings`` and ``first_on_a_taken_square``), and
# ``record_lines`` maps record numbers (non-blank lines) to lines.

from libc.stdint cimport int64_t
from cpython cimport array


cdef tuple scan_stop(int64_t line, Py_ssize_t offset, list ns, list offs, array.array xs,
                     array.array ys, array.array ks, array.array cs, Py_ssize_t used)
