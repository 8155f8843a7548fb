#@@ case tril_triu_dims_before_empty
import torch
for f in [lambda: torch.tril(torch.arange(3)), lambda: torch.tensor(1).triu(), lambda: torch.zeros(0).tril_(),
          lambda: torch.zeros(0).triu(), lambda: torch.zeros(()).tril(1), lambda: torch.zeros(0, 3).tril().stride()]:
    try:
        print(f())
    except (RuntimeError, IndexError) as e:
        print(type(e).__name__, e)

#@@ case diag_dims
import torch
for f in [lambda: torch.zeros(2, 2, 2).diag(), lambda: torch.diag(torch.tensor(3.)), lambda: torch.zeros(1, 1, 1, 1).diag(1)]:
    try:
        print(f())
    except RuntimeError as e:
        print(e)

#@@ case index_select_of_0dim
import torch
s = torch.tensor(5.)
for i in [torch.tensor([0]), torch.tensor(0), torch.tensor([5]), torch.tensor([0, 0]),
          torch.tensor([[0]]), torch.tensor([0.])]:
    try:
        r = s.index_select(0, i)
        print(r, r.shape)
    except (RuntimeError, IndexError) as e:
        print(type(e).__name__, e)

#@@ case index_select_of_0dim_index_count_before_dtype
import torch
s = torch.arange(30, dtype=torch.int32).split([10, 2, 2, 10, 6], 0)[1].unbind(0)[1]
for i in [torch.tensor([]), torch.tensor([0.0, 1.0]), torch.tensor([0.0]), torch.tensor([True, False]),
          torch.tensor([0, 0], dtype=torch.int16), torch.zeros(2, 2)]:
    try:
        print(s.index_select(-1, i))
    except (RuntimeError, IndexError) as e:
        print(type(e).__name__, e)

#@@ case repeat_interleave_messages
import torch
x = torch.tensor([1, 2])
for f in [lambda: x.repeat_interleave(-1), lambda: torch.zeros(0).repeat_interleave(-1), lambda: x.repeat_interleave(torch.tensor(-1)),
          lambda: x.repeat_interleave(torch.tensor([1, -1])), lambda: x.repeat_interleave(-1, dim=5),
          lambda: x.repeat_interleave(torch.tensor([1, 2, 3]), dim=0), lambda: torch.zeros(2, 3).repeat_interleave(torch.tensor([1, 2]), dim=1),
          lambda: torch.zeros(0).repeat_interleave(torch.tensor(-1)), lambda: torch.zeros(0).repeat_interleave(torch.tensor([-1])),
          lambda: torch.zeros(0, 2).repeat_interleave(-1, dim=0), lambda: torch.repeat_interleave(x, -2),
          lambda: torch.repeat_interleave(torch.tensor([2, -1]))]:
    try:
        print(f())
    except (RuntimeError, IndexError) as e:
        print(type(e).__name__, e)

#@@ case resize_and_view_argument_messages
import torch
x = torch.arange(6.)
for nm, f in [('r1', lambda: x.resize_(2.0)), ('r2', lambda: x.resize_('a')), ('r3', lambda: x.resize_(None)),
              ('r7', lambda: x.resize_(size=2.0)), ('r8', lambda: x.resize_(True)), ('v', lambda: x.view())]:
    try:
        f()
        print(nm, 'ok')
    except TypeError as e:
        print(nm, e)

#@@ case set_from_tensor_of_other_dtype
import torch
for a, b in [(torch.float32, torch.int64), (torch.float64, torch.float32), (torch.int32, torch.bool), (torch.uint8, torch.int8), (torch.int16, torch.float16)]:
    try:
        torch.zeros(1, dtype=a).set_(torch.zeros(1, dtype=b))
    except RuntimeError as e:
        print(repr(str(e)))
