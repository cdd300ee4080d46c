# The core's arrays are the standard library's array.array ('q' int64, 'b'
# int8, 'Q' uint64): importing the core does not import numpy.  Inline
# helpers only, compiled into each module that cimports them.

from cpython cimport array
from libc.string cimport memset


cdef inline array.array new_array(str typecode, Py_ssize_t size):
    """An uninitialised ``array.array`` of ``typecode`` with ``size`` items."""
    return array.clone(array.array(typecode), size, False)


cdef inline array.array zeroed(str typecode, Py_ssize_t size):
    """An ``array.array`` of ``typecode`` holding ``size`` zeros.
    (``array.clone(..., zero=True)`` passes a NULL buffer to memset when
    ``size`` is 0, which UBSan rightly refuses.)"""
    cdef array.array a = new_array(typecode, size)
    if size > 0:
        memset(a.data.as_chars, 0, size * a.ob_descr.itemsize)
    return a
