# int() and float() of text follow CPython's rules (whitespace, underscores between digits,
# inf / nan spellings, no hex for float), and exception messages keep their whole text.

for s in ["0x10", "nan(123)", "1.5 ", " 1e3", "1_000.5", "infinity", "-Inf", "1e", ".5", "5.",
          "1__0", "_1", "\t7\n", "+nan", "1e500", "-0.0", "1_0e1_0", "1._5", "e5", "", " ", "1e+5",
          "INFINITY", "in f", "0.000_1", "12.", "1.2.3"]:
    try:
        print(repr(s), float(s))
    except ValueError as e:
        print("ValueError:", e)
for s in ["1_000", "\t7\n", "0x10", "+5", "- 5", "1__0", "_1", " 12 ", "0012", "-0", "1_", "",
          "9223372036854775807", "-9223372036854775808", "12a", "+-1"]:
    try:
        print(repr(s), int(s))
    except ValueError as e:
        print("ValueError:", e)

try:
    raise ValueError("x" * 2000)
except ValueError as e:
    print(len(str(e)), str(e)[:10], len(e.args[0]))
d = {}
try:
    d["k" * 1000]
except KeyError as e:
    print(len(str(e)))
try:
    raise RuntimeError(list(range(300)))
except RuntimeError as e:
    print(len(str(e)), str(e)[-12:])
