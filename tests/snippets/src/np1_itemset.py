#@@ case itemset_doc
import numpy as np
np.random.seed(123)
x = np.random.randint(9, size=(3, 3))
print(repr(x))
x.itemset(4, 0)
x.itemset((2, 2), 9)
print(repr(x))

#@@ case itemset_forms
import numpy as np
x = np.zeros((2, 3))
x.itemset(1, 2, 7.5)
x.itemset(-1, 1)
x.itemset((0, -3), True)
print(repr(x))
y = np.arange(4)
y.itemset(2, 9.9)
print(repr(y))
z = np.array([5])
z.itemset(8)
print(repr(z))
t = np.arange(6).reshape(2, 3).T
t.itemset(1, -1)
print(repr(t))

#@@ case itemset_errors
import numpy as np
x = np.zeros((2, 3))
def t(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__ + ': ' + str(e))
t(lambda: x.itemset())
t(lambda: x.itemset(6, 1))
t(lambda: x.itemset(2, 0, 1))
t(lambda: x.itemset(1, 1, 1, 1))
t(lambda: x.itemset(5))
r = np.arange(3)
r.flags.writeable = False
t(lambda: r.itemset(0, 1))
