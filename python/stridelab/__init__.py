"""stridelab: exact answers about strided tensor views, for the tensors you hold.

Every function takes a torch tensor, a numpy array, any object with ``__dlpack__`` or
``__array_interface__``, or a layout text as the ``stridelab`` command line takes it
(``"size=(4,3),stride=(1,4),offset=0,itemsize=4"`` or a chain such as
``"torch.arange(12.).view(3, 4).t()"``).  Nothing is copied: the layout is read from the
object and the answers come from the C library (include/stridelab.h), exactly.

    >>> import torch, stridelab
    >>> x = torch.arange(24.).view(2, 3, 4).transpose(0, 2)
    >>> print(stridelab.addr(x, (1, 2, 1)))
    0 + 1×1 + 2×4 + 1×12 = 21 → byte 84

Functions: :func:`layout`, :func:`addr`, :func:`whois`, :func:`overlap`, :func:`prove`,
:func:`explain`, :func:`run`, :func:`trace`, :func:`cache_lab`, :func:`copy`,
:func:`contiguous`.  Errors are :class:`StridelabError` subclasses that also derive from
the builtin class the library names (``IndexError``, ``RuntimeError``, ...) and carry the
library's message.
"""
import html
import itertools
import json
import re
import sys
from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional, Sequence, Tuple, Union

from . import _core, _errors
from ._convert import Source, as_source
from ._errors import LimitExceeded, SnippetError, StridelabError, ToolError, Unsupported, error_class

__version__ = "0.1.0"
__all__ = [
    "layout", "addr", "whois", "overlap", "prove", "explain", "run", "trace", "cache_lab",
    "copy", "contiguous", "refs", "default_ref", "ProfileWarning",
    "Layout", "Address", "WhoIs", "Overlap", "Obligation", "Proof", "Explanation", "Trace",
    "TraceLevel", "WarpTrace", "CacheLab", "StridelabError", "SnippetError", "ToolError", "LimitExceeded",
    "Unsupported", "error_class",
]

_core._set_error_factory(_errors.make_error)

DEFAULT_BUDGET = 100_000_000  # work units, as the CLI's default
_MAX_LIST_ENTRIES = 1 << 22   # whois: listed tuples x dimensions, as the CLI
Index = Sequence[int]


def _raise(status: str, type_name: str, message: str) -> None:
    raise _errors.make_error(status, type_name, message)


def refs() -> List[Tuple[str, str, str, str, str]]:
    """The reference profiles: (name, torch version, numpy version, python, summary)."""
    return [tuple(r) for r in _core.refs()]  # type: ignore[misc]


_REFS = ("lessons", "debian12")


class ProfileWarning(UserWarning):
    """The installed torch / numpy match no reference profile exactly: the answers of
    :func:`run`, :func:`explain` and chain texts follow the profile named in the message
    (pass ``ref=`` to choose one and silence this)."""


ProfileWarning.__module__ = "stridelab"
_DEFAULT: List[Any] = []  # [(profile, exact, message)] once computed


def _installed_versions() -> Dict[str, str]:
    """{"torch": version, "numpy": version} of what is installed, read from the packages'
    metadata (neither is imported)."""
    out = {}
    try:
        from importlib import metadata
    except ImportError:  # pragma: no cover - Python < 3.8
        return out
    for lib in ("torch", "numpy"):
        try:
            out[lib] = metadata.version(lib)
        except Exception:  # noqa: BLE001 - not installed (or no metadata): not compared
            pass
    return out


def _major_minor(v: str) -> Tuple[int, ...]:
    parts = []
    for p in v.split(".")[:2]:
        digits = "".join(itertools.takewhile(str.isdigit, p))
        parts.append(int(digits) if digits else -1)
    return tuple(parts)


def default_ref() -> str:
    """The reference profile that answers when ``ref=`` is not given: the one whose torch
    and numpy versions (major.minor) are the ones installed here — "debian12" next to
    torch 1.13 / numpy 1.24, "lessons" next to torch 2.2 / numpy 2.2 or with neither
    installed.  When the installed versions match no profile (torch 2.2 with numpy 1.26,
    say), the profile matching more of them answers ("lessons" on a tie) and the first
    call that depends on it warns with a :class:`ProfileWarning`.  Live tensors and arrays
    do not depend on it (their layout is read from the object); :func:`run`,
    :func:`explain` and chain texts do."""
    return _default()[0]


def _default() -> Tuple[str, bool, str]:
    if not _DEFAULT:
        have = _installed_versions()
        best, best_n, exact = "lessons", -1, False
        for name, tv, nv, _py, _sum in refs():
            want = {"torch": tv, "numpy": nv}
            n = sum(1 for lib, v in have.items() if _major_minor(v) == _major_minor(want[lib]))
            if n > best_n:
                best, best_n, exact = name, n, n == len(have)
        msg = ""
        if not exact:
            info = {r[0]: r for r in refs()}[best]
            inst = " and ".join(f"{lib} {v}" for lib, v in sorted(have.items(), reverse=True))
            msg = (f"stridelab: the installed {inst} match no reference profile; answering with "
                   f"{best!r} (torch {info[1]} + numpy {info[2]}), whose printed values, dtypes and errors "
                   f"may differ from yours (pass ref='lessons' or ref='debian12' to choose)")
        _DEFAULT.append((best, exact, msg))
    return _DEFAULT[0]


def _ref(ref: Optional[str]) -> str:
    """ref= as given, or the default profile (warning once when it is a guess)."""
    if ref is None:
        name, exact, msg = _default()
        if not exact:
            import os
            import warnings
            # point at the caller's line, the first frame outside this package
            here, level, f = os.path.dirname(os.path.abspath(__file__)), 1, sys._getframe(0)
            while f is not None and os.path.dirname(os.path.abspath(f.f_code.co_filename)) == here:
                f, level = f.f_back, level + 1
            warnings.warn(msg, ProfileWarning, stacklevel=level)
        return name
    if ref not in _REFS:
        raise _errors.error_class("ValueError")(f"unknown reference profile {ref!r} (known: lessons, debian12)")
    return ref


def _src(obj: Any, ref: Optional[str] = None) -> Source:
    if ref is not None and ref not in _REFS:
        raise _errors.error_class("ValueError")(f"unknown reference profile {ref!r} (known: lessons, debian12)")
    if isinstance(obj, str):  # only a chain text depends on the profile
        return as_source(obj, _ref(ref))
    return as_source(obj, ref or "lessons")


def _n(count: int, one: str, many: Optional[str] = None) -> str:
    """``count`` with its noun, singular for exactly 1: ``1 element``, ``2 elements``,
    ``1 miss``, ``3 misses`` (``many`` defaults to ``one + "s"``)."""
    return f"{count} {one if count == 1 else (many or one + 's')}"


def _int_arg(v: Any, name: str) -> int:
    """An int argument: Python ints and numpy / torch integer scalars, not floats or bools."""
    if isinstance(v, bool) or not hasattr(v, "__index__"):
        raise _errors.error_class("TypeError")(f"{name} must be an integer, not {type(v).__name__}")
    return v.__index__()


def _threads_arg(v: Any) -> int:
    n = _int_arg(v, "threads")
    if n < 1:
        raise _errors.error_class("ValueError")(f"threads must be at least 1, got {n}")
    return n


# ------------------------------------------------------------------------------ layout

