# dict.update / setdefault / popitem / clear, with the errors Python raises.
d = {1: 2}
d.update({3: 4}, x=5); d.update([(6, 7)]); print(d)
print(d.setdefault(1, 9), d.setdefault(8), d.setdefault(10, 11), d)
print(d.popitem(), d)
e = {}
for f in [lambda: e.popitem(), lambda: e.update(1), lambda: e.update([1]), lambda: e.update([(1, 2, 3)]), lambda: e.setdefault(), lambda: e.update({}, {}), lambda: e.clear(1)]:
    try: print(f())
    except Exception as ex: print(type(ex).__name__, ex)
d.clear(); print(d, len(d))
k = {1: 2, 3: 4}
try:
    for x in k:
        k.clear()
except RuntimeError as ex:
    print(ex)
