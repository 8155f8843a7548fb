# Random programs for src/lang/python/py_set.c (seed 20261202, made by scripts/gen_set_cases.py):
# sets built by displays, comprehensions and set(), through set algebra and methods,
# printed after each step.  Outputs are recorded from CPython 3.11 with
# scripts/record_cases.py, never typed.

#@@ case random_00
v0, v1, v2 = 19, -4, 7 * 17
a = {168, -3230723812982155872, 608, 4579794904301318114}
b = set([3251201939789438657, 49, 2341774049063226479, 384, 40, 432, -10])
print(a)
print(b)
print({i for i in a if i != 34})

#@@ case random_01
v0, v1, v2 = 1e20, True, 39
a = {v0, v1, v2}
b = set([65, -9, (3, 5), 49152, -12, 33, -3230669617569775378, 16, 4 * 6, -7.5, 36, -7])
print(a)
print(b)
print(a.difference(b, [-7.5]))
a ^= b; print(a)

#@@ case random_02
v0, v1, v2 = 1920859031750810812, 59, (0, 2)
a = {i % 4 for i in range(39)}
b = set([1600, 12, 58, 56, 1056, 11])
print(a)
print(b)
c = a.copy(); c.add(256); print(c, a)
print(a.difference(b, [672]))
a.clear(); print(a, len(a))
a -= b; print(a)
print(frozenset(a))
a |= b; print(a)

#@@ case random_03
v0, v1, v2 = 80, 0.5, -7
a = set([6 * 25, 41, 3361179346615825244, 46, 10, 41, 5, 8 * 12])
b = {-0.0, 24576}
print(a)
print(b)
print(a.symmetric_difference(b))
b.update([45056, 17]); print(b)
print(a - b)
print(a.intersection(b))
a.clear(); print(a, len(a))
print(a <= b, a < b, a == b, a >= b)

#@@ case random_04
v0, v1, v2 = -1636949870271806929, -1044044595678248587, 3550759723367405082
a = {9, 2432, 30 * 15, 1e20, 80, 0, 35}
b = set([64, 78, 24, 47, 6, 1088])
print(a)
print(b)
print(b - a)
print(a <= b, a < b, a == b, a >= b)

#@@ case random_05
v0, v1, v2 = -18, -2459215848931047200, 51
a = set(range(8, 40, 6))
b = {13, 56, 61, 43, 304, 29, 240, 30, 66, 48, (4, 3), 15 * 14}
print(a)
print(b)
print(len(a), -12 in a, sorted(a)[:3])
print(a.isdisjoint(b), a.issubset(b))

#@@ case random_06
v0, v1, v2 = (5, 5), 12, (5, 2)
a = {v0, v1, v2}
b = {-494269201991340852, 0 * 12}
print(a)
print(b)
x = a.pop() if a else None; print(x, a)
print(list(a)[:5], tuple(b)[:5])
print(frozenset(a))

#@@ case random_07
v0, v1, v2 = 27, 32, -0.0
a = set(range(2, 17, 9))
b = set([21, 15, 56, 59, -18])
print(a)
print(b)
print(b - a)
a &= b; print(a)
print(a.symmetric_difference(b))
a.discard(608); print(a)
a ^= b; print(a)

#@@ case random_08
v0, v1, v2 = 102400, 56, 18
a = set(range(10, 84, 3))
b = set([27 * 8, (1, 0), 1e20, 592, 224, -12, -0.0, 1])
print(a)
print(b)
print(a | b)

#@@ case random_09
v0, v1, v2 = 21 * 22, 14, 20 * 11
a = set(range(7, 155, 6))
b = set(range(5, 30, 7))
print(a)
print(b)
a.add((5, 0)); print(a)

#@@ case random_10
v0, v1, v2 = 11, 53, 512
a = {72, -20, 31}
b = {i % 9 for i in range(37)}
print(a)
print(b)
print(list(a)[:5], tuple(b)[:5])
print(a & b)

#@@ case random_11
v0, v1, v2 = 78, -7.5, -21825654397839
a = {-9, 28 * 0, 15, 72, 57, 0, -4, 58, -8, -14, -6, (5, 5), 41, -2}
b = {(1, 4)}
print(a)
print(b)
print(a <= b, a < b, a == b, a >= b)
c = a.copy(); c.add(736); print(c, a)
print(a ^ b)
print(a - b)
print(a.symmetric_difference(b))
print(a & b)

