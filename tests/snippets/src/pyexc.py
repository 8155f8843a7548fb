# Hand-picked programs for exception objects: args tuples of any values, str() (a KeyError shows
# the repr of its one argument), repr(), KeyError from dict lookups carrying the key, re-raise.
# Outputs are recorded from CPython 3.11 by scripts/record_cases.py, never typed.

#@@ case exception_args_str_repr
d = {"a": 1}
try:
    d["x"]
except KeyError as e:
    print(e, repr(e), e.args)
try:
    raise KeyError("k")
except KeyError as e:
    print(e, repr(e), e.args, str(e))
e = ValueError(5)
print(e.args, str(e), repr(e))
e2 = ValueError("a", 2)
print(e2.args, str(e2), repr(e2))
pass
try:
    [1, 2][5]
except IndexError as e:
    print(e, e.args)
try:
    {}[(1, 2)]
except KeyError as e:
    print(e, repr(e))
try:
    raise KeyError(3)
except KeyError as e:
    print(e, repr(e), e.args)

#@@ case exception_args_reraise_and_uncaught
try:
    raise ValueError("bad", 3)
except ValueError as e:
    print(e, repr(e), e.args, len(e.args))
try:
    raise KeyError("k")
except LookupError as e:
    print(e, repr(e), type(e).__name__)
try:
    raise IndexError()
except IndexError as e:
    print(repr(e), e.args, str(e) == "")
def f(d, k):
    try:
        return d[k]
    except KeyError as e:
        print("missing", e, e.args[0] == k)
        raise
try:
    f({1: 2}, 5)
except KeyError as e:
    print("outer", repr(e))
e = RuntimeError(1, "two", [3])
print(e, e.args)
raise KeyError("last")

#@@ case exception_passed_through_a_non_matching_handler
def lookup(d, k):
    try:
        return d[k]
    except IndexError:
        print("not this one")
try:
    lookup({"a": 1}, "zz")
except KeyError as e:
    print(repr(e), e.args)
try:
    try:
        raise ValueError(1, 2)
    except TypeError:
        pass
    finally:
        print("finally")
except ValueError as e:
    print(repr(e), e.args)
try:
    try:
        raise IndexError
    except KeyError:
        pass
except IndexError as e:
    print(repr(e), e.args)
try:
    try:
        [][3]
    except KeyError:
        pass
except IndexError as e:
    print(repr(e), e.args)
