#@@ case fstring_basic
x = 3
name = "stride"
print(f"x={x} name={name}")
print(f'{x + 1} {x * 2.5} {name.upper()}')
print(F"{x}" f'{x}' "plain" f"{{literal}} {{{x}}}")
#@@ case fstring_nested_quotes
d = {'a': 1, "b": 2}
print(f"{d['a']} {d['b']}")
print(f'{"quoted"} {len("abc")}')
print(f'''{d["a"]} in triple''')
#@@ case fstring_conversions
s = "it's"
print(f"{s!r} {s!s} {s}")
print(f"{3.0!r} {None!r} {[1, 'a']!r} {(1,)!s}")
#@@ case fstring_self_documenting
x = 3
y = [1, 2]
print(f"{x=}")
print(f"{x = }")
print(f"{x=:5}|")
print(f"{x=!s}")
print(f"{y=}")
print(f"{x + 1=}")
print(f"{ x = }")
print(f"{'a'=}")
#@@ case fstring_torch_shapes
import torch
t = torch.arange(12).reshape(3, 4)
print(f"{t.shape} {t.stride()} {t.is_contiguous()}")
print(f"{t.t().stride()=}")
print(f"{t.storage_offset()=} {t[1:].storage_offset()=}")
print(f"{t.dtype} {t.shape[0]:>4} {t.numel():,}")
#@@ case fstring_tensor_values
import torch
t = torch.tensor([1, 2, 3])
print(f"{t}")
print(f"{t[0]} {t[1]:>5} {t[2]:03d}")
f = torch.tensor(2.5)
print(f"{f} {f:.3f} {f:e} {f!r}")
print(f"{torch.tensor(True)} {torch.tensor(True):>6}")
#@@ case fstring_tensor_bad_spec
import torch
t = torch.zeros(2, 3)
try:
    print(f"{t:>10}")
except TypeError as e:
    print("TypeError:", e)
print(f"{t.shape:}")
try:
    print(f"{t.shape:>30}")
except TypeError as e:
    print("TypeError:", e)
print(f"{t.dtype}")
try:
    print(f"{t.dtype:>10}")
except TypeError as e:
    print("TypeError:", e)
#@@ case fstring_numpy_values
import numpy as np
a = np.arange(6).reshape(2, 3)
print(f"{a.shape} {a.strides} {a.dtype} {a.itemsize}")
print(f"{a}")
print(f"{a[0, 1]} {a[0, 1]:04d} {a.size * 1000:,}")
print(f"{np.float32(0.1)} {np.float32(0.1):.3f} {np.float64(0.1):.2}")
print(f"{np.array(3.5):.2f} {np.array(7)}")
print(f"{np.zeros(2, dtype=np.int8).dtype}")
try:
    print(f"{a:x}")
except TypeError as e:
    print("TypeError:", e)
try:
    print(f"{a.dtype:>9}")
except TypeError as e:
    print("TypeError:", e)
#@@ case fstring_nested_spec
w = 8
p = 3
x = 3.14159
print(f"[{x:{w}}] [{x:{w}.{p}f}] [{x:>{w}}] [{'ab':{'^'}{w}}]")
print(f"{3.14159:.{2}f}")
#@@ case fstring_multiline_triple
a, b = 1, 2
print(f"""a={a}
b={b}
sum={a + b}""")
#@@ case fstring_raw
x = 5
print(rf"\n{x}\t" + fr"{x}\d")
print(f"tab\there {x}\n-")
#@@ case fstring_expressions
xs = [3, 1, 2]
print(f"{sorted(xs)} {len(xs)} {xs[-1]} {xs[::-1]} {max(xs) if xs else 0}")
print(f"{(lambda v: v * 2)(4)} {[i * i for i in range(4)]}")
print(f"{1 < 2} {3 != 4} {5 >= 5} {'a' 'b'}")
print(f"{1, 2} {(3,)}")
#@@ case fstring_nested_fstring
n = 4
print(f"outer {f'inner {n}'} done")
print(f"{f'{n:>3}'!r}")
#@@ case fstring_name_error
print(f"value: {undefined_name}")
#@@ case format_int_specs
for spec in ['', 'd', '5', '<5', '^5', '>5', '=+6', '+', ' ', '-', '05', '08,', '010,', ',', '_', 'x', 'X', '#x', '#X', '#010x', 'o', '#o', 'b', '#b', '_b', '_x', '#_x', 'c', 'e', '.2e', 'f', '.1%', 'g', 'G', 'n', '*^9', '0=8', 'E', '%']:
    print(repr(spec), repr(format(1234567, spec)), repr(format(-42, spec)), repr(format(0, spec)))
