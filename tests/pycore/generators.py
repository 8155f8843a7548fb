# generators: yield, yield from, send-free iteration, generator expressions, itertools
import itertools

def squares(n):
    for i in range(n):
        yield i * i

def chain2(a, b):
    yield from a
    yield from b

g = squares(5)
print(next(g), next(g), list(g))
print(list(chain2(squares(3), "ab")))
print(sum(x for x in range(100) if x % 2))
print(list(itertools.islice(range(10, 100, 3), 4)))
print(list(itertools.product("ab", range(2))))
print(list(zip("abc", squares(10))), list(enumerate("xy")))
def take(it, n):
    out = []
    for x in it:
        if len(out) == n:
            break
        out.append(x)
    return out
print(take(squares(1000), 3))
