# Random programs for seeded random numbers (seed 2026, made by scripts/gen_random_cases.py).
# Outputs are recorded from torch 1.13 / numpy 1.24 with scripts/record_cases.py, never typed.

#@@ case random_00
import torch
torch.manual_seed(514)
print(torch.randint(0, 2, (2, 1, 5,)))
print(torch.rand(4))
print(torch.randint(-34359738368, -25769803776, (2, 4,)).t())
print(torch.rand(4, 6))
print(torch.randint(0, 2147483648, (1, 6, 3,)))
print(torch.randn(4, 1, 4))

#@@ case random_01
import numpy as np
np.random.seed(768)
print(np.random.permutation(12))
a = np.arange(5)
np.random.shuffle(a)
print(a)
print(np.random.permutation(18))
a = np.arange(8)
np.random.shuffle(a)
print(a)
print(np.random.random(3))
print(np.random.randint(0, 8589934592, size=(2, 3)))

#@@ case random_02
import numpy as np
np.random.seed(105)
print(np.random.randint(-34359738368, -34359738366, size=5))
print(np.random.permutation(3))
print(np.random.randint(-34359738368, -25769803776, size=5))
print(np.random.randint(3, 2147483651, size=5))
print(np.random.randint(3, 2147483651, size=(2, 3)))
print(np.random.random_sample(size=4))
print(np.random.randn(3, 1))

#@@ case random_03
import torch
torch.manual_seed(671)
print(torch.randperm(16))
print(torch.randperm(11))
print(torch.randperm(8))
print(torch.randint(-34359738368, -32212254720, (4, 5,))[::2])
print(torch.randperm(9))
print(torch.rand(4, dtype=torch.float64))

#@@ case random_04
import torch
torch.manual_seed(988)
print(torch.randperm(15))
print(torch.randperm(20))
print(torch.rand(3, 1))

#@@ case random_05
import numpy as np
np.random.seed(421)
print(np.random.randn(1))
np.random.seed(3409218794)
print(np.random.rand(1, 5, 3))

#@@ case random_06
import numpy as np
np.random.seed(650)
print(np.random.rand(6, 5))
print(np.random.randint(-34359738368, -25769803776, size=(2, 3)))
a = np.arange(9)
np.random.shuffle(a)
print(a)
print(np.random.rand(5, 3, 1))

#@@ case random_07
import torch
torch.manual_seed(163)
print(torch.randint(3, 2147483651, (4, 2,))[::2])
print(torch.randint(-34359738368, -34359738367, (4,)))
torch.manual_seed(110768239)

#@@ case random_08
import numpy as np
np.random.seed(335)
print(np.random.randn(1, 4))
a = np.arange(10)
np.random.shuffle(a)
print(a)
print(np.random.randint(-5, -3, size=(2, 3)))
print(np.random.random_sample((2, 3)))
print(np.random.random())
print(np.random.random(3))
print(np.random.randint(-5, -4, size=(2, 3)))

#@@ case random_09
import numpy as np
np.random.seed(859)
print(np.random.standard_normal(3))
print(np.random.standard_normal())

#@@ case random_10
import torch
torch.manual_seed(542)
print(torch.randint(-5, -3, (2, 4, 3,)))
print(torch.randn(3, 2, dtype=torch.float64))
print(torch.rand(4, 4, dtype=torch.float64))

#@@ case random_11
import torch
torch.manual_seed(181)
print(torch.randn(3, 1, 2))
print(torch.rand(4, dtype=torch.float64))
print(torch.randn(2, 1, 3, dtype=torch.float64))
print(torch.randint(3, 2147483651, (1, 5, 6,)))

#@@ case random_12
import numpy as np
np.random.seed(581)
print(np.random.rand(5, 3))
print(np.random.randint(-5, -4, size=5))
np.random.seed(1872832839)
print(np.random.rand(3))
print(np.random.randint(-5, 8589934587, size=(2, 3)))
print(np.random.rand(3, 5))
print(np.random.permutation(9))

#@@ case random_13
import numpy as np
np.random.seed(165)
print(np.random.rand(4))
print(np.random.permutation(8))
print(np.random.randn(1))
np.random.seed(98688507)

#@@ case random_14
import torch
torch.manual_seed(702)
print(torch.randn(3, 4, dtype=torch.float64))
print(torch.randint(0, 100, (5, 2,))[::2])
print(torch.randn(6, dtype=torch.float64))
print(torch.randn(4, 3, dtype=torch.float64))
print(torch.randperm(11))
torch.manual_seed(3071643292)

#@@ case random_15
import numpy as np
np.random.seed(288)
print(np.random.randn(1, 3, 4))
print(np.random.randn(5))
a = np.arange(4)
np.random.shuffle(a)
print(a)
print(np.random.randint(0, 2, size=(2, 3)))
print(np.random.rand(2))
print(np.random.standard_normal((2, 3)))
np.random.seed(2483037223)

#@@ case random_16
import torch
torch.manual_seed(393)
print(torch.rand(6, 2))
print(torch.rand(6, dtype=torch.float64))
print(torch.randperm(4))
print(torch.rand(3, dtype=torch.float64))
print(torch.randn(6, dtype=torch.float64))

#@@ case random_17
import numpy as np
np.random.seed(859)
print(np.random.randint(3, 10, size=(2, 3)))
print(np.random.standard_normal((2, 3)))
np.random.seed(3610573898)

#@@ case random_18
import numpy as np
np.random.seed(248)
np.random.seed(3744040626)
print(np.random.randint(3, 5, size=(2, 3)))
print(np.random.permutation(10))
print(np.random.permutation(11))
print(np.random.randn(2, 2, 6))

