# copy.copy / copy.deepcopy of lists, dicts, sets, tuples, instances and cycles.
import copy
a = [1, [2, 3], {"k": [4]}]
b = copy.copy(a); c = copy.deepcopy(a)
a[1].append(9); a[2]["k"].append(8)
print(a, b, c, b[1] is a[1], c[1] is a[1])
t = (1, 2); print(copy.copy(t) is t, copy.deepcopy(t) is t, copy.deepcopy((1, [2])) == (1, [2]), copy.deepcopy((1, [2]))[1] is not None)
l = [1]; l.append(l); m = copy.deepcopy(l); print(m, m[1] is m, m is l)
s = {1, 2}; fs = frozenset([3]); print(copy.copy(s) == s, copy.copy(s) is s, copy.copy(fs) is fs, copy.deepcopy(fs) == fs)
d = {"a": [1]}; e = copy.deepcopy(d); e["a"].append(2); print(d, e)
class P:
    def __init__(self, x): self.x = x; print("init")
p = P([1]); q = copy.copy(p); r = copy.deepcopy(p)
p.x.append(2); print(q.x, r.x, q is p, type(q).__name__)
shared = [0]; pair = [shared, shared]; cp = copy.deepcopy(pair); print(cp[0] is cp[1], cp[0] is shared)
print(copy.copy(5), copy.deepcopy("s"), copy.copy(None), copy.deepcopy(range(3)), copy.copy(len) is len)
from copy import deepcopy
print(deepcopy([[1], [2]]))
