# Hand-picked programs for torch.set_printoptions and numpy.set_printoptions /
# get_printoptions and the np.printoptions context manager: precision, threshold, edgeitems, linewidth, torch's profiles and
# sci_mode, numpy's suppress, and numpy's argument checks.  Outputs are recorded from
# torch 1.13 / numpy 1.24 by scripts/record_cases.py (each program starts from the default
# options), never typed.

#@@ case torch_precision_and_views
import torch
torch.set_printoptions(precision=2)
x = torch.linspace(0, 1, 5)
print(x)
print(x.view(5, 1).expand(5, 3))
print(x.view(5, 1).expand(5, 3).stride())
print(torch.tensor([1/3, 2/3], dtype=torch.float64))

#@@ case torch_sci_mode_override
import torch
x = torch.linspace(0, 1, 5)
torch.set_printoptions(sci_mode=False)
print(x * 1e-5)
print(torch.tensor([1e-8, 1.0, 1e9]))
print(torch.tensor([1e10, 2e10]))
torch.set_printoptions(sci_mode=True)
print(torch.arange(4.))
print(torch.zeros(3))
print(torch.tensor([0.5, 2.0]))
print(torch.tensor([float("nan"), 1.0, float("inf")]))
torch.set_printoptions()
print(torch.tensor([0.5, 2.0]) * 1e-6)

#@@ case torch_threshold_edgeitems
import torch
torch.set_printoptions(threshold=5, edgeitems=2)
print(torch.arange(10))
print(torch.arange(24).reshape(4, 6))
print(torch.arange(24.).reshape(2, 3, 4).permute(2, 0, 1))
print(torch.arange(5))
torch.set_printoptions(edgeitems=1)
print(torch.arange(60).reshape(3, 4, 5))

#@@ case torch_linewidth_and_profiles
import torch
torch.set_printoptions(linewidth=30)
print(torch.arange(20))
print(torch.arange(20, dtype=torch.int32))
print(torch.arange(20.).reshape(2, 10)[:, ::3])
torch.set_printoptions(profile="short")
print(torch.arange(12.).reshape(3, 4) / 7)
print(torch.arange(2000).reshape(40, 50))
torch.set_printoptions(profile="full", precision=6)
print(torch.arange(1200)[::100] / 9)
torch.set_printoptions(profile="default")
print(torch.arange(1200)[::100] / 9)
torch.set_printoptions(profile="bogus")
print(torch.tensor([1.5, 2.5, 0.1]))

#@@ case torch_precision_positional_and_zero
import torch
torch.set_printoptions(10)
print(torch.tensor([1/3, 2/3], dtype=torch.float64))
print(torch.tensor([1/3, 2/3]))
torch.set_printoptions(precision=0)
print(torch.tensor([1.5, 2.5, 0.1]))
print(torch.tensor([1.5, 2.5e-7]))
print(torch.tensor(2.5), torch.tensor([3.0]))

#@@ case numpy_precision
import numpy as np
np.set_printoptions(precision=3)
a = np.linspace(0, 1, 7, dtype=np.float32)
print(a)
print(a[::-2], a[::-2].strides)
print(repr(a))
print(np.float64(1/3), np.array(1/3), repr(np.array(1/3)))
print(np.array([0.125, 0.375, 1e-5]))
print(np.array([1e-5, 1.0]), np.array([2.5e12]))
np.set_printoptions(precision=0)
print(np.array([0.5, 1.5, 2.5, 1234.5678]), np.array([1.5e-9, 3.0]))

#@@ case numpy_suppress
import numpy as np
np.set_printoptions(suppress=True)
print(np.array([1e-10, 1.0, 1234.5]))
print(np.array([1e-10, 1e9]))
print(np.arange(5, dtype=np.float32) / 3e5)
np.set_printoptions(suppress=0, precision=4)
print(np.arange(5, dtype=np.float32) / 3e5)

#@@ case numpy_threshold_edgeitems_linewidth
import numpy as np
np.set_printoptions(threshold=10, edgeitems=2)
print(np.arange(20))
print(np.arange(30).reshape(5, 6))
print(repr(np.arange(30.).reshape(5, 6)))
print(np.arange(30).reshape(5, 6).T[::2])
np.set_printoptions(linewidth=40)
print(np.arange(30) * 1000)
print(repr(np.arange(12, dtype=np.int16)))
print(repr(np.arange(6, dtype=np.int16)))
np.set_printoptions(threshold=np.inf)
print(np.arange(1100).reshape(100, 11)[::25])

#@@ case numpy_get_printoptions
import numpy as np
import sys
print(np.get_printoptions())
np.set_printoptions(precision=3, threshold=sys.maxsize, linewidth=100)
print(np.get_printoptions())
opts = np.get_printoptions()
print(opts["precision"], opts["threshold"], opts["suppress"])
np.set_printoptions(threshold=12.5)
print(np.get_printoptions()["threshold"], np.arange(13))

#@@ case numpy_set_printoptions_errors
import numpy as np
calls = [lambda: np.set_printoptions(precision=1.5), lambda: np.set_printoptions(floatmode="x"),
         lambda: np.set_printoptions(threshold="a"), lambda: np.set_printoptions(threshold=np.nan),
         lambda: np.set_printoptions(sign="x")]
for call in calls:
    try:
        call()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(np.array([1/3]))

#@@ case numpy_precision_positional_argument
import numpy as np
np.set_printoptions(2, 5)
print(np.arange(10) / 3)
print(np.arange(10, dtype=np.float32).reshape(2, 5) * 1e-5)
np.set_printoptions(precision=None)
print(np.arange(10) / 3)

#@@ case numpy_printoptions_context_manager
import numpy as np
a = np.arange(6) / 7
with np.printoptions(precision=2, suppress=True):
    print(a)
    print(np.get_printoptions()["precision"])
print(a)
with np.printoptions(3) as opts:
    print(opts["precision"], opts["threshold"], a)
try:
    with np.printoptions(precision=1.5):
        print("never")
except TypeError as e:
    print(e)
try:
    with np.printoptions(threshold=5, edgeitems=1):
        print(np.arange(10))
        raise ValueError("inside")
except ValueError as e:
    print(e, np.arange(10))
cm = np.printoptions(precision=1)
with cm:
    print(a[:3])
print(np.get_printoptions()["precision"])
def show(x):
    with np.printoptions(linewidth=20):
        return str(x)
print(show(np.arange(12)))
print(np.arange(12))
