#@@ case no_grad_class_and_instance
import torch
print(torch.is_grad_enabled())
with torch.no_grad():
    print(torch.is_grad_enabled())
with torch.no_grad() as g:
    print(g)
print(torch.is_grad_enabled(), callable(torch.no_grad), callable(torch.no_grad()))
print(type(torch.no_grad()).__name__)
ng = torch.no_grad()
print(ng == ng, ng is ng)
try:
    with torch.no_grad:
        pass
except TypeError as e:
    print(e)
@torch.no_grad()
def f(x):
    return x * 2
print(f(torch.ones(2)))
