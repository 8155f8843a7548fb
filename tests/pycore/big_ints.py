# Python ints past 64 bits: arithmetic, comparisons, hashing, conversions, formatting, the
# 4300-digit limit, math functions, containers (py_bigint.c).
import math

x = 2**100
y = -3**70
print(x, y, x + y, x - y, x * y, -x, +x, abs(y))
for a in (x, y, 7, -7, 2**64, -2**64, 2**63, -2**63, 12345678901234567890123):
    for b in (x, y, 3, -3, 2**64 + 1, -(2**65) - 7, 2**63 - 1):
        print(a // b, a % b, divmod(a, b), a / b)
print(2**64 - 2**64 + 1, type(2**64 - 2**64 + 1), type(x))
print(9223372036854775807 + 1, -9223372036854775808 - 1, (-9223372036854775808) // -1, abs(-2**63))
print(123456789012345678901234567890123456789 * 987654321098765432109876543210)
print(0x123456789abcdef0123456789, 0o7777777777777777777777777, 0b1_0000_0000_0000_0000_0000_0000_0000_0000_0000_0000_0000_0000_0000_0000_0000_0001)

# powers
print(2**1000 % 10**20, 3**-40, (-2)**127, (-2)**128, 10**-25, pow(2, 100), pow(-7, 61))
print(pow(2, 1000, 10**9 + 7), pow(3**50, 2**70, 2**89 - 1), pow(-5, 333, 10**25), pow(12, 0, 1), pow(12, 5, -2**70))

# bits
print(x & 0xffff_ffff_ffff_ffff_ffff, x | 1, x ^ (x - 1), ~x, ~y, -x & 0xff, y & y - 1, y | -2**90, y ^ 2**80)
print(1 << 100, -3 << 70, x >> 50, y >> 5, y >> 200, x >> 200, (2**64 - 1) << 1, 5 << 63)

# comparisons with ints and floats
print(x == 2.0**100, x + 1 == 2.0**100, x < 2.0**100 + 2**60, x > 1e30, y < -1e33, 2**53 + 1 > 2.0**53)
print(2**1100 > 1e308, 2**1100 < float('inf'), -2**1100 < float('-inf'), x == float('nan'), x != x + 1)
print(sorted([x, y, 0, 2.5, -1e40, 2**64, 1e30]), max(x, 2**100 + 1), min([y, y + 1]))

# dicts and sets: equal keys hash alike
d = {2**70: 'a', 2.0**80: 'b', 2**61 - 1: 'c', -(2**61) + 1: 'd'}
print(d[2.0**70], d[2**80], d[2**61 - 1], 2**64 in {2.0**64}, {2**70, 2.0**70, 2**70 + 1})
d[x] = 1
d[x] += 1
print(d[x], x in d, x + 1 in d)

# float conversion: correctly rounded
print(float(2**53 + 1), float(2**54 + 3), float(2**64 - 1), float(-(2**1023) * 3 // 2), float(10**308))
print(int(1e300) == 10**300, int(1e300), int(-2.5e40), round(1e22), round(2.5e20), math.floor(1e25), math.ceil(-1e25))
print(10**400 // 10**399, 1 / 10**400, 10**400 / 10**399, (10**30 + 1) / 10**30, 2**1023 * 2 // 3 / 2**1000)
print(x * 1.5, x - 0.5, 1.0 / x, x ** 0.5, 3.0 ** x % 7 if False else 0, (2**70) % 7.5)
for v in (float(2**1024 - 2**971), float(2**1024 - 2**970 - 1), float(2**970 + 2**917), float(2**970 + 2**917 + 1)):
    print(v)
for f in (lambda: float(10**400), lambda: 10**400 / 3, lambda: 10**400 * 1.0,
          lambda: 1 / 0 ** 1, lambda: x // 0, lambda: x % 0, lambda: divmod(x, 0), lambda: x / 0,
          lambda: pow(2, 10, 0), lambda: x << -1, lambda: 1 >> -x, lambda: [1, 2][x], lambda: 'ab'[-x]):
    try:
        print(f())
    except (OverflowError, ZeroDivisionError, ValueError, IndexError, TypeError) as e:
        print(type(e).__name__, e)

# text
print(str(x), repr(y), f"{x}", f"{y:,}", f"{x:_}", f"{x:x}", f"{y:X}", f"{x:#b}", f"{x:>40}", f"{y:^50}")
print(f"{x:+d}", f"{x:030,}", f"{y:_x}", format(x, 'o'), f"{x:e}", f"{y:.4g}", "{0} {0:,}".format(x))
print(hex(x), hex(y), oct(x), bin(y), int('123456789012345678901234567890'), int('-0x_1f' + 'f' * 30, 16))
print(int('  1_000_000_000_000_000_000_000  '), int('z' * 20, 36), int('0b' + '1' * 80, 0), int('-777777777777777777777777', 8))
print(len(str(10**4299)), str(-10**4299)[:10], len(hex(2**20000)))
for f in (lambda: str(10**4300), lambda: repr(-10**5000), lambda: int('1' * 4301), lambda: int('9' * 5000, 7),
          lambda: print([1, 10**4400]), lambda: f"{10**4400}", lambda: int('12' * 3000 + 'x')):
    try:
        print(f())
    except ValueError as e:
        print(e)

# math
print(math.factorial(30), math.factorial(100) % 10**40, len(str(math.factorial(1000))))
print(math.comb(100, 50), math.perm(40, 20), math.comb(200, 3), math.perm(30))
print(math.gcd(2**100, 6**50), math.gcd(-(3**80), 3**60 * 2, 0), math.isqrt(10**40), math.isqrt(2**127 + 5), math.isqrt(10**41))
print(math.trunc(x), math.floor(y))

# builtins and containers
print(sum([x, y, 1]), sum(range(10**5)) * 2**64, [x, y], (x,), {'k': x}, bool(x), not y, x.bit_length(), y.bit_length())
print(int(x), float(x), round(x), round(123456789012345678901234567890, -10), round(-5 * 10**20, -21), round(15 * 10**20, -21), round(x, 3))
acc = 1
for i in range(1, 40):
    acc = acc * i + i
print(acc, acc % 1000003, acc.bit_length())
print(list(map(lambda v: v * v, [2**40, 2**50])), [v for v in (x, y) if v > 0], x in [1, x], y in (x, y))

# sorting, membership (range too), augmented assignment back to a small int, formatting
x = 2**70  # containers, sorting, membership, formatting
a = [x, -x, 3, 2.5, x + 1, -x - 1, 1e25]
a.sort(); print(a)
a.sort(reverse=True, key=lambda v: -v); print(a)
print(max(a, key=abs), min(a), sum(a), sum([x, 0.5]), 2**70 in range(10**30) if False else 0)
for v in ("a", None, [1], (x,)):
    try:
        print(x < v)
    except TypeError as e:
        print(e)
print(x == "a", x != None, (x, 1) < (x, 2), [x] == [2.0**70], {x: 1} == {2.0**70: 1})
print(x in range(5), -x in [1, 2], str(x).count("1"), repr([x, [x, (x,)]]), abs(-x) == x)
b = x
b -= 2**70 - 5
print(b, type(b), b + 1)
print(*[x, -x], sep=" | ")
print("%s %r" % (x, -x))
print(f"{x!r} {x!s:>30} {x=}")
print(2.0 in range(5), 2.5 in range(5), "a" in range(3), None in range(2), 4.0 in range(0, 10, 2), -x in range(-5, 5), 3.0 in range(10, 0, -1))
for v in (float('inf'), float('-inf'), float('nan'), 1e300, -2.5e19):
    try:
        print(round(v), int(v))
    except (OverflowError, ValueError) as e:
        print(type(e).__name__, e)
print((-0.25) // (-3 ** 23), divmod(-0.25, -3 ** 23), (0.5) // -1e30, (-0.0) // 5.0)
