#@@ case resize_grow_1d
import numpy as np
a = np.arange(6)
a.resize(8)
print(a, a.shape, a.strides, a.flags.owndata)
#@@ case resize_grow_2d
import numpy as np
a = np.arange(6)
a.resize((2, 4))
print(a)
print(a.strides, a.flags.c_contiguous, a.flags.f_contiguous)
#@@ case resize_shrink
import numpy as np
a = np.arange(10.0)
a.resize(2, 3)
print(a)
a.resize((7,))
print(a)
#@@ case resize_varargs_and_list
import numpy as np
a = np.arange(4, dtype=np.int32)
a.resize(2, 3)
print(a, a.dtype)
a.resize([3, 2])
print(a)
a.resize(3, 2)
print(a.strides)
#@@ case resize_same_size_reshapes
import numpy as np
a = np.arange(6)
b = a
a.resize((3, 2))
print(b)
print(a is b, a.strides)
#@@ case resize_fortran
import numpy as np
a = np.zeros((2, 3), order='F')
a[0, 1] = 5
a.resize((3, 4))
print(a)
print(a.strides, a.flags.f_contiguous, a.flags.c_contiguous)
#@@ case resize_fortran_same_size
import numpy as np
a = np.arange(6).reshape(2, 3).copy(order='F')
a.resize((3, 2))
print(a.strides)
print(a)
#@@ case resize_other_name
import numpy as np
a = np.arange(6)
c = a
try:
    a.resize(8)
except ValueError as e:
    print(repr(str(e)))
del c
a.resize(8)
print(a)
#@@ case resize_live_view
import numpy as np
a = np.arange(6)
v = a[1:]
try:
    a.resize(3)
except ValueError as e:
    print(e)
del v
a.resize(3)
print(a)
#@@ case resize_temporary_view_freed
import numpy as np
a = np.arange(6)
print(a[1:].sum())
a.resize(4)
print(a)
#@@ case resize_view_not_owner
import numpy as np
a = np.arange(6)
v = a[1:]
try:
    v.resize(3)
except ValueError as e:
    print(e)
v.resize((5,))
print(v.shape, v.base is a)
#@@ case resize_not_single_segment
import numpy as np
a = np.arange(6)
try:
    a[::2].resize(2)
except ValueError as e:
    print(e)
#@@ case resize_negative_dim
import numpy as np
a = np.arange(6)
try:
    a.resize(-1)
except ValueError as e:
    print(e)
try:
    a.resize((2, -3))
except ValueError as e:
    print(e)
#@@ case resize_float_shape
import numpy as np
a = np.arange(6)
a.resize(2.0)
#@@ case resize_bool_shape
import numpy as np
a = np.arange(6)
a.resize(True)
#@@ case resize_tuple_in_varargs
import numpy as np
a = np.arange(6)
a.resize((2, 2), 3)
#@@ case resize_bad_keyword
import numpy as np
a = np.arange(6)
a.resize(3, foo=1)
#@@ case resize_refcheck_float
import numpy as np
a = np.arange(6)
a.resize(3, refcheck=2.5)
#@@ case resize_refcheck_false
import numpy as np
a = np.arange(6)
b = a
a.resize((2, 2), refcheck=False)
print(a, b.shape, a.flags.owndata)
#@@ case resize_none_and_empty
import numpy as np
a = np.arange(3)
print(a.resize(), a.resize(None), a)
r = a.resize(4)
print(r, a)
#@@ case resize_zero_then_grow
import numpy as np
d = np.arange(6)
d.resize((0, 4))
print(d.shape, d.strides, d.flags.c_contiguous, d.flags.f_contiguous)
d.resize(2, 2)
print(d)
#@@ case resize_to_0d
import numpy as np
a = np.arange(4)
a.resize(())
print(repr(a), a.shape, a.strides, a.ndim)
#@@ case resize_shrink_regrow_zeros
import numpy as np
x = np.arange(6)
for k in range(2):
    x.resize(k + 1)
print(x)
#@@ case resize_in_for_loop_over_list
import numpy as np
for q in [np.arange(3)]:
    try:
        q.resize(4)
    except ValueError as e:
        print(e)
#@@ case resize_list_element
import numpy as np
l = [np.arange(3)]
l[0].resize(4)
print(l)
#@@ case resize_in_list_and_name
import numpy as np
a = np.arange(3)
l = [a]
try:
    a.resize(4)
