# np.shares_memory / np.may_share_memory with positive max_work (numpy's bounded search and
# its work count), written by scripts/gen_max_work_cases.py --seed 20261207 --cases 40;
# outputs recorded from the real numpy with scripts/record_cases.py, never typed.

#@@ case max_work_0
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(128, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[1][10:], (6, 3), (9, 2)), as_strided(b[2][32:], (2, 4), (-24, -8))
show('shares', lambda: np.shares_memory(x, y, max_work=5))
show('may', lambda: np.may_share_memory(x, y, max_work=5))
show('shares', lambda: np.shares_memory(x, y, max_work=200))
show('may', lambda: np.may_share_memory(x, y, max_work=200))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[4][3:], (5,), (3,)), as_strided(b[1][85:], (2,), (15,))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=10))
show('may', lambda: np.may_share_memory(x, y, max_work=10))
show('shares', lambda: np.shares_memory(x, y, max_work=50))
show('may', lambda: np.may_share_memory(x, y, max_work=50))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[8][1:], (3, 6, 4, 1), (3, 15, 2, 15)), as_strided(b[1][48:], (1, 4, 6), (-12, -3, -7))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('shares', lambda: np.shares_memory(x, y, max_work=50))
show('may', lambda: np.may_share_memory(x, y, max_work=50))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[1][2:], (2, 1), (12, -12)), as_strided(b[1][43:], (5, 5, 4, 3), (15, -7, 6, -1))
show('shares', lambda: np.shares_memory(x, y, max_work=7))
show('may', lambda: np.may_share_memory(x, y, max_work=7))
show('shares', lambda: np.shares_memory(x, y, max_work=10))
show('may', lambda: np.may_share_memory(x, y, max_work=10))
show('exact', lambda: np.shares_memory(x, y))

#@@ case max_work_1
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(64, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[8][3:], (3, 3), (7, 5)), as_strided(b[1][15:], (6,), (9,))
show('shares', lambda: np.shares_memory(x, y, max_work=4))
show('may', lambda: np.may_share_memory(x, y, max_work=4))
show('shares', lambda: np.shares_memory(x, y, max_work=10))
show('may', lambda: np.may_share_memory(x, y, max_work=10))
show('shares', lambda: np.shares_memory(x, y, max_work=50))
show('may', lambda: np.may_share_memory(x, y, max_work=50))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[8][2:], (2, 4, 1, 1), (-15, 3, 7, 5)), as_strided(b[2][3:], (3, 4, 5, 2), (0, 3, 4, 20))
show('shares', lambda: np.shares_memory(x, y, max_work=4))
show('may', lambda: np.may_share_memory(x, y, max_work=4))
show('shares', lambda: np.shares_memory(x, y, max_work=50))
show('may', lambda: np.may_share_memory(x, y, max_work=50))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[1][46:], (2,), (4,)), as_strided(b[8][6:], (6,), (-5,))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=10))
show('may', lambda: np.may_share_memory(x, y, max_work=10))
show('shares', lambda: np.shares_memory(x, y, max_work=200))
show('may', lambda: np.may_share_memory(x, y, max_work=200))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[4][0:], (1, 4, 5), (8, 5, 7)), as_strided(b[1][14:], (1,), (24,))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('shares', lambda: np.shares_memory(x, y, max_work=5))
show('may', lambda: np.may_share_memory(x, y, max_work=5))
show('shares', lambda: np.shares_memory(x, y, max_work=7))
show('may', lambda: np.may_share_memory(x, y, max_work=7))
show('exact', lambda: np.shares_memory(x, y))

#@@ case max_work_2
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(64, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[4][2:], (1, 6, 2), (24, 6, 20)), as_strided(b[8][2:], (4, 5, 6, 1), (5, 0, 4, 4))
show('shares', lambda: np.shares_memory(x, y, max_work=5))
show('may', lambda: np.may_share_memory(x, y, max_work=5))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('shares', lambda: np.shares_memory(x, y, max_work=50))
show('may', lambda: np.may_share_memory(x, y, max_work=50))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[2][11:], (1, 3, 4, 1), (7, -9, 9, 20)), as_strided(b[4][5:], (5, 2), (4, 12))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('shares', lambda: np.shares_memory(x, y, max_work=7))
show('may', lambda: np.may_share_memory(x, y, max_work=7))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[2][29:], (3,), (-7,)), as_strided(b[8][0:], (3, 2), (8, 9))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=4))
show('may', lambda: np.may_share_memory(x, y, max_work=4))
show('shares', lambda: np.shares_memory(x, y, max_work=5))
show('may', lambda: np.may_share_memory(x, y, max_work=5))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[8][7:], (1,), (-8,)), as_strided(b[8][3:], (6, 1), (-1, 0))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=10))
show('may', lambda: np.may_share_memory(x, y, max_work=10))
show('exact', lambda: np.shares_memory(x, y))

#@@ case max_work_3
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(128, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[1][86:], (6,), (-12,)), as_strided(b[2][26:], (2, 2), (24, -6))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('shares', lambda: np.shares_memory(x, y, max_work=50))
show('may', lambda: np.may_share_memory(x, y, max_work=50))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[1][66:], (3, 3, 4), (4, 4, -4)), as_strided(b[4][0:], (5, 5), (16, 15))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[8][11:], (2, 1), (15, 35)), as_strided(b[1][24:], (3, 3), (2, 35))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=5))
show('may', lambda: np.may_share_memory(x, y, max_work=5))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[8][1:], (5,), (9,)), as_strided(b[2][42:], (3,), (1,))
show('shares', lambda: np.shares_memory(x, y, max_work=10))
show('may', lambda: np.may_share_memory(x, y, max_work=10))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('shares', lambda: np.shares_memory(x, y, max_work=200))
show('may', lambda: np.may_share_memory(x, y, max_work=200))
show('exact', lambda: np.shares_memory(x, y))

#@@ case max_work_4
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(256, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[8][6:], (5, 5, 1, 6), (-5, 35, 6, 2)), as_strided(b[4][23:], (6, 6, 1, 6), (4, 0, -4, 12))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[8][30:], (1, 2, 4, 4), (2, -2, -35, -9)), as_strided(b[4][32:], (6,), (3,))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[4][36:], (4, 3, 5), (0, 8, 4)), as_strided(b[8][13:], (1, 6, 4, 3), (21, 20, 0, -6))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('shares', lambda: np.shares_memory(x, y, max_work=7))
show('may', lambda: np.may_share_memory(x, y, max_work=7))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[2][5:], (2, 6, 5, 4), (-2, 20, 7, 8)), as_strided(b[1][8:], (4, 1, 3), (9, 20, 6))
show('shares', lambda: np.shares_memory(x, y, max_work=7))
show('may', lambda: np.may_share_memory(x, y, max_work=7))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('shares', lambda: np.shares_memory(x, y, max_work=200))
show('may', lambda: np.may_share_memory(x, y, max_work=200))
show('exact', lambda: np.shares_memory(x, y))

