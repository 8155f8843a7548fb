#@@ case tobytes_orders
import numpy as np
x = np.array([[0, 1], [2, 3]], dtype='<u2')
print(x.tobytes(), x.tobytes('C') == x.tobytes(), x.tobytes('F'), x.tobytes(order='A'), x.T.tobytes('A'))
print(x.T.tobytes(), x.T.tobytes('K'), x[:, ::-1].tobytes(), len(x[::2].tobytes()))
print(np.arange(3, dtype=np.float32).tobytes())
print(np.array([True, False]).tobytes(), np.arange(4, dtype=np.int8)[::-2].tobytes())
print(np.float64(1.5).tobytes(), np.int32(-2).tobytes(), np.arange(6).reshape(2, 3)[:, 1].tobytes().hex())

#@@ case tobytes_errors
import numpy as np
x = np.arange(4, dtype=np.int16)
for f in (lambda: x.tobytes('x'), lambda: x.tobytes('C', 'F'), lambda: x.tobytes(5)):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)

#@@ case frombuffer_basic
import numpy as np
b = b'\x01\x02\x03\x04\x05\x06\x07\x08'
a = np.frombuffer(b, dtype=np.uint8)
print(repr(a), a.strides, a.flags.writeable, a.flags.owndata, a.base is b, a.base)
h = np.frombuffer(b, dtype=np.int16, count=2, offset=2)
print(repr(h), h.shape, h.strides, h.flags['C_CONTIGUOUS'])
print(repr(np.frombuffer(b, np.int32)), repr(np.frombuffer(b, dtype='<u2')[::2]))
print(repr(np.frombuffer(b)), repr(np.frombuffer(b'', dtype=np.uint8)), repr(np.frombuffer(b, np.int8, 0)))
v = h[1:]
print(repr(v), v.base is h, np.shares_memory(v, h))

#@@ case frombuffer_errors
import numpy as np
b = b'\x01\x02\x03\x04\x05'
def write_into(r):
    r[0] = 5
for f in (lambda: np.frombuffer(b, dtype=np.int16), lambda: np.frombuffer(b, np.uint8, 9),
          lambda: np.frombuffer(b, np.uint8, offset=6), lambda: np.frombuffer(b, np.uint8, offset=-1),
          lambda: np.frombuffer('abc', dtype=np.uint8), lambda: np.frombuffer(b, np.int16, offset=1),
          lambda: write_into(np.frombuffer(b, np.uint8))):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

#@@ case tobytes_frombuffer_roundtrip
import numpy as np
a = np.arange(6, dtype=np.int32).reshape(2, 3)
raw = a.T.tobytes()
back = np.frombuffer(raw, dtype=np.int32).reshape(3, 2)
print(back, (back == a.T).all(), back.flags.writeable)
f = np.array([1.0, -2.5], dtype=np.float32)
print(np.frombuffer(f.tobytes(), dtype=np.uint8), np.frombuffer(f.tobytes(), dtype=np.float32))

#@@ case byteswap_values
import numpy as np
A = np.array([1, 256, 8755], dtype=np.int16)
print(list(map(hex, A)))
B = A.byteswap()
print(repr(B), repr(A), B.flags.owndata)
print(repr(A.byteswap(inplace=True)), list(map(hex, A)))
print(repr(np.arange(3, dtype=np.int64).byteswap().view(np.uint8)))
print(repr(np.array([1.0, 2.0], dtype=np.float32).byteswap()))
print(repr(np.array([True, False]).byteswap()), repr(np.arange(3, dtype=np.uint8).byteswap()))
c = np.array([1.0, 2.0, 3.0, 4.0], dtype=np.float32).view(np.complex64)
print(c.byteswap().view(np.uint8))
print(repr(np.int16(258).byteswap()), repr(np.float64(1.0).byteswap()))

#@@ case byteswap_layouts
import numpy as np
a = np.arange(12, dtype=np.int16).reshape(3, 4)
t = a.T.byteswap()
print(t.strides, t.flags['F_CONTIGUOUS'], t)
s = a[:, ::2].byteswap()
print(s.strides, s)
v = a[1]
r = v.byteswap(inplace=True)
print(r is v, a)

#@@ case byteswap_errors
import numpy as np
for f in (lambda: np.frombuffer(b'\x01\x02', dtype=np.int16).byteswap(inplace=True),
          lambda: np.int16(3).byteswap(inplace=True), lambda: np.int16(3).byteswap(True),
          lambda: np.arange(3).byteswap(True, False)):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
x = np.arange(3, dtype=np.int16)
x.setflags(write=False)
try:
    x.byteswap(True)
except ValueError as e:
    print(e)
print(repr(x.byteswap()))
