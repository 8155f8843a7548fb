# complex literals and arithmetic (py_complex.c), as CPython 3.11 computes and prints them
z = 1j
print(z, repr(-1j), 2.5J, 1e3j, 1 + 2j, (1 + 2j) * (3 - 4j), (1 + 2j) / (3 - 4j), 1 - 1j)
print(-1 + 1j, 3 - 3j, [1j, -2 + 2j], (0.5 + 1j).real, (0.5 + 1j).imag, abs(3 + 4j))
print(1j == 1j, 1j == 0, (1 + 0j) == 1, 1j != 2j, bool(0j), bool(1j), -(1 + 2j), +1j)
print(1j * 2, 2 * 1j, 1j / 2, 1.5 + 1j, True + 1j, 0j, -0j, 1e300j * 1e300j)
print(1e16j, 1.5e-7j, float('nan') * 1j, 1j * float('inf'), (1 + 2j) / 1e-320j)
print(f"{1j} {2+3j!r}", str(1 - 0.5j), type(1j).__name__, [x * 1j for x in range(3)])
print(abs(float('inf') * 1j + 1), abs(-2j), (3 + 4j) / (0.5 + 0.25j), 1 / (1e-200 + 1e-200j))
print(isinstance(1j, complex), isinstance(1j, float), isinstance(1.0, complex), type(1j), type(1j) is complex)
print((1 - 2j) - (1 - 2j), 0.1j + 0.2j, 1j + 1j == 2j, 7 / (2 + 0j), (2j) / 2j)
try:
    1j // 2
except TypeError as e:
    print('TypeError:', e)
try:
    1j % 2j
except TypeError as e:
    print('TypeError:', e)
try:
    1j < 2j
except TypeError as e:
    print('TypeError:', e)
try:
    'ab' * 1j
except TypeError as e:
    print('TypeError:', e)
try:
    1j + 'a'
except TypeError as e:
    print('TypeError:', e)
try:
    ~1j
except TypeError as e:
    print('TypeError:', e)
1j / 0
