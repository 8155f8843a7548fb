# Calls with *args and **kwargs unpacking, as CPython 3.11 evaluates and checks them:
# keywords merged in the order written, duplicates, non-mappings, non-str keys, and the
# callee named as _PyObject_FunctionStr names it (src/lang/python/py_call_unpack.c).
import math
def f(x, y=2, *a, **k): return (x, y, a, k)
def g(x, y): return x + y
def kw(**k): return list(k.items())
d = {'x': 1}
class C:
    def m(self, a, b=1): return (a, b)
def k2(a, *, b=3): return a, b
try:
    print("f(**{'x': 1})", '->', f(**{'x': 1}))
except Exception as e:
    print("f(**{'x': 1})", '->', type(e).__name__, e)
try:
    print("f(1, **{'y': 3, 'z': 4})", '->', f(1, **{'y': 3, 'z': 4}))
except Exception as e:
    print("f(1, **{'y': 3, 'z': 4})", '->', type(e).__name__, e)
try:
    print("f(x=1, **{'x': 2})", '->', f(x=1, **{'x': 2}))
except Exception as e:
    print("f(x=1, **{'x': 2})", '->', type(e).__name__, e)
try:
    print("f(**{'x':1}, **{'x':2})", '->', f(**{'x':1}, **{'x':2}))
except Exception as e:
    print("f(**{'x':1}, **{'x':2})", '->', type(e).__name__, e)
try:
    print('f(**5)', '->', f(**5))
except Exception as e:
    print('f(**5)', '->', type(e).__name__, e)
try:
    print('f(**[1])', '->', f(**[1]))
except Exception as e:
    print('f(**[1])', '->', type(e).__name__, e)
try:
    print('g(**{1: 2})', '->', g(**{1: 2}))
except Exception as e:
    print('g(**{1: 2})', '->', type(e).__name__, e)
try:
    print('print(**{1: 2})', '->', print(**{1: 2}))
except Exception as e:
    print('print(**{1: 2})', '->', type(e).__name__, e)
try:
    print("f(1, **{'x': 2})", '->', f(1, **{'x': 2}))
except Exception as e:
    print("f(1, **{'x': 2})", '->', type(e).__name__, e)
try:
    print("g(1, **{'y': 2, 'q': 3})", '->', g(1, **{'y': 2, 'q': 3}))
except Exception as e:
    print("g(1, **{'y': 2, 'q': 3})", '->', type(e).__name__, e)
try:
    print("C().m(**{'a': 5})", '->', C().m(**{'a': 5}))
except Exception as e:
    print("C().m(**{'a': 5})", '->', type(e).__name__, e)
try:
    print("C.m(**{'a': 5})", '->', C.m(**{'a': 5}))
except Exception as e:
    print("C.m(**{'a': 5})", '->', type(e).__name__, e)
try:
    print("print(1, **{'sep': '-'})", '->', print(1, **{'sep': '-'}))
except Exception as e:
    print("print(1, **{'sep': '-'})", '->', type(e).__name__, e)
try:
    print("sorted([3,1], **{'reverse': True})", '->', sorted([3,1], **{'reverse': True}))
except Exception as e:
    print("sorted([3,1], **{'reverse': True})", '->', type(e).__name__, e)
try:
    print('f(*5)', '->', f(*5))
except Exception as e:
    print('f(*5)', '->', type(e).__name__, e)
try:
    print("g(*[1], **{'y': 5})", '->', g(*[1], **{'y': 5}))
except Exception as e:
    print("g(*[1], **{'y': 5})", '->', type(e).__name__, e)
try:
    print('C().m(**5)', '->', C().m(**5))
except Exception as e:
    print('C().m(**5)', '->', type(e).__name__, e)
try:
    print('len(**5)', '->', len(**5))
except Exception as e:
    print('len(**5)', '->', type(e).__name__, e)
try:
    print("dict(**{'a': 1}, b=2)", '->', dict(**{'a': 1}, b=2))
except Exception as e:
    print("dict(**{'a': 1}, b=2)", '->', type(e).__name__, e)
try:
    print("'{a}'.format(**{'a': 3})", '->', '{a}'.format(**{'a': 3}))
except Exception as e:
    print("'{a}'.format(**{'a': 3})", '->', type(e).__name__, e)
try:
    print("[].sort(**{'key': None})", '->', [].sort(**{'key': None}))
except Exception as e:
    print("[].sort(**{'key': None})", '->', type(e).__name__, e)
try:
    print('max(**{})', '->', max(**{}))
except Exception as e:
    print('max(**{})', '->', type(e).__name__, e)
