# bytes: literals and their escapes, repr, len, indexing, slicing, iteration, in, + and *,
# comparisons, hex(), decode(), the bytes() constructor, and CPython's errors
b = b'hello world'
print(b, len(b), b[0], b[-1], b[1:4], b[::-2], b[100:], b[-3:])
print(repr(b"it's"), b'a"b', b"'\"", b'\x00\x01\xff\t\n\r\\', b'\x7f\x80\x1b', b'\a\b\f\v')
print(b'a' b'b', rb'\x00', b'\u1234', b'\101\0\12', b'\q', B'up', Rb'\n', bR'\t')
print(b'''tri
ple''', b"""x'y""")
print(list(b'abc'), tuple(b'\x00\xff'), b'ab' + b'cd', b'ab' * 3, 3 * b'x', b'x' * -1, b'' * 5)
print(b'ab' == b'ab', b'ab' == 'ab', b'ab' != b'ac', b'a' < b'b', b'ab' < b'a', b'ab' <= b'ab', b'b' > b'abc')
print(b'\x00\x01\xab'.hex(), b''.hex(), b'abc'.decode(), b'abc'.decode('ascii'), b'x'.decode('utf-8'))
print(bytes(3), bytes([1, 2, 255]), bytes(), bytes('hi', 'ascii'), bytes('ok', 'utf-8'), bytes(range(65, 70)))
print(bytes((0, 10, 13)), bytes(b'same'), bytes(True), bytes([True, False]), bytes(0))
print(type(b), type(b).__name__, isinstance(b, bytes), isinstance('s', bytes), isinstance(b, str))
print(97 in b, 0 in b, b'wor' in b, b'' in b, b'xyz' in b, bool(b''), bool(b'x'), not b'')
for x in b'hi':
    print(x, end=' ')
print()
it = iter(b'ab')
print(next(it), next(it), next(it, 'done'))
print(f"{b'x'}", str(b'q'), repr(b'q'), format(b'z'), '%s %r' % (b'a', b'b'), '{}'.format(b'c'))
d = {b'k': 1, b'j': 2}
print(d[b'k'], b'j' in d, b'x' in {b'x'}, len({b'a', b'a', b'b'}), [b'a', b'b'].index(b'b'))
print(sorted([b'b', b'a', b'ab']), max(b'az'), min(b'az'), sum(b'\x01\x02'), list(reversed(b'ab')))
print(list(enumerate(b'xy')), list(zip(b'ab', b'cd')), [c for c in b'abc' if c > 97])
x, y = b'AB'
print(x, y, b[1:4] == b'ell', b'x' is b'x' or True)
t = b'abc'
t += b'def'
print(t, len(t))
for bad in (lambda: bytes([256]), lambda: bytes([-1]), lambda: bytes(['a']), lambda: bytes([1.5]),
            lambda: bytes('x'), lambda: bytes(5, 'ascii'), lambda: bytes(-1), lambda: bytes(1.5),
            lambda: bytes(None), lambda: b'a' + 'b', lambda: 'a' + b'b', lambda: b'a' + 1,
            lambda: b'a' - b'b', lambda: b'a' * 1.5, lambda: b'abc'[5], lambda: b'abc'[-4],
            lambda: b[t[0:0] or 'x'], lambda: 'a' in b'abc', lambda: 300 in b'abc', lambda: -1 in b'abc',
            lambda: b'abc'.nope, lambda: b'a' < 'a', lambda: b'a' < 1, lambda: format(b'a', '>5'),
            lambda: ord(b'a'), lambda: len(5)):
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__ + ':', e)
print(bytes(-2))
