# Builtin names are the classes and functions Python has: type(int) is type, they print
# without an address, and one builtin named twice is one object.
print(int, len, str, zip, map, type, range, bool, enumerate, reversed, super, property, slice, frozenset)
print(type(int), type(len), type(zip), type(type), type(print), type(ValueError))
print(int.__name__, isinstance(int, type), isinstance(len, type), callable(int), type(int) is type)
print(type(3) is int, int == int, [int, str], int == str, len is len, type("a") is str, {int: 1}[int])
class A:
    pass
print(isinstance(A, type), isinstance(A(), type), isinstance(3, type), isinstance(ValueError, type))
print(isinstance(zip(), zip), isinstance(map(len, []), map), isinstance(reversed([1]), reversed),
      isinstance(reversed((1,)), reversed), isinstance(enumerate([]), enumerate), isinstance(iter([]), zip))
