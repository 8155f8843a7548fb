# dict order, dict and set methods, set algebra
d = {}
for w in "the quick brown fox jumps over the lazy dog the end".split():
    d[w] = d.get(w, 0) + 1
print(d)
print(list(d.keys())[:3], sorted(d.values()), max(d, key=d.get))
d.pop("fox")
d["cat"] = d.get("cat", 0)
d["dog"] = 9
print(d, len(d), "fox" in d)
print({k: v for k, v in sorted(d.items(), key=lambda kv: (-kv[1], kv[0]))})
a, b = {1, 2, 3, 4}, {3, 4, 5}
print(a | b, a & b, a - b, a ^ b, a <= {1, 2, 3, 4, 5})
s = set()
for x in [5, 3, 5, 1, 3]:
    s.add(x)
print(sorted(s), len(s), frozenset([2, 1]) == frozenset({1, 2}))
print(dict(zip("abc", range(3))), dict(a=1, b=2))
