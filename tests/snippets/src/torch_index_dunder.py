#@@ case tensor_index_range_and_lists
import torch
t = torch.tensor(2)
print(list(range(t)))
print(list(range(torch.tensor(1), torch.tensor(7), torch.tensor(2))))
print([10, 20, 30][t], (1, 2, 3)[t], 'abcd'[t], range(10)[t])

#@@ case tensor_index_slices_of_sequences
import torch
print([0, 1, 2, 3, 4][torch.tensor(2):])
print([0, 1, 2, 3, 4][:torch.tensor(3)])
print('abcdef'[torch.tensor(1):torch.tensor(5):torch.tensor(2)])
print(range(10)[torch.tensor(2):torch.tensor(8)])

#@@ case tensor_index_list_assignment
import torch
lst = [1, 2, 3, 4]
lst[torch.tensor(2)] = 9
print(lst)
lst[torch.tensor(-1)] = 7
print(lst)

#@@ case tensor_index_hex_repeat
import torch
t = torch.tensor(5)
print(hex(t), bin(t), oct(t))

#@@ case tensor_index_one_element_and_dtypes
import torch
print([1, 2, 3][torch.tensor([1])])
print([1, 2, 3][torch.tensor([[2]])])
print(list(range(torch.tensor(3, dtype=torch.uint8))), list(range(torch.tensor(3, dtype=torch.int8))))
print(list(range(torch.tensor(True))), [5, 6][torch.tensor(False)])
x = torch.arange(10)
print(list(range(x[3])), [0, 1, 2, 3, 4, 5][x[4]])

#@@ case tensor_index_float_refused
import torch
try:
    print([1, 2][torch.tensor(1.0)])
except TypeError as e:
    print('TypeError:', e)
range(torch.tensor(2.0))

#@@ case tensor_index_many_elements
import torch
try:
    print(range(torch.tensor([1, 2])))
except TypeError as e:
    print('TypeError:', e)
[1, 2][torch.tensor([0, 1])]

#@@ case tensor_index_tensor_subscripts
import torch
x = torch.arange(10)
t = torch.tensor(2)
print(x[t], x[t].shape, x[t]._base is x)
print(x[t:], x[t:].stride(), x[t:]._base is x)
print(x[torch.tensor(1):torch.tensor(7):torch.tensor(2)])
