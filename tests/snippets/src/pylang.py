#@@ case def_defaults_keywords
def f(a, b=2, c=3):
    return a + b * c
print(f(1), f(1, 5), f(1, c=10), f(c=1, b=1, a=1))
#@@ case def_missing_argument
def f(a, b):
    return a
f(1)
#@@ case def_too_many_arguments
def f(a):
    return a
f(1, 2)
#@@ case def_unexpected_keyword
def f(a):
    return a
f(a=1, z=2)
#@@ case def_multiple_values
def f(a, b=0):
    return a
f(1, a=2)
#@@ case def_recursion
def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)
print(fact(10), fib(15))
#@@ case def_returns_none
def f():
    pass
def g(x):
    if x:
        return
    return 1
print(f(), g(True), g(False))
#@@ case def_closure_reads_enclosing
def outer(x):
    def inner(y):
        return x + y
    return inner(10)
print(outer(1), outer(5))
#@@ case def_closure_returned
def make_scale(k):
    def scale(v):
        return v * k
    return scale
double = make_scale(2)
triple = make_scale(3)
print(double(4), triple(4), double(triple(1)))
#@@ case def_global_statement
count = 0
def bump(by=1):
    global count
    count += by
    return count
bump(); bump(5)
print(count)
#@@ case def_local_does_not_leak
x = "global"
def f():
    x = "local"
    return x
print(f(), x)
#@@ case def_strides_helper
import torch
def contiguous_strides(shape):
    strides = []
    acc = 1
    for n in reversed(shape):
        strides.append(acc)
        acc *= n
    return tuple(reversed(strides))
for shape in [(2, 3, 4), (5,), (3, 1, 2)]:
    print(shape, contiguous_strides(shape), torch.empty(shape).stride())
#@@ case def_star_args_and_kwargs
def f(a, *rest, scale=1, **opts):
    return a * scale, rest, opts
print(f(1), f(1, 2, 3), f(2, scale=3), f(1, 2, k="v", scale=2))
def g(*, name, flag=False):
    return name, flag
print(g(name="x"), g(flag=True, name="y"))
#@@ case def_missing_several_arguments
def f(a, b, c, d=4):
    return a
for call in [lambda: f(), lambda: f(1), lambda: f(1, 2)]:
    try:
        call()
    except TypeError as e:
        print("TypeError:", e)
#@@ case def_missing_keyword_only
def g(x, *, name, size):
    return x
try:
    g(1)
except TypeError as e:
    print("TypeError:", e)
try:
    g(1, size=2)
except TypeError as e:
    print("TypeError:", e)
#@@ case def_too_many_with_defaults
def f(a, b=1):
    return a
f(1, 2, 3)
#@@ case def_defaults_evaluated_once
x = 10
def f(v=x):
    return v
x = 20
print(f(), f(5))
def acc(v, into=[]):
    into.append(v)
    return into
print(acc(1), acc(2))
#@@ case def_unbound_local
total = 0
def add(v):
    total = total + v
    return total
add(1)
#@@ case def_nonlocal_counter
def counter():
    n = 0
    def step():
        nonlocal n
        n += 1
        return n
    step()
    step()
    return step()
print(counter())
#@@ case def_recursion_depth_fifty
def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)
print(depth(50))
#@@ case lambda_basics
sq = lambda v: v * v
add = lambda a, b=10: a + b
print(sq(7), add(1), add(1, 2), (lambda: "no args")())
print(sorted([3, -1, 2], key=lambda v: abs(v)))
#@@ case while_break_continue
i = 0
seen = []
while True:
    i += 1
    if i % 2:
        continue
    if i > 10:
        break
    seen.append(i)
print(seen, i)
#@@ case while_else
n = 3
while n > 0:
    n -= 1
else:
    print("loop finished", n)
#@@ case for_else_break
for v in [1, 3, 5]:
    if v % 2 == 0:
        break
else:
    print("no even number")
#@@ case enumerate_zip
names = ["a", "b", "c"]
for i, name in enumerate(names):
    print(i, name)
for i, name in enumerate(names, start=1) if False else enumerate(names, 1):
    print(i, name)
