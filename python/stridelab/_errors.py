"""Exceptions raised by stridelab: the library's error as a Python exception.

Every error the C library reports (an ``sl_error``: a status, the Python exception class
the reference would raise, and its exact message) becomes an instance of a class that
derives from both :class:`StridelabError` and, when the library names a builtin class
(``IndexError``, ``RuntimeError``, ...), that builtin: ``except IndexError`` and
``except stridelab.StridelabError`` both catch it, and ``str(exc)`` is the library's
message exactly.  Names that are not builtins (``AxisError``, ...) get a class of that
name deriving from StridelabError (numpy's AxisError also from ValueError and IndexError,
as in numpy).

Where the library stops on a limit of its own (a work budget, an output or memory cap) or
a construct it does not support, the error is a :class:`ToolError` (:class:`LimitExceeded`
or :class:`Unsupported`), never a builtin class: it is not an exception torch, numpy or
Python would raise.  :func:`stridelab.run` raises a :class:`SnippetError` only for an
exception the snippet itself raised (or its syntax error), and a ToolError when the run
hit a limit of the tool.  The same rule holds for every function: more than 64
dimensions (the library's bound, in a tensor, an ``__array_interface__``, a layout text or
a chain), a work budget, ``trace(max_elements=)`` and its other ``max_*`` bounds raise
:class:`LimitExceeded`; a value that is wrong in itself (a negative ``threads``, an unknown
``order``) is a ValueError or TypeError.
"""
import builtins
from typing import Dict, Optional, Tuple, Type

__all__ = ["StridelabError", "SnippetError", "ToolError", "LimitExceeded", "Unsupported", "error_class",
           "make_error"]


class StridelabError(Exception):
    """An error reported by the stridelab library.

    Attributes: ``status`` (the library's status name, e.g. ``"SL_ERR_PY"``), ``type``
    (the exception class name the reference raises, or the engine's own: ``"Unsupported"``,
    ``"LimitExceeded"``, ...), ``message`` (exactly ``str(self)``), and the position in the
    input text when there is one: ``offset`` (0-based, -1 when none), ``line``, ``col``
    (1-based, 0 when none)."""

    status: str = ""
    type: str = ""
    message: str = ""
    offset: int = -1
    line: int = 0
    col: int = 0

    def __str__(self) -> str:
        return self.message if self.message or not self.args else str(self.args[0])


class SnippetError(StridelabError):
    """Base of the exceptions :func:`stridelab.run` raises when the snippet raised.

    Extra attributes: ``output`` (what the snippet printed before it raised) and
    ``traceback_name`` (the class name Python's traceback prints, module-qualified for
    numpy's classes, e.g. ``numpy.exceptions.AxisError``)."""

    output: str = ""
    traceback_name: str = ""


class ToolError(StridelabError):
    """stridelab stopped: a limit of the tool or a construct it does not support, not an
    error of the code or data it was asked about (torch / numpy / Python would not raise
    it).  ``status`` is the library's ("SL_ERR_LIMIT", "SL_ERR_UNSUPPORTED", ...);
    ``output`` is what :func:`stridelab.run` printed before it stopped ("" elsewhere)."""

    output: str = ""


class LimitExceeded(ToolError):
    """A limit of stridelab was reached: a work budget (``budget=``, ``max_steps=``), an
    output or memory cap (``max_bytes=``), a size the language bounds.  Raising the limit,
    where there is a parameter for it, lets the call finish."""


class Unsupported(ToolError):
    """A construct stridelab does not model (its message starts ``unsupported: ``); the
    answer is refused rather than guessed."""


for _c in (StridelabError, SnippetError, ToolError, LimitExceeded, Unsupported):
    _c.__module__ = "stridelab"

_classes: Dict[Tuple[str, bool], Type[StridelabError]] = {}
_FIXED: Dict[str, Type[StridelabError]] = {"LimitExceeded": LimitExceeded, "Unsupported": Unsupported,
                                           "ToolError": ToolError}
# the library's statuses for which stridelab stopped (the CLI's exit status 2)
TOOL_STATUSES = {"SL_ERR_LIMIT": LimitExceeded, "SL_ERR_NOMEM": LimitExceeded,
                 "SL_ERR_UNSUPPORTED": Unsupported, "SL_ERR_OVERFLOW": ToolError, "SL_ERR_ARG": ToolError}

# the statuses that are the tool's whichever function met them (SL_ERR_ARG and
# SL_ERR_OVERFLOW outside run() are argument errors of the package, builtin classes)
_TOOL_STATUSES_EVERYWHERE = {"SL_ERR_LIMIT", "SL_ERR_NOMEM", "SL_ERR_UNSUPPORTED"}

_EXTRA_BASES = {"AxisError": (ValueError, IndexError)}


def error_class(type_name: str, snippet: bool = False) -> Type[StridelabError]:
    """The exception class for the library's exception type name."""
    if type_name in _FIXED:
        return _FIXED[type_name]
    key = (type_name, snippet)
    cls = _classes.get(key)
    if cls is not None:
        return cls
    root = SnippetError if snippet else StridelabError
    bases: Tuple[type, ...] = (root,)
    name = type_name if type_name.isidentifier() else "Error"
    builtin = getattr(builtins, name, None)
    if isinstance(builtin, type) and issubclass(builtin, BaseException) and builtin is not BaseException:
        bases = (root, builtin)
    elif name in _EXTRA_BASES:
        bases = (root,) + _EXTRA_BASES[name]
    try:
        cls = type(name, bases, {"__module__": "stridelab"})
    except TypeError:  # a builtin whose layout does not combine
        cls = type(name, (root,), {"__module__": "stridelab"})
    _classes[key] = cls
    return cls


def make_error(status: str, type_name: str, message: str, offset: int = -1, line: int = 0,
               col: int = 0, snippet: bool = False, output: Optional[str] = None,
               traceback_name: Optional[str] = None) -> StridelabError:
    """Build (not raise) the exception for one library error.  With ``snippet`` (an error
    of :func:`stridelab.run`), a tool status makes a :class:`ToolError` subclass whose
    ``type`` is its class name, and ``output`` is set on either kind."""
    if status in TOOL_STATUSES and (snippet or status in _TOOL_STATUSES_EVERYWHERE):
        cls: Type[StridelabError] = TOOL_STATUSES[status]
        type_name = cls.__name__
    else:
        cls = error_class(type_name or "Error", snippet)
    exc = cls(message)
    exc.status, exc.type, exc.message = status, type_name, message
    exc.offset, exc.line, exc.col = offset, line, col
    if isinstance(exc, SnippetError):
        exc.output = output or ""
        exc.traceback_name = traceback_name or type_name
    elif isinstance(exc, ToolError) and snippet:
        exc.output = output or ""
    return exc
