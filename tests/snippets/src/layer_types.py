#@@ case isinstance_and_type_of_layer_values
import numpy as np
import torch
x = np.float64(1.0)
a = np.arange(3)
print(isinstance(x, np.ndarray), isinstance(a, np.ndarray), isinstance(a[0], np.ndarray))
print(isinstance(x, float), isinstance(np.float32(1), float), isinstance(torch.ones(2).shape, tuple))
print(isinstance(torch.ones(2), torch.Tensor), isinstance(a, torch.Tensor), isinstance(torch.Size([2]), torch.Size))
print(type(x), type(a), type(torch.ones(2).shape), type(torch.float32), type(np.float32), type(np.dtype('float32')))
print(type(torch.ones(2).max(0)), type(torch.device("cpu")), torch.device("cpu"), str(torch.device("cpu")))
print(type(a.flat), type(a.flags))
print(type(np.int64(1)) is np.int64, type(np.float32(1)) == np.float32, np.dtype('int64') == np.dtype('int64'))
print(isinstance(x, type(x)), isinstance(a, type(a)), isinstance(torch.ones(1), type(torch.ones(1))))
d = torch.device("cpu")
print(d.type, d.index, d == torch.device("cpu"), d == "cpu", isinstance(np.float64(2), type(2.0)))

#@@ case numpy_integer_scalars_index_sequences
import numpy as np
l = [10, 20, 30]
print(l[np.int64(1)], l[np.uint8(2)], "ab"[np.int32(0)], (5, 6)[np.int64(-1)], range(9)[np.int16(4)])
