#@@ case np_scalar_index_range_and_sequences
import numpy as np
print(list(range(np.int64(3))), list(range(np.uint8(1), np.int32(7), np.int16(2))))
print([10, 20, 30][np.int64(1)], 'abcd'[np.int8(-1)], hex(np.int64(255)))
print([0, 1, 2, 3, 4][np.int64(1):np.int32(4)])
lst = [1, 2, 3]
lst[np.int64(0)] = 5
print(lst)

#@@ case np_zero_d_array_index
import numpy as np
print(list(range(np.array(3))), [5, 6, 7][np.array(2)])
print(list(range(np.array(2, dtype=np.uint64))))

#@@ case np_array_index_type_errors
import numpy as np
for v in [np.array([2]), np.array(2.0), np.array([[3]]), np.array(True)]:
    try:
        print(list(range(v)))
    except TypeError as e:
        print('TypeError:', e)
[1, 2][np.array([1])]

#@@ case np_slice_bounds_of_scalars
import numpy as np
a = np.arange(10)
print(a[np.int64(1):np.int32(8):np.int8(3)])
print(a.reshape(2, 5)[:, np.int64(1):np.uint8(3)])
print(a[[1, 2]][np.int64(0):])

#@@ case np_slice_bounds_of_tensors
import numpy as np
import torch
a = np.arange(10)
print(a[torch.tensor(2):torch.tensor(9):torch.tensor(3)])
x = torch.arange(10)
print(x[np.int64(3):], x[np.int64(3):]._base is x)