print(list(zip([1, 2, 3], "xy")), list(zip()), list(enumerate([])))
for a, b in zip(range(3), [10, 20, 30]):
    print(a + b)
#@@ case iterators_are_one_pass
z = zip([1, 2], [3, 4])
print(list(z), list(z))
e = enumerate("ab")
print(list(e), list(e))
r = reversed([1, 2, 3])
print(list(r), list(r))
print(bool(zip()), type(zip([])).__name__, type(reversed([])).__name__)
#@@ case iterator_no_len
try:
    len(zip([1]))
except TypeError as e:
    print("TypeError:", e)
try:
    zip([1])[0]
except TypeError as e:
    print("TypeError:", e)
#@@ case sum_min_max
print(sum([1, 2, 3]), sum([1.5, 2]), sum([[1], [2]], []), sum(range(10), 5), sum([]))
print(min(3, 1, 2), max([1, 5, 2]), min("bca"), max("ab", "b"), min([(2, 'a'), (1, 'z')]))
print(max([1, 2, 3], key=lambda v: -v), min(["bb", "a", "ccc"], key=len), max([], default=None), min([], default=-1))
print(max(1, 2, key=lambda v: -v), max([2, 3, 3.0]), min([3.0, 3]))
#@@ case min_empty_error
min([])
#@@ case max_default_with_several
try:
    max(1, 2, default=0)
except TypeError as e:
    print("TypeError:", e)
#@@ case abs_round
print(abs(-3), abs(-2.5), abs(True), abs(0.0), abs(-0.0))
print(round(2.5), round(3.5), round(-1.5), round(0.5), round(1.2345, 2), round(2.675, 2), round(7, 1))
print(round(1234, -2), round(1250, -2), round(1350, -2), round(-1250, -2), round(5, -1), round(15, -1))
print(round(0.125, 2), round(0.375, 2), round(1e300, 2), round(-0.4), round(2.5, None), round(1.23456789, 5))
#@@ case sorted_reversed
print(sorted([3, 1, 2]), sorted("cba"), sorted([3, 1, 2], reverse=True), sorted([(1, 'b'), (1, 'a')]))
print(sorted([1, -3, 2], key=abs), sorted(["bb", "a", "c"], key=len), sorted(["bb", "a", "c"], key=len, reverse=True))
print(sorted({'b': 1, 'a': 2}), sorted(range(5), key=lambda v: v % 2), list(reversed(range(3))), list(reversed("ab")))
#@@ case sorted_mixed_types_error
sorted([1, "a"])
#@@ case all_any
print(all([]), any([]), all([1, 0]), any([0, 1]), all(x > 0 for x in [1, 2]), any(x > 5 for x in [1, 2]))
#@@ case hex_bin_oct
print(hex(255), bin(5), oct(8), hex(-1), bin(-5), oct(0), hex(0), bin(True), hex(9223372036854775807))
for bad in [1.5, "3"]:
    try:
        hex(bad)
    except TypeError as e:
        print("TypeError:", e)
#@@ case ord_chr
print(ord('a'), ord('Z'), ord(' '), chr(97), chr(0x263a), repr(chr(10)), ord(chr(1000)))
for f in [lambda: ord('ab'), lambda: ord(1), lambda: chr(-1), lambda: chr(1.5)]:
    try:
        f()
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
#@@ case divmod_values
print(divmod(7, 2), divmod(-7, 2), divmod(7, -2), divmod(7.5, 2))
#@@ case divmod_zero
divmod(1, 0)
#@@ case assert_passes_and_fails
assert 1 == 1
assert [1], "non-empty is true"
try:
    assert 1 == 2, "nope"
except AssertionError as e:
    print("AssertionError:", e)
x = 3
try:
    assert x > 5, f"x is {x}"
except AssertionError as e:
    print("AssertionError:", e)
#@@ case assert_uncaught_message
import torch
t = torch.zeros(2, 3).t()
assert t.is_contiguous(), f"stride {t.stride()} is not contiguous"
#@@ case assert_uncaught_bare
assert False
#@@ case del_name
x = 1
y = 2
del x
print(y)
print(x)
#@@ case conditional_expression
for v in [0, 1, 2]:
    print("zero" if v == 0 else "one" if v == 1 else "many")
