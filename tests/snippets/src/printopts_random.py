# Random programs for the print options (seed 2026, made by scripts/gen_printopts_cases.py):
# set_printoptions with random options, then tensors and arrays printed.  Outputs
# are recorded from torch 1.13 / numpy 1.24 with scripts/record_cases.py, never typed.

#@@ case random_00
import torch
torch.set_printoptions(precision=8)
print(torch.arange(576).reshape(9, 8, 8).transpose(0, 1))
print((torch.arange(16, dtype=torch.float64) / 9 * 1).reshape(2, 8)[::2])
torch.set_printoptions(profile='full', precision=5, sci_mode=False)
print(torch.arange(24).reshape(8, 3))
print((torch.arange(56, dtype=torch.float64) * 1e-3).reshape(8, 7))

#@@ case random_01
import numpy as np
np.set_printoptions(linewidth=76)
print((np.arange(81, dtype=np.float32) * 1).reshape(9, 9))
print(repr(((np.arange(168, dtype=np.float32) - 84) * (np.arange(168, dtype=np.float32) - 84) * -2.5).reshape(7, 8, 3)))
print(repr((np.arange(360, dtype=np.float64) / 11 * 0.01).reshape(8, 9, 5)))
np.set_printoptions(precision=4, edgeitems=2)
print((np.arange(192, dtype=np.float64) / 11 * 1e9).reshape(8, 6, 4))
print((np.arange(48, dtype=np.float64) * 1e-3).reshape(6, 8))
np.set_printoptions(linewidth=78)
print(np.arange(4).reshape(4))
print(repr((np.arange(8, dtype=np.float32) / 7 * 1e-3).reshape(8)[::1]))

#@@ case random_02
import numpy as np
np.set_printoptions(precision=10)
print(repr((np.arange(9, dtype=np.float32) * 1e4).reshape(9)))
print(repr(((np.arange(7, dtype=np.float64) - 3) * (np.arange(7, dtype=np.float64) - 3) * 1e-6).reshape(7)))
print((np.arange(9, dtype=np.float32) * 1e4).reshape(9)[::1])

#@@ case random_03
import numpy as np
np.set_printoptions(precision=12, edgeitems=4, linewidth=87)
print(repr((np.arange(24, dtype=np.float32) * 1e-6).reshape(8, 3)))
np.set_printoptions(precision=3, edgeitems=4, linewidth=54, suppress=True)
print((np.arange(32, dtype=np.float32) / 7 * 1e-6).reshape(4, 8, 1).T)
print(((np.arange(35, dtype=np.float64) - 17) * (np.arange(35, dtype=np.float64) - 17) * 0.01).reshape(5, 7)[::2])
np.set_printoptions(precision=7, linewidth=55, suppress=False)
print(repr((np.arange(9, dtype=np.float32) / 7 * 1e9).reshape(9)[::1]))
print(repr(((np.arange(378, dtype=np.float64) - 189) * (np.arange(378, dtype=np.float64) - 189) * 1e-6).reshape(6, 7, 9)))

#@@ case random_04
import torch
torch.set_printoptions(precision=4, linewidth=85)
print(((torch.arange(5, dtype=torch.float32) - 2) * (torch.arange(5, dtype=torch.float32) - 2) * 1e-3).reshape(5)[::1])

#@@ case random_05
import numpy as np
np.set_printoptions(edgeitems=3, linewidth=26, suppress=False)
print((np.arange(10, dtype=np.float64) * 1).reshape(5, 2))
np.set_printoptions(precision=3, threshold=5, edgeitems=3, linewidth=126)
print((np.arange(42, dtype=np.float64) * 1e4).reshape(1, 7, 6))
print(repr((np.arange(270, dtype=np.float64) * 0.01).reshape(6, 9, 5).T))
print(repr((np.arange(5, dtype=np.float32) * 3.7).reshape(5)[::2]))
np.set_printoptions(precision=0, edgeitems=1, suppress=True)
print((np.arange(3, dtype=np.float64) * 3.7).reshape(3)[::3])

