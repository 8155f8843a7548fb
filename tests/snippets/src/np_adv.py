#@@ case get_00
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[[0, 2]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, a))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_01
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[:, [1, 3]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, a))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_02
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[np.array([0, 2])]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, a))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_03
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[[0, 1], [2, 3]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, a))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_04
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[[[0], [1]], [1, 2]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, a))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_05
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[..., [0]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, a))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_06
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[1:, [0, 2]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, a))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_07
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[[-1, -3]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, a))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_08
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[[2, 2, 0]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, a))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_09
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[[]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, a))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_10
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[:, []]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, a))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_11
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[[[]]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, a))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_12
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[[[0, 1]]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, a))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_13
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[([0, 1],)]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, a))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_14
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[(0, 1)]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, a))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_15
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[[0, 1], None]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, a))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_16
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[None, [0, 1]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, a))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_17
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[:, None, [0, 1]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, a))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_18
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[[0, 1], :, None]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, a))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_19
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[np.array([[0, 1], [2, 0]])]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, a))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_20
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[np.array([[0, 1], [2, 0]]).T]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, a))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_21
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[np.array([[0, 1], [2, 0]]).T, 0]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, a))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_22
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[np.array([[0, 1], [2, 0]]).T, np.array([[0, 1], [2, 0]]).T]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, a))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_23
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[:, np.array([[0, 1], [2, 0]]).T]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, a))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_24
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[np.array([0, 2], dtype=np.int32)]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, a))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_25
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a.T[[0, 1]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, a))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_26
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a.T[:, [0, 1]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, a))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_27
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[::-1, [0, 3]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, a))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_28
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[::2, [1, 2, 1]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, a))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_29
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[[True, False, True]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, a))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_30
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[[True, False, True], [0, 1]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, a))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_31
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[np.array([True, False, True]), 1:]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, a))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_32
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[1:, np.array([True, False, True, False])]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, a))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_33
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[[0, 1], [True, False, True, False]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, a))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_34
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[[1, True]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, a))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_35
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[[0, 1], np.array(1)]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, a))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_36
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[[[0, 1], [1, 2]], 1:3]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, a))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_37
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[2, [0, 0, 3]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, a))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_38
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[[0], ..., [1]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, a))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_39
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[[0, 2], -1]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, a))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_40
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = b[:, [0, 1], [1, 2]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, b))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_41
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = b[[0, 1], :, [1, 2]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, b))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_42
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = b[0, :, [0, 1]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, b))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_43
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = b[:, 0, [0, 1]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, b))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_44
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = b[:, [0, 1], 0]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, b))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_45
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = b[None, [0, 1]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, b))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_46
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = b[[0], ..., [1]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, b))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_47
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = b[..., [2, 0]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, b))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_48
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = b[:, [[0], [2]], [1, 3]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, b))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_49
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = b[[1, 0], [2, 0], [3, 1]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, b))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_50
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = b[np.ones((2, 3), bool)]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, b))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_51
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = b[np.array([[True, False, True], [False, True, False]]), 1:3]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, b))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_52
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = b[1:, [2], ::2]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, b))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_53
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = b.transpose(2, 0, 1)[[1, 3]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, b))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_54
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = b.transpose(2, 0, 1)[:, :, [0, 2]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, b))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_55
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = b[:, ::-1][:, [0], [3]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, b))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_56
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = x[[0, 1]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, x))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_57
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = x[np.array([[0, 1], [2, 3]]).T]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, x))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_58
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = x[np.array([[0, 1], [2, 3]])[:, ::-1]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, x))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_59
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = x[[]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, x))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_60
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = x[[[]]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, x))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_61
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = x[[4, -5, 2]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, x))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_62
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = x[np.arange(3)[::-1]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, x))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_63
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = x[[[0, 1], [2, 3]]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, x))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_64
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = x[1:][[0, 1]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, x))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_65
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = x[[0, 1]][::-1]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, x))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_66
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = x.astype(np.float32)[[1, 2]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, x))
except Exception as e:
    print(type(e).__name__, e)