#@@ case chained_comparisons
x = 3
print(1 < x < 5, 1 < x > 5, 1 == 1 == 1, 0 <= x <= 3 < 4, 3 > x >= 2)
#@@ case print_star_args
xs = [1, 2, 3]
print(*xs)
print(*xs, sep=", ")
print(*"abc", sep="-", end="!\n")
print(*[], "only")
print("a", *(1, 2), "b", *range(2))
#@@ case print_sep_end
print(1, 2, 3, sep="")
print("no newline", end="")
print(" then this")
print("x", sep=None, end=None)
#@@ case dict_access_iteration
d = {'a': 1, 'b': 2}
for k, v in d.items():
    print(k, v)
for k in d:
    print(k, d[k])
print(d.keys(), d.values(), d.items())
print(list(d.keys()), list(d.values()), d.get('c'), d.get('c', 0), d.get('a'), 'a' in d, 'z' in d.keys(), len(d.items()))
#@@ case dict_mutation
d = {}
d['x'] = 1
d['y'] = 2
d['x'] = 3
print(d, d.pop('x'), d, d.pop('zz', 'default'), d.copy())
#@@ case dict_missing_key
d = {'a': 1}
print(d['b'])
#@@ case list_methods
l = [3, 1, 2]
l.sort()
print(l)
l.reverse()
print(l)
l.insert(0, 9)
l.insert(-1, 7)
l.insert(100, 8)
print(l, l.pop(), l.pop(0), l)
l.remove(1)
print(l, l.index(7), l.count(7), l.copy())
l.sort(key=lambda v: -v)
print(l)
l.sort(reverse=True)
print(l)
l.clear()
print(l)
#@@ case list_method_errors
for f in [lambda: [].pop(), lambda: [1].pop(5), lambda: [1].remove(2), lambda: [1].index(2)]:
    try:
        f()
    except (IndexError, ValueError) as e:
        print(type(e).__name__ + ":", e)
#@@ case list_comprehension_scope
x = 5
squares = [x * x for x in range(4)]
print(squares, x)
print([v for v in range(10) if v % 3 == 0], [c.upper() for c in "ab"])
#@@ case str_multiply_in_len
print("ab" * 3, 3 * "-", "" * 5, "x" * 0, "x" * -1)
print("b" in "abc", "bc" in "abc", "d" in "abc", "" in "")
print(len(""), len("hello"), len("héllo"))
#@@ case str_indexing_slicing
s = "stride"
print(s[0], s[-1], s[1:4], s[::-1], s[::2], s[10:], s[-3:])
#@@ case str_index_error
"abc"[5]
#@@ case str_concat_error
"a" + 1
#@@ case int_float_str_conversions
print(int("42"), int(" -7 "), float("1.5"), float("1e3"), str(12), str(1.0), repr("x"), int(3.9), int(-3.9))
#@@ case int_with_base
print(int("ff", 16), int("0xff", 16), int("101", 2), int("0b101", 0), int("0o17", 0), int("z", 36), int(" -1_000 ", 10), int("10", base=8), int("000", 0))
for args in [("12", 1), ("0123", 0), ("g", 16), ("1__0", 10), ("", 10), ("0x", 16)]:
    try:
        int(*args)
    except ValueError as e:
        print("ValueError:", e)
try:
    int(12, 10)
except TypeError as e:
    print("TypeError:", e)
#@@ case int_invalid_literal
int("4.5")
#@@ case builtin_not_supported_is_refused_not_nameerror
try:
    undefined_thing
except NameError as e:
    print("NameError:", e)
#@@ case type_names
print(type(1).__name__, type(1.0).__name__, type("s").__name__, type([]).__name__, type({}).__name__, type(None).__name__)
print(type({}.keys()).__name__, type(enumerate([])).__name__, type(reversed(range(2))).__name__, isinstance(1, int), isinstance(True, int))
#@@ case nested_functions_and_loops
def table(n):
    rows = []
    for i in range(1, n + 1):
        rows.append(" ".join(f"{i * j:3d}" for j in range(1, n + 1)))
    return "\n".join(rows)