#@@ case max_work_5
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(128, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[8][0:], (1, 2), (35, 3)), as_strided(b[1][119:], (2,), (0,))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=50))
show('may', lambda: np.may_share_memory(x, y, max_work=50))
show('shares', lambda: np.shares_memory(x, y, max_work=200))
show('may', lambda: np.may_share_memory(x, y, max_work=200))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[2][28:], (2, 6), (9, 3)), as_strided(b[4][13:], (3, 1), (7, 6))
show('shares', lambda: np.shares_memory(x, y, max_work=10))
show('may', lambda: np.may_share_memory(x, y, max_work=10))
show('shares', lambda: np.shares_memory(x, y, max_work=200))
show('may', lambda: np.may_share_memory(x, y, max_work=200))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[1][18:], (6, 4), (3, 24)), as_strided(b[1][22:], (1,), (-20,))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('shares', lambda: np.shares_memory(x, y, max_work=7))
show('may', lambda: np.may_share_memory(x, y, max_work=7))
show('shares', lambda: np.shares_memory(x, y, max_work=50))
show('may', lambda: np.may_share_memory(x, y, max_work=50))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[4][13:], (5, 2, 3), (0, 20, 15)), as_strided(b[2][16:], (2, 6), (15, 1))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=5))
show('may', lambda: np.may_share_memory(x, y, max_work=5))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('exact', lambda: np.shares_memory(x, y))

#@@ case max_work_6
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(600, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[2][159:], (5, 5, 3), (7, 2, 5)), as_strided(b[1][304:], (3,), (1,))
show('shares', lambda: np.shares_memory(x, y, max_work=4))
show('may', lambda: np.may_share_memory(x, y, max_work=4))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[2][5:], (4, 5), (7, 8)), as_strided(b[2][149:], (3,), (2,))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=5))
show('may', lambda: np.may_share_memory(x, y, max_work=5))
show('shares', lambda: np.shares_memory(x, y, max_work=50))
show('may', lambda: np.may_share_memory(x, y, max_work=50))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[1][196:], (1,), (6,)), as_strided(b[1][515:], (4,), (5,))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=5))
show('may', lambda: np.may_share_memory(x, y, max_work=5))
show('shares', lambda: np.shares_memory(x, y, max_work=50))
show('may', lambda: np.may_share_memory(x, y, max_work=50))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[1][210:], (3, 6, 1, 3), (20, 9, -3, 12)), as_strided(b[2][155:], (4, 1), (20, 21))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=4))
show('may', lambda: np.may_share_memory(x, y, max_work=4))
show('shares', lambda: np.shares_memory(x, y, max_work=5))
show('may', lambda: np.may_share_memory(x, y, max_work=5))
show('exact', lambda: np.shares_memory(x, y))

#@@ case max_work_7
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(64, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[4][9:], (1,), (20,)), as_strided(b[4][14:], (3, 3, 1, 3), (-20, -8, 7, 2))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('shares', lambda: np.shares_memory(x, y, max_work=4))
show('may', lambda: np.may_share_memory(x, y, max_work=4))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[2][16:], (1, 4), (-20, 0)), as_strided(b[4][4:], (2, 6), (35, -3))
show('shares', lambda: np.shares_memory(x, y, max_work=5))
show('may', lambda: np.may_share_memory(x, y, max_work=5))
show('shares', lambda: np.shares_memory(x, y, max_work=7))
show('may', lambda: np.may_share_memory(x, y, max_work=7))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[1][2:], (2, 6, 3), (20, 0, 3)), as_strided(b[2][29:], (1,), (2,))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=10))
show('may', lambda: np.may_share_memory(x, y, max_work=10))
show('shares', lambda: np.shares_memory(x, y, max_work=200))
show('may', lambda: np.may_share_memory(x, y, max_work=200))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[8][2:], (2, 2), (12, 3)), as_strided(b[8][2:], (4,), (-4,))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('exact', lambda: np.shares_memory(x, y))

#@@ case max_work_8
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(64, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[1][16:], (2,), (0,)), as_strided(b[4][14:], (1, 1), (15, -2))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[1][39:], (6, 5, 2, 1), (0, -3, 9, 2)), as_strided(b[4][0:], (4,), (20,))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('shares', lambda: np.shares_memory(x, y, max_work=50))
show('may', lambda: np.may_share_memory(x, y, max_work=50))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[1][43:], (3,), (4,)), as_strided(b[2][1:], (6,), (12,))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=7))
show('may', lambda: np.may_share_memory(x, y, max_work=7))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[4][5:], (4, 1), (0, 6)), as_strided(b[2][18:], (2,), (8,))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=10))
show('may', lambda: np.may_share_memory(x, y, max_work=10))
show('exact', lambda: np.shares_memory(x, y))

#@@ case max_work_9
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(128, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[4][2:], (4, 2, 6), (8, 4, 16)), as_strided(b[8][5:], (2,), (16,))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('shares', lambda: np.shares_memory(x, y, max_work=4))
show('may', lambda: np.may_share_memory(x, y, max_work=4))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[4][0:], (5,), (21,)), as_strided(b[2][11:], (5, 2, 1, 2), (16, 1, 4, 6))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[1][24:], (5, 1, 6, 4), (9, 6, 5, 12)), as_strided(b[4][6:], (1, 1), (0, 0))
show('shares', lambda: np.shares_memory(x, y, max_work=5))
show('may', lambda: np.may_share_memory(x, y, max_work=5))
show('shares', lambda: np.shares_memory(x, y, max_work=7))
show('may', lambda: np.may_share_memory(x, y, max_work=7))
show('shares', lambda: np.shares_memory(x, y, max_work=50))
show('may', lambda: np.may_share_memory(x, y, max_work=50))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[1][104:], (4,), (-9,)), as_strided(b[4][24:], (2,), (0,))
show('shares', lambda: np.shares_memory(x, y, max_work=5))
show('may', lambda: np.may_share_memory(x, y, max_work=5))
show('shares', lambda: np.shares_memory(x, y, max_work=10))
show('may', lambda: np.may_share_memory(x, y, max_work=10))
show('exact', lambda: np.shares_memory(x, y))

#@@ case max_work_10
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(600, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[8][66:], (2, 5), (4, 15)), as_strided(b[4][34:], (6, 4), (35, 35))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('shares', lambda: np.shares_memory(x, y, max_work=7))
show('may', lambda: np.may_share_memory(x, y, max_work=7))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[8][10:], (5, 1), (35, 2)), as_strided(b[8][70:], (5,), (6,))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('shares', lambda: np.shares_memory(x, y, max_work=4))
show('may', lambda: np.may_share_memory(x, y, max_work=4))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[1][316:], (5,), (9,)), as_strided(b[2][203:], (1, 1, 3), (6, -12, 24))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=5))
show('may', lambda: np.may_share_memory(x, y, max_work=5))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[4][75:], (2,), (15,)), as_strided(b[1][54:], (2, 1), (6, 6))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('shares', lambda: np.shares_memory(x, y, max_work=7))
show('may', lambda: np.may_share_memory(x, y, max_work=7))
show('shares', lambda: np.shares_memory(x, y, max_work=50))
show('may', lambda: np.may_share_memory(x, y, max_work=50))
show('exact', lambda: np.shares_memory(x, y))

#@@ case max_work_11
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(256, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[4][20:], (5, 4, 6), (3, 20, 20)), as_strided(b[4][42:], (6,), (7,))
show('shares', lambda: np.shares_memory(x, y, max_work=5))
show('may', lambda: np.may_share_memory(x, y, max_work=5))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('shares', lambda: np.shares_memory(x, y, max_work=200))
show('may', lambda: np.may_share_memory(x, y, max_work=200))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[2][48:], (6,), (6,)), as_strided(b[4][63:], (3, 1), (-1, 4))
show('shares', lambda: np.shares_memory(x, y, max_work=10))
show('may', lambda: np.may_share_memory(x, y, max_work=10))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('shares', lambda: np.shares_memory(x, y, max_work=200))
show('may', lambda: np.may_share_memory(x, y, max_work=200))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[2][45:], (5, 1), (3, 1)), as_strided(b[8][24:], (3, 4), (8, -7))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=200))
show('may', lambda: np.may_share_memory(x, y, max_work=200))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[8][4:], (3, 4, 4, 6), (8, 15, 8, 1)), as_strided(b[2][65:], (5, 3, 6), (8, 16, 0))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=7))
show('may', lambda: np.may_share_memory(x, y, max_work=7))
show('exact', lambda: np.shares_memory(x, y))

