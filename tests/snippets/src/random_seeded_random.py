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
a = np.arange(2)
np.random.shuffle(a)
print(a)
print(np.random.randn(4, 1, 6))
print(np.random.rand(3, 1))
print(np.random.rand(2, 4))
a = np.arange(2)
np.random.shuffle(a)
print(a)

#@@ case random_05
import numpy as np
g = np.random.default_rng(594)
print(g.random())
print(g.permutation(8))
print(g.integers(3, 5, endpoint=True))

#@@ case random_06
import numpy as np
np.random.seed(948)
print(np.random.randint(-5, 2147483643))
print(np.random.random((2, 3)))
np.random.seed(2871421313)
a = np.arange(13)
np.random.shuffle(a)
print(a)
print(np.random.randint(3, 2147483651, size=5))

#@@ case random_07
import torch
torch.manual_seed(826)
print(torch.randn(1, 1, dtype=torch.float64))
print(torch.randint(3, 4, (5,)))
print(torch.rand(4, 3))

#@@ case random_08
import torch
torch.manual_seed(633)
print(torch.rand(2, 4, 5, dtype=torch.float64))
print(torch.randn(4, 1, 2))
print(torch.randint(-5, -4, (5, 1, 4,))[::2])

#@@ case random_09
import numpy as np
g = np.random.default_rng(728)
print(g.permutation(4))
print(g.random(3))
print(g.uniform(0, 10, (2, 2)))
print(g.integers(0, 100, size=5))
print(g.uniform(-3, 3, 4))
print(g.integers(-34359738368, -34359738361, size=5))

#@@ case random_10
import torch
torch.manual_seed(122)
print(torch.randint(3, 4, (2,)))
print(torch.randperm(14))
print(torch.randint(-34359738368, -32212254720, (2, 1, 3,)))
print(torch.randn(2, 1, 5, dtype=torch.float64))
print(torch.randint(-5, 2147483643, (5, 3,))[::2])
print(torch.randn(2, 1))

#@@ case random_11
import numpy as np
np.random.seed(739)
print(np.random.randint(0, 2147483648, size=5))
print(np.random.rand(3))
a = np.arange(3)
np.random.shuffle(a)
print(a)

#@@ case random_12
import torch
torch.manual_seed(421)
print(torch.randn(3))
print(torch.rand(3, 4, 5))
print(torch.randperm(10))
print(torch.randint(-34359738368, -34359738268, (1, 6, 3,))[::2])

#@@ case random_13
import numpy as np
np.random.seed(398)
a = np.arange(6)
np.random.shuffle(a)
print(a)
np.random.seed(3071643292)
print(np.random.permutation(9))
print(np.random.randint(3, 8589934595))

#@@ case random_14
import torch
torch.manual_seed(599)
print(torch.randn(1, 2, 5))
print(torch.rand(2, dtype=torch.float64))

#@@ case random_15
import numpy as np
np.random.seed(309)
print(np.random.randn(3))
print(np.random.randn(2, 4))

#@@ case random_16
import numpy as np
np.random.seed(187)
np.random.seed(2383269389)
print(np.random.permutation(4))
print(np.random.rand(3))
print(np.random.random_sample((2, 3)))
a = np.arange(3)
np.random.shuffle(a)
print(a)
a = np.arange(10)
np.random.shuffle(a)
print(a)

#@@ case random_17
import numpy as np
g = np.random.default_rng(87642361987873894)
print(g.integers(3, 4, size=(2, 3)))
print(g.integers(-5, 95))
print(g.integers(-5, 8589934587, size=5, endpoint=True))
a = np.arange(4)
g.shuffle(a)
print(a)

#@@ case random_18
import torch
torch.manual_seed(881)
print(torch.randn(3, 2))
print(torch.rand(2, 4))
print(torch.randperm(16))

#@@ case random_19
import numpy as np
np.random.seed(654)
np.random.seed(3139656674)
print(np.random.rand(1, 1, 5))
print(np.random.rand(1, 4, 4))

#@@ case random_20
import numpy as np
np.random.seed(831)
print(np.random.randint(0, 1))
print(np.random.randint(3, 2147483651, size=5))
print(np.random.randn(2, 3, 3))
print(np.random.random_sample(3))
a = np.arange(4)
np.random.shuffle(a)
print(a)
a = np.arange(11)
np.random.shuffle(a)
print(a)
np.random.seed(1815280397)

