#!/usr/bin/python3
"""probe_torch_sum.py — measure a Python model of torch's CPU float summation order
(aten/src/ATen/native/cpu/SumKernel.cpp's cascade_sum under TensorIterator) against the
torch running this script: torch 1.13 (/usr/bin/python3) or torch 2.2
(`sh scripts/venvs.sh torch22`).  src/lang/torch/tensor_sum_order.c implements the same
model in C.

  PYTHON scripts/probe_torch_sum.py [--seed S] [-n TRIALS] [--lanes W] [--spread]
                                    [--dtype D] [--wrong]

Draws random layouts (contiguous, permuted, sliced; 1-d to 3-d) of float32 / float64 /
float16 / bfloat16 tensors of 7 to 30000 elements, sums over a random set of dims (or
all), and prints per dtype how many results match torch bit for bit.  --lanes is the
number of lanes of Vectorized<float> (default 8: both references measure as AVX2 here;
torch 2.2 reports AVX512, yet --lanes 16 fails most float32 cases under it).  --spread
scales the values by 2^-40 .. 2^40 (2^-12 .. 2^12 for float16), where the order of the
float16 / bfloat16 vector pairing shows; --wrong swaps that pairing, to show the probe
can fail (bfloat16 with --spread).
"""
import argparse
import math
import random
import struct

import numpy as np
import torch


DTYPES = [torch.float32, torch.float64, torch.float16, torch.bfloat16]
SPREAD = False


def to_bf16(x):
    b = struct.unpack("<I", struct.pack("<f", np.float32(x)))[0]
    if (b & 0x7F800000) == 0x7F800000 and (b & 0x7FFFFF):
        return float("nan")
    b = (b + 0x7FFF + ((b >> 16) & 1)) & 0xFFFF0000
    return float(struct.unpack("<f", struct.pack("<I", b))[0])