#@@ case max_work_12
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(128, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[2][52:], (1,), (-3,)), as_strided(b[4][7:], (4,), (21,))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('shares', lambda: np.shares_memory(x, y, max_work=10))
show('may', lambda: np.may_share_memory(x, y, max_work=10))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[4][22:], (6,), (2,)), as_strided(b[2][23:], (3, 6), (-15, 9))
show('shares', lambda: np.shares_memory(x, y, max_work=10))
show('may', lambda: np.may_share_memory(x, y, max_work=10))
show('shares', lambda: np.shares_memory(x, y, max_work=50))
show('may', lambda: np.may_share_memory(x, y, max_work=50))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[2][56:], (2, 1, 6), (-7, 8, -12)), as_strided(b[2][45:], (1,), (3,))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('shares', lambda: np.shares_memory(x, y, max_work=50))
show('may', lambda: np.may_share_memory(x, y, max_work=50))
show('shares', lambda: np.shares_memory(x, y, max_work=200))
show('may', lambda: np.may_share_memory(x, y, max_work=200))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[8][2:], (5,), (21,)), as_strided(b[2][17:], (3, 2), (24, 0))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=200))
show('may', lambda: np.may_share_memory(x, y, max_work=200))
show('exact', lambda: np.shares_memory(x, y))

#@@ case max_work_13
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(256, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[1][117:], (1, 5, 4), (6, 20, 6)), as_strided(b[8][7:], (1, 3, 4), (12, 5, 3))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=4))
show('may', lambda: np.may_share_memory(x, y, max_work=4))
show('shares', lambda: np.shares_memory(x, y, max_work=5))
show('may', lambda: np.may_share_memory(x, y, max_work=5))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[2][36:], (5, 5, 6), (16, -3, 5)), as_strided(b[2][1:], (5,), (21,))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('shares', lambda: np.shares_memory(x, y, max_work=5))
show('may', lambda: np.may_share_memory(x, y, max_work=5))
show('shares', lambda: np.shares_memory(x, y, max_work=200))
show('may', lambda: np.may_share_memory(x, y, max_work=200))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[4][47:], (1,), (-5,)), as_strided(b[8][24:], (4,), (-2,))
show('shares', lambda: np.shares_memory(x, y, max_work=4))
show('may', lambda: np.may_share_memory(x, y, max_work=4))
show('shares', lambda: np.shares_memory(x, y, max_work=5))
show('may', lambda: np.may_share_memory(x, y, max_work=5))
show('shares', lambda: np.shares_memory(x, y, max_work=7))
show('may', lambda: np.may_share_memory(x, y, max_work=7))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[8][16:], (1, 5), (4, 3)), as_strided(b[1][34:], (6,), (21,))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('shares', lambda: np.shares_memory(x, y, max_work=5))
show('may', lambda: np.may_share_memory(x, y, max_work=5))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('exact', lambda: np.shares_memory(x, y))

#@@ case max_work_14
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(128, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[2][11:], (2, 2, 2), (-12, 6, 35)), as_strided(b[1][50:], (3, 1, 4, 5), (-21, -9, 5, 15))
show('shares', lambda: np.shares_memory(x, y, max_work=4))
show('may', lambda: np.may_share_memory(x, y, max_work=4))
show('shares', lambda: np.shares_memory(x, y, max_work=10))
show('may', lambda: np.may_share_memory(x, y, max_work=10))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[8][0:], (6,), (24,)), as_strided(b[8][5:], (1, 2, 6, 4), (6, 4, 3, 9))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('shares', lambda: np.shares_memory(x, y, max_work=50))
show('may', lambda: np.may_share_memory(x, y, max_work=50))
show('shares', lambda: np.shares_memory(x, y, max_work=200))
show('may', lambda: np.may_share_memory(x, y, max_work=200))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[8][6:], (2, 3, 4), (9, 1, 5)), as_strided(b[2][28:], (4, 3, 5), (-5, 3, 9))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=4))
show('may', lambda: np.may_share_memory(x, y, max_work=4))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[4][8:], (5, 6, 5, 4), (3, -5, 9, 7)), as_strided(b[4][24:], (3, 1, 1), (0, 21, 16))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=7))
show('may', lambda: np.may_share_memory(x, y, max_work=7))
show('exact', lambda: np.shares_memory(x, y))

#@@ case max_work_15
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(64, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[8][6:], (2, 4), (6, -15)), as_strided(b[4][10:], (1, 1, 3), (21, 6, 6))
show('shares', lambda: np.shares_memory(x, y, max_work=4))
show('may', lambda: np.may_share_memory(x, y, max_work=4))
show('shares', lambda: np.shares_memory(x, y, max_work=200))
show('may', lambda: np.may_share_memory(x, y, max_work=200))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[2][11:], (1, 3), (-3, 3)), as_strided(b[4][0:], (2, 2, 1), (35, 20, 3))
show('shares', lambda: np.shares_memory(x, y, max_work=4))
show('may', lambda: np.may_share_memory(x, y, max_work=4))
show('shares', lambda: np.shares_memory(x, y, max_work=7))
show('may', lambda: np.may_share_memory(x, y, max_work=7))
show('shares', lambda: np.shares_memory(x, y, max_work=50))
show('may', lambda: np.may_share_memory(x, y, max_work=50))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[8][3:], (5, 2, 5), (2, -21, 3)), as_strided(b[2][10:], (6, 1, 1, 5), (2, 12, -15, 7))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=7))
show('may', lambda: np.may_share_memory(x, y, max_work=7))
show('shares', lambda: np.shares_memory(x, y, max_work=50))
show('may', lambda: np.may_share_memory(x, y, max_work=50))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[8][6:], (2,), (8,)), as_strided(b[1][43:], (4,), (6,))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=4))
show('may', lambda: np.may_share_memory(x, y, max_work=4))
show('shares', lambda: np.shares_memory(x, y, max_work=50))
show('may', lambda: np.may_share_memory(x, y, max_work=50))
show('exact', lambda: np.shares_memory(x, y))

#@@ case max_work_16
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(64, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[4][0:], (4, 5), (20, 0)), as_strided(b[1][34:], (2, 4, 1, 1), (1, -6, 6, 0))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=50))
show('may', lambda: np.may_share_memory(x, y, max_work=50))
show('shares', lambda: np.shares_memory(x, y, max_work=200))
show('may', lambda: np.may_share_memory(x, y, max_work=200))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[4][11:], (4,), (-12,)), as_strided(b[1][25:], (4,), (0,))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('shares', lambda: np.shares_memory(x, y, max_work=7))
show('may', lambda: np.may_share_memory(x, y, max_work=7))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[1][12:], (4, 2, 3, 6), (8, 0, 9, 1)), as_strided(b[1][19:], (6, 4), (-2, -1))
show('shares', lambda: np.shares_memory(x, y, max_work=5))
show('may', lambda: np.may_share_memory(x, y, max_work=5))
show('shares', lambda: np.shares_memory(x, y, max_work=7))
show('may', lambda: np.may_share_memory(x, y, max_work=7))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[1][24:], (2, 2), (-21, 24)), as_strided(b[2][8:], (2,), (6,))
show('shares', lambda: np.shares_memory(x, y, max_work=4))
show('may', lambda: np.may_share_memory(x, y, max_work=4))
show('shares', lambda: np.shares_memory(x, y, max_work=10))
show('may', lambda: np.may_share_memory(x, y, max_work=10))
show('exact', lambda: np.shares_memory(x, y))