print(table(4))
#@@ case stride_report_with_formatting
import torch
x = torch.arange(24).reshape(2, 3, 4)
views = {"x": x, "x.t": x.transpose(0, 2), "x[:, 1]": x[:, 1], "x[..., ::2]": x[..., ::2]}
for name, v in views.items():
    print(f"{name:<12} shape={str(tuple(v.shape)):<10} stride={str(v.stride()):<12} offset={v.storage_offset():>2} contiguous={v.is_contiguous()!s:>5}")
#@@ case numpy_report_with_percent
import numpy as np
a = np.arange(12, dtype=np.int32).reshape(3, 4)
for name, v in [("a", a), ("a.T", a.T), ("a[:, ::2]", a[:, ::2])]:
    print("%-10s shape=%-8s strides=%-8s c=%s f=%s" % (name, v.shape, v.strides, v.flags['C_CONTIGUOUS'], v.flags['F_CONTIGUOUS']))
#@@ case tensor_comparisons_and_unary_ops
import torch
t = torch.arange(6).reshape(2, 3)
print(t > 2, t == 1, 3 <= t, t != t)
print(~(t > 2), -t, +t, ~t)
print((t > 2).dtype, (t.float() < 2.5))
#@@ case array_comparisons_unary_and_flags
import numpy as np
a = np.arange(6).reshape(2, 3)
print(a > 2, a == 1, 3 <= a, a != a)
print(-a, +a, ~a, ~(a > 2))
print(a.flags)
print(np.float64(1.5) < 2, np.int64(3) == 3)
#@@ case tensor_bool_negation_error
import torch
t = torch.tensor([True, False])
print(~t)
-t
#@@ case array_bool_negation_error
import numpy as np
a = np.array([True, False])
print(~a)
-a
#@@ case except_as_name_is_deleted_after_handler
try:
    1 / 0
except ZeroDivisionError as err:
    print("caught:", err)
try:
    print(err)
except NameError as e2:
    print("NameError:", e2)
#@@ case except_as_in_function_unbound_after
def f():
    try:
        [][1]
    except IndexError as e:
        msg = str(e)
    return msg, e
f()
#@@ case map_and_filter
import torch
t = torch.zeros(2, 3, 4)
print(", ".join(map(str, t.shape)), "x".join(map(str, t.stride())))
print(list(map(abs, [-1, 2, -3])), list(map(lambda a, b: a * b, [1, 2, 3], [4, 5])), list(filter(None, [0, 1, "", "a"])))
print(list(filter(lambda v: v % 2, range(7))), sorted(map(len, ["aaa", "b", "cc"])), sum(map(int, "123")))
m = map(str, [1, 2])
print(list(m), list(m), type(m).__name__)
#@@ case map_is_lazy
def shout(v):
    print("called with", v)
    return v * 2
m = map(shout, [1, 2])
print("map made")
print(list(m))
bad = map(int, ["x"])
print("no error until iterated")
list(bad)
#@@ case iterator_resumes_after_break
z = zip(range(5), "abcde")
for i, c in z:
    if i == 1:
        break
print(list(z))
e = enumerate("xyz")
for pair in e:
    print(pair)
    break
print(list(e))
#@@ case map_interleaves_with_loop_body
def show(v):
    print("map sees", v)
    return v * 10
for r in map(show, [1, 2, 3]):
    print("loop gets", r)
print([print("body", v) or v for v in map(show, [4])])
f = filter(lambda v: print("test", v) or v > 1, [1, 2, 3])
for v in f:
    print("kept", v)
#@@ case empty_sequence_times_huge_count
print(repr('' * 5**17), [] * 10**15, () * 10**12, 'ab' * 3, [0] * 0, '' * -3)
print(len('' * 2**62), len([] * 2**62))
#@@ case zero_shifted_by_a_huge_count
print(0 << 546875, 0 >> 10**6, -1 >> 10**6, 0 << 63, 1 << 62)

#@@ case tabs_alone_are_fine
if 1:
	x = 1
	if x:
		print(x)
print("done")