except ValueError as e:
    print(str(e).splitlines()[0])
#@@ case resize_flags_object_alive
import numpy as np
a = np.arange(3)
f = a.flags
try:
    a.resize(4)
except ValueError as e:
    print(str(e).splitlines()[-1])
del f
a.resize(4)
print(a)
#@@ case resize_bound_method
import numpy as np
a = np.arange(3)
m = a.sum
try:
    a.resize(4)
except ValueError as e:
    print("bound", str(e).splitlines()[0])
#@@ case resize_as_strided_base
import numpy as np
from numpy.lib.stride_tricks import as_strided
a = np.arange(4)
s = as_strided(a, (2,), (8,))
try:
    a.resize(6)
except ValueError as e:
    print(str(e).splitlines()[0])
#@@ case resize_float32_values
import numpy as np
a = np.linspace(0, 1, 5, dtype=np.float32)
a.resize((2, 3))
print(a)
#@@ case resize_bool_array
import numpy as np
a = np.array([True, False, True])
a.resize(5)
print(a)
#@@ case resize_readonly_shrink
import numpy as np
a = np.arange(5)
a.flags.writeable = False
a.resize(3)
print(a, a.flags.writeable)
#@@ case resize_then_view
import numpy as np
a = np.arange(4)
a.resize((2, 3))
v = a[:, 1]
print(v, v.strides, v.base is a)
#@@ case resize_result_assigned
import numpy as np
a = np.arange(4)
r = a.resize(5)
print(r, a)
#@@ case np_resize_repeat
import numpy as np
a = np.array([[0, 1], [2, 3]])
print(np.resize(a, (2, 3)))
print(np.resize(a, (1, 4)))
print(np.resize(a, (2, 4)))
print(np.resize(a, 6))
#@@ case np_resize_base_and_flags
import numpy as np
a = np.arange(6, dtype=np.int8)
r = np.resize(a, (3, 4))
print(r.dtype, r.strides, r.flags.owndata, r.base is None, r.base.shape)
r2 = np.resize(a, 4)
print(r2, r2.base.shape)
#@@ case np_resize_empty
import numpy as np
print(np.resize(np.zeros((0,)), 3), np.resize(np.arange(3), 0), np.resize(np.arange(3), (2, 0)))
print(np.resize(np.arange(3), 0).base is None)
#@@ case np_resize_list_and_number
import numpy as np
print(np.resize([1, 2], (2, 3)))
print(np.resize(3, 2))
print(np.resize(np.arange(6).reshape(2, 3).T, (2, 4)))
#@@ case np_resize_negative
import numpy as np
np.resize(np.arange(3), (2, -1))
#@@ case np_resize_does_not_touch_input
import numpy as np
a = np.arange(3)
b = np.resize(a, 5)
b[0] = 100
print(a, b)
#@@ case writeable_attr
import numpy as np
a = np.arange(6)
a.flags.writeable = False
print(a.flags)
a[0] = 1
#@@ case writeable_item_keys
import numpy as np
a = np.arange(3)
a.flags['WRITEABLE'] = False
print(a.flags['W'], a.flags.writeable)
a.flags['W'] = True
print(a.flags.writeable)
a.flags['W'] = 0
print(a.flags['WRITEABLE'])
#@@ case flags_setitem_unknown
import numpy as np
a = np.arange(3)
for k in ["C_CONTIGUOUS", "OWNDATA", "FOO", 3]:
    try:
        a.flags[k] = True
        print(k, "ok")
    except KeyError as e:
        print(k, "KeyError", e)
#@@ case flags_setattr_readonly_attrs
import numpy as np
a = np.arange(3)
f = a.flags
try:
    f.c_contiguous = False
except AttributeError as e:
    print(e)
try:
    f.owndata = False
except AttributeError as e:
    print(e)
try:
    f.behaved = True
except AttributeError as e:
    print(e)
try:
    f.foo = True
except AttributeError as e:
    print(e)
#@@ case flags_aligned_and_uic
import numpy as np
a = np.arange(3)
a.flags.aligned = True
a.flags['A'] = True
print(a.flags.aligned)
try:
    a.flags.writebackifcopy = True
except ValueError as e:
    print(e)
try:
    a.flags['X'] = 1
except ValueError as e:
    print(e)
