# Hand-picked programs for class statements, with statements and generator functions
# (src/lang/python/py_class.c, src/lang/python/py_with.c, src/lang/python/py_yield.c).  Outputs are recorded from CPython
# 3.11 with torch 1.13 / numpy 1.24 by scripts/record_cases.py, never typed.

#@@ case class_layout_basics
import torch
class Layout:
    """A strided layout."""
    kind = "strided"
    def __init__(self, shape, strides):
        self.shape = shape
        self.strides = strides
    def offset(self, i, j):
        return i * self.strides[0] + j * self.strides[1]
    def __repr__(self):
        return f"Layout(shape={self.shape}, strides={self.strides})"
    @property
    def ndim(self):
        return len(self.shape)
    @staticmethod
    def contiguous(shape):
        return Layout(shape, (shape[1], 1))
    @classmethod
    def of(cls, t):
        return cls(tuple(t.shape), t.stride())
L = Layout((2, 3), (3, 1))
print(L, L.offset(1, 2), L.ndim, L.kind, Layout.kind, L.__doc__)
print(Layout.contiguous((4, 5)), Layout.of(torch.zeros(2, 3).t()))
print(f"{L}", str(L), repr(L), [L, L], {"k": L})

#@@ case class_type_and_isinstance
class Layout:
    """A strided layout."""
    kind = "strided"
    def __init__(self, shape, strides):
        self.shape = shape
        self.strides = strides
    def offset(self, i, j):
        return i * self.strides[0] + j * self.strides[1]
    def __repr__(self):
        return f"Layout(shape={self.shape}, strides={self.strides})"
    @property
    def ndim(self):
        return len(self.shape)
    @staticmethod
    def contiguous(shape):
        return Layout(shape, (shape[1], 1))
    @classmethod
    def of(cls, t):
        return cls(tuple(t.shape), t.stride())
L = Layout((2, 3), (3, 1))
print(isinstance(L, Layout), type(L), type(L).__name__, L.__class__.__name__, Layout, Layout.__name__)
print(type(L) is Layout, type(L) == Layout, isinstance(3, Layout), isinstance(L, (int, Layout)), isinstance(L, object))
print(L.__dict__, vars(L), Layout.__module__, Layout.__qualname__)

#@@ case class_missing_attribute
class Layout:
    """A strided layout."""
    kind = "strided"
    def __init__(self, shape, strides):
        self.shape = shape
        self.strides = strides
    def offset(self, i, j):
        return i * self.strides[0] + j * self.strides[1]
    def __repr__(self):
        return f"Layout(shape={self.shape}, strides={self.strides})"
    @property
    def ndim(self):
        return len(self.shape)
    @staticmethod
    def contiguous(shape):
        return Layout(shape, (shape[1], 1))
    @classmethod
    def of(cls, t):
        return cls(tuple(t.shape), t.stride())
L = Layout((2, 3), (3, 1))
print(L.shape)
L.x

#@@ case class_missing_class_attribute
class Layout:
    """A strided layout."""
    kind = "strided"
    def __init__(self, shape, strides):
        self.shape = shape
        self.strides = strides
    def offset(self, i, j):
        return i * self.strides[0] + j * self.strides[1]
    def __repr__(self):
        return f"Layout(shape={self.shape}, strides={self.strides})"
    @property
    def ndim(self):
        return len(self.shape)
    @staticmethod
    def contiguous(shape):
        return Layout(shape, (shape[1], 1))
    @classmethod
    def of(cls, t):
        return cls(tuple(t.shape), t.stride())
Layout.missing

#@@ case class_init_missing_argument
class Layout:
    """A strided layout."""
    kind = "strided"
    def __init__(self, shape, strides):
        self.shape = shape
        self.strides = strides
    def offset(self, i, j):
        return i * self.strides[0] + j * self.strides[1]
    def __repr__(self):
        return f"Layout(shape={self.shape}, strides={self.strides})"
    @property
    def ndim(self):
        return len(self.shape)
    @staticmethod
    def contiguous(shape):
        return Layout(shape, (shape[1], 1))
    @classmethod
    def of(cls, t):
        return cls(tuple(t.shape), t.stride())
Layout((1,))

