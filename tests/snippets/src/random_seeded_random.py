# Random programs for seeded random numbers (seed 2026, made by scripts/gen_random_cases.py).
# Outputs are recorded from torch 1.13 / numpy 1.24 with scripts/record_cases.py, never typed.

#@@ case random_00
import numpy as np
g = np.random.default_rng(514)
print(g.integers(-34359738368, 1065151889415, size=(2, 3), endpoint=True))
print(g.permutation(18))
print(g.integers(0, 2147483648))
print(g.uniform())
print(g.integers(-34359738368, -25769803776, size=5))
print(g.uniform(-3, 3, 4))

#@@ case random_01
import numpy as np
np.random.seed(824)
a = np.arange(9)
np.random.shuffle(a)
print(a)
print(np.random.randint(3, 4, size=(2, 3)))
print(np.random.random_sample(size=4))
print(np.random.rand(3, 1, 6))
print(np.random.randn(4, 1))

#@@ case random_02
import numpy as np
np.random.seed(510)
print(np.random.randn(1, 5, 2))
print(np.random.randint(0, 8589934592, size=(2, 3)))

#@@ case random_03
import torch
torch.manual_seed(637)
print(torch.randn(6))
print(torch.randint(-34359738368, -25769803776, (2, 3, 3,)))
torch.manual_seed(2102461783)
print(torch.rand_like(torch.zeros(6, 1, 3, dtype=torch.float64)).tolist())
print(torch.randint(3, 103, (4,))[::2])

#@@ case random_04
import torch
torch.manual_seed(272)
print(torch.randn(4))
print(torch.randperm(2))
torch.manual_seed(3409218794)
print(torch.rand(1, 5, 3, dtype=torch.float64))
print(torch.rand(6, 5, dtype=torch.float64))

#@@ case random_05
import numpy as np
np.random.seed(558)
print(np.random.random((2, 3)))
np.random.seed(2871421313)
a = np.arange(13)
np.random.shuffle(a)
print(a)

#@@ case random_06
import numpy as np
np.random.seed(519)
print(np.random.randn(5))
print(np.random.permutation(12))
np.random.seed(455841806)
print(np.random.choice(np.arange(1) * 3))
print(np.random.random_sample((2, 3)))

#@@ case random_07
import numpy as np
np.random.seed(509)
print(np.random.randint(-5, -3, size=(2, 3)))
print(np.random.random_sample((2, 3)))
print(np.random.random())
print(np.random.random(3))
print(np.random.randint(-5, -4, size=(2, 3)))

#@@ case random_08
import numpy as np
np.random.seed(462)
print(np.random.rand(6, 1, 2))
print(np.random.randint(-5, 2147483643))
print(np.random.rand(4))
print(np.random.rand(4, 1, 4))
print(np.random.randn(2, 3))
print(np.random.random_sample((2, 3)))
print(np.random.random_sample(size=4))

#@@ case random_09
import numpy as np
np.random.seed(537)
print(np.random.permutation(6))
print(np.random.rand(4))
print(np.random.randint(-34359738368, -32212254720, size=(2, 3)))
print(np.random.rand(3))

#@@ case random_10
import torch
torch.manual_seed(703)
print(torch.randint(-5, -4, (2, 1, 3,)))
print(torch.empty(6).uniform_(0, 100).tolist())
print(torch.randn(3, 2))
print(torch.rand(1, dtype=torch.float64))
print(torch.randperm(8))
print(torch.randn(3))

#@@ case random_11
import numpy as np
g = np.random.default_rng(807752535946378788)
print(g.integers(0, 100, size=5))
print(g.integers(-34359738368, -25769803776, endpoint=True))
print(g.permutation(8))
print(g.uniform(-3, 3, 4))
print(g.random(size=5))

#@@ case random_12
import torch
torch.manual_seed(338)
print(torch.randint(0, 7, (3, 5,)))
print(torch.randn(1, 2, 5))
print(torch.rand(2, dtype=torch.float64))
print(torch.randn(1, 4, dtype=torch.float64))

#@@ case random_13
import torch
torch.manual_seed(393)
print(torch.rand(6, 2))
print(torch.rand(6, dtype=torch.float64))
print(torch.randperm(4))
print(torch.rand(3, dtype=torch.float64))
print(torch.randn(6, dtype=torch.float64))

#@@ case random_14
import numpy as np
np.random.seed(566)
print(np.random.randint(3, 10, size=(2, 3)))
print(np.random.standard_normal((2, 3)))