a.flags.writebackifcopy = False
print(a.flags.writebackifcopy)
#@@ case setflags_write
import numpy as np
a = np.arange(4)
print(a.setflags(write=False), a.flags.writeable)
a.setflags(True)
print(a.flags.writeable)
a.setflags(0)
print(a.flags.writeable)
a.setflags(write=1)
a[0] = 9
print(a)
#@@ case setflags_bad_keyword
import numpy as np
a = np.arange(4)
a.setflags(write=False, foo=1)
#@@ case setflags_uic_true
import numpy as np
a = np.arange(4)
try:
    a.setflags(write=False, uic=True)
except ValueError as e:
    print(e)
print(a.flags.writeable)
#@@ case setflags_align_true
import numpy as np
a = np.arange(4)
a.setflags(align=True, write=False)
print(a.flags.aligned, a.flags.writeable)
#@@ case readonly_view_inherits
import numpy as np
a = np.arange(6).reshape(2, 3)
a.flags.writeable = False
v = a[:, 1:]
t = a.T
print(v.flags.writeable, t.flags.writeable, a.reshape(6).flags.writeable)
try:
    v[0, 0] = 1
except ValueError as e:
    print(e)
#@@ case readonly_base_then_view_flag
import numpy as np
a = np.arange(6)
b = a[1:]
a.flags.writeable = False
print(b.flags.writeable)
b[0] = 10
print(a)
#@@ case readonly_view_cannot_be_made_writeable
import numpy as np
a = np.arange(6)
a.flags.writeable = False
v = a[::2]
try:
    v.flags.writeable = True
except ValueError as e:
    print(e)
a.flags.writeable = True
v.flags.writeable = True
v[0] = 7
print(a)
#@@ case readonly_writes_refused
import numpy as np
a = np.arange(6)
a.setflags(write=False)
for name in ["set", "iadd", "fancy", "mask", "fill"]:
    try:
        if name == "set":
            a[1:3] = 0
        elif name == "iadd":
            a += 1
        elif name == "fancy":
            a[[0, 1]] = 5
        elif name == "mask":
            a[a > 2] = 0
        else:
            a.fill(3)
    except ValueError as e:
        print(name, e)
print(a)
#@@ case readonly_flat_write
import numpy as np
a = np.arange(4)
a.flags.writeable = False
a.flat[0] = 5
#@@ case readonly_sort
import numpy as np
a = np.array([3, 1, 2])
a.flags.writeable = False
a.sort()
#@@ case readonly_reads_still_work
import numpy as np
a = np.arange(6).reshape(2, 3)
a.flags.writeable = False
print(a + 1, a.sum(), a[1], a.copy().flags.writeable, np.array(a).flags.writeable)
#@@ case broadcast_to_readonly
import numpy as np
b = np.broadcast_to(np.arange(3), (2, 3))
print(b.flags.writeable)
try:
    b[0, 0] = 1
except ValueError as e:
    print(e)
b.flags.writeable = True
print(b.flags.writeable)
#@@ case as_strided_writeable_false
import numpy as np
from numpy.lib.stride_tricks import as_strided
a = np.arange(6)
s = as_strided(a, (2, 2), (16, 8), writeable=False)
print(s.flags.writeable)
try:
    s[0, 0] = 1
except ValueError as e:
    print(e)
try:
    s.flags.writeable = True
except ValueError as e:
    print(e)
s2 = np.lib.stride_tricks.as_strided(a, (3,), (16,))
s2[1] = 100
print(a)
#@@ case diagonal_view_readonly
import numpy as np
x = np.arange(9).reshape(3, 3)
d = x.diagonal()
print(d.flags.writeable)
try:
    d.flags.writeable = True
except ValueError as e:
    print(e)
try:
    d[0] = 1
except ValueError as e:
    print(e)
