# list.sort / sorted compare the pairs CPython 3.11's timsort compares, in its order: a
# __lt__ that prints, the TypeError of mixed types and where NaNs end up show it.
cmp = [0]
class K:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        cmp[0] += 1
        if cmp[0] % 37 == 0:
            print("compare", self.v, o.v)
        return self.v < o.v
    def __repr__(self):
        return "K(%r)" % self.v
xs = [K((i * 7919) % 101) for i in range(150)]
xs.sort()
print([k.v for k in xs][:10], cmp)
cmp[0] = 0
ys = sorted([K(v) for v in [5, 3, 3, 9, 1, 0, 2, 8, 8, 4]], reverse=True)
print(ys, cmp)
nan = float("nan")
print(sorted([3.0, nan, 1.0, 2.0, nan, 0.5]), sorted([nan, 2.0, 1.0] * 30)[:8])
for l in [[3, 2, 1, "a"], [1, 2, "a", 0], [5, "b", 3, 1, 2], [4, 3, 2, 1, 0, "x", 9, 8], list(range(70)) + ["s"] + list(range(5))]:
    try:
        l.sort()
    except TypeError as e:
        print("TypeError:", e)
    print(l[:12])