#@@ case class_method_missing_argument
class Layout:
    """A strided layout."""
    kind = "strided"
    def __init__(self, shape, strides):
        self.shape = shape
        self.strides = strides
    def offset(self, i, j):
        return i * self.strides[0] + j * self.strides[1]
    def __repr__(self):
        return f"Layout(shape={self.shape}, strides={self.strides})"
    @property
    def ndim(self):
        return len(self.shape)
    @staticmethod
    def contiguous(shape):
        return Layout(shape, (shape[1], 1))
    @classmethod
    def of(cls, t):
        return cls(tuple(t.shape), t.stride())
Layout((2, 3), (3, 1)).offset(1)

#@@ case class_method_too_many
class Layout:
    """A strided layout."""
    kind = "strided"
    def __init__(self, shape, strides):
        self.shape = shape
        self.strides = strides
    def offset(self, i, j):
        return i * self.strides[0] + j * self.strides[1]
    def __repr__(self):
        return f"Layout(shape={self.shape}, strides={self.strides})"
    @property
    def ndim(self):
        return len(self.shape)
    @staticmethod
    def contiguous(shape):
        return Layout(shape, (shape[1], 1))
    @classmethod
    def of(cls, t):
        return cls(tuple(t.shape), t.stride())
Layout((2, 3), (3, 1)).offset(1, 2, 3)

#@@ case class_init_unexpected_keyword
class Layout:
    """A strided layout."""
    kind = "strided"
    def __init__(self, shape, strides):
        self.shape = shape
        self.strides = strides
    def offset(self, i, j):
        return i * self.strides[0] + j * self.strides[1]
    def __repr__(self):
        return f"Layout(shape={self.shape}, strides={self.strides})"
    @property
    def ndim(self):
        return len(self.shape)
    @staticmethod
    def contiguous(shape):
        return Layout(shape, (shape[1], 1))
    @classmethod
    def of(cls, t):
        return cls(tuple(t.shape), t.stride())
Layout((2, 3), stride=(3, 1))

#@@ case class_property_no_setter
class Layout:
    """A strided layout."""
    kind = "strided"
    def __init__(self, shape, strides):
        self.shape = shape
        self.strides = strides
    def offset(self, i, j):
        return i * self.strides[0] + j * self.strides[1]
    def __repr__(self):
        return f"Layout(shape={self.shape}, strides={self.strides})"
    @property
    def ndim(self):
        return len(self.shape)
    @staticmethod
    def contiguous(shape):
        return Layout(shape, (shape[1], 1))
    @classmethod
    def of(cls, t):
        return cls(tuple(t.shape), t.stride())
L = Layout((2, 3), (3, 1))
L.ndim = 3

#@@ case class_no_init_takes_no_arguments
class A:
    pass
print(type(A()).__name__)
A(1)

#@@ case class_init_returns_value
class I:
    def __init__(self):
        return 3
I()

#@@ case class_inheritance_super
import torch
class Layout:
    """A strided layout."""
    kind = "strided"
    def __init__(self, shape, strides):
        self.shape = shape
        self.strides = strides
    def offset(self, i, j):
        return i * self.strides[0] + j * self.strides[1]
    def __repr__(self):
        return f"Layout(shape={self.shape}, strides={self.strides})"
    @property
    def ndim(self):
        return len(self.shape)
    @staticmethod
    def contiguous(shape):
        return Layout(shape, (shape[1], 1))
    @classmethod
    def of(cls, t):
        return cls(tuple(t.shape), t.stride())
class T(Layout):
    def __init__(self, shape):
        super().__init__(shape, (1, shape[0]))
        self.name = "T"
    def __str__(self):
        return "T" + str(self.shape)
t = T((2, 3))
print(t, repr(t), t.offset(1, 1), isinstance(t, Layout), isinstance(Layout((1, 1), (1, 1)), T), issubclass(T, Layout))
print(hasattr(t, "name"), hasattr(t, "zz"), getattr(t, "zz", 5), getattr(t, "ndim"))
setattr(t, "zz", 9)
print(t.zz, callable(t), callable(Layout), t.__dict__)
Layout.kind = "changed"
print(t.kind, T.kind)

#@@ case class_super_chain
class A:
    def go(self):
        return "A"
class B(A):
    def go(self):
        return "B" + super().go()
class C(B):
    def go(self):
        return "C" + super().go()
print(C().go(), super(B, C()).go(), B().go())

