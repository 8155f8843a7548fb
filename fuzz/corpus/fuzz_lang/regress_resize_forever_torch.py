import torch
t = torch.zeros(1)
while True:
    t.resize_(t.numel() + 1000)
    t.fill_(1)
