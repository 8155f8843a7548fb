# exceptions: try / except / else / finally, raising, custom exception classes
def check(v):
    if v < 0:
        raise ValueError(f"negative: {v}")
    return v

for v in [3, -1]:
    try:
        r = check(v)
    except ValueError as e:
        print("caught", type(e).__name__, e, e.args)
    else:
        print("ok", r)
    finally:
        print("done", v)
try:
    {}["missing"]
except KeyError as e:
    print("KeyError", e)
try:
    [1, 2][5]
except IndexError as e:
    print(e)
try:
    1 / 0
except ZeroDivisionError as e:
    print(e)
def f():
    try:
        return "try"
    finally:
        print("finally runs")
print(f())
int("not a number")