#@@ case random_06
import numpy as np
np.set_printoptions(precision=3, suppress=True)
print(repr((np.arange(567, dtype=np.float32) / 3 * 1e9).reshape(9, 9, 7).T))
print(((np.arange(30, dtype=np.float32) - 15) * (np.arange(30, dtype=np.float32) - 15) * 1e-6).reshape(5, 6))
print(np.arange(270).reshape(9, 5, 6))
np.set_printoptions(precision=3)
print(repr((np.arange(216, dtype=np.float32) * 1e9).reshape(6, 4, 9)[::2]))
print(repr((np.arange(160, dtype=np.float32) / 11 * 1e-6).reshape(8, 5, 4)))

#@@ case random_07
import numpy as np
np.set_printoptions(precision=1, threshold=1000, linewidth=35)
print((np.arange(20, dtype=np.float32) * 0.01).reshape(4, 5, 1))

#@@ case random_08
import torch
torch.set_printoptions(threshold=30, edgeitems=2, linewidth=84, sci_mode=False)
print(((torch.arange(1, dtype=torch.float64) - 0) * (torch.arange(1, dtype=torch.float64) - 0) * -2.5).reshape(1))
print((torch.arange(27, dtype=torch.float32) * 1e-6).reshape(3, 9, 1).transpose(0, 1))

#@@ case random_09
import torch
torch.set_printoptions(precision=11, edgeitems=3, linewidth=87, sci_mode=True)
print((torch.arange(2, dtype=torch.float32) * 3.7).reshape(2)[::3])
torch.set_printoptions(precision=1, threshold=100, edgeitems=2)
print((torch.arange(4, dtype=torch.float64) / 9 * 1e-3).reshape(2, 2))
print((torch.arange(3, dtype=torch.float64) * 3.7).reshape(3)[::3])
print(torch.arange(336).reshape(8, 7, 6))
torch.set_printoptions(linewidth=107, sci_mode=False)
print((torch.arange(105, dtype=torch.float64) / 9 * 3.7).reshape(3, 7, 5))
print(torch.arange(15).reshape(5, 3))
print((torch.arange(50, dtype=torch.float64) / 3 * -2.5).reshape(2, 5, 5))

#@@ case random_10
import numpy as np
np.set_printoptions(precision=1)
print((np.arange(252, dtype=np.float32) / 11 * 3.7).reshape(9, 4, 7))
print(repr((np.arange(45, dtype=np.float64) * 1e-6).reshape(9, 5)))
print(repr((np.arange(6, dtype=np.float32) / 9 * 1).reshape(6, 1)[::1]))
np.set_printoptions(precision=9, edgeitems=2, suppress=True)
print(repr((np.arange(32, dtype=np.float32) / 9 * 1e4).reshape(4, 8).T))
np.set_printoptions(linewidth=79)
print(repr(((np.arange(9, dtype=np.float64) - 4) * (np.arange(9, dtype=np.float64) - 4) * 1e4).reshape(9)))

#@@ case random_11
import numpy as np
np.set_printoptions(precision=7, threshold=30, linewidth=135, suppress=False)
print((np.arange(32, dtype=np.float64) * 3.7).reshape(8, 4)[::3])
print(repr(((np.arange(18, dtype=np.float32) - 9) * (np.arange(18, dtype=np.float32) - 9) * 1e9).reshape(2, 9)))
np.set_printoptions(precision=10, threshold=10, edgeitems=2)
print((np.arange(56, dtype=np.float32) * 1).reshape(7, 2, 4))
print(repr((np.arange(160, dtype=np.float64) * 1e-6).reshape(4, 5, 8)[::3]))
print((np.arange(108, dtype=np.float32) / 3 * 1e-6).reshape(9, 4, 3))

#@@ case random_12
import numpy as np
np.set_printoptions(threshold=30, suppress=True)
print(repr((np.arange(9, dtype=np.float64) / 3 * 0.01).reshape(1, 3, 3)[::3]))
np.set_printoptions(threshold=np.inf, linewidth=93, suppress=True)
print((np.arange(1, dtype=np.float64) * 1e-3).reshape(1)[::1])
print(np.arange(56).reshape(4, 2, 7))

