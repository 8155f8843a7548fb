#@@ case split_default
print("a b  c".split(), "  lead and trail  ".split(), "\ttabs\nand\x0bvt".split())
#@@ case split_maxsplit_keyword
print("a b c d".split(maxsplit=2), "a,b,c".split(sep=",", maxsplit=1), "a b c".rsplit(maxsplit=1))
#@@ case split_separator_edges
print(",a,".split(","), "aaa".split("a"), "abc".split("abc"), "a--b---c".split("--"))
#@@ case split_empty_separator
"abc".split("")
#@@ case rsplit_separator
print("a.b.c.d".rsplit(".", 2), "a.b".rsplit(".", 0), "...".rsplit("."))
#@@ case strip_variants
print(repr("  x  ".strip()), repr("\n\tx\r\n".strip()), repr("xyxhixyx".strip("xy")), repr("abc".lstrip("ba")), repr("abc".rstrip("cb")))
#@@ case strip_none_argument
print(repr("  x ".strip(None)), repr("--x--".lstrip("-")), repr("".rstrip("a")))
#@@ case upper_lower_title
print("Stride View".upper(), "Stride View".lower(), "stride view of a tensor".title(), "x2y".title(), "ABC def".swapcase(), "stRIDE".capitalize())
#@@ case is_predicates
print("123".isdigit(), "1.5".isdigit(), "abc".isalpha(), "abc1".isalpha(), "abc1".isalnum(), "".isalnum(), "   ".isspace(), "".isspace())
print("ABC1".isupper(), "abc".islower(), "Abc".islower(), "".isupper(), "123".isdecimal(), "12".isnumeric())
#@@ case replace_counts
print("aaaa".replace("a", "b"), "aaaa".replace("a", "b", 2), "aaaa".replace("aa", "x"), "abc".replace("x", "y"), "abab".replace("ab", ""))
#@@ case replace_bad_argument
"abc".replace(1, "x")
#@@ case startswith_endswith
s = "torch.Size([2, 3])"
print(s.startswith("torch"), s.startswith(("np", "torch")), s.endswith(")"), s.endswith("])", 0, 5), s.startswith("Size", 6))
#@@ case startswith_bad_type
"abc".startswith(["a"])
#@@ case find_rfind_index
s = "one two one"
print(s.find("one"), s.find("one", 1), s.rfind("one"), s.find("three"), s.find(""), s.rfind(""), s.find("o", 2, 6), s.rindex("one"))
#@@ case index_not_found
"abc".index("z")
#@@ case count_substrings
print("banana".count("a"), "banana".count("an"), "banana".count("ana"), "banana".count(""), "banana".count("a", 2), "".count(""))
#@@ case justify_and_center
for w in range(0, 9):
    print(repr("ab".ljust(w)), repr("ab".rjust(w, ".")), repr("ab".center(w, "*")), repr("abc".center(w)))
#@@ case center_fill_error
"ab".center(5, "xy")
#@@ case zfill_variants
print("7".zfill(3), "-7".zfill(3), "+7".zfill(3), "abc".zfill(5), "".zfill(2), "-".zfill(3), "1.5".zfill(6))
#@@ case join_variants
print("-".join("abc"), ", ".join(["x"]), "".join([]), " ".join(str(d) for d in (2, 3, 4)), "/".join(("a", "b")))
print(",".join({"k1": 1, "k2": 2}), "+".join(map_ if False else ["1", "2"]) if False else "+".join(["1", "2"]))
#@@ case join_non_string
", ".join([1, 2])
#@@ case partition_and_remove
print("k=v=w".partition("="), "k=v=w".rpartition("="), "kv".partition("="), "kv".rpartition("="))
print("test_lang.c".removesuffix(".c"), "test_lang.c".removeprefix("test_"), "x".removeprefix("y"))
#@@ case splitlines_variants
print("a\nb".splitlines(), "a\n\nb\n".splitlines(), "".splitlines(), "a\r\nb\rc".splitlines())
#@@ case string_in_and_compare
print("ab" in "cab", "" in "x", "ab" < "b", "a" * 3 == "aaa", "Z" < "a", max("abc", "abd"), sorted(["b", "A", "a"]))
#@@ case string_repr_quotes
print(repr("plain"), repr("it's"), repr('say "hi"'), repr("both ' and \""), repr("tab\there"), repr("nl\n"), repr("back\\slash"))
#@@ case escapes_in_literals
print("\x41\x42", "\101\102", "\u00e9", len("\u00e9"), "a\
b", repr("\0"), repr("\a\b\f\v"))
#@@ case unicode_width_and_len
s = "héllo"
print(len(s), s.upper() if False else s, f"[{s:>8}]", f"[{s:.2}]", "{:*^9}".format(s), s.count("l"), s.find("l"))
#@@ case percent_format_floats
for v in [0.0, 1.5, -2.25, 1e-10, 123456789.123, 1e100]:
    print("%f|%.2f|%10.3e|%g|%G|%.3g|%+.1f|%08.2f|%-9.1f|" % (v, v, v, v, v, v, v, v, v))