class Kind:
    def __init__(self, dtype, W, wrong=False):
        self.dtype = dtype
        self.wrong = wrong
        self.size = {torch.float32: 4, torch.float64: 8, torch.float16: 2, torch.bfloat16: 2}[dtype]
        self.acc64 = dtype == torch.float64
        self.vacc = W // 2 if self.acc64 else W          # lanes of Vectorized<acc_t>
        self.vscal = {8: W // 2, 4: W, 2: 2 * W}[self.size]  # lanes of Vectorized<scalar_t>

    def add(self, a, b):  # acc_t addition
        return a + b if self.acc64 else float(np.float32(a) + np.float32(b))

    def narrow(self, s):
        if self.dtype == torch.float16:
            return float(np.float16(s))
        if self.dtype == torch.bfloat16:
            return to_bf16(s)
        if self.dtype == torch.float32:
            return float(np.float32(s))
        return s

    def scalar(self):  # a Kind whose additions round to scalar_t (torch 1.13's scalar loops)
        k = Kind.__new__(Kind)
        k.__dict__.update(self.__dict__)
        k.add = lambda a, b: self.narrow(self.add(a, b))
        return k

    def store(self, out, v):  # *out += v in scalar_t
        s = self.add(out, self.narrow(v))
        if self.dtype == torch.float16:
            return float(np.float16(s))
        if self.dtype == torch.bfloat16:
            return to_bf16(s)
        if self.dtype == torch.float32:
            return float(np.float32(s))
        return s


def ceil_log2(x):
    return 1 if x <= 2 else (x - 1).bit_length()


def multi_row_sum(K, load, nrows, size, zero):
    """load(i, k): row i, column k (a list of lanes or a scalar as a 1-list)"""
    num_levels = 4
    lp = max(4, ceil_log2(size) // num_levels)
    step, mask = 1 << lp, (1 << lp) - 1
    acc = [[list(zero) for _ in range(nrows)] for _ in range(num_levels)]

    def addv(a, b):
        return [K.add(x, y) for x, y in zip(a, b)]
    i = 0
    while i + step <= size:
        for _ in range(step):
            for k in range(nrows):
                acc[0][k] = addv(acc[0][k], load(i, k))
            i += 1
        for j in range(1, num_levels):
            for k in range(nrows):
                acc[j][k] = addv(acc[j][k], acc[j - 1][k])
                acc[j - 1][k] = list(zero)
            if i & (mask << (j * lp)):
                break
    while i < size:
        for k in range(nrows):
            acc[0][k] = addv(acc[0][k], load(i, k))
        i += 1
    for j in range(1, num_levels):
        for k in range(nrows):
            acc[0][k] = addv(acc[0][k], acc[j][k])
    return acc[0]


def row_sum(K, load1, size, zero):
    """load1(i): element i of the row (lanes)"""
    sz = size // 4
    p = multi_row_sum(K, lambda i, k: load1(i * 4 + k), 4, sz, zero)
    for i in range(sz * 4, size):
        p[0] = [K.add(x, y) for x, y in zip(p[0], load1(i))]
    for k in range(1, 4):
        p[0] = [K.add(x, y) for x, y in zip(p[0], p[k])]
    return p[0]


def loop2d(K, mem, out, ob, ib, s0, s1, ist, ost):
    """one call of cascade_sum's loop: byte strides (ist, ost) of dims 0 and 1"""
    ist, ost = list(ist), list(ost)
    if ost[0] != 0 and ost[1] == 0:
        ist.reverse()
        ost.reverse()
        s0, s1 = s1, s0
    sz = K.size
    rd = lambda addr: mem[addr // sz]
    if ost[0] != 0 and ost[1] != 0:  # no reduction left: out += in, element by element
        for j in range(s1):
            for i in range(s0):
                o = ob + i * ost[0] + j * ost[1]
                out[o] = K.store(out[o], rd(ib + i * ist[0] + j * ist[1]))
        return
    ostr = ost[1]
    V, A = K.vscal, K.vacc
    if ist[0] == sz and s0 >= V:
        nvec = s0 // V

        def vload(base):
            def f(i):
                a = base + i * V * sz
                x = [rd(a + q * sz) for q in range(V)]
                if V == A:
                    return x
                if (K.dtype == torch.bfloat16) != K.wrong:  # load_fp32_from_bf16: halves
                    return [K.add(x[l], x[l + A]) for l in range(A)]
                return [K.add(K.add(0.0, x[2 * l]), x[2 * l + 1]) for l in range(A)]
            return f
        for j in range(s1):
            row = ib + j * ist[1]
            lanes = row_sum(K, vload(row), nvec, [0.0] * A)
            fin = 0.0
            for k in range(nvec * V, s0):
                fin = K.add(fin, rd(row + k * sz))
            for l in range(A):
                fin = K.add(fin, lanes[l])
            o = ob + j * ostr
            out[o] = K.store(out[o], fin)
    elif ist[1] == sz and s1 >= V:
        j = 0
        while j + 4 * A <= s1:
            row = ib + j * sz
            sums = multi_row_sum(K, lambda i, k: [rd(row + i * ist[0] + (k * A + l) * sz) for l in range(A)],
                                 4, s0, [0.0] * A)
            for k in range(4):
                for l in range(A):
                    o = ob + (j + k * A + l) * ostr
                    out[o] = K.store(out[o], sums[k][l])
            j += 4 * A
        while j + A <= s1:
            row = ib + j * sz
            sums = row_sum(K, lambda i: [rd(row + i * ist[0] + l * sz) for l in range(A)], s0, [0.0] * A)
            for l in range(A):
                o = ob + (j + l) * ostr
                out[o] = K.store(out[o], sums[l])
            j += A
        while j < s1:
            row = ib + j * sz
            s = row_sum(K, lambda i: [rd(row + i * ist[0])], s0, [0.0])[0]
            o = ob + j * ostr
            out[o] = K.store(out[o], s)
            j += 1
    elif ist[0] < ist[1]:
        for j in range(s1):
            row = ib + j * ist[1]
            s = row_sum(K, lambda i: [rd(row + i * ist[0])], s0, [0.0])[0]
            o = ob + j * ostr
            out[o] = K.store(out[o], s)
    else:
        j = 0
        while j + 3 < s1:
            row = ib + j * ist[1]
            sums = multi_row_sum(K, lambda i, k: [rd(row + i * ist[0] + k * ist[1])], 4, s0, [0.0])
            for k in range(4):
                o = ob + (j + k) * ostr
                out[o] = K.store(out[o], sums[k][0])
            j += 4
        while j < s1:
            row = ib + j * ist[1]
            s = row_sum(K, lambda i: [rd(row + i * ist[0])], s0, [0.0])[0]
            o = ob + j * ostr
            out[o] = K.store(out[o], s)
            j += 1


def iter_dims(shape, istride, ostride):
    """TensorIterator's reorder_dimensions + coalesce_dimensions for [out, in]"""
    nd = len(shape)
    ops = [ostride, istride]
    if nd == 0:
        return [], [], []
    perm = list(range(nd - 1, -1, -1))

    def should_swap(d0, d1):
        for a, st in enumerate(ops):
            s0, s1 = st[d0], st[d1]
            if a == 0 and (s0 == 0) != (s1 == 0):
                return 1 if s1 == 0 else -1
            if s0 == 0 or s1 == 0:
                continue
            if s0 < s1:
                return -1
            if s0 > s1:
                return 1
            if shape[d0] > shape[d1]:
                return 1
        return 0
    if nd > 1:
        for i in range(1, nd):
            d1 = i
            for d0 in range(i - 1, -1, -1):
                c = should_swap(perm[d0], perm[d1])
                if c > 0:
                    perm[d0], perm[d1] = perm[d1], perm[d0]
                    d1 = d0
                elif c < 0:
                    break
    sh = [shape[p] for p in perm]
    st = [[o[p] for p in perm] for o in ops]
    prev = 0
    for d in range(1, nd):
        ok = sh[prev] == 1 or sh[d] == 1 or all(sh[prev] * s[prev] == s[d] for s in st)
        if ok:
            if sh[prev] == 1:
                for s in st:
                    s[prev] = s[d]
            sh[prev] *= sh[d]
        else:
            prev += 1
            if prev != d:
                for s in st:
                    s[prev] = s[d]
                sh[prev] = sh[d]
    n = prev + 1
    return sh[:n], st[1][:n], st[0][:n]


def model_sum(K, x, dims):
    """x.sum(dims) as a flat list of the output (contiguous) values"""
    nd = x.dim()
    shape = list(x.shape)
    sz = K.size
    # memory: the elements addressed by their storage position
    base = x.storage_offset()
    idx = np.indices(shape).reshape(nd, -1) if nd else np.zeros((0, 1), dtype=np.int64)
    addr = base + sum(idx[d] * x.stride(d) for d in range(nd)) if nd else np.array([base])
    vals = x.double().reshape(-1).numpy()
    mem = {}
    for a, v in zip(addr.tolist(), vals.tolist()):
        mem[a] = v
    keep = [d for d in range(nd) if d not in dims]
    kshape = [1 if d in dims else shape[d] for d in range(nd)]
    cst = [0] * nd
    acc = 1
    for d in range(nd - 1, -1, -1):
        cst[d] = acc
        acc *= max(kshape[d], 1)
    ost = [0 if d in dims else cst[d] * sz for d in range(nd)]
    ist = [x.stride(d) * sz for d in range(nd)]
    nout = 1
    for d in keep:
        nout *= shape[d]
    out = {o * sz: 0.0 for o in range(nout)}
    sh, si, so = iter_dims(shape, ist, ost)
    if not sh:
        out[0] = K.store(0.0, K.add(0.0, mem[base]))
        return [out[0]]
    s0 = sh[0]
    s1 = sh[1] if len(sh) > 1 else 1
    i2 = [si[0], si[1] if len(sh) > 1 else 0]
    o2 = [so[0], so[1] if len(sh) > 1 else 0]
    outer = sh[2:]
    cnt = [0] * len(outer)
    while True:
        ib = base * sz + sum(c * si[2 + q] for q, c in enumerate(cnt))
        ob = sum(c * so[2 + q] for q, c in enumerate(cnt))
        loop2d(K, mem, out, ob, ib, s0, s1, i2, o2)
        q = 0
        while q < len(outer):
            cnt[q] += 1
            if cnt[q] < outer[q]:
                break
            cnt[q] = 0
            q += 1
        if q == len(outer):
            break
    return [out[o * sz] for o in range(nout)]


def rand_case(rng):
    dt = rng.choice(DTYPES)
    nd = rng.choice([1, 2, 2, 3, 3])
    while True:
        shape = [rng.choice([1, 2, 3, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33, 64, 65, 100, 129, 300])
                 for _ in range(nd)]
        n = math.prod(shape)
        if 7 <= n <= 30000:
            break
    torch.manual_seed(rng.randrange(1000))
    lay = rng.choice(["contig", "perm", "slice", "big"])
    if lay == "big" and nd == 1:
        shape = [rng.randrange(7, 30000)]
    x = torch.randn([s + (1 if lay == "slice" else 0) for s in shape])
    if SPREAD:  # magnitudes 2^-12 .. 2^12 (float16), 2^-40 .. 2^40: pairings round differently
        k = 12 if dt == torch.float16 else 40
        x = x * torch.pow(2.0, torch.randint(-k, k + 1, x.shape).double()).float()
    x = x.to(dt)
    if lay == "slice":
        x = x[tuple(slice(0, s) for s in shape)]
        if rng.random() < 0.5 and nd >= 1:
            x = x[tuple(slice(None) for _ in range(nd - 1)) + (slice(None, None, 1),)]
    if lay == "perm" and nd > 1:
        p = list(range(nd))
        rng.shuffle(p)
        x = x.permute(p)
    if rng.random() < 0.3:
        dims = list(range(x.dim()))
    else:
        dims = sorted(rng.sample(range(x.dim()), rng.randrange(1, x.dim() + 1)))
    return x, dims


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("-n", type=int, default=200)
    ap.add_argument("--lanes", type=int, default=8)
    ap.add_argument("--spread", action="store_true")
    ap.add_argument("--dtype", choices=["float32", "float64", "float16", "bfloat16"])
    ap.add_argument("--wrong", action="store_true")
    args = ap.parse_args()
    global SPREAD, DTYPES
    SPREAD = args.spread
    if args.dtype:
        DTYPES = [getattr(torch, args.dtype)]
    W = args.lanes
    rng = random.Random(args.seed)
    res = {}
    for t in range(args.n):
        x, dims = rand_case(rng)
        K = Kind(x.dtype, W, args.wrong)
        got = model_sum(K, x, dims)
        ref = x.sum(dims).double().reshape(-1).tolist()
        ok = all(a == b or (a != a and b != b) for a, b in zip(got, ref))
        k = str(x.dtype).replace("torch.", "")
        tot, good = res.get(k, (0, 0))
        res[k] = (tot + 1, good + ok)
        if not ok:
            print("MISMATCH", k, tuple(x.shape), x.stride(), dims, sum(a != b for a, b in zip(got, ref)), "of", len(ref))
    print("lanes", W, "torch", torch.__version__)
    for k, (tot, good) in sorted(res.items()):
        print("%-9s %d / %d identical" % (k, good, tot))


if __name__ == "__main__":
    main()