#@@ case random_12
v0, v1, v2 = 25, (5, 0), -6
a = {-9, 1908227417203818769, -766340820703386907, 0.5, 1e20, 18 * 11, 58, 64, (2, 4)}
b = {98304, 31, 432, 74, 51, False}
print(a)
print(b)
print(frozenset(a))

#@@ case random_13
v0, v1, v2 = 895912251408211242, 173694986795243890, 163840
a = {v0, v1, v2}
b = set([192, 62, -5, 3, 41, 52])
print(a)
print(b)
print(a.difference(b, [496]))
a.clear(); print(a, len(a))
print(b - a)
print(frozenset(a))

#@@ case random_14
v0, v1, v2 = 40, 5, 61
a = set(range(2, 164, 2))
b = {(2, 4), (5, 5), 9, 77, 39, (0, 4), 928, 17 * 29, 27, 61440, -17}
print(a)
print(b)
print(a.intersection(b))
print(a.isdisjoint(b), a.issubset(b))
print(len(a), (2, 4) in a, sorted(a)[:3])
b.update([False, 17 * 14]); print(b)
print(frozenset(a))

#@@ case random_15
v0, v1, v2 = 3 * 1, -19, -8
a = {76}
b = set(range(-2, 75, 6))
print(a)
print(b)
a.add(1e20); print(a)
print(b - a)
c = a.copy(); c.add(112); print(c, a)
print(b - a)
print(frozenset(a))
print(b - a)

#@@ case random_16
v0, v1, v2 = 47, 74, 16
a = set(range(10, 56, 4))
b = set([1216])
print(a)
print(b)
a.clear(); print(a, len(a))
print(a.union(b, [(4, 4)]))
a |= b; print(a)
print(a & b)
print(a.intersection(b))

#@@ case random_17
v0, v1, v2 = 576, 78, 25 * 10
a = set([126976, 40960, -17, 33, 1685473887956231641, -20, 1088, -4529321745756950633, 512])
b = {i % 6 for i in range(24)}
print(a)
print(b)
print(a ^ b)
a ^= b; print(a)
print({i for i in a if i != (1, 0)})
print(b - a)
print(a - b)

#@@ case random_18
v0, v1, v2 = 20, 1, 5
a = {23 * 22, (5, 5), 70, -3, (5, 5), -8, 449628818924887368, 640, 8, -877735095044946554, 0.5, 18, 72}
b = set([-18, 70, 23 * 10, 19, 39, -3317942019317868445])
print(a)
print(b)
print({i for i in a if i != 10})
a -= b; print(a)

#@@ case random_19
v0, v1, v2 = 9 * 26, 7 * 21, 43
a = set(range(9, 165, 7))
b = {i % 1 for i in range(1)}
print(a)
print(b)
print(len(a), -6 in a, sorted(a)[:3])
print({i for i in a if i != 69})
print(list(a)[:5], tuple(b)[:5])
print(a | b)

#@@ case random_20
v0, v1, v2 = (2, 5), 3.25, 63
a = set([-19, 2165948299927193473])
b = set([30, 59, 592, 63, 2, 1, 1314738536995378314])
print(a)
print(b)
print(a & b)
a.discard(-4019843147326929520); print(a)

#@@ case random_21
v0, v1, v2 = 2.5, -3202665083238559028, 2287211953469852023
a = {i * 0.5 for i in range(21)}
b = {i * 0.5 for i in range(39)}
print(a)
print(b)
print(a.isdisjoint(b), a.issubset(b))
print(a - b)
print(a & b)
c = a.copy(); c.add(224); print(c, a)
a ^= b; print(a)
print(a - b)

#@@ case random_22
v0, v1, v2 = 27, 384, True
a = {(4, 0), 1056, 50, 54, 3}
b = {i % 4 for i in range(31)}
print(a)
print(b)
print(a.union(b, [14]))
print(a.intersection(b))
a ^= b; print(a)

#@@ case random_23
v0, v1, v2 = 25, -19, 6
a = {i * 0.5 for i in range(23)}
b = {66, False, 27, 73, -8}
print(a)
print(b)
b.update([24, 30 * 21]); print(b)

