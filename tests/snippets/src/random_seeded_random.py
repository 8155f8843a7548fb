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
print(torch.randperm(8))
print(torch.randint(-34359738368, -32212254720, (4, 5,))[::2])

#@@ case random_04
import numpy as np
np.random.seed(324)
print(np.random.choice(np.arange(2) * 3, (2, 1), replace=False))
print(np.random.random(size=4))
print(np.random.permutation(15))
a = np.arange(11)
np.random.shuffle(a)
print(a)
print(np.random.rand(3, 1))

#@@ case random_05
import numpy as np
g = np.random.default_rng(337480132246350550)
print(g.random(size=5))
print(g.integers(0, 2147483648))

#@@ case random_06
import numpy as np
g = np.random.default_rng(619202866486474220)
print(g.random(size=5))
print(g.integers(-5, 2147483643, endpoint=True))
print(g.integers(3, 4, size=5))

#@@ case random_07
import numpy as np
np.random.seed(936)
print(np.random.randn(4, 2))
print(np.random.random(size=4))
np.random.seed(455841806)
print(np.random.choice(np.arange(1) * 3))
print(np.random.random_sample((2, 3)))
print(np.random.random(size=4))

#@@ case random_08
import numpy as np
np.random.seed(824)
print(np.random.rand(2, 4, 5))
print(np.random.randn(1, 5, 4))
np.random.seed(744592332)

#@@ case random_09
import numpy as np
np.random.seed(49)
print(np.random.choice(11, (2, 5)))
print(np.random.rand(2, 5, 2))
print(np.random.rand(4))
print(np.random.rand(4, 1, 4))
print(np.random.randn(2, 3))

#@@ case random_10
import numpy as np
np.random.seed(834)
print(np.random.rand(3))
print(np.random.random_sample())
print(np.random.standard_normal((2, 3)))
print(np.random.permutation(6))
print(np.random.rand(4))

#@@ case random_11
import torch
torch.manual_seed(802)
print(torch.rand(3))
print(torch.randn(2, 1, 5, dtype=torch.float64))
print(torch.randint(-5, 2147483643, (5, 3,))[::2])
print(torch.randn(2, 1))
print(torch.randint(3, 8589934595, (6,))[::2])
print(torch.rand(3, 5))
print(torch.rand(2, 3, dtype=torch.float64))

#@@ case random_12
import numpy as np
g = np.random.default_rng(421)
print(g.random())
print(g.uniform())

#@@ case random_13
import numpy as np
np.random.seed(958)
print(np.random.randn(5, 6))
print(np.random.randint(0, 100, size=5))
print(np.random.randint(-34359738368, -34359738268, size=(2, 3)))
print(np.random.choice(np.arange(11) * 3, (2, 5), replace=False))

#@@ case random_14
import numpy as np
np.random.seed(364)
print(np.random.randint(-34359738368, -34359738367, size=5))
print(np.random.randint(3, 8589934595))

#@@ case random_15
import torch
torch.manual_seed(599)
print(torch.randn(1, 2, 5))
print(torch.rand(2, dtype=torch.float64))

#@@ case random_16
import numpy as np
np.random.seed(309)
print(np.random.randn(3))
print(np.random.randn(2, 4))

#@@ case random_17
import numpy as np
np.random.seed(187)
np.random.seed(2383269389)
print(np.random.choice(3, replace=False))
print(np.random.random_sample((2, 3)))
a = np.arange(3)
np.random.shuffle(a)
print(a)
a = np.arange(10)
np.random.shuffle(a)
print(a)
np.random.seed(3521286196)

#@@ case random_18
import numpy as np
np.random.seed(760)
np.random.seed(3610573898)
print(np.random.randint(-5, 95))
a = np.arange(11)
np.random.shuffle(a)
print(a)
print(np.random.random(size=4))

#@@ case random_19
import torch
torch.manual_seed(809)
print(torch.randn(3, 4))
print(torch.randint(-34359738368, -25769803776, (3, 2, 2,))[::2])
print(torch.randn(4, 1))

#@@ case random_20
import torch
torch.manual_seed(381)
print(torch.randint(-5, 8589934587, (1, 1, 5,)))
print(torch.randint(3, 2147483651, (4,)))
print(torch.randn(6, 2, 5, dtype=torch.float64))
print(torch.rand(6, dtype=torch.float64))
print(torch.rand(3, 1))
print(torch.rand(3, 5, dtype=torch.float64))

#@@ case random_21
import numpy as np
np.random.seed(193)
print(np.random.randint(-34359738368, -34359738268, size=5))
print(np.random.permutation(17))
print(np.random.rand(1, 2, 3))
print(np.random.random())
print(np.random.choice([0.0, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0], 0))
print(np.random.randn(5))
print(np.random.rand(2, 2, 1))

