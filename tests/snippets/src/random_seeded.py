# Hand-picked programs for seeded random numbers (src/lang/arrays/arr_random.c): torch.manual_seed with
# rand / randn / randint / randperm, numpy's legacy np.random.seed with rand / randn / random /
# randint / permutation / shuffle / choice, np.random.default_rng(seed) with random / uniform / integers /
# permutation / shuffle.  (Unseeded values stay refused: tests/lang_cli.sh.)  Outputs are recorded from torch 1.13 / numpy 1.24 by
# scripts/record_cases.py, never typed.

#@@ case torch_seeded_draws
import torch
torch.manual_seed(0)
print(torch.rand(5))
print(torch.randn(2, 3))
print(torch.randn(3))
x = torch.randn(4, 4, dtype=torch.float64)
print(x)
print(x.t().stride(), x.t().contiguous())
print(torch.randint(0, 10, (5,)))
print(torch.randint(10, (2, 3)))
print(torch.randperm(8))

#@@ case torch_reseed_and_float64_normal_fill
import torch
torch.manual_seed(42)
a = torch.rand(2, 3, dtype=torch.float64)
print(a, a.sum())
print(torch.randn(20, dtype=torch.float64)[::4])
print(torch.randn(5))
torch.manual_seed(42)
print(torch.rand(2, 3, dtype=torch.float64).eq(a).all())

#@@ case torch_randint_ranges_and_errors
import torch
torch.manual_seed(3)
try:
    torch.randint(5, 5, (2,))
except RuntimeError as e:
    print(e)
print(torch.randint(-3, 3, (4,), dtype=torch.int8))
print(torch.randint(0, 2**40, (3,)))
for dt in [torch.int8, torch.int16, torch.int32, torch.uint8]:
    for lo, hi in [(-300, 3), (0, 2**40), (-2**40, 0), (0, 300)]:
        try:
            print(torch.randint(lo, hi, (2,), dtype=dt))
        except RuntimeError as e:
            print(dt, lo, hi, e)
print(torch.randperm(0), torch.randperm(1), torch.randperm(5, dtype=torch.int32))

#@@ case torch_normal_cache_spans_calls
import torch
torch.manual_seed(7)
print(torch.randn(1))
print(torch.randn(1))
print(torch.rand(1))
print(torch.randn(1))
torch.manual_seed(7)
print(torch.randn(1), torch.randn(2))

#@@ case torch_views_of_seeded_tensor
import torch
torch.manual_seed(1)
x = torch.rand(3, 4)
y = x.t()
print(y.is_contiguous(), y.stride())
y[0, 0] = 5
print(x[0, 0])
print(x.view(2, 6)[1])
z = torch.rand(2, 2).expand(2, 2, 2)
print(z, z.stride())

#@@ case numpy_seeded_draws
import numpy as np
np.random.seed(0)
print(np.random.rand(3))
print(np.random.randint(0, 10, size=5))
print(np.random.rand())
print(np.random.randn(2, 3))
print(np.random.randn())
print(np.random.random((2, 2)))
print(np.random.random_sample())
print(np.random.randint(5), type(np.random.randint(5)), type(np.random.randint(5, dtype=np.int64)))
print(np.random.permutation(10))
a = np.arange(6)
np.random.shuffle(a)
print(a)
print(np.random.standard_normal(3))
print(np.random.randint(3, size=(2, 3)))

#@@ case numpy_seeded_views_and_errors
import numpy as np
np.random.seed(123)
x = np.random.rand(3, 4)
print(x.T.strides, x.T.flags.c_contiguous)
print(x[:, ::2])
print(np.random.randint(0, 2**40, size=3))
try:
    np.random.seed(-1)
except ValueError as e:
    print(e)
try:
    np.random.randint(5, 5)
except ValueError as e:
    print(e)
b = np.arange(10)[::2]
np.random.shuffle(b)
print(b)

#@@ case numpy_gauss_cache_and_reseed
import numpy as np
np.random.seed(5)
print(np.random.randn(3))
print(np.random.randn())
np.random.seed(5)
print(np.random.randn(), np.random.randn(), np.random.rand())