#@@ case flags_print_after_changes
import numpy as np
a = np.arange(6).reshape(2, 3)[:, ::2]
a.flags.writeable = False
print(a.flags)
x, y = np.broadcast_arrays(np.arange(3), np.zeros((2, 1)))
print(x.flags)
x.flags.writeable = True
print(x.flags)
#@@ case ctypes_data_offsets
import numpy as np
a = np.arange(6)
print(a[2:].ctypes.data - a.ctypes.data, a[::-1].ctypes.data - a.ctypes.data)
b = np.arange(12, dtype=np.int16).reshape(3, 4)
print(b[1, 2:].ctypes.data - b.ctypes.data, b.T.ctypes.data == b.ctypes.data)
#@@ case ctypes_type_name
import numpy as np
a = np.arange(3)
print(type(a.ctypes).__name__, type(a.ctypes.data).__name__)
#@@ case array_interface_fields
import numpy as np
a = np.arange(6).reshape(2, 3)
ai = a.__array_interface__
print(ai['strides'], ai['shape'], ai['typestr'], ai['descr'], ai['version'], ai['data'][1])
print(list(ai), sorted(ai.keys()))
print(ai['data'][0] == a.ctypes.data)
v = a[:, 1:]
print(v.__array_interface__['strides'], v.__array_interface__['data'][0] - a.ctypes.data)
#@@ case array_interface_dtypes
import numpy as np
for dt in [np.bool_, np.int8, np.uint8, np.int16, np.uint16, np.int32, np.uint32, np.int64, np.uint64, np.float16, np.float32, np.float64]:
    ai = np.zeros(2, dtype=dt).__array_interface__
    print(ai['typestr'], ai['descr'])
#@@ case array_interface_readonly
import numpy as np
a = np.arange(3)
a.flags.writeable = False
print(a.__array_interface__['data'][1], np.broadcast_to(a, (2, 3)).__array_interface__['data'][1])
print(np.broadcast_to(a, (2, 3)).__array_interface__['strides'])
#@@ case byte_bounds
import numpy as np
a = np.arange(6)
lo, hi = np.byte_bounds(a)
print(hi - lo, lo == a.ctypes.data)
lo, hi = np.byte_bounds(a[::-2])
print(lo - a.ctypes.data, hi - a.ctypes.data)
m = np.arange(12, dtype=np.int32).reshape(3, 4)
lo, hi = np.byte_bounds(m[:, 1:3])
print(lo - m.ctypes.data, hi - m.ctypes.data)
lo, hi = np.byte_bounds(m.T)
print(lo - m.ctypes.data, hi - m.ctypes.data)
lo, hi = np.byte_bounds(m[:0])
print(hi - lo)
#@@ case addresses_match_torch
import numpy as np
import torch
a = np.arange(10, dtype=np.float32)
t = torch.from_numpy(a)
print(t.data_ptr() == a.ctypes.data, torch.from_numpy(a[3:]).data_ptr() - a.ctypes.data)
u = t[2:]
print(u.data_ptr() - a.ctypes.data, u.numpy().ctypes.data - a.ctypes.data)
#@@ case addresses_tensor_numpy
import torch
t = torch.arange(8.)
n = t.numpy()
print(n.ctypes.data == t.data_ptr(), n[4:].__array_interface__['data'][0] - t.data_ptr())
#@@ case np_diag_1d
import numpy as np
print(np.diag(np.arange(1, 4)))
print(np.diag([1, 2], 1))
print(np.diag(np.array([1.5, 2.5]), -2))
d = np.diag(np.arange(3))
print(d.flags.owndata, d.dtype, d.strides)
#@@ case np_diag_2d
import numpy as np
x = np.arange(12).reshape(3, 4)
print(np.diag(x), np.diag(x, 1), np.diag(x, -1), np.diag(x, 5))
d = np.diag(x, 1)
print(d.strides, d.base is x, d.flags.writeable)
#@@ case np_diag_bad_ndim
import numpy as np
for v in [np.arange(24).reshape(2, 3, 4), np.array(5)]:
    try:
        np.diag(v)
    except ValueError as e:
        print(e)