#@@ case random_15
import numpy as np
g = np.random.default_rng(559873678706648041)
a = np.arange(11)
g.shuffle(a)
print(a)
print(g.integers(-5, 8589934587, size=5, endpoint=True))

#@@ case random_16
import torch
torch.manual_seed(848)
print(torch.rand(3, dtype=torch.float64))
print(torch.randn(5, 3, 2))
print(torch.rand(2, 4))
print(torch.normal(-3.5, 0.5, size=(6,)).tolist())

#@@ case random_17
import numpy as np
g = np.random.default_rng(757)
print(g.integers(0, 100, size=5))
a = np.arange(2)
g.shuffle(a)
print(a)
print(g.random(size=5))
print(g.uniform(-3, 3, 4))
print(g.uniform(1, 2))
print(g.random((2, 3)))
print(g.uniform(-3, 3, 4))

#@@ case random_18
import numpy as np
np.random.seed(193)
print(np.random.randint(-34359738368, -34359738268, size=5))
print(np.random.permutation(17))
print(np.random.rand(1, 2, 3))
print(np.random.random())
print(np.random.choice([0.0, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0], 0))
print(np.random.randn(5))
print(np.random.rand(2, 2, 1))

#@@ case random_19
import torch
torch.manual_seed(894)
torch.manual_seed(504868994)
print(torch.randn(3))
print(torch.randint(-34359738368, -32212254720, (1, 1,)))
print(torch.randint(3, 10, (2, 2, 3,)))
print(torch.randn(6, 4, 4))
print(torch.rand(4))
print(torch.randperm(11))

#@@ case random_20
import torch
torch.manual_seed(851)
print(torch.randn(6, 2, 4))
print(torch.rand(3, dtype=torch.float64))
print(torch.randint(-34359738368, -34359738361, (5,))[::2])
print(torch.rand(2, 5))
print(torch.rand(4, 1, 5, dtype=torch.float64))
print(torch.randint(3, 4, (2, 4, 3,))[::2])

#@@ case random_21
import numpy as np
np.random.seed(741)
np.random.seed(1083079146)
print(np.random.randn(4, 3, 1))
np.random.seed(1153817903)

#@@ case random_22
import numpy as np
g = np.random.default_rng(1054085282500853704)
print(g.integers(0, 2147483648, size=(2, 3)))
print(g.integers(0, 1, endpoint=True))
a = np.arange(8)
g.shuffle(a)
print(a)
print(g.random(3))
print(g.integers(0, 2147483648, size=5))
print(g.random((2, 3)))

#@@ case random_23
import torch
torch.manual_seed(563)
print(torch.randn(6, 6))
print(torch.rand(3, 5, dtype=torch.float64))
print(torch.rand(3, 1, dtype=torch.float64))
print(torch.rand(3, 3, dtype=torch.float64))
print(torch.rand(5, 6, dtype=torch.float64))
print(torch.rand(1, 4, 1, dtype=torch.float64))
print(torch.empty(1, 5, 2, dtype=torch.float64).uniform_(2, 100).tolist())

#@@ case random_24
import numpy as np
np.random.seed(29)
print(np.random.rand(5, 5))
print(np.random.rand(3))
print(np.random.randint(-34359738368, -34359738366, size=(2, 3)))
print(np.random.randint(3, 10, size=(2, 3)))
print(np.random.randn(2, 2, 6))

#@@ case random_25
import numpy as np
np.random.seed(886)
print(np.random.rand(2, 2))
print(np.random.rand(6, 3, 2))

#@@ case random_26
import torch
torch.manual_seed(54)
print(torch.randint(-34359738368, -25769803776, (4, 5, 1,)))
print(torch.rand(5, 1, dtype=torch.float64))
print(torch.randint(-34359738368, -34359738366, (2, 6,))[::2])

#@@ case random_27
import numpy as np
g = np.random.default_rng(218261974715477324)
print(g.permutation(8))
print(g.uniform())
print(g.random(3))
print(g.permutation(2))
print(g.integers(-34359738368, -34359738366))
print(g.random(size=5))

#@@ case random_28
import numpy as np
g = np.random.default_rng(973003524429469950)
print(g.permutation(6))
a = np.arange(11)
g.shuffle(a)
print(a)
print(g.integers(-34359738368, -34359738367))
print(g.random())
print(g.uniform(1, 2))