#@@ case random_24
v0, v1, v2 = -17, 50, 3739689116112810644
a = set([21, (0, 4), -12, 110592])
b = {i * 4 for i in range(5)}
print(a)
print(b)
print(a.union(b, [68]))
b.update([33, 122880]); print(b)
print(a.union(b, [2.5]))
a |= b; print(a)
c = a.copy(); c.add(192); print(c, a)

#@@ case random_25
v0, v1, v2 = 72, 11, 62
a = {5, -2214040653946778430, 1056, 45056, 54, 69, 30, 40, (1, 1), 61}
b = {v0, v1, v2}
print(a)
print(b)
print(a.intersection(b))
b.update([(2, 2), -1421713715765284318]); print(b)
print(a ^ b)
a -= b; print(a)
a &= b; print(a)

#@@ case random_26
v0, v1, v2 = 159744, 42, 76
a = set([])
b = {22 * 27, 52, 2997968008961414007, 112, 704, 74, 136, -20, 15 * 3, 2, 448, -4, 64}
print(a)
print(b)
a.clear(); print(a, len(a))
c = a.copy(); c.add(26); print(c, a)
print(a ^ b)

#@@ case random_27
v0, v1, v2 = 12, 69632, 14
a = set([])
b = set([-14, 821827716275006917, 864, 14])
print(a)
print(b)
print(b - a)
print(a ^ b)
print(a.difference(b, [32768]))
print(a.symmetric_difference(b))
print(a.difference(b, [43]))
a ^= b; print(a)

#@@ case random_28
v0, v1, v2 = 357610869934299660, 1920, -10
a = {i * 8 for i in range(38)}
b = set([3, 66, 75, (2, 2), 65, 2.5, -4474013827269964793, -2289142645970780124, 67, 61440, 42, 23, -4254492803354641695, 4285408019380734581])
print(a)
print(b)
a ^= b; print(a)
a.clear(); print(a, len(a))

#@@ case random_29
v0, v1, v2 = 34, -19, -13
a = set([13, 34, 159744, 70, 1408])
b = {v0, v1, v2}
print(a)
print(b)
print(a.difference(b, [73]))

#@@ case random_30
v0, v1, v2 = 41, (5, 3), (1, 3)
a = {48, 38, -5, 280, 42, (0, 1), 42, (3, 2), 896, 0.5, 1686987057984861359, 27 * 30, 1408, 0}
b = {288, 1152, 57, 60, 54, 30, -8, True}
print(a)
print(b)
print(a.union(b, [False]))
print(list(a)[:5], tuple(b)[:5])
print(len(a), 27 * 27 in a, sorted(a)[:3])

#@@ case random_31
v0, v1, v2 = 0.5, 59, 39
a = {4 * 28, 20 * 6, 3.25, -2386114676928129378}
b = set([-11, 0, 3912677777434172437, 61, 40, 28, 33, 71, -1])
print(a)
print(b)
a |= b; print(a)
print(a & b)
print(a.symmetric_difference(b))
a &= b; print(a)

#@@ case random_32
v0, v1, v2 = -17, -2794893762402052737, 4
a = set(range(-1, 81, 9))
b = set(range(-2, 131, 3))
print(a)
print(b)
print(a ^ b)
a |= b; print(a)
print(a & b)
print(a.intersection(b))
print(a.symmetric_difference(b))
print(a & b)

#@@ case random_33
v0, v1, v2 = 49, -236976591953266085, 10
a = {29, -511017726656730170, -2827601475825518026, 448, 52, False}
b = set(range(-6, 126, 6))
print(a)
print(b)
a -= b; print(a)
print(a | b)
print(a.difference(b, [69]))
a &= b; print(a)
a &= b; print(a)
b.update([88, 6]); print(b)

#@@ case random_34
v0, v1, v2 = 736, 4 * 20, (1, 2)
a = set([77, 12, 75, 75, 73, 71, 384, 74])
b = {i % 6 for i in range(38)}
print(a)
print(b)
a.add(15); print(a)
a.clear(); print(a, len(a))
print(a.symmetric_difference(b))
a.discard(47); print(a)

#@@ case random_35
v0, v1, v2 = 15, 42, 1e20
a = set([81920, 39, 15, 448844767231949736, 832, 2397481797021266051, 47])
b = set(range(1, 130, 1))
print(a)
print(b)
print(a ^ b)