#@@ case np_diagflat
import numpy as np
print(np.diagflat([[1, 2], [3, 4]]))
print(np.diagflat([1, 2], -1))
print(np.diagflat(np.arange(6).reshape(2, 3).T, 1).shape)
print(np.diagflat(np.arange(6).reshape(2, 3).T).diagonal())
#@@ case np_trace
import numpy as np
x = np.arange(9).reshape(3, 3)
print(np.trace(x), x.trace(), x.trace(1), np.trace(x, -1), np.trace(x, offset=5))
y = np.arange(24).reshape(2, 3, 4)
print(y.trace(), np.trace(y, axis1=1, axis2=2), y.trace(0, 0, 2))
print(np.trace(np.ones((3, 3), dtype=np.int8)).dtype, np.trace(np.eye(3)), type(np.trace(x)).__name__)
print(np.trace(x, dtype=np.float64))
#@@ case np_trace_1d
import numpy as np
np.trace(np.arange(3))
#@@ case np_where_one_arg
import numpy as np
a = np.arange(6).reshape(2, 3)
print(np.where(a > 2))
print(np.where(a))
print(np.where([True, False, True]))
r = np.where(a % 2 == 0)
print(r[0].strides, r[0].base is r[1].base)
#@@ case np_require_orders
import numpy as np
a = np.arange(6)
for r in ["C", "F", "W", "O", "A", ["C", "W"], ("O",), "E"]:
    z = np.require(a[::2], requirements=r)
    print(r, z.flags.c_contiguous, z.flags.owndata, z.base is None)
z = np.require(a, requirements=['C'])
print(z is a)
#@@ case np_require_errors
import numpy as np
a = np.arange(6)
for r in [["C", "F"], "CF", "Q", ["aligned"], ["c_contiguous", "writeable"]]:
    try:
        z = np.require(a, requirements=r)
        print(r, z is a)
    except (ValueError, KeyError) as e:
        print(type(e).__name__, e)
#@@ case np_require_non_string
import numpy as np
np.require(np.arange(3), requirements=[3])
#@@ case np_require_dtype
import numpy as np
a = np.arange(6).reshape(2, 3)
z = np.require(a, np.float32, ['F'])
print(z.dtype, z.strides, z.flags.f_contiguous)
z = np.require(a, np.int64)
print(z is a)
z = np.require(a.T, None, 'C')
print(z.strides, z.base is None)
#@@ case np_require_readonly
import numpy as np
a = np.arange(4)
a.flags.writeable = False
z = np.require(a, requirements='W')
print(z.flags.writeable, z is a, a.flags.writeable)
print(np.require(a) is a)
#@@ case np_copyto
import numpy as np
c = np.zeros(3)
np.copyto(c, np.arange(3))
print(c)
np.copyto(c, np.array([7, 8, 9]), where=np.array([True, False, True]))
print(c)
m = np.zeros((2, 3), dtype=np.int64)
np.copyto(m, np.arange(3))
print(m)
np.copyto(m, np.array([[1], [2]]), where=m > 0)
print(m)
#@@ case np_copyto_casting
import numpy as np
d = np.zeros(3, dtype=np.int64)
try:
    np.copyto(d, np.arange(3.0))
except TypeError as e:
    print(e)
np.copyto(d, np.arange(3.0) + 0.5, casting='unsafe')
print(d)
#@@ case np_copyto_readonly
import numpy as np
c = np.zeros(3)
c.flags.writeable = False
np.copyto(c, np.ones(3))
#@@ case np_copyto_broadcast_error
import numpy as np
np.copyto(np.zeros(3), np.arange(2))
#@@ case resize_print_statement
import numpy as np
a = np.arange(4)
print(a.resize(6))
print(a)
#@@ case resize_print_after_other_arg
import numpy as np
a = np.arange(4)
print(a.resize(2, 3), a.shape)
#@@ case resize_in_range_loop
import numpy as np
a = np.arange(4)
for i in range(3):
    a.resize(i + 2)
    print(a)
#@@ case resize_in_while_and_try
import numpy as np
a = np.arange(4)
i = 0
while i < 2:
    a.resize(a.size + 1)
    i += 1
try:
    a.resize(2)
finally:
    print(a)
#@@ case resize_temporary_owner
import numpy as np
np.arange(3).resize(5)
print("done")
#@@ case resize_nested_loops_list
import numpy as np
for x in [np.arange(2)]:
    for i in range(1):
        try:
            x.resize(3)
        except ValueError as e:
            print(str(e).splitlines()[0])
#@@ case resize_args_hold_temporaries
import numpy as np
a = np.arange(4)
a.resize(len([a]) + 5)
print(a)
#@@ case resize_names_rebound
import numpy as np
a = np.arange(4)
b = a
b = 3
v = a[1:]
v = None
a.resize(6)
print(a, b, v)
#@@ case resize_view_of_view_deleted
import numpy as np
a = np.arange(4)
v = a[1:]
w = v[1:]
del v
try:
    a.resize(6)
except ValueError:
    print("w still holds a:", w.base is a)