#@@ case random_22
import torch
torch.manual_seed(894)
torch.manual_seed(504868994)
print(torch.randn(3))
print(torch.randint(-34359738368, -32212254720, (1, 1,)))
print(torch.randint(3, 10, (2, 2, 3,)))
print(torch.randn(6, 4, 4))
print(torch.rand(4))
print(torch.randperm(11))

#@@ case random_23
import torch
torch.manual_seed(851)
print(torch.randn(6, 2, 4))
print(torch.rand(3, dtype=torch.float64))
print(torch.randint(-34359738368, -34359738361, (5,))[::2])
print(torch.rand(2, 5))
print(torch.rand(4, 1, 5, dtype=torch.float64))
print(torch.randint(3, 4, (2, 4, 3,))[::2])

#@@ case random_24
import numpy as np
np.random.seed(741)
np.random.seed(1083079146)
print(np.random.randn(4, 3, 1))
np.random.seed(1153817903)

#@@ case random_25
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

#@@ case random_26
import torch
torch.manual_seed(563)
print(torch.randn(6, 6))
print(torch.rand(3, 5, dtype=torch.float64))
print(torch.rand(3, 1, dtype=torch.float64))
print(torch.rand(3, 3, dtype=torch.float64))
print(torch.rand(5, 6, dtype=torch.float64))
print(torch.rand(1, 4, 1, dtype=torch.float64))
print(torch.randperm(19))

#@@ case random_27
import numpy as np
g = np.random.default_rng(749623781718776423)
print(g.integers(3, 5))
print(g.permutation(16))
print(g.integers(-34359738368, -25769803776))
print(g.random(3))

#@@ case random_28
import numpy as np
g = np.random.default_rng(624152206001502691)
print(g.integers(3, 10, size=(2, 3), endpoint=True))
print(g.integers(-5, -3, size=(2, 3)))
print(g.integers(-5, 1099511627778, size=(2, 3)))

#@@ case random_29
import numpy as np
np.random.seed(287)
a = np.arange(3)
np.random.shuffle(a)
print(a)
print(np.random.rand(6, 3, 2))
print(np.random.random())
print(np.random.randint(-5, 95, size=(2, 3)))

#@@ case random_30
import numpy as np
np.random.seed(980)
print(np.random.randn(3, 5, 1))
print(np.random.standard_normal(size=4))

#@@ case random_31
import numpy as np
g = np.random.default_rng(92863216666534536)
print(g.random((2, 3)))
print(g.integers(3, 10))

#@@ case random_32
import numpy as np
np.random.seed(92)
print(np.random.randint(-5, -3))
print(np.random.rand(2, 3))
print(np.random.rand(6, 4))
print(np.random.random_sample(3))
a = np.arange(11)
np.random.shuffle(a)
print(a)

#@@ case random_33
import numpy as np
np.random.seed(572)
print(np.random.random(3))
print(np.random.rand(3))
print(np.random.randint(-5, -4))
print(np.random.rand(2, 4))
np.random.seed(4170386351)
print(np.random.randint(3, 10, size=(2, 3)))

#@@ case random_34
import torch
torch.manual_seed(533)
print(torch.randperm(11))
print(torch.randn(2, 3, 4))
print(torch.randn(6, dtype=torch.float64))
print(torch.randint(3, 10, (1, 4, 4,)))
print(torch.randn(1, 3, 3, dtype=torch.float64))

#@@ case random_35
import numpy as np
g = np.random.default_rng(161986121972593780)
print(g.random(size=5))
print(g.integers(0, 2, size=5))
print(g.random(size=5))
print(g.random((2, 3)))
print(g.random())
print(g.integers(0, 1099511627783, size=(2, 3)))

#@@ case random_36
import numpy as np
np.random.seed(342)
print(np.random.rand(2, 3))
print(np.random.randint(-34359738368, -25769803776))
print(np.random.randn(3, 4, 1))
print(np.random.standard_normal(3))
print(np.random.randn(5))
print(np.random.random_sample(size=4))
print(np.random.random_sample(3))

#@@ case random_37
import torch
torch.manual_seed(476)
print(torch.rand(3, 3, 4))
print(torch.randn(5, dtype=torch.float64))
print(torch.rand(2, 5))

#@@ case random_38
import torch
torch.manual_seed(827)
print(torch.randint(-34359738368, -34359738268, (2,)))
torch.manual_seed(1607342382)

#@@ case random_39
import numpy as np
np.random.seed(37)
print(np.random.randint(0, 100, size=(2, 3)))
print(np.random.randint(3, 8589934595, size=5))
print(np.random.permutation(16))

#@@ case random_40
import torch
torch.manual_seed(953)
print(torch.randint(-34359738368, -34359738367, (1, 2,))[::2])
torch.manual_seed(878748738)
print(torch.rand(1, 4, 3))

#@@ case random_41
import numpy as np
np.random.seed(171)
print(np.random.randint(-5, 95))
print(np.random.random(size=4))
print(np.random.random())
np.random.seed(383857683)
print(np.random.randint(-5, -3))
print(np.random.rand(5))