#@@ case max_work_17
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(128, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[8][3:], (5,), (16,)), as_strided(b[8][15:], (6,), (-24,))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('shares', lambda: np.shares_memory(x, y, max_work=7))
show('may', lambda: np.may_share_memory(x, y, max_work=7))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[2][18:], (3, 5, 1, 4), (8, 16, -20, -2)), as_strided(b[8][1:], (4, 2, 6), (24, -1, 7))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('shares', lambda: np.shares_memory(x, y, max_work=50))
show('may', lambda: np.may_share_memory(x, y, max_work=50))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[1][19:], (4, 1), (35, 9)), as_strided(b[4][5:], (6,), (20,))
show('shares', lambda: np.shares_memory(x, y, max_work=50))
show('may', lambda: np.may_share_memory(x, y, max_work=50))
show('shares', lambda: np.shares_memory(x, y, max_work=200))
show('may', lambda: np.may_share_memory(x, y, max_work=200))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[2][16:], (1, 3, 3, 3), (21, 1, 5, 16)), as_strided(b[1][61:], (1,), (-1,))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=4))
show('may', lambda: np.may_share_memory(x, y, max_work=4))
show('shares', lambda: np.shares_memory(x, y, max_work=7))
show('may', lambda: np.may_share_memory(x, y, max_work=7))
show('exact', lambda: np.shares_memory(x, y))

#@@ case max_work_18
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(128, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[8][5:], (2, 3, 2), (12, 2, 0)), as_strided(b[4][31:], (3,), (-12,))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=5))
show('may', lambda: np.may_share_memory(x, y, max_work=5))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[2][60:], (1, 2), (5, -15)), as_strided(b[8][1:], (3, 4), (35, 7))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('shares', lambda: np.shares_memory(x, y, max_work=200))
show('may', lambda: np.may_share_memory(x, y, max_work=200))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[2][30:], (2, 5, 5), (0, 3, 1)), as_strided(b[1][11:], (4,), (8,))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[2][10:], (2, 5), (8, 4)), as_strided(b[4][16:], (1, 5, 3), (20, 15, -7))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=4))
show('may', lambda: np.may_share_memory(x, y, max_work=4))
show('shares', lambda: np.shares_memory(x, y, max_work=7))
show('may', lambda: np.may_share_memory(x, y, max_work=7))
show('exact', lambda: np.shares_memory(x, y))

#@@ case max_work_19
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(600, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[2][210:], (2, 3, 6), (24, -21, -2)), as_strided(b[1][230:], (5,), (6,))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=200))
show('may', lambda: np.may_share_memory(x, y, max_work=200))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[4][64:], (3, 6, 3), (35, -6, 3)), as_strided(b[2][88:], (3,), (-9,))
show('shares', lambda: np.shares_memory(x, y, max_work=4))
show('may', lambda: np.may_share_memory(x, y, max_work=4))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[8][20:], (1, 1, 4, 4), (9, 2, 12, 8)), as_strided(b[8][32:], (2, 1), (-35, 8))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('shares', lambda: np.shares_memory(x, y, max_work=4))
show('may', lambda: np.may_share_memory(x, y, max_work=4))
show('shares', lambda: np.shares_memory(x, y, max_work=5))
show('may', lambda: np.may_share_memory(x, y, max_work=5))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[2][181:], (1, 6, 5), (-12, -35, 6)), as_strided(b[4][123:], (1, 5), (6, -3))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('shares', lambda: np.shares_memory(x, y, max_work=50))
show('may', lambda: np.may_share_memory(x, y, max_work=50))
show('shares', lambda: np.shares_memory(x, y, max_work=200))
show('may', lambda: np.may_share_memory(x, y, max_work=200))
show('exact', lambda: np.shares_memory(x, y))

#@@ case max_work_20
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(64, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[2][28:], (3, 1), (3, 0)), as_strided(b[1][51:], (1, 3, 2, 1), (-8, -20, 6, 4))
show('shares', lambda: np.shares_memory(x, y, max_work=5))
show('may', lambda: np.may_share_memory(x, y, max_work=5))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('shares', lambda: np.shares_memory(x, y, max_work=50))
show('may', lambda: np.may_share_memory(x, y, max_work=50))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[2][7:], (2,), (8,)), as_strided(b[1][6:], (5, 5), (5, 9))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=200))
show('may', lambda: np.may_share_memory(x, y, max_work=200))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[4][7:], (3, 6), (16, -5)), as_strided(b[2][31:], (1, 4), (-21, -16))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=5))
show('may', lambda: np.may_share_memory(x, y, max_work=5))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[4][10:], (1, 6, 4, 6), (2, -8, 6, 0)), as_strided(b[1][44:], (5, 2, 1), (-2, 5, 3))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=5))
show('may', lambda: np.may_share_memory(x, y, max_work=5))
show('shares', lambda: np.shares_memory(x, y, max_work=50))
show('may', lambda: np.may_share_memory(x, y, max_work=50))
show('exact', lambda: np.shares_memory(x, y))

#@@ case max_work_21
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(600, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[4][56:], (6, 4, 1, 1), (8, -8, 35, 0)), as_strided(b[4][112:], (2,), (-4,))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=5))
show('may', lambda: np.may_share_memory(x, y, max_work=5))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[4][75:], (6, 2, 3, 4), (6, -16, 24, 3)), as_strided(b[1][1:], (5, 4, 1), (15, 35, 8))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=4))
show('may', lambda: np.may_share_memory(x, y, max_work=4))
show('shares', lambda: np.shares_memory(x, y, max_work=7))
show('may', lambda: np.may_share_memory(x, y, max_work=7))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[4][84:], (1, 6, 5, 3), (16, 24, 35, -15)), as_strided(b[8][57:], (2,), (3,))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('shares', lambda: np.shares_memory(x, y, max_work=4))
show('may', lambda: np.may_share_memory(x, y, max_work=4))
show('shares', lambda: np.shares_memory(x, y, max_work=7))
show('may', lambda: np.may_share_memory(x, y, max_work=7))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[8][17:], (4, 6), (35, 21)), as_strided(b[1][353:], (6, 5, 6, 1), (1, 8, -2, 16))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('shares', lambda: np.shares_memory(x, y, max_work=7))
show('may', lambda: np.may_share_memory(x, y, max_work=7))
show('shares', lambda: np.shares_memory(x, y, max_work=10))
show('may', lambda: np.may_share_memory(x, y, max_work=10))
show('exact', lambda: np.shares_memory(x, y))

#@@ case max_work_22
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(600, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[4][95:], (4, 5, 5, 2), (15, -2, -3, 12)), as_strided(b[4][93:], (2, 4), (21, 4))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[2][226:], (2, 2, 2, 5), (12, -7, -35, 20)), as_strided(b[4][32:], (5,), (24,))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('shares', lambda: np.shares_memory(x, y, max_work=4))
show('may', lambda: np.may_share_memory(x, y, max_work=4))
show('shares', lambda: np.shares_memory(x, y, max_work=5))
show('may', lambda: np.may_share_memory(x, y, max_work=5))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[4][76:], (1, 1, 3), (0, -2, 2)), as_strided(b[1][216:], (6,), (16,))
show('shares', lambda: np.shares_memory(x, y, max_work=7))
show('may', lambda: np.may_share_memory(x, y, max_work=7))
show('shares', lambda: np.shares_memory(x, y, max_work=10))
show('may', lambda: np.may_share_memory(x, y, max_work=10))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[2][48:], (6, 4, 5, 1), (16, 15, 21, 35)), as_strided(b[4][131:], (5, 5), (-5, 5))
show('shares', lambda: np.shares_memory(x, y, max_work=4))
show('may', lambda: np.may_share_memory(x, y, max_work=4))
show('shares', lambda: np.shares_memory(x, y, max_work=7))
show('may', lambda: np.may_share_memory(x, y, max_work=7))
show('shares', lambda: np.shares_memory(x, y, max_work=200))
show('may', lambda: np.may_share_memory(x, y, max_work=200))
show('exact', lambda: np.shares_memory(x, y))