del w
a.resize(6)
print(a)
#@@ case resize_comprehensions
import numpy as np
a = np.arange(4)
n = [0 for v in [a]]
a.resize(5)
l2 = [v for v in [a]]
try:
    a.resize(6)
except ValueError:
    print("l2 holds it")
print(a)
#@@ case resize_containers_hold_refs
import numpy as np
a = np.arange(4)
d = {"k": a}
try:
    a.resize(6)
except ValueError:
    print("dict")
del d
t = (a, 1)
try:
    a.resize(6)
except ValueError:
    print("tuple")
del t
l = [[a]]
try:
    a.resize(6)
except ValueError:
    print("nested list")
l = []
a.resize(6)
print(a)
#@@ case resize_function_refs
import numpy as np
a = np.arange(4)
def f():
    return a
g = lambda: a
a.resize(5)
def h(x=a):
    return x
try:
    a.resize(6)
except ValueError:
    print("default argument")
print(a)
#@@ case resize_views_and_copies
import numpy as np
a = np.arange(4)
c = a.copy()
s = a.sum()
l = a.tolist()
m = a[a > 1]
a.resize(5)
r = a.reshape(5, 1)
try:
    a.resize(6)
except ValueError:
    print("reshape view")
del r
q = np.asarray(a)
try:
    a.resize(6)
except ValueError:
    print("asarray is the same object")
print(q is a)
#@@ case resize_refcheck_false_then_read
import numpy as np
a = np.arange(4)
b = a
a.resize(7, refcheck=False)
print(b, b is a)
#@@ case resize_uint8_and_float64
import numpy as np
a = np.arange(250, 256, dtype=np.uint8)
a.resize(2, 4)
print(a)
f = np.linspace(0, 1, 3)
try:
    f.resize(5)
except ValueError as e:
    print(e)
g = np.linspace(0, 1, 3, dtype=np.float32)
g.resize(5)
print(g, f.base.shape)
#@@ case np_resize_values_dtypes
import numpy as np
print(np.resize(np.array([True, False, True]), (2, 2)))
print(np.resize(np.arange(3, dtype=np.float32) / 2, 7))
print(np.resize(np.arange(5), [2, 2]))
#@@ case ctypes_and_interface_scalars
import numpy as np
a = np.arange(6).reshape(2, 3)
print(a.ctypes.data - a[1].ctypes.data, a[1, 1:].__array_interface__['data'][0] - a.ctypes.data)
print(np.byte_bounds(a[1])[0] - np.byte_bounds(a)[0])
#@@ case flags_writeable_through_saved_flags
import numpy as np
a = np.arange(3)
f = a.flags
f.writeable = False
print(a.flags.writeable, f['WRITEABLE'])
f['WRITEABLE'] = True
a[0] = 5
print(a)
#@@ case readonly_inplace_ops
import numpy as np
a = np.arange(4.0)
a.flags.writeable = False
for op in ["add", "sub", "mul", "div"]:
    try:
        if op == "add":
            a += 1
        elif op == "sub":
            a -= 1
        elif op == "mul":
            a *= 2
        else:
            a /= 2
    except ValueError as e:
        print(op, e)
