# Hand-picked programs for src/lang/python/py_set.c and the comprehension forms: sets of offsets and
# addresses as overlap checks use them, set algebra and methods with their errors, set and
# dict comprehensions, nested comprehensions.  Outputs are recorded from CPython 3.11 with
# torch 1.13 / numpy 1.24 by scripts/record_cases.py, never typed.

#@@ case set_of_offsets_detects_overlap
import torch
base = torch.arange(10)
w = base.as_strided((4, 3), (2, 1))
offs = [w.storage_offset() + i * w.stride(0) + j * w.stride(1) for i in range(4) for j in range(3)]
print(offs)
print(len(offs), len(set(offs)), "overlap" if len(set(offs)) < len(offs) else "no overlap")
print(sorted(set(offs)), set(offs))

#@@ case set_of_byte_addresses_numpy
import numpy as np
a = np.arange(24, dtype=np.float32).reshape(4, 6)[::2, 1::2]
addrs = {i * a.strides[0] + j * a.strides[1] for i in range(a.shape[0]) for j in range(a.shape[1])}
print(addrs, len(addrs) == a.size)
print(min(addrs), max(addrs), sorted(addrs))

#@@ case transposed_view_reaches_every_element_once
import torch
x = torch.arange(12).view(3, 4).t()
offs = {i * x.stride(0) + j * x.stride(1) for i in range(4) for j in range(3)}
print(offs, len(offs) == x.numel(), offs == set(range(12)))

#@@ case expanded_view_repeats_addresses
import torch
e = torch.zeros(3).expand(4, 3)
print(e.stride(), {i * e.stride(0) + j * e.stride(1) for i in range(4) for j in range(3)})

#@@ case set_displays_and_order
print({3, 1, 2}, {100, 7, 8, 1000, -1, -2, 2**40}, {0.5, 1.5, 1, 2.0, True})
print({(0, 1), (1, 0), (2, 2)}, {-5, -1, -2, 5}, set([2**61 - 1, 2**61, 0, 1]))
print(set(range(0, 100, 7)), {i * 8 for i in range(40)}, set(range(50)))
v = 64
print({v, 8, 1024}, {v}, {1, 1.0, True}, {0, False, 0.0})

#@@ case set_algebra
a = {1, 2, 3}
b = {2, 3, 4}
print(a | b, a & b, a - b, b - a, a ^ b)
print(a <= b, {2} <= a, {2} < a, a == {3, 2, 1}, a != b, a >= {1}, a > a)
print(a.union([5, 6]), a.intersection({2, 3, 99}), a.difference([2]), a.issubset(range(30)))
print(a.isdisjoint({7}), a.issuperset([1, 2]), a.symmetric_difference([3, 4, 5]))

#@@ case set_methods_mutate
s = {10, 20}
t = s
s.add(30); s.discard(99); s.remove(10)
print(s, t is s, t)
s |= {40}; s -= {20}; print(s)
s ^= {30, 50}; s &= {40, 50, 60}; print(s, t)
s.update([1, 2], (3,)); print(s, len(s))
x = s.pop(); print(x, s)
c = s.copy(); c.clear(); print(c, s)

#@@ case set_membership_and_builtins
s = set([4, 8, 12])
print(8 in s, 9 in s, 9 not in s, len(s), sorted(s), max(s), min(s), sum(s), any(s), all({0, 1}))
print(list(s), tuple(s), bool(set()), bool(s), isinstance(s, set), type(s).__name__)
print(frozenset([3, 1]), frozenset(), set(), set(()), {*range(3), *[7, 8]})

#@@ case set_errors
def t(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
t(lambda: {[1, 2]})
t(lambda: set([[1]]))
t(lambda: {1} + {2})
t(lambda: {1} < [1])
t(lambda: {1, 2}.remove(5))
t(lambda: set().pop())
t(lambda: frozenset([1]).add(2))
t(lambda: {1}[0])
t(lambda: set(1))
t(lambda: set([1], [2]))
t(lambda: {1: 2, [1]: 3})

#@@ case set_uncaught
s = {1, 2}
s.remove(3)

#@@ case dict_comprehension_of_strides
import torch
x = torch.zeros(2, 3, 4)
names = ["n", "c", "h"]
d = {n: s for n, s in zip(names, x.stride())}
print(d)
print({k: v for k, v in d.items() if v > 1}, {i: i * i for i in range(4)})
print({s: i for i, s in enumerate([4, 4, 1])})

#@@ case dict_comprehension_numpy
import numpy as np
a = np.zeros((2, 5), dtype=np.int16)
print({name: getattr(a, name) for name in ["shape", "strides", "itemsize", "ndim"]})

#@@ case nested_comprehensions
print([x * 10 + y for x in range(3) for y in range(2) if x != y])
print([(i, j) for i in range(3) if i for j in range(i)])
print({i * j for i in range(1, 4) for j in range(1, 4)})
print([c for row in [[1, 2], [3]] for c in row], sum(v for r in [[1], [2, 3]] for v in r))
m = [[1, 2, 3], [4, 5, 6]]
print([[row[i] for row in m] for i in range(3)])
print([x for row in m for x in row if x % 2 for _ in range(2)])

#@@ case nested_comprehension_offsets
import torch
t = torch.arange(24).view(2, 3, 4).permute(1, 0, 2)
offs = [i * t.stride(0) + j * t.stride(1) + k * t.stride(2)
        for i in range(t.shape[0]) for j in range(t.shape[1]) for k in range(t.shape[2])]
print(offs == t.flatten().tolist(), offs[:8])
