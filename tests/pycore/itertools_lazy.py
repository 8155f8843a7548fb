# itertools' iterators take their items when advanced, as CPython's do.
import itertools
log = []
def g(n, tag):
    for i in range(n):
        print("yield", tag, i)
        yield i
c = itertools.chain(g(2, 'a'), g(2, 'b'))
print("made")
print(next(c), next(c), next(c))
print(list(itertools.islice(itertools.count(5), 3)))
p = itertools.product(g(2, 'p'), "xy")
print("made p")
print(next(p))
print(list(itertools.islice(itertools.cycle("ab"), 5)))
print(list(itertools.repeat(1, 3)), list(zip(itertools.repeat(7), "ab")))
print(list(itertools.accumulate([1, 2, 3])), list(itertools.takewhile(lambda v: v < 2, g(4, 't'))))
cb = itertools.combinations(range(100), 5)
print(next(cb), next(cb))
print(list(itertools.zip_longest("ab", "xyz", fillvalue=0)))
print(list(itertools.starmap(pow, [(2, 3), (3, 2)])), list(itertools.dropwhile(lambda v: v < 2, [1, 2, 0])))
print([(k, list(v)) for k, v in itertools.groupby("aabccc")])
print(type(c).__name__, type(cb).__name__)
import itertools as it
for k, g in it.groupby("aaabbcdd"):
    print(k, end=" ")
print()
gs = [(k, g) for k, g in it.groupby([1, 1, 2, 3, 3, 3])]
print([(k, list(g)) for k, g in gs])
g = it.groupby([1, 1, 2, 2, 1], key=lambda v: v % 2)
k1, g1 = next(g); print(k1, next(g1)); k2, g2 = next(g); print(k2, list(g2), list(g1))
print([list(g) for k, g in it.groupby([])])
print(list(it.chain("ab", [1], range(2))), list(it.chain()), list(it.islice("abcdefg", 1, None, 3)), list(it.islice(range(10), 2, 8, 2)))
c = it.count(3, -2); print([next(c) for _ in range(3)])
cy = it.cycle([]); print(list(cy))
print(list(it.islice(it.cycle((1, 2)), 5)), list(it.repeat('x', 0)), list(it.accumulate([1, 2, 3], initial=10)), list(it.accumulate([3, 1, 4], max)))
print(list(it.pairwise("abcd")), list(it.compress("abcdef", [1, 0, 1, 0, 1])), list(it.filterfalse(None, [0, 1, 0, 2])))
print(list(it.permutations("abc", 2)), len(list(it.permutations(range(5)))), list(it.combinations_with_replacement("ab", 2)))
print(list(it.product()), list(it.product("ab", repeat=0)), list(it.product("ab", [])), list(it.product("ab", "c", repeat=2))[:3])
print(list(it.combinations(range(4), 0)), list(it.combinations(range(2), 3)), list(it.permutations([], 0)), list(it.permutations([1], 2)))
z = it.zip_longest([1, 2], "abc", (9,), fillvalue="-"); print(list(z), list(z))
try:
    list(it.chain([1], 5, [2]))
except TypeError as e:
    print(e)
print(type(it.chain()).__name__, type(it.count()).__name__, type(it.groupby("a")).__name__)
