# Hand-picked programs for generator expressions, iter()/next(), the := operator,
# __name__ and exceptions without arguments (src/lang/python/py_eval.c).  Outputs are recorded from
# CPython 3.11 with torch 1.13 / numpy 1.24 by scripts/record_cases.py, never typed.

#@@ case genexp_is_lazy
def noisy(i):
    print("eval", i)
    return i * i
g = (noisy(i) for i in range(3))
print("made", type(g))
for v in g:
    print("got", v)
print(list(g))

#@@ case genexp_sees_list_appends
l = [1, 2]
g2 = (x for x in l)
l.append(3)
print(list(g2))

#@@ case genexp_error_ends_it
g3 = (1 / x for x in [1, 0, 2])
try:
    for v in g3:
        print(v)
except ZeroDivisionError as e:
    print("err", e)
print(list(g3))

#@@ case genexp_consumers
import torch
t = torch.arange(6).view(2, 3)
print(sum(x * y for x in range(3) for y in range(3) if x < y))
print(max(abs(s) for s in (4, -9, 2)), sorted(s for s in {3, 1, 2}), tuple(s * 2 for s in t.stride()))
print(any(x > 3 for x in range(5)), all(x < 3 for x in range(5)), list(d for d in t.shape))
g = (i for i in range(4))
print(sum(g), sum(g))
try:
    len(x for x in [1])
except TypeError as e:
    print(e)

#@@ case genexp_any_stops_early
import torch
x = torch.zeros(2, 3, 4)
print(any((hit := s) > 3 for s in x.stride()), hit)
print(all((last := s) > 4 for s in x.stride()), last)

#@@ case iter_and_next
import torch
import numpy as np
it = iter([10, 20])
print(next(it), next(it), next(it, "end"))
print(type(iter((1,))), type(iter(range(3))), type(iter("ab")), type(iter({1: 2})), type(iter({1})))
g = (i for i in range(2))
print(next(g), next(g), next(g, None))
ti = iter(torch.arange(6).view(3, 2))
print(next(ti), type(ti))
print(next(iter(np.arange(4).reshape(2, 2))), type(iter(np.arange(3))))
z = zip([1, 2], "ab")
print(next(z), list(z), next(enumerate("xy")))
try:
    next([1])
except TypeError as e:
    print(e)
try:
    next(iter([]))
except StopIteration as e:
    print("stop", repr(e), e.args)

#@@ case next_uncaught_stop
it = iter([1])
print(next(it))
print(next(it))

#@@ case walrus
import torch
x = torch.arange(24).view(2, 3, 4)
if (n := x.numel()) > 10:
    print("big", n)
print([y for v in range(5) if (y := v * 2) > 4], y)
def f():
    if (k := 3) > 2:
        return k
print(f())
while (m := len([1])) < 1:
    pass
print(m, (z := 5), z)
if n := x.dim():
    print(n)

#@@ case main_guard
import torch
def main():
    t = torch.arange(6).view(2, 3).t()
    print(t.stride(), t.is_contiguous())
if __name__ == "__main__":
    main()
print(__name__)

#@@ case exceptions_without_arguments
try:
    raise ValueError
except ValueError as e:
    print(repr(e), str(e), e.args)
try:
    raise ValueError("")
except ValueError as e:
    print(repr(e), e.args)
def f():
    raise KeyError
try:
    f()
except KeyError as e:
    print(repr(e), e.args)
try:
    try:
        raise IndexError("x")
    except IndexError:
        raise
except IndexError as e:
    print(repr(e))
try:
    [][1]
except IndexError as e:
    print(repr(e), e.args)
e = RuntimeError()
print(repr(e), e.args)

#@@ case conditions_of_tensors_and_arrays
import torch
import numpy as np
x = torch.tensor([3, 1])
n = 0
while (x > 0).any():
    x -= 1
    n += 1
print(n, x)
a = np.array([5])
while a > 0:
    a -= 2
print(a, [v for v in [np.array([1]), np.array([0])] if v], 1 if torch.tensor(0) else 2)
assert torch.tensor(True), "no"
print(bool(np.array([])), [1 for _ in range(2) if np.zeros((0, 3))], "y" if np.array([]) else "n")
e = np.arange(0)
while e < 2:
    e = np.arange(3)
print(e)
try:
    assert np.array([1, 2]) > 0
except ValueError as err:
    print(err)
try:
    print(1 if torch.tensor([1, 2]) else 0)
except RuntimeError as err:
    print(err)