#@@ case random_21
import numpy as np
np.random.seed(898)
print(np.random.rand(1, 2, 3))
print(np.random.random())
print(np.random.permutation(16))
print(np.random.randint(0, 7))
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
a = np.arange(3)
np.random.shuffle(a)
print(a)

#@@ case random_44
import numpy as np
np.random.seed(248)
print(np.random.random(size=4))
print(np.random.rand(1))
print(np.random.randint(3, 5, size=5))
a = np.arange(1)
np.random.shuffle(a)
print(a)
print(np.random.randn(2, 4))
print(np.random.randint(0, 100, size=(2, 3)))
print(np.random.rand(3))

#@@ case random_45
import torch
torch.manual_seed(394)
print(torch.randn(3, 4))
print(torch.randint(-34359738368, -34359738268, (3, 2,)))
print(torch.randint(0, 2, (6,)))
print(torch.randint(-34359738368, -34359738366, (1, 2, 4,)))

#@@ case random_46
import numpy as np
np.random.seed(404)
print(np.random.randint(3, 2147483651, size=(2, 3)))
a = np.arange(12)
np.random.shuffle(a)
print(a)
print(np.random.rand(2, 2))

#@@ case random_47
import torch
torch.manual_seed(636)
print(torch.rand(6, 5))
print(torch.randn(5))
print(torch.rand(5, dtype=torch.float64))

#@@ case random_48
import numpy as np
np.random.seed(231)
print(np.random.randint(3, 8589934595, size=(2, 3)))
print(np.random.random_sample(size=4))
print(np.random.random(size=4))
print(np.random.random_sample((2, 3)))
print(np.random.permutation(7))
print(np.random.randint(-34359738368, -34359738361, size=(2, 3)))
print(np.random.permutation(0))

#@@ case random_49
import numpy as np
g = np.random.default_rng(1131084070558700646)
a = np.arange(3)
g.shuffle(a)
print(a)
print(g.integers(-5, 2))
a = np.arange(2)
g.shuffle(a)
print(a)
print(g.random())
print(g.integers(3, 8589934595, size=(2, 3)))

#@@ case random_50
import torch
torch.manual_seed(919)
torch.manual_seed(647169012)
print(torch.randint(0, 8589934592, (2,))[::2])

#@@ case random_51
import torch
torch.manual_seed(185)
torch.manual_seed(1016601617)
print(torch.randn(5, dtype=torch.float64))

#@@ case random_52
import torch
torch.manual_seed(969)
torch.manual_seed(2945285013)
print(torch.randn(4, 1, dtype=torch.float64))
print(torch.randn(4))

#@@ case random_53
import numpy as np
g = np.random.default_rng(655)
print(g.random(3))
print(g.random(3))
print(g.integers(3, 10, size=5))
print(g.integers(3, 1099511627786, endpoint=True))
print(g.permutation(2))

#@@ case random_54
import numpy as np
np.random.seed(326)
print(np.random.permutation(18))
print(np.random.randn(1, 5, 5))
print(np.random.rand(3, 4))
print(np.random.randint(3, 5, size=(2, 3)))
a = np.arange(12)
np.random.shuffle(a)
print(a)

#@@ case random_55
import torch
torch.manual_seed(834)
print(torch.rand(3, 1))
torch.manual_seed(2555246332)
print(torch.randint(0, 8589934592, (4, 6,)).t())
print(torch.randint(-34359738368, -25769803776, (3,)))
print(torch.randint(-34359738368, -32212254720, (5, 4,)).t())
torch.manual_seed(1529960503)

#@@ case random_56
import numpy as np
np.random.seed(801)
np.random.seed(1775348406)
np.random.seed(3045231943)
print(np.random.standard_normal())
print(np.random.rand(4, 3))
print(np.random.randn(3, 1, 2))

#@@ case random_57
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

#@@ case random_58
import numpy as np
np.random.seed(37)
print(np.random.randn(6, 1, 3))
print(np.random.randn(5, 6))
print(np.random.permutation(14))

#@@ case random_59
import numpy as np
g = np.random.default_rng(52)
print(g.integers(-5, 2147483643, size=5))
print(g.random(size=5))
print(g.permutation(14))
print(g.integers(-5, 1099511627778, endpoint=True))
