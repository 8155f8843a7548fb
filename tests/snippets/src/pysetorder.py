#@@ case sorted_min_max_of_str_sets
s = set()
for i in range(12):
    s.add(str(i * 7))
print(sorted(s)[:5], min(s), max(s), len(s), all(s), any(s))
print(sorted({"b", "a", "c"}, reverse=True))
f = frozenset(["x", "yy", "z"])
print(sorted(f), min(f), max(f))
words = {"stride", "offset", "view", "size"}
print(sorted(words), sorted(words, reverse=True)[0], min(words), max(words))

#@@ case sorted_set_of_ints_and_str_sets_in_comprehensions
names = {n for n in ["b", "a", "b", "c"]}
print(sorted(names), len(names), "a" in names)
print(sorted({3, 1, 2}), min({5, -1}), max(frozenset({9, 4})))
