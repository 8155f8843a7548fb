# Building a string by concatenation in a loop stays within the work budget.
s = ''
for i in range(20000):
    s = s + str(i)
print(len(s), s[-10:])
t = ''
for i in range(20000):
    t += chr(97 + i % 26)
print(len(t), t[:5])