#@@ case torch_float32_randn_of_16_or_more_values
import torch
torch.manual_seed(0)
y = torch.randn(4, 4)
print(y, y.stride())
print(torch.rand(3))
z = torch.randn(17)
print(z.tolist()[-3:], torch.randint(0, 100, (4,)))
w = torch.randn(2, 3, 4)
print(w.permute(2, 0, 1))
print(w.tolist()[1][2])

#@@ case numpy_generator_default_rng
import numpy as np
rng = np.random.default_rng(0)
print(rng)
print(rng.random(3))
print(rng.integers(0, 10, size=8))
print(rng.random(), rng.uniform(), rng.uniform(1, 2), type(rng.uniform(1, 2)))
print(rng.integers(2**62), type(rng.integers(5)))
print(rng.integers(0, 5, endpoint=True, size=(2, 3)))
print(rng.permutation(10))
a = np.arange(8)
rng.shuffle(a)
print(a)
x = rng.random((3, 4))
print(x.T.strides, x[:, ::2])
print(rng.uniform(-1, 1, size=3))
g2 = np.random.default_rng(seed=2**40 + 5)
print(g2.random(), g2.integers(10**12, size=2))
for c in [lambda: rng.integers(0), lambda: rng.integers(5, 5), lambda: rng.uniform(3, 1, 2), lambda: np.random.default_rng(-1), lambda: rng.random(size=-1)]:
    try:
        c()
    except ValueError as e:
        print(e)
print(rng.integers(3, size=0))

#@@ case numpy_legacy_choice
import numpy as np
np.random.seed(0)
print(np.random.choice(10))
print(np.random.choice(10, 3))
print(np.random.choice([1.5, 2.5, 3.5], size=(2, 2)))
print(np.random.choice(5, 3, replace=False))
print(np.random.choice(np.arange(10)[::2], 2, replace=False))
print(np.random.choice(8, (2, 3), replace=False))
x = np.random.choice(np.arange(6), 4)
print(x, type(np.random.choice([1, 2, 3])), type(np.random.choice(3)), type(np.random.choice(3, replace=False)))
for c in [lambda: np.random.choice(0, 2), lambda: np.random.choice([], 2), lambda: np.random.choice(3, 5, replace=False), lambda: np.random.choice([[1, 2]], 1)]:
    try:
        c()
    except ValueError as e:
        print(e)
print(np.random.choice(0, 0), np.random.choice([], 0))

#@@ case torch_uniform_normal_and_like
import torch
torch.manual_seed(0)
x = torch.zeros(2, 3)
print(x.uniform_(-1, 1))
print(torch.empty(20).uniform_(2.5, 7.25).tolist())
print(torch.empty(5, dtype=torch.float64).uniform_(-3, 5).tolist())
print(torch.empty(4).normal_(2, 3).tolist())
print(torch.empty(40).normal_(-1.5, 0.25).tolist())
print(torch.empty(20, dtype=torch.float64).normal_(3, 2).tolist())
print(torch.normal(2., 3., size=(3,)).tolist(), torch.normal(0, 1, (2, 2)), torch.normal(1, 2, (18,), dtype=torch.float64).tolist())
y = torch.arange(6.).reshape(2, 3)
print(torch.rand_like(y), torch.randn_like(y).tolist())
z = torch.zeros(4, 5)
z[1].uniform_(0, 10)
z[2:].normal_()
print(z)
for c in [lambda: torch.zeros(2).uniform_(2, 1), lambda: torch.zeros(2).normal_(0, -1), lambda: torch.normal(0, -1, (2,)), lambda: torch.zeros(3, dtype=torch.int64).uniform_(), lambda: torch.zeros(3, dtype=torch.int64).normal_()]:
    try:
        c()
    except RuntimeError as e:
        print(e)

#@@ case unseeded_and_unmodelled_draws_have_exact_layouts
import torch
import numpy as np
x = torch.randn(3, 4)
print(x.stride(), x.shape, x.dtype, x.t().contiguous().stride())
a = np.random.rand(2, 3)
print(a.strides, a.shape, a.dtype, a.T.flags.f_contiguous)
torch.manual_seed(0)
h = torch.rand(3, dtype=torch.float16)
print(h.shape, h.dtype, h.stride())