#@@ case random_13
import torch
torch.set_printoptions(threshold=10)
print(torch.arange(160).reshape(4, 5, 8))
print((torch.arange(16, dtype=torch.float32) / 3 * 3.7).reshape(4, 2, 2).transpose(0, 1))
torch.set_printoptions(profile='full', precision=3)
print((torch.arange(42, dtype=torch.float64) * 1).reshape(6, 7))
print((torch.arange(24, dtype=torch.float32) / 9 * 1e-3).reshape(8, 3))
torch.set_printoptions(profile='short', precision=9, threshold=float('inf'), linewidth=75)
print((torch.arange(162, dtype=torch.float32) * 1e9).reshape(9, 9, 2))
print((torch.arange(9, dtype=torch.float64) * -2.5).reshape(9))

#@@ case random_14
import numpy as np
np.set_printoptions(precision=0, threshold=30, edgeitems=1, linewidth=53)
print(repr((np.arange(1, dtype=np.float32) / 9 * 1e-3).reshape(1)))
print(repr((np.arange(24, dtype=np.float64) / 7 * -2.5).reshape(4, 6)))
np.set_printoptions(precision=7, threshold=10)
print(repr((np.arange(72, dtype=np.float32) * 1).reshape(8, 9)[::1]))
print(((np.arange(5, dtype=np.float64) - 2) * (np.arange(5, dtype=np.float64) - 2) * 1e4).reshape(5)[::2])
print((np.arange(27, dtype=np.float32) * 1e-3).reshape(9, 3))
np.set_printoptions(precision=12, threshold=5)
print((np.arange(1, dtype=np.float32) / 9 * 1e9).reshape(1))

#@@ case random_15
import numpy as np
np.set_printoptions(threshold=np.inf)
print(repr(((np.arange(48, dtype=np.float32) - 24) * (np.arange(48, dtype=np.float32) - 24) * 1).reshape(1, 6, 8)))
print(np.arange(5).reshape(5)[::1])

#@@ case random_16
import numpy as np
np.set_printoptions(precision=7, edgeitems=2)
print(repr((np.arange(8, dtype=np.float32) * 1).reshape(8)))
print(repr(np.arange(4).reshape(4)[::1]))
print((np.arange(36, dtype=np.float64) * 1e-6).reshape(3, 3, 4)[::3])
np.set_printoptions(precision=0, threshold=np.inf)
print((np.arange(8, dtype=np.float64) / 7 * 1e-6).reshape(8))
print(repr(np.arange(1).reshape(1)))
print((np.arange(324, dtype=np.float32) / 9 * 1e-3).reshape(6, 9, 6)[::2])
np.set_printoptions(suppress=True)
print(np.arange(24).reshape(3, 8))

#@@ case random_17
import numpy as np
np.set_printoptions(precision=0, edgeitems=4, suppress=False)
print(repr(np.arange(8).reshape(1, 8)))

#@@ case random_18
import torch
torch.set_printoptions(sci_mode=False)
print(torch.arange(30).reshape(5, 6))
print((torch.arange(4, dtype=torch.float64) / 7 * 1e9).reshape(4))
torch.set_printoptions(precision=2, edgeitems=2)
print((torch.arange(405, dtype=torch.float64) / 11 * 0.01).reshape(5, 9, 9)[::3])
print(torch.arange(4).reshape(1, 4))
print((torch.arange(168, dtype=torch.float64) / 3 * -2.5).reshape(3, 8, 7))

#@@ case random_19
import numpy as np
np.set_printoptions(precision=6, threshold=np.inf)
print(repr((np.arange(54, dtype=np.float32) / 3 * 3.7).reshape(9, 6)))
print((np.arange(24, dtype=np.float32) * 0.01).reshape(6, 4).T)
print((np.arange(8, dtype=np.float32) * 0.01).reshape(8))
np.set_printoptions(precision=8, threshold=5, edgeitems=4, linewidth=98)
print(repr((np.arange(7, dtype=np.float32) * 1e4).reshape(7)[::1]))
print((np.arange(168, dtype=np.float32) / 11 * 1e-3).reshape(3, 8, 7)[::1])
print(np.arange(6).reshape(6))
np.set_printoptions(suppress=True)
print((np.arange(14, dtype=np.float64) * -2.5).reshape(7, 2))
print((np.arange(7, dtype=np.float32) * 1e-6).reshape(7)[::3])
print(repr(np.arange(12).reshape(2, 6).T))

