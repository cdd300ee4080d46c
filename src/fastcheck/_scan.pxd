# ---- header of _scan.pxi
# The fast readers of formats A, B and C, included into _core.pyx.
#
# Each accepts the grammar of its careful reader in fastcheck.formats (the
# rules "one king of each colour" and "one piece per square" are the
# solver's) and fills flat arrays in one pass over the bytes.  They do not
# word errors: on the first problem they report the line number (format B
# also what it read before it; format C nothing), and the Python layer has
# the careful reader raise the FormatError with its full message.

from cpython cimport array


cdef tuple shrink_boards(array.array xs, array.array ys, array.array ks, array.array cs,
                         Py_ssize_t used)

cdef inline bint is_blank(unsigned char ch) noexcept nogil:
    """A blank inside a line (what ``bytes.split()`` splits on, less the newline)."""
    return ch == c' ' or ch == c'\t' or ch == c'\r' or ch == c'\v' or ch == c'\f'


cdef inline Py_ssize_t skip_blanks(const unsigned char* s, Py_ssize_t i, Py_ssize_t end) noexcept nogil:
    while i < end and is_blank(s[i]):
        i += 1
    return i
