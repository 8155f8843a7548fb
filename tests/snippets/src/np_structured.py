#@@ case dtype_forms
import numpy as np
dt = np.dtype([('x', 'i4'), ('y', 'f8')])
print(repr(dt), dt, dt.itemsize, dt.names, dt.descr, dt.kind, dt.char, dt.num, dt.name, dt.str, dt.alignment, dt.isalignedstruct)
print(repr(np.dtype('f4,i4')), np.dtype('i2, u1,f8').names, repr(np.dtype('i2,i2,f8')))
print(repr(np.dtype([('flag', '?'), ('h', np.float16), ('c', np.complex64), ('u', np.uint64)])))
print(repr(np.dtype({'names': ['a', 'b'], 'formats': ['i1', 'f4']})))
d = np.dtype({'names': ['a', 'b'], 'formats': ['i1', 'f4'], 'offsets': [0, 8], 'itemsize': 16})
print(repr(d), d, d.itemsize, d.descr)
print(dt == np.dtype([('x', 'i4'), ('y', 'f8')]), dt == np.dtype([('x', 'i4'), ('y', 'f4')]), dt['y'], dt[0], type(dt['x']))

#@@ case dtype_aligned
import numpy as np
da = np.dtype([('a', 'u1'), ('b', '<i4'), ('c', 'i2')], align=True)
print(repr(da), da, da.itemsize, da.descr, da.isalignedstruct, da.alignment)
dp = np.dtype([('a', 'u1'), ('b', '<i4'), ('c', 'i2')])
print(repr(dp), dp, dp.itemsize, dp.descr, dp.alignment)
print(np.dtype([('a', 'f8'), ('b', 'u1')], align=True).itemsize, np.dtype('u1,f8', align=True).descr)
za = np.zeros(2, dtype=da)
print(repr(za), za.strides, za['b'].strides, za['b'].flags['ALIGNED'], za['c'].flags['ALIGNED'])
zp = np.zeros(3, dtype=dp)
print(repr(zp), zp.strides, zp['b'].strides, zp['b'].flags['ALIGNED'], zp['b'].flags['C_CONTIGUOUS'])

#@@ case field_views
import numpy as np
a = np.array([(1, 2.5, True), (3, -4.0, False), (5, 0.125, True)], dtype=[('x', 'i4'), ('y', 'f8'), ('ok', '?')])
print(repr(a))
print(a)
print(a.shape, a.strides, a.itemsize, a.nbytes, a.ndim, a.size, len(a), np.shape(a), np.ndim(a), np.size(a))
for name in a.dtype.names:
    f = a[name]
    print(name, repr(f), f.shape, f.strides, f.dtype, f.base is a, f.flags['C_CONTIGUOUS'], f.flags['OWNDATA'])
y = a['y']
y[1] = 100.0
print(a[1], a['y'][::2], a['y'][::2].strides, y.reshape(3, 1).strides)
a['x'] = [7, 8, 9]
a[2] = (10, 0.5, False)
print(repr(a), a['ok'])

#@@ case record_views
import numpy as np
x = np.array([(1, 2), (3, 4), (5, 6), (7, 8)], dtype=[('p', 'i2'), ('q', 'i2')])
r = x[1:]
print(repr(r), r.strides, r.base is x, r['q'].base is r, r['q'].strides)
s = x[::-2]
print(repr(s), s.strides, s['p'], s['p'].strides)
v = x[2]
print(repr(v), v, type(v).__name__, v['q'], v[0], repr(v['p']), v.dtype)
x[2] = (50, 60)
print(v, x['q'])
m = np.zeros((2, 3), dtype=[('lo', 'u1'), ('hi', 'u1')])
print(repr(m), m.strides, m[1].strides, m[:, 1].strides, m['hi'].strides, m[1, 2], repr(m[0, :2]))
print([rec for rec in x], isinstance(x, np.ndarray), type(x).__name__)

#@@ case views_to_plain
import numpy as np
x = np.array([(1, 2), (3, 4), (5, 6)], dtype=[('x', 'i4'), ('y', 'i4')])
i = x.view(np.int32)
print(repr(i), i.strides, i.base is x, repr(x.view(np.int64)), repr(x.view(np.int8)[:8]))
i[0] = 11
print(x[0], x['x'])
p = np.arange(8, dtype=np.int16).reshape(2, 4)
q = p.view([('a', 'i2'), ('b', 'i2')])
print(repr(q), q.shape, q.strides, q.base is p, q['b'], q['b'].strides)
q['a'] = -1
print(p)
w = np.arange(6, dtype=np.int8).view('i1,i1,i1')
print(repr(w), w.dtype.names, w['f2'])
b = np.zeros(4, dtype=np.uint8).view(dtype=[('lo', 'u1'), ('hi', 'u1')])
print(repr(b))

#@@ case creation_forms
import numpy as np
print(repr(np.zeros(2, dtype=[('a', 'i8'), ('b', 'f4')])), repr(np.ones((2, 1), dtype='i2,f8')))
print(repr(np.array([(1, 2.0)], dtype='i4,f4')), repr(np.array((1, 2), dtype=[('a', 'i1'), ('b', 'i1')])))
print(repr(np.array([[(1, 2), (3, 4)], [(5, 6), (7, 8)]], dtype=[('u', 'u2'), ('v', 'i1')])))
print(repr(np.array([], dtype=[('a', 'i4')])), repr(np.zeros((0, 2), dtype='i1,i1')))
e = np.array([(1,)], dtype=[('only', 'i2')])
print(repr(e), e[0], e['only'])
print(repr(np.array([(0.1, 1e-5), (1e9, 3.0)], dtype=[('a', 'f8'), ('b', 'f4')])))
print(np.asarray(e) is e)

#@@ case structured_errors
import numpy as np
x = np.array([(1, 2), (3, 4)], dtype=[('x', 'i4'), ('y', 'i4')])
y = np.arange(6, dtype=np.int16).reshape(2, 3)[:, ::2]
for f in (lambda: x['z'], lambda: x[5], lambda: x[0, 0], lambda: y.view([('w', 'i2'), ('l', 'i2')]),
          lambda: np.dtype([('a', 'i4'), ('a', 'f4')]), lambda: x[0]['z'],
          lambda: np.arange(3, dtype=np.int16).view([('a', 'i4')]), lambda: np.dtype([('a', 'i4')])['b'],
          lambda: np.dtype([('a', 'i4')])[3], lambda: x[0][5], lambda: x[0][-3], lambda: x[0][-1]):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
