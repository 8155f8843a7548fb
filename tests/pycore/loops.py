# loops, ranges, break / continue / else, comprehensions
total = 0
for i in range(1, 200):
    if i % 7 == 0:
        continue
    if i > 150:
        break
    total += i * i
print(total)
n, steps = 27, 0
while n != 1:
    n = n // 2 if n % 2 == 0 else 3 * n + 1
    steps += 1
else:
    print("collatz", steps)
print([x * x for x in range(10) if x % 3])
print({k: k ** 3 for k in range(5)})
print(sorted({c for c in "mississippi"}))
print(sum(range(10 ** 6)), 2 ** 62, -7 // 2, -7 % 3, 7 / 2)