#@@ case random_29
import numpy as np
g = np.random.default_rng(208)
print(g.random(3))
print(g.integers(3, 10, size=(2, 3), endpoint=True))
print(g.uniform(0, 10, (2, 2)))
print(g.integers(3, 1099511627786, size=5, endpoint=True))
a = np.arange(2)
g.shuffle(a)
print(a)

#@@ case random_30
import numpy as np
np.random.seed(992)
print(np.random.standard_normal())
a = np.arange(11)
np.random.shuffle(a)
print(a)
print(np.random.randint(3, 8589934595))
print(np.random.random_sample())

#@@ case random_31
import torch
torch.manual_seed(82)
torch.manual_seed(467280591)
print(torch.randint(-34359738368, -32212254720, (5, 1,)))
print(torch.randperm(4))
torch.manual_seed(1682930409)
print(torch.rand(1, 1))
print(torch.randint(0, 8589934592, (6, 2,)).t())

#@@ case random_32
import torch
torch.manual_seed(734)
print(torch.randint(-34359738368, -34359738366, (3, 4, 1,)))
print(torch.rand(4))
print(torch.randint(-34359738368, -32212254720, (4, 5,)))
print(torch.randn(4, 2, 3))
print(torch.rand(3, 3, 4))

#@@ case random_33
import numpy as np
np.random.seed(170)
print(np.random.rand(2, 5))
np.random.seed(730413899)
print(np.random.randn(1))
print(np.random.permutation(13))
print(np.random.randn(2))
print(np.random.rand(2, 5))

#@@ case random_34
import torch
torch.manual_seed(261)
print(torch.normal(0.25, 2.5, size=(6,)).tolist())
print(torch.empty(6, 1, 2, dtype=torch.float64).normal_(-3.5, 0.5).tolist())
print(torch.randint(3, 5, (3,))[::2])

#@@ case random_35
import torch
torch.manual_seed(265)
print(torch.randperm(17))
print(torch.rand(2, 4, 1, dtype=torch.float64))

#@@ case random_36
import numpy as np
g = np.random.default_rng(402)
print(g.random(size=5))
print(g.integers(-34359738368, -25769803776, size=(2, 3)))

#@@ case random_37
import numpy as np
g = np.random.default_rng(459700591294547662)
print(g.uniform(1, 2))
print(g.integers(0, 7))
a = np.arange(10)
g.shuffle(a)
print(a)
print(g.permutation(7))
print(g.permutation(15))

#@@ case random_38
import torch
torch.manual_seed(818)
print(torch.rand(1, 2, 1, dtype=torch.float64))
torch.manual_seed(2997793276)
print(torch.randint(3, 2147483651, (1, 6,))[::2])
print(torch.randn(1, dtype=torch.float64))

#@@ case random_39
import torch
torch.manual_seed(311)
print(torch.randint(-5, 2, (5, 1, 1,)))
print(torch.empty(1, 2, 1, dtype=torch.float64).uniform_(-1, 0.25).tolist())
print(torch.randn(5, 1, 1))
print(torch.rand(4, 1, dtype=torch.float64))
print(torch.randn_like(torch.zeros(6, 3, dtype=torch.float64)).tolist())
print(torch.rand(2, 1))

#@@ case random_40
import numpy as np
g = np.random.default_rng(715)
print(g.integers(-5, 1099511627778))
print(g.uniform(-3, 3, 4))
print(g.integers(-34359738368, -34359738366, size=(2, 3), endpoint=True))
a = np.arange(9)
g.shuffle(a)
print(a)
a = np.arange(12)
g.shuffle(a)
print(a)
print(g.uniform(0, 10, (2, 2)))
print(g.random((2, 3)))

#@@ case random_41
import numpy as np
g = np.random.default_rng(450539367063414057)
print(g.permutation(18))
print(g.random(size=5))
print(g.integers(0, 2147483648, size=5))

#@@ case random_42
import numpy as np
np.random.seed(575)
print(np.random.permutation(7))
a = np.arange(11)
np.random.shuffle(a)
print(a)
print(np.random.choice(np.arange(9) * 3, (2, 4), replace=False))
print(np.random.permutation(11))

#@@ case random_43
import numpy as np
np.random.seed(13)
print(np.random.random_sample((2, 3)))
print(np.random.choice([0.0, 0.5, 1.0, 1.5], 4, replace=False))
print(np.random.choice(1))
print(np.random.random_sample(size=4))
a = np.arange(3)
np.random.shuffle(a)
print(a)