#@@ case get_67
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = (x > 10)[[0, 4]]
    print(r)
    print(r.shape, r.strides, r.dtype, r.base is None, r.flags['OWNDATA'], r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'])
    if r.base is not None:
        print(r.base.shape, r.base.strides, r.base.base is None)
    print(np.shares_memory(r, x))
except Exception as e:
    print(type(e).__name__, e)

#@@ case err_00
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[[1.0]]
    print(r.shape, r.strides)
except Exception as e:
    print(type(e).__name__, e)

#@@ case err_01
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[[0, slice(None)]]
    print(r.shape, r.strides)
except Exception as e:
    print(type(e).__name__, e)

#@@ case err_02
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[[5]]
    print(r.shape, r.strides)
except Exception as e:
    print(type(e).__name__, e)

#@@ case err_03
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[[-4]]
    print(r.shape, r.strides)
except Exception as e:
    print(type(e).__name__, e)

#@@ case err_04
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[:, [4]]
    print(r.shape, r.strides)
except Exception as e:
    print(type(e).__name__, e)

#@@ case err_05
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[[0, 1], [1, 2, 3]]
    print(r.shape, r.strides)
except Exception as e:
    print(type(e).__name__, e)

#@@ case err_06
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[np.array([0.5])]
    print(r.shape, r.strides)
except Exception as e:
    print(type(e).__name__, e)

#@@ case err_07
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[[0, 1, 5], [0, 1, 9]]
    print(r.shape, r.strides)
except Exception as e:
    print(type(e).__name__, e)

#@@ case err_08
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[[9], [0, 1, 2]]
    print(r.shape, r.strides)
except Exception as e:
    print(type(e).__name__, e)

#@@ case err_09
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[[0], [0], [0]]
    print(r.shape, r.strides)
except Exception as e:
    print(type(e).__name__, e)

#@@ case err_10
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[[True]]
    print(r.shape, r.strides)
except Exception as e:
    print(type(e).__name__, e)

#@@ case err_11
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[['a']]
    print(r.shape, r.strides)
except Exception as e:
    print(type(e).__name__, e)

#@@ case err_12
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[[None]]
    print(r.shape, r.strides)
except Exception as e:
    print(type(e).__name__, e)

#@@ case err_13
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = b[[[0, 1]], [[1], [2], [0]], [0, 1, 1, 1]]
    print(r.shape, r.strides)
except Exception as e:
    print(type(e).__name__, e)

#@@ case err_14
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = b[[0, 1], 0, [0, 1, 2]]
    print(r.shape, r.strides)
except Exception as e:
    print(type(e).__name__, e)

#@@ case err_15
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[[0, 9], [0, 1, 2]]
    print(r.shape, r.strides)
except Exception as e:
    print(type(e).__name__, e)

#@@ case err_16
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[5, [0]]
    print(r.shape, r.strides)
except Exception as e:
    print(type(e).__name__, e)

#@@ case err_17
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[[0], 5]
    print(r.shape, r.strides)
except Exception as e:
    print(type(e).__name__, e)

#@@ case err_18
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[[0, 9, -7]]
    print(r.shape, r.strides)
except Exception as e:
    print(type(e).__name__, e)

#@@ case err_19
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = b[[0, 1], ..., ...]
    print(r.shape, r.strides)
except Exception as e:
    print(type(e).__name__, e)

#@@ case err_20
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[[0, 1], 1.0]
    print(r.shape, r.strides)
except Exception as e:
    print(type(e).__name__, e)

#@@ case err_21
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[1.0, [0, 1]]
    print(r.shape, r.strides)
except Exception as e:
    print(type(e).__name__, e)

#@@ case err_22
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = b[np.ones((2, 3), bool), [0, 1]]
    print(r.shape, r.strides)
except Exception as e:
    print(type(e).__name__, e)

#@@ case err_23
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = b[np.ones((2, 2), bool), [0, 1]]
    print(r.shape, r.strides)
except Exception as e:
    print(type(e).__name__, e)

#@@ case err_24
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = b[[0, 1], np.ones((3, 3), bool)]
    print(r.shape, r.strides)
except Exception as e:
    print(type(e).__name__, e)

#@@ case err_25
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[np.array([1.5, 2]), 0]
    print(r.shape, r.strides)
except Exception as e:
    print(type(e).__name__, e)

#@@ case err_26
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[[1.5], 0]
    print(r.shape, r.strides)
except Exception as e:
    print(type(e).__name__, e)

#@@ case err_27
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    r = a[np.array([1, 0]), [[True]]]
    print(r.shape, r.strides)
except Exception as e:
    print(type(e).__name__, e)

#@@ case set_00
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    a[[0, 2]] = 5
except Exception as e:
    print(type(e).__name__, e)
print(a)
print(a.flags['OWNDATA'], a.strides)

#@@ case set_01
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    a[:, [1, 3]] += 1
except Exception as e:
    print(type(e).__name__, e)
print(a)
print(a.flags['OWNDATA'], a.strides)

#@@ case set_02
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    a[[0, 0, 1]] = np.array([[1] * 4, [2] * 4, [3] * 4])
except Exception as e:
    print(type(e).__name__, e)
print(a)
print(a.flags['OWNDATA'], a.strides)

#@@ case set_03
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    a[[0, 0, 0]] += 1
except Exception as e:
    print(type(e).__name__, e)
print(a)
print(a.flags['OWNDATA'], a.strides)

#@@ case set_04
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    a[:, [0, 1]] = np.zeros((3, 3))
except Exception as e:
    print(type(e).__name__, e)
print(a)
print(a.flags['OWNDATA'], a.strides)

#@@ case set_05
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    a[:, [0, 1]] = np.zeros((2, 3))
except Exception as e:
    print(type(e).__name__, e)
print(a)
print(a.flags['OWNDATA'], a.strides)

#@@ case set_06
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    a[:, [0, 1]] = np.zeros((3, 2))
except Exception as e:
    print(type(e).__name__, e)
print(a)
print(a.flags['OWNDATA'], a.strides)

#@@ case set_07
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    a[[0, 1]] = np.zeros((1, 2, 4))
except Exception as e:
    print(type(e).__name__, e)
print(a)
print(a.flags['OWNDATA'], a.strides)

#@@ case set_08
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    a[[0, 1]] = [1, 2, 3, 4]
except Exception as e:
    print(type(e).__name__, e)
print(a)
print(a.flags['OWNDATA'], a.strides)

#@@ case set_09
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    a[[0, 1]] = 2.7
except Exception as e:
    print(type(e).__name__, e)
print(a)
print(a.flags['OWNDATA'], a.strides)

#@@ case set_10
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    a[[0, 1], [1, 2]] = [7, 8]
except Exception as e:
    print(type(e).__name__, e)
print(a)
print(a.flags['OWNDATA'], a.strides)

#@@ case set_11
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    a[[0, 1], [1, 2]] = [7, 8, 9]
except Exception as e:
    print(type(e).__name__, e)
print(a)
print(a.flags['OWNDATA'], a.strides)

#@@ case set_12
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    a[[5]] = 1
except Exception as e:
    print(type(e).__name__, e)
print(a)
print(a.flags['OWNDATA'], a.strides)

#@@ case set_13
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    a[[0, 1], [0, 1, 2]] = 1
except Exception as e:
    print(type(e).__name__, e)
print(a)
print(a.flags['OWNDATA'], a.strides)

#@@ case set_14
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    a[[1.0]] = 1
except Exception as e:
    print(type(e).__name__, e)
print(a)
print(a.flags['OWNDATA'], a.strides)

#@@ case set_15
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    a[1:, [0, 2]] = np.array([[1, 2], [3, 4]])
except Exception as e:
    print(type(e).__name__, e)
print(a)
print(a.flags['OWNDATA'], a.strides)

#@@ case set_16
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    a[:, [1]] = np.array([10, 20, 30])
except Exception as e:
    print(type(e).__name__, e)
print(a)
print(a.flags['OWNDATA'], a.strides)

#@@ case set_17
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    a[:, [1]] = np.array([[10], [20], [30]])
except Exception as e:
    print(type(e).__name__, e)
print(a)
print(a.flags['OWNDATA'], a.strides)

#@@ case set_18
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    a[[True, False, True]] = 0
except Exception as e:
    print(type(e).__name__, e)
print(a)
print(a.flags['OWNDATA'], a.strides)

#@@ case set_19
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    a[[0, 1]] = np.zeros((2, 1))
except Exception as e:
    print(type(e).__name__, e)
print(a)
print(a.flags['OWNDATA'], a.strides)

#@@ case set_20
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    a[:, [0, 1]] = np.zeros((3, 2, 1))
except Exception as e:
    print(type(e).__name__, e)
print(a)
print(a.flags['OWNDATA'], a.strides)

#@@ case set_21
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    a[[0, 2]] -= 1
except Exception as e:
    print(type(e).__name__, e)
print(a)
print(a.flags['OWNDATA'], a.strides)

#@@ case set_22
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    a[[0, 2]] *= 2
except Exception as e:
    print(type(e).__name__, e)
print(a)
print(a.flags['OWNDATA'], a.strides)

#@@ case set_23
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    a[[2, 0]] = a[[0, 2]]
except Exception as e:
    print(type(e).__name__, e)
print(a)
print(a.flags['OWNDATA'], a.strides)

#@@ case set_24
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    a[[0, 1]] = a[1:3]
except Exception as e:
    print(type(e).__name__, e)
print(a)
print(a.flags['OWNDATA'], a.strides)

#@@ case set_25
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    a[[0, 0]] = [[1, 1, 1, 1], [2, 2, 2, 2]]
except Exception as e:
    print(type(e).__name__, e)
print(a)
print(a.flags['OWNDATA'], a.strides)

#@@ case set_26
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    a[[0, 1], [0, 0]] = [5, 6]
except Exception as e:
    print(type(e).__name__, e)
print(a)
print(a.flags['OWNDATA'], a.strides)

#@@ case set_27
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    a[0, [0, 0]] = [8, 9]
except Exception as e:
    print(type(e).__name__, e)
print(a)
print(a.flags['OWNDATA'], a.strides)

#@@ case set_28
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    a[[0, -1]] = -1
except Exception as e:
    print(type(e).__name__, e)
print(a)
print(a.flags['OWNDATA'], a.strides)

#@@ case set_29
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    a[[]] = 5
except Exception as e:
    print(type(e).__name__, e)
print(a)
print(a.flags['OWNDATA'], a.strides)

#@@ case set_30
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    a[:, [0, 1]] = np.zeros((1, 3, 3))
except Exception as e:
    print(type(e).__name__, e)
print(a)
print(a.flags['OWNDATA'], a.strides)

#@@ case set_31
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    a[[0, 1], [0, 1]] = np.zeros((2, 2, 3))
except Exception as e:
    print(type(e).__name__, e)
print(a)
print(a.flags['OWNDATA'], a.strides)

#@@ case set_32
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    a[[True, False, True], [1, 2]] = 100
except Exception as e:
    print(type(e).__name__, e)
print(a)
print(a.flags['OWNDATA'], a.strides)

#@@ case set_33
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    a[::-1, [0, 0]] = np.array([[1, 2], [3, 4], [5, 6]])
except Exception as e:
    print(type(e).__name__, e)
print(a)
print(a.flags['OWNDATA'], a.strides)

#@@ case set_34
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    a.T[[1, 3]] = 0
except Exception as e:
    print(type(e).__name__, e)
print(a)
print(a.flags['OWNDATA'], a.strides)

#@@ case set_35
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.arange(24).reshape(2, 3, 4)
x = np.arange(5) * 10
try:
    a[[0, 1]] /= 2
except Exception as e:
    print(type(e).__name__, e)
print(a)
print(a.flags['OWNDATA'], a.strides)

#@@ case story_copy_not_view
import numpy as np
a = np.arange(6).reshape(2, 3)
c = a[:, [0, 2]]
c[0, 0] = 99
print(a)
print(c)
print(c.base is None, c.base.base is None, np.shares_memory(a, c))
v = a[:, 0:3:2]
v[0, 0] = 77
print(a, v.base is a)

#@@ case story_repeat_add
import numpy as np
h = np.zeros(4, dtype=np.int64)
idx = [0, 1, 1, 3, 3, 3]
h[idx] += 1
print(h)
for i in idx:
    h[i] = h[i] + 1
print(h)

#@@ case story_take_rows
import numpy as np
m = np.arange(20).reshape(4, 5)
rows = np.array([3, 0])
cols = [4, 1]
print(m[rows])
print(m[rows][:, cols])
print(m[rows[:, None], cols])
print(m[rows, cols])
print(m[rows[:, None], cols].strides, m[rows][:, cols].strides)

#@@ case story_float_array
import numpy as np
f = np.linspace(0.0, 1.0, 5)
print(f[[4, 0, 2]])
f[[1, 3]] = [-1.5, 2.25]
print(f)
g = f.astype(np.float32)
print(g[[0, 1]], g[[0, 1]].dtype, g[[0, 1]].strides)

#@@ case story_bool_mix
import numpy as np
m = np.arange(12).reshape(3, 4)
keep = np.array([True, False, True])
print(m[keep, 1:3])
print(m[keep][:, [0, 3]])
m[keep, 0] = -1
print(m)
print(m[m[:, 0] > 0, ::2])

#@@ case mask_fewer_dims_layout
import numpy as np
a = np.arange(24).reshape(2, 3, 4).T
r = a[np.array([True, True, False, True])]
print(r.shape, r.strides, r.base is None, r.flags['C_CONTIGUOUS'])
a[np.array([True, False, False, True])] = 0
print(a[:, 0])
m = np.arange(12).reshape(3, 4)
m[[False, True, False]] = [1, 2, 3, 4]
print(m)
try:
    m[[False, True, True]] = [1, 2, 3]
except ValueError as e:
    print(e)

#@@ case list_values_basic_set
import numpy as np
a = np.arange(12).reshape(3, 4)
a[0] = [9, 8, 7, 6]
a[1:, 1] = [-1, -2]
a[2] = [5]
print(a)
try:
    a[0] = [1, 2]
except ValueError as e:
    print(e)
for v in ([1, 2], np.arange(2), []):
    try:
        a[0, 1] = v
    except ValueError as e:
        print(e)
a[0, 1] = np.array([[42]])
print(a[0])

#@@ case inplace_with_list
import numpy as np
a = np.arange(12).reshape(3, 4)
a += [1, 2, 3, 4]
a[1:] -= [[1], [2]]
print(a)
try:
    a += [0.5, 1, 1, 1]
except Exception as e:
    print(type(e).__name__, e)

#@@ case fancy_set_f_order_index_no_repeats
import numpy as np
a = np.zeros(6, dtype=np.int64)
i = np.array([[0, 1], [2, 3]]).T
a[i] = np.array([[10, 20], [30, 40]])
print(a)
b = np.zeros((3, 3), dtype=np.int64)
b[i[:, :1], [1, 2]] = 5
print(b)

#@@ case fancy_float_and_bool_arrays
import numpy as np
f = np.arange(6, dtype=np.float32).reshape(2, 3) / 4
print(f[:, [2, 0]], f[:, [2, 0]].strides, f[:, [2, 0]].dtype)
f[[1], [0, 2]] = [7.5, -0.25]
print(f)
t = np.arange(6) % 2 == 0
print(t[[0, 1, 1]], t[[0, 1, 1]].dtype)
t[[1, 3]] = 1
print(t)
u = np.arange(5, dtype=np.uint8)
u[[0, 4]] = [255, 7]
print(u, u[[4, 0]].dtype)

#@@ case fancy_chain_views_of_result
import numpy as np
a = np.arange(12).reshape(3, 4)
r = a[:, [3, 1, 0]]
v = r[1:, ::2]
print(v, v.base is r.base, v.strides)
w = r.T
print(w.flags['C_CONTIGUOUS'], w.base is r.base, w.strides)
print(r.copy().strides, np.ascontiguousarray(r).strides)

#@@ case misc_index_forms
import numpy as np
a = np.arange(12).reshape(3, 4)
try:
    r = a[[0, np.int64(1)]]
    print('a[[0, np.int64(1)]]', r, r)
    if type(r) is np.ndarray: print(r.strides)
except Exception as ex:
    print('a[[0, np.int64(1)]]', type(ex).__name__, ex)
try:
    r = a[[(0, 1)]]
    print('a[[(0, 1)]]', r, r)
    if type(r) is np.ndarray: print(r.strides)
except Exception as ex:
    print('a[[(0, 1)]]', type(ex).__name__, ex)
try:
    r = a[range(2)]
    print('a[range(2)]', r, r)
    if type(r) is np.ndarray: print(r.strides)
except Exception as ex:
    print('a[range(2)]', type(ex).__name__, ex)
try:
    r = a[:, range(1, 3)]
    print('a[:, range(1, 3)]', r, r)
    if type(r) is np.ndarray: print(r.strides)
except Exception as ex:
    print('a[:, range(1, 3)]', type(ex).__name__, ex)
try:
    r = a[np.array([-1, 0], dtype=np.int32)]
    print('a[np.array([-1, 0], dtype=np.int32)]', r, r)
    if type(r) is np.ndarray: print(r.strides)
except Exception as ex:
    print('a[np.array([-1, 0], dtype=np.int32)]', type(ex).__name__, ex)
try:
    r = a[np.array([1, 0], dtype=np.uint8), 1]
    print('a[np.array([1, 0], dtype=np.uint8), 1]', r, r)
    if type(r) is np.ndarray: print(r.strides)
except Exception as ex:
    print('a[np.array([1, 0], dtype=np.uint8), 1]', type(ex).__name__, ex)
try:
    r = a[[[0, 1], [1, 2]], [[0], [3]]]
    print('a[[[0, 1], [1, 2]], [[0], [3]]]', r, r)
    if type(r) is np.ndarray: print(r.strides)
except Exception as ex:
    print('a[[[0, 1], [1, 2]], [[0], [3]]]', type(ex).__name__, ex)
try:
    r = a[[0, 1], ...]
    print('a[[0, 1], ...]', r, r)
    if type(r) is np.ndarray: print(r.strides)
except Exception as ex:
    print('a[[0, 1], ...]', type(ex).__name__, ex)
try:
    r = a[..., [0, 1], None]
    print('a[..., [0, 1], None]', r, r)
    if type(r) is np.ndarray: print(r.strides)
except Exception as ex:
    print('a[..., [0, 1], None]', type(ex).__name__, ex)
try:
    r = a[[2]][0]
    print('a[[2]][0]', r, r)
    if type(r) is np.ndarray: print(r.strides)
except Exception as ex:
    print('a[[2]][0]', type(ex).__name__, ex)
try:
    r = a[[2]][0, 1]
    print('a[[2]][0, 1]', r, r)
    if type(r) is np.ndarray: print(r.strides)
except Exception as ex:
    print('a[[2]][0, 1]', type(ex).__name__, ex)
try:
    r = a[[0, 1]].T
    print('a[[0, 1]].T', r, r)
    if type(r) is np.ndarray: print(r.strides)
except Exception as ex:
    print('a[[0, 1]].T', type(ex).__name__, ex)
try:
    r = a[[0, 1]].reshape(8)
    print('a[[0, 1]].reshape(8)', r, r)
    if type(r) is np.ndarray: print(r.strides)
except Exception as ex:
    print('a[[0, 1]].reshape(8)', type(ex).__name__, ex)
try:
    r = a[[0, 1]].sum()
    print('a[[0, 1]].sum()', r, r)
    if type(r) is np.ndarray: print(r.strides)
except Exception as ex:
    print('a[[0, 1]].sum()', type(ex).__name__, ex)
try:
    r = a[[0,1]][[1, 0]]
    print('a[[0,1]][[1, 0]]', r, r)
    if type(r) is np.ndarray: print(r.strides)
except Exception as ex:
    print('a[[0,1]][[1, 0]]', type(ex).__name__, ex)
try:
    r = a[[1]] is a[[1]]
    print('a[[1]] is a[[1]]', r, r)
    if type(r) is np.ndarray: print(r.strides)
except Exception as ex:
    print('a[[1]] is a[[1]]', type(ex).__name__, ex)
try:
    r = np.shares_memory(a[[1]], a)
    print('np.shares_memory(a[[1]], a)', r, r)
    if type(r) is np.ndarray: print(r.strides)
except Exception as ex:
    print('np.shares_memory(a[[1]], a)', type(ex).__name__, ex)
try:
    r = a[[0, 1], [0, 1]].base
    print('a[[0, 1], [0, 1]].base', r, r)
    if type(r) is np.ndarray: print(r.strides)
except Exception as ex:
    print('a[[0, 1], [0, 1]].base', type(ex).__name__, ex)
try:
    r = a[:, [0]].base.base
    print('a[:, [0]].base.base', r, r)
    if type(r) is np.ndarray: print(r.strides)
except Exception as ex:
    print('a[:, [0]].base.base', type(ex).__name__, ex)
try:
    r = a[np.array([True, False, True]), np.array([1, 2])]
    print('a[np.array([True, False, True]), np.array([1, 2])]', r, r)
    if type(r) is np.ndarray: print(r.strides)
except Exception as ex:
    print('a[np.array([True, False, True]), np.array([1, 2])]', type(ex).__name__, ex)
try:
    r = a[np.array([[1]]), np.array([[True, False, True, False]])]
    print('a[np.array([[1]]), np.array([[True, False, True, False]])]', r, r)
    if type(r) is np.ndarray: print(r.strides)
except Exception as ex:
    print('a[np.array([[1]]), np.array([[True, False, True, False]])]', type(ex).__name__, ex)
try:
    r = a[[0, 1], [[1, 2]]].tolist()
    print('a[[0, 1], [[1, 2]]].tolist()', r, r)
    if type(r) is np.ndarray: print(r.strides)
except Exception as ex:
    print('a[[0, 1], [[1, 2]]].tolist()', type(ex).__name__, ex)

#@@ case range_as_index
import numpy as np
a = np.arange(12).reshape(3, 4)
print(a[range(2, -1, -2)], a[:, range(0)].shape, a[range(-1, -4, -1), range(3)])
a[range(1, 3)] = 0
print(a)
