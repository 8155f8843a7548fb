# Small rules of Python 3.11 the core follows: sorting empties the list while it runs,
# class-body names are not visible in comprehensions, containers that hold themselves
# print [...] / {...}, and an augmented assignment evaluates its target once and always
# stores back.

l = [3, 1, 2]
def key(x):
    l.append(0)
    return x
try:
    l.sort(key=key)
except ValueError as e:
    print("ValueError:", e)
print(l)
m = [3, 1, 2]
seen = []
m.sort(key=lambda x: seen.append(len(m)) or x)
print(m, seen)

class C:
    a = 1
    first = [k for k in range(a + 2)]  # the first iterable sees the class body
    try:
        b = [a for _ in range(2)]
    except NameError as e:
        print("NameError:", e)
print(C.first)

l = [1]
l.append(l)
print(l, repr(l), str(l))
d = {}
d[1] = d
d[2] = [d, l]
print(d)

t = (1, [2])
try:
    t[1] += [3]
except TypeError as e:
    print("TypeError:", e)
print(t)

calls = []
def f():
    calls.append("f")
    return 0
xs = [10]
xs[f()] += 1
class Box:
    def __init__(self):
        self.n = 0
        self.items = []
b = Box()
def get():
    calls.append("get")
    return b
get().n += 5
get().items += [1]
dd = {"k": [1]}
dd[str(f())] = [0]
dd[str(f())] += [5]
print(xs, b.n, b.items, dd, calls)