#@@ case random_44
import torch
torch.manual_seed(31)
torch.manual_seed(435933020)
print(torch.rand(4, dtype=torch.float64))
print(torch.randint(0, 100, (3,)))
print(torch.randperm(3))
print(torch.randperm(10))
print(torch.randint(-34359738368, -25769803776, (1, 6,)))

#@@ case random_45
import torch
torch.manual_seed(816)
print(torch.randperm(10))
print(torch.randn(4))
print(torch.randn(5, dtype=torch.float64))
print(torch.randint(-34359738368, -34359738366, (1,))[::2])
print(torch.randn(4, dtype=torch.float64))
print(torch.randn(1))

#@@ case random_46
import torch
torch.manual_seed(70)
print(torch.randint(-5, 95, (3,)))
torch.manual_seed(1320839241)
print(torch.randint(-34359738368, -34359738367, (2, 3, 1,)))
print(torch.randperm(2))

#@@ case random_47
import numpy as np
np.random.seed(326)
print(np.random.choice(np.arange(10) * 3, (2, 5)))
print(np.random.random_sample())
print(np.random.randint(3, 2147483651, size=5))
print(np.random.rand(3, 2, 6))
a = np.arange(12)
np.random.shuffle(a)
print(a)

#@@ case random_48
import torch
torch.manual_seed(834)
print(torch.rand(3, 1))
torch.manual_seed(2555246332)
print(torch.randint(0, 8589934592, (4, 6,)).t())
print(torch.randint(-34359738368, -25769803776, (3,)))
print(torch.randint(-34359738368, -32212254720, (5, 4,)).t())
torch.manual_seed(1529960503)

#@@ case random_49
import numpy as np
np.random.seed(801)
np.random.seed(1775348406)
np.random.seed(3045231943)
print(np.random.standard_normal())
print(np.random.rand(4, 3))
print(np.random.randn(3, 1, 2))

#@@ case random_50
import numpy as np
g = np.random.default_rng(79)
print(g.uniform(0, 10, (2, 2)))
print(g.random())
print(g.uniform())
print(g.permutation(7))
print(g.random())
a = np.arange(13)
g.shuffle(a)
print(a)
print(g.permutation(18))

#@@ case random_51
import numpy as np
np.random.seed(37)
print(np.random.randn(6, 1, 3))
print(np.random.randn(5, 6))
print(np.random.permutation(14))

#@@ case random_52
import numpy as np
g = np.random.default_rng(52)
print(g.integers(-5, 2147483643, size=5))
print(g.random(size=5))
print(g.permutation(14))
print(g.integers(-5, 1099511627778, endpoint=True))

#@@ case random_53
import torch
torch.manual_seed(131)
print(torch.rand(2, 2, 3))
print(torch.randint(3, 4, (2,)))
print(torch.randn(3))
print(torch.randn(3))
print(torch.rand(5, 5))

#@@ case random_54
import torch
torch.manual_seed(230)
print(torch.randn(2, dtype=torch.float64))
print(torch.rand(3, 6, 1, dtype=torch.float64))
print(torch.rand(4, 3, 2))
print(torch.randint(3, 103, (6,))[::2])
print(torch.rand(5, 1, dtype=torch.float64))

#@@ case random_55
import torch
torch.manual_seed(282)
print(torch.randint(0, 7, (3,)))
print(torch.randn(1, 2, 3, dtype=torch.float64))
print(torch.rand(4, 1, 4, dtype=torch.float64))
print(torch.rand(6))
print(torch.normal(-3.5, 2.5, size=(1, 2,)).tolist())

#@@ case random_56
import numpy as np
g = np.random.default_rng(641)
print(g.integers(-34359738368, -25769803776, size=5))
print(g.random(size=5))
a = np.arange(8)
g.shuffle(a)
print(a)
print(g.integers(0, 8589934592, size=(2, 3), endpoint=True))

#@@ case random_57
import torch
torch.manual_seed(960)
print(torch.randn(5, 1, dtype=torch.float64))
print(torch.randint(0, 100, (6, 1,))[::2])
print(torch.randn(4, 1))
print(torch.randint(3, 4, (1, 2,)).t())

#@@ case random_58
import numpy as np
g = np.random.default_rng(212)
print(g.random(size=5))
print(g.uniform(0, 10, (2, 2)))

#@@ case random_59
import numpy as np
np.random.seed(135)
print(np.random.randint(3, 5, size=5))
print(np.random.randint(3, 103, size=5))
print(np.random.randint(-5, -4, size=5))