#@@ case random_36
v0, v1, v2 = 3, -10, -20
a = {-4, 12, 4 * 19, -3270110916516289203, 37, (3, 0)}
b = {(5, 4), -17, 15 * 12, (3, 3), 1472, 10, 15 * 3, 9, 304, 33, -8, -2066080937552082991}
print(a)
print(b)
print(a | b)
print(a.difference(b, [79]))
a.clear(); print(a, len(a))
c = a.copy(); c.add(19); print(c, a)
print(frozenset(a))

#@@ case random_37
v0, v1, v2 = 49, 560, 21 * 13
a = {512, 4287895940647218135, 8 * 6, (2, 0)}
b = {58, -2564815102022936407, 16, 0, -757661615379190156, -2244651687086723630, 53, 16 * 23}
print(a)
print(b)
print(a | b)

#@@ case random_38
v0, v1, v2 = (3, 5), 2, 160
a = {23}
b = set([39, 41, 16, 31, -340009772694394741, 3008936639425730212, 818537561889237455, 71, 45, 6])
print(a)
print(b)
print(a - b)
b.update([11 * 5, -3]); print(b)
print(list(a)[:5], tuple(b)[:5])
a.add(78); print(a)
print(a <= b, a < b, a == b, a >= b)

#@@ case random_39
v0, v1, v2 = 73, -19, 7 * 2
a = {i * 0.5 for i in range(4)}
b = {v0, v1, v2}
print(a)
print(b)
print(a.union(b, [2928216590823048103]))
c = a.copy(); c.add((5, 2)); print(c, a)
print(a.difference(b, [18 * 17]))
a |= b; print(a)
print(list(a)[:5], tuple(b)[:5])
print(b - a)

#@@ case random_40
v0, v1, v2 = 1161047629321594892, 2279911794928281732, -822966404040159676
a = {-17, 80, 240, -12}
b = {96, 3131643601645827531, 2.5, 47, 24 * 5, 22, 25, 36, 28, 67, 4, 58, 57, -6}
print(a)
print(b)
print(len(a), (5, 4) in a, sorted(a)[:3])

#@@ case random_41
v0, v1, v2 = 13, 8 * 10, -6
a = {v0, v1, v2}
b = set([])
print(a)
print(b)
a.clear(); print(a, len(a))
c = a.copy(); c.add(3.25); print(c, a)
print(a | b)
print(a <= b, a < b, a == b, a >= b)

#@@ case random_42
v0, v1, v2 = (5, 3), 33, (2, 1)
a = set([-7.5, 41, -7.5])
b = {-10, 57344, 304, 248, 240, (4, 4), 5, 8 * 7, 57, 2 * 30, 64, 10, -4, -5}
print(a)
print(b)
print(a | b)
print({i for i in a if i != 3 * 14})
x = a.pop() if a else None; print(x, a)
print(a.intersection(b))

#@@ case random_43
v0, v1, v2 = 352, -3, 2.5
a = {-i for i in range(10)}
b = set(range(5, 193, 2))
print(a)
print(b)
a.discard(-15); print(a)
print(frozenset(a))
print(a | b)
a.discard((1, 2)); print(a)

#@@ case random_44
v0, v1, v2 = 56, 16, (0, 0)
a = set(range(8, 188, 3))
b = set([-446361291769003387, 22, 36, 20 * 26, (0, 4)])
print(a)
print(b)
print(a ^ b)
a.clear(); print(a, len(a))

#@@ case random_45
v0, v1, v2 = 39, 71, -3
a = {v0, v1, v2}
b = {32, 3.25, 79, 69, -8}
print(a)
print(b)
print(a.symmetric_difference(b))

#@@ case random_46
v0, v1, v2 = 32, 14 * 10, 64
a = {(2, 4), 3.25, True, 1, -4412947707475311497, 10, 62, (4, 5), 13, 22, 512}
b = {73, 80, 80, 928, -3773292273715250379, (5, 5), 29, 768, 75, 48, 192, 9, 1e20, 71}
print(a)
print(b)
print({i for i in a if i != 54})