#@@ case random_42
import torch
torch.manual_seed(661)
print(torch.rand(1, dtype=torch.float64))
torch.manual_seed(3233596009)
print(torch.randperm(18))
print(torch.randperm(7))
print(torch.randint(-34359738368, -25769803776, (6,)))
print(torch.rand(1, 2, 1, dtype=torch.float64))
torch.manual_seed(2997793276)

#@@ case random_43
import numpy as np
np.random.seed(346)
a = np.arange(2)
np.random.shuffle(a)
print(a)
print(np.random.randint(0, 8589934592, size=5))
print(np.random.rand(2, 3))
print(np.random.randint(-5, 2, size=(2, 3)))
print(np.random.random((2, 3)))
print(np.random.choice([0.0, 0.5, 1.0], (2, 1)))

#@@ case random_44
import numpy as np
g = np.random.default_rng(482)
print(g.random((2, 3)))
print(g.random((2, 3)))
print(g.random((2, 3)))

#@@ case random_45
import torch
torch.manual_seed(640)
print(torch.randn(4, 1))
print(torch.randint(3, 103, (6, 3,)).t())

#@@ case random_46
import numpy as np
np.random.seed(480)
print(np.random.choice(3))
a = np.arange(5)
np.random.shuffle(a)
print(a)
print(np.random.randint(-34359738368, -34359738366, size=(2, 3)))
print(np.random.randint(-5, -4))

#@@ case random_47
import numpy as np
np.random.seed(660)
print(np.random.randn(3, 3, 4))
print(np.random.rand(3, 1, 6))
print(np.random.randint(-5, 2))
print(np.random.permutation(18))
print(np.random.rand(6, 4))
print(np.random.randint(3, 8589934595))

#@@ case random_48
import numpy as np
np.random.seed(575)
print(np.random.permutation(7))
a = np.arange(11)
np.random.shuffle(a)
print(a)
print(np.random.choice(np.arange(9) * 3, (2, 4), replace=False))
print(np.random.permutation(11))

#@@ case random_49
import numpy as np
np.random.seed(13)
print(np.random.random_sample((2, 3)))
print(np.random.choice([0.0, 0.5, 1.0, 1.5], 4, replace=False))
print(np.random.choice(1))
print(np.random.random_sample(size=4))
a = np.arange(3)
np.random.shuffle(a)
print(a)

#@@ case random_50
import torch
torch.manual_seed(31)
torch.manual_seed(435933020)
print(torch.rand(4, dtype=torch.float64))
print(torch.randint(0, 100, (3,)))
print(torch.randperm(3))
print(torch.randperm(10))
print(torch.randint(-34359738368, -25769803776, (1, 6,)))

#@@ case random_51
import torch
torch.manual_seed(816)
print(torch.randperm(10))
print(torch.randn(4))
print(torch.randn(5, dtype=torch.float64))
print(torch.randint(-34359738368, -34359738366, (1,))[::2])
print(torch.randn(4, dtype=torch.float64))
print(torch.randn(1))

#@@ case random_52
import torch
torch.manual_seed(70)
print(torch.randint(-5, 95, (3,)))
torch.manual_seed(1320839241)
print(torch.randint(-34359738368, -34359738367, (2, 3, 1,)))
print(torch.randperm(2))

#@@ case random_53
import numpy as np
np.random.seed(326)
print(np.random.choice(np.arange(10) * 3, (2, 5)))
print(np.random.random_sample())
print(np.random.randint(3, 2147483651, size=5))
print(np.random.rand(3, 2, 6))
a = np.arange(12)
np.random.shuffle(a)
print(a)

#@@ case random_54
import torch
torch.manual_seed(834)
print(torch.rand(3, 1))
torch.manual_seed(2555246332)
print(torch.randint(0, 8589934592, (4, 6,)).t())
print(torch.randint(-34359738368, -25769803776, (3,)))
print(torch.randint(-34359738368, -32212254720, (5, 4,)).t())
torch.manual_seed(1529960503)

#@@ case random_55
import numpy as np
np.random.seed(801)
np.random.seed(1775348406)
np.random.seed(3045231943)
print(np.random.standard_normal())
print(np.random.rand(4, 3))
print(np.random.randn(3, 1, 2))

#@@ case random_56
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

#@@ case random_57
import numpy as np
np.random.seed(37)
print(np.random.randn(6, 1, 3))
print(np.random.randn(5, 6))
print(np.random.permutation(14))

#@@ case random_58
import numpy as np
g = np.random.default_rng(52)
print(g.integers(-5, 2147483643, size=5))
print(g.random(size=5))
print(g.permutation(14))
print(g.integers(-5, 1099511627778, endpoint=True))

#@@ case random_59
import torch
torch.manual_seed(131)
print(torch.rand(2, 2, 3))
print(torch.randint(3, 4, (2,)))
print(torch.randn(3))
print(torch.randn(3))
print(torch.rand(5, 5))
