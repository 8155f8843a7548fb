# f-strings, format specs, str methods, % formatting
name, x, n = "stride", 3.14159, 42
print(f"{name!r:>10}|{x:.2f}|{n:05d}|{n:x}|{n:,}|{x:e}|{name:^9}|")
print(f"{n * 2=}", f"{'nested'}", f"{3 + 4}", f"{{braces}}")
print("{} and {:>4}".format("a", 7), "%s=%d (%.1f%%)" % ("k", 5, 12.5))
s = "  Hello, World  "
print(s.strip(), s.lower(), s.split(","), "-".join(["a", "b", "c"]))
print("abc".replace("b", "XY"), "a,b,,c".split(","), "x".center(5, "*"), "Tab".ljust(5) + "|")
print("strides".startswith("str"), "strides".find("d"), "ab" * 3, "abc"[::-1], "a1".isalnum())
print(repr("quote's"), str(1.0), str(1e16), repr(0.1 + 0.2), round(2.675, 2), int("-17"))
