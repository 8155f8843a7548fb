# globals, nested functions, del, unpacking, conditional expressions, walrus
counter = 0
def bump():
    global counter
    counter += 1
    return counter
bump(); bump()
print(counter)
a, *mid, b = range(6)
print(a, mid, b)
(x, y), z = (1, 2), 3
print(x, y, z)
data = [3, 1, 4, 1, 5, 9, 2, 6]
if (n := len(data)) > 5:
    print("long", n)
print([v if v % 2 else -v for v in data])
del data[0]
print(data, data.index(4), data.count(1))
data.sort(reverse=True)
print(data, min(data), max(data), sorted(data, key=lambda v: -v)[:3])
print(undefined_name)
