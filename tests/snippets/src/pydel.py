#@@ case del_list_items_and_slices
l = [0, 1, 2, 3, 4, 5, 6, 7, 8]
del l[1]
print(l)
del l[::2]
print(l)
del l[-1:]
print(l)
del l[5:1]
print(l)
m = list(range(10))
del m[::-3]
print(m)
n = [[1, 2], [3, 4]]
del n[0][1], n[1]
print(n)

#@@ case del_dict_keys
d = {1: 2, 3: 4, "x": 5, (1, 2): 6}
del d[1]
print(d)
del d["x"], d[(1, 2)]
print(d)
d[1] = 7
print(d, list(d))

#@@ case del_item_errors
l = [1, 2]
d = {1: 2}
t = (1, 2)
s = "ab"
def t1():
    del l[9]
def t2():
    del l["a"]
def t3():
    del d[7]
def t4():
    del t[0]
def t5():
    del s[0]
def t6():
    del d[[1]]
def t7():
    l["a"] = 1
for f in [t1, t2, t3, t4, t5, t6, t7]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
print(l, d)

#@@ case del_missing_key_uncaught
d = {"a": 1}
del d["b"]
