"""gen_mathfn_snippets.py — the learner step of scripts/gen_snippets.py's extension "x":
elementwise float math on the view being studied (src/lang/arrays/arr_mathfn.c's area).

torch: sigmoid / reciprocal / rsqrt / square / mean / sum of the view (made float when it
holds integers, sometimes scaled by a division first); numpy: ** with the fast exponents
and integer ones, var / std / mean / sum with axes, ddof and keepdims.  Each expression is
probed first (gen_snippets.assign_probed): one that raises goes inside a try."""


def mathfn_step(p, cur, v, assign_probed):
    rng = p.rng
    nd = len(v.shape)
    axis = rng.choice([None] + list(range(-nd, nd))) if nd else None
    if p.lib == "torch":
        if v.dtype.is_complex or str(v.dtype) in ("torch.float16", "torch.bfloat16"):
            return
        src = cur if v.dtype.is_floating_point else "%s.float()" % cur
        if rng.random() < 0.4:
            src = "(%s / %s)" % (src, rng.choice(["3", "7", "-2.5", "11"]))
        expr = rng.choice(["%s.sigmoid()", "torch.sigmoid(%s)", "%s.reciprocal()", "torch.rsqrt(%s)",
                           "%s.square()", "%s.mean()", "%s.sum()"]) % src
        if axis is not None and rng.random() < 0.3:
            expr = "%s.mean(%d)" % (src, axis)
    else:
        if v.dtype.kind not in "biuf" or v.dtype.itemsize == 2 and v.dtype.kind == "f":
            return
        src = cur
        if v.dtype.kind == "f" or rng.random() < 0.4:
            src = "(%s / %s)" % (cur, rng.choice(["3", "7", "-2.5", "11"])) if rng.random() < 0.5 else cur
        ax = "" if axis is None else "axis=%d" % axis
        r = rng.random()
        if r < 0.35:
            expr = "%s ** %s" % (src, rng.choice(["2", "0.5", "-1", "0", "1", "2.0", "3"]))
        elif r < 0.7:
            fn = rng.choice(["var", "std"])
            extra = [a for a in [ax, rng.choice(["", "ddof=1"]), rng.choice(["", "keepdims=True"])] if a]
            expr = rng.choice(["%s.%s(%s)" % (src, fn, ", ".join(extra)),
                               "np.%s(%s)" % (fn, ", ".join([src] + extra))])
        else:
            fn = rng.choice(["sum", "mean"])
            expr = "%s.%s(%s)" % (src, fn, ax)
    new = p.fresh("m")
    got = assign_probed(p, new, expr, ["print(%s)" % new])
    if not got:
        return
    show = ["print(%s)" % new]
    if hasattr(got[1], "tolist"):
        show.append("print(%s.tolist())" % new)
    p.emit(rng.choice(show))
