"""Turning what users hold into the library's byte views, without copying data.

Accepted, in this order of preference:

* a torch tensor (strided layout): sizes, strides, storage offset, element size, and the
  storage's address and size in bytes (``untyped_storage()``, or ``storage()`` on torch
  1.13);
* a numpy ndarray: ``__array_interface__`` (shape, byte strides, data address), the
  storage being the memory of the array's owner: the ``.base`` chain followed to an
  owning ndarray, a torch tensor, or an object exporting a buffer (bytearray, mmap, ...);
* any object with ``__dlpack__`` (DLPack capsule read in C, never consumed);
* any object with ``__array_interface__``;
* a layout text as the CLI takes it: ``size=(4,3),stride=(1,4),offset=0,itemsize=4`` or a
  chain expression such as ``torch.arange(12.).view(3, 4).t()`` (no data: answers about
  the layout only).

A :class:`Source` holds the byte view relative to the start of its storage, the storage's
absolute address and size when known, and a reference to the object (so the memory stays
alive while the Source is used).  DLPack and ``__array_interface__`` do not carry the
storage (torch exports its data pointer with byte_offset 0): there the view is relative to
the lowest byte it reaches (``origin`` "view"), the storage size is unknown (None) and
only the bytes the view spans are known to be memory (``extent_bytes``).
"""
import sys

from . import _errors
from typing import Any, Optional, Tuple

from . import _core

View = Tuple[Tuple[int, ...], Tuple[int, ...], int, int]

_DL_CODES = {0: "int", 1: "uint", 2: "float", 4: "bfloat", 5: "complex", 6: "bool"}


class Source:
    """One operand: a byte view inside a storage.

    view          (sizes, byte strides, byte offset from the origin, itemsize)
    storage_bytes size of the storage in bytes, or None when unknown
    base          absolute address of the origin, or None (layout text, NULL data pointer)
    origin        "storage": offsets count from the storage's first byte; "view": from
                  the lowest byte the view reaches (the storage is unknown)
    extent_bytes  bytes from base known to be memory: the storage, else the view's span
    kind          "torch", "numpy", "dlpack", "array_interface" or "text"
    dtype         the element type's name ("float32", ...) or None
    device        "cpu" or the device's name
    readonly      the memory must not be written
    obj           the object itself (kept alive)
    """

    __slots__ = ("view", "storage_bytes", "base", "kind", "_dtype", "device", "readonly", "obj",
                 "conj", "ref", "origin", "extent_bytes")

    def __init__(self, view: View, storage_bytes: Optional[int], base: Optional[int], kind: str,
                 dtype: Optional[str], device: str, readonly: bool, obj: Any, conj: bool = False,
                 ref: Optional[str] = None, origin: str = "storage",
                 extent_bytes: Optional[int] = None):
        self.view = view
        self.storage_bytes = storage_bytes
        self.base = base
        self.kind = kind
        self._dtype = dtype
        self.device = device
        self.readonly = readonly
        self.obj = obj
        self.conj = conj
        self.ref = ref
        self.origin = origin
        self.extent_bytes = storage_bytes if extent_bytes is None else extent_bytes

    @property
    def dtype(self) -> Optional[str]:
        """The element type's name: "float32", "int64", "bool", ..."""
        d = self._dtype
        if d is None or isinstance(d, str):
            return d
        return str(d).replace("torch.", "")

    @property
    def ndim(self) -> int:
        return len(self.view[0])

    @property
    def data(self) -> Optional[int]:
        """Absolute address of element (0, ..., 0), or None."""
        return None if self.base is None else self.base + self.view[2]


def _is_torch_tensor(obj: Any) -> bool:
    torch = sys.modules.get("torch")
    return torch is not None and isinstance(obj, torch.Tensor)


def _is_ndarray(obj: Any) -> bool:
    np = sys.modules.get("numpy")
    return np is not None and isinstance(obj, np.ndarray)


def _torch_storage(t: Any) -> Tuple[int, int]:
    """(address, bytes) of a torch tensor's storage."""
    _torch_strided()
    if _HAS_UNTYPED[0]:
        s = t.untyped_storage()
    else:  # torch 1.13: a TypedStorage knows its bytes and address too
        s = t.storage()
    return s.data_ptr(), s.nbytes()


def from_torch(t: Any) -> Source:
    if t.layout is not _torch_strided():
        raise _errors.error_class("TypeError")(f"stridelab: a strided tensor is needed, got layout {t.layout}")
    isz = t.element_size()
    st = t.untyped_storage() if _HAS_UNTYPED[0] else t.storage()
    dev = "cpu" if t.is_cpu else t.device.type
    conj = t.is_conj() or t.is_neg() if _HAS_CONJ[0] else False
    return Source((tuple(t.shape), tuple([s * isz for s in t.stride()]), t.storage_offset() * isz, isz),
                  st.nbytes(), st.data_ptr(), "torch", t.dtype, dev, False, t, conj)