#@@ case random_20
import numpy as np
np.set_printoptions(edgeitems=1)
print(np.arange(210).reshape(5, 6, 7))
print(repr((np.arange(35, dtype=np.float64) * 1e9).reshape(7, 5, 1)))
print(repr((np.arange(8, dtype=np.float64) * 1e-6).reshape(8)))
np.set_printoptions(precision=9, threshold=10, linewidth=91)
print(repr((np.arange(6, dtype=np.float64) / 11 * 0.01).reshape(6)))
print(repr((np.arange(48, dtype=np.float64) * 0.01).reshape(8, 6)[::2]))
print(repr((np.arange(6, dtype=np.float32) * 0.01).reshape(1, 6)))

#@@ case random_21
import torch
torch.set_printoptions(edgeitems=3, linewidth=65, sci_mode=True)
print((torch.arange(72, dtype=torch.float32) / 9 * 1e-3).reshape(9, 8).t())
print(((torch.arange(8, dtype=torch.float32) - 4) * (torch.arange(8, dtype=torch.float32) - 4) * 1e-3).reshape(4, 2))
print(((torch.arange(21, dtype=torch.float32) - 10) * (torch.arange(21, dtype=torch.float32) - 10) * -2.5).reshape(7, 1, 3))

#@@ case random_22
import numpy as np
np.set_printoptions()
print(repr((np.arange(15, dtype=np.float32) / 3 * 1e-6).reshape(3, 5)))
print(repr((np.arange(24, dtype=np.float32) * 1).reshape(8, 3)))
np.set_printoptions(precision=11, linewidth=50)
print((np.arange(2, dtype=np.float32) * 1e4).reshape(1, 2)[::1])
print(np.arange(10).reshape(2, 5)[::2])
print(repr((np.arange(64, dtype=np.float32) / 7 * 3.7).reshape(2, 4, 8).T))

#@@ case random_23
import torch
torch.set_printoptions(precision=10, edgeitems=2)
print(((torch.arange(5, dtype=torch.float64) - 2) * (torch.arange(5, dtype=torch.float64) - 2) * 1).reshape(5))
print((torch.arange(5, dtype=torch.float32) / 9 * -2.5).reshape(5)[::2])
print(torch.arange(8).reshape(2, 4))
torch.set_printoptions(threshold=30, edgeitems=2)
print((torch.arange(14, dtype=torch.float32) / 3 * 1e4).reshape(7, 2))

#@@ case random_24
import torch
torch.set_printoptions(precision=5, threshold=100)
print((torch.arange(1, dtype=torch.float64) / 11 * 3.7).reshape(1))
print(torch.arange(6).reshape(6))
print((torch.arange(378, dtype=torch.float32) / 11 * 1e-3).reshape(9, 6, 7))

#@@ case random_25
import torch
torch.set_printoptions(precision=7, threshold=float('inf'), linewidth=101)
print(((torch.arange(16, dtype=torch.float64) - 8) * (torch.arange(16, dtype=torch.float64) - 8) * 1e9).reshape(4, 4))
torch.set_printoptions(precision=0, linewidth=110)
print((torch.arange(5, dtype=torch.float64) * 1e-6).reshape(5)[::2])
torch.set_printoptions(precision=3, threshold=100)
print((torch.arange(240, dtype=torch.float64) / 3 * 1e4).reshape(8, 5, 6))
print(torch.arange(30).reshape(5, 3, 2))
print((torch.arange(5, dtype=torch.float64) * 0.01).reshape(5)[::2])

#@@ case random_26
import numpy as np
np.set_printoptions(precision=0, threshold=7.5, suppress=False)
print(np.arange(294).reshape(7, 6, 7))
print(repr(((np.arange(27, dtype=np.float64) - 13) * (np.arange(27, dtype=np.float64) - 13) * 1e4).reshape(1, 9, 3)))
print(repr((np.arange(25, dtype=np.float64) * 1e-6).reshape(5, 1, 5)))
np.set_printoptions(precision=8, linewidth=42, suppress=False)
print(((np.arange(3, dtype=np.float64) - 1) * (np.arange(3, dtype=np.float64) - 1) * 0.01).reshape(3))
print(((np.arange(18, dtype=np.float32) - 9) * (np.arange(18, dtype=np.float32) - 9) * 1).reshape(9, 1, 2))
np.set_printoptions(precision=7, threshold=5, linewidth=23, suppress=True)
print(repr((np.arange(4, dtype=np.float32) * 1).reshape(4)[::2]))
print(((np.arange(18, dtype=np.float64) - 9) * (np.arange(18, dtype=np.float64) - 9) * 0.01).reshape(9, 2))

