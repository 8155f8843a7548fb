# Summarized printing (more than 1000 elements) of torch tensors and numpy arrays:
# first/last three entries of each axis longer than six, formatter fitted on those.

#@@ case t_1d_just_above
import torch
print(torch.arange(1001))

#@@ case t_1d_at_threshold
import torch
print(torch.arange(1000)[-20:])
x = torch.arange(1000)
print(x.sum(), x.numel())

#@@ case t_1d_far_above
import torch
print(torch.arange(1000000))

#@@ case t_1d_negative
import torch
print(torch.arange(-5000, 5000))

#@@ case t_1d_neg_wide
import torch
print(torch.arange(2000) - 1000000000000)

#@@ case t_1d_float_fixed
import torch
print(torch.arange(1001.) / 7)

#@@ case t_1d_float_intmode
import torch
print(torch.arange(1001.))

#@@ case t_1d_float_sci_big
import torch
print(torch.arange(5000.) * 1e5)

#@@ case t_1d_float_sci_small
import torch
print((torch.arange(1200.) + 1) * 1e-7)

#@@ case t_1d_sci_hidden_middle
import torch
x = torch.ones(2000)
x[1000] = 1e10
x[1001] = 1e-10
print(x)

#@@ case t_1d_width_hidden_middle
import torch
x = torch.zeros(2000, dtype=torch.int64)
x[1000] = 123456789
x[1] = -7
print(x)

#@@ case t_1d_nan_inf
import torch
y = torch.zeros(1001)
y[0] = float('nan')
y[500] = float('inf')
y[-1] = -float('inf')
print(y)

#@@ case t_1d_nan_inf_fixed
import torch
y = torch.arange(1001.) / 3
y[1] = float('nan')
y[-2] = float('inf')
print(y)

#@@ case t_1d_all_zero
import torch
print(torch.zeros(3000))

#@@ case t_1d_bool
import torch
print(torch.arange(1500) % 3 == 0)

#@@ case t_1d_float16
import torch
print(torch.arange(1100, dtype=torch.float16) / 8)

#@@ case t_1d_float64
import torch
print(torch.arange(1001, dtype=torch.float64) / 3)

#@@ case t_1d_uint8
import torch
print(torch.arange(1001).to(torch.uint8))

#@@ case t_1d_int8_neg
import torch
print(torch.arange(1001).to(torch.int8))

#@@ case t_1d_int32
import torch
print(torch.arange(-1001, 1001, dtype=torch.int32))

#@@ case t_1d_linspace
import torch
print(torch.linspace(-1, 1, 2001))

#@@ case t_1d_step_view
import torch
x = torch.arange(5000)
print(x[::3])
print(x[::-1] if False else x[4000:])

#@@ case t_2d_square
import torch
print(torch.arange(10000).reshape(100, 100))

#@@ case t_2d_few_rows
import torch
print(torch.arange(2000).reshape(2, 1000))

#@@ case t_2d_few_cols
import torch
print(torch.arange(2000).reshape(1000, 2))

#@@ case t_2d_six_cols
import torch
print(torch.arange(1200).reshape(200, 6))

#@@ case t_2d_seven_cols
import torch
print(torch.arange(1400).reshape(200, 7))

#@@ case t_2d_wide_cols_wrap
import torch
print(torch.arange(1010).reshape(1, 1010) * 1000000000)

#@@ case t_2d_float_fixed
import torch
print(torch.arange(1200.).reshape(30, 40) / 9 - 50)

#@@ case t_2d_transpose
import torch
print(torch.arange(1200).reshape(30, 40).t())

#@@ case t_2d_uint8_step
import torch
print(torch.arange(1200, dtype=torch.uint8).reshape(30, 40)[::2])

#@@ case t_2d_float64_suffix
import torch
print(torch.arange(2000, dtype=torch.float64).reshape(40, 50) * 1e-3)

#@@ case t_2d_int16_suffix
import torch
print(torch.arange(2000, dtype=torch.int16).reshape(40, 50) - 1000)

#@@ case t_2d_expand
import torch
print(torch.arange(5.).expand(300, 5))

#@@ case t_2d_expand_wide
import torch
print(torch.arange(500.).expand(3, 500) / 4)

#@@ case t_2d_bool_t
import torch
print((torch.arange(1200).reshape(40, 30) % 2 == 0).t())

#@@ case t_2d_sci_neg
import torch
x = torch.arange(1200.).reshape(40, 30) + 1
print(-(x * x * x * x))