print(a)
#@@ case readonly_np_sort_copies
import numpy as np
a = np.array([3, 1, 2])
a.flags.writeable = False
print(np.sort(a), a)
#@@ case readonly_torch_from_numpy_flags
import numpy as np
a = np.arange(4)
v = a[::2]
a.flags.writeable = False
print(v.flags.writeable, a[::2].flags.writeable, a[::2].copy().flags.writeable)
#@@ case np_where_one_arg_bool_and_float
import numpy as np
print(np.where(np.array([0.0, 1.5, 0.0, -2.0])))
print(np.where(np.eye(3, dtype=bool)))
print(np.where(np.zeros((2, 2))))
#@@ case np_trace_values
import numpy as np
print(np.trace(np.eye(4)), np.trace(np.arange(16).reshape(4, 4), -2), np.trace(np.arange(6).reshape(2, 3), 1))
print(np.trace(np.ones((2, 2), dtype=bool)), np.trace(np.arange(4, dtype=np.uint8).reshape(2, 2)).dtype)
#@@ case np_diag_roundtrip
import numpy as np
m = np.diag(np.arange(1, 4))
print(np.diag(m), np.diag(np.diag(m)).shape, np.diag(m, 1))
print(np.diag(np.arange(4.0).reshape(2, 2)).dtype)
#@@ case np_copyto_scalar
import numpy as np
c = np.zeros((2, 2))
np.copyto(c, 3)
print(c)
np.copyto(c, 1.5, where=np.array([[True, False], [False, True]]))
print(c)
i = np.zeros(3, dtype=np.int64)
np.copyto(i, 7)
print(i)
#@@ case np_copyto_list_src
import numpy as np
c = np.zeros(3)
np.copyto(c, [1, 2, 3])
print(c)
#@@ case flags_snapshot
import numpy as np
a = np.arange(6)
f = a.flags
a.flags.writeable = False
print(f.writeable, f['W'], a.flags.writeable)
a.resize((2, 3), refcheck=False)
g = a.flags
a.shape = (3, 2)
print(f.c_contiguous, g.f_contiguous, a.flags.f_contiguous)
print(f)
#@@ case linspace_owner_and_base
import numpy as np
for dt in [np.float64, np.float32, np.int32]:
    for n, e in [(0, True), (1, True), (1, False), (2, True), (5, False)]:
        x = np.linspace(0, 1, n, endpoint=e, dtype=dt)
        print(n, e, x.dtype, x.strides, x.base is None, x.flags.owndata, x)
print(np.linspace(0, 1, 3).flags)
#@@ case flags_num
import numpy as np
a = np.arange(6).reshape(2, 3)
x, y = np.broadcast_arrays(np.arange(3), np.zeros((2, 1)))
print(a.flags.num, a.T.flags.num, a[:, ::2].flags.num, np.broadcast_to(a, (2, 2, 3)).flags.num, x.flags.num, np.zeros(0).flags.num, np.array(3).flags.num)
a.flags.writeable = False
print(a.flags.num, a[0].flags.num)
#@@ case np_copyto_checks_order
import numpy as np
c = np.zeros(3, dtype=np.int64)
c.flags.writeable = False
for src in [np.arange(3.0), 1.5, np.arange(2), c]:
    try:
        np.copyto(c, src)
        print("ok")
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
#@@ case np_copyto_where_errors
import numpy as np
for w in [np.array([True, False]), np.array([1, 0, 1]), [True, False, True]]:
    c = np.zeros(3)
    try:
        np.copyto(c, 2.0, where=w)
        print(c)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
#@@ case np_copyto_kinds
import numpy as np
for dst, src in [(np.int64, np.int32), (np.uint8, np.int64), (np.int8, np.uint8), (bool, np.float64), (np.float64, bool), (bool, np.int64), (np.float32, np.float64)]:
    d = np.zeros(3, dtype=dst)
    try:
        np.copyto(d, np.arange(3).astype(src))
        print(d)
    except TypeError as e:
        print(e)
#@@ case np_copyto_python_numbers
import numpy as np
for dst, v in [(np.uint8, -1), (bool, 1), (np.int64, True), (np.float32, 2), (np.int32, 2.5)]:
    d = np.zeros(2, dtype=dst)
    try:
        np.copyto(d, v)
        print(d)
    except TypeError as e:
        print(e)
#@@ case np_copyto_casting_names
import numpy as np
np.copyto(np.zeros(3), 1.0, casting="foo")
#@@ case np_copyto_overlap_and_where_bcast
import numpy as np
a = np.arange(5)
np.copyto(a[1:], a[:-1])
print(a)
c = np.zeros((2, 3))
np.copyto(c, np.arange(3.0), where=np.array([[True], [False]]))
print(c)
#@@ case np_diag_k_types
import numpy as np
print(np.diag(np.ones(2), True))
print(np.diag(np.arange(4).reshape(2, 2), np.int64(-1)))
try:
    np.diag(np.ones((2, 2)), 1.0)
except TypeError as e:
    print(e)
try:
    np.trace(np.ones((2, 2)), 1.0)
except TypeError as e:
    print(e)
