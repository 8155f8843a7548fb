#@@ case dict_numeric_keys_merge
d = {}
for i in range(20):
    d[i] = i * i
d[1.0] = 'one'
d[True] = 'true'
print(d, len(d), 3 in d, 3.0 in d, 21 in d, d.get(4.0), d.get('x', 'no'))
print(d.pop(5), d.pop(19), 5 in d, 6 in d, d)

#@@ case dict_tuple_str_none_keys
d = {i: str(i) for i in range(12)}
d[(1, 2)] = 'tup'
d['s'] = 'str'
d[None] = 'none'
print(d[(1, 2)], d['s'], d[None], (1, 2) in d, (1, 2.0) in d, (2, 1) in d)
e = dict(d)
print(e == d, d == {k: v for k, v in d.items()}, d == {**d, 's': 'other'})

#@@ case dict_unhashable_in
d = {i: i for i in range(10)}
print([1] in d)

#@@ case dict_unhashable_setitem
d = {i: i for i in range(10)}
d[[1]] = 2

#@@ case dict_unhashable_get
d = {}
print(d.get({}))

#@@ case dict_missing_key_after_pops
g = {i: i for i in range(100)}
for i in range(0, 100, 3):
    g.pop(i)
print(len(g), sum(g), 4 in g, 3 in g, g[98], list(g)[:5])
g[3] = 'back'
print(list(g)[-3:], g[3])
print(g[0])

#@@ case dict_numpy_scalar_keys
import numpy as np
h = {np.int64(i): i for i in range(10)}
print(h[3], 3 in h, np.float64(4.0) in h, h.get(np.int32(9)))

#@@ case dict_address_map_of_a_view
import torch
x = torch.arange(4096).reshape(16, 16, 16).permute(2, 0, 1)
addr = {}
for i in range(16):
    for j in range(16):
        for k in range(16):
            addr[x.storage_offset() + i * x.stride(0) + j * x.stride(1) + k * x.stride(2)] = (i, j, k)
print(len(addr), addr[0], addr[1], addr[4095], addr[17])

#@@ case dict_display_unpacking
a = {'x': 1, 'y': 2}
b = {**a, 'y': 3, **{'z': 4}, 1: 'one'}
print(b, {**a}, {**{}}, len({**b, **a}))

#@@ case dict_display_unpacking_not_a_mapping
print({**[1, 2]})

#@@ case dict_random_operations_lcg
# a fixed pseudo-random walk of inserts, pops, lookups and merges over mixed keys
s = 12345
def rnd(n):
    global s
    s = (s * 1103515245 + 12345) % 2147483648
    return s % n
def key():
    c = rnd(6)
    v = rnd(60)
    if c == 0: return v
    if c == 1: return float(v)
    if c == 2: return 'k' + str(v)
    if c == 3: return (v % 7, 'a')
    if c == 4: return v % 2 == 0
    return (v % 5, float(v % 3))
d = {}
log = []
for step in range(3000):
    op = rnd(10)
    k = key()
    if op < 5:
        d[k] = step
    elif op < 7:
        log.append(d.pop(k, None))
    elif op < 9:
        log.append((k in d, d.get(k)))
    else:
        e = {key(): step for _ in range(3)}
        d = {**d, **e} if rnd(2) else {**e, **d}
print(len(d), len(log))
print(list(d.items())[:20])
print(sum(1 for x in log if x is None), log[-10:])
print(d == dict(d.items()), sorted(map(str, d))[:10])

#@@ case dict_pop_then_add_at_the_index_threshold
# an indexed dict of 8 keys loses one and gains a new one: the index must follow
for n in (8, 9, 16):
    d = {i: i for i in range(n)}
    print(d[0])
    d.pop(3)
    d[100] = 1
    print(100 in d, d.get(100), 3 in d, len(d))
    d[100] = 2
    d[n - 1] = 'last'
    d.pop(0)
    d[0] = 'back'
    print(len(d), d[100], d[0], d[n - 1], list(d)[-3:])

#@@ case instance_attributes_deleted_and_added
class P:
    pass
p = P()
for i in range(9):
    setattr(p, 'a%d' % i, i)
print(p.a0)
del p.a4
p.b = 'new'
print(p.b, hasattr(p, 'a4'), p.a8, len(vars(p)))
p.b = 'again'
p.a6 = 'six'
print(p.b, p.a6, len(vars(p)), list(vars(p))[-2:])