#@@ case random_27
import numpy as np
np.set_printoptions(precision=1, threshold=10, edgeitems=2, suppress=False)
print(repr(np.arange(4).reshape(4, 1, 1).T))
np.set_printoptions(linewidth=99, suppress=True)
print(repr((np.arange(3, dtype=np.float32) * 0.01).reshape(3)))

#@@ case random_28
import numpy as np
np.set_printoptions(linewidth=53, suppress=True)
print(np.arange(4).reshape(4)[::2])
print(np.arange(84).reshape(7, 2, 6))
print(repr((np.arange(8, dtype=np.float64) * 0.01).reshape(8, 1)[::3]))

#@@ case random_29
import torch
torch.set_printoptions(profile='short', precision=3, edgeitems=4)
print(torch.arange(20).reshape(4, 5).t())
print((torch.arange(105, dtype=torch.float64) / 11 * 1e4).reshape(3, 7, 5))
print((torch.arange(9, dtype=torch.float32) * 1).reshape(3, 1, 3))
torch.set_printoptions(precision=10, threshold=float('inf'), edgeitems=4, linewidth=67)
print(((torch.arange(42, dtype=torch.float32) - 21) * (torch.arange(42, dtype=torch.float32) - 21) * 1).reshape(6, 1, 7))

#@@ case random_30
import numpy as np
np.set_printoptions(precision=5, threshold=1000, edgeitems=1, linewidth=46, suppress=True)
print(repr((np.arange(168, dtype=np.float32) * -2.5).reshape(6, 7, 4)))
print((np.arange(27, dtype=np.float64) / 3 * 1e-3).reshape(1, 9, 3).T)

#@@ case random_31
import numpy as np
np.set_printoptions(precision=0, threshold=10, edgeitems=4)
print(repr(np.arange(120).reshape(6, 4, 5)[::2]))
print(((np.arange(2, dtype=np.float64) - 1) * (np.arange(2, dtype=np.float64) - 1) * 1e4).reshape(1, 2).T)
np.set_printoptions(precision=11, edgeitems=4, linewidth=41, suppress=False)
print(repr((np.arange(6, dtype=np.float64) * 1e-3).reshape(6)[::3]))

#@@ case random_32
import torch
torch.set_printoptions(precision=3, threshold=5, edgeitems=1, linewidth=99, sci_mode=True)
print(torch.arange(6).reshape(6))

#@@ case random_33
import torch
torch.set_printoptions(profile='default', precision=1, linewidth=14)
print((torch.arange(8, dtype=torch.float32) / 7 * 3.7).reshape(2, 4).t())
print(torch.arange(9).reshape(9))
print((torch.arange(448, dtype=torch.float32) * 1).reshape(8, 8, 7)[::1])
torch.set_printoptions(precision=6, edgeitems=2, linewidth=124)
print((torch.arange(120, dtype=torch.float64) / 11 * 1e9).reshape(3, 8, 5))
torch.set_printoptions(precision=11, edgeitems=2, linewidth=23)
print((torch.arange(336, dtype=torch.float32) * 1).reshape(7, 6, 8)[::2])
print(((torch.arange(64, dtype=torch.float32) - 32) * (torch.arange(64, dtype=torch.float32) - 32) * -2.5).reshape(4, 4, 4)[::2])

#@@ case random_34
import numpy as np
np.set_printoptions(precision=12, linewidth=112)
print(np.arange(4).reshape(4)[::3])
print(repr(((np.arange(7, dtype=np.float32) - 3) * (np.arange(7, dtype=np.float32) - 3) * 0.01).reshape(7)))

