# closures, nonlocal, defaults, keyword and star arguments, lambdas, recursion
def counter(start=0, step=1):
    n = start
    def tick():
        nonlocal n
        n += step
        return n
    return tick

c = counter(10, step=5)
print(c(), c(), c())
def f(a, b=2, *rest, key=None, **kw):
    return (a, b, rest, key, sorted(kw.items()))
print(f(1))
print(f(1, 3, 4, 5, key="k", z=1, y=2))
adders = [lambda x, i=i: x + i for i in range(4)]
print([g(10) for g in adders])
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print([fib(k) for k in range(15)])
print(list(map(lambda s: s.upper(), ["a", "bc"])), list(filter(None, [0, 1, "", "x"])))
