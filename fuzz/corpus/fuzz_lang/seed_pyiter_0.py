def noisy(i):
    print("eval", i)
    return i * i
g = (noisy(i) for i in range(3))
print("made", type(g))
for v in g:
    print("got", v)
print(list(g))

