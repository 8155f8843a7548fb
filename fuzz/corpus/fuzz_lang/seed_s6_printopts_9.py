import numpy as np
calls = [lambda: np.set_printoptions(precision=1.5), lambda: np.set_printoptions(floatmode="x"),
         lambda: np.set_printoptions(threshold="a"), lambda: np.set_printoptions(threshold=np.nan),
         lambda: np.set_printoptions(sign="x")]
for call in calls:
    try:
        call()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(np.array([1/3]))

