# torch functions the docstrings' own examples use: torch.is_nonzero, and bool() of an empty
# tensor.  Recorded by scripts/record_cases.py, never typed.

#@@ case is_nonzero_and_bool
import torch
for t in [torch.tensor([1, 3]), torch.tensor([]), torch.tensor(2.), torch.zeros(1, 1), 3, torch.tensor([False]), torch.tensor([0.5])]:
    try:
        print(torch.is_nonzero(t))
    except Exception as e:
        print(type(e).__name__, e)
print(torch.is_nonzero(input=torch.tensor([1])))

#@@ case bool_of_empty_tensor
import torch
if torch.tensor([]):
    print(1)