_HAS_UNTYPED = [True]
_HAS_CONJ = [True]
_STRIDED: list = []


def _torch_strided() -> Any:
    """torch.strided, looked up once (and which torch APIs exist: 1.13 has no
    untyped_storage() on tensors)."""
    if not _STRIDED:
        torch = sys.modules["torch"]
        _STRIDED.append(torch.strided)
        _HAS_UNTYPED[0] = hasattr(torch.Tensor, "untyped_storage")
        _HAS_CONJ[0] = hasattr(torch.Tensor, "is_conj") and hasattr(torch.Tensor, "is_neg")
    return _STRIDED[0]


def _owner_storage(a: Any, depth: int = 0) -> Tuple[Optional[int], Optional[int], bool]:
    """(address, bytes, readonly) of the memory an ndarray lies in, or (None, None, ro)."""
    np = sys.modules["numpy"]
    obj = a
    for _ in range(10000):
        b = obj.base
        if b is None:
            break
        if isinstance(b, np.ndarray):
            obj = b
            continue
        if _is_torch_tensor(b):
            addr, n = _torch_storage(b)
            return addr, n, False
        try:
            addr, n, ro = _core.buffer_extent(b)
            return addr, n, bool(ro)
        except (TypeError, BufferError, ValueError):
            pass
        inner = getattr(b, "base", None)  # numpy's DummyArray (as_strided) keeps the array
        if isinstance(inner, np.ndarray) and depth < 8:
            return _owner_storage(inner, depth + 1) if inner.base is not None else _own(inner)
        return None, None, False
    if obj.base is None:
        return _own(obj)
    return None, None, False


def _own(owner: Any) -> Tuple[Optional[int], Optional[int], bool]:
    """An owning ndarray's memory (its buffer when it exports one whole)."""
    if owner.flags.c_contiguous or owner.flags.f_contiguous:
        try:
            addr, n, ro = _core.buffer_extent(owner)
            return addr, n, bool(ro)
        except (BufferError, ValueError, TypeError):
            pass
    return _own_span(owner)


def _own_span(owner: Any) -> Tuple[Optional[int], Optional[int], bool]:
    """An owning ndarray's memory: the bytes its own layout spans from its data address."""
    ai = owner.__array_interface__
    span = _core.facts((tuple(owner.shape), tuple(owner.strides), 0, owner.itemsize))[0]
    if span is None:
        return ai["data"][0], 0, bool(ai["data"][1])
    lo, end = span
    return ai["data"][0] + lo, end - lo, bool(ai["data"][1])


def from_numpy(a: Any) -> Source:
    """A numpy ndarray: shape, byte strides and data address (buffer protocol, else
    __array_interface__); the storage is its owner's memory (see _owner_storage)."""
    dt = a.dtype
    if dt.hasobject:
        raise _errors.error_class("TypeError")("stridelab: arrays of Python objects hold references, not data")
    try:
        addr, ro = _core.data_address(a)
    except (BufferError, ValueError, TypeError):
        addr, ro = a.__array_interface__["data"]
    sizes, strides, isz = a.shape, a.strides, a.itemsize
    sbase, snbytes, sro = _owner_storage(a)
    if sbase is None:  # unknown storage: the memory the view itself spans
        span = _core.facts((sizes, strides, 0, isz))[0]
        lo, end = span if span is not None else (0, 0)
        sbase, snbytes = addr + lo, end - lo
    return Source((sizes, strides, addr - sbase, isz), snbytes, sbase, "numpy", dt, "cpu",
                  bool(ro or sro), a)


def _ai_view(ai: dict, itemsize: Optional[int] = None) -> View:
    shape = tuple(int(s) for s in ai["shape"])
    if itemsize is None:
        typestr = ai["typestr"]
        try:
            itemsize = int(str(typestr)[2:])
        except ValueError:
            raise _errors.error_class("TypeError")(
                f"stridelab: __array_interface__ typestr {typestr!r} is not an array-interface type "
                "string such as '<f4'") from None
        if itemsize == 0:
            raise _errors.error_class("TypeError")(f"stridelab: element type {typestr!r} has no fixed size")
    strides = ai.get("strides")
    if strides is None:  # C-contiguous
        st = []
        acc = itemsize
        for s in reversed(shape):
            st.append(acc)
            acc *= max(s, 1)
        strides = tuple(reversed(st))
    return (shape, tuple(int(s) for s in strides), 0, itemsize)


