#@@ case setitem_empty_slice_of_0dim_writes
import torch
v = torch.tensor(5.)
try:
    v[:0] = 10
    print('tensor', ':0', v, v.shape)
except IndexError as e:
    print('tensor', ':0', 'IndexError', e)
v = torch.tensor(5.)
try:
    v[0:0] = 10
    print('tensor', '0:0', v, v.shape)
except IndexError as e:
    print('tensor', '0:0', 'IndexError', e)
v = torch.tensor(5.)
try:
    v[:1] = 10
    print('tensor', ':1', v, v.shape)
except IndexError as e:
    print('tensor', ':1', 'IndexError', e)
v = torch.tensor(5.)
try:
    v[:18] = 10
    print('tensor', ':18', v, v.shape)
except IndexError as e:
    print('tensor', ':18', 'IndexError', e)
v = torch.tensor(5.)
try:
    v[:] = 10
    print('tensor', ':', v, v.shape)
except IndexError as e:
    print('tensor', ':', 'IndexError', e)
v = torch.tensor(5.)
try:
    v[1:] = 10
    print('tensor', '1:', v, v.shape)
except IndexError as e:
    print('tensor', '1:', 'IndexError', e)
v = torch.tensor(5.)
try:
    v[::2] = 10
    print('tensor', '::2', v, v.shape)
except IndexError as e:
    print('tensor', '::2', 'IndexError', e)
v = torch.tensor(5.)
try:
    v[:-1] = 10
    print('tensor', ':-1', v, v.shape)
except IndexError as e:
    print('tensor', ':-1', 'IndexError', e)
v = torch.tensor(5.)
try:
    v[0:0:1] = 10
    print('tensor', '0:0:1', v, v.shape)
except IndexError as e:
    print('tensor', '0:0:1', 'IndexError', e)
v = torch.tensor(5.)
try:
    v[None:0:None] = 10
    print('tensor', 'None:0:None', v, v.shape)
except IndexError as e:
    print('tensor', 'None:0:None', 'IndexError', e)
v = torch.full((18,), .5)[2]
try:
    v[:0] = 10
    print('select', ':0', v, v.shape)
except IndexError as e:
    print('select', ':0', 'IndexError', e)
v = torch.full((18,), .5)[2]
try:
    v[0:0] = 10
    print('select', '0:0', v, v.shape)
except IndexError as e:
    print('select', '0:0', 'IndexError', e)
v = torch.full((18,), .5)[2]
try:
    v[:1] = 10
    print('select', ':1', v, v.shape)
except IndexError as e:
    print('select', ':1', 'IndexError', e)
v = torch.full((18,), .5)[2]
try:
    v[:18] = 10
    print('select', ':18', v, v.shape)
except IndexError as e:
    print('select', ':18', 'IndexError', e)
v = torch.full((18,), .5)[2]
try:
    v[:] = 10
    print('select', ':', v, v.shape)
except IndexError as e:
    print('select', ':', 'IndexError', e)
v = torch.full((18,), .5)[2]
try:
    v[1:] = 10
    print('select', '1:', v, v.shape)
except IndexError as e:
    print('select', '1:', 'IndexError', e)
v = torch.full((18,), .5)[2]
try:
    v[::2] = 10
    print('select', '::2', v, v.shape)
except IndexError as e:
    print('select', '::2', 'IndexError', e)
v = torch.full((18,), .5)[2]
try:
    v[:-1] = 10
    print('select', ':-1', v, v.shape)
except IndexError as e:
    print('select', ':-1', 'IndexError', e)
v = torch.full((18,), .5)[2]
try:
    v[0:0:1] = 10
    print('select', '0:0:1', v, v.shape)
except IndexError as e:
    print('select', '0:0:1', 'IndexError', e)
v = torch.full((18,), .5)[2]
try:
    v[None:0:None] = 10
    print('select', 'None:0:None', v, v.shape)
except IndexError as e:
    print('select', 'None:0:None', 'IndexError', e)
v = torch.full((18,), .5).unbind(-1)[2]
try:
    v[:0] = 10
    print('unbind', ':0', v, v.shape)
except IndexError as e:
    print('unbind', ':0', 'IndexError', e)
v = torch.full((18,), .5).unbind(-1)[2]
try:
    v[0:0] = 10
    print('unbind', '0:0', v, v.shape)
except IndexError as e:
    print('unbind', '0:0', 'IndexError', e)
v = torch.full((18,), .5).unbind(-1)[2]
try:
    v[:1] = 10
    print('unbind', ':1', v, v.shape)
except IndexError as e:
    print('unbind', ':1', 'IndexError', e)
v = torch.full((18,), .5).unbind(-1)[2]
try:
    v[:18] = 10
    print('unbind', ':18', v, v.shape)
except IndexError as e:
    print('unbind', ':18', 'IndexError', e)
v = torch.full((18,), .5).unbind(-1)[2]
try:
    v[:] = 10
    print('unbind', ':', v, v.shape)
except IndexError as e:
    print('unbind', ':', 'IndexError', e)
v = torch.full((18,), .5).unbind(-1)[2]
try:
    v[1:] = 10
    print('unbind', '1:', v, v.shape)
except IndexError as e:
    print('unbind', '1:', 'IndexError', e)
v = torch.full((18,), .5).unbind(-1)[2]
try:
    v[::2] = 10
    print('unbind', '::2', v, v.shape)