#@@ case class_super_object_init
class A:
    def __init__(self, x):
        super().__init__()
        self.x = x
print(A(3).x)
class B:
    def __init__(self):
        super().__init__(1)
B()

#@@ case class_super_no_arguments
super()

#@@ case class_inherited_init
class A:
    def __init__(self, x):
        self.x = x
class B(A):
    pass
print(B(3).x)
B()

#@@ case class_attributes_counter
class S:
    count = 0
    def __init__(self):
        S.count += 1
        self.id = S.count
print([S().id for _ in range(3)], S.count, S().count)

#@@ case class_property_setter
class P:
    def __init__(self):
        self._x = 0
    @property
    def x(self):
        return self._x
    @x.setter
    def x(self, val):
        if val < 0:
            raise ValueError("negative")
        self._x = val
p = P()
p.x = 5
print(p.x, p.__dict__)
p.x = -1

#@@ case class_static_and_class_methods
class K:
    @staticmethod
    def s(a, b):
        return a + b
    @classmethod
    def c(cls, n):
        return cls.__name__ * n
class K2(K):
    pass
print(K.s(1, 2), K().s(3, 4), K.c(2), K().c(1), K2.c(1))
K.s(1)

#@@ case class_method_signature_kinds
class M:
    def f(x, y=2, *args, k=3, **kw):
        return (y, args, k, kw)
print(M().f(1, 2, 3, k=4, z=5), M().f())
M().f(1, y=3, q=1)
M().f(1, 2, y=1)

#@@ case class_unbound_method_call
class M:
    def f(self):
        return self
m = M()
print(m.f() is m, M.f(m) is m)
M.f()

#@@ case class_default_repr_refused_free_ops
class A:
    pass
a = A()
for f in [lambda: a + 1, lambda: 1 + a, lambda: a < a, lambda: len(a), lambda: a[0], lambda: iter(a), lambda: next(a), lambda: a(), lambda: f"{a:>5}", lambda: abs(a), lambda: -a, lambda: a ** 2, lambda: a @ a, lambda: sorted([a, a]), lambda: max(a, a), lambda: round(a), lambda: int(a), lambda: sum([a]), lambda: divmod(a, 2), lambda: list(a)]:
    try:
        f()
    except TypeError as e:
        print(e)
print(a == a, a != A(), bool(a), a in [1, a], [a].index(a), a is a)

#@@ case class_augassign_unsupported
class A:
    pass
a = A()
a += 1

#@@ case class_delattr
class A:
    z = 1
a = A()
a.x = 1
a.y = 2
del a.x
print(a.__dict__, hasattr(a, "x"))
delattr(a, "y")
print(vars(a))
del a.x

#@@ case dunder_arithmetic
class V:
    def __init__(self, *xs):
        self.xs = list(xs)
    def __repr__(self):
        return "V(" + ", ".join(map(str, self.xs)) + ")"
    def __eq__(self, o):
        return isinstance(o, V) and self.xs == o.xs
    def __lt__(self, o):
        return sum(self.xs) < sum(o.xs)
    def __add__(self, o):
        if isinstance(o, V):
            return V(*[a + b for a, b in zip(self.xs, o.xs)])
        return V(*[a + o for a in self.xs])
    def __radd__(self, o):
        return self + o
    def __mul__(self, k):
        return V(*[a * k for a in self.xs])
    def __len__(self):
        return len(self.xs)
    def __getitem__(self, i):
        return self.xs[i]
    def __iter__(self):
        return iter(self.xs)
    def __call__(self, k):
        return self.xs[k]
    def __bool__(self):
        return any(self.xs)
v = V(1, 2, 3)
w = V(3, 2, 1)
print(v, w, v + w, v + 1, 1 + v, v * 2, sum([v, w], V(0, 0, 0)))
x = v
x += w
print(x, v)
v - w

#@@ case dunder_compare
class V:
    def __init__(self, *xs):
        self.xs = list(xs)
    def __repr__(self):
        return "V(" + ", ".join(map(str, self.xs)) + ")"
    def __eq__(self, o):
        return isinstance(o, V) and self.xs == o.xs
    def __lt__(self, o):
        return sum(self.xs) < sum(o.xs)
    def __add__(self, o):
        if isinstance(o, V):
            return V(*[a + b for a, b in zip(self.xs, o.xs)])
        return V(*[a + o for a in self.xs])
    def __radd__(self, o):
        return self + o
    def __mul__(self, k):
        return V(*[a * k for a in self.xs])
    def __len__(self):
        return len(self.xs)
    def __getitem__(self, i):
        return self.xs[i]
    def __iter__(self):
        return iter(self.xs)
    def __call__(self, k):
        return self.xs[k]
    def __bool__(self):
        return any(self.xs)