def from_array_interface(obj: Any, kind: str = "array_interface") -> Source:
    """Any object with __array_interface__ (numpy arrays take from_numpy): the storage is
    unknown (storage_bytes None); offsets count from the lowest byte the view reaches,
    the only bytes known to be memory."""
    ai = obj.__array_interface__
    if not isinstance(ai, dict):
        raise _errors.error_class("TypeError")(
            f"stridelab: {type(obj).__qualname__}.__array_interface__ must be a dict (shape, typestr, "
            f"data, ...), got {type(ai).__name__}")
    for key in ("shape", "typestr"):
        if key not in ai:
            raise _errors.error_class("TypeError")(f"stridelab: __array_interface__ has no {key!r}")
    if ai.get("mask") is not None:
        raise _errors.error_class("TypeError")("stridelab: masked __array_interface__ is not supported")
    data = ai.get("data")
    if not isinstance(data, tuple):
        raise _errors.error_class("TypeError")("stridelab: an __array_interface__ whose data is not an (address, readonly) "
                        "tuple (a buffer object) is not supported")
    sizes, strides, _, isz = _ai_view(ai)
    if len(sizes) > _core.MAX_DIMS:
        raise _errors.make_error("SL_ERR_LIMIT", "LimitExceeded",
                                 f"stridelab: {len(sizes)} dimensions, at most {_core.MAX_DIMS} are "
                                 "supported (stridelab's limit)")
    addr, ro = int(data[0]), bool(data[1])
    span = _core.facts((sizes, strides, 0, isz))[0]
    lo, end = span if span is not None else (0, 0)
    # a NULL data pointer is no memory: no base address (alignment, copies refused)
    return Source((sizes, strides, -lo, isz), None, addr + lo if addr else None, kind, None, "cpu", ro,
                  obj, origin="view", extent_bytes=end - lo)


_DL_DEVICES = {1: "cpu", 2: "cuda", 3: "cuda_host", 4: "opencl", 7: "vulkan", 8: "metal",
               9: "vpi", 10: "rocm", 11: "rocm_host", 13: "cuda_managed", 14: "oneapi"}


def from_dlpack(obj: Any) -> Source:
    cap = obj.__dlpack__()
    view, data, (code, bits, lanes), (dev, _devid) = _core.dlpack_view(cap)
    sizes, strides, byte_offset, isz = view
    dname = _DL_CODES.get(code, f"code{code}") + str(bits) + (f"x{lanes}" if lanes != 1 else "")
    dname = {"bool8": "bool", "bfloat16": "bfloat16"}.get(dname, dname)
    span = _core.facts((sizes, strides, byte_offset, isz))[0]
    lo, end = span if span is not None else (byte_offset, byte_offset)
    # DLPack does not carry the storage (torch exports data_ptr() with byte_offset 0): its
    # size is unknown, offsets count from the lowest byte the view reaches, and the bytes
    # the view spans are the only ones the producer promises are memory
    return Source((sizes, strides, byte_offset - lo, isz), None, data + lo if data else None,
                  "dlpack", dname, _DL_DEVICES.get(dev, f"device{dev}"), False, (obj, cap),
                  origin="view", extent_bytes=end - lo)


def from_text(text: str, ref: str) -> Source:
    try:
        view, storage = _core.parse_layout(text, ref)
    except _errors.StridelabError as e:
        raise _text_error(text, e) from None
    return Source(view, storage, None, "text", None, "none", True, text, ref=ref)


def _text_error(text: str, e: Any) -> Any:
    """A layout text's error, said in the package's terms where the library's words are
    about its parser: a raw layout's 65th dimension is stridelab's limit (LimitExceeded,
    as a chain's), and a bare name that is no chain says the text is neither."""
    if e.type == "SyntaxError" and e.message.startswith("layout: too many dimensions"):
        return _errors.make_error("SL_ERR_LIMIT", "LimitExceeded",
                                  f"layout: more than {_core.MAX_DIMS} dimensions (stridelab's limit)")
    if e.type == "NameError":
        exc = _errors.make_error(
            e.status, e.type,
            f"{text.strip()!r} is neither a layout ('size=(4,3),stride=(3,1),offset=0,itemsize=4') nor a "
            f"chain expression ('torch.arange(12.).view(3, 4).t()'): {e.message}", e.offset, e.line, e.col)
        return exc
    return e


def as_source(obj: Any, ref: str = "lessons") -> Source:
    """Any accepted operand -> Source (see the module's docstring)."""
    if isinstance(obj, Source):
        return obj
    if isinstance(obj, str):
        return from_text(obj, ref)
    if _is_torch_tensor(obj):
        return from_torch(obj)
    if _is_ndarray(obj):
        return from_numpy(obj)
    if hasattr(obj, "__dlpack__"):
        return from_dlpack(obj)
    if hasattr(obj, "__array_interface__"):
        return from_array_interface(obj, "array_interface")
    raise _errors.error_class("TypeError")(
        f"stridelab: cannot read a layout from {type(obj).__module__}.{type(obj).__qualname__}: "
        "pass a torch tensor, a numpy array, an object with __dlpack__ or __array_interface__, "
        "or a layout text ('size=(4,3),stride=(3,1),offset=0,itemsize=4' or a chain expression)")
