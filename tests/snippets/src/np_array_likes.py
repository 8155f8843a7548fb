# Issue 19 item 8: numpy functions given Python lists, tuples or numbers where arrays go
# (numpy applies np.asarray to them), np.diag_indices, shares_memory(max_work=).
# Recorded by scripts/record_cases.py (debian12 here, --ref lessons into tests/snippets/lessons/).

#@@ case al00_np_atleast_1d_3
import numpy as np
print(repr(np.atleast_1d(3)))

#@@ case al01_np_atleast_1d_1_2
import numpy as np
print(repr(np.atleast_1d([1, 2])))

#@@ case al02_np_atleast_2d_1_2
import numpy as np
print(repr(np.atleast_2d([1, 2])))

#@@ case al03_np_atleast_2d_3_5
import numpy as np
print(repr(np.atleast_2d(3.5)))

#@@ case al04_np_atleast_3d_1_2
import numpy as np
print(repr(np.atleast_3d([[1, 2]])))

#@@ case al05_np_atleast_3d_1_2_strides
import numpy as np
print(repr(np.atleast_3d([1, 2]).strides))

#@@ case al06_np_atleast_1d_1_2_3
import numpy as np
print(repr(np.atleast_1d(1, [2, 3])))

#@@ case al07_np_diag_indices_3
import numpy as np
print(repr(np.diag_indices(3)))

#@@ case al08_np_diag_indices_2_3
import numpy as np
print(repr(np.diag_indices(2, 3)))

#@@ case al09_np_prod_2_3_4
import numpy as np
print(repr(np.prod((2, 3, 4))))

#@@ case al10_np_prod
import numpy as np
print(repr(np.prod([])))

#@@ case al11_np_shape_1_2_3_4_5_6
import numpy as np
print(repr(np.shape([[1, 2, 3], [4, 5, 6]])))

#@@ case al12_np_shape_5
import numpy as np
print(repr(np.shape(5)))

#@@ case al13_np_ndim_1_2
import numpy as np
print(repr(np.ndim([[1], [2]])))

#@@ case al14_np_ndim_3_0
import numpy as np
print(repr(np.ndim(3.0)))

#@@ case al15_np_size_1_2_3_4
import numpy as np
print(repr(np.size([[1, 2], [3, 4]])))

#@@ case al16_np_transpose_1_2_3_4
import numpy as np
print(repr(np.transpose([[1, 2], [3, 4]])))

#@@ case al17_np_tril_1_2_3_4_5_6_7_8_9
import numpy as np
print(repr(np.tril([[1, 2, 3], [4, 5, 6], [7, 8, 9]])))

#@@ case al18_np_triu_1_2_3_4_1
import numpy as np
print(repr(np.triu([[1, 2], [3, 4]], 1)))

#@@ case al19_np_where_true_false_true
import numpy as np
print(repr(np.where([True, False, True])))

#@@ case al20_np_where_0_1_1_0
import numpy as np
print(repr(np.where([[0, 1], [1, 0]])))

#@@ case al21_np_sum_1_2_3
import numpy as np
print(repr(np.sum([1, 2, 3])))

#@@ case al22_np_cumsum_1_2_3
import numpy as np
print(repr(np.cumsum([1, 2, 3])))

#@@ case al23_np_reshape_1_2_3_4_2_2
import numpy as np
print(repr(np.reshape([1, 2, 3, 4], (2, 2))))

#@@ case al24_np_ravel_1_2_3_4
import numpy as np
print(repr(np.ravel([[1, 2], [3, 4]])))

#@@ case al25_np_flip_1_2_3
import numpy as np
print(repr(np.flip([1, 2, 3])))

#@@ case al26_np_argmax_3_1_4
import numpy as np
print(repr(np.argmax([3, 1, 4])))

#@@ case al27_np_nonzero_0_2_0_3
import numpy as np
print(repr(np.nonzero([0, 2, 0, 3])))

#@@ case al28_np_squeeze_1_2
import numpy as np
print(repr(np.squeeze([[1], [2]])))

#@@ case al29_np_expand_dims_1_2_0
import numpy as np
print(repr(np.expand_dims([1, 2], 0)))