#@@ case percent_format_ints
for v in [0, 7, -7, 255, 65535]:
    print("%d|%5d|%-5d|%05d|%+d|% d|%x|%X|%#x|%o|%#o|%.4d|%c" % (v, v, v, v, v, v, v, v, v, v, v, v, 65 + v % 26))
#@@ case percent_format_strings
for v in ["", "a", "stride", None, (1, 2), [3], 2.5]:
    print("[%s] [%10s] [%-10s] [%.2s] [%r] [%5.1r]" % (v, v, v, v, v, v))
#@@ case percent_dict_keys
info = {"name": "x", "shape": (2, 3), "n": 6}
print("%(name)s has shape %(shape)s and %(n)d elements (%(n)05.1f)" % info)
#@@ case percent_not_enough
"%s %s %s" % (1, 2)
#@@ case percent_too_many
"%s" % (1, 2)
#@@ case format_method_numbers
print("{:d} {:5d} {:<5d}| {:+d} {:x} {:#b} {:,} {:_}".format(42, 42, 42, 42, 255, 5, 1234567, 1234567))
print("{:.2f} {:10.3e} {:g} {:%} {:.0%} {:e}".format(3.14159, 12345.678, 0.0001, 0.25, 0.5, 0))
#@@ case format_method_positional_reuse
print("{0}{1}{0}".format("ab", "-"), "{0[0]}{0[1]}".format("xy"), "{0:{1}}|".format("z", 4))
#@@ case format_method_uncaught_index
print("{} {} {}".format(1, 2))
#@@ case format_method_uncaught_key
print("{missing}".format(present=1))
#@@ case fstring_format_numbers_table
for v in [1, 22, 333, 4444]:
    print(f"|{v:<6}|{v:^6}|{v:>6}|{v:06}|{v:+6}|{v:6x}|{v:#6o}|")
#@@ case fstring_float_table
for v in [0.5, 2.0 / 3, 1234.5, -0.001]:
    print(f"|{v:8.3f}|{v:<10.2e}|{v:^9.3g}|{v:+.1%}|{v:,.2f}|")
#@@ case fstring_with_method_calls_and_subscripts
import torch
x = torch.arange(6).reshape(2, 3)
rows = [f"row {i}: {[int(v) for v in x[i].tolist()]}" for i in range(x.shape[0])] if False else [f"row {i}: {x[i].tolist()}" for i in range(x.shape[0])]
print("\n".join(rows))
print(f"{x.T.shape[0]}x{x.T.shape[1]} strides {x.T.stride()[0]}/{x.T.stride()[1]}")
#@@ case fstring_dict_and_conditional
d = {"contig": True, "stride": (3, 1)}
print(f"{'yes' if d['contig'] else 'no'} {d['stride'][0]} {len(d)} {list(d)}")
#@@ case fstring_bool_none_specs
print(f"{True} {False:>6} {True:d} {None} {None!r:>6} {True!s:^8}|")
#@@ case fstring_none_with_spec
print(f"{None:>6}")
#@@ case fstring_float_precision_without_type
for v in [0.1, 1.0, 12.0, 123.0, 1234.5678, 1e-5, 1e16, 2.5e-5]:
    print(f"{v:.1} {v:.2} {v:.3} {v:.6} {v:.17}")
#@@ case fstring_int_with_float_types
print(f"{5:f} {5:.2e} {5:g} {5:%} {-3:.1f} {0:E} {10**15:g}")
#@@ case fstring_errors_caught
for f in [lambda: f"{1.5:d}", lambda: f"{'s':d}", lambda: f"{3:.2d}", lambda: f"{3:,x}", lambda: f"{'s':+}", lambda: f"{3:q}"]:
    try:
        f()
    except ValueError as e:
        print("ValueError:", e)
#@@ case str_method_arity_errors
for f in [lambda: "a".upper(1), lambda: "a".zfill(), lambda: "a".center(), lambda: "a".find(), lambda: "a".strip(1, 2), lambda: "a".replace("a"), lambda: "a".split(",", 1, 2), lambda: "a".ljust("3"), lambda: "a".zfill(2.0)]:
    try:
        f()
    except TypeError as e:
        print("TypeError:", e)
#@@ case str_method_old_style_arity_errors
for f in [lambda: 'a'.count(), lambda: 'a'.index(), lambda: 'a'.startswith(), lambda: 'a'.endswith('a', 1, 2, 3), lambda: 'a'.find('a', 1, 2, 3), lambda: 'a'.ljust(), lambda: 'a'.partition(), lambda: 'a'.splitlines(1, 2), lambda: 'a'.rjust(1, 'x', 'y')]:
    try:
        f()
    except TypeError as e:
        print("TypeError:", e)
#@@ case splitlines_keepends
print("a\nb\r\nc\rd".splitlines(True), "x\n\n".splitlines(keepends=True), "tail".splitlines(True))
