# Iterators walk their sources as CPython's do: lists by position (live), dicts and sets
# with their size checks, and zip / map / filter / enumerate / reversed lazily.

xs = [1, 2, 2, 3]
for x in xs:
    if x == 2:
        xs.remove(x)
print(xs)

ys = [1, 2, 3]
seen = []
for y in ys:
    seen.append(y)
    if y < 3:
        ys.append(y + 10)
print(seen, ys)

l = [1, 2, 3]
it = iter(l)
next(it)
l.append(4)
print(list(it), list(it))
l.append(5)
print(list(it))  # an exhausted iterator stays exhausted

it = iter([1, 2, 3, 4])
print(list(zip(it, it)))
it = iter(range(7))
print(list(zip(it, it, it)), list(it))

log = []
def gen(n):
    for i in range(n):
        log.append("gen %d" % i)
        yield i

def double(x):
    log.append("double %d" % x)
    return 2 * x

m = map(double, gen(3))
log.append("made")
print(next(m), log)
print(list(m), log)

def count():
    i = 0
    while True:
        yield i
        i += 1

print(list(zip(count(), "abc")))
print(list(zip("ab", count())))
f = filter(lambda v: v % 3 == 0, count())
print(next(f), next(f), next(f))
e = enumerate(count(), start=10)
print(next(e), next(e))
print(list(map(lambda a, b: a * b, [1, 2, 3], count())))

d = {1: "a", 2: "b"}
try:
    for k in d:
        d[k + 10] = "x"
except RuntimeError as err:
    print("RuntimeError:", err)
print(d)
d = {1: "a", 2: "b"}
for k in d:
    d[k] = d[k] * 2  # values may change
print(d)
s = {1, 2, 3}
try:
    for v in s:
        s.add(v + 100)
except RuntimeError as err:
    print("RuntimeError:", err)
it = iter({1: 2})
d2 = {5: 6}
it2 = iter(d2)
d2[7] = 8
try:
    next(it2)
except RuntimeError as err:
    print("RuntimeError:", err)
try:
    next(it2)
except RuntimeError as err:
    print("again:", err)

r = reversed([1, 2, 3])
print(next(r), list(r))
lst = [1, 2, 3]
r = reversed(lst)
lst.pop()
lst.pop()
print(list(r))
print(list(reversed(range(10, 0, -3))), list(reversed(range(0))), list(reversed({1: 2, 3: 4})))
print(list(reversed("abc")), list(reversed((1, 2))))
print(type(iter([])).__name__, type(iter(())).__name__, type(iter(range(2))).__name__,
      type(iter({})).__name__, type(iter(set())).__name__, type(reversed([])).__name__,
      type(reversed(())).__name__, type(zip()).__name__, type(map(str, [])).__name__,
      type(enumerate([])).__name__, type(reversed({})).__name__)
print(bool(iter([])), bool(zip()), len([*zip()]))
print(2 in iter([1, 2, 3]), 9 in iter([1, 2]))
it = iter([1, 2, 3, 4])
print(2 in it, list(it))
it = iter([5, 6])
print(it.__next__(), it.__iter__() is it, iter(it) is it)
a, b = iter([1, 2])
x, *rest = map(int, "123")
print(a, b, x, rest)
print(sum(map(int, "123")), max(iter([3, 1])), sorted(zip([2, 1], "ab")), dict(zip("ab", [1, 2])))
print(" ".join(map(str, [1, 2])), tuple(enumerate("xy", 1)), [*zip([1], [2])])
print(list(enumerate([9], 2**63 - 1)))
for bad in (lambda: reversed(5), lambda: reversed({1}), lambda: reversed(iter([])),
            lambda: enumerate(), lambda: enumerate([1], "a"), lambda: zip(1),
            lambda: map(len), lambda: filter(None), lambda: len(iter([])), lambda: iter([])[0]):
    try:
        bad()
    except TypeError as err:
        print("TypeError:", err)
it = iter([1])
next(it)
next(it)
