#@@ case einsum_sublist_one_operand
import numpy as np
a = np.arange(25).reshape(5,5)
c = np.arange(6).reshape(2,3)
print(repr(np.einsum(a, [0,0])))
print(repr(np.einsum(a, [0,0], [0])))
print(repr(np.einsum(a, [0,1], [0])))
print(repr(np.einsum(c, [1,0])))
e = np.einsum(c, (30, 1), [1, 30])
print(e.strides, e.base is c)
print(np.einsum(np.arange(8).reshape(2, 2, 2), [0, 1, 0]))

#@@ case einsum_sublist_errors
import numpy as np
a = np.arange(25).reshape(5,5)
try:
    np.einsum(a, [0, 52])
except ValueError as ex:
    print('ValueError:', ex)
np.einsum(a, [0])