@dataclass(frozen=True)
class Layout:
    """What :func:`layout` returns.

    ``strides`` and ``offset`` count elements (None when a byte stride or the byte offset
    is not a multiple of the itemsize, as numpy allows); ``strides_bytes`` and
    ``offset_bytes`` count bytes, the offset from the storage's first byte.  ``extent`` is
    the storage range the view reaches, ``(first_byte, end_byte)`` (end exclusive; None
    when the view has no elements); ``storage_bytes`` the storage's size (None when
    unknown) and ``in_bounds`` whether the extent lies inside it.  torch's predicates
    (``is_contiguous``, ``is_channels_last``, ``is_channels_last_3d``,
    ``is_non_overlapping_and_dense``, ``torch_internal_overlap``: "no" / "yes" /
    "too_hard" as ``torch._debug_has_internal_overlap``) are None when the view has no
    element layout; numpy's ``c_contiguous`` / ``f_contiguous`` are its flags.

    ``origin`` says what the offsets and the extent count from: "storage" (the storage's
    first byte) or, for DLPack and ``__array_interface__`` objects, which do not carry
    their storage, "view": the lowest byte the view reaches (there ``storage_bytes`` and
    ``in_bounds`` are None, and :func:`addr` / :func:`whois` count from that byte too)."""

    kind: str
    dtype: Optional[str]
    shape: Tuple[int, ...]
    strides: Optional[Tuple[int, ...]]
    strides_bytes: Tuple[int, ...]
    offset: Optional[int]
    offset_bytes: int
    itemsize: int
    numel: int
    extent: Optional[Tuple[int, int]]
    storage_bytes: Optional[int]
    in_bounds: Optional[bool]
    is_contiguous: Optional[bool]
    is_channels_last: Optional[bool]
    is_channels_last_3d: Optional[bool]
    is_non_overlapping_and_dense: Optional[bool]
    torch_internal_overlap: Optional[str]
    c_contiguous: bool
    f_contiguous: bool
    origin: str = "storage"

    @property
    def ndim(self) -> int:
        return len(self.shape)

    def __str__(self) -> str:
        def tup(v: Optional[Sequence[int]]) -> str:
            if v is None:
                return "-"
            return "(" + ", ".join(map(str, v)) + ("," if len(v) == 1 else "") + ")"

        ext = "none (no elements)" if self.extent is None else f"bytes [{self.extent[0]}, {self.extent[1]})"
        st = "unknown size" if self.storage_bytes is None else _n(self.storage_bytes, "byte")
        inb = "" if self.in_bounds is None else ("  inside the storage" if self.in_bounds
                                                 else "  OUTSIDE the storage")
        yn = {True: "yes", False: "no", None: "-"}
        head = {"torch": f"torch.{self.dtype} tensor", "numpy": f"numpy {self.dtype} array",
                "dlpack": f"DLPack {self.dtype} tensor", "array_interface": "__array_interface__ object",
                "text": "layout text (no data)"}.get(self.kind, self.kind)
        lines = [
            head,
            f"  shape    {tup(self.shape)}  ({_n(self.numel, 'element')} of {_n(self.itemsize, 'byte')})",
            f"  stride   {tup(self.strides)} elements   {tup(self.strides_bytes)} bytes",
            f"  offset   {'- elements' if self.offset is None else _n(self.offset, 'element')}   "
            f"{_n(self.offset_bytes, 'byte')}",
            *([f"           (- : not a whole number of {self.itemsize}-byte elements, as in a numpy record "
                f"field; addr() needs element strides, whois(byte=...) works in bytes)"]
              if self.strides is None or self.offset is None else []),
            f"  extent   {ext} of a storage of {st}{inb}",
            *([f"           (offsets and addresses count from the lowest byte the view reaches: "
               f"{_ORIGIN_WHY.get(self.kind, 'the object')} does not say where its storage starts)"]
              if self.origin == "view" else []),
            f"  torch    contiguous {yn[self.is_contiguous]}, channels_last {yn[self.is_channels_last]}, "
            f"channels_last_3d {yn[self.is_channels_last_3d]}, non-overlapping and dense "
            f"{yn[self.is_non_overlapping_and_dense]}, internal overlap {self.torch_internal_overlap or '-'}",
            f"  numpy    C_CONTIGUOUS {self.c_contiguous}, F_CONTIGUOUS {self.f_contiguous}",
        ]
        return "\n".join(lines)