#@@ case random_35
import numpy as np
np.set_printoptions(precision=11, threshold=5, suppress=True)
print(repr((np.arange(9, dtype=np.float64) * 1).reshape(3, 3)))
print(repr(np.arange(8).reshape(8)[::3]))
print(repr((np.arange(1, dtype=np.float32) / 7 * 1e-6).reshape(1, 1)))
np.set_printoptions(precision=1, suppress=False)
print(repr(np.arange(8).reshape(8)[::1]))
print(repr((np.arange(8, dtype=np.float64) / 11 * -2.5).reshape(4, 2)))

#@@ case random_36
import numpy as np
np.set_printoptions(precision=3, threshold=np.inf)
print(repr(((np.arange(12, dtype=np.float64) - 6) * (np.arange(12, dtype=np.float64) - 6) * 1e4).reshape(2, 6)[::3]))

#@@ case random_37
import numpy as np
np.set_printoptions(precision=2, threshold=1000, suppress=True)
print(((np.arange(441, dtype=np.float32) - 220) * (np.arange(441, dtype=np.float32) - 220) * 0.01).reshape(7, 7, 9))

#@@ case random_38
import numpy as np
np.set_printoptions(precision=3, edgeitems=3)
print(repr((np.arange(18, dtype=np.float32) / 11 * 1e-6).reshape(1, 3, 6)[::2]))
print((np.arange(72, dtype=np.float64) * 1e4).reshape(8, 9))

#@@ case random_39
import numpy as np
np.set_printoptions(precision=12, threshold=100, linewidth=10)
print(repr((np.arange(5, dtype=np.float64) / 11 * 3.7).reshape(5)[::3]))
np.set_printoptions(linewidth=21, suppress=False)
print(((np.arange(60, dtype=np.float32) - 30) * (np.arange(60, dtype=np.float32) - 30) * 1e-3).reshape(6, 2, 5)[::1])
print((np.arange(7, dtype=np.float32) / 7 * 1e9).reshape(7, 1))
print(repr(np.arange(84).reshape(6, 7, 2).T))

#@@ case random_40
import numpy as np
np.set_printoptions(precision=1, threshold=30, linewidth=73)
print((np.arange(2, dtype=np.float64) / 9 * 1).reshape(2))
print(repr((np.arange(54, dtype=np.float64) * 1).reshape(3, 2, 9)[::1]))
print(repr((np.arange(4, dtype=np.float32) / 11 * -2.5).reshape(4)))
np.set_printoptions(precision=1, edgeitems=3, linewidth=128, suppress=True)
print((np.arange(45, dtype=np.float64) * 0.01).reshape(5, 9, 1))
print(repr((np.arange(27, dtype=np.float64) * 1e9).reshape(3, 9).T))

#@@ case random_41
import torch
torch.set_printoptions(precision=5, threshold=10, edgeitems=3, linewidth=83, sci_mode=None)
print(torch.arange(40).reshape(2, 5, 4))
print((torch.arange(5, dtype=torch.float64) / 9 * 1e4).reshape(5))
print((torch.arange(28, dtype=torch.float32) / 3 * 0.01).reshape(7, 4)[::3])
torch.set_printoptions(profile='short', precision=8, edgeitems=2)
print(((torch.arange(168, dtype=torch.float32) - 84) * (torch.arange(168, dtype=torch.float32) - 84) * 1e-3).reshape(6, 7, 4))
print((torch.arange(210, dtype=torch.float64) * 1e-3).reshape(6, 5, 7))
print(((torch.arange(56, dtype=torch.float32) - 28) * (torch.arange(56, dtype=torch.float32) - 28) * 1e-3).reshape(7, 8))

#@@ case random_42
import numpy as np
np.set_printoptions(precision=4, threshold=7.5, edgeitems=1, linewidth=78)
print(repr((np.arange(54, dtype=np.float64) / 11 * 1e-6).reshape(6, 9, 1)))
np.set_printoptions(precision=8, edgeitems=4, suppress=False)
print(repr((np.arange(288, dtype=np.float32) * 3.7).reshape(6, 6, 8)))
print((np.arange(36, dtype=np.float64) * 0.01).reshape(9, 4))
print(repr((np.arange(7, dtype=np.float64) * 1e-6).reshape(7)))
np.set_printoptions(precision=7, threshold=10, linewidth=61, suppress=True)
print(repr((np.arange(8, dtype=np.float32) / 7 * 1e-6).reshape(8)))
print(repr((np.arange(6, dtype=np.float64) * 1).reshape(1, 6)))
print(repr(np.arange(240).reshape(5, 6, 8)))