v = V(1, 2, 3)
w = V(3, 2, 1)
print(v == w, v == V(1, 2, 3), v != w, v < w, w > v, V(1) == 1, 1 == V(1))
print(v in [w, v], [v, w].index(w), [v, w].count(V(1, 2, 3)))
v <= w

#@@ case dunder_container
class V:
    def __init__(self, *xs):
        self.xs = list(xs)
    def __repr__(self):
        return "V(" + ", ".join(map(str, self.xs)) + ")"
    def __eq__(self, o):
        return isinstance(o, V) and self.xs == o.xs
    def __lt__(self, o):
        return sum(self.xs) < sum(o.xs)
    def __add__(self, o):
        if isinstance(o, V):
            return V(*[a + b for a, b in zip(self.xs, o.xs)])
        return V(*[a + o for a in self.xs])
    def __radd__(self, o):
        return self + o
    def __mul__(self, k):
        return V(*[a * k for a in self.xs])
    def __len__(self):
        return len(self.xs)
    def __getitem__(self, i):
        return self.xs[i]
    def __iter__(self):
        return iter(self.xs)
    def __call__(self, k):
        return self.xs[k]
    def __bool__(self):
        return any(self.xs)
v = V(1, 2, 3)
w = V(3, 2, 1)
print(len(v), v[0], v[-1], v[1:], list(v), sorted([w, v]), min(v, w), max(v, w), v(2))
for x in v:
    print(x)
print(dict(zip('abc', v)), v.__len__())

#@@ case dunder_bool
class V:
    def __init__(self, *xs):
        self.xs = list(xs)
    def __repr__(self):
        return "V(" + ", ".join(map(str, self.xs)) + ")"
    def __eq__(self, o):
        return isinstance(o, V) and self.xs == o.xs
    def __lt__(self, o):
        return sum(self.xs) < sum(o.xs)
    def __add__(self, o):
        if isinstance(o, V):
            return V(*[a + b for a, b in zip(self.xs, o.xs)])
        return V(*[a + o for a in self.xs])
    def __radd__(self, o):
        return self + o
    def __mul__(self, k):
        return V(*[a * k for a in self.xs])
    def __len__(self):
        return len(self.xs)
    def __getitem__(self, i):
        return self.xs[i]
    def __iter__(self):
        return iter(self.xs)
    def __call__(self, k):
        return self.xs[k]
    def __bool__(self):
        return any(self.xs)
v = V(1, 2, 3)
w = V(3, 2, 1)
print(bool(v), bool(V(0)), not V(), 'yes' if v else 'no', V(0) or 'empty', v and 7, any([V(0), V()]), all([v]))
while V(0):
    print('never')

#@@ case dunder_str_and_repr
class R:
    def __str__(self):
        return "str"
class Q:
    def __repr__(self):
        return "Q!"
print(R(), str(R()), f"{R()}", Q(), [Q()], f"{Q()!r} {Q()!s}", "%s" % Q())

#@@ case dunder_repr_non_string
class R:
    def __repr__(self):
        return 5
print(repr(R()))

#@@ case dunder_str_non_string
class R:
    def __repr__(self):
        return 5
print(R())

#@@ case dunder_bool_non_bool
class B:
    def __bool__(self):
        return 1
print(not B())

#@@ case dunder_len_negative
class B:
    def __len__(self):
        return -1
len(B())

#@@ case user_iterator
class Counter:
    def __init__(self, n):
        self.n = n
        self.i = 0
    def __iter__(self):
        return self
    def __next__(self):
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        return self.i
print(list(Counter(3)), sum(Counter(4)), [x * 2 for x in Counter(2)], tuple(enumerate(Counter(2))))
c = Counter(2)
print(next(c), next(c), next(c, 'end'))
next(c)

#@@ case user_iterator_break_resume
class Counter:
    def __init__(self, n):
        self.n = n
        self.i = 0
    def __iter__(self):
        return self
    def __next__(self):
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        return self.i
it = iter(Counter(4))
for x in it:
    print(x)
    if x == 2:
        break
