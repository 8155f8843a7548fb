# Programs whose output tests/test_lang.c used to spell out by hand; their expectations are
# now recorded from Python like every topic file (test_lang.c keeps the refusal checks).
#@@ case string_escapes_decode_like_python
print(repr('\x41\101\u00e9\t\q'), len('\u263a'))
#@@ case utf8_source_prints_its_characters
print('hé', len('☺'))
#@@ case closures_global_and_comprehension_scope
def mk(k):
    return lambda v: v * k
d = mk(2)
k = 100
print(d(5))
n = 0
def inc():
    global n
    n += 1
inc()
inc()
print(n)
x = 7
l = [x for x in range(3)]
print(x, l)
#@@ case defaults_evaluated_at_def_time
x = 1
def f(a=x):
    return a
x = 2
print(f())