#@@ case random_43
import torch
torch.set_printoptions(precision=11, edgeitems=4, linewidth=133)
print(torch.arange(120).reshape(5, 4, 6))
torch.set_printoptions(precision=8)
print(torch.arange(10).reshape(2, 5)[::1])
print((torch.arange(18, dtype=torch.float32) * -2.5).reshape(6, 3).t())
torch.set_printoptions(precision=4, linewidth=20)
print(((torch.arange(60, dtype=torch.float32) - 30) * (torch.arange(60, dtype=torch.float32) - 30) * 1e-3).reshape(3, 5, 4).transpose(0, 1))

#@@ case random_44
import torch
torch.set_printoptions(threshold=1000, edgeitems=3)
print((torch.arange(12, dtype=torch.float64) * 0.01).reshape(2, 6).t())
print(torch.arange(6).reshape(6))
torch.set_printoptions(precision=2, threshold=5, edgeitems=4, linewidth=96)
print(torch.arange(24).reshape(1, 3, 8))
print((torch.arange(9, dtype=torch.float64) * 0.01).reshape(9))
print(torch.arange(12).reshape(6, 2))
torch.set_printoptions(precision=7, threshold=7.5, edgeitems=3)
print(torch.arange(5).reshape(5))

#@@ case random_45
import torch
torch.set_printoptions(threshold=7.5, edgeitems=2, linewidth=138)
print(torch.arange(14).reshape(1, 7, 2))
print((torch.arange(24, dtype=torch.float32) * 1e9).reshape(4, 6))
torch.set_printoptions(precision=4, threshold=30, edgeitems=3)
print((torch.arange(108, dtype=torch.float32) * 1e-3).reshape(4, 3, 9))
print(torch.arange(4).reshape(4))
print((torch.arange(18, dtype=torch.float64) * 0.01).reshape(6, 3))

#@@ case random_46
import numpy as np
np.set_printoptions(precision=12, threshold=np.inf)
print(repr((np.arange(14, dtype=np.float32) * 1e-6).reshape(7, 2)))
print((np.arange(32, dtype=np.float64) / 7 * 1).reshape(4, 8).T)
print(repr((np.arange(63, dtype=np.float32) * 1e-6).reshape(1, 9, 7).T))

#@@ case random_47
import numpy as np
np.set_printoptions(precision=4, suppress=True)
print((np.arange(5, dtype=np.float64) * 1e-3).reshape(5)[::3])
np.set_printoptions(precision=1, edgeitems=1, linewidth=96)
print(repr((np.arange(126, dtype=np.float32) * 1).reshape(6, 3, 7)))
print(repr((np.arange(144, dtype=np.float32) * 1e-6).reshape(4, 9, 4)))

#@@ case random_48
import numpy as np
np.set_printoptions(precision=3)
print(repr((np.arange(2, dtype=np.float64) * 0.01).reshape(2)))
print(repr((np.arange(64, dtype=np.float32) * 1e4).reshape(8, 8)))

#@@ case random_49
import numpy as np
np.set_printoptions(precision=4, edgeitems=3)
print(repr((np.arange(3, dtype=np.float32) / 11 * 0.01).reshape(1, 3)[::3]))
print(repr((np.arange(12, dtype=np.float32) * 1e9).reshape(2, 6)[::1]))
print(repr((np.arange(28, dtype=np.float32) / 3 * 0.01).reshape(4, 7)))
np.set_printoptions(precision=1, edgeitems=2, linewidth=131)
print(repr((np.arange(5, dtype=np.float64) * 1e9).reshape(5, 1)[::1]))
np.set_printoptions(precision=7, threshold=1000, linewidth=61)
print(repr((np.arange(64, dtype=np.float64) / 3 * 0.01).reshape(2, 8, 4)))
print(repr((np.arange(108, dtype=np.float64) / 9 * 3.7).reshape(3, 6, 6).T))
print(np.arange(21).reshape(3, 7).T)