#@@ case format_bool_specs
for spec in ['', 'd', '>5', '<6', 'x', '^7', '#b', 'f', 's' if False else '']:
    print(repr(spec), repr(format(True, spec)), repr(format(False, spec)))
#@@ case format_float_specs
vals = [0.1, 1.0, -2.5, 1234.5678, 1e-7, 1e16, 1.5e300, 123456789.0, 0.000123456, 2.5, 3.5, -0.0, 100.0]
for spec in ['', '.3', '.1', '.0', 'f', '.2f', '.0f', '#.0f', 'e', '.3e', 'E', 'g', '.3g', '#g', 'G', '%', '.1%', '10.2f', '<10.1f', '^12.3e', '+.2f', ' .2f', '010.2f', '012,.1f', ',', '_.2f', 'z.1f', 'n', '#']:
    print(repr(spec), [format(v, spec) for v in vals])
#@@ case format_float_special
inf, nan = float('inf'), float('nan')
for spec in ['', 'f', 'F', 'e', 'E', 'g', 'G', '%', '+', '010', '010,', '>6', '08.2f', '=+8']:
    print(repr(spec), repr(format(inf, spec)), repr(format(-inf, spec)), repr(format(nan, spec)))
#@@ case format_float_repr_like
for v in [1/3, 2**0.5, 1e22, 1e-5, 5e-324, 1.7976931348623157e308, 0.1 + 0.2, 100.0, 1e15, 123.0]:
    print(format(v), format(v, ''), f"{v}", str(v) == format(v))
for p in range(1, 18):
    print(p, format(1/3, '.%d' % p), format(123.0, '.%d' % p), format(1e16, '.%d' % p))
#@@ case format_str_specs
for spec in ['', 's', '10', '<10', '>10', '^10', '^11', '*^9', '.2', '10.3', '-<8', '0>6', '05', '.0']:
    print(repr(spec), repr(format('stride', spec)), repr(format('', spec)))
print(repr(format('é', '>3')), repr(format('日本', '*^6')), repr(format('naïve', '.3')), repr(format('x', '→^5')))
#@@ case format_none_and_containers
print(repr(format(None)), repr(format((1, 2))), repr(format([1, 'a'])), repr(format({'k': 1})))
print(repr(f"{None} {(1,)} {[]} {range(3)} {slice(1, 2)}"))
for v in [None, (1,), [1], {}, range(2), slice(1), ...]:
    try:
        format(v, '>5')
    except TypeError as e:
        print("TypeError:", e)
#@@ case format_errors_int
for spec in ['.2', '.2d', 's', 'zz', 'z', '+c', '#c', ',x', ',b', ',c', ',_', '_,', '{}', 'dd', '10.', ',n']:
    try:
        print(format(5, spec))
    except ValueError as e:
        print(repr(spec), "ValueError:", e)
#@@ case format_errors_float
for spec in ['d', 'x', 'c', 's', 'b', '.', ',_', 'ee', '#_x', '99999999999999999999']:
    try:
        print(format(1.5, spec))
    except ValueError as e:
        print(repr(spec), "ValueError:", e)
