# issubclass of user classes, Python's builtin classes and exception classes.
print(issubclass(bool, int), issubclass(int, object), issubclass(ValueError, Exception), issubclass(KeyError, LookupError), issubclass(int, float), issubclass(list, (tuple, list)))
class A: pass
class B(A): pass
print(issubclass(B, A), issubclass(A, B), issubclass(B, object))
for a, b in [(5, int), (int, 5), (bool, (str, int)), (ValueError, (TypeError, ArithmeticError)), (ZeroDivisionError, ArithmeticError), (int, Exception), (Exception, object), (str, str), (type, object), (range, list)]:
    try: print(issubclass(a, b))
    except TypeError as e: print("TypeError", e)
