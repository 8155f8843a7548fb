import numpy as np
for t in [np.int8, np.uint8, np.int16, np.int32, np.int64, np.uint16, np.uint32]:
    i = np.iinfo(t)
    print(i.min, i.max, i.bits, i.dtype, i.kind, type(i.max))
print(np.iinfo(np.int8))
print(repr(np.iinfo(np.int16)), [np.iinfo(np.uint8)])
print(np.iinfo('int32').max, np.iinfo(np.dtype('uint8')).max, np.iinfo(np.arange(3).dtype).bits, np.iinfo(int).min)
print(f"{np.iinfo(np.int16).max:,}", str(np.iinfo(np.uint16)).splitlines()[0])