#@@ case format_errors_str
for spec in ['d', '=', '+', ' ', '-', 'z', '#', ',', '_', 'f', '.', 'ss', '=10', '010']:
    try:
        print(repr(format('ab', spec)))
    except ValueError as e:
        print(repr(spec), "ValueError:", e)
#@@ case format_char_code
print(format(65, 'c'), format(0x263a, 'c'), format(97, '>3c'), repr(format(10, 'c')))
for v in [-1, 0x110000]:
    try:
        format(v, 'c')
    except OverflowError as e:
        print("OverflowError:", e)
#@@ case format_builtin_errors
try:
    format(1, 2)
except TypeError as e:
    print("TypeError:", e)
try:
    format()
except TypeError as e:
    print("TypeError:", e)
print(format(12), format(1.5), format('s'))
#@@ case format_int64_edges
big = 9223372036854775807
small = -big - 1
print(format(big, ','), format(small, '#x'), format(big, '_b')[:20], format(big, 'e'), f"{big:>30}")
print(format(small, ''), format(small, 'd'), f"{small:_}", f"{big:#o}", f"{small:=+30,}")
#@@ case format_grouping_zero_pad
for w in range(1, 14):
    print(w, format(1234, '0%d,' % w), format(-1234, '0%d_' % w), format(1234.5, '0%d,.1f' % w), format(255, '#0%d_x' % w))
#@@ case str_format_method
print("{} {}".format(1, 'a'))
print("{0} {1} {0}".format('x', 'y'))
print("{name} is {age:>4}".format(name='bob', age=7))
print("{:>8.3f}|{:<6}|{:^7}".format(3.14159, 'ab', 'mid'))
print("{0!r} {0!s} {1!r:>6}".format('q', 2))
print("{{}} {{{}}}".format(5))
print("{:{}}|{:{w}.{p}f}".format('a', 4, 2.5, w=7, p=2))
#@@ case str_format_attr_index
import torch
t = torch.zeros(2, 3)
print("{0.shape} {0.dtype} {1[1]} {2[k]}".format(t, (5, 6), {'k': 'v'}))
print("{.ndim}".format(t), "{[0]}".format([9]))
print("shape={t.shape} stride={s}".format(t=t, s=t.stride()))
#@@ case str_format_errors
for fmt, args in [("{} {}", (1,)), ("{1}", (1,)), ("{0} {}", (1, 2)), ("{} {0}", (1, 2)), ("{", ()), ("}", ()), ("{0!x}", (1,)), ("{0!}", (1,)), ("{0!rr}", (1,)), ("{:d}", ('s',)), ("{a}", ()), ("{0.}", (1,)), ("{0[}", (1,)), ("{:{:{}}}", (1, 2, 3)), ("{0[0]x}", ([1],))]:
    try:
        print(repr(fmt.format(*args)))
    except (ValueError, IndexError, KeyError, TypeError) as e:
        print(repr(fmt), type(e).__name__ + ":", e)
#@@ case percent_basic
print("%d %s %r %5.2f %x %%" % (42, 'str', 'rep', 3.14159, 255))
print("%s" % 'single', "%d items" % 3, "%.3s" % 'abcdef')
print("%-6d|%6d|%06d|%+d|% d" % (7, 7, -7, 7, 7))
print("%#x %#X %#o %o %X" % (255, 255, 8, 8, 3054))
print("%e %E %g %G %.0f %#.0f" % (12345.678, 0.000123, 1e-5, 1e20, 2.5, 2.0))
print("%c%c %5s|%-5s|" % (72, 'i', 'ab', 'cd'))
print("%.3d %5.3d %i %u" % (5, -5, 7, 8))
print("%*d|%-*d|%.*f" % (5, 1, 4, 2, 2, 3.14159))
print("%(a)s-%(b)05.1f" % {'a': 'key', 'b': 2.25})
print("%s %s" % ((1, 2), [3]))
print("%s" % ((1, 2),))
print("%d %x" % (True, False), "%d" % 3.99, "%s" % None)
#@@ case percent_tensor_operands
import torch
t = torch.arange(3)
print("%s" % t)
print("%r" % (t.shape,))
print("shape %s stride %s" % (t.shape, t.stride()))
print("%s" % [t.shape])
#@@ case percent_errors
for fmt, args in [("%d", 'x'), ("%x", 1.5), ("%s %s", (1,)), ("abc", 5), ("%", ()), ("%q", 1), ("%(a)s", 1), ("%c", 'ab'), ("%c", 1.5), ("%c", -1), ("%o", 2.0), ("%d %d", [1, 2]), ("%(a)s %(b)s", {'a': 1}), ("%f", 'x'), ("%.2f%", (1.0,)), ("%*d", ('x', 1))]:
    try:
        print(repr(fmt % args))
    except (ValueError, TypeError, KeyError, OverflowError) as e:
        print(repr(fmt), type(e).__name__ + ":", e)