except IndexError as e:
    print('unbind', '::2', 'IndexError', e)
v = torch.full((18,), .5).unbind(-1)[2]
try:
    v[:-1] = 10
    print('unbind', ':-1', v, v.shape)
except IndexError as e:
    print('unbind', ':-1', 'IndexError', e)
v = torch.full((18,), .5).unbind(-1)[2]
try:
    v[0:0:1] = 10
    print('unbind', '0:0:1', v, v.shape)
except IndexError as e:
    print('unbind', '0:0:1', 'IndexError', e)
v = torch.full((18,), .5).unbind(-1)[2]
try:
    v[None:0:None] = 10
    print('unbind', 'None:0:None', v, v.shape)
except IndexError as e:
    print('unbind', 'None:0:None', 'IndexError', e)
v = torch.arange(4.).sum()
try:
    v[:0] = 10
    print('sum', ':0', v, v.shape)
except IndexError as e:
    print('sum', ':0', 'IndexError', e)
v = torch.arange(4.).sum()
try:
    v[0:0] = 10
    print('sum', '0:0', v, v.shape)
except IndexError as e:
    print('sum', '0:0', 'IndexError', e)
v = torch.arange(4.).sum()
try:
    v[:1] = 10
    print('sum', ':1', v, v.shape)
except IndexError as e:
    print('sum', ':1', 'IndexError', e)
v = torch.arange(4.).sum()
try:
    v[:18] = 10
    print('sum', ':18', v, v.shape)
except IndexError as e:
    print('sum', ':18', 'IndexError', e)
v = torch.arange(4.).sum()
try:
    v[:] = 10
    print('sum', ':', v, v.shape)
except IndexError as e:
    print('sum', ':', 'IndexError', e)
v = torch.arange(4.).sum()
try:
    v[1:] = 10
    print('sum', '1:', v, v.shape)
except IndexError as e:
    print('sum', '1:', 'IndexError', e)
v = torch.arange(4.).sum()
try:
    v[::2] = 10
    print('sum', '::2', v, v.shape)
except IndexError as e:
    print('sum', '::2', 'IndexError', e)
v = torch.arange(4.).sum()
try:
    v[:-1] = 10
    print('sum', ':-1', v, v.shape)
except IndexError as e:
    print('sum', ':-1', 'IndexError', e)
v = torch.arange(4.).sum()
try:
    v[0:0:1] = 10
    print('sum', '0:0:1', v, v.shape)
except IndexError as e:
    print('sum', '0:0:1', 'IndexError', e)
v = torch.arange(4.).sum()
try:
    v[None:0:None] = 10
    print('sum', 'None:0:None', v, v.shape)
except IndexError as e:
    print('sum', 'None:0:None', 'IndexError', e)
v = torch.zeros(3, 4, dtype=torch.int32)[1, 2]
try:
    v[:0] = 10
    print('sel2d', ':0', v, v.shape)
except IndexError as e:
    print('sel2d', ':0', 'IndexError', e)
v = torch.zeros(3, 4, dtype=torch.int32)[1, 2]
try:
    v[0:0] = 10
    print('sel2d', '0:0', v, v.shape)
except IndexError as e:
    print('sel2d', '0:0', 'IndexError', e)
v = torch.zeros(3, 4, dtype=torch.int32)[1, 2]
try:
    v[:1] = 10
    print('sel2d', ':1', v, v.shape)
except IndexError as e:
    print('sel2d', ':1', 'IndexError', e)
v = torch.zeros(3, 4, dtype=torch.int32)[1, 2]
try:
    v[:18] = 10
    print('sel2d', ':18', v, v.shape)
except IndexError as e:
    print('sel2d', ':18', 'IndexError', e)
v = torch.zeros(3, 4, dtype=torch.int32)[1, 2]
try:
    v[:] = 10
    print('sel2d', ':', v, v.shape)
except IndexError as e:
    print('sel2d', ':', 'IndexError', e)
v = torch.zeros(3, 4, dtype=torch.int32)[1, 2]
try:
    v[1:] = 10
    print('sel2d', '1:', v, v.shape)
except IndexError as e:
    print('sel2d', '1:', 'IndexError', e)
v = torch.zeros(3, 4, dtype=torch.int32)[1, 2]
try:
    v[::2] = 10
    print('sel2d', '::2', v, v.shape)
except IndexError as e:
    print('sel2d', '::2', 'IndexError', e)
v = torch.zeros(3, 4, dtype=torch.int32)[1, 2]
try:
    v[:-1] = 10
    print('sel2d', ':-1', v, v.shape)
except IndexError as e:
    print('sel2d', ':-1', 'IndexError', e)
v = torch.zeros(3, 4, dtype=torch.int32)[1, 2]
try:
    v[0:0:1] = 10
    print('sel2d', '0:0:1', v, v.shape)
except IndexError as e:
    print('sel2d', '0:0:1', 'IndexError', e)
v = torch.zeros(3, 4, dtype=torch.int32)[1, 2]
try:
    v[None:0:None] = 10
    print('sel2d', 'None:0:None', v, v.shape)
except IndexError as e:
    print('sel2d', 'None:0:None', 'IndexError', e)
b = torch.full((4,), 0.5)
u = b.unbind(0)[2]
u[:0] = torch.tensor(3.)
print(b)
w = b[1]
w[0:0] = 7
print(b, w)
