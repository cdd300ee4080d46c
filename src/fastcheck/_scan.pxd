# What _scan lends the other modules: how the formats' text skips blanks.

cdef inline bint is_blank(unsigned char ch) noexcept nogil:
    """A blank inside a line (what ``bytes.split()`` splits on, less the newline)."""
    return ch == c' ' or ch == c'\t' or ch == c'\r' or ch == c'\v' or ch == c'\f'


cdef inline Py_ssize_t skip_blanks(const unsigned char* s, Py_ssize_t i, Py_ssize_t end) noexcept nogil:
    while i < end and is_blank(s[i]):
        i += 1
    return i