#@@ case random_47
v0, v1, v2 = 1.0, (4, 5), (5, 4)
a = set([47, -10, 15, -12, 64, 2 * 21, 304, 49, -5, -9, 736])
b = set([])
print(a)
print(b)
a.add(74); print(a)
b.update([31, 2496]); print(b)

#@@ case random_48
v0, v1, v2 = 10 * 12, 16 * 0, 26
a = {496, -20, 40}
b = {v0, v1, v2}
print(a)
print(b)
print(len(a), -0.0 in a, sorted(a)[:3])

#@@ case random_49
v0, v1, v2 = 192, 1 * 26, 10
a = set([21, 19, 63, -283078329270738146, 79])
b = {(i % 3, i // 3) for i in range(32)}
print(a)
print(b)
print(a.difference(b, [32]))

#@@ case random_50
v0, v1, v2 = 32, 1152, 3 * 23
a = set([1664, 3.25, 29 * 7, 47, 1408, 16 * 15, 5 * 1, 37, 78])
b = {832, 126976, -8, 13 * 17, -1, 2.5, 25 * 1, -7, 5, -3, True, -2122833619470605139, 128, 66}
print(a)
print(b)
a.clear(); print(a, len(a))
print(a <= b, a < b, a == b, a >= b)
print(a <= b, a < b, a == b, a >= b)
b.update([0, 775989963681870837]); print(b)

#@@ case random_51
v0, v1, v2 = 21 * 19, 30, 3.25
a = set([1664])
b = {72}
print(a)
print(b)
print(a <= b, a < b, a == b, a >= b)
print(b - a)
print(a - b)
print(a.difference(b, [76]))
a.discard(-6); print(a)
a.add(-1); print(a)

#@@ case random_52
v0, v1, v2 = 2.5, 73, -7.5
a = set([-1812997248872514259, 1664])
b = {19, 80, 55, 39, 736, False, -14, 37, -3134256237425263419, (2, 5), (2, 0)}
print(a)
print(b)
print(list(a)[:5], tuple(b)[:5])
print(a.union(b, [-3118496600504840910]))
print(a & b)
a &= b; print(a)
a.clear(); print(a, len(a))
print({i for i in a if i != 19})

#@@ case random_53
v0, v1, v2 = 832, -9, 20
a = {v0, v1, v2}
b = set([])
print(a)
print(b)
a ^= b; print(a)
print(frozenset(a))
print({i for i in a if i != (2, 0)})
print(a - b)
print(len(a), -134577870500012483 in a, sorted(a)[:3])

#@@ case random_54
v0, v1, v2 = (0, 3), 1728, (2, 3)
a = set([144])
b = {65, 60, (2, 1), 672, 47, 2368}
print(a)
print(b)
a.clear(); print(a, len(a))

#@@ case random_55
v0, v1, v2 = -2, -17, 0.5
a = {2.5, 15, 72, 2496, 208, -5, False, 3025003834643257084, -7, 14, (1, 1), 1e20, 3697886938515714593}
b = {4153300655600842751, 31, 2.5, 65}
print(a)
print(b)
print(a.union(b, [55]))
print(a.union(b, [21 * 23]))
print({i for i in a if i != 14})

#@@ case random_56
v0, v1, v2 = 30, 60, 34
a = {i % 6 for i in range(2)}
b = {v0, v1, v2}
print(a)
print(b)
print(a ^ b)
a &= b; print(a)
print(list(a)[:5], tuple(b)[:5])
print(b - a)
print(a & b)

#@@ case random_57
v0, v1, v2 = 6 * 19, 1088, -10
a = {-6, 9 * 29, False, 25 * 4, 33, -13, (5, 4), (3, 0)}
b = set(range(-3, 82, 6))
print(a)
print(b)
print(a | b)

#@@ case random_58
v0, v1, v2 = 2.5, 14, 14 * 14
a = {-i for i in range(25)}
b = set(range(-3, 111, 7))
print(a)
print(b)
print(a.difference(b, [32]))
a.add(-7.5); print(a)
print(a ^ b)
print(a - b)

#@@ case random_59
v0, v1, v2 = -10, 27 * 9, 33
a = {v0, v1, v2}
b = set([12288, 0])
print(a)
print(b)
print(a <= b, a < b, a == b, a >= b)
print(frozenset(a))
x = a.pop() if a else None; print(x, a)
a ^= b; print(a)
