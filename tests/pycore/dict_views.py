# Dict views are live: they show the dict as it is when they are used.
d = {1: "a", 2: "b"}
k, v, it = d.keys(), d.values(), d.items()
d[3] = "c"
print(k, v, it, len(k), len(v), len(it))
print(3 in k, "c" in v, (3, "c") in it, (3, "x") in it, [1] in v, 5 in k)
del d[1]
print(list(k), list(v), sorted(it), bool(k), type(k).__name__, type(iter(v)).__name__, type(reversed(it)).__name__)
print(list(reversed(k)), list(reversed(v)), list(reversed(it)))
e = {}
ek = e.keys()
print(bool(ek), ek, len(ek))
e["z"] = 0
print(bool(ek), ek)
try:
    for key in d.keys():
        d[key * 100] = 1
except RuntimeError as err:
    print("RuntimeError:", err)
try:
    {k}
except TypeError as err:
    print("TypeError:", err)
try:
    [1] in k
except TypeError as err:
    print("TypeError:", err)
for a, b in d.items():
    print(a, b)
print(dict(d.items()) == d, list(zip(d.keys(), d.values())), set(d.keys()) == {2, 3, 200, 300} or set(d.keys()))
print(max(d.values(), key=str), sum(d.keys()), tuple(e.items()))
