"""How every fastcheck message words an operating-system error: ``cannot
open 'x.in': no such file``.

Standard library only and importing nothing of fastcheck, at the bottom of
the import graph: :mod:`fastcheck.errors` words OS errors with it, and the
problem packages' C++ output comparison gets its table of reasons written
from this module's (:mod:`fastcheck.kit.package.sources`)."""
import errno
import os

#: the common OS errors' reasons, as a person says them
OS_REASONS = {
    errno.ENOENT: "no such file", errno.EACCES: "permission denied", errno.EPERM: "permission denied",
    errno.EISDIR: "is a directory", errno.ENOTDIR: "a part of the path is not a directory",
    errno.ENAMETOOLONG: "the name is too long", errno.ELOOP: "too many symbolic links",
    errno.EEXIST: "it already exists", errno.ENOSPC: "no space left on the device",
    errno.EROFS: "the file system is read-only", errno.EFBIG: "the file would be too large",
    errno.EMFILE: "too many open files", errno.ENFILE: "too many open files", errno.EIO: "input/output error",
}
#: the errors that come from writing (``cannot write`` rather than ``cannot open``)
WRITE_ERRNOS = (errno.ENOSPC, errno.EROFS, errno.EFBIG, errno.EIO)


def os_message(exc: OSError, what: str = "", verb: "str | None" = None) -> str:
    """An :class:`OSError` as a person says it: ``cannot open the answer
    'x.ans': no such file``.  ``what`` names the file's role (``"the
    answer"``) when it helps; ``verb`` replaces the guessed ``cannot
    open``/``cannot write``/``cannot create``."""
    reason = OS_REASONS.get(exc.errno or 0)
    if reason is None:
        reason = (exc.strerror or str(exc) or type(exc).__name__).rstrip(".")
        reason = reason[:1].lower() + reason[1:]
    name = exc.filename if exc.filename is not None else exc.filename2
    if verb is None:
        verb = ("cannot write" if exc.errno in WRITE_ERRNOS else "cannot create" if exc.errno == errno.EEXIST
                else "cannot open")
    if name is None:
        return f"{verb} {what}: {reason}" if what else reason
    shown = os.fsdecode(name) if isinstance(name, (bytes, os.PathLike)) else str(name)
    return f"{verb} {what + ' ' if what else ''}{shown!r}: {reason}"