#@@ case random_19
import torch
torch.manual_seed(496)
print(torch.randperm(16))
print(torch.randint(0, 8589934592, (1,)))

#@@ case random_20
import torch
torch.manual_seed(748)
print(torch.rand(1, 1, 5))
print(torch.randint(3, 2147483651, (4,)))
print(torch.randn(6, 2, 5, dtype=torch.float64))
print(torch.rand(6, dtype=torch.float64))

#@@ case random_21
import torch
torch.manual_seed(267)
torch.manual_seed(3381186517)
print(torch.rand(3, 5, dtype=torch.float64))
print(torch.randn(6, dtype=torch.float64))
print(torch.randint(-34359738368, -34359738268, (5, 2,))[::2])

#@@ case random_22
import numpy as np
np.random.seed(183)
print(np.random.random())
print(np.random.permutation(16))
print(np.random.randint(0, 7))
print(np.random.randn(5))

#@@ case random_23
import torch
torch.manual_seed(624)
print(torch.rand(4, 1))
print(torch.randn(1, 3, 4, dtype=torch.float64))
print(torch.randperm(3))

#@@ case random_24
import numpy as np
np.random.seed(252)
print(np.random.randint(-34359738368, -32212254720, size=5))
np.random.seed(1340142446)
print(np.random.randint(-5, -3, size=5))
print(np.random.randn(3, 2, 2))

#@@ case random_25
import numpy as np
np.random.seed(225)
a = np.arange(13)
np.random.shuffle(a)
print(a)
print(np.random.randint(-34359738368, -32212254720, size=5))
print(np.random.rand(6, 5))
print(np.random.randint(-5, 95, size=5))
print(np.random.randn(3))
print(np.random.rand(3, 2))
print(np.random.random_sample(3))

#@@ case random_26
import torch
torch.manual_seed(146)
print(torch.randint(3, 10, (4, 1, 5,))[::2])
print(torch.rand(3, 1, dtype=torch.float64))
print(torch.randperm(20))
print(torch.randperm(17))
print(torch.randn(4))
print(torch.randint(0, 7, (4, 3, 1,)))

#@@ case random_27
import numpy as np
np.random.seed(651)
print(np.random.randint(3, 10))
print(np.random.randint(-34359738368, -32212254720, size=5))

#@@ case random_28
import numpy as np
np.random.seed(378)
print(np.random.randint(-5, 2147483643))
a = np.arange(3)
np.random.shuffle(a)
print(a)

#@@ case random_29
import torch
torch.manual_seed(224)
print(torch.rand(2, 6, 3))
print(torch.randn(5, 5, 2, dtype=torch.float64))
print(torch.rand(4, 1))
print(torch.randn(4, dtype=torch.float64))
print(torch.randint(3, 10, (3, 5,)).t())

#@@ case random_30
import torch
torch.manual_seed(904)
print(torch.randint(0, 8589934592, (2, 1,)).t())
print(torch.randint(3, 103, (3,)))
print(torch.randn(2, 5, dtype=torch.float64))
torch.manual_seed(1396283097)

#@@ case random_31
import torch
torch.manual_seed(347)
print(torch.rand(2, 3, 5, dtype=torch.float64))
print(torch.randint(-5, -4, (2, 2,)).t())
print(torch.randn(2, 3, 6, dtype=torch.float64))
print(torch.randn(3, 6, dtype=torch.float64))

#@@ case random_32
import torch
torch.manual_seed(630)
print(torch.randn(6))
print(torch.rand(5, 1, 6))
print(torch.rand(2, 2, dtype=torch.float64))
print(torch.randperm(11))
print(torch.rand(2))
print(torch.randint(-5, 95, (1, 3, 2,))[::2])
print(torch.randn(6, 6, dtype=torch.float64))

#@@ case random_33
import torch
torch.manual_seed(921)
print(torch.rand(1, 4, 1))
torch.manual_seed(1104784572)
print(torch.randint(-5, 2147483643, (1,)))
print(torch.randint(-5, -3, (2,))[::2])

#@@ case random_34
import numpy as np
np.random.seed(217)
print(np.random.rand(6, 4))
print(np.random.random_sample(3))
a = np.arange(11)
np.random.shuffle(a)
print(a)
print(np.random.randint(-34359738368, -34359738367))

#@@ case random_35
import numpy as np
np.random.seed(118)
print(np.random.randn(1, 2, 2))
print(np.random.randint(-5, 95))

#@@ case random_36
import numpy as np
np.random.seed(148)
print(np.random.permutation(20))
print(np.random.randint(3, 8589934595, size=5))
print(np.random.randn(5, 4))
print(np.random.permutation(11))
print(np.random.random())
print(np.random.randint(-5, 2, size=5))
print(np.random.randn(5, 1, 6))

#@@ case random_37
import numpy as np
np.random.seed(334)
a = np.arange(2)
np.random.shuffle(a)
print(a)
print(np.random.random_sample())
print(np.random.permutation(9))
np.random.seed(2534926235)

#@@ case random_38
import torch
torch.manual_seed(944)
print(torch.randn(4, 5, 4))
print(torch.randn(1))
print(torch.randn(1))
print(torch.randint(0, 2147483648, (1, 6, 3,))[::2])
print(torch.rand(2, 3, dtype=torch.float64))

#@@ case random_39
import numpy as np
np.random.seed(409)
print(np.random.random_sample(size=4))
np.random.seed(791503146)
print(np.random.rand(5))