print(list(it))

#@@ case user_iter_returns_non_iterator
class A:
    def __iter__(self):
        return 5
for x in A():
    pass

#@@ case gen_lazy_for_loop
def gen(n):
    print("start")
    for i in range(n):
        print("before", i)
        yield i * i
        print("after", i)
    print("end")
    return "done"
g = gen(3)
print(type(g), type(g).__name__)
for v in g:
    print('got', v)
print(list(g))

#@@ case gen_list_and_next
def gen(n):
    print("start")
    for i in range(n):
        print("before", i)
        yield i * i
        print("after", i)
    print("end")
    return "done"
print(list(gen(2)))
g = gen(1)
print(next(g))
try:
    next(g)
except StopIteration as e:
    print('stop', e)
print(next(g, 'dflt'))

#@@ case gen_return_value_uncaught
def gen(n):
    print("start")
    for i in range(n):
        print("before", i)
        yield i * i
        print("after", i)
    print("end")
    return "done"
g = gen(0)
next(g)

#@@ case gen_nested_loops_and_else
def offsets(shape, strides):
    i = 0
    while i < shape[0]:
        for j in range(shape[1]):
            if (i + j) % 2:
                yield i * strides[0] + j * strides[1]
            else:
                x = yield -1
                print("x", x)
        i += 1
    else:
        yield "else"
print(list(offsets((2, 3), (3, 1))))

#@@ case gen_yield_from
def inner():
    yield 1
    yield 2
    return 7
def outer():
    r = yield from inner()
    print("r", r)
    yield from [10, 20]
    yield from range(2)
    yield from (c for c in "ab")
print(list(outer()))

#@@ case gen_infinite_fib
def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
f = fib()
print([next(f) for _ in range(10)])

#@@ case gen_break_continue_return
def evens():
    for x in range(10):
        if x % 2:
            continue
        if x > 6:
            break
        yield x
def first(n):
    for i in range(5):
        if i == n:
            return
        yield i
print(list(evens()), tuple(evens()), sorted(evens(), reverse=True), max(evens()), list(first(2)))
print(list(zip(evens(), "abc")), dict(enumerate(evens())), sum(x for x in evens()))

#@@ case gen_raises_stopiteration
def bad():
    yield 1
    raise StopIteration
try:
    list(bad())
except RuntimeError as e:
    print('RT', e)
next(bad())
list(bad())

#@@ case gen_error_finishes_it
def err():
    yield 1
    1 / 0
    yield 2
e = err()
print(next(e))
try:
    next(e)
except ZeroDivisionError as ex:
    print(ex)
print(list(e))

#@@ case gen_recursive_tree_walk
class Tree:
    def __init__(self, v, kids=()):
        self.v = v
        self.kids = list(kids)
    def walk(self):
        yield self.v
        for k in self.kids:
            yield from k.walk()
    def __iter__(self):
        return self.walk()
t = Tree(1, [Tree(2, [Tree(3)]), Tree(4)])
print(list(t.walk()), list(t), [x for x in t if x % 2])

#@@ case gen_over_tensor_rows
import torch
def rows(t):
    for r in t:
        yield r.sum().item(), r.stride(), r.storage_offset()
print(list(rows(torch.arange(6).view(2, 3))), list(rows(torch.arange(6).view(3, 2).t())))

#@@ case gen_strided_offsets
def offsets(shape, strides, offset=0):
    if not shape:
        yield offset
        return
    for i in range(shape[0]):
        yield from offsets(shape[1:], strides[1:], offset + i * strides[0])
