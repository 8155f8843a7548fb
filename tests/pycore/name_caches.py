# What the evaluator remembers on a call site or a name must not outlive what it stands
# for: builtins shadowed later, parameters deleted and bound again, methods shadowed by
# an instance attribute, literals that are one constant object.

def use_len(x):
    return len(x)

print(use_len("abc"), len is len, print is print)
len = lambda x: -1           # a global shadows the builtin after the call site was seen
print(use_len("abc"))
del len
print(use_len("abc"))


def local_len():
    try:
        return len("x")      # a local of this function: not yet bound
    except UnboundLocalError as e:
        print(type(e).__name__, e)
    len = 3
    return len


print(local_len())


def params(a, b=2, *rest, **kw):
    a = a + 1                # rebinding a parameter
    del b                    # unbinding one, then binding it again
    try:
        print(b)
    except UnboundLocalError as e:
        print(type(e).__name__, e)
    b = a * 10

    def inner():
        return a + b         # the call's scope, seen from a closure
    return inner(), rest, sorted(kw.items())


for i in range(3):
    print(params(i, 5, i, k=i))


class Point:
    def __init__(self, x):
        self.x = x

    def get(self):
        return self.x


p = Point(4)
for i in range(2):
    print(p.get())
    p.get = lambda: "shadowed"   # an instance attribute hides the method from now on
print(p.get(), Point.get(p), sorted(vars(p)))

words = ["a-b", 5, "c"]
for w in words:              # one call site, a str method and other receivers
    try:
        print(w.split("-"))
    except AttributeError as e:
        print(type(e).__name__, e)

prev = None
for i in range(3):
    x = 1000
    s = "text"
    print(prev is x if prev is not None else None, s)
    prev = x

def count_calls(n):
    return sum(1 for _ in range(n)) + [1, 2, 2].count(2) + (1, 2.0, True).count(1)

print(count_calls(4), ["x", "y"].index("y"), f"{'q'!r:>5}|{-7:+d}|{2.5:.2f}|{10**20}")