def layout(t: Any, *, ref: Optional[str] = None) -> Layout:
    """Sizes, strides (elements and bytes), offset, itemsize, the storage extent the view
    reaches and torch's and numpy's contiguity predicates of ``t``.

    ``t``: a torch tensor, numpy array, object with ``__dlpack__`` or
    ``__array_interface__``, or a layout text (``ref`` picks the reference profile a chain
    is evaluated under: "lessons" = torch 2.2.2 + numpy 2.2.6, "debian12" = torch 1.13 +
    numpy 1.24; None, the default: the one matching the installed versions, see
    :func:`default_ref`)."""
    s = _src(t, ref)
    sizes, sb, ob, isz = s.view
    span, numel, tp, npc, npf = _core.facts(s.view)
    el = all(x % isz == 0 for x in sb) and ob % isz == 0
    inb = None
    if s.storage_bytes is not None:
        inb = span is None or (span[0] >= 0 and span[1] <= s.storage_bytes)
    tp = tp or (None, None, None, None, None)
    return Layout(s.kind, s.dtype, tuple(sizes), tuple(x // isz for x in sb) if el else None, tuple(sb),
                  ob // isz if el else None, ob, isz, numel, span, s.storage_bytes, inb,
                  tp[0], tp[1], tp[2], tp[3], tp[4], npc, npf, s.origin)


_ORIGIN_WHY = {"dlpack": "a DLPack tensor", "array_interface": "an __array_interface__ object"}


def _origin_note(s: Source) -> str:
    """What addresses count from, when it is not the storage's first byte ("" else)."""
    if s.origin != "view":
        return ""
    return (f"counted from the lowest byte the view reaches: {_ORIGIN_WHY.get(s.kind, 'the object')} "
            "does not say where its storage starts")


# ------------------------------------------------------------------------------ addr / whois

@dataclass(frozen=True)
class Address:
    """What :func:`addr` returns; ``str()`` is the sum written out, as ``stridelab addr``
    prints it: ``0 + 5×1 + 2×8 + 1×32 = 53 → byte 212``."""

    index: Tuple[int, ...]   # wrapped (negative indices counted from the end)
    terms: Tuple[int, ...]   # index[d] * stride[d]
    element: int             # storage element
    byte: int                # element * itemsize (from the storage's first byte)
    text: str
    origin: str = "storage"  # "view": element and byte count from the view's lowest byte
    note: str = ""           # says so when origin is "view"

    def __str__(self) -> str:
        return self.text + (f"  ({self.note})" if self.note else "")


def addr(t: Any, index: Union[int, Index], *, ref: Optional[str] = None) -> Address:
    """The storage element and byte that ``t[index]`` reaches, with the sum written out.

    Negative indices wrap as in torch; an index out of range raises torch's IndexError."""
    s = _src(t, ref)
    idx = _index_arg(index)
    wrapped, terms, elem, byte, text = _core.addr(s.view, idx)
    return Address(wrapped, terms, elem, byte, text, s.origin, _origin_note(s))


def _index_arg(index: Any) -> Tuple[int, ...]:
    """An index: an int (Python, numpy or a 0-d integer tensor) or a sequence of them;
    bools and floats are refused (torch would read them as something else)."""
    def one(v: Any, where: str) -> int:
        if isinstance(v, bool) or type(v).__name__ in ("bool_", "bool") or \
                str(getattr(v, "dtype", "")) in ("torch.bool", "bool"):
            raise _errors.error_class("TypeError")(f"{where} must be an integer, not a bool")
        if hasattr(v, "__index__") and not (hasattr(v, "ndim") and getattr(v, "ndim", 0) != 0):
            try:
                return v.__index__()
            except TypeError:
                pass  # a 0-d tensor or array of another dtype
        raise _errors.error_class("TypeError")(
            f"{where} must be an integer, not {type(v).__name__}"
            + (f" ({v!r})" if isinstance(v, float) else ""))
    if isinstance(index, (tuple, list)):
        return tuple(one(v, f"index entry {k}") for k, v in enumerate(index))
    if hasattr(index, "ndim") and getattr(index, "ndim", 0) == 1 and hasattr(index, "tolist"):
        return tuple(one(v, f"index entry {k}") for k, v in enumerate(index.tolist()))
    return (one(index, "index"),)


@dataclass(frozen=True)
class WhoIs:
    """What :func:`whois` returns: every index tuple reaching one storage element or byte.

    ``count`` is exact even when ``indices`` lists fewer (at most ``max``), up to a cap
    of 2**63 - 1: when ``saturated`` is True more index tuples than that reach the
    address and ``count`` is the cap, a lower bound (``summary`` and ``str()`` say so).  ``where`` is "reached", "outside_storage",
    "outside_view" or "gap"; ``reach`` the view's reach in ``unit`` s (inclusive);
    ``summary`` the CLI's one-line sentence.  An address outside the storage is
    "outside_storage" even when index tuples reach it (a view running past a storage that
    shrank after it was made): ``indices`` then lists the tuples that would reach it.
    ``max_listable`` is the most ``max=`` may list (2**22 entries: 2**22 // ndim tuples);
    ``origin`` "view" means the address counts from the lowest byte the view reaches
    (DLPack and ``__array_interface__`` objects do not say where their storage starts)."""

    indices: List[Tuple[int, ...]]
    count: int
    saturated: bool
    unit: str
    address: int
    where: str
    reach: Optional[Tuple[int, int]]
    storage: Optional[int]
    summary: str
    max_listable: int = _MAX_LIST_ENTRIES
    origin: str = "storage"
    note: str = ""

    def __str__(self) -> str:
        lines = [self.summary + (f"  ({self.note})" if self.note else "")]
        lines += ["(" + ", ".join(map(str, i)) + ("," if len(i) == 1 else "") + ")" for i in self.indices]
        listed = len(self.indices)
        if listed >= self.count:
            return "\n".join(lines)
        more = f"more than {self.count - listed}" if self.saturated else str(self.count - listed)
        capped = "the count is capped at 2^63 - 1; " if self.saturated else ""
        if listed < self.max_listable:
            lines.append(f"... and {more} more ({capped}raise max= to list more, up to "
                         f"{self.max_listable} tuples)")
        else:
            lines.append(f"... and {more} more ({capped}not listed: max= lists at most "
                         f"{self.max_listable} tuples here, 2**22 entries over the dimensions)")
        return "\n".join(lines)

    def __len__(self) -> int:
        return len(self.indices)


def whois(t: Any, *, byte: Optional[int] = None, element: Optional[int] = None, max: int = 100,
          budget: int = DEFAULT_BUDGET, ref: Optional[str] = None) -> WhoIs:
    """Every index tuple of ``t`` whose element is storage element ``element`` or owns
    byte ``byte`` (exactly one of the two), found by solving the address equation.

    Addresses count from the storage's first byte (element 0).  ``max`` bounds the tuples
    listed, not the count; ``budget`` bounds the solver's steps (LimitExceeded past it)."""
    if (byte is None) == (element is None):
        raise _errors.error_class("TypeError")("whois() takes exactly one of byte= or element=")
    s = _src(t, ref)
    storage = -1 if s.storage_bytes is None else s.storage_bytes
    a = _int_arg(byte if byte is not None else element, "byte" if byte is not None else "element")
    cap = _MAX_LIST_ENTRIES // (s.ndim or 1)  # (max is the argument here)
    m = _int_arg(max, "max")
    if m < 0 or m > cap:
        raise _errors.error_class("ValueError")(
            f"max must be between 0 and {cap} for a {s.ndim}-dimensional view (2**22 listed entries)")
    r = _core.whois(s.view, storage, byte is not None, a, m, _int_arg(budget, "budget"))  # type: ignore[arg-type]
    lst, count, sat, unit, where, reach, stor, summary = r
    return WhoIs(lst, count, sat, unit, int(a), where, reach, None if stor < 0 else stor, summary,  # type: ignore[arg-type]
                 cap, s.origin, _origin_note(s))


# ------------------------------------------------------------------------------ overlap

@dataclass(frozen=True)
class Overlap:
    """What :func:`overlap` returns.  ``answer`` is "yes", "no" or "unknown" (only when
    the work budget ran out); ``bool()`` is True for "yes" only.  ``reason`` says why (or
    how a yes was found); ``torch`` is torch's own internal-overlap answer ("no" / "yes" /
    "too_hard") for one operand (None for a pair).

    For "yes", ``witness`` is a pair of index tuples (into ``a`` twice for internal
    overlap, else into ``a`` and ``b``) whose elements share at least one byte,
    re-checked by plain address arithmetic (``witness_checked``).  Bytes count from
    ``a``'s storage start: ``bytes_a`` / ``bytes_b`` are the byte ranges
    ``(first, end)`` (end exclusive) of the two witness elements, ``shared`` the range
    both hold, and ``byte`` its first byte (the first byte the two WITNESS elements
    share, not necessarily the lowest byte the operands share).  ``element`` is set only
    when both witness elements are the same whole element of ``a``'s storage (same
    start, same itemsize, start a multiple of it): that storage element's number;
    otherwise None (the elements only partly overlap, or do not sit on ``a``'s element
    grid), and ``bytes_a`` / ``bytes_b`` say exactly which bytes each covers."""

    answer: str
    witness: Optional[Tuple[Tuple[int, ...], Tuple[int, ...]]]
    byte: Optional[int]
    element: Optional[int]
    reason: str
    work: int
    torch: Optional[str] = None
    witness_checked: bool = False
    bytes_a: Optional[Tuple[int, int]] = None
    bytes_b: Optional[Tuple[int, int]] = None
    pair: bool = False

    @property
    def shared(self) -> Optional[Tuple[int, int]]:
        """The byte range ``(first, end)`` both witness elements hold (None unless "yes")."""
        if self.bytes_a is None or self.bytes_b is None:
            return None
        return (max(self.bytes_a[0], self.bytes_b[0]), min(self.bytes_a[1], self.bytes_b[1]))

    def __bool__(self) -> bool:
        return self.answer == "yes"

    def __str__(self) -> str:
        if self.answer == "yes" and self.witness is not None and self.bytes_a and self.bytes_b:
            a, b = self.witness
            na, nb = (f"A{_tup(a)}", f"B{_tup(b)}") if self.pair else (f"indices {_tup(a)}", _tup(b))
            sh = self.shared
            assert sh is not None
            whose = "A's" if self.pair else "the"
            if self.element is not None:
                head = (f"overlap: yes: {na} and {nb} are both element {self.element} of {whose} storage "
                        f"(bytes {_range(self.bytes_a)})")
            else:
                head = (f"overlap: yes: {na} holds bytes {_range(self.bytes_a)} and {nb} holds bytes "
                        f"{_range(self.bytes_b)}; they share {_brange(sh)}")
            lines = [head, f"how: {self.reason}"]
        elif self.answer == "no":
            lines = [f"overlap: no: {self.reason}"]
        else:
            lines = [f"overlap: unknown: {self.reason} (the work budget was reached before an answer)"]
        lines.append(f"work: {_n(self.work, 'unit')}")
        if self.torch is not None:
            lines.append(f"torch: {self.torch}")
        return "\n".join(lines)


def _range(r: Tuple[int, int]) -> str:
    return f"[{r[0]}, {r[1]})"


def _brange(r: Tuple[int, int]) -> str:
    return f"byte {r[0]}" if r[1] - r[0] == 1 else f"bytes {_range(r)}"


def _element_bytes(view: Any, index: Sequence[int], shift: int = 0) -> Tuple[int, int]:
    """The byte range [first, end) the element at ``index`` of a byte view covers, less
    ``shift`` (the frame's offset of the storage the range is counted from)."""
    _, strides, off, isz = view
    start = off + sum(i * st for i, st in zip(index, strides)) - shift
    return (start, start + isz)


def _witness(ans: str, wa: Any, wb: Any, byte: Optional[int], va: Any, vb: Any, shift: int,
             isz_a: int) -> Dict[str, Any]:
    """The witness fields of an Overlap: both elements' byte ranges and, when they are one
    whole element of A's storage grid, its number."""
    if ans != "yes":
        return dict(witness=None, byte=None, element=None)
    ra, rb = _element_bytes(va, wa, shift), _element_bytes(vb, wb, shift)
    same = ra == rb and ra[0] % isz_a == 0
    return dict(witness=(wa, wb), byte=byte, element=ra[0] // isz_a if same else None,
                bytes_a=ra, bytes_b=rb)


def _is_chain(s: Source) -> bool:
    """A chain expression's layout: a text whose evaluation made a storage."""
    return s.kind == "text" and s.storage_bytes is not None


def _is_raw_text(s: Source) -> bool:
    """A raw layout text (no storage of its own)."""
    return s.kind == "text" and s.storage_bytes is None


def _frame(a: Source, b: Source) -> Tuple[Any, Any, int]:
    """Both views in one byte frame: offsets from the lower of the two storage starts.

    Returns (view_a, view_b, shift) where shift is a's storage start in that frame."""
    if a.base is None or b.base is None:
        return a.view, b.view, 0  # a layout text lies in the other operand's storage
    lo = min(a.base, b.base)
    va = (a.view[0], a.view[1], a.base - lo + a.view[2], a.view[3])
    vb = (b.view[0], b.view[1], b.base - lo + b.view[2], b.view[3])
    return va, vb, a.base - lo


def overlap(a: Any, b: Any = None, *, budget: int = -1, ref: Optional[str] = None) -> Overlap:
    """Exact overlap: with one operand, do two different indices of ``a`` share a byte
    (internal overlap, what torch calls TooHard for many views); with two, does some byte
    belong to an element of each?

    Live tensors and arrays are compared by their memory: two operands whose storages do
    not meet never overlap (answer "no" without a search), any other pair is solved
    exactly in bytes (any itemsizes, offsets, negative strides).  A raw layout text
    (``size=...,stride=...,offset=...``) has no memory of its own: it is read as a view of
    the other operand's storage (two raw texts: of one storage).  A chain expression
    makes its own new storage (its first op, as :func:`explain` says), so it shares no
    byte with the other operand unless that is a raw layout text read in it: two chains,
    or a chain and a live tensor, answer "no" (``stridelab overlap`` on the command line
    instead reads two chains as starting from one base).  ``budget`` bounds the solver's
    work (-1: unlimited, always decides)."""
    sa = _src(a, ref)
    if b is None:
        ans, wa, wb, byte, text, _reason, _method, work, ok = _core.overlap(sa.view, None, int(budget))
        tp = _core.facts(sa.view)[2]
        torch_ans = tp[4] if tp is not None else "too_hard"
        if ans == "yes" and not ok:
            raise AssertionError("stridelab: the library's witness did not re-check")
        w = _witness(ans, wa, wb, byte, sa.view, sa.view, 0, sa.view[3])
        return Overlap(answer=ans, reason=text, work=work, torch=torch_ans, witness_checked=ok, **w)
    sb = _src(b, ref)
    chains = [s for s in (sa, sb) if _is_chain(s)]
    if chains and not any(_is_raw_text(s) for s in (sa, sb)):
        which = "A and B are chain expressions; each" if len(chains) == 2 else \
            f"{'A' if chains[0] is sa else 'B'} is a chain expression, which"
        return Overlap("no", None, None, None,
                       f"different storages: {which} makes its own new storage with its first op, "
                       "so no byte is shared (to ask about views of one storage, pass raw layouts "
                       "'size=...,stride=...,offset=...' or the tensors themselves)", 0, pair=True)
    if sa.device != sb.device and "none" not in (sa.device, sb.device):
        return Overlap("no", None, None, None, f"different devices: {sa.device} and {sb.device}", 0, pair=True)
    if sa.base is not None and sb.base is not None and sa.extent_bytes is not None \
            and sb.extent_bytes is not None:
        a_end, b_end = sa.base + sa.extent_bytes, sb.base + sb.extent_bytes
        if a_end <= sb.base or b_end <= sa.base:
            return Overlap("no", None, None, None,
                           f"different storages: bytes [{sa.base:#x}, {a_end:#x}) and "
                           f"[{sb.base:#x}, {b_end:#x}) do not meet", 0, pair=True)
    va, vb, shift = _frame(sa, sb)
    ans, wa, wb, byte, text, _reason, _method, work, ok = _core.overlap(va, vb, int(budget))
    if ans == "yes" and not ok:
        raise AssertionError("stridelab: the library's witness did not re-check")
    if byte is not None:
        byte -= shift
    w = _witness(ans, wa, wb, byte, va, vb, shift, sa.view[3])
    return Overlap(answer=ans, reason=text, work=work, witness_checked=ok, pair=True, **w)


# ------------------------------------------------------------------------------ prove

@dataclass(frozen=True)
class Obligation:
    """One kernel obligation: ``name`` ("index bounds", "storage bounds", "checked
    arithmetic", "alignment", "vector lanes", "vector alignment", "no self-overlap",
    ...), ``status`` ("proved", "refuted", "not checkable", "not required",
    "undecided"), ``detail`` (the proof or refutation in one line), ``counterexample``
    (index tuples; two for self-overlap) and the offending ``byte``."""

    name: str
    status: str
    detail: str
    counterexample: Tuple[Tuple[int, ...], ...]
    byte: Optional[int]


@dataclass(frozen=True)
class Proof:
    """What :func:`prove` returns; ``str()`` is ``stridelab prove``'s table.  ``ok``: every
    checkable obligation proved; ``refuted``: some obligation refuted."""

    obligations: List[Obligation]
    ok: bool
    refuted: bool

    def __getitem__(self, name: str) -> Obligation:
        for o in self.obligations:
            if o.name == name:
                return o
        raise KeyError(name)

    def __bool__(self) -> bool:
        return self.ok

    def __str__(self) -> str:
        out = []
        for o in self.obligations:
            out.append(f"{o.name:<30} {o.status:<14} {o.detail}".rstrip())
            if o.counterexample:
                tups = " and ".join("(" + ", ".join(map(str, c)) + ("," if len(c) == 1 else "") + ")"
                                    for c in o.counterexample)
                line = f"{'':<30} {'':<14} counterexample: index {tups}"
                if o.byte is not None:
                    line += f" (byte {o.byte})"
                out.append(line)
        out.append("result: every checkable obligation is proved" if self.ok else
                   "result: REFUTED (see the counterexamples above)" if self.refuted else
                   "result: NOT proved: an obligation is undecided")
        return "\n".join(out)


def prove(t: Any, *, write: bool = False, align: Optional[int] = None, vector: Optional[int] = None,
          vector_dim: int = -1, storage_bytes: Optional[int] = None, base_align: Optional[int] = None,
          budget: int = DEFAULT_BUDGET, ref: Optional[str] = None) -> Proof:
    """The obligations of a kernel that accesses ``t``, each proved or refuted with a
    counterexample (``stridelab prove``): index bounds, storage bounds in bytes (the span,
    not numel), checked 64-bit arithmetic, element alignment, vector lanes and vector
    alignment (``vector=LANES`` along ``vector_dim``; ``align`` the alignment each access
    needs), and no self-overlap when ``write=True`` (exact, with a witness).

    A live tensor or array brings its storage size and its exact base address, so
    alignment is decided, not assumed; ``storage_bytes`` / ``base_align`` override them
    (for a layout text they are otherwise unknown, and a chain's base is taken as
    64-byte aligned for torch, 16 for numpy, as the CLI does)."""
    s = _src(t, ref)
    isz = s.view[3]
    sb = storage_bytes if storage_bytes is not None else s.storage_bytes
    base_addr = -1
    if base_align is not None:
        ba = base_align
        if ba <= 0 or ba & (ba - 1):
            raise _errors.error_class("ValueError")(f"base_align must be a power of two, got {ba}")
    elif s.base is not None:
        ba, base_addr = 0, s.base
    elif s.kind == "text" and s.storage_bytes is not None:
        txt = str(s.obj).lstrip()
        ba = 16 if txt.startswith(("np.", "numpy.")) else 64
    else:
        ba = 0
    if align is not None and (align <= 0 or align & (align - 1)):
        raise _errors.error_class("ValueError")(f"align must be a power of two, got {align}")
    if vector is not None and vector < 1:
        raise _errors.error_class("ValueError")(f"vector lanes must be >= 1, got {vector}")
    ea = isz & -isz
    r = _core.prove(s.view, -1 if sb is None else int(sb), int(ba), int(base_addr), min(ea, 8),
                    int(align or 0), int(vector or 0), int(vector_dim), bool(write), int(budget))
    obs, ok, refuted = r
    return Proof([Obligation(n, st, d, tuple(c), byte) for n, st, d, c, byte in obs], ok, refuted)


# ------------------------------------------------------------------------------ explain / run

class Explanation:
    """What :func:`explain` returns: ``str()`` is ``stridelab explain``'s table and
    pictures, the storage strip cut after 512 cells with a line saying how many more were
    not drawn (as the HTML's pictures, and the grid the library draws up to 512
    elements); :meth:`refusal` the refused op's reason; ``steps`` the ops as dicts (docs/json.md's explain schema); ``error`` the
    failing op's error as a :class:`StridelabError` (None when the chain ran);
    ``_repr_html_`` draws the table and the final view's storage in Jupyter."""

    def __init__(self, expr: str, text: str, data: Dict[str, Any], error: Optional[StridelabError],
                 ref: str = "lessons"):
        self.expr = expr
        self.ref = ref
        self.text = text
        self.data = data
        self.steps: List[Dict[str, Any]] = data.get("steps", [])
        self.error = error

    def __str__(self) -> str:
        # the CLI prints the failing op's error on stderr after the table: here it is the
        # table's last line, so that print(explain(...)) shows the error the table points to
        text = _cap_strip(self.text, self._MAX_CELLS)
        if self.error is not None:
            return text.rstrip("\n") + f"\n{self.error.type}: {self.error.message}\n"
        return text

    def refusal(self) -> Optional[Tuple[int, str, str]]:
        """(op number, op, reason) of an op the table shows as refused (a view() whose
        dimensions cannot be merged, with which ones and why), else None."""
        for line in self.text.splitlines():
            m = _REFUSED_ROW.match(line)
            if m:
                return int(m.group(1)), m.group(2).strip(), m.group(3).strip()
        return None

    def __repr__(self) -> str:
        return f"<stridelab.Explanation of {self.expr!r} under {self.ref!r}: {_n(len(self.steps), 'op')}" + \
            (f", {self.error.type}: {self.error.message}>" if self.error else ">")

    def _repr_html_(self) -> str:
        e = html.escape
        # the unit of the stride and offset columns, as the text table: in the header when
        # every op shares it (numpy: bytes, torch: elements), else on each cell
        units = {s.get("unit") for s in self.steps}
        mixed = len(units) > 1
        head_unit = "" if mixed else " (bytes)" if units == {"bytes"} else " (elems)"
        cols = ["#", "op", "shape", "stride" + head_unit, "offset" + head_unit, "alias", "contig",
                "ovl:torch", "exact", "arithmetic"]
        rows = []
        for s in self.steps:
            unit = "" if not mixed else " B" if s.get("unit") == "bytes" else " el"
            cells = [s.get("op", ""), _tup(s["shape"]), _tup(s["stride"]) + unit, str(s["offset"]) + unit,
                     s.get("alias", ""), "yes" if s.get("contiguous") else "no",
                     str(s.get("torch_internal_overlap") or "-"), str(s.get("exact_internal_overlap")),
                     s.get("arith", "")]
            rows.append("<tr><td style='padding:1px 6px'>" + str(len(rows)) + "</td>" +
                        "".join(f"<td style='padding:1px 6px;white-space:nowrap'><code>{e(str(c))}</code></td>" for c in cells) +
                        "</tr>")
        ref = self.refusal()
        if ref is not None:  # the refused op's row: which dimensions and why, in words
            rows.append(f"<tr class='refused'><td style='padding:1px 6px'>{ref[0]}</td>"
                        f"<td style='padding:1px 6px;white-space:nowrap'><code>{e(ref[1])}</code></td>"
                        f"<td colspan='{len(cols) - 2}' style='padding:1px 6px;color:#b00'>refused: "
                        f"{e(ref[2])}</td></tr>")
        err = ""
        if self.error is not None:
            err = f"<p style='color:#b00'><b>{e(self.error.type)}</b>: {e(self.error.message)}</p>"
        pic = self._pictures()
        return (f"<div class='stridelab-explain'><p><code>{e(self.expr)}</code></p>"
                "<table style='border-collapse:collapse'><thead><tr>" +
                "".join(f"<th style='padding:1px 6px;text-align:left;white-space:nowrap'>{c}</th>" for c in cols) +
                "</tr></thead><tbody>" +
                "".join(rows) + "</tbody></table>" + err + pic + "</div>")

    # one cap for every picture, text and HTML: the storage strip's cells and the logical
    # grid's indices past it are not drawn, and a line says how many (the library's own
    # text draws the grid up to 512 elements, and says "too many to draw" past that)
    _MAX_CELLS = 512
    _MAX_GRID = 512

    def _pictures(self) -> str:
        """The final view (the last op's, before an error): its storage, one cell per
        storage element shaded by how many indices reach it (white: none, blue: one, red:
        more than one), and its logical grid, the storage address of each index (one
        table per 2-d slab ``[i, j, :, :]`` for 3 or more dimensions), in the op's unit as
        the text form: elements for torch, bytes for numpy."""
        if not self.steps:
            return ""
        s = self.steps[-1]
        shape, stride, off = list(s["shape"]), list(s["stride"]), s["offset"]
        isz = s.get("itemsize") or 1
        in_bytes = s.get("unit") == "bytes"
        which = "the final view" if self.error is None else \
            f"op {len(self.steps) - 1}'s view (the last before the error)"
        total = 1
        for x in shape:
            total *= x
        idx_addr = []  # (index, address in the op's unit)
        if total <= max(self._MAX_GRID, 65536):
            for ix in itertools.product(*[range(n) for n in shape]):
                idx_addr.append((ix, off + sum(i * st for i, st in zip(ix, stride))))
        return self._storage_svg(s, idx_addr, total, in_bytes, isz, which) + \
            self._grid(shape, idx_addr, total, in_bytes)

    def _storage_svg(self, s: Dict[str, Any], idx_addr: List[Any], total: int, in_bytes: bool,
                     isz: int, which: str) -> str:
        # cells: storage elements, or bytes for a numpy view off its itemsize grid
        stor_bytes = s.get("storage_bytes")
        aligned = not in_bytes or all(a % isz == 0 for _, a in idx_addr)
        per, unit = (isz if in_bytes else 1, "element") if aligned else (1, "byte")
        n = s.get("storage_elems") if aligned else stor_bytes
        if n is None:
            return ""
        if total > 65536:
            return (f"<p>storage of {which}: {_n(n, unit)}, {_n(total, 'element')} in the view: "
                    "too many to draw</p>")
        full = n
        counts_all = [0] * n
        width = 1 if aligned else isz  # cells each element covers
        for _, a in idx_addr:
            for c in range(a // per, a // per + width):
                if 0 <= c < n:
                    counts_all[c] += 1
        n = min(n, self._MAX_CELLS)
        counts = counts_all[:n]
        per_row, cell = 32, 18
        nrows = (n + per_row - 1) // per_row
        parts = [f"<svg xmlns='http://www.w3.org/2000/svg' width='{per_row * cell + 40}' "
                 f"height='{nrows * cell + 4}' font-family='monospace' font-size='9'>"]
        for k, c in enumerate(counts):
            x, y = 40 + (k % per_row) * cell, 2 + (k // per_row) * cell
            fill = "#ffffff" if c == 0 else "#9ecae1" if c == 1 else "#fb6a4a"
            parts.append(f"<rect x='{x}' y='{y}' width='{cell - 2}' height='{cell - 2}' fill='{fill}' "
                         f"stroke='#666'><title>{unit} {k}: reached {_times(c)}</title></rect>")
            if c:
                parts.append(f"<text x='{x + 5}' y='{y + 12}'>{c}</text>")
        for r in range(nrows):
            parts.append(f"<text x='0' y='{2 + r * cell + 12}'>{r * per_row}</text>")
        parts.append("</svg>")
        reached = sum(1 for c in counts_all if c)
        multi = sum(1 for c in counts_all if c > 1)
        size = f" of {_n(isz, 'byte')}" if unit == "element" and in_bytes else ""
        more = (f"<p>... {full - n} more {unit}s not drawn (the first {n} are; the counts above "
                f"cover all {full})</p>") if full > n else ""
        return (f"<p>storage of {which}: {_n(full, unit)}{size}; reached {reached}, {multi} more than once "
                "(white: never, blue: once, red: more than once)</p>" + "".join(parts) + more)

    def _grid(self, shape: List[int], idx_addr: List[Any], total: int, in_bytes: bool) -> str:
        what = "byte" if in_bytes else "element"
        if total == 0:
            return "<p>logical view: no elements</p>"
        if total > 65536 or not idx_addr:
            return f"<p>logical view: {_n(total, 'element')}, too many to draw</p>"
        drawn = min(total, self._MAX_GRID)
        nd = len(shape)
        cols = shape[-1] if nd >= 1 else 1
        rows = shape[-2] if nd >= 2 else 1
        slab = rows * cols
        td = "<td style='border:1px solid #999;padding:1px 5px;text-align:right'>"
        out = [f"<p>logical view, storage {what} of each index"
               f"{' (one table per 2-d slab)' if nd >= 3 else ''}:</p>"]
        for k in range(0, drawn, slab):
            chunk = idx_addr[k:min(k + slab, drawn)]
            if nd >= 3:
                lead = ", ".join(map(str, chunk[0][0][:-2]))
                out.append(f"<p style='margin:4px 0 0 0;font-family:monospace'>[{lead}, :, :]</p>")
            body = "".join("<tr>" + "".join(f"{td}{a}</td>" for _, a in chunk[r * cols:(r + 1) * cols]) + "</tr>"
                           for r in range(rows) if chunk[r * cols:(r + 1) * cols])
            out.append(f"<table style='border-collapse:collapse;font-family:monospace'>{body}</table>")
        if total > drawn:
            out.append(f"<p>... {total - drawn} more indices not drawn (the first {drawn} are)</p>")
        return "".join(out)


_REFUSED_ROW = re.compile(r"^\s*(\d+) (\S.*?)\s+refused: (.*)$")
_STRIP_ROW = re.compile(r"^\s+\d+ \|")


def _cap_strip(text: str, cap: int) -> str:
    """explain's text with its storage strip (rows of 16 cells) cut after ``cap`` cells
    and a line saying how many more were not drawn; the "reached" line below still
    counts them all."""
    lines = text.split("\n")
    out: List[str] = []
    cells = hidden = 0
    for line in lines:
        if _STRIP_ROW.match(line):
            n = len(line.split("|", 1)[1].split())
            if cells >= cap:
                hidden += n
                continue
            cells += n
        elif hidden:
            out.append(f"  ... {hidden} more cells not drawn (the first {cells} are; the line below "
                       "counts them all)")
            hidden = 0
        out.append(line)
    return "\n".join(out)


def _times(c: int) -> str:
    return "never" if c == 0 else "once" if c == 1 else f"{c} times"


def _tup(v: Sequence[int]) -> str:
    return "(" + ", ".join(map(str, v)) + ("," if len(v) == 1 else "") + ")"


def explain(chain: str, *, ref: Optional[str] = None) -> Explanation:
    """Evaluate a chain expression op by op (``stridelab explain``): shape, stride,
    offset, alias, contiguity and overlap of every op with the arithmetic it did, then the
    final view's storage picture and logical grid.

    An op after the first that fails ends the table and its error is in ``.error``, not
    raised: the error torch / numpy raise there (``RuntimeError: view size is not
    compatible ...``), or :class:`Unsupported` for a construct stridelab does not model
    (``x[0:2:'x']``).  Only a chain with no table raises that error: a syntax error, or a
    first op that fails or is not supported.  ``ref``: the profile (None: the one matching
    the installed torch / numpy, see :func:`default_ref`); ``.ref`` says which answered."""
    if not isinstance(chain, str):
        raise _errors.error_class("TypeError")(f"explain() takes a chain expression (str), got {type(chain).__name__}")
    ref = _ref(ref)
    text, status, err = _core.explain(chain, ref, False)
    js, _, _ = _core.explain(chain, ref, True)
    data = json.loads(js) if js.strip() else {}
    error = None
    if err is not None:
        error = _errors.make_error(*err)
        if not data.get("steps"):
            raise error
    return Explanation(chain, text, data, error, ref)


def run(source: str, *, ref: Optional[str] = None, max_steps: int = 0, max_bytes: int = 0) -> str:
    """Run a Python snippet with the library's oracle and return what Python with torch /
    numpy (the ``ref`` profile's versions) would print to stdout, as a string.

    An uncaught exception in the snippet (or its syntax error) raises a
    :class:`SnippetError` subclass named after it (also deriving from the builtin of that
    name) whose message is Python's and whose ``output`` holds what was printed before.
    When stridelab itself stops instead — ``max_steps`` / ``max_bytes`` reached (0: the
    library's defaults, 10**8 steps and 512 MiB), another of its limits, or a construct
    it does not support — the error is a :class:`ToolError`: :class:`LimitExceeded` or
    :class:`Unsupported`, never a SnippetError nor a builtin class (``except
    MemoryError`` does not catch the tool's memory cap), with ``output`` too.

    ``ref`` None: the profile matching the installed torch / numpy (:func:`default_ref`;
    a :class:`ProfileWarning` when they match none)."""
    if not isinstance(source, str):
        raise _errors.error_class("TypeError")(f"run() takes the snippet's source (str), got {type(source).__name__}")
    out, err = _core.run(source, _ref(ref), int(max_steps), int(max_bytes))
    if err is None:
        return out
    status, tname, message, line, tbname = err
    raise _errors.make_error(status, tname, message, -1, line, 0, snippet=True, output=out,
                             traceback_name=tbname)


# ------------------------------------------------------------------------------ trace / cache lab

@dataclass(frozen=True)
class TraceLevel:
    """One cache level's counters for a view's trace."""

    sets: int
    ways: int
    line_bytes: int
    accesses: int
    hits: int
    misses: int
    evictions: int
    distinct_lines: int
    bytes_moved: int

    @property
    def refetches(self) -> int:
        """Misses beyond each line's first (lines fetched again after an eviction)."""
        return self.misses - self.distinct_lines


@dataclass(frozen=True)
class Trace:
    """What :func:`trace` returns: the view's byte addresses fed to a cache model."""

    order: str
    elements: int
    bytes_requested: int
    bytes_used: int
    levels: List[TraceLevel]

    def __str__(self) -> str:
        lines = [f"trace ({self.order} order): {_n(self.elements, 'element')}, "
                 f"{_n(self.bytes_requested, 'byte')} requested, {_n(self.bytes_used, 'distinct byte')} used"]
        for i, l in enumerate(self.levels):
            size = l.sets * l.ways * l.line_bytes
            lines.append(f"  L{i + 1} ({size} B, {l.ways}-way, {l.line_bytes} B lines): "
                         f"{_n(l.accesses, 'access', 'accesses')}, {_n(l.hits, 'hit')}, "
                         f"{_n(l.misses, 'miss', 'misses')}, {_n(l.distinct_lines, 'distinct line')}, "
                         f"{_n(l.refetches, 're-fetch', 're-fetches')}, {_n(l.bytes_moved, 'byte')} moved")
        return "\n".join(lines)


@dataclass(frozen=True)
class WarpTrace:
    """What :func:`trace` returns with ``warp=LANES``: 32-byte sectors per warp request
    (``stridelab trace --warp``).  ``sectors``, ``lines`` (128-byte lines), ``ideal``
    (ceil(unique bytes / 32)) and ``unique_bytes`` are SUMS over the requests of each
    request's count; the ``*_per_request`` properties are the averages the CLI prints;
    ``histogram`` maps a sector count to the number of requests that touched it."""

    requests: int
    sectors: int
    lines: int
    ideal: int
    unique_bytes: int
    max_sectors: int
    histogram: Dict[int, int]

    @property
    def sectors_per_request(self) -> float:
        return self.sectors / self.requests if self.requests else 0.0

    @property
    def ideal_per_request(self) -> float:
        return self.ideal / self.requests if self.requests else 0.0

    @property
    def lines_per_request(self) -> float:
        return self.lines / self.requests if self.requests else 0.0

    def __str__(self) -> str:
        h = ", ".join(f"{k}: {v}" for k, v in sorted(self.histogram.items()))
        return (f"{_n(self.requests, 'request')}: {self.sectors_per_request:.2f} sectors per request, ideal "
                f"{self.ideal_per_request:.2f} (unique bytes / 32), at most {self.max_sectors} in one request; "
                f"{self.lines_per_request:.2f} 128-byte lines per request; summed over the requests: "
                f"{_n(self.sectors, 'sector')}, ideal {self.ideal}, {_n(self.lines, 'line')}; "
                f"histogram {{sectors: requests}} {{{h}}}")


_ORDERS = {"logical": 0, "storage": 1, "inner": 2}


def trace(t: Any, *, order: str = "logical", levels: Optional[Sequence[Any]] = None, base: int = 0,
          lanes_along: Optional[int] = None, warp: Optional[int] = None, width: Optional[int] = None,
          max_elements: int = 1 << 26, max_work: int = 1 << 27, max_memory: int = 1 << 28,
          ref: Optional[str] = None) -> Union[Trace, WarpTrace]:
    """Feed the byte addresses of ``t``'s elements (``base`` + itemsize × storage element)
    to a cache model, empty at the start (``stridelab trace``).

    ``order``: "logical" (row-major over the index), "storage" (largest |stride|
    outermost) or "inner" (row-major with dimension ``lanes_along`` innermost).
    ``levels``: cache levels, closest first, each a CLI spec ("sets=64,ways=8,line=64",
    "size=32K,ways=8,line=64,policy=fifo") or a tuple (sets, ways, line_bytes[, fifo]);
    default 32 KiB / 256 KiB / 20 MiB with 64-byte lines.  With ``warp=LANES`` and
    ``lanes_along=DIM``: GPU coalescing, 32-byte sectors per warp request
    (:class:`WarpTrace`; ``width`` bytes per lane, default the itemsize)."""
    s = _src(t, ref)
    if warp is not None:
        if lanes_along is None:
            raise _errors.error_class("ValueError")("trace(warp=...) needs lanes_along=DIM")
        w = _core.warp(s.view, int(lanes_along), int(warp), int(width or 0), int(base))
        return WarpTrace(*w)
    if order not in _ORDERS:
        raise _errors.error_class("ValueError")(f"order must be 'logical', 'storage' or 'inner', got {order!r}")
    if order == "inner" and lanes_along is None:
        raise _errors.error_class("ValueError")("order='inner' needs lanes_along=DIM")
    r = _core.trace(s.view, _ORDERS[order], int(lanes_along or 0), int(base),
                    None if levels is None else list(levels), int(max_elements), int(max_work),
                    int(max_memory))
    return Trace(order, r[0], r[1], r[2], [TraceLevel(*lv) for lv in r[3]])


@dataclass(frozen=True)
class CacheLab:
    """The lessons' toy cache lab played to the end (``stridelab cache``): request k
    reads address (k × stride) mod space; ``events`` one (k, address, hit, evicted,
    resident lines) per request, the resident lines in eviction order as the page lists
    them: the next victim first (LRU: least recently used first; FIFO: oldest first)."""

    capacity: int
    stride: int
    space: int
    policy: str
    events: List[Tuple[int, int, bool, Optional[int], Tuple[int, ...]]]
    hits: int
    misses: int
    distinct_lines: int
    cycle_lines: int
    explanation: str

    def __str__(self) -> str:
        order = "least recently used first" if self.policy == "lru" else "oldest first"
        rows = [f"{'k':>4} {'address':>8} {'':<5} {'evicted':>8}  resident (next victim first: {order})"]
        for k, a, hit, ev, res in self.events:
            rows.append(f"{k:>4} {a:>8} {'hit' if hit else 'miss':<5} {'-' if ev is None else ev:>8}  "
                        f"[{', '.join(map(str, res))}]")
        rows.append(f"hits {self.hits}, misses {self.misses}, distinct lines {self.distinct_lines}")
        rows.append(self.explanation)
        return "\n".join(rows)


def cache_lab(capacity: int, stride: int, *, requests: int = 16, space: int = 16,
              policy: str = "lru") -> CacheLab:
    """Play the lessons' cache lab: ``capacity`` lines (1..64), fully associative, LRU or
    FIFO, empty at the start; request k reads (k × ``stride``) mod ``space``."""
    if policy not in ("lru", "fifo"):
        raise _errors.error_class("ValueError")(f"policy must be 'lru' or 'fifo', got {policy!r}")
    events, tot, expl = _core.cache_lab(int(capacity), int(stride), int(space), int(requests),
                                        policy == "fifo")
    _done, hits, misses, distinct, cycle, _total = tot
    return CacheLab(int(capacity), int(stride), int(space), policy, events, hits, misses, distinct,
                    cycle, expl)


# ------------------------------------------------------------------------------ copy

def _check_copyable(s: Source, what: str) -> None:
    if s.kind == "text":
        raise _errors.error_class("TypeError")(f"{what}: a layout text has no data to copy")
    if s.device != "cpu":
        raise _errors.error_class("ValueError")(f"{what}: only CPU memory can be copied, got device {s.device!r}")
    if s.base is None and all(n > 0 for n in s.view[0]):
        raise _errors.error_class("ValueError")(f"{what}: its data pointer is NULL: there is no memory to copy")
    if s.conj:
        raise _errors.error_class("ValueError")(f"{what}: a tensor with its conj or neg bit set reads values that its "
                         "memory does not hold; call .resolve_conj() / .resolve_neg() first")


def copy(src: Any, dst: Any, *, threads: int = 1, budget: int = -1) -> Any:
    """Copy every element of ``src`` into ``dst`` (same shape and dtype, any strides)
    with the library's strided copy, the GIL released; returns ``dst``.

    Refused, before any byte moves: a destination that overlaps the source (exact check;
    the error names two indices that share a byte), a destination in which two indices
    share a byte (torch's RuntimeError), a view that reaches outside its storage (a
    resized or freed storage), read-only or non-CPU memory, different shapes or dtypes.
    ``threads``: workers including the caller (capped at the machine's cores; copies
    under 1 MiB use one)."""
    s, d = _src(src), _src(dst)
    _check_copyable(s, "copy source")
    _check_copyable(d, "copy destination")
    if d.readonly:
        raise _errors.error_class("ValueError")("copy destination is read-only")
    if tuple(s.view[0]) != tuple(d.view[0]):
        raise _errors.error_class("ValueError")(f"copy: shapes differ: source {tuple(s.view[0])}, destination {tuple(d.view[0])}")
    if s.view[3] != d.view[3] or (s.dtype and d.dtype and _norm_dtype(s.dtype) != _norm_dtype(d.dtype)):
        raise _errors.error_class("TypeError")(f"copy: element types differ: source {s.dtype} ({s.view[3]} bytes), "
                        f"destination {d.dtype} ({d.view[3]} bytes)")
    for t, role in ((src, "source"), (dst, "destination")):
        if getattr(t, "requires_grad", False) is True:
            raise _errors.error_class("RuntimeError")(f"copy: the {role} requires grad; stridelab.copy writes memory without recording "
                               "autograd history (use torch's copy_ for tensors that take part in autograd)")
    o = overlap(s, d, budget=budget)
    if o.answer != "no":
        if o.answer == "yes":
            assert o.witness is not None
            raise _errors.error_class("ValueError")(f"copy: the destination overlaps the source: source index {o.witness[0]} "
                             f"and destination index {o.witness[1]} share byte {o.byte}")
        raise _errors.error_class("ValueError")("copy: could not prove that the destination does not overlap the source "
                         "within the work budget")
    _core.copy(d.base or 0, d.extent_bytes, d.view, s.base or 0, s.extent_bytes, s.view, _threads_arg(threads),
               int(budget))
    if d.kind == "torch":
        _bump_version(dst)
    return dst


def _bump_version(t: Any) -> None:
    """Count the write in the tensor's version counter, as torch's in-place ops do, so
    that autograd refuses a backward pass through values saved before the copy."""
    torch = sys.modules["torch"]
    bump = getattr(getattr(torch.autograd, "graph", None), "increment_version", None)
    if bump is not None:
        bump(t)
        return
    # torch 1.13 has no increment_version: set_ onto its own storage, geometry unchanged,
    # is an in-place op that moves no data
    storage = t.untyped_storage() if hasattr(t, "untyped_storage") else t.storage()
    with torch.no_grad():
        t.set_(storage, t.storage_offset(), t.size(), t.stride())


def _norm_dtype(name: str) -> str:
    return {"float": "float32", "double": "float64", "half": "float16", "long": "int64",
            "int": "int32", "bool_": "bool", "cfloat": "complex64", "cdouble": "complex128"}.get(name, name)


_BIG = 4 << 20  # bytes: from here a torch output is allocated by numpy (huge pages)


class _NpOfTorch(dict):
    """torch dtype -> numpy dtype name, filled on first use."""

    def get(self, key: Any, default: Any = None) -> Any:
        if not self:
            torch = sys.modules["torch"]
            for name in ("float16", "float32", "float64", "int8", "uint8", "int16", "int32", "int64",
                         "complex64", "complex128", "bool"):
                self[getattr(torch, name)] = name
        return dict.get(self, key, default)


_NP_OF_TORCH = _NpOfTorch()


def contiguous(t: Any, *, threads: int = 1) -> Any:
    """A new row-major (C-contiguous) copy of ``t``, made by the library's strided copy
    with the GIL released: a torch tensor for a torch tensor (on the CPU), a numpy array
    for a numpy array or any other object (numpy needed).  Unlike torch's
    ``.contiguous()``, always a new object, even for an input that is contiguous already.
    Byte for byte what ``t.contiguous()`` / ``np.ascontiguousarray(t)`` hold (a 0-d input
    stays 0-d)."""
    s = _src(t)
    _check_copyable(s, "contiguous")
    sizes, _, _, isz = s.view
    numel = 1
    for n in sizes:
        numel *= n
    nbytes = numel * isz
    if s.kind == "torch":
        torch = sys.modules["torch"]
        np = sys.modules.get("numpy")
        npdt = _NP_OF_TORCH.get(t.dtype) if np is not None and nbytes >= _BIG else None
        if npdt is not None:
            # numpy's allocator marks large blocks for transparent huge pages, torch's does
            # not: first-touch page faults of a fresh 64 MiB output cost as much as the copy
            out = torch.from_numpy(np.empty(sizes, dtype=npdt))
        else:
            out = torch.empty(sizes, dtype=t.dtype)
        base = out.data_ptr()
    else:
        import numpy as np
        ai = getattr(t, "__array_interface__", None)
        if s.kind == "numpy" or isinstance(getattr(t, "dtype", None), np.dtype):
            dt = t.dtype  # arrays and numpy scalars
        elif s.dtype is not None:
            dt = np.dtype(s.dtype)
        elif isinstance(ai, dict) and "typestr" in ai:  # the element type the interface names
            descr = ai.get("descr")
            named = descr and any(f[0] for f in descr)
            dt = np.dtype(descr) if named else np.dtype(ai["typestr"])
        else:
            dt = np.dtype(f"V{isz}")
        if dt.itemsize != isz:
            raise _errors.error_class("TypeError")(f"contiguous: cannot make a numpy array of {s.dtype} ({isz} bytes)")
        out = np.empty(sizes, dtype=dt)
        base = out.__array_interface__["data"][0]
    strides = []
    acc = isz
    for n in reversed(sizes):
        strides.append(acc)
        acc *= max(n, 1)
    dview = (sizes, tuple(reversed(strides)), 0, isz)
    _core.copy(base, nbytes, dview, s.base or 0, s.extent_bytes, s.view, _threads_arg(threads), -1)
    return out
