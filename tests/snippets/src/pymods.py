# Hand-picked programs for src/lang/python/py_modules.c: the math, itertools, functools and operator
# modules as stride snippets use them (enumerating index tuples, products of sizes, gcds of
# strides), with their error messages.  Outputs are recorded from CPython 3.11 with torch
# 1.13 / numpy 1.24 by scripts/record_cases.py, never typed.

#@@ case math_prod_of_shape
import math
import torch
x = torch.zeros(2, 3, 4)
print(math.prod(x.shape), x.numel(), math.prod(x.shape) == x.numel())
print(math.prod([2, 3, 4]), math.prod((2.0, 3)), math.prod([], start=5), math.prod(range(1, 21)))

#@@ case math_prod_of_numpy_shape
import math
import numpy as np
a = np.zeros((3, 5, 2), dtype=np.float32)
print(math.prod(a.shape) * a.itemsize, a.nbytes)
print(math.prod(a.strides), math.prod(s // a.itemsize for s in a.strides))

#@@ case math_rounding
import math
print(math.sqrt(16), math.sqrt(2), math.floor(2.7), math.ceil(-2.5), math.trunc(-2.5))
print(math.floor(-0.5), math.ceil(7), math.floor(True), type(math.floor(2.0)), type(math.sqrt(4)))
print(math.ceil(10 / 3), math.floor(-7 / 2), math.ceil(4.0))

#@@ case math_gcd_lcm_of_strides
import math
import torch
t = torch.arange(60).view(3, 4, 5).permute(2, 0, 1)[:, ::2]
print(t.stride(), math.gcd(*t.stride()), math.lcm(*t.stride()))
print(math.gcd(12, 18), math.gcd(), math.gcd(0, -4, 6), math.lcm(4, 6), math.lcm(), math.lcm(0, 5), math.gcd(-12, 0))

#@@ case math_integer_functions
import math
print(math.isqrt(17), math.isqrt(0), math.factorial(10), math.factorial(20), math.factorial(0))
print(math.comb(5, 2), math.comb(5, 7), math.perm(5, 2), math.perm(4), math.comb(60, 30))

#@@ case math_logs_and_constants
import math
print(math.log(8, 2), math.log2(1024), math.log10(1000), math.log(math.e), math.exp(1))
print(math.pi, math.inf, -math.inf, math.nan, math.tau, math.e)
print(math.log2(4096) == 12, int(math.log2(64)), math.log(100, 10))

#@@ case math_predicates
import math
print(math.isclose(0.1 + 0.2, 0.3), 0.1 + 0.2 == 0.3, math.isnan(math.nan), math.isinf(-math.inf))
print(math.isfinite(1e308), math.isclose(1, 1.1, rel_tol=0.2), math.isclose(1e-12, 0), math.isclose(1e-12, 0, abs_tol=1e-9))

#@@ case math_two_argument
import math
print(math.pow(2, 10), math.fabs(-3), math.copysign(3, -0.0), math.hypot(3, 4), math.fmod(7, 3), math.fmod(-7, 3))
print(math.atan2(1, 1), math.sin(0), math.cos(0), math.pow(2, 0.5))

#@@ case math_numpy_scalars
import math
import numpy as np
a = np.arange(10, dtype=np.int64)
print(math.sqrt(a[4]), math.floor(np.float64(2.5)), math.gcd(a[6], a[9]), math.isqrt(a[9]))

#@@ case math_errors
import math
def t(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
t(lambda: math.sqrt(-1))
t(lambda: math.log(0))
t(lambda: math.log(-1, 2))
t(lambda: math.log(2, 1))
t(lambda: math.exp(1000))
t(lambda: math.floor(math.nan))
t(lambda: math.ceil(math.inf))
t(lambda: math.sqrt("4"))
t(lambda: math.gcd(2.0, 4))
t(lambda: math.factorial(-1))
t(lambda: math.factorial(3.0))
t(lambda: math.isqrt(-4))
t(lambda: math.comb(-1, 2))
t(lambda: math.comb(3, -2))
t(lambda: math.comb(3))
t(lambda: math.sqrt())
t(lambda: math.sqrt(1, 2))
t(lambda: math.pow(0, -1))
t(lambda: math.pow(-8, 1/3))
t(lambda: math.pow(10, 400))
t(lambda: math.fmod(1, 0))
t(lambda: math.isclose(1, 2, 3))
t(lambda: math.isclose(1, 1.1, abs_tol=-1))
t(lambda: math.log2(0))
t(lambda: math.prod(5))
t(lambda: math.prod([1], 2))
t(lambda: math.foo)
t(lambda: math.log())

#@@ case math_uncaught
import math
print(math.floor(2.5))
print(math.sqrt(-2))

#@@ case from_math_import
from math import prod, ceil as c, pi
print(prod((4, 4)), c(2.1), pi)

#@@ case from_math_import_missing
from math import prodd
print(1)

#@@ case import_as
import math as m
import itertools as it
print(m.prod([3, 3]), list(it.product([0, 1], [0, 1]))[-1])

#@@ case itertools_product_indices_offsets
import itertools
import torch
x = torch.arange(24).reshape(2, 3, 4).permute(2, 0, 1)
def offset(idx, stride, off=0):
    return off + sum(i * s for i, s in zip(idx, stride))
for idx in itertools.product(*[range(n) for n in x.shape][:2]):
    print(idx, offset(idx + (0,), x.stride()))
addrs = sorted([offset(i, x.stride()) for i in itertools.product(*map(range, x.shape))])
print(addrs == list(range(24)), len(addrs))

#@@ case itertools_product_numpy_bytes
import itertools
import numpy as np
a = np.arange(12, dtype=np.int32).reshape(3, 4)[::2, 1::2]
for i, j in itertools.product(range(a.shape[0]), range(a.shape[1])):
    print((i, j), i * a.strides[0] + j * a.strides[1], a[i, j])

#@@ case itertools_product_overlap_check
import itertools
import torch
base = torch.arange(10)
w = base.as_strided((4, 3), (2, 1))
addrs = [w.storage_offset() + sum(i * s for i, s in zip(idx, w.stride()))
         for idx in itertools.product(*(range(n) for n in w.shape))]
print(addrs)
print(len(addrs), len(sorted(addrs)), max(addrs) + 1)
dups = [a for k, a in enumerate(addrs) if a in addrs[:k]]
print("overlap:", len(dups) > 0, dups)

#@@ case itertools_product_repeat
from itertools import product
print(list(product(range(2), repeat=2)))
print(list(product('ab', [1, 2])), list(product()), list(product([1], [])), list(product(range(2), repeat=0)))
for i, j in product(range(2), range(3)):
    print(i * 3 + j, end=' ')
print()

#@@ case itertools_permutations_of_dims
import itertools
import torch
x = torch.zeros(2, 3, 4)
for p in itertools.permutations(range(3)):
    y = x.permute(*p)
    print(p, tuple(y.shape), y.stride(), y.is_contiguous())

#@@ case itertools_selections
import itertools
print(list(itertools.permutations([1, 2, 3], 2)))
print(list(itertools.combinations(range(4), 3)))
print(list(itertools.combinations_with_replacement('abc', 2)))
print(list(itertools.permutations(range(3), None)), list(itertools.combinations([], 0)), list(itertools.permutations([], 0)))
print(list(itertools.combinations_with_replacement([], 2)), list(itertools.combinations([1, 2], 3)))

#@@ case itertools_combinations_of_dims
import itertools
import numpy as np
a = np.zeros((2, 3, 4))
for d0, d1 in itertools.combinations(range(a.ndim), 2):
    print(d0, d1, np.swapaxes(a, d0, d1).strides)

#@@ case itertools_chain_accumulate
import itertools
import operator
print(list(itertools.chain([1, 2], (3,), range(4, 6))))
print(list(itertools.accumulate([1, 2, 3, 4])), list(itertools.accumulate([1, 2, 3, 4], operator.mul)))
print(list(itertools.accumulate([3, 1, 2], max, initial=0)))

#@@ case itertools_accumulate_strides
import itertools
import operator
shape = (2, 3, 4)
strides = list(itertools.accumulate(reversed(shape[1:]), operator.mul, initial=1))[::-1]
print(strides)

#@@ case itertools_misc
import itertools
print(list(itertools.islice(range(10), 2, 8, 3)), list(itertools.islice('abcdef', 3)), list(itertools.islice(range(5), None)))
print(list(itertools.zip_longest([1, 2, 3], 'ab', fillvalue='-')), list(itertools.zip_longest([1], [2, 3])))
print(list(itertools.pairwise([1, 2, 4, 7])))
print(list(itertools.starmap(pow, [(2, 3), (3, 2)])))
print(list(itertools.compress('abcdef', [1, 0, 1, 0, 1, 1])))
print(list(itertools.repeat(7, 3)))

#@@ case itertools_one_pass
import itertools
p = itertools.product([1, 2], [3])
print(list(p), list(p))
c = itertools.chain([1], [2])
print(next(iter([0])) if False else 0, sum(c), sum(c))

#@@ case itertools_errors
import itertools
import functools
import operator
def t(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
t(lambda: list(itertools.permutations([1, 2], -1)))
t(lambda: list(itertools.combinations([1, 2])))
t(lambda: list(itertools.product([1], repeat=-1)))
t(lambda: list(itertools.islice(range(5), -1)))
t(lambda: list(itertools.islice(range(5), 1, 3, 0)))
t(lambda: list(itertools.islice(range(5), 1, -3)))
t(lambda: functools.reduce(operator.add, []))
t(lambda: functools.reduce(operator.add))
t(lambda: operator.mul(2))
t(lambda: list(itertools.combinations(range(3), 1.5)))
t(lambda: list(itertools.permutations(range(3), 1.5)))
t(lambda: list(itertools.pairwise()))
t(lambda: list(itertools.starmap(pow)))

#@@ case functools_reduce
from functools import reduce
import operator
import torch
x = torch.zeros(3, 4, 5)
print(reduce(operator.mul, x.shape), reduce(lambda a, b: a * b, x.shape, 1), reduce(operator.add, [], 10))
print(reduce(lambda acc, d: acc + [acc[-1] * d], [5, 4], [1]))
print(operator.add(2, 3), operator.floordiv(7, 2), operator.sub(1, 5), operator.mod(-7, 3), operator.pow(2, 5))