#@@ case max_work_23
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(600, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[8][2:], (1, 6, 2), (24, 0, 7)), as_strided(b[8][47:], (5, 2), (21, 15))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('shares', lambda: np.shares_memory(x, y, max_work=50))
show('may', lambda: np.may_share_memory(x, y, max_work=50))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[2][84:], (3, 4), (-21, -16)), as_strided(b[8][39:], (6, 4), (12, 15))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[1][105:], (3, 4, 5), (-4, 5, 7)), as_strided(b[1][179:], (2, 3, 2, 4), (15, -6, 21, 0))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=7))
show('may', lambda: np.may_share_memory(x, y, max_work=7))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[1][442:], (3, 1), (7, 15)), as_strided(b[8][50:], (4, 6), (0, 4))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('shares', lambda: np.shares_memory(x, y, max_work=5))
show('may', lambda: np.may_share_memory(x, y, max_work=5))
show('shares', lambda: np.shares_memory(x, y, max_work=50))
show('may', lambda: np.may_share_memory(x, y, max_work=50))
show('exact', lambda: np.shares_memory(x, y))

#@@ case max_work_24
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(128, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[2][29:], (5, 5, 3, 1), (2, 4, 20, 20)), as_strided(b[8][3:], (1, 3, 3), (7, 15, 12))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('shares', lambda: np.shares_memory(x, y, max_work=4))
show('may', lambda: np.may_share_memory(x, y, max_work=4))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[1][100:], (6, 1, 6, 3), (1, 12, -2, 8)), as_strided(b[8][2:], (2,), (3,))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('shares', lambda: np.shares_memory(x, y, max_work=200))
show('may', lambda: np.may_share_memory(x, y, max_work=200))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[4][27:], (3, 5), (3, -5)), as_strided(b[2][17:], (5, 5), (0, 21))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=10))
show('may', lambda: np.may_share_memory(x, y, max_work=10))
show('shares', lambda: np.shares_memory(x, y, max_work=200))
show('may', lambda: np.may_share_memory(x, y, max_work=200))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[1][15:], (3,), (9,)), as_strided(b[4][11:], (2,), (0,))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=7))
show('may', lambda: np.may_share_memory(x, y, max_work=7))
show('shares', lambda: np.shares_memory(x, y, max_work=10))
show('may', lambda: np.may_share_memory(x, y, max_work=10))
show('exact', lambda: np.shares_memory(x, y))

#@@ case max_work_25
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(256, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[4][30:], (3, 2, 6), (-9, 1, -3)), as_strided(b[4][30:], (1, 6, 6), (1, 0, 15))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=7))
show('may', lambda: np.may_share_memory(x, y, max_work=7))
show('shares', lambda: np.shares_memory(x, y, max_work=200))
show('may', lambda: np.may_share_memory(x, y, max_work=200))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[2][61:], (1, 2, 4, 5), (5, 6, 6, 5)), as_strided(b[8][15:], (3, 2), (-7, 24))
show('shares', lambda: np.shares_memory(x, y, max_work=10))
show('may', lambda: np.may_share_memory(x, y, max_work=10))
show('shares', lambda: np.shares_memory(x, y, max_work=50))
show('may', lambda: np.may_share_memory(x, y, max_work=50))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[4][53:], (3, 4, 5, 6), (1, 1, 0, 6)), as_strided(b[4][8:], (1,), (-9,))
show('shares', lambda: np.shares_memory(x, y, max_work=7))
show('may', lambda: np.may_share_memory(x, y, max_work=7))
show('shares', lambda: np.shares_memory(x, y, max_work=10))
show('may', lambda: np.may_share_memory(x, y, max_work=10))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[2][54:], (1, 2, 2), (-21, -35, 12)), as_strided(b[1][91:], (5, 6, 4), (0, 4, 21))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('shares', lambda: np.shares_memory(x, y, max_work=4))
show('may', lambda: np.may_share_memory(x, y, max_work=4))
show('exact', lambda: np.shares_memory(x, y))

#@@ case max_work_26
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(64, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[2][1:], (2, 1), (20, 9)), as_strided(b[4][2:], (2,), (0,))
show('shares', lambda: np.shares_memory(x, y, max_work=5))
show('may', lambda: np.may_share_memory(x, y, max_work=5))
show('shares', lambda: np.shares_memory(x, y, max_work=7))
show('may', lambda: np.may_share_memory(x, y, max_work=7))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[1][4:], (5, 2), (4, 9)), as_strided(b[8][0:], (4, 1, 5), (9, 15, 7))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=50))
show('may', lambda: np.may_share_memory(x, y, max_work=50))
show('shares', lambda: np.shares_memory(x, y, max_work=200))
show('may', lambda: np.may_share_memory(x, y, max_work=200))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[1][18:], (2,), (0,)), as_strided(b[2][10:], (1, 1), (-1, 1))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('shares', lambda: np.shares_memory(x, y, max_work=10))
show('may', lambda: np.may_share_memory(x, y, max_work=10))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[4][11:], (6,), (2,)), as_strided(b[4][12:], (3, 2, 1), (-21, 9, 15))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=200))
show('may', lambda: np.may_share_memory(x, y, max_work=200))
show('exact', lambda: np.shares_memory(x, y))

#@@ case max_work_27
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(128, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[8][2:], (1, 5, 3), (35, 20, 2)), as_strided(b[1][76:], (4, 2), (-2, -5))
show('shares', lambda: np.shares_memory(x, y, max_work=4))
show('may', lambda: np.may_share_memory(x, y, max_work=4))
show('shares', lambda: np.shares_memory(x, y, max_work=7))
show('may', lambda: np.may_share_memory(x, y, max_work=7))
show('shares', lambda: np.shares_memory(x, y, max_work=50))
show('may', lambda: np.may_share_memory(x, y, max_work=50))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[2][21:], (5, 1), (21, 3)), as_strided(b[8][5:], (6, 3, 5), (0, 1, 12))
show('shares', lambda: np.shares_memory(x, y, max_work=4))
show('may', lambda: np.may_share_memory(x, y, max_work=4))
show('shares', lambda: np.shares_memory(x, y, max_work=7))
show('may', lambda: np.may_share_memory(x, y, max_work=7))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[2][49:], (2, 2), (12, -5)), as_strided(b[4][10:], (5, 4, 4), (-3, 0, 1))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=10))
show('may', lambda: np.may_share_memory(x, y, max_work=10))
show('shares', lambda: np.shares_memory(x, y, max_work=200))
show('may', lambda: np.may_share_memory(x, y, max_work=200))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[2][32:], (3, 1, 5, 2), (2, 21, 8, 21)), as_strided(b[8][7:], (2,), (16,))
show('shares', lambda: np.shares_memory(x, y, max_work=4))
show('may', lambda: np.may_share_memory(x, y, max_work=4))
show('shares', lambda: np.shares_memory(x, y, max_work=5))
show('may', lambda: np.may_share_memory(x, y, max_work=5))
show('exact', lambda: np.shares_memory(x, y))