#@@ case al30_np_swapaxes_1_2_0_1
import numpy as np
print(repr(np.swapaxes([[1, 2]], 0, 1)))

#@@ case al31_np_count_nonzero_0_1_2
import numpy as np
print(repr(np.count_nonzero([0, 1, 2])))

#@@ case al32_np_isclose_1_0_2_0_1_0_2_1
import numpy as np
print(repr(np.isclose([1.0, 2.0], [1.0, 2.1])))

#@@ case al33_np_take_4_5_6_0_2
import numpy as np
print(repr(np.take([4, 5, 6], [0, 2])))

#@@ case al34_np_diag_1_2
import numpy as np
print(repr(np.diag([1, 2])))

#@@ case al35_np_diagonal_1_2_3_4
import numpy as np
print(repr(np.diagonal([[1, 2], [3, 4]])))

#@@ case al36_np_trace_1_2_3_4
import numpy as np
print(repr(np.trace([[1, 2], [3, 4]])))

#@@ case al37_np_roll_1_2_3_1
import numpy as np
print(repr(np.roll([1, 2, 3], 1)))

#@@ case al38_np_sort_3_1_2
import numpy as np
print(repr(np.sort([3, 1, 2])))

#@@ case al39_np_mean_1_2
import numpy as np
print(repr(np.mean([1, 2])))

#@@ case al40_np_max_1_5
import numpy as np
print(repr(np.max([1, 5])))

#@@ case al41_np_all_true_false
import numpy as np
print(repr(np.all([True, False])))

#@@ case al42_np_any_0_0
import numpy as np
print(repr(np.any([0, 0])))

#@@ case al43_np_outer_1_2_3_4
import numpy as np
print(repr(np.outer([1, 2], [3, 4])))

#@@ case al44_np_split_np_arange_6_2_4
import numpy as np
print(repr(np.split(np.arange(6), [2, 4])))

#@@ case al45_np_array_split_np_arange_7_3
import numpy as np
print(repr(np.array_split(np.arange(7), 3)))

#@@ case al46_np_shares_memory_np_arange_4_np_arange_4
import numpy as np
print(repr(np.shares_memory(np.arange(4), np.arange(4), max_work=1000)))

#@@ case al47_np_shares_memory_np_arange_4_2_np_arange
import numpy as np
print(repr(np.shares_memory(np.arange(4)[::2], np.arange(4)[1::2], max_work=None)))

#@@ case al48_np_may_share_memory_np_arange_4_np_arang
import numpy as np
print(repr(np.may_share_memory(np.arange(4), np.arange(4))))

#@@ case al49_np_diag_indices_3_1
import numpy as np
print(repr(np.diag_indices(3, 1)))

#@@ case al50_np_diag_indices_0
import numpy as np
print(repr(np.diag_indices(0)))

#@@ case al51_np_diag_indices_2_ndim_3
import numpy as np
print(repr(np.diag_indices(2, ndim=3)))

#@@ case al52_np_shares_memory_np_arange_4_np_arange_4
import numpy as np
print(repr(np.shares_memory(np.arange(4), np.arange(4)[1:], max_work=0)))

#@@ case al_block_tril_mix
import numpy as np
m = np.tril([[1, 2, 3], [4, 5, 6], [7, 8, 9]], -1)
print(m, m.strides, m.flags["C_CONTIGUOUS"])
print(np.shape(m.T), np.ndim(m[0]), np.size(m[:, 1:]))

#@@ case al_atleast_views
import numpy as np
for x in (3, [1, 2], [[1, 2]]):
    for f in (np.atleast_1d, np.atleast_2d, np.atleast_3d):
        r = f(x)
        print(f.__name__, r.shape, r.strides)

#@@ case al_reductions
import numpy as np
print(np.prod((2, 3, 4)), np.sum([[1, 2], [3, 4]], axis=0), np.mean([1, 2, 3, 4]))
print(np.argmax([[1, 9], [8, 2]], axis=1), np.cumsum((1, 2, 3)))

#@@ case al_diag_indices_write
import numpy as np
a = np.zeros((3, 3), dtype=int)
a[np.diag_indices(3)] = 7
print(a)
r, c = np.diag_indices(2)
print(r is c, r.strides)
