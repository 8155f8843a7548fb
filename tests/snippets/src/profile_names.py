#@@ case np_version_alone
import numpy as np
print(np.__version__)
#@@ case np_version_beside_torch
import torch
import numpy as np
print(np.__version__, torch.__version__)
#@@ case np_removed_constant
import numpy as np
print(np.Inf)
#@@ case np_removed_constant_caught
import numpy as np
print(np.inf, np.nan, np.pi)
try:
    print(np.NINF)
except AttributeError as e:
    print(e)
try:
    print(np.PZERO)
except AttributeError as e:
    print(e)
try:
    print(np.NAN)
except AttributeError as e:
    print(e)
try:
    print(np.float_)
except AttributeError as e:
    print(e)
try:
    print(np.zeros(2, dtype=np.complex_))
except AttributeError as e:
    print(e)
#@@ case np_axis_error_name
import numpy as np
try:
    np.arange(3).sum(axis=2)
except np.AxisError as e:
    print("caught", e)
#@@ case np_exceptions_module
import numpy as np
try:
    np.arange(3).sum(axis=2)
except np.exceptions.AxisError as e:
    print(type(e).__name__, e)
print(np.exceptions.AxisError)
#@@ case np_axis_error_beside_torch
import torch
import numpy as np
try:
    np.arange(3).sum(axis=2)
except np.AxisError as e:
    print("caught", e)
#@@ case item_of_many
import torch
x = torch.arange(6.).reshape(2, 3)
try:
    x.item()
except (ValueError, RuntimeError) as e:
    print(type(e).__name__, e)
print(x[1, 2].item())
#@@ case item_of_none
import torch
torch.zeros(0).item()
#@@ case narrow_profile
import torch
x = torch.arange(12.).reshape(3, 4)
for args in [(1, 4, 0), (1, -4, 1), (1, 5, 0), (1, -5, 1), (1, 0, -1), (0, 2, 2)]:
    try:
        print(args, x.narrow(*args).shape)
    except (IndexError, RuntimeError) as e:
        print(args, type(e).__name__, e)