import numpy as np
a = np.arange(24).reshape(2, 3, 4)[:, ::2, 1:]
print(list(offsets(a.shape, [s // a.itemsize for s in a.strides])))
print(a.ravel().tolist())

#@@ case gen_already_executing
def g():
    yield next(h)
h = g()
next(h)

#@@ case gen_unpack_and_unpack_error
def gen():
    yield 1
    yield 2
a, b = gen()
print(a, b)
x, = gen()

#@@ case gen_is_own_iterator
def g():
    yield 1
x = g()
print(iter(x) is x, list(x), list(x))

#@@ case gen_missing_attribute
def g():
    yield 1
g().foo

#@@ case gen_len_error
def g():
    yield 1
len(g())

#@@ case gen_arguments_error
def g(a):
    yield a
g()

#@@ case gen_yield_from_non_iterable
def g():
    yield from 5
list(g())

#@@ case gen_closure_sees_updates
def gen():
    x = 1
    def inner():
        return x
    yield inner()
    x = 2
    yield inner()
print(list(gen()))

#@@ case gen_method_with_state
class Grid:
    def __init__(self, shape):
        self.shape = shape
    def cells(self):
        for i in range(self.shape[0]):
            for j in range(self.shape[1]):
                yield (i, j)
print(list(Grid((2, 2)).cells()), len(list(Grid((3, 4)).cells())))

#@@ case with_context_manager
class Timer:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print("enter", self.name)
        return self
    def __exit__(self, exc_type, exc, tb):
        print("exit", self.name, exc_type, exc)
        return False
class Swallow:
    def __enter__(self):
        return 5
    def __exit__(self, t, v, tb):
        print("swallow", t.__name__ if t else None, repr(v))
        return True
with Timer('a') as t:
    print('body', t.name)
with Swallow() as v:
    print(v)
    1 / 0
    print('not here')
print('after')

#@@ case with_two_managers
class Timer:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print("enter", self.name)
        return self
    def __exit__(self, exc_type, exc, tb):
        print("exit", self.name, exc_type, exc)
        return False
class Swallow:
    def __enter__(self):
        return 5
    def __exit__(self, t, v, tb):
        print("swallow", t.__name__ if t else None, repr(v))
        return True
with Timer('x'), Swallow() as s:
    print('two', s)
    raise ValueError('bad')
print('done')

#@@ case with_return_and_break
class Timer:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print("enter", self.name)
        return self
    def __exit__(self, exc_type, exc, tb):
        print("exit", self.name, exc_type, exc)
        return False
class Swallow:
    def __enter__(self):
        return 5
    def __exit__(self, t, v, tb):
        print("swallow", t.__name__ if t else None, repr(v))
        return True
def f():
    with Timer('ret'):
        return 3
print(f())
for i in range(3):
    with Timer(str(i)):
        if i == 1:
            break
print(i)

#@@ case with_exception_propagates
class Timer:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print("enter", self.name)
        return self
    def __exit__(self, exc_type, exc, tb):
        print("exit", self.name, exc_type, exc)
        return False
class Swallow:
    def __enter__(self):
        return 5
    def __exit__(self, t, v, tb):
        print("swallow", t.__name__ if t else None, repr(v))
        return True
with Timer('last'):
    raise ValueError('v')

#@@ case with_exit_raises
class E:
    def __enter__(self):
        return self
    def __exit__(self, *a):
        raise TypeError('from exit')
with E():
    print('in')

#@@ case with_not_a_context_manager
try:
    with 5:
        pass
except TypeError as e:
    print(e)
class OnlyEnter:
    def __enter__(self):
        return 1
with OnlyEnter():
    pass

#@@ case with_torch_no_grad
import torch
x = torch.arange(6.).view(2, 3)
with torch.no_grad():
    y = x.t() * 2
    print(y, y.requires_grad, y.is_contiguous(), y.stride())
@torch.no_grad()
def g(t):
    return t + 1
print(g(x), x.requires_grad)

#@@ case with_torch_no_grad_uncalled
import torch
with torch.no_grad:
    pass

#@@ case class_nested_qualname
class C:
    class D:
        def m(self):
            pass
print(C.D, C.D.__qualname__)
C.D().m(2)

#@@ case class_local_qualname
def f():
    class B:
        def m(self):
            pass
    return B
print(f(), f().__qualname__)
f()().m(1)

#@@ case class_methods_do_not_see_class_scope
y = 'global'
class A:
    y = 'class'
    def f(self):
        return y
    z = y + '!'
print(A().f(), A.z)

#@@ case class_holds_tensor_views
import torch
class Window:
    def __init__(self, t, start, size):
        self.base = t
        self.view = t[start:start + size]
    def __repr__(self):
        return f"Window({self.view.tolist()}, offset={self.view.storage_offset()})"
    def bump(self):
        self.view += 1
        return self
t = torch.arange(6)
w = Window(t, 2, 3)
print(w, w.bump(), t, w.view._base is t)