#@@ case resize_numpy_int_shapes
import numpy as np
a = np.arange(3)
a.resize(np.int64(5))
print(a)
a.resize((np.int64(1), 5))
print(a)
print(np.resize(np.arange(3), np.int64(4)), np.resize(np.arange(3), (np.int32(2), 2)))
#@@ case flags_scalar_set
import numpy as np
x = np.float64(1.0)
x.flags.writeable = True
#@@ case byte_bounds_list
import numpy as np
np.byte_bounds([1, 2])
#@@ case np_require_list
import numpy as np
z = np.require([1, 2, 3], requirements="C")
print(z, z.dtype, z.flags.owndata)
z = np.require([[1.0, 2.0]], np.float32, "F")
print(z.dtype, z.strides)
#@@ case more_scalar_flags
import numpy as np
x = np.float64(2.0)
print(x.flags.writeable, x.flags.owndata)
#@@ case more_torch_ro
import numpy as np
import torch
a = np.arange(3.0)
a.flags.writeable = False
t = torch.from_numpy(a)
t[0] = 5
print(a)
#@@ case more_view_ro_base_rw
import numpy as np
a = np.arange(4)
b = a.view()
b.flags.writeable = False
a[0] = 9
print(b)
try:
    b[0] = 1
except ValueError as e:
    print(e)
#@@ case more_diag_bool
import numpy as np
print(np.diag(np.array([True, False])))
#@@ case more_diagflat_scalar
import numpy as np
print(np.diagflat(5))
#@@ case more_diagflat_empty
import numpy as np
print(np.diagflat([]), np.diag(np.zeros((0,))).shape)
#@@ case more_trace_empty
import numpy as np
print(np.trace(np.zeros((0, 3))))
#@@ case resize_then_interop
import numpy as np
import torch
a = np.arange(4)
a.resize(6)
t = torch.from_numpy(a)
t[5] = 9
print(a)
#@@ case resize_after_from_numpy_del
import numpy as np
import torch
a = np.arange(4)
t = torch.from_numpy(a)
del t
a.resize(6)
print(a)
#@@ case more_setflags_write_view_of_ro
import numpy as np
a = np.arange(4)
a.setflags(write=False)
v = a[1:]
try:
    v.setflags(write=True)
except ValueError as e:
    print(e)
print(v.flags.writeable)
#@@ case more_copyto_2d_bcast
import numpy as np
a = np.zeros((3, 4))
np.copyto(a, np.arange(4))
np.copyto(a, np.arange(3).reshape(3, 1), where=a > 1)
print(a)
#@@ case more_where_print
import numpy as np
a = np.array([[1, 0], [0, 3]])
r, c = np.where(a)
print(r, c, a[r, c])
#@@ case more_require_owndata_view
import numpy as np
a = np.arange(6)
v = a[1:4]
z = np.require(v, requirements=["O"])
print(z, z.flags.owndata, v.flags.owndata)
#@@ case resize_flags_print
import numpy as np
a = np.zeros((2, 3), order="F")
a.resize((4, 3))
print(a.flags)
print(a.T.flags.c_contiguous)
#@@ case resize_3d
import numpy as np
a = np.arange(8)
a.resize(2, 2, 3)
print(a)
print(a.strides)
#@@ case np_resize_2d_to_3d
import numpy as np
print(np.resize(np.arange(4).reshape(2, 2), (2, 2, 2)))
#@@ case readonly_astype_copy
import numpy as np
a = np.arange(3)
a.flags.writeable = False
b = a.astype(np.float64)
b[0] = 5
print(b, b.flags.writeable)
#@@ case readonly_reshape_view
import numpy as np
a = np.arange(6)
a.flags.writeable = False
b = a.reshape(2, 3)
print(b.flags.writeable)
b2 = a[::2].reshape(3, 1)
print(b2.flags.writeable)
#@@ case readonly_reshape_copy
import numpy as np
a = np.arange(6).reshape(2, 3)
a.flags.writeable = False
b = a.T.reshape(6)
print(b.flags.writeable, b.flags.owndata)
#@@ case more_ro_ravel_flatten
import numpy as np
a = np.arange(6).reshape(2, 3)
a.flags.writeable = False
print(a.ravel().flags.writeable, a.flatten().flags.writeable, a.T.ravel().flags.writeable)
#@@ case more_ro_tolist_item
import numpy as np
a = np.arange(3)
a.flags.writeable = False
print(a.tolist(), a.item(1), a[1], np.sum(a))
#@@ case more_bcast_arrays_set_writeable_false_then_true
import numpy as np
x, y = np.broadcast_arrays(np.arange(3), np.zeros((2, 1)))
x.flags.writeable = False
x.flags.writeable = True
print(x.flags)