#@@ case max_work_28
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(600, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[1][74:], (1,), (0,)), as_strided(b[4][98:], (2, 6, 6, 2), (-16, 16, 24, -5))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[4][135:], (3, 3, 2), (0, 1, 6)), as_strided(b[2][269:], (5,), (0,))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=10))
show('may', lambda: np.may_share_memory(x, y, max_work=10))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[2][60:], (1, 3, 6), (24, -7, 9)), as_strided(b[2][233:], (3, 6, 4), (9, 16, -5))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('shares', lambda: np.shares_memory(x, y, max_work=50))
show('may', lambda: np.may_share_memory(x, y, max_work=50))
show('shares', lambda: np.shares_memory(x, y, max_work=200))
show('may', lambda: np.may_share_memory(x, y, max_work=200))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[4][73:], (1,), (0,)), as_strided(b[1][105:], (2, 3, 5, 5), (6, -15, 21, 4))
show('shares', lambda: np.shares_memory(x, y, max_work=7))
show('may', lambda: np.may_share_memory(x, y, max_work=7))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('exact', lambda: np.shares_memory(x, y))

#@@ case max_work_29
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(256, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[2][87:], (5, 6, 6), (-24, -4, 6)), as_strided(b[1][133:], (5, 3), (6, -15))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=50))
show('may', lambda: np.may_share_memory(x, y, max_work=50))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[2][60:], (4, 5, 3), (-2, 21, 12)), as_strided(b[4][49:], (6, 3), (5, 1))
show('shares', lambda: np.shares_memory(x, y, max_work=4))
show('may', lambda: np.may_share_memory(x, y, max_work=4))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[1][220:], (2, 1, 4), (-12, -12, 9)), as_strided(b[8][1:], (2, 5, 6), (21, 9, 16))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=5))
show('may', lambda: np.may_share_memory(x, y, max_work=5))
show('shares', lambda: np.shares_memory(x, y, max_work=200))
show('may', lambda: np.may_share_memory(x, y, max_work=200))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[2][80:], (5, 1), (-35, 3)), as_strided(b[4][42:], (5, 1, 1, 5), (-21, 2, -9, 4))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=7))
show('may', lambda: np.may_share_memory(x, y, max_work=7))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('exact', lambda: np.shares_memory(x, y))

#@@ case max_work_30
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(600, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[2][151:], (2, 6, 5), (1, -6, 20)), as_strided(b[2][35:], (2, 2), (15, 1))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=5))
show('may', lambda: np.may_share_memory(x, y, max_work=5))
show('shares', lambda: np.shares_memory(x, y, max_work=7))
show('may', lambda: np.may_share_memory(x, y, max_work=7))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[1][59:], (2,), (4,)), as_strided(b[2][86:], (2, 5, 3), (0, 0, 7))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('shares', lambda: np.shares_memory(x, y, max_work=5))
show('may', lambda: np.may_share_memory(x, y, max_work=5))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[1][138:], (3, 5), (3, 9)), as_strided(b[4][25:], (3, 6), (21, 16))
show('shares', lambda: np.shares_memory(x, y, max_work=7))
show('may', lambda: np.may_share_memory(x, y, max_work=7))
show('shares', lambda: np.shares_memory(x, y, max_work=10))
show('may', lambda: np.may_share_memory(x, y, max_work=10))
show('shares', lambda: np.shares_memory(x, y, max_work=200))
show('may', lambda: np.may_share_memory(x, y, max_work=200))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[1][471:], (6, 6, 4), (-21, 6, 7)), as_strided(b[1][427:], (5, 4, 3), (-4, 9, 8))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=50))
show('may', lambda: np.may_share_memory(x, y, max_work=50))
show('shares', lambda: np.shares_memory(x, y, max_work=200))
show('may', lambda: np.may_share_memory(x, y, max_work=200))
show('exact', lambda: np.shares_memory(x, y))

#@@ case max_work_31
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(600, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[2][219:], (6, 5), (20, 4)), as_strided(b[2][55:], (1,), (20,))
show('shares', lambda: np.shares_memory(x, y, max_work=7))
show('may', lambda: np.may_share_memory(x, y, max_work=7))
show('shares', lambda: np.shares_memory(x, y, max_work=10))
show('may', lambda: np.may_share_memory(x, y, max_work=10))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[2][224:], (4, 2), (21, -3)), as_strided(b[2][67:], (5, 3, 3), (20, 12, 5))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=5))
show('may', lambda: np.may_share_memory(x, y, max_work=5))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[2][183:], (3, 2, 5), (20, 15, 6)), as_strided(b[4][102:], (5, 3, 3, 3), (12, -20, 12, 21))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('shares', lambda: np.shares_memory(x, y, max_work=50))
show('may', lambda: np.may_share_memory(x, y, max_work=50))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[8][35:], (3, 2, 5, 2), (7, 21, 8, 21)), as_strided(b[1][358:], (6, 1), (12, 16))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('exact', lambda: np.shares_memory(x, y))

#@@ case max_work_32
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(64, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[4][10:], (1, 1), (21, -24)), as_strided(b[8][7:], (3, 4), (-3, -16))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('shares', lambda: np.shares_memory(x, y, max_work=200))
show('may', lambda: np.may_share_memory(x, y, max_work=200))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[2][20:], (4, 1, 3), (-8, 5, 1)), as_strided(b[2][6:], (5,), (3,))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=10))
show('may', lambda: np.may_share_memory(x, y, max_work=10))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[1][0:], (6, 1, 5), (0, 3, 15)), as_strided(b[4][12:], (4, 1, 4), (-15, -2, 0))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=7))
show('may', lambda: np.may_share_memory(x, y, max_work=7))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[1][26:], (4, 4), (4, -5)), as_strided(b[8][1:], (1,), (8,))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=4))
show('may', lambda: np.may_share_memory(x, y, max_work=4))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('exact', lambda: np.shares_memory(x, y))

#@@ case max_work_33
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(128, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[4][3:], (6, 4, 2), (21, -3, 6)), as_strided(b[4][15:], (4, 1, 1, 5), (7, 7, 3, -1))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=50))
show('may', lambda: np.may_share_memory(x, y, max_work=50))
show('shares', lambda: np.shares_memory(x, y, max_work=200))
show('may', lambda: np.may_share_memory(x, y, max_work=200))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[2][10:], (4,), (12,)), as_strided(b[4][30:], (2,), (2,))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[1][118:], (5,), (-9,)), as_strided(b[8][4:], (3,), (1,))
show('shares', lambda: np.shares_memory(x, y, max_work=4))
show('may', lambda: np.may_share_memory(x, y, max_work=4))
show('shares', lambda: np.shares_memory(x, y, max_work=10))
show('may', lambda: np.may_share_memory(x, y, max_work=10))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[2][7:], (4, 1), (1, -12)), as_strided(b[8][3:], (3, 1), (7, 0))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('exact', lambda: np.shares_memory(x, y))