#@@ case t_3d_basic
import torch
print(torch.arange(2000.).reshape(2, 10, 100) / 7)

#@@ case t_3d_all_cut
import torch
print(torch.arange(8000).reshape(20, 20, 20))

#@@ case t_3d_mid_short
import torch
print(torch.arange(3000).reshape(10, 3, 100))

#@@ case t_3d_first_short
import torch
print(torch.arange(1500).reshape(5, 30, 10))

#@@ case t_3d_permute
import torch
print(torch.arange(2400.).reshape(10, 12, 20).permute(2, 0, 1))

#@@ case t_3d_float16
import torch
print(torch.ones(3, 20, 20, dtype=torch.float16) / 3)

#@@ case t_3d_bool
import torch
print(torch.arange(2400).reshape(2, 30, 40) > 5)

#@@ case t_3d_float64_sci
import torch
print(torch.arange(1331, dtype=torch.float64).reshape(11, 11, 11) ** 3)

#@@ case t_4d_bool
import torch
print(torch.arange(2400).reshape(2,3,20,20) > 5)

#@@ case t_4d_float16
import torch
print(torch.ones(3, 4, 5, 20, dtype=torch.float16))

#@@ case t_4d_all_small
import torch
print(torch.arange(1296).reshape(6, 6, 6, 6))

#@@ case t_4d_all_cut
import torch
print(torch.arange(2401).reshape(7, 7, 7, 7) - 1200)

#@@ case t_4d_mixed
import torch
print(torch.arange(2000.).reshape(10, 2, 10, 10) * 0.5)

#@@ case t_5d
import torch
print(torch.arange(4096).reshape(8, 2, 8, 4, 8))

#@@ case t_repr_str_list
import torch
x = torch.arange(1001)
print(repr(x) == str(x))
print([torch.arange(1002)])

#@@ case t_fstring
import torch
x = torch.arange(3000.).reshape(3, 1000)
print(f'x = {x}')

#@@ case t_slice_shrinks
import torch
x = torch.arange(5000)
print(x[:1000])
print(x[:1001])

#@@ case n_1d_just_above
import numpy as np
print(np.arange(1001))

#@@ case n_1d_repr
import numpy as np
print(repr(np.arange(1001)))

#@@ case n_1d_float
import numpy as np
print(np.arange(1001.) / 3)

#@@ case n_1d_float_repr
import numpy as np
print(repr(np.arange(1001.) / 3))

#@@ case n_1d_float32
import numpy as np
print(repr(np.arange(1001, dtype=np.float32) / 3))

#@@ case n_1d_sci
import numpy as np
print(np.arange(5000.) * 1e5)

#@@ case n_1d_sci_hidden
import numpy as np
x = np.ones(2000)
x[1000] = 1e10
x[1001] = 1e-10
print(x)
print(repr(x))

#@@ case n_1d_width_hidden
import numpy as np
x = np.zeros(2000, dtype=np.int64)
x[1000] = 123456789
x[1] = -7
print(x)
print(repr(x))

#@@ case n_1d_nan_inf
import numpy as np
y = np.zeros(1001)
y[0] = float('nan')
y[500] = float('inf')
y[-1] = -float('inf')
print(y)
print(repr(y))

#@@ case n_1d_bool
import numpy as np
print(np.arange(1500) % 3 == 0)
print(repr(np.arange(1500) % 3 == 0))

#@@ case n_1d_uint8
import numpy as np
print(repr(np.arange(1001).astype(np.uint8)))

#@@ case n_1d_int8
import numpy as np
print(np.arange(1001).astype(np.int8))
print(repr(np.arange(1001).astype(np.int8)))

#@@ case n_1d_neg_wide
import numpy as np
print(repr(np.arange(2000) - 1000000000000))

#@@ case n_1d_linspace
import numpy as np
print(np.linspace(-1, 1, 2001))

#@@ case n_1d_step
import numpy as np
x = np.arange(5000)
print(x[::3])
print(x[4000:])

#@@ case n_2d_square
import numpy as np
print(np.arange(10000).reshape(100, 100))
print(repr(np.arange(10000).reshape(100, 100)))

#@@ case n_2d_few_rows
import numpy as np
print(repr(np.arange(2000).reshape(2, 1000)))

#@@ case n_2d_few_cols
import numpy as np
print(np.arange(2000).reshape(1000, 2))

