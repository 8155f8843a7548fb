#@@ case setitem_into_expanded_view
import torch
def run(name, f):
    e = torch.arange(3.).unsqueeze(1).expand(3, 5)
    try:
        f(e)
        print(name, 'ok', e.tolist())
    except RuntimeError as ex:
        print(name, ex)
def s_all(e): e[:] = 1
def s_row(e): e[0] = 1
def s_elem(e): e[0, 1] = 1
def s_true(e): e[True] = 1
def s_ell_0d(e): e[...] = torch.tensor(2.)
def s_row_vec(e): e[:] = torch.ones(5)
def s_same(e): e[:] = torch.ones(3, 5)
def s_col(e): e[:, 0] = 1
def s_row_0d(e): e[1] = torch.tensor(4.)
for name, f in [('all', s_all), ('row', s_row), ('elem', s_elem), ('true', s_true), ('ell_0d', s_ell_0d),
                ('row_vec', s_row_vec), ('same', s_same), ('col', s_col), ('row_0d', s_row_0d),
                ('fill', lambda e: e.fill_(1)), ('fill_0d', lambda e: e.fill_(torch.tensor(5.))),
                ('zero', lambda e: e.zero_()), ('row_fill', lambda e: e[0].fill_(3))]:
    run(name, f)

#@@ case setitem_overlap_too_hard_and_aliases
import torch
x = torch.arange(12.)
e = x.as_strided((3, 3), (2, 1))
e[:] = 1
e.fill_(torch.tensor(2.))
print(x.tolist())
x = torch.arange(4.)
x[:] = x[1]
print(x.tolist())
x = torch.arange(4.)
x.fill_(x[2])
x[1:3] = x[0]
print(x.tolist())
