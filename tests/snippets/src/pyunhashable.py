#@@ case unhashable_array_as_dict_key
import numpy as np
try:
    d = {np.arange(3): 1}
except TypeError as e:
    print(e)
d = {}
try:
    d[np.arange(2)] = 5
except TypeError as e:
    print(e)
try:
    s = {np.zeros(2)}
except TypeError as e:
    print(e)
print(np.float64(2.0) in {2: 1}, {np.int64(3): "x"}[3])
d[np.arange(4)[1]] = "scalar key"
print(d)

#@@ case unhashable_array_in_dict_methods
import numpy as np
d = {1: 2}
try:
    d.get(np.arange(3))
except TypeError as e:
    print(e)
try:
    np.arange(3) in d
except TypeError as e:
    print(e)