#@@ case random_50
import torch
torch.set_printoptions(precision=2)
print((torch.arange(112, dtype=torch.float32) / 11 * -2.5).reshape(8, 2, 7)[::3])
print(((torch.arange(9, dtype=torch.float32) - 4) * (torch.arange(9, dtype=torch.float32) - 4) * 1e9).reshape(9))
torch.set_printoptions(precision=12)
print((torch.arange(63, dtype=torch.float32) * 1e9).reshape(7, 3, 3).transpose(0, 1))
print((torch.arange(18, dtype=torch.float32) / 11 * 1e9).reshape(2, 9))

#@@ case random_51
import torch
torch.set_printoptions(sci_mode=None)
print((torch.arange(5, dtype=torch.float32) * 1e-6).reshape(5, 1))
print(((torch.arange(8, dtype=torch.float64) - 4) * (torch.arange(8, dtype=torch.float64) - 4) * 0.01).reshape(8)[::2])
torch.set_printoptions(precision=9, edgeitems=1)
print((torch.arange(192, dtype=torch.float64) * 1).reshape(4, 8, 6))

#@@ case random_52
import torch
torch.set_printoptions(precision=10, threshold=100, linewidth=56, sci_mode=False)
print((torch.arange(81, dtype=torch.float64) * -2.5).reshape(9, 9))
torch.set_printoptions()
print(((torch.arange(3, dtype=torch.float64) - 1) * (torch.arange(3, dtype=torch.float64) - 1) * 1e-6).reshape(3))
print(((torch.arange(120, dtype=torch.float64) - 60) * (torch.arange(120, dtype=torch.float64) - 60) * 1e-3).reshape(5, 4, 6))

#@@ case random_53
import torch
torch.set_printoptions(precision=3, linewidth=31)
print((torch.arange(378, dtype=torch.float64) / 7 * 1e-3).reshape(6, 7, 9).transpose(0, 1))
print(torch.arange(5).reshape(5))
print((torch.arange(5, dtype=torch.float64) * -2.5).reshape(5)[::1])
torch.set_printoptions(precision=2)
print((torch.arange(45, dtype=torch.float32) * -2.5).reshape(5, 9))
print(torch.arange(9).reshape(9))

#@@ case random_54
import torch
torch.set_printoptions(precision=11, threshold=100, edgeitems=3)
print((torch.arange(4, dtype=torch.float32) / 11 * -2.5).reshape(4))

#@@ case random_55
import torch
torch.set_printoptions(profile='short', precision=5, edgeitems=1)
print((torch.arange(8, dtype=torch.float32) / 3 * 0.01).reshape(8))

#@@ case random_56
import torch
torch.set_printoptions(precision=10, threshold=100, edgeitems=4, linewidth=12)
print((torch.arange(108, dtype=torch.float32) * 1e-6).reshape(4, 3, 9))
print((torch.arange(10, dtype=torch.float64) * 0.01).reshape(1, 2, 5).transpose(0, 1))
print((torch.arange(18, dtype=torch.float32) * 1e9).reshape(6, 3))

#@@ case random_57
import torch
torch.set_printoptions(precision=11, threshold=7.5, linewidth=53)
print(torch.arange(108).reshape(9, 4, 3))
print(torch.arange(48).reshape(4, 4, 3))
print(((torch.arange(5, dtype=torch.float64) - 2) * (torch.arange(5, dtype=torch.float64) - 2) * 1e-6).reshape(5)[::1])

#@@ case random_58
import numpy as np
np.set_printoptions(precision=3, threshold=100, linewidth=13)
print(repr((np.arange(6, dtype=np.float64) / 3 * -2.5).reshape(6)))
print((np.arange(1, dtype=np.float32) * 3.7).reshape(1))
print(repr((np.arange(2, dtype=np.float32) * 0.01).reshape(2)))

#@@ case random_59
import numpy as np
np.set_printoptions(precision=5, linewidth=118)
print(repr(((np.arange(3, dtype=np.float32) - 1) * (np.arange(3, dtype=np.float32) - 1) * 1e-3).reshape(3)))