#@@ case max_work_34
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(128, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[1][33:], (5,), (5,)), as_strided(b[8][7:], (2, 6, 2), (5, 0, 3))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=4))
show('may', lambda: np.may_share_memory(x, y, max_work=4))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[2][32:], (1,), (12,)), as_strided(b[8][7:], (4, 2, 4), (7, 8, 8))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=7))
show('may', lambda: np.may_share_memory(x, y, max_work=7))
show('shares', lambda: np.shares_memory(x, y, max_work=10))
show('may', lambda: np.may_share_memory(x, y, max_work=10))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[1][10:], (6, 3), (6, 2)), as_strided(b[4][3:], (2, 5), (9, 7))
show('shares', lambda: np.shares_memory(x, y, max_work=4))
show('may', lambda: np.may_share_memory(x, y, max_work=4))
show('shares', lambda: np.shares_memory(x, y, max_work=5))
show('may', lambda: np.may_share_memory(x, y, max_work=5))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[1][20:], (4,), (12,)), as_strided(b[8][0:], (1, 6), (7, 15))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('shares', lambda: np.shares_memory(x, y, max_work=4))
show('may', lambda: np.may_share_memory(x, y, max_work=4))
show('exact', lambda: np.shares_memory(x, y))

#@@ case max_work_35
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(64, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[2][13:], (1, 3), (8, 6)), as_strided(b[8][1:], (6,), (7,))
show('shares', lambda: np.shares_memory(x, y, max_work=4))
show('may', lambda: np.may_share_memory(x, y, max_work=4))
show('shares', lambda: np.shares_memory(x, y, max_work=5))
show('may', lambda: np.may_share_memory(x, y, max_work=5))
show('shares', lambda: np.shares_memory(x, y, max_work=7))
show('may', lambda: np.may_share_memory(x, y, max_work=7))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[1][8:], (4, 4, 3), (0, 16, 1)), as_strided(b[2][5:], (5,), (6,))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=10))
show('may', lambda: np.may_share_memory(x, y, max_work=10))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[4][11:], (3, 4), (2, 4)), as_strided(b[8][0:], (4, 2, 1), (5, 4, 8))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('shares', lambda: np.shares_memory(x, y, max_work=50))
show('may', lambda: np.may_share_memory(x, y, max_work=50))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[2][6:], (5, 6, 2), (7, 4, -12)), as_strided(b[1][32:], (6,), (0,))
show('shares', lambda: np.shares_memory(x, y, max_work=10))
show('may', lambda: np.may_share_memory(x, y, max_work=10))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('shares', lambda: np.shares_memory(x, y, max_work=50))
show('may', lambda: np.may_share_memory(x, y, max_work=50))
show('exact', lambda: np.shares_memory(x, y))

#@@ case max_work_36
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(64, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[4][7:], (5,), (-4,)), as_strided(b[1][16:], (1,), (15,))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=200))
show('may', lambda: np.may_share_memory(x, y, max_work=200))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[8][2:], (4, 2, 3, 6), (1, 8, 1, 2)), as_strided(b[1][21:], (3, 6), (1, 0))
show('shares', lambda: np.shares_memory(x, y, max_work=5))
show('may', lambda: np.may_share_memory(x, y, max_work=5))
show('shares', lambda: np.shares_memory(x, y, max_work=7))
show('may', lambda: np.may_share_memory(x, y, max_work=7))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[4][9:], (2,), (4,)), as_strided(b[8][6:], (1,), (20,))
show('shares', lambda: np.shares_memory(x, y, max_work=7))
show('may', lambda: np.may_share_memory(x, y, max_work=7))
show('shares', lambda: np.shares_memory(x, y, max_work=10))
show('may', lambda: np.may_share_memory(x, y, max_work=10))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[2][30:], (3, 5, 1, 2), (0, -12, 2, -12)), as_strided(b[4][4:], (3, 6), (20, -1))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('exact', lambda: np.shares_memory(x, y))

#@@ case max_work_37
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(128, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[4][7:], (4, 1, 2, 2), (5, -7, -20, 4)), as_strided(b[1][10:], (6,), (6,))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[1][70:], (4,), (-3,)), as_strided(b[4][5:], (4,), (0,))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=5))
show('may', lambda: np.may_share_memory(x, y, max_work=5))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[2][18:], (5, 4, 6, 1), (6, 0, 3, 1)), as_strided(b[2][59:], (6, 4, 3), (-7, -9, -21))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('shares', lambda: np.shares_memory(x, y, max_work=10))
show('may', lambda: np.may_share_memory(x, y, max_work=10))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[4][0:], (6, 5, 6), (15, 12, 0)), as_strided(b[2][49:], (5, 2), (-24, 7))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('shares', lambda: np.shares_memory(x, y, max_work=4))
show('may', lambda: np.may_share_memory(x, y, max_work=4))
show('shares', lambda: np.shares_memory(x, y, max_work=50))
show('may', lambda: np.may_share_memory(x, y, max_work=50))
show('exact', lambda: np.shares_memory(x, y))

#@@ case max_work_38
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(128, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[1][69:], (2, 4, 2, 2), (0, 15, -21, 5)), as_strided(b[2][39:], (4, 4, 1, 5), (1, 9, 7, -16))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('shares', lambda: np.shares_memory(x, y, max_work=10))
show('may', lambda: np.may_share_memory(x, y, max_work=10))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[4][5:], (1, 6), (1, 16)), as_strided(b[8][10:], (2, 2), (-3, 7))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=50))
show('may', lambda: np.may_share_memory(x, y, max_work=50))
show('shares', lambda: np.shares_memory(x, y, max_work=200))
show('may', lambda: np.may_share_memory(x, y, max_work=200))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[2][24:], (1, 4, 3), (5, 24, -16)), as_strided(b[2][17:], (1,), (35,))
show('shares', lambda: np.shares_memory(x, y, max_work=2))
show('may', lambda: np.may_share_memory(x, y, max_work=2))
show('shares', lambda: np.shares_memory(x, y, max_work=5))
show('may', lambda: np.may_share_memory(x, y, max_work=5))
show('shares', lambda: np.shares_memory(x, y, max_work=7))
show('may', lambda: np.may_share_memory(x, y, max_work=7))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[8][15:], (1,), (20,)), as_strided(b[4][2:], (5,), (0,))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('shares', lambda: np.shares_memory(x, y, max_work=5))
show('may', lambda: np.may_share_memory(x, y, max_work=5))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('exact', lambda: np.shares_memory(x, y))

#@@ case max_work_39
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(600, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[1][324:], (3,), (-12,)), as_strided(b[8][6:], (1, 3), (8, 2))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('shares', lambda: np.shares_memory(x, y, max_work=200))
show('may', lambda: np.may_share_memory(x, y, max_work=200))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[4][138:], (1, 4), (21, 6)), as_strided(b[2][133:], (3, 1, 2), (-5, 7, 12))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=3))
show('may', lambda: np.may_share_memory(x, y, max_work=3))
show('shares', lambda: np.shares_memory(x, y, max_work=4))
show('may', lambda: np.may_share_memory(x, y, max_work=4))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[8][68:], (1,), (-4,)), as_strided(b[2][182:], (5, 1, 2), (-1, 24, 1))
show('shares', lambda: np.shares_memory(x, y, max_work=1))
show('may', lambda: np.may_share_memory(x, y, max_work=1))
show('shares', lambda: np.shares_memory(x, y, max_work=4))
show('may', lambda: np.may_share_memory(x, y, max_work=4))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('exact', lambda: np.shares_memory(x, y))
x, y = as_strided(b[8][27:], (4, 1, 6), (24, -4, -4)), as_strided(b[2][75:], (5, 6, 3), (21, -15, 3))
show('shares', lambda: np.shares_memory(x, y, max_work=5))
show('may', lambda: np.may_share_memory(x, y, max_work=5))
show('shares', lambda: np.shares_memory(x, y, max_work=10))
show('may', lambda: np.may_share_memory(x, y, max_work=10))
show('shares', lambda: np.shares_memory(x, y, max_work=20))
show('may', lambda: np.may_share_memory(x, y, max_work=20))
show('exact', lambda: np.shares_memory(x, y))