print(repr("abc" % []), repr("abc" % ()), repr("abc" % {}))
#@@ case percent_uncaught
print("%d and %d" % (1,))
#@@ case str_methods_strip_split
s = "  Hello, World  "
print([s.strip(), s.lstrip(), s.rstrip(), "xxaxx".strip('x'), "abcba".strip('ab'), "".strip()])
print("a,b,,c".split(','), "a,b,,c".split(',', 1), "a b  c ".split(), "  a b ".split(None, 1))
print("a,b,c".rsplit(',', 1), " a b c ".rsplit(None, 1), "x".split('x'), "".split(), "".split(','))
print("line1\nline2\r\nline3\n".splitlines(), "a--b--c".split('--'))
#@@ case str_methods_case_and_tests
print("MiXed 1".upper(), "MiXed 1".lower(), "MiXed 1".swapcase(), "hello world".title(), "hELLO".capitalize())
print("123".isdigit(), "12a".isdigit(), "abc".isalpha(), "ab1".isalnum(), " \t".isspace(), "".isdigit())
print("ABC".isupper(), "AbC".isupper(), "abc1".islower(), "123".islower())
#@@ case str_methods_search
s = "stride,stride,view"
print(s.find('stride'), s.find('view'), s.find('x'), s.rfind('stride'), s.count('stride'), s.count(''), s.index('view'))
print(s.startswith('str'), s.endswith('view'), s.startswith(('a', 'st')), s.endswith('x'), s.startswith('ride', 2))
print('b' in 'abc', 'x' not in 'abc', '' in 'abc', s.replace('stride', 'S'), s.replace('stride', 'S', 1))
try:
    s.index('nope')
except ValueError as e:
    print("ValueError:", e)
#@@ case str_methods_pad
print(repr('ab'.ljust(5, '*')), repr('ab'.rjust(5)), repr('ab'.center(7, '-')), repr('ab'.center(6)), repr('abc'.center(6)))
print('42'.zfill(5), '-42'.zfill(5), '+7'.zfill(4), 'abc'.zfill(2), repr('ab' * 3), repr('-' * 0), len('hello'))
print('x'.join(['1', '2', '3']), ', '.join(str(i) for i in range(3)), ''.join(reversed('abc')))
print('key=value=x'.partition('='), 'a.b.c'.rpartition('.'), 'abc'.removeprefix('a'), 'abc'.removesuffix('bc'))
#@@ case str_methods_errors
for f in [lambda: 'a'.join([1]), lambda: 'a'.center(5, 'ab'), lambda: 'a,b'.split(''), lambda: 'ab'.startswith(1), lambda: 'a' + 1]:
    try:
        f()
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
#@@ case str_format_table
rows = [("x", (4, 1), True), ("x.t()", (1, 4), False)]
print("{:<8}{:>10}{:>12}".format("name", "stride", "contiguous"))
for name, stride, cont in rows:
    print("{:<8}{:>10}{:>12}".format(name, str(stride), str(cont)))
for name, stride, cont in rows:
    print(f"{name:<8}{str(stride):>10}{cont!s:>12}")