#@@ case n_2d_seven_cols
import numpy as np
print(repr(np.arange(1400).reshape(200, 7)))

#@@ case n_2d_float_fixed
import numpy as np
print(np.arange(1200.).reshape(30, 40) / 9 - 50)

#@@ case n_2d_transpose
import numpy as np
print(repr(np.arange(1200).reshape(30, 40).T))

#@@ case n_2d_int16
import numpy as np
print(repr(np.arange(2000, dtype=np.int16).reshape(40, 50) - 1000))

#@@ case n_2d_wrap_wide
import numpy as np
print(repr(np.arange(1010).reshape(1, 1010) * 1000000000))
print(np.arange(1010).reshape(1, 1010) * 1000000000)

#@@ case n_2d_float32_sci
import numpy as np
x = np.arange(1200, dtype=np.float32).reshape(40, 30) + 1
print(repr(-(x * x * x * x)))

#@@ case n_2d_broadcast
import numpy as np
print(np.broadcast_to(np.arange(5.), (300, 5)))

#@@ case n_3d_basic
import numpy as np
print(np.arange(2000.).reshape(2, 10, 100) / 7)

#@@ case n_3d_all_cut
import numpy as np
print(repr(np.arange(8000).reshape(20, 20, 20)))

#@@ case n_3d_mid_short
import numpy as np
print(np.arange(3000).reshape(10, 3, 100))

#@@ case n_3d_bool
import numpy as np
print(repr(np.arange(2400).reshape(2, 30, 40) > 5))

#@@ case n_3d_transpose
import numpy as np
print(np.arange(2400.).reshape(10, 12, 20).transpose(2, 0, 1))

#@@ case n_4d_int16
import numpy as np
print(repr(np.arange(2400).reshape(2,3,20,20).astype(np.int16)))

#@@ case n_4d_all_small
import numpy as np
print(np.arange(1296).reshape(6, 6, 6, 6))

#@@ case n_4d_all_cut
import numpy as np
print(repr(np.arange(2401).reshape(7, 7, 7, 7) - 1200))

#@@ case n_5d
import numpy as np
print(np.arange(4096).reshape(8, 2, 8, 4, 8))

#@@ case n_list_of_arrays
import numpy as np
print([np.arange(1002)])

#@@ case i_from_numpy
import torch
import numpy as np
a = np.arange(3000.).reshape(30, 100)
t = torch.from_numpy(a)
print(t)
print(t.numpy())

#@@ case i_tensor_numpy_float32
import torch
import numpy as np
t = torch.arange(2000.).reshape(20, 100) / 3
print(t.numpy())
print(repr(t.numpy()))

#@@ case t_suffix_wrap
import torch
print(torch.arange(1001, dtype=torch.int32) * 100000)

#@@ case t_float16_sci
import torch
print(torch.arange(1200, dtype=torch.float16))
print(torch.arange(1200, dtype=torch.float16).reshape(40, 30))

#@@ case t_intmode_nan
import torch
x = torch.arange(1001.)
x[0] = float('nan')
x[-1] = float('inf')
print(x)

#@@ case t_str_len
import torch
x = torch.arange(5000).reshape(50, 100)
s = str(x)
print(len(s), s.count('...'), s.count('\n'))

#@@ case t_ellipsis_line_start
import torch
print(torch.arange(1001) * -1000000000000000)
print(torch.arange(1001) * -1000000000000)

#@@ case t_ellipsis_rows_wide
import torch
print((torch.arange(2000).reshape(10, 200) * -1000000000000000).t())

#@@ case n_suffix_wrap
import numpy as np
print(repr(np.arange(1001, dtype=np.int32) * 100000))
print(repr(np.arange(1001, dtype=np.int8).reshape(7, 143)))

#@@ case n_float32_intlike
import numpy as np
print(np.arange(1001, dtype=np.float32))
print(repr(np.arange(1001, dtype=np.float32) - 0.5))

#@@ case n_str_len
import numpy as np
x = np.arange(5000).reshape(50, 100)
s = str(x)
print(len(s), s.count('...'), len(repr(x)))

#@@ case n_ellipsis_line_start
import numpy as np
print(np.arange(1001) * -1000000000000000)
print(repr(np.arange(1001) * -1000000000000))

#@@ case n_float_nan_shown
import numpy as np
x = np.arange(2000.) / 7
x[1] = float('nan')
x[-1] = -float('inf')
print(x.reshape(20, 100))