try:
    print('f(1, **{}, **{})', '->', f(1, **{}, **{}))
except Exception as e:
    print('f(1, **{}, **{})', '->', type(e).__name__, e)
try:
    print("f(**{'x':1}, y=2, **{'y': 3})", '->', f(**{'x':1}, y=2, **{'y': 3}))
except Exception as e:
    print("f(**{'x':1}, y=2, **{'y': 3})", '->', type(e).__name__, e)
try:
    print('(lambda **k: k)(**{1:2})', '->', (lambda **k: k)(**{1:2}))
except Exception as e:
    print('(lambda **k: k)(**{1:2})', '->', type(e).__name__, e)
try:
    print('f(x=1, *[5])', '->', f(x=1, *[5]))
except Exception as e:
    print('f(x=1, *[5])', '->', type(e).__name__, e)
try:
    print('f(1, *5)', '->', f(1, *5))
except Exception as e:
    print('f(1, *5)', '->', type(e).__name__, e)
try:
    print('f(**None)', '->', f(**None))
except Exception as e:
    print('f(**None)', '->', type(e).__name__, e)
try:
    print("C(**{'z': 1})", '->', C(**{'z': 1}))
except Exception as e:
    print("C(**{'z': 1})", '->', type(e).__name__, e)
try:
    print('C(**5)', '->', C(**5))
except Exception as e:
    print('C(**5)', '->', type(e).__name__, e)
try:
    print('[].append(**5)', '->', [].append(**5))
except Exception as e:
    print('[].append(**5)', '->', type(e).__name__, e)
try:
    print("'a'.split(**{'sep': 'x', 'maxsplit': 1})", '->', 'a'.split(**{'sep': 'x', 'maxsplit': 1}))
except Exception as e:
    print("'a'.split(**{'sep': 'x', 'maxsplit': 1})", '->', type(e).__name__, e)
try:
    print("{}.update(**{'a': 1})", '->', {}.update(**{'a': 1}))
except Exception as e:
    print("{}.update(**{'a': 1})", '->', type(e).__name__, e)
try:
    print('math.sqrt(**5)', '->', math.sqrt(**5))
except Exception as e:
    print('math.sqrt(**5)', '->', type(e).__name__, e)
try:
    print("f(*(1, 2), *[3], **{'q': 1}, r=2)", '->', f(*(1, 2), *[3], **{'q': 1}, r=2))
except Exception as e:
    print("f(*(1, 2), *[3], **{'q': 1}, r=2)", '->', type(e).__name__, e)
try:
    print("kw(**{'b': 1, 'a': 2}, c=3)", '->', kw(**{'b': 1, 'a': 2}, c=3))
except Exception as e:
    print("kw(**{'b': 1, 'a': 2}, c=3)", '->', type(e).__name__, e)
try:
    print("f(**{'x': 1}, **{'y': 2, 'x': 3})", '->', f(**{'x': 1}, **{'y': 2, 'x': 3}))
except Exception as e:
    print("f(**{'x': 1}, **{'y': 2, 'x': 3})", '->', type(e).__name__, e)
try:
    print("g(**{'x': 1, 1: 2})", '->', g(**{'x': 1, 1: 2}))
except Exception as e:
    print("g(**{'x': 1, 1: 2})", '->', type(e).__name__, e)
try:
    print("k2(**{'a': 1})", '->', k2(**{'a': 1}))
except Exception as e:
    print("k2(**{'a': 1})", '->', type(e).__name__, e)
try:
    print('f(**d.items())', '->', f(**d.items()))
except Exception as e:
    print('f(**d.items())', '->', type(e).__name__, e)

def gen():
    print("gen runs")
    yield 1
def side(v):
    print("side", v)
    return v
try:
    print(f(*gen(), y=side(5)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(f(*5, **5))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(f(*5, y=side(2)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(f(side(1), *None, y=side(2)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(f(**{'x': side(1)}, y=side(2), **side({'y': 3})))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(f(x=side(1), **side(4)))
except Exception as e:
    print(type(e).__name__, e)
print(kw(**dict(zip("abc", range(3))), d=4))
print(sorted(**{'key': len, 'reverse': True, 'iterable': ["aa", "b"]}) if False else 0)
m = {'sep': '+', 'end': '!\n'}
print(1, 2, **m)
print("{x}-{y}".format(**{'x': 1}, y=2))
print(dict(**{'b': 1}, a=2))
def f3(x, *a, **k):
    return x, a, k
print(f3(2, b=1, *[3, 4]))
print(f3(b=1, *[3], **{'c': 5}))