#@@ case max_work_sweep_0
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(600, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[2][106:], (3, 1, 5), (-12, 35, 21)), as_strided(b[1][329:], (5, 3), (-9, 7))
out = []
for mw in range(1, 41):
    try:
        out.append(int(np.shares_memory(x, y, max_work=mw)))
    except Exception as e:
        out.append(type(e).__name__[0])
print(out)

#@@ case max_work_sweep_1
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(128, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[2][15:], (1,), (-21,)), as_strided(b[1][78:], (1,), (3,))
out = []
for mw in range(1, 41):
    try:
        out.append(int(np.shares_memory(x, y, max_work=mw)))
    except Exception as e:
        out.append(type(e).__name__[0])
print(out)

#@@ case max_work_sweep_2
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(128, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[4][22:], (2, 6, 3), (7, -8, 9)), as_strided(b[1][13:], (1, 6, 1), (24, 20, -6))
out = []
for mw in range(1, 41):
    try:
        out.append(int(np.shares_memory(x, y, max_work=mw)))
    except Exception as e:
        out.append(type(e).__name__[0])
print(out)

#@@ case max_work_sweep_3
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(600, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[4][2:], (2, 6, 6, 3), (12, 1, 6, 8)), as_strided(b[1][433:], (6, 6, 3, 1), (2, 7, 9, -9))
out = []
for mw in range(1, 41):
    try:
        out.append(int(np.shares_memory(x, y, max_work=mw)))
    except Exception as e:
        out.append(type(e).__name__[0])
print(out)

#@@ case max_work_sweep_4
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(128, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[2][54:], (6,), (-7,)), as_strided(b[1][109:], (4, 6), (-24, 0))
out = []
for mw in range(1, 41):
    try:
        out.append(int(np.shares_memory(x, y, max_work=mw)))
    except Exception as e:
        out.append(type(e).__name__[0])
print(out)

#@@ case max_work_sweep_5
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(128, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[2][52:], (4,), (1,)), as_strided(b[4][26:], (2,), (0,))
out = []
for mw in range(1, 41):
    try:
        out.append(int(np.shares_memory(x, y, max_work=mw)))
    except Exception as e:
        out.append(type(e).__name__[0])
print(out)

#@@ case max_work_sweep_6
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(256, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[2][125:], (3, 3, 6, 2), (-3, 0, -4, 0)), as_strided(b[2][24:], (3,), (1,))
out = []
for mw in range(1, 41):
    try:
        out.append(int(np.shares_memory(x, y, max_work=mw)))
    except Exception as e:
        out.append(type(e).__name__[0])
print(out)

#@@ case max_work_sweep_7
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(128, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[2][27:], (1, 6), (-4, 5)), as_strided(b[2][31:], (2, 4, 4, 6), (1, -6, 0, 0))
out = []
for mw in range(1, 41):
    try:
        out.append(int(np.shares_memory(x, y, max_work=mw)))
    except Exception as e:
        out.append(type(e).__name__[0])
print(out)

#@@ case max_work_sweep_8
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(128, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[8][0:], (6, 6), (21, 3)), as_strided(b[2][28:], (6, 1), (0, 3))
out = []
for mw in range(1, 41):
    try:
        out.append(int(np.shares_memory(x, y, max_work=mw)))
    except Exception as e:
        out.append(type(e).__name__[0])
print(out)

#@@ case max_work_sweep_9
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(600, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[8][52:], (6, 1, 6), (0, 20, -5)), as_strided(b[2][148:], (6,), (16,))
out = []
for mw in range(1, 41):
    try:
        out.append(int(np.shares_memory(x, y, max_work=mw)))
    except Exception as e:
        out.append(type(e).__name__[0])
print(out)

#@@ case max_work_sweep_10
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(600, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[2][288:], (5,), (0,)), as_strided(b[8][61:], (4, 1, 2, 4), (1, 20, 2, 4))
out = []
for mw in range(1, 41):
    try:
        out.append(int(np.shares_memory(x, y, max_work=mw)))
    except Exception as e:
        out.append(type(e).__name__[0])
print(out)

#@@ case max_work_sweep_11
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(256, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[8][3:], (1, 1), (4, 21)), as_strided(b[2][57:], (4, 6, 5, 2), (15, 16, -16, 9))
out = []
for mw in range(1, 41):
    try:
        out.append(int(np.shares_memory(x, y, max_work=mw)))
    except Exception as e:
        out.append(type(e).__name__[0])
print(out)

#@@ case max_work_sweep_12
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(256, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[2][49:], (5,), (2,)), as_strided(b[1][235:], (2, 4, 5), (15, 1, -21))
out = []
for mw in range(1, 41):
    try:
        out.append(int(np.shares_memory(x, y, max_work=mw)))
    except Exception as e:
        out.append(type(e).__name__[0])
print(out)

#@@ case max_work_sweep_13
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(600, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[8][21:], (4, 1, 4, 3), (-16, 8, 7, 15)), as_strided(b[2][186:], (5,), (15,))
out = []
for mw in range(1, 41):
    try:
        out.append(int(np.shares_memory(x, y, max_work=mw)))
    except Exception as e:
        out.append(type(e).__name__[0])
print(out)

#@@ case max_work_sweep_14
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(600, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[2][195:], (4, 6, 1, 6), (12, 20, 8, -20)), as_strided(b[2][51:], (3, 4, 5, 4), (-4, -20, -7, 0))
out = []
for mw in range(1, 41):
    try:
        out.append(int(np.shares_memory(x, y, max_work=mw)))
    except Exception as e:
        out.append(type(e).__name__[0])
print(out)

#@@ case max_work_sweep_15
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(128, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[4][24:], (1, 2), (-35, 2)), as_strided(b[8][14:], (2,), (8,))
out = []
for mw in range(1, 41):
    try:
        out.append(int(np.shares_memory(x, y, max_work=mw)))
    except Exception as e:
        out.append(type(e).__name__[0])
print(out)

#@@ case max_work_sweep_16
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(256, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[1][73:], (4, 4), (-20, 0)), as_strided(b[2][75:], (2, 4, 4, 1), (-35, 7, -5, 8))
out = []
for mw in range(1, 41):
    try:
        out.append(int(np.shares_memory(x, y, max_work=mw)))
    except Exception as e:
        out.append(type(e).__name__[0])
print(out)

#@@ case max_work_sweep_17
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(600, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[1][536:], (2, 3, 4, 3), (12, 16, -21, 2)), as_strided(b[8][54:], (1, 6, 3), (5, 21, 3))
out = []
for mw in range(1, 41):
    try:
        out.append(int(np.shares_memory(x, y, max_work=mw)))
    except Exception as e:
        out.append(type(e).__name__[0])
print(out)

#@@ case max_work_sweep_18
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(600, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[1][432:], (4, 1, 3), (0, -5, -2)), as_strided(b[2][65:], (4, 3, 6), (12, 7, 21))
out = []
for mw in range(1, 41):
    try:
        out.append(int(np.shares_memory(x, y, max_work=mw)))
    except Exception as e:
        out.append(type(e).__name__[0])
print(out)

#@@ case max_work_sweep_19
import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros(128, dtype=np.int8)
b = {1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)

x, y = as_strided(b[1][22:], (4,), (4,)), as_strided(b[2][23:], (3,), (0,))
out = []
for mw in range(1, 41):
    try:
        out.append(int(np.shares_memory(x, y, max_work=mw)))
    except Exception as e:
        out.append(type(e).__name__[0])
print(out)
