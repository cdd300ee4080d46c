# The sorting of the line indexes, included into _core.pyx: the entry type
# and fc_sort (a radix sort for large indexes, std::sort otherwise).

cdef extern from "fc_sort.h":
    ctypedef struct FcEntry:
        int64_t key
        int64_t pos
        int64_t pid
    void fc_sort(FcEntry* a, Py_ssize_t n) nogil
