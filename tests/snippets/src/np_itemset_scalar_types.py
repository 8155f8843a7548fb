#@@ case scalar_type_of_a_list
import numpy as np
a = np.uint32([1, 2])
a_list = list(a)
print(repr(a_list))
print(repr(type(a_list[0])))
a_tolist = a.tolist()
print(repr(a_tolist), repr(type(a_tolist[0])))
print(repr(np.float32((1, 2.5))), repr(np.int8([[1, -2], [3, 300 - 200]])))
print(repr(np.int16(np.arange(3.5))), repr(np.float64([])))
b = np.arange(3)
c = np.int64(b)
print(c is b, np.shares_memory(b, c))

#@@ case scalar_type_of_a_list_out_of_range
import numpy as np
print(repr(np.uint8([1, 255])))
print(repr(np.uint8([1, 256])))
