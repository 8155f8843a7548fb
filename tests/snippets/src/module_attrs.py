# Hand-picked programs for the attributes of the numpy and torch modules: names the module
# lacks (AttributeError in the reference's words), type() of module functions, classes and
# values, hasattr / getattr on modules, and real functions still callable after being
# fetched.  Outputs are recorded from the real libraries by scripts/record_cases.py (both
# profiles), never typed.

#@@ case np_unknown_attributes
import numpy as np
for name in ["foo_bar", "reshap", "Array", "ndarrays"]:
    try:
        getattr(np, name)
    except AttributeError as e:
        print(e)
try:
    np.random.foo
except AttributeError as e:
    print(e)
try:
    np.lib.stride_tricks.nope
except AttributeError as e:
    print(e)
np.foo_bar

#@@ case np_removed_aliases
import numpy as np
for name in ["float", "object", "str", "complex"]:
    try:
        getattr(np, name)
    except AttributeError as e:
        print(repr(str(e)))

#@@ case np_removed_in_2
import numpy as np
for name in ["Inf", "NaN", "float_", "alltrue", "asfarray", "mat", "product", "round_", "sometrue"]:
    try:
        print(name, type(getattr(np, name)))
    except AttributeError as e:
        print(e)

#@@ case np_type_of_functions
import numpy as np
print(type(np.reshape), type(np.transpose), type(np.where), type(np.concatenate))
print(type(np.add), type(np.sqrt), type(np.maximum), type(np.array), type(np.zeros), type(np.arange))
print(type(np.broadcast_to), type(np.lib.stride_tricks.as_strided), type(np.random.seed), type(np.random.rand))
print(type(np.reshape).__name__, type(np.add).__name__, type(np.array).__name__)

#@@ case np_type_of_classes
import numpy as np
print(type(np.ndarray), type(np.dtype), type(np.nditer), type(np.ndindex), type(np.s_))
print(type(np.random), type(np.lib), type(np.lib.stride_tricks), np.random.__name__, np.lib.stride_tricks.__name__)
print(type(type(np.zeros(3))), type(np.float64), type(np.int8))

#@@ case np_hasattr_getattr
import numpy as np
print(hasattr(np, "reshape"), hasattr(np, "foo_bar"), hasattr(np, "float128"), hasattr(np, "ScalarType"))
print(hasattr(np, "float"), hasattr(np, "float_"), hasattr(np, "exceptions"), hasattr(np, "bool8"))
print(hasattr(np.random, "default_rng"), hasattr(np.random, "nope"), hasattr(np.lib.stride_tricks, "broadcast_to"))
print(getattr(np, "foo_bar", None), getattr(np, "Inf", "gone"), getattr(np.random, "xyz", 7))
f = getattr(np, "reshape")
print(f(np.arange(6), (2, 3)))

#@@ case np_functions_still_callable
import numpy as np
a = np.arange(6)
fs = [np.reshape, np.transpose, np.ravel, np.flip, np.cumsum]
print(fs[0](a, (3, 2)).shape, fs[1](a.reshape(2, 3)).strides, fs[2](a.reshape(2, 3)), fs[3](a), fs[4](a))
add = np.add
print(add(a, 1), np.maximum(a, 3), np.where(a > 2, a, -1))
print(np.lib.stride_tricks.as_strided(a, (2, 2), (8, 8)))

#@@ case torch_unknown_attributes
import torch
for name in ["foo", "Tensors", "reshap", "arrange"]:
    try:
        getattr(torch, name)
    except AttributeError as e:
        print(e)
print(hasattr(torch, "foo"), hasattr(torch, "reshape"), hasattr(torch, "nn"), hasattr(torch, "Tensor"))
print(getattr(torch, "foo", None), getattr(torch, "float32", None))
torch.foo

#@@ case torch_type_of_members
import torch
print(type(torch.reshape), type(torch.zeros), type(torch.arange), type(torch.cat), type(torch.stack))
print(type(torch.Tensor), type(torch.Size), type(torch.float32), type(torch.device), type(torch.strided))
print(type(type(torch.zeros(2))), type(torch.reshape).__name__, torch.__name__)

#@@ case torch_functions_still_callable
import torch
f = torch.reshape
g = getattr(torch, "transpose")
x = torch.arange(6)
print(f(x, (2, 3)), g(f(x, (2, 3)), 0, 1).stride(), torch.Size([2, 3]), torch.zeros(2).dtype)

#@@ case torch_and_numpy_attributes
import torch
import numpy as np
print(type(np.reshape), type(torch.reshape), hasattr(np, "float_"), hasattr(np, "Inf"))
try:
    np.foo
except AttributeError as e:
    print(e)

#@@ case np_type_of_values
import numpy as np
print(type(np.pi), type(np.e), type(np.inf), type(np.newaxis), type(np.True_), type(np.__version__))
print(hasattr(np, "bool8"), hasattr(np, "float128"), hasattr(np, "little_endian"), hasattr(np, "ScalarType"))

#@@ case torch_type_of_values
import torch
print(type(torch.pi), type(torch.inf), type(torch.float64), type(torch.channels_last))
print(type(torch.contiguous_format).__name__, type(torch.strided).__name__)
