# Random printf-style conversions (flags, width, precision, every conversion character)
# over ints, floats (inf, nan, -0.0), strs, None and containers, each caught error
# printed.  Programs generated once with random.seed(5); expectations recorded from
# Python by scripts/record_cases.py like every topic file.
#@@ case pct_random_0
try:
    print('% 08s', repr('% 08s' % (None,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 08s', type(e).__name__, e)
try:
    print('%8X', repr('%8X' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8X', type(e).__name__, e)
try:
    print('%#.5u', repr('%#.5u' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#.5u', type(e).__name__, e)
try:
    print('%.0r', repr('%.0r' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0r', type(e).__name__, e)
try:
    print('%3.0o', repr('%3.0o' % (255,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.0o', type(e).__name__, e)
try:
    print('%0#.0d', repr('%0#.0d' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0#.0d', type(e).__name__, e)
try:
    print('%.0X', repr('%.0X' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0X', type(e).__name__, e)
try:
    print('%3.2e', repr('%3.2e' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.2e', type(e).__name__, e)
try:
    print('%+08.0c', repr('%+08.0c' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+08.0c', type(e).__name__, e)
try:
    print('%3.5X', repr('%3.5X' % (255,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.5X', type(e).__name__, e)
try:
    print('%-3.2d', repr('%-3.2d' % (0.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-3.2d', type(e).__name__, e)
try:
    print('% -3.2F', repr('% -3.2F' % (1e16,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% -3.2F', type(e).__name__, e)
try:
    print('% +3.5X', repr('% +3.5X' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% +3.5X', type(e).__name__, e)
try:
    print('%-8.2c', repr('%-8.2c' % (0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-8.2c', type(e).__name__, e)
try:
    print('%# 3s', repr('%# 3s' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%# 3s', type(e).__name__, e)
try:
    print('%+0.0s', repr('%+0.0s' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+0.0s', type(e).__name__, e)
try:
    print('% 03G', repr('% 03G' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 03G', type(e).__name__, e)
try:
    print('%-3e', repr('%-3e' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-3e', type(e).__name__, e)
try:
    print('%0 .2f', repr('%0 .2f' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0 .2f', type(e).__name__, e)
try:
    print('%- 8.2F', repr('%- 8.2F' % (-1234567,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%- 8.2F', type(e).__name__, e)
try:
    print('%8.0F', repr('%8.0F' % (1e16,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.0F', type(e).__name__, e)
try:
    print('%8o', repr('%8o' % (0.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8o', type(e).__name__, e)
try:
    print('%#-.2f', repr('%#-.2f' % (1e-7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#-.2f', type(e).__name__, e)
try:
    print('%#+a', repr('%#+a' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#+a', type(e).__name__, e)
try:
    print('%.0r', repr('%.0r' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0r', type(e).__name__, e)
try:
    print('%3.2x', repr('%3.2x' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.2x', type(e).__name__, e)
try:
    print('% .5X', repr('% .5X' % (float("inf"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('% .5X', type(e).__name__, e)
try:
    print('%#8.2a', repr('%#8.2a' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#8.2a', type(e).__name__, e)
try:
    print('%#3.0u', repr('%#3.0u' % (-2.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#3.0u', type(e).__name__, e)
try:
    print('%+#3.0o', repr('%+#3.0o' % (1e16,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+#3.0o', type(e).__name__, e)
try:
    print('%08.2o', repr('%08.2o' % ((1, 2),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%08.2o', type(e).__name__, e)
try:
    print('%08F', repr('%08F' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%08F', type(e).__name__, e)
try:
    print('% #3.2g', repr('% #3.2g' % (1.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% #3.2g', type(e).__name__, e)
try:
    print('%8a', repr('%8a' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8a', type(e).__name__, e)
try:
    print('% 8.2s', repr('% 8.2s' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 8.2s', type(e).__name__, e)
try:
    print('% 03.2r', repr('% 03.2r' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 03.2r', type(e).__name__, e)
try:
    print('%8.5G', repr('%8.5G' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.5G', type(e).__name__, e)
try:
    print('%+0.2a', repr('%+0.2a' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+0.2a', type(e).__name__, e)
try:
    print('%-#.5F', repr('%-#.5F' % (0.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-#.5F', type(e).__name__, e)
try:
    print('% -.0s', repr('% -.0s' % (0.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% -.0s', type(e).__name__, e)
try:
    print('%+08.0i', repr('%+08.0i' % (1e16,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+08.0i', type(e).__name__, e)
try:
    print('%x', repr('%x' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%x', type(e).__name__, e)
try:
    print('%+3.0i', repr('%+3.0i' % (1234.5678,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+3.0i', type(e).__name__, e)
try:
    print('% 3e', repr('% 3e' % (True,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 3e', type(e).__name__, e)
try:
    print('% -3.5f', repr('% -3.5f' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% -3.5f', type(e).__name__, e)
try:
    print('%-8.2i', repr('%-8.2i' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-8.2i', type(e).__name__, e)
try:
    print('% -3.2F', repr('% -3.2F' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% -3.2F', type(e).__name__, e)
try:
    print('%3.5G', repr('%3.5G' % (1e-7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.5G', type(e).__name__, e)
try:
    print('%.5a', repr('%.5a' % (9223372036854775807,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.5a', type(e).__name__, e)
try:
    print('%8G', repr('%8G' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8G', type(e).__name__, e)
try:
    print('%-#.2x', repr('%-#.2x' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-#.2x', type(e).__name__, e)
try:
    print('%0#3.5E', repr('%0#3.5E' % (1e16,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0#3.5E', type(e).__name__, e)
try:
    print('%#8.5c', repr('%#8.5c' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#8.5c', type(e).__name__, e)
try:
    print('%8.2F', repr('%8.2F' % (1e16,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.2F', type(e).__name__, e)
try:
    print('%#.2F', repr('%#.2F' % (1e16,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#.2F', type(e).__name__, e)
try:
    print('%+3u', repr('%+3u' % ("s",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+3u', type(e).__name__, e)
try:
    print('%#+3x', repr('%#+3x' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#+3x', type(e).__name__, e)
try:
    print('%-3.2E', repr('%-3.2E' % (1e16,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-3.2E', type(e).__name__, e)
try:
    print('%.5f', repr('%.5f' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.5f', type(e).__name__, e)
try:
    print('%8.2F', repr('%8.2F' % (1e16,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.2F', type(e).__name__, e)
#@@ case pct_random_1
try:
    print('%#-.0F', repr('%#-.0F' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#-.0F', type(e).__name__, e)
try:
    print('% 08s', repr('% 08s' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 08s', type(e).__name__, e)
try:
    print('%0d', repr('%0d' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0d', type(e).__name__, e)
try:
    print('%#-8.0d', repr('%#-8.0d' % (1234.5678,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#-8.0d', type(e).__name__, e)
try:
    print('%08.5c', repr('%08.5c' % (1e16,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%08.5c', type(e).__name__, e)
try:
    print('%+3.5o', repr('%+3.5o' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+3.5o', type(e).__name__, e)
try:
    print('%8.5F', repr('%8.5F' % (1.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.5F', type(e).__name__, e)
try:
    print('% .0a', repr('% .0a' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('% .0a', type(e).__name__, e)
try:
    print('%# 8.0r', repr('%# 8.0r' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%# 8.0r', type(e).__name__, e)
try:
    print('%-08.0f', repr('%-08.0f' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-08.0f', type(e).__name__, e)
try:
    print('%g', repr('%g' % ("",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%g', type(e).__name__, e)
try:
    print('%-3.5i', repr('%-3.5i' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-3.5i', type(e).__name__, e)
try:
    print('%x', repr('%x' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%x', type(e).__name__, e)
try:
    print('%#+.0r', repr('%#+.0r' % ((1, 2),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#+.0r', type(e).__name__, e)
try:
    print('%.0i', repr('%.0i' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0i', type(e).__name__, e)
try:
    print('%8.5o', repr('%8.5o' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.5o', type(e).__name__, e)
try:
    print('%8c', repr('%8c' % (0.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8c', type(e).__name__, e)
try:
    print('%.5o', repr('%.5o' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.5o', type(e).__name__, e)
try:
    print('%0#3.2G', repr('%0#3.2G' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0#3.2G', type(e).__name__, e)
try:
    print('%8.2x', repr('%8.2x' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.2x', type(e).__name__, e)
try:
    print('%0 8.0f', repr('%0 8.0f' % (-1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0 8.0f', type(e).__name__, e)
try:
    print('%+ 3.0E', repr('%+ 3.0E' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+ 3.0E', type(e).__name__, e)
try:
    print('%#8.5X', repr('%#8.5X' % (255,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#8.5X', type(e).__name__, e)
try:
    print('%- o', repr('%- o' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%- o', type(e).__name__, e)
try:
    print('%8.5E', repr('%8.5E' % (-2.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.5E', type(e).__name__, e)
try:
    print('%#3d', repr('%#3d' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#3d', type(e).__name__, e)
try:
    print('%#-.5E', repr('%#-.5E' % ("",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#-.5E', type(e).__name__, e)
try:
    print('%.5e', repr('%.5e' % (255,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.5e', type(e).__name__, e)
try:
    print('%0#3.0F', repr('%0#3.0F' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0#3.0F', type(e).__name__, e)
try:
    print('% #3.0G', repr('% #3.0G' % (1.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% #3.0G', type(e).__name__, e)
try:
    print('%#3e', repr('%#3e' % ("",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#3e', type(e).__name__, e)
try:
    print('%3u', repr('%3u' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3u', type(e).__name__, e)
try:
    print('%.0e', repr('%.0e' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0e', type(e).__name__, e)
try:
    print('%#8.2d', repr('%#8.2d' % (1234.5678,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#8.2d', type(e).__name__, e)
try:
    print('% 8.5g', repr('% 8.5g' % (1e-7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 8.5g', type(e).__name__, e)
try:
    print('%-.0X', repr('%-.0X' % (-1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-.0X', type(e).__name__, e)
try:
    print('%#3.0f', repr('%#3.0f' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#3.0f', type(e).__name__, e)
try:
    print('%+3.0i', repr('%+3.0i' % (1e16,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+3.0i', type(e).__name__, e)
try:
    print('%3.2g', repr('%3.2g' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.2g', type(e).__name__, e)
try:
    print('%-#3.0u', repr('%-#3.0u' % ((1, 2),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-#3.0u', type(e).__name__, e)
try:
    print('% 03.0X', repr('% 03.0X' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 03.0X', type(e).__name__, e)
try:
    print('%8E', repr('%8E' % ("s",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8E', type(e).__name__, e)
try:
    print('%8.5G', repr('%8.5G' % ("s",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.5G', type(e).__name__, e)
try:
    print('%+3.2F', repr('%+3.2F' % (-1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+3.2F', type(e).__name__, e)
try:
    print('%#+.0e', repr('%#+.0e' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#+.0e', type(e).__name__, e)
try:
    print('%0#8.2d', repr('%0#8.2d' % (1e-7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0#8.2d', type(e).__name__, e)
try:
    print('%3.5X', repr('%3.5X' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.5X', type(e).__name__, e)
try:
    print('%8.2u', repr('%8.2u' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.2u', type(e).__name__, e)
try:
    print('%.5o', repr('%.5o' % (1e16,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.5o', type(e).__name__, e)
try:
    print('%8.0i', repr('%8.0i' % (1e16,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.0i', type(e).__name__, e)
try:
    print('%-.2r', repr('%-.2r' % (1e-7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-.2r', type(e).__name__, e)
try:
    print('%-.0X', repr('%-.0X' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-.0X', type(e).__name__, e)
try:
    print('%#+8.0o', repr('%#+8.0o' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#+8.0o', type(e).__name__, e)
try:
    print('%.0o', repr('%.0o' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0o', type(e).__name__, e)
try:
    print('%+-3.2a', repr('%+-3.2a' % (1234.5678,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+-3.2a', type(e).__name__, e)
try:
    print('%#+8F', repr('%#+8F' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#+8F', type(e).__name__, e)
try:
    print('%+8x', repr('%+8x' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+8x', type(e).__name__, e)
try:
    print('%-3.5g', repr('%-3.5g' % (255,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-3.5g', type(e).__name__, e)
try:
    print('%8a', repr('%8a' % (True,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8a', type(e).__name__, e)
try:
    print('%-#8.0f', repr('%-#8.0f' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-#8.0f', type(e).__name__, e)
#@@ case pct_random_2
try:
    print('%+.0F', repr('%+.0F' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+.0F', type(e).__name__, e)
try:
    print('%.5g', repr('%.5g' % (-2.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.5g', type(e).__name__, e)
try:
    print('%- 8.0d', repr('%- 8.0d' % (1e-7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%- 8.0d', type(e).__name__, e)
try:
    print('%8i', repr('%8i' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8i', type(e).__name__, e)
try:
    print('% .5x', repr('% .5x' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% .5x', type(e).__name__, e)
try:
    print('%3.0x', repr('%3.0x' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.0x', type(e).__name__, e)
try:
    print('% 3o', repr('% 3o' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 3o', type(e).__name__, e)
try:
    print('%0-i', repr('%0-i' % (255,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0-i', type(e).__name__, e)
try:
    print('%#3E', repr('%#3E' % (float("inf"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#3E', type(e).__name__, e)
try:
    print('%+3.0g', repr('%+3.0g' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+3.0g', type(e).__name__, e)
try:
    print('%.0u', repr('%.0u' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0u', type(e).__name__, e)
try:
    print('%0+8.0s', repr('%0+8.0s' % (None,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0+8.0s', type(e).__name__, e)
try:
    print('%#.2g', repr('%#.2g' % (1e-7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#.2g', type(e).__name__, e)
try:
    print('%3.5X', repr('%3.5X' % (1e-7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.5X', type(e).__name__, e)
try:
    print('%8.0a', repr('%8.0a' % (1e16,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.0a', type(e).__name__, e)
try:
    print('%-0.5i', repr('%-0.5i' % (9223372036854775807,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-0.5i', type(e).__name__, e)
try:
    print('%.0a', repr('%.0a' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0a', type(e).__name__, e)
try:
    print('%#3.0e', repr('%#3.0e' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#3.0e', type(e).__name__, e)
try:
    print('%3.2E', repr('%3.2E' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.2E', type(e).__name__, e)
try:
    print('%+8a', repr('%+8a' % (-2.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+8a', type(e).__name__, e)
try:
    print('%+.0a', repr('%+.0a' % (-2.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+.0a', type(e).__name__, e)
try:
    print('%.0c', repr('%.0c' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0c', type(e).__name__, e)
try:
    print('% +3.5a', repr('% +3.5a' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% +3.5a', type(e).__name__, e)
try:
    print('%0-.5d', repr('%0-.5d' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0-.5d', type(e).__name__, e)
try:
    print('%0+3g', repr('%0+3g' % ("s",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0+3g', type(e).__name__, e)
try:
    print('%8.2c', repr('%8.2c' % (float("inf"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.2c', type(e).__name__, e)
try:
    print('%08.5s', repr('%08.5s' % ((1, 2),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%08.5s', type(e).__name__, e)
try:
    print('%0-8.0r', repr('%0-8.0r' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0-8.0r', type(e).__name__, e)
try:
    print('%-+3.2o', repr('%-+3.2o' % (0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-+3.2o', type(e).__name__, e)
try:
    print('%3.5F', repr('%3.5F' % (0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.5F', type(e).__name__, e)
try:
    print('%+o', repr('%+o' % ("s",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+o', type(e).__name__, e)
try:
    print('% 8.0a', repr('% 8.0a' % (float("inf"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 8.0a', type(e).__name__, e)
try:
    print('%.0g', repr('%.0g' % ((1, 2),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0g', type(e).__name__, e)
try:
    print('%#0.5c', repr('%#0.5c' % (-1234567,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#0.5c', type(e).__name__, e)
try:
    print('%0+8.2c', repr('%0+8.2c' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0+8.2c', type(e).__name__, e)
try:
    print('%8.2E', repr('%8.2E' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.2E', type(e).__name__, e)
try:
    print('%3.2f', repr('%3.2f' % ((1, 2),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.2f', type(e).__name__, e)
try:
    print('%-+.5X', repr('%-+.5X' % (True,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-+.5X', type(e).__name__, e)
try:
    print('%-#3.0r', repr('%-#3.0r' % (1e16,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-#3.0r', type(e).__name__, e)
try:
    print('%0+3.5f', repr('%0+3.5f' % (-1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0+3.5f', type(e).__name__, e)
try:
    print('% +3x', repr('% +3x' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% +3x', type(e).__name__, e)
try:
    print('%08.0r', repr('%08.0r' % (9223372036854775807,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%08.0r', type(e).__name__, e)
try:
    print('%0.2o', repr('%0.2o' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0.2o', type(e).__name__, e)
try:
    print('%+8g', repr('%+8g' % (9223372036854775807,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+8g', type(e).__name__, e)
try:
    print('%#.5u', repr('%#.5u' % (0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#.5u', type(e).__name__, e)
try:
    print('%8.0u', repr('%8.0u' % (-1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.0u', type(e).__name__, e)
try:
    print('%+3s', repr('%+3s' % ("",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+3s', type(e).__name__, e)
try:
    print('%+8G', repr('%+8G' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+8G', type(e).__name__, e)
try:
    print('%.0g', repr('%.0g' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0g', type(e).__name__, e)
try:
    print('%3E', repr('%3E' % (-2.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3E', type(e).__name__, e)
try:
    print('%#0G', repr('%#0G' % (255,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#0G', type(e).__name__, e)
try:
    print('%-#3.2o', repr('%-#3.2o' % (1e16,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-#3.2o', type(e).__name__, e)
try:
    print('% -.5G', repr('% -.5G' % (None,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% -.5G', type(e).__name__, e)
try:
    print('%+ 3.0F', repr('%+ 3.0F' % (1e16,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+ 3.0F', type(e).__name__, e)
try:
    print('%-03.5g', repr('%-03.5g' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-03.5g', type(e).__name__, e)
try:
    print('%8.5i', repr('%8.5i' % (True,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.5i', type(e).__name__, e)
try:
    print('%+3x', repr('%+3x' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+3x', type(e).__name__, e)
try:
    print('%8.5r', repr('%8.5r' % (-1234567,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.5r', type(e).__name__, e)
try:
    print('%#+.5G', repr('%#+.5G' % (255,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#+.5G', type(e).__name__, e)
try:
    print('%.0G', repr('%.0G' % ((1, 2),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0G', type(e).__name__, e)
#@@ case pct_random_3
try:
    print('%.2s', repr('%.2s' % (-2.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.2s', type(e).__name__, e)
try:
    print('%-0.0s', repr('%-0.0s' % (0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-0.0s', type(e).__name__, e)
try:
    print('%0.2a', repr('%0.2a' % (float("inf"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0.2a', type(e).__name__, e)
try:
    print('%.0c', repr('%.0c' % (None,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0c', type(e).__name__, e)
try:
    print('%#-r', repr('%#-r' % (None,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#-r', type(e).__name__, e)
try:
    print('%#03X', repr('%#03X' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#03X', type(e).__name__, e)
try:
    print('%3.0r', repr('%3.0r' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.0r', type(e).__name__, e)
try:
    print('%3.0c', repr('%3.0c' % (1234.5678,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.0c', type(e).__name__, e)
try:
    print('%3.0a', repr('%3.0a' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.0a', type(e).__name__, e)
try:
    print('%-8X', repr('%-8X' % (None,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-8X', type(e).__name__, e)
try:
    print('%-.5i', repr('%-.5i' % (1234.5678,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-.5i', type(e).__name__, e)
try:
    print('%a', repr('%a' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%a', type(e).__name__, e)
try:
    print('%#+3.0o', repr('%#+3.0o' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#+3.0o', type(e).__name__, e)
try:
    print('%-0.5o', repr('%-0.5o' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-0.5o', type(e).__name__, e)
try:
    print('%8.2g', repr('%8.2g' % (None,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.2g', type(e).__name__, e)
try:
    print('%.2o', repr('%.2o' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.2o', type(e).__name__, e)
try:
    print('%.5G', repr('%.5G' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.5G', type(e).__name__, e)
try:
    print('%#8.5E', repr('%#8.5E' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#8.5E', type(e).__name__, e)
try:
    print('%3d', repr('%3d' % ("",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3d', type(e).__name__, e)
try:
    print('%+.5i', repr('%+.5i' % (0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+.5i', type(e).__name__, e)
try:
    print('%.5E', repr('%.5E' % (float("inf"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.5E', type(e).__name__, e)
try:
    print('%0+3E', repr('%0+3E' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0+3E', type(e).__name__, e)
try:
    print('%# .2s', repr('%# .2s' % (1e-7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%# .2s', type(e).__name__, e)
try:
    print('%8G', repr('%8G' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8G', type(e).__name__, e)
try:
    print('% #3.2X', repr('% #3.2X' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% #3.2X', type(e).__name__, e)
try:
    print('%-#.0c', repr('%-#.0c' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-#.0c', type(e).__name__, e)
try:
    print('% 03.0s', repr('% 03.0s' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 03.0s', type(e).__name__, e)
try:
    print('%3e', repr('%3e' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3e', type(e).__name__, e)
try:
    print('%-u', repr('%-u' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-u', type(e).__name__, e)
try:
    print('%3.2f', repr('%3.2f' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.2f', type(e).__name__, e)
try:
    print('%#f', repr('%#f' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#f', type(e).__name__, e)
try:
    print('%8.2c', repr('%8.2c' % (-1234567,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.2c', type(e).__name__, e)
try:
    print('%+ 8.5X', repr('%+ 8.5X' % (0.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+ 8.5X', type(e).__name__, e)
try:
    print('%8G', repr('%8G' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8G', type(e).__name__, e)
try:
    print('%.5i', repr('%.5i' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.5i', type(e).__name__, e)
try:
    print('%#-.5u', repr('%#-.5u' % (1234.5678,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#-.5u', type(e).__name__, e)
try:
    print('%0#8.0u', repr('%0#8.0u' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0#8.0u', type(e).__name__, e)
try:
    print('%8i', repr('%8i' % (-1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8i', type(e).__name__, e)
try:
    print('%# 8f', repr('%# 8f' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%# 8f', type(e).__name__, e)
try:
    print('% 3.5F', repr('% 3.5F' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 3.5F', type(e).__name__, e)
try:
    print('%3.5s', repr('%3.5s' % (-2.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.5s', type(e).__name__, e)
try:
    print('%8.0f', repr('%8.0f' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.0f', type(e).__name__, e)
try:
    print('%+#.0G', repr('%+#.0G' % (-1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+#.0G', type(e).__name__, e)
try:
    print('%#08.5X', repr('%#08.5X' % (9223372036854775807,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#08.5X', type(e).__name__, e)
try:
    print('%3.0s', repr('%3.0s' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.0s', type(e).__name__, e)
try:
    print('%-.5f', repr('%-.5f' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-.5f', type(e).__name__, e)
try:
    print('%08.0E', repr('%08.0E' % ("s",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%08.0E', type(e).__name__, e)
try:
    print('%3.2g', repr('%3.2g' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.2g', type(e).__name__, e)
try:
    print('%-+3.5G', repr('%-+3.5G' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-+3.5G', type(e).__name__, e)
try:
    print('% #8u', repr('% #8u' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('% #8u', type(e).__name__, e)
try:
    print('%3u', repr('%3u' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3u', type(e).__name__, e)
try:
    print('% +.5X', repr('% +.5X' % (1.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% +.5X', type(e).__name__, e)
try:
    print('% .5g', repr('% .5g' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% .5g', type(e).__name__, e)
try:
    print('%-3.2r', repr('%-3.2r' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-3.2r', type(e).__name__, e)
try:
    print('%-.2o', repr('%-.2o' % (-1234567,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-.2o', type(e).__name__, e)
try:
    print('%.5u', repr('%.5u' % (1e-7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.5u', type(e).__name__, e)
try:
    print('%-.5d', repr('%-.5d' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-.5d', type(e).__name__, e)
try:
    print('% -8.2G', repr('% -8.2G' % (-1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% -8.2G', type(e).__name__, e)
try:
    print('%#.0E', repr('%#.0E' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#.0E', type(e).__name__, e)
try:
    print('%0-.5r', repr('%0-.5r' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0-.5r', type(e).__name__, e)
#@@ case pct_random_4
try:
    print('% 8.5r', repr('% 8.5r' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 8.5r', type(e).__name__, e)
try:
    print('%8.0c', repr('%8.0c' % ("s",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.0c', type(e).__name__, e)
try:
    print('%+03x', repr('%+03x' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+03x', type(e).__name__, e)
try:
    print('%8.5F', repr('%8.5F' % (1e-7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.5F', type(e).__name__, e)
try:
    print('%0 3.0f', repr('%0 3.0f' % (1e-7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0 3.0f', type(e).__name__, e)
try:
    print('%#8x', repr('%#8x' % (0.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#8x', type(e).__name__, e)
try:
    print('%3s', repr('%3s' % (True,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3s', type(e).__name__, e)
try:
    print('%.0o', repr('%.0o' % ("",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0o', type(e).__name__, e)
try:
    print('% 8.5X', repr('% 8.5X' % ((1, 2),)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 8.5X', type(e).__name__, e)
try:
    print('%#-3.2G', repr('%#-3.2G' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#-3.2G', type(e).__name__, e)
try:
    print('%8e', repr('%8e' % (None,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8e', type(e).__name__, e)
try:
    print('%3.5a', repr('%3.5a' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.5a', type(e).__name__, e)
try:
    print('%0 8.2i', repr('%0 8.2i' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0 8.2i', type(e).__name__, e)
try:
    print('%8.5F', repr('%8.5F' % (1234.5678,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.5F', type(e).__name__, e)
try:
    print('%+3.0i', repr('%+3.0i' % (0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+3.0i', type(e).__name__, e)
try:
    print('%+3.5F', repr('%+3.5F' % (1234.5678,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+3.5F', type(e).__name__, e)
try:
    print('%# 8.2d', repr('%# 8.2d' % (-1234567,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%# 8.2d', type(e).__name__, e)
try:
    print('%#-8.5s', repr('%#-8.5s' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#-8.5s', type(e).__name__, e)
try:
    print('%-a', repr('%-a' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-a', type(e).__name__, e)
try:
    print('%+0.0c', repr('%+0.0c' % (1.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+0.0c', type(e).__name__, e)
try:
    print('%3.5E', repr('%3.5E' % (1.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.5E', type(e).__name__, e)
try:
    print('%-.0o', repr('%-.0o' % ("",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-.0o', type(e).__name__, e)
try:
    print('% #8.2E', repr('% #8.2E' % ("",)))
except (ValueError, TypeError, OverflowError) as e:
    print('% #8.2E', type(e).__name__, e)
try:
    print('%3.5i', repr('%3.5i' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.5i', type(e).__name__, e)
try:
    print('%-+3s', repr('%-+3s' % (0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-+3s', type(e).__name__, e)
try:
    print('%X', repr('%X' % (1e-7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%X', type(e).__name__, e)
try:
    print('%#3.2o', repr('%#3.2o' % (0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#3.2o', type(e).__name__, e)
try:
    print('%0#8.0d', repr('%0#8.0d' % (1.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0#8.0d', type(e).__name__, e)
try:
    print('%0g', repr('%0g' % (9223372036854775807,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0g', type(e).__name__, e)
try:
    print('%8.2o', repr('%8.2o' % (-1234567,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.2o', type(e).__name__, e)
try:
    print('%3i', repr('%3i' % (1234.5678,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3i', type(e).__name__, e)
try:
    print('%3.0c', repr('%3.0c' % (-2.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.0c', type(e).__name__, e)
try:
    print('%.5e', repr('%.5e' % (9223372036854775807,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.5e', type(e).__name__, e)
try:
    print('%3.5x', repr('%3.5x' % (1234.5678,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.5x', type(e).__name__, e)
try:
    print('%3.5e', repr('%3.5e' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.5e', type(e).__name__, e)
try:
    print('% -.5r', repr('% -.5r' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('% -.5r', type(e).__name__, e)
try:
    print('%0#8.0e', repr('%0#8.0e' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0#8.0e', type(e).__name__, e)
try:
    print('% -.0G', repr('% -.0G' % (1.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% -.0G', type(e).__name__, e)
try:
    print('%8.5G', repr('%8.5G' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.5G', type(e).__name__, e)
try:
    print('%8.2X', repr('%8.2X' % (0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.2X', type(e).__name__, e)
try:
    print('%+#s', repr('%+#s' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+#s', type(e).__name__, e)
try:
    print('%-3.0G', repr('%-3.0G' % (0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-3.0G', type(e).__name__, e)
try:
    print('%8.2a', repr('%8.2a' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.2a', type(e).__name__, e)
try:
    print('%# 8.5X', repr('%# 8.5X' % (-2.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%# 8.5X', type(e).__name__, e)
try:
    print('%03E', repr('%03E' % (1e16,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%03E', type(e).__name__, e)
try:
    print('%-8a', repr('%-8a' % (True,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-8a', type(e).__name__, e)
try:
    print('%8.2u', repr('%8.2u' % (-1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.2u', type(e).__name__, e)
try:
    print('% #.2G', repr('% #.2G' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% #.2G', type(e).__name__, e)
try:
    print('%3o', repr('%3o' % (None,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3o', type(e).__name__, e)
try:
    print('%-03.5e', repr('%-03.5e' % (1e-7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-03.5e', type(e).__name__, e)
try:
    print('%+3.2s', repr('%+3.2s' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+3.2s', type(e).__name__, e)
try:
    print('%8.0F', repr('%8.0F' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.0F', type(e).__name__, e)
try:
    print('%8.2o', repr('%8.2o' % (-2.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.2o', type(e).__name__, e)
try:
    print('%#.0G', repr('%#.0G' % (1.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#.0G', type(e).__name__, e)
try:
    print('%-3.0G', repr('%-3.0G' % ("s",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-3.0G', type(e).__name__, e)
try:
    print('%3.2u', repr('%3.2u' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.2u', type(e).__name__, e)
try:
    print('% .5i', repr('% .5i' % (0.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% .5i', type(e).__name__, e)
try:
    print('%3.2f', repr('%3.2f' % (1e-7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.2f', type(e).__name__, e)
try:
    print('%0 8s', repr('%0 8s' % (1234.5678,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0 8s', type(e).__name__, e)
try:
    print('%+#3x', repr('%+#3x' % (-1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+#3x', type(e).__name__, e)
#@@ case pct_random_5
try:
    print('% .2G', repr('% .2G' % (1234.5678,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% .2G', type(e).__name__, e)
try:
    print('%0-s', repr('%0-s' % (255,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0-s', type(e).__name__, e)
try:
    print('% -8i', repr('% -8i' % (-1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% -8i', type(e).__name__, e)
try:
    print('%3.2F', repr('%3.2F' % (1234.5678,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.2F', type(e).__name__, e)
try:
    print('%+-3.5F', repr('%+-3.5F' % (-1234567,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+-3.5F', type(e).__name__, e)
try:
    print('% #3.5i', repr('% #3.5i' % (-1234567,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% #3.5i', type(e).__name__, e)
try:
    print('%#3u', repr('%#3u' % (1e-7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#3u', type(e).__name__, e)
try:
    print('% 3c', repr('% 3c' % (-2.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 3c', type(e).__name__, e)
try:
    print('% .0s', repr('% .0s' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% .0s', type(e).__name__, e)
try:
    print('%+.5d', repr('%+.5d' % ("s",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+.5d', type(e).__name__, e)
try:
    print('% 3.0x', repr('% 3.0x' % (1234.5678,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 3.0x', type(e).__name__, e)
try:
    print('%0#.2c', repr('%0#.2c' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0#.2c', type(e).__name__, e)
try:
    print('%.5E', repr('%.5E' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.5E', type(e).__name__, e)
try:
    print('%08u', repr('%08u' % (None,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%08u', type(e).__name__, e)
try:
    print('% -3.2G', repr('% -3.2G' % (-1234567,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% -3.2G', type(e).__name__, e)
try:
    print('%.0a', repr('%.0a' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0a', type(e).__name__, e)
try:
    print('%#8.0i', repr('%#8.0i' % (True,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#8.0i', type(e).__name__, e)
try:
    print('% .2s', repr('% .2s' % (0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% .2s', type(e).__name__, e)
try:
    print('%8e', repr('%8e' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8e', type(e).__name__, e)
try:
    print('% -u', repr('% -u' % (None,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% -u', type(e).__name__, e)
try:
    print('%0 3.2r', repr('%0 3.2r' % (-1234567,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0 3.2r', type(e).__name__, e)
try:
    print('% .5X', repr('% .5X' % (True,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% .5X', type(e).__name__, e)
try:
    print('%#-3.5E', repr('%#-3.5E' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#-3.5E', type(e).__name__, e)
try:
    print('%8.0c', repr('%8.0c' % ("s",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.0c', type(e).__name__, e)
try:
    print('%- 3f', repr('%- 3f' % (0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%- 3f', type(e).__name__, e)
try:
    print('%+E', repr('%+E' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+E', type(e).__name__, e)
try:
    print('%+8.5d', repr('%+8.5d' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+8.5d', type(e).__name__, e)
try:
    print('%- 8.5G', repr('%- 8.5G' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%- 8.5G', type(e).__name__, e)
try:
    print('%+8.2s', repr('%+8.2s' % (255,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+8.2s', type(e).__name__, e)
try:
    print('%-+F', repr('%-+F' % (-1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-+F', type(e).__name__, e)
try:
    print('%.0c', repr('%.0c' % ("s",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0c', type(e).__name__, e)
try:
    print('%0+3.0e', repr('%0+3.0e' % (None,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0+3.0e', type(e).__name__, e)
try:
    print('%.5E', repr('%.5E' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.5E', type(e).__name__, e)
try:
    print('% 8.2o', repr('% 8.2o' % (0.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 8.2o', type(e).__name__, e)
try:
    print('%8.5u', repr('%8.5u' % ("s",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.5u', type(e).__name__, e)
try:
    print('% #8F', repr('% #8F' % (0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% #8F', type(e).__name__, e)
try:
    print('%+08.2c', repr('%+08.2c' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+08.2c', type(e).__name__, e)
try:
    print('%08.2x', repr('%08.2x' % (9223372036854775807,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%08.2x', type(e).__name__, e)
try:
    print('%08.0u', repr('%08.0u' % (0.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%08.0u', type(e).__name__, e)
try:
    print('%3.0F', repr('%3.0F' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.0F', type(e).__name__, e)
try:
    print('%.2X', repr('%.2X' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.2X', type(e).__name__, e)
try:
    print('% .2F', repr('% .2F' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('% .2F', type(e).__name__, e)
try:
    print('%8.0d', repr('%8.0d' % (0.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.0d', type(e).__name__, e)
try:
    print('%3.5s', repr('%3.5s' % ((1, 2),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.5s', type(e).__name__, e)
try:
    print('%-3.5a', repr('%-3.5a' % (255,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-3.5a', type(e).__name__, e)
try:
    print('%#8c', repr('%#8c' % (0.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#8c', type(e).__name__, e)
try:
    print('%-+8.2g', repr('%-+8.2g' % (float("inf"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-+8.2g', type(e).__name__, e)
try:
    print('%+ 3.0c', repr('%+ 3.0c' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+ 3.0c', type(e).__name__, e)
try:
    print('%+-3.0r', repr('%+-3.0r' % (1e16,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+-3.0r', type(e).__name__, e)
try:
    print('%08.0s', repr('%08.0s' % (1e16,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%08.0s', type(e).__name__, e)
try:
    print('%#8.0E', repr('%#8.0E' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#8.0E', type(e).__name__, e)
try:
    print('%+0s', repr('%+0s' % (1.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+0s', type(e).__name__, e)
try:
    print('%08x', repr('%08x' % (0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%08x', type(e).__name__, e)
try:
    print('%08.0u', repr('%08.0u' % ((1, 2),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%08.0u', type(e).__name__, e)
try:
    print('%.5s', repr('%.5s' % (-1234567,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.5s', type(e).__name__, e)
try:
    print('%.2r', repr('%.2r' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.2r', type(e).__name__, e)
try:
    print('%0 8.0X', repr('%0 8.0X' % (1e16,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0 8.0X', type(e).__name__, e)
try:
    print('%# .2d', repr('%# .2d' % (1e16,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%# .2d', type(e).__name__, e)
try:
    print('%.0f', repr('%.0f' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0f', type(e).__name__, e)
try:
    print('%+8.0s', repr('%+8.0s' % ("s",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+8.0s', type(e).__name__, e)
#@@ case pct_random_6
try:
    print('%8.5a', repr('%8.5a' % (True,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.5a', type(e).__name__, e)
try:
    print('%#3.0G', repr('%#3.0G' % (1234.5678,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#3.0G', type(e).__name__, e)
try:
    print('%3x', repr('%3x' % (True,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3x', type(e).__name__, e)
try:
    print('% .2E', repr('% .2E' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% .2E', type(e).__name__, e)
try:
    print('%8.5f', repr('%8.5f' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.5f', type(e).__name__, e)
try:
    print('%0 .0u', repr('%0 .0u' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0 .0u', type(e).__name__, e)
try:
    print('% .0g', repr('% .0g' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% .0g', type(e).__name__, e)
try:
    print('%.5r', repr('%.5r' % (-2.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.5r', type(e).__name__, e)
try:
    print('%.2c', repr('%.2c' % ("",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.2c', type(e).__name__, e)
try:
    print('%g', repr('%g' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%g', type(e).__name__, e)
try:
    print('%#+8.0G', repr('%#+8.0G' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#+8.0G', type(e).__name__, e)
try:
    print('% .5r', repr('% .5r' % (float("inf"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('% .5r', type(e).__name__, e)
try:
    print('%3.5F', repr('%3.5F' % ("",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.5F', type(e).__name__, e)
try:
    print('%-3E', repr('%-3E' % (1234.5678,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-3E', type(e).__name__, e)
try:
    print('%.0c', repr('%.0c' % (float("inf"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0c', type(e).__name__, e)
try:
    print('%8.5G', repr('%8.5G' % (9223372036854775807,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.5G', type(e).__name__, e)
try:
    print('%8d', repr('%8d' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8d', type(e).__name__, e)
try:
    print('%#0.5g', repr('%#0.5g' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#0.5g', type(e).__name__, e)
try:
    print('%3.5f', repr('%3.5f' % (9223372036854775807,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.5f', type(e).__name__, e)
try:
    print('%3.5f', repr('%3.5f' % (-1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.5f', type(e).__name__, e)
try:
    print('%-8.2r', repr('%-8.2r' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-8.2r', type(e).__name__, e)
try:
    print('%#-8.0i', repr('%#-8.0i' % (True,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#-8.0i', type(e).__name__, e)
try:
    print('%08.0e', repr('%08.0e' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%08.0e', type(e).__name__, e)
try:
    print('%8r', repr('%8r' % (-1234567,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8r', type(e).__name__, e)
try:
    print('%3.5x', repr('%3.5x' % (1e-7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.5x', type(e).__name__, e)
try:
    print('%3.5u', repr('%3.5u' % (1e-7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.5u', type(e).__name__, e)
try:
    print('%-3.2G', repr('%-3.2G' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-3.2G', type(e).__name__, e)
try:
    print('%+-8.2G', repr('%+-8.2G' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+-8.2G', type(e).__name__, e)
try:
    print('%0-8.2G', repr('%0-8.2G' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0-8.2G', type(e).__name__, e)
try:
    print('%.5r', repr('%.5r' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.5r', type(e).__name__, e)
try:
    print('% #3.0X', repr('% #3.0X' % (None,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% #3.0X', type(e).__name__, e)
try:
    print('%- e', repr('%- e' % ("",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%- e', type(e).__name__, e)
try:
    print('%08.5u', repr('%08.5u' % (1234.5678,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%08.5u', type(e).__name__, e)
try:
    print('%3.0c', repr('%3.0c' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.0c', type(e).__name__, e)
try:
    print('%-#3.0G', repr('%-#3.0G' % (-1234567,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-#3.0G', type(e).__name__, e)
try:
    print('% 3.2a', repr('% 3.2a' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 3.2a', type(e).__name__, e)
try:
    print('%s', repr('%s' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%s', type(e).__name__, e)
try:
    print('%.5G', repr('%.5G' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.5G', type(e).__name__, e)
try:
    print('%3.0g', repr('%3.0g' % (float("inf"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.0g', type(e).__name__, e)
try:
    print('%#+3.0c', repr('%#+3.0c' % (1e-7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#+3.0c', type(e).__name__, e)
try:
    print('%08e', repr('%08e' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%08e', type(e).__name__, e)
try:
    print('%+8g', repr('%+8g' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+8g', type(e).__name__, e)
try:
    print('%-.2r', repr('%-.2r' % ("s",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-.2r', type(e).__name__, e)
try:
    print('%-+8.0g', repr('%-+8.0g' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-+8.0g', type(e).__name__, e)
try:
    print('%+#8.0x', repr('%+#8.0x' % (0.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+#8.0x', type(e).__name__, e)
try:
    print('% 8.5s', repr('% 8.5s' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 8.5s', type(e).__name__, e)
try:
    print('% 03F', repr('% 03F' % ("s",)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 03F', type(e).__name__, e)
try:
    print('%#8.0f', repr('%#8.0f' % ((1, 2),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#8.0f', type(e).__name__, e)
try:
    print('%u', repr('%u' % (0.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%u', type(e).__name__, e)
try:
    print('%0.2x', repr('%0.2x' % (1e16,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0.2x', type(e).__name__, e)
try:
    print('%-3.2g', repr('%-3.2g' % (None,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-3.2g', type(e).__name__, e)
try:
    print('%0 .0u', repr('%0 .0u' % (1e16,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0 .0u', type(e).__name__, e)
try:
    print('%8G', repr('%8G' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8G', type(e).__name__, e)
try:
    print('%8.0i', repr('%8.0i' % (-2.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.0i', type(e).__name__, e)
try:
    print('%.5o', repr('%.5o' % (9223372036854775807,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.5o', type(e).__name__, e)
try:
    print('%#-3u', repr('%#-3u' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#-3u', type(e).__name__, e)
try:
    print('%+08.5a', repr('%+08.5a' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+08.5a', type(e).__name__, e)
try:
    print('%.0a', repr('%.0a' % (0.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0a', type(e).__name__, e)
try:
    print('%03x', repr('%03x' % (1.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%03x', type(e).__name__, e)
try:
    print('% c', repr('% c' % (None,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% c', type(e).__name__, e)
#@@ case pct_random_7
try:
    print('%3.0G', repr('%3.0G' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.0G', type(e).__name__, e)
try:
    print('%#03.5E', repr('%#03.5E' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#03.5E', type(e).__name__, e)
try:
    print('%#8.5u', repr('%#8.5u' % ("",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#8.5u', type(e).__name__, e)
try:
    print('%8e', repr('%8e' % ("s",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8e', type(e).__name__, e)
try:
    print('%0#.2g', repr('%0#.2g' % ("s",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0#.2g', type(e).__name__, e)
try:
    print('%#-3.2c', repr('%#-3.2c' % (-1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#-3.2c', type(e).__name__, e)
try:
    print('%o', repr('%o' % ("s",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%o', type(e).__name__, e)
try:
    print('%+-.5r', repr('%+-.5r' % (None,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+-.5r', type(e).__name__, e)
try:
    print('%#.2e', repr('%#.2e' % (9223372036854775807,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#.2e', type(e).__name__, e)
try:
    print('%8.2f', repr('%8.2f' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.2f', type(e).__name__, e)
try:
    print('%#0.2x', repr('%#0.2x' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#0.2x', type(e).__name__, e)
try:
    print('%+-.5e', repr('%+-.5e' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+-.5e', type(e).__name__, e)
try:
    print('%8.2f', repr('%8.2f' % (1e16,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.2f', type(e).__name__, e)
try:
    print('%#.5o', repr('%#.5o' % ("s",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#.5o', type(e).__name__, e)
try:
    print('%+8o', repr('%+8o' % (1.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+8o', type(e).__name__, e)
try:
    print('%8.2u', repr('%8.2u' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.2u', type(e).__name__, e)
try:
    print('%3E', repr('%3E' % (0.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3E', type(e).__name__, e)
try:
    print('%-8.0c', repr('%-8.0c' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-8.0c', type(e).__name__, e)
try:
    print('%e', repr('%e' % (1e16,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%e', type(e).__name__, e)
try:
    print('% .2s', repr('% .2s' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% .2s', type(e).__name__, e)
try:
    print('%.0X', repr('%.0X' % (9223372036854775807,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0X', type(e).__name__, e)
try:
    print('%8.5a', repr('%8.5a' % (0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.5a', type(e).__name__, e)
try:
    print('% #E', repr('% #E' % (0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% #E', type(e).__name__, e)
try:
    print('%#+.5f', repr('%#+.5f' % (-1234567,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#+.5f', type(e).__name__, e)
try:
    print('%0.2f', repr('%0.2f' % (9223372036854775807,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0.2f', type(e).__name__, e)
try:
    print('%08.2X', repr('%08.2X' % (None,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%08.2X', type(e).__name__, e)
try:
    print('%+3.0g', repr('%+3.0g' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+3.0g', type(e).__name__, e)
try:
    print('%8.2f', repr('%8.2f' % ((1, 2),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.2f', type(e).__name__, e)
try:
    print('%.5o', repr('%.5o' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.5o', type(e).__name__, e)
try:
    print('%+ 8.2f', repr('%+ 8.2f' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+ 8.2f', type(e).__name__, e)
try:
    print('%+8.5E', repr('%+8.5E' % (1e-7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+8.5E', type(e).__name__, e)
try:
    print('%8.0f', repr('%8.0f' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.0f', type(e).__name__, e)
try:
    print('% +8.5d', repr('% +8.5d' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% +8.5d', type(e).__name__, e)
try:
    print('% 3.0G', repr('% 3.0G' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 3.0G', type(e).__name__, e)
try:
    print('%-#8.2u', repr('%-#8.2u' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-#8.2u', type(e).__name__, e)
try:
    print('%#3F', repr('%#3F' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#3F', type(e).__name__, e)
try:
    print('%0#.5f', repr('%0#.5f' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0#.5f', type(e).__name__, e)
try:
    print('%.2g', repr('%.2g' % (1234.5678,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.2g', type(e).__name__, e)
try:
    print('%03.0u', repr('%03.0u' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%03.0u', type(e).__name__, e)
try:
    print('%3.0o', repr('%3.0o' % (9223372036854775807,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.0o', type(e).__name__, e)
try:
    print('%.2o', repr('%.2o' % (255,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.2o', type(e).__name__, e)
try:
    print('%0 8.2r', repr('%0 8.2r' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0 8.2r', type(e).__name__, e)
try:
    print('% 3.5r', repr('% 3.5r' % (True,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 3.5r', type(e).__name__, e)
try:
    print('%-+.2E', repr('%-+.2E' % (float("inf"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-+.2E', type(e).__name__, e)
try:
    print('%3.5X', repr('%3.5X' % (1e-7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.5X', type(e).__name__, e)
try:
    print('%#3.0f', repr('%#3.0f' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#3.0f', type(e).__name__, e)
try:
    print('%-8.2X', repr('%-8.2X' % ("s",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-8.2X', type(e).__name__, e)
try:
    print('%-8.5u', repr('%-8.5u' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-8.5u', type(e).__name__, e)
try:
    print('% +.5e', repr('% +.5e' % (0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% +.5e', type(e).__name__, e)
try:
    print('%#.2g', repr('%#.2g' % (-1234567,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#.2g', type(e).__name__, e)
try:
    print('%8.5d', repr('%8.5d' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.5d', type(e).__name__, e)
try:
    print('%3r', repr('%3r' % (None,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3r', type(e).__name__, e)
try:
    print('% 08.0f', repr('% 08.0f' % (True,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 08.0f', type(e).__name__, e)
try:
    print('%+0.0f', repr('%+0.0f' % (1234.5678,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+0.0f', type(e).__name__, e)
try:
    print('%#8.0X', repr('%#8.0X' % (1234.5678,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#8.0X', type(e).__name__, e)
try:
    print('%-+.2e', repr('%-+.2e' % (0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-+.2e', type(e).__name__, e)
try:
    print('%+8.5d', repr('%+8.5d' % (255,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+8.5d', type(e).__name__, e)
try:
    print('%# 8.0o', repr('%# 8.0o' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%# 8.0o', type(e).__name__, e)
try:
    print('% 8.0o', repr('% 8.0o' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 8.0o', type(e).__name__, e)
try:
    print('%+#.2a', repr('%+#.2a' % (1e-7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+#.2a', type(e).__name__, e)
#@@ case pct_random_8
try:
    print('%8.0f', repr('%8.0f' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.0f', type(e).__name__, e)
try:
    print('%u', repr('%u' % (-1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%u', type(e).__name__, e)
try:
    print('% #3.0E', repr('% #3.0E' % (None,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% #3.0E', type(e).__name__, e)
try:
    print('%#03c', repr('%#03c' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#03c', type(e).__name__, e)
try:
    print('% 3.0a', repr('% 3.0a' % (0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 3.0a', type(e).__name__, e)
try:
    print('%.2G', repr('%.2G' % (0.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.2G', type(e).__name__, e)
try:
    print('%-#8.5E', repr('%-#8.5E' % (1e-7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-#8.5E', type(e).__name__, e)
try:
    print('%8.5E', repr('%8.5E' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.5E', type(e).__name__, e)
try:
    print('%#.0G', repr('%#.0G' % ((1, 2),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#.0G', type(e).__name__, e)
try:
    print('%0.0a', repr('%0.0a' % (float("inf"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0.0a', type(e).__name__, e)
try:
    print('%- 8.5F', repr('%- 8.5F' % (255,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%- 8.5F', type(e).__name__, e)
try:
    print('% 03.2G', repr('% 03.2G' % (9223372036854775807,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 03.2G', type(e).__name__, e)
try:
    print('%-#.5F', repr('%-#.5F' % (-1234567,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-#.5F', type(e).__name__, e)
try:
    print('%3.2x', repr('%3.2x' % (255,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.2x', type(e).__name__, e)
try:
    print('%#.2c', repr('%#.2c' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#.2c', type(e).__name__, e)
try:
    print('%.2a', repr('%.2a' % (255,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.2a', type(e).__name__, e)
try:
    print('%+#8x', repr('%+#8x' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+#8x', type(e).__name__, e)
try:
    print('%0 3o', repr('%0 3o' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0 3o', type(e).__name__, e)
try:
    print('% +3.0d', repr('% +3.0d' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('% +3.0d', type(e).__name__, e)
try:
    print('% .2c', repr('% .2c' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% .2c', type(e).__name__, e)
try:
    print('%.2F', repr('%.2F' % (1e-7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.2F', type(e).__name__, e)
try:
    print('%.0u', repr('%.0u' % (-1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0u', type(e).__name__, e)
try:
    print('%.2r', repr('%.2r' % (1e-7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.2r', type(e).__name__, e)
try:
    print('% 03.5i', repr('% 03.5i' % ((1, 2),)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 03.5i', type(e).__name__, e)
try:
    print('%-.0c', repr('%-.0c' % ((1, 2),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-.0c', type(e).__name__, e)
try:
    print('% -.0o', repr('% -.0o' % (9223372036854775807,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% -.0o', type(e).__name__, e)
try:
    print('%+8.2c', repr('%+8.2c' % ("",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+8.2c', type(e).__name__, e)
try:
    print('%-3.0x', repr('%-3.0x' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-3.0x', type(e).__name__, e)
try:
    print('%3.0e', repr('%3.0e' % ("",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.0e', type(e).__name__, e)
try:
    print('%+.5a', repr('%+.5a' % (float("inf"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+.5a', type(e).__name__, e)
try:
    print('%+0.0F', repr('%+0.0F' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+0.0F', type(e).__name__, e)
try:
    print('%+ 8.5X', repr('%+ 8.5X' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+ 8.5X', type(e).__name__, e)
try:
    print('%+ 3.5i', repr('%+ 3.5i' % (1.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+ 3.5i', type(e).__name__, e)
try:
    print('%03.5F', repr('%03.5F' % (1.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%03.5F', type(e).__name__, e)
try:
    print('%E', repr('%E' % (9223372036854775807,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%E', type(e).__name__, e)
try:
    print('%3.2e', repr('%3.2e' % (-1234567,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.2e', type(e).__name__, e)
try:
    print('%.2X', repr('%.2X' % (-2.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.2X', type(e).__name__, e)
try:
    print('%-3.0u', repr('%-3.0u' % (1.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-3.0u', type(e).__name__, e)
try:
    print('%8.2c', repr('%8.2c' % (-1234567,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.2c', type(e).__name__, e)
try:
    print('%+8s', repr('%+8s' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+8s', type(e).__name__, e)
try:
    print('%3o', repr('%3o' % (255,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3o', type(e).__name__, e)
try:
    print('%0+8.0r', repr('%0+8.0r' % (9223372036854775807,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0+8.0r', type(e).__name__, e)
try:
    print('%#3.0X', repr('%#3.0X' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#3.0X', type(e).__name__, e)
try:
    print('%03f', repr('%03f' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%03f', type(e).__name__, e)
try:
    print('% #8i', repr('% #8i' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('% #8i', type(e).__name__, e)
try:
    print('% 03u', repr('% 03u' % (255,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 03u', type(e).__name__, e)
try:
    print('% #3.0o', repr('% #3.0o' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% #3.0o', type(e).__name__, e)
try:
    print('%+.0g', repr('%+.0g' % (None,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+.0g', type(e).__name__, e)
try:
    print('%o', repr('%o' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%o', type(e).__name__, e)
try:
    print('%3.2r', repr('%3.2r' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.2r', type(e).__name__, e)
try:
    print('%.5g', repr('%.5g' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.5g', type(e).__name__, e)
try:
    print('%0-.2G', repr('%0-.2G' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0-.2G', type(e).__name__, e)
try:
    print('%+#3.2G', repr('%+#3.2G' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+#3.2G', type(e).__name__, e)
try:
    print('%+ .5e', repr('%+ .5e' % (0.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+ .5e', type(e).__name__, e)
try:
    print('%8.5f', repr('%8.5f' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.5f', type(e).__name__, e)
try:
    print('%#8.5f', repr('%#8.5f' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#8.5f', type(e).__name__, e)
try:
    print('%03.2e', repr('%03.2e' % (None,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%03.2e', type(e).__name__, e)
try:
    print('% +3.0a', repr('% +3.0a' % (1.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% +3.0a', type(e).__name__, e)
try:
    print('%3.2a', repr('%3.2a' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.2a', type(e).__name__, e)
try:
    print('%#08.2r', repr('%#08.2r' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#08.2r', type(e).__name__, e)
#@@ case pct_random_9
try:
    print('% 08.0a', repr('% 08.0a' % ("s",)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 08.0a', type(e).__name__, e)
try:
    print('% x', repr('% x' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% x', type(e).__name__, e)
try:
    print('%#.2e', repr('%#.2e' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#.2e', type(e).__name__, e)
try:
    print('%.5e', repr('%.5e' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.5e', type(e).__name__, e)
try:
    print('%+3.5e', repr('%+3.5e' % ("s",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+3.5e', type(e).__name__, e)
try:
    print('%3d', repr('%3d' % (float("inf"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3d', type(e).__name__, e)
try:
    print('%0#3.2i', repr('%0#3.2i' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0#3.2i', type(e).__name__, e)
try:
    print('%-.5o', repr('%-.5o' % ("",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-.5o', type(e).__name__, e)
try:
    print('% 08.0u', repr('% 08.0u' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 08.0u', type(e).__name__, e)
try:
    print('%#+8.0a', repr('%#+8.0a' % (1.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#+8.0a', type(e).__name__, e)
try:
    print('%-#8.0G', repr('%-#8.0G' % ((1, 2),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-#8.0G', type(e).__name__, e)
try:
    print('%.0i', repr('%.0i' % (-1234567,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0i', type(e).__name__, e)
try:
    print('%-3.5u', repr('%-3.5u' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-3.5u', type(e).__name__, e)
try:
    print('%+08.2X', repr('%+08.2X' % (9223372036854775807,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+08.2X', type(e).__name__, e)
try:
    print('%3.5X', repr('%3.5X' % (1e-7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.5X', type(e).__name__, e)
try:
    print('%0r', repr('%0r' % ("s",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0r', type(e).__name__, e)
try:
    print('%0-8.5c', repr('%0-8.5c' % (-1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0-8.5c', type(e).__name__, e)
try:
    print('%3.2r', repr('%3.2r' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.2r', type(e).__name__, e)
try:
    print('% 08.5o', repr('% 08.5o' % (255,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 08.5o', type(e).__name__, e)
try:
    print('%8.2u', repr('%8.2u' % (255,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.2u', type(e).__name__, e)
try:
    print('%-08r', repr('%-08r' % (None,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-08r', type(e).__name__, e)
try:
    print('%8.2u', repr('%8.2u' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.2u', type(e).__name__, e)
try:
    print('% -3.2s', repr('% -3.2s' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% -3.2s', type(e).__name__, e)
try:
    print('%#-.2F', repr('%#-.2F' % (None,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#-.2F', type(e).__name__, e)
try:
    print('%# 8x', repr('%# 8x' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%# 8x', type(e).__name__, e)
try:
    print('%-3.0f', repr('%-3.0f' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-3.0f', type(e).__name__, e)
try:
    print('% 3c', repr('% 3c' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 3c', type(e).__name__, e)
try:
    print('%3s', repr('%3s' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3s', type(e).__name__, e)
try:
    print('%8r', repr('%8r' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8r', type(e).__name__, e)
try:
    print('%-3.2o', repr('%-3.2o' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-3.2o', type(e).__name__, e)
try:
    print('%-03.2G', repr('%-03.2G' % ((1, 2),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-03.2G', type(e).__name__, e)
try:
    print('%0#.0e', repr('%0#.0e' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0#.0e', type(e).__name__, e)
try:
    print('%0r', repr('%0r' % (-1234567,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0r', type(e).__name__, e)
try:
    print('%3.2i', repr('%3.2i' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.2i', type(e).__name__, e)
try:
    print('%-G', repr('%-G' % (255,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-G', type(e).__name__, e)
try:
    print('%.0F', repr('%.0F' % (1e-7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0F', type(e).__name__, e)
try:
    print('%d', repr('%d' % (None,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%d', type(e).__name__, e)
try:
    print('% .5x', repr('% .5x' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% .5x', type(e).__name__, e)
try:
    print('%-+X', repr('%-+X' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-+X', type(e).__name__, e)
try:
    print('%+3.0X', repr('%+3.0X' % (1e16,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+3.0X', type(e).__name__, e)
try:
    print('% .5s', repr('% .5s' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('% .5s', type(e).__name__, e)
try:
    print('% +E', repr('% +E' % ((1, 2),)))
except (ValueError, TypeError, OverflowError) as e:
    print('% +E', type(e).__name__, e)
try:
    print('%+ 8i', repr('%+ 8i' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+ 8i', type(e).__name__, e)
try:
    print('%8.0u', repr('%8.0u' % (-2.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.0u', type(e).__name__, e)
try:
    print('%3e', repr('%3e' % (0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3e', type(e).__name__, e)
try:
    print('%-3.2u', repr('%-3.2u' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-3.2u', type(e).__name__, e)
try:
    print('%#-8.2X', repr('%#-8.2X' % ("s",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#-8.2X', type(e).__name__, e)
try:
    print('%0+.2e', repr('%0+.2e' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0+.2e', type(e).__name__, e)
try:
    print('%03.5g', repr('%03.5g' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%03.5g', type(e).__name__, e)
try:
    print('%08.0r', repr('%08.0r' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%08.0r', type(e).__name__, e)
try:
    print('%3.0e', repr('%3.0e' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.0e', type(e).__name__, e)
try:
    print('%.2i', repr('%.2i' % ((1, 2),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.2i', type(e).__name__, e)
try:
    print('%8.2a', repr('%8.2a' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.2a', type(e).__name__, e)
try:
    print('%3.0f', repr('%3.0f' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.0f', type(e).__name__, e)
try:
    print('%+-3r', repr('%+-3r' % (-1234567,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+-3r', type(e).__name__, e)
try:
    print('%3.5s', repr('%3.5s' % (1e-7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.5s', type(e).__name__, e)
try:
    print('%0.5E', repr('%0.5E' % (255,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0.5E', type(e).__name__, e)
try:
    print('%.0a', repr('%.0a' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0a', type(e).__name__, e)
try:
    print('%3r', repr('%3r' % ("s",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3r', type(e).__name__, e)
try:
    print('%.0E', repr('%.0E' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0E', type(e).__name__, e)
#@@ case pct_random_10
try:
    print('%-.2d', repr('%-.2d' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-.2d', type(e).__name__, e)
try:
    print('%8.2f', repr('%8.2f' % (0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.2f', type(e).__name__, e)
try:
    print('%-+8f', repr('%-+8f' % (0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-+8f', type(e).__name__, e)
try:
    print('%.5G', repr('%.5G' % (True,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.5G', type(e).__name__, e)
try:
    print('%-8.2g', repr('%-8.2g' % (0.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-8.2g', type(e).__name__, e)
try:
    print('%3.2o', repr('%3.2o' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.2o', type(e).__name__, e)
try:
    print('%+X', repr('%+X' % (1e16,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+X', type(e).__name__, e)
try:
    print('%#8.5c', repr('%#8.5c' % (-2.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#8.5c', type(e).__name__, e)
try:
    print('%+8.2E', repr('%+8.2E' % (True,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+8.2E', type(e).__name__, e)
try:
    print('%+3.2d', repr('%+3.2d' % ("",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+3.2d', type(e).__name__, e)
try:
    print('%-03F', repr('%-03F' % (-1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-03F', type(e).__name__, e)
try:
    print('%#8o', repr('%#8o' % (-1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#8o', type(e).__name__, e)
try:
    print('% 8.2d', repr('% 8.2d' % (-1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 8.2d', type(e).__name__, e)
try:
    print('%-3.0e', repr('%-3.0e' % (9223372036854775807,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-3.0e', type(e).__name__, e)
try:
    print('%- 3.2X', repr('%- 3.2X' % (float("inf"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%- 3.2X', type(e).__name__, e)
try:
    print('%8.2f', repr('%8.2f' % (255,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.2f', type(e).__name__, e)
try:
    print('%0+8.2d', repr('%0+8.2d' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0+8.2d', type(e).__name__, e)
try:
    print('% 08.2g', repr('% 08.2g' % (None,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 08.2g', type(e).__name__, e)
try:
    print('%#8.0r', repr('%#8.0r' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#8.0r', type(e).__name__, e)
try:
    print('%0-3o', repr('%0-3o' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0-3o', type(e).__name__, e)
try:
    print('%#-3x', repr('%#-3x' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#-3x', type(e).__name__, e)
try:
    print('%#8.0a', repr('%#8.0a' % (0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#8.0a', type(e).__name__, e)
try:
    print('%-08.2u', repr('%-08.2u' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-08.2u', type(e).__name__, e)
try:
    print('%#0.2u', repr('%#0.2u' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#0.2u', type(e).__name__, e)
try:
    print('%8.5i', repr('%8.5i' % (-2.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.5i', type(e).__name__, e)
try:
    print('%+-3.0f', repr('%+-3.0f' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+-3.0f', type(e).__name__, e)
try:
    print('%-8e', repr('%-8e' % (0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-8e', type(e).__name__, e)
try:
    print('% +8.0e', repr('% +8.0e' % ((1, 2),)))
except (ValueError, TypeError, OverflowError) as e:
    print('% +8.0e', type(e).__name__, e)
try:
    print('%3F', repr('%3F' % (None,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3F', type(e).__name__, e)
try:
    print('%.0u', repr('%.0u' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0u', type(e).__name__, e)
try:
    print('%#8.0X', repr('%#8.0X' % (255,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#8.0X', type(e).__name__, e)
try:
    print('%0 8.5i', repr('%0 8.5i' % (1e-7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0 8.5i', type(e).__name__, e)
try:
    print('%#0g', repr('%#0g' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#0g', type(e).__name__, e)
try:
    print('%+-8.5u', repr('%+-8.5u' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+-8.5u', type(e).__name__, e)
try:
    print('%+.5i', repr('%+.5i' % (True,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+.5i', type(e).__name__, e)
try:
    print('% .5d', repr('% .5d' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% .5d', type(e).__name__, e)
try:
    print('%#08.5s', repr('%#08.5s' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#08.5s', type(e).__name__, e)
try:
    print('%0F', repr('%0F' % (-1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0F', type(e).__name__, e)
try:
    print('%08.2X', repr('%08.2X' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%08.2X', type(e).__name__, e)
try:
    print('%-3.5f', repr('%-3.5f' % (0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-3.5f', type(e).__name__, e)
try:
    print('% +.2g', repr('% +.2g' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% +.2g', type(e).__name__, e)
try:
    print('%#8X', repr('%#8X' % (float("inf"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#8X', type(e).__name__, e)
try:
    print('%#3x', repr('%#3x' % (-1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#3x', type(e).__name__, e)
try:
    print('% G', repr('% G' % (1e16,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% G', type(e).__name__, e)
try:
    print('%3a', repr('%3a' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3a', type(e).__name__, e)
try:
    print('%3.0G', repr('%3.0G' % (True,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.0G', type(e).__name__, e)
try:
    print('%+r', repr('%+r' % (-1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+r', type(e).__name__, e)
try:
    print('%8.2o', repr('%8.2o' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.2o', type(e).__name__, e)
try:
    print('%03.2e', repr('%03.2e' % ("",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%03.2e', type(e).__name__, e)
try:
    print('%0-o', repr('%0-o' % (1234.5678,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0-o', type(e).__name__, e)
try:
    print('%3.5E', repr('%3.5E' % (-2.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.5E', type(e).__name__, e)
try:
    print('%8.0s', repr('%8.0s' % (None,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.0s', type(e).__name__, e)
try:
    print('%-03.0r', repr('%-03.0r' % (True,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-03.0r', type(e).__name__, e)
try:
    print('%.5E', repr('%.5E' % (1e-7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.5E', type(e).__name__, e)
try:
    print('%8.2G', repr('%8.2G' % ("s",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.2G', type(e).__name__, e)
try:
    print('%- .5s', repr('%- .5s' % (1.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%- .5s', type(e).__name__, e)
try:
    print('%8c', repr('%8c' % (255,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8c', type(e).__name__, e)
try:
    print('%3.2o', repr('%3.2o' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.2o', type(e).__name__, e)
try:
    print('%-8.0X', repr('%-8.0X' % (-2.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-8.0X', type(e).__name__, e)
try:
    print('% #8r', repr('% #8r' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% #8r', type(e).__name__, e)
#@@ case pct_random_11
try:
    print('% -8x', repr('% -8x' % (0.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% -8x', type(e).__name__, e)
try:
    print('%3G', repr('%3G' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3G', type(e).__name__, e)
try:
    print('%0-3.0e', repr('%0-3.0e' % (0.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0-3.0e', type(e).__name__, e)
try:
    print('%3F', repr('%3F' % (-1234567,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3F', type(e).__name__, e)
try:
    print('%-0.5i', repr('%-0.5i' % ("s",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-0.5i', type(e).__name__, e)
try:
    print('%03e', repr('%03e' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%03e', type(e).__name__, e)
try:
    print('%+3.2a', repr('%+3.2a' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+3.2a', type(e).__name__, e)
try:
    print('%-8.5d', repr('%-8.5d' % (1234.5678,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-8.5d', type(e).__name__, e)
try:
    print('%3.0d', repr('%3.0d' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.0d', type(e).__name__, e)
try:
    print('% .5f', repr('% .5f' % (255,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% .5f', type(e).__name__, e)
try:
    print('%03.2f', repr('%03.2f' % (True,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%03.2f', type(e).__name__, e)
try:
    print('%-#r', repr('%-#r' % (0.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-#r', type(e).__name__, e)
try:
    print('%.2g', repr('%.2g' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.2g', type(e).__name__, e)
try:
    print('%3.0e', repr('%3.0e' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.0e', type(e).__name__, e)
try:
    print('%#0.2G', repr('%#0.2G' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#0.2G', type(e).__name__, e)
try:
    print('%0 .2c', repr('%0 .2c' % ("",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0 .2c', type(e).__name__, e)
try:
    print('%-.2E', repr('%-.2E' % (9223372036854775807,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-.2E', type(e).__name__, e)
try:
    print('%3.0c', repr('%3.0c' % (float("inf"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.0c', type(e).__name__, e)
try:
    print('%#-3.5X', repr('%#-3.5X' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#-3.5X', type(e).__name__, e)
try:
    print('%#08.0G', repr('%#08.0G' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#08.0G', type(e).__name__, e)
try:
    print('%8.0r', repr('%8.0r' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.0r', type(e).__name__, e)
try:
    print('%-8X', repr('%-8X' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-8X', type(e).__name__, e)
try:
    print('%g', repr('%g' % (-2.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%g', type(e).__name__, e)
try:
    print('%#-3e', repr('%#-3e' % ("",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#-3e', type(e).__name__, e)
try:
    print('%3.5d', repr('%3.5d' % (255,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.5d', type(e).__name__, e)
try:
    print('% +8f', repr('% +8f' % (None,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% +8f', type(e).__name__, e)
try:
    print('%.0u', repr('%.0u' % ("s",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0u', type(e).__name__, e)
try:
    print('%8.0G', repr('%8.0G' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.0G', type(e).__name__, e)
try:
    print('%-3.5d', repr('%-3.5d' % (1234.5678,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-3.5d', type(e).__name__, e)
try:
    print('%#-G', repr('%#-G' % (1234.5678,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#-G', type(e).__name__, e)
try:
    print('%3.0G', repr('%3.0G' % ("",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.0G', type(e).__name__, e)
try:
    print('%#3e', repr('%#3e' % (1e16,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#3e', type(e).__name__, e)
try:
    print('% -.0f', repr('% -.0f' % (9223372036854775807,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% -.0f', type(e).__name__, e)
try:
    print('%+0e', repr('%+0e' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+0e', type(e).__name__, e)
try:
    print('%3X', repr('%3X' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3X', type(e).__name__, e)
try:
    print('%.5F', repr('%.5F' % (0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.5F', type(e).__name__, e)
try:
    print('%X', repr('%X' % ("",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%X', type(e).__name__, e)
try:
    print('%-3.5X', repr('%-3.5X' % (float("inf"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-3.5X', type(e).__name__, e)
try:
    print('% #3.5E', repr('% #3.5E' % (None,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% #3.5E', type(e).__name__, e)
try:
    print('%0+8.0E', repr('%0+8.0E' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0+8.0E', type(e).__name__, e)
try:
    print('%.0x', repr('%.0x' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0x', type(e).__name__, e)
try:
    print('%03.0o', repr('%03.0o' % ("",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%03.0o', type(e).__name__, e)
try:
    print('%-3.2a', repr('%-3.2a' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-3.2a', type(e).__name__, e)
try:
    print('%3F', repr('%3F' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3F', type(e).__name__, e)
try:
    print('%0#f', repr('%0#f' % (1.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0#f', type(e).__name__, e)
try:
    print('%+3.0e', repr('%+3.0e' % (9223372036854775807,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+3.0e', type(e).__name__, e)
try:
    print('%.5g', repr('%.5g' % (1.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.5g', type(e).__name__, e)
try:
    print('%-8.2F', repr('%-8.2F' % (-1234567,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-8.2F', type(e).__name__, e)
try:
    print('%-+8.2g', repr('%-+8.2g' % ("",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-+8.2g', type(e).__name__, e)
try:
    print('%0#8.0X', repr('%0#8.0X' % ("",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0#8.0X', type(e).__name__, e)
try:
    print('%8g', repr('%8g' % (float("inf"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8g', type(e).__name__, e)
try:
    print('%8.0E', repr('%8.0E' % (0.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.0E', type(e).__name__, e)
try:
    print('%.5u', repr('%.5u' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.5u', type(e).__name__, e)
try:
    print('%8d', repr('%8d' % (9223372036854775807,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8d', type(e).__name__, e)
try:
    print('%.2s', repr('%.2s' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.2s', type(e).__name__, e)
try:
    print('%#-.5e', repr('%#-.5e' % (9223372036854775807,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#-.5e', type(e).__name__, e)
try:
    print('%-.2c', repr('%-.2c' % (float("inf"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-.2c', type(e).__name__, e)
try:
    print('%-08x', repr('%-08x' % (True,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-08x', type(e).__name__, e)
try:
    print('%8.2r', repr('%8.2r' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.2r', type(e).__name__, e)
try:
    print('%0#3F', repr('%0#3F' % (255,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0#3F', type(e).__name__, e)
#@@ case pct_random_12
try:
    print('%#r', repr('%#r' % (1.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#r', type(e).__name__, e)
try:
    print('%-#r', repr('%-#r' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-#r', type(e).__name__, e)
try:
    print('%3.5o', repr('%3.5o' % (-1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.5o', type(e).__name__, e)
try:
    print('%.5X', repr('%.5X' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.5X', type(e).__name__, e)
try:
    print('%+8X', repr('%+8X' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+8X', type(e).__name__, e)
try:
    print('%.0o', repr('%.0o' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0o', type(e).__name__, e)
try:
    print('%#3.0a', repr('%#3.0a' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#3.0a', type(e).__name__, e)
try:
    print('%.2u', repr('%.2u' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.2u', type(e).__name__, e)
try:
    print('%-3.0d', repr('%-3.0d' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-3.0d', type(e).__name__, e)
try:
    print('%.0g', repr('%.0g' % (-2.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0g', type(e).__name__, e)
try:
    print('%#-i', repr('%#-i' % (float("inf"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#-i', type(e).__name__, e)
try:
    print('%+03r', repr('%+03r' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+03r', type(e).__name__, e)
try:
    print('% 0.0c', repr('% 0.0c' % (-1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 0.0c', type(e).__name__, e)
try:
    print('%0+8.0d', repr('%0+8.0d' % (1.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0+8.0d', type(e).__name__, e)
try:
    print('%.5e', repr('%.5e' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.5e', type(e).__name__, e)
try:
    print('%3E', repr('%3E' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3E', type(e).__name__, e)
try:
    print('%8.5c', repr('%8.5c' % (0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.5c', type(e).__name__, e)
try:
    print('%08.2e', repr('%08.2e' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%08.2e', type(e).__name__, e)
try:
    print('%#-8.5u', repr('%#-8.5u' % ((1, 2),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#-8.5u', type(e).__name__, e)
try:
    print('% #G', repr('% #G' % (float("inf"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('% #G', type(e).__name__, e)
try:
    print('% -3.2F', repr('% -3.2F' % (1234.5678,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% -3.2F', type(e).__name__, e)
try:
    print('%+03.2d', repr('%+03.2d' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+03.2d', type(e).__name__, e)
try:
    print('%+#3.5u', repr('%+#3.5u' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+#3.5u', type(e).__name__, e)
try:
    print('%#.2r', repr('%#.2r' % (float("inf"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#.2r', type(e).__name__, e)
try:
    print('%3.5g', repr('%3.5g' % (0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.5g', type(e).__name__, e)
try:
    print('%0.5d', repr('%0.5d' % (-1234567,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0.5d', type(e).__name__, e)
try:
    print('%#-.2e', repr('%#-.2e' % (-1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#-.2e', type(e).__name__, e)
try:
    print('%+u', repr('%+u' % (0.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+u', type(e).__name__, e)
try:
    print('%03r', repr('%03r' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('%03r', type(e).__name__, e)
try:
    print('%8.0E', repr('%8.0E' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.0E', type(e).__name__, e)
try:
    print('%.5s', repr('%.5s' % (1.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.5s', type(e).__name__, e)
try:
    print('%#3.5i', repr('%#3.5i' % (255,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#3.5i', type(e).__name__, e)
try:
    print('%+0E', repr('%+0E' % (1234.5678,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+0E', type(e).__name__, e)
try:
    print('%.2o', repr('%.2o' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.2o', type(e).__name__, e)
try:
    print('%0-.2o', repr('%0-.2o' % (float("inf"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0-.2o', type(e).__name__, e)
try:
    print('%8.5x', repr('%8.5x' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.5x', type(e).__name__, e)
try:
    print('%#08.5s', repr('%#08.5s' % ("s",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#08.5s', type(e).__name__, e)
try:
    print('%-#8X', repr('%-#8X' % ("",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-#8X', type(e).__name__, e)
try:
    print('%8f', repr('%8f' % (0.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8f', type(e).__name__, e)
try:
    print('%#s', repr('%#s' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#s', type(e).__name__, e)
try:
    print('%- 8.0E', repr('%- 8.0E' % (-1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%- 8.0E', type(e).__name__, e)
try:
    print('%- X', repr('%- X' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('%- X', type(e).__name__, e)
try:
    print('%-#3o', repr('%-#3o' % (0.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-#3o', type(e).__name__, e)
try:
    print('%.0s', repr('%.0s' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0s', type(e).__name__, e)
try:
    print('%+-8f', repr('%+-8f' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+-8f', type(e).__name__, e)
try:
    print('%3.0g', repr('%3.0g' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.0g', type(e).__name__, e)
try:
    print('% 8.5f', repr('% 8.5f' % (float("inf"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 8.5f', type(e).__name__, e)
try:
    print('%-+8.5s', repr('%-+8.5s' % (-2.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-+8.5s', type(e).__name__, e)
try:
    print('% 8.2g', repr('% 8.2g' % (255,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 8.2g', type(e).__name__, e)
try:
    print('%#.2X', repr('%#.2X' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#.2X', type(e).__name__, e)
try:
    print('%0 .0s', repr('%0 .0s' % (0.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0 .0s', type(e).__name__, e)
try:
    print('%8.2a', repr('%8.2a' % ("s",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.2a', type(e).__name__, e)
try:
    print('%+8f', repr('%+8f' % ("",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+8f', type(e).__name__, e)
try:
    print('%- 8.5G', repr('%- 8.5G' % (-1234567,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%- 8.5G', type(e).__name__, e)
try:
    print('%3.0G', repr('%3.0G' % (-2.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.0G', type(e).__name__, e)
try:
    print('% #f', repr('% #f' % (1.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% #f', type(e).__name__, e)
try:
    print('%+-3o', repr('%+-3o' % (-1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+-3o', type(e).__name__, e)
try:
    print('%+#3.0o', repr('%+#3.0o' % (255,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+#3.0o', type(e).__name__, e)
try:
    print('%3.0g', repr('%3.0g' % (-2.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.0g', type(e).__name__, e)
try:
    print('%0+3.0g', repr('%0+3.0g' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0+3.0g', type(e).__name__, e)
#@@ case pct_random_13
try:
    print('%+.5s', repr('%+.5s' % (1e-7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+.5s', type(e).__name__, e)
try:
    print('%0.0g', repr('%0.0g' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0.0g', type(e).__name__, e)
try:
    print('% 03.0o', repr('% 03.0o' % ("s",)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 03.0o', type(e).__name__, e)
try:
    print('% #8.5u', repr('% #8.5u' % (1234.5678,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% #8.5u', type(e).__name__, e)
try:
    print('% 08X', repr('% 08X' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 08X', type(e).__name__, e)
try:
    print('%+8d', repr('%+8d' % (-1234567,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+8d', type(e).__name__, e)
try:
    print('% 3.5g', repr('% 3.5g' % (1234.5678,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 3.5g', type(e).__name__, e)
try:
    print('%.5g', repr('%.5g' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.5g', type(e).__name__, e)
try:
    print('%8o', repr('%8o' % (1234.5678,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8o', type(e).__name__, e)
try:
    print('%3.2X', repr('%3.2X' % (True,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.2X', type(e).__name__, e)
try:
    print('% 8.0x', repr('% 8.0x' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 8.0x', type(e).__name__, e)
try:
    print('%3.2r', repr('%3.2r' % (float("inf"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.2r', type(e).__name__, e)
try:
    print('% -8.2a', repr('% -8.2a' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% -8.2a', type(e).__name__, e)
try:
    print('%-+3.0d', repr('%-+3.0d' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-+3.0d', type(e).__name__, e)
try:
    print('%+3o', repr('%+3o' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+3o', type(e).__name__, e)
try:
    print('%8o', repr('%8o' % (float("inf"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8o', type(e).__name__, e)
try:
    print('%#+8.5g', repr('%#+8.5g' % (9223372036854775807,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#+8.5g', type(e).__name__, e)
try:
    print('% .0o', repr('% .0o' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% .0o', type(e).__name__, e)
try:
    print('%+.5E', repr('%+.5E' % (0.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+.5E', type(e).__name__, e)
try:
    print('%#-8.2o', repr('%#-8.2o' % (0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#-8.2o', type(e).__name__, e)
try:
    print('%3.2E', repr('%3.2E' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.2E', type(e).__name__, e)
try:
    print('% 8.5E', repr('% 8.5E' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 8.5E', type(e).__name__, e)
try:
    print('% .0a', repr('% .0a' % (None,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% .0a', type(e).__name__, e)
try:
    print('%+3e', repr('%+3e' % (1234.5678,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+3e', type(e).__name__, e)
try:
    print('%.2e', repr('%.2e' % (-1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.2e', type(e).__name__, e)
try:
    print('%03.5r', repr('%03.5r' % (1e16,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%03.5r', type(e).__name__, e)
try:
    print('%+-8.0e', repr('%+-8.0e' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+-8.0e', type(e).__name__, e)
try:
    print('%0 3s', repr('%0 3s' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0 3s', type(e).__name__, e)
try:
    print('%8r', repr('%8r' % (1234.5678,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8r', type(e).__name__, e)
try:
    print('%+-3.0o', repr('%+-3.0o' % (1e16,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+-3.0o', type(e).__name__, e)
try:
    print('%03E', repr('%03E' % (255,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%03E', type(e).__name__, e)
try:
    print('%.2f', repr('%.2f' % (255,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.2f', type(e).__name__, e)
try:
    print('%0g', repr('%0g' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0g', type(e).__name__, e)
try:
    print('%08.0a', repr('%08.0a' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%08.0a', type(e).__name__, e)
try:
    print('% #3e', repr('% #3e' % ("s",)))
except (ValueError, TypeError, OverflowError) as e:
    print('% #3e', type(e).__name__, e)
try:
    print('%3.2o', repr('%3.2o' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.2o', type(e).__name__, e)
try:
    print('%.0f', repr('%.0f' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0f', type(e).__name__, e)
try:
    print('%#08.5F', repr('%#08.5F' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#08.5F', type(e).__name__, e)
try:
    print('%#3u', repr('%#3u' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#3u', type(e).__name__, e)
try:
    print('%+.2o', repr('%+.2o' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+.2o', type(e).__name__, e)
try:
    print('%0+8.0i', repr('%0+8.0i' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0+8.0i', type(e).__name__, e)
try:
    print('%+#3.0e', repr('%+#3.0e' % ("",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+#3.0e', type(e).__name__, e)
try:
    print('%8.5s', repr('%8.5s' % (1e-7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.5s', type(e).__name__, e)
try:
    print('%8.5X', repr('%8.5X' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.5X', type(e).__name__, e)
try:
    print('%0+8.2G', repr('%0+8.2G' % (0.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0+8.2G', type(e).__name__, e)
try:
    print('%#+3.2F', repr('%#+3.2F' % ("s",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#+3.2F', type(e).__name__, e)
try:
    print('%#8.5c', repr('%#8.5c' % ("",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#8.5c', type(e).__name__, e)
try:
    print('%8.2r', repr('%8.2r' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.2r', type(e).__name__, e)
try:
    print('%-#o', repr('%-#o' % (-1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-#o', type(e).__name__, e)
try:
    print('%#-8.2f', repr('%#-8.2f' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#-8.2f', type(e).__name__, e)
try:
    print('%+03.0E', repr('%+03.0E' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+03.0E', type(e).__name__, e)
try:
    print('%#-8e', repr('%#-8e' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#-8e', type(e).__name__, e)
try:
    print('%#.5f', repr('%#.5f' % (-1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#.5f', type(e).__name__, e)
try:
    print('%#8.5o', repr('%#8.5o' % ("",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#8.5o', type(e).__name__, e)
try:
    print('% 8c', repr('% 8c' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 8c', type(e).__name__, e)
try:
    print('%0+3.2E', repr('%0+3.2E' % (-2.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0+3.2E', type(e).__name__, e)
try:
    print('%.2g', repr('%.2g' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.2g', type(e).__name__, e)
try:
    print('%-8.2F', repr('%-8.2F' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-8.2F', type(e).__name__, e)
try:
    print('%.0c', repr('%.0c' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0c', type(e).__name__, e)
try:
    print('%.2g', repr('%.2g' % (1e16,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.2g', type(e).__name__, e)
#@@ case pct_random_14
try:
    print('%.2e', repr('%.2e' % ((1, 2),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.2e', type(e).__name__, e)
try:
    print('%3.5i', repr('%3.5i' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.5i', type(e).__name__, e)
try:
    print('%#.5s', repr('%#.5s' % (-2.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#.5s', type(e).__name__, e)
try:
    print('%#.2f', repr('%#.2f' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#.2f', type(e).__name__, e)
try:
    print('%-+8x', repr('%-+8x' % (1.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-+8x', type(e).__name__, e)
try:
    print('%3c', repr('%3c' % (float("inf"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3c', type(e).__name__, e)
try:
    print('%.2c', repr('%.2c' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.2c', type(e).__name__, e)
try:
    print('% #3F', repr('% #3F' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% #3F', type(e).__name__, e)
try:
    print('%.5a', repr('%.5a' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.5a', type(e).__name__, e)
try:
    print('%3.2d', repr('%3.2d' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.2d', type(e).__name__, e)
try:
    print('% #8.2r', repr('% #8.2r' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('% #8.2r', type(e).__name__, e)
try:
    print('%.2s', repr('%.2s' % (0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.2s', type(e).__name__, e)
try:
    print('%.0i', repr('%.0i' % (1.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0i', type(e).__name__, e)
try:
    print('%8.0x', repr('%8.0x' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.0x', type(e).__name__, e)
try:
    print('%8o', repr('%8o' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8o', type(e).__name__, e)
try:
    print('%-#.2a', repr('%-#.2a' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-#.2a', type(e).__name__, e)
try:
    print('%+#.0F', repr('%+#.0F' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+#.0F', type(e).__name__, e)
try:
    print('%.5o', repr('%.5o' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.5o', type(e).__name__, e)
try:
    print('%# 8X', repr('%# 8X' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%# 8X', type(e).__name__, e)
try:
    print('%-3a', repr('%-3a' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-3a', type(e).__name__, e)
try:
    print('%0 3.2x', repr('%0 3.2x' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0 3.2x', type(e).__name__, e)
try:
    print('% #8.2G', repr('% #8.2G' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% #8.2G', type(e).__name__, e)
try:
    print('%+8E', repr('%+8E' % (-1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+8E', type(e).__name__, e)
try:
    print('%-+3i', repr('%-+3i' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-+3i', type(e).__name__, e)
try:
    print('%8.2F', repr('%8.2F' % (0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.2F', type(e).__name__, e)
try:
    print('%8.0o', repr('%8.0o' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.0o', type(e).__name__, e)
try:
    print('%0+3.0d', repr('%0+3.0d' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0+3.0d', type(e).__name__, e)
try:
    print('%- 8.0r', repr('%- 8.0r' % (255,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%- 8.0r', type(e).__name__, e)
try:
    print('%-8.2o', repr('%-8.2o' % (1.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-8.2o', type(e).__name__, e)
try:
    print('%.0g', repr('%.0g' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0g', type(e).__name__, e)
try:
    print('%+E', repr('%+E' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+E', type(e).__name__, e)
try:
    print('%8E', repr('%8E' % (255,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8E', type(e).__name__, e)
try:
    print('%3i', repr('%3i' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3i', type(e).__name__, e)
try:
    print('%3.2G', repr('%3.2G' % (-2.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.2G', type(e).__name__, e)
try:
    print('%8c', repr('%8c' % (float("inf"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8c', type(e).__name__, e)
try:
    print('%8x', repr('%8x' % (None,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8x', type(e).__name__, e)
try:
    print('%#-8d', repr('%#-8d' % (0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#-8d', type(e).__name__, e)
try:
    print('%-08r', repr('%-08r' % (255,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-08r', type(e).__name__, e)
try:
    print('% 0.0s', repr('% 0.0s' % ((1, 2),)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 0.0s', type(e).__name__, e)
try:
    print('%-0.0s', repr('%-0.0s' % ("s",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-0.0s', type(e).__name__, e)
try:
    print('% #.0d', repr('% #.0d' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('% #.0d', type(e).__name__, e)
try:
    print('%08s', repr('%08s' % (1.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%08s', type(e).__name__, e)
try:
    print('%3.0x', repr('%3.0x' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.0x', type(e).__name__, e)
try:
    print('%8.5c', repr('%8.5c' % (1234.5678,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.5c', type(e).__name__, e)
try:
    print('%8.5E', repr('%8.5E' % ("",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.5E', type(e).__name__, e)
try:
    print('% -3.5g', repr('% -3.5g' % (9223372036854775807,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% -3.5g', type(e).__name__, e)
try:
    print('%+03.2g', repr('%+03.2g' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+03.2g', type(e).__name__, e)
try:
    print('%#.5i', repr('%#.5i' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#.5i', type(e).__name__, e)
try:
    print('% 0.2x', repr('% 0.2x' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 0.2x', type(e).__name__, e)
try:
    print('%0+8.5e', repr('%0+8.5e' % (float("inf"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0+8.5e', type(e).__name__, e)
try:
    print('%-.0E', repr('%-.0E' % (None,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-.0E', type(e).__name__, e)
try:
    print('%+ .2a', repr('%+ .2a' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+ .2a', type(e).__name__, e)
try:
    print('%+3x', repr('%+3x' % (0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+3x', type(e).__name__, e)
try:
    print('%3.0f', repr('%3.0f' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.0f', type(e).__name__, e)
try:
    print('%-+8.0c', repr('%-+8.0c' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-+8.0c', type(e).__name__, e)
try:
    print('%#+3o', repr('%#+3o' % (-2.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#+3o', type(e).__name__, e)
try:
    print('%-#8.5s', repr('%-#8.5s' % (9223372036854775807,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-#8.5s', type(e).__name__, e)
try:
    print('%3.5x', repr('%3.5x' % ("",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.5x', type(e).__name__, e)
try:
    print('%+8a', repr('%+8a' % (True,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+8a', type(e).__name__, e)
try:
    print('%#+8.0F', repr('%#+8.0F' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#+8.0F', type(e).__name__, e)
#@@ case pct_random_15
try:
    print('%03.2r', repr('%03.2r' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%03.2r', type(e).__name__, e)
try:
    print('%0-8.2u', repr('%0-8.2u' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0-8.2u', type(e).__name__, e)
try:
    print('%.0d', repr('%.0d' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0d', type(e).__name__, e)
try:
    print('%0 3.5G', repr('%0 3.5G' % (None,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0 3.5G', type(e).__name__, e)
try:
    print('%#8s', repr('%#8s' % (float("inf"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#8s', type(e).__name__, e)
try:
    print('%+ 3.5E', repr('%+ 3.5E' % ("",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+ 3.5E', type(e).__name__, e)
try:
    print('%8.2E', repr('%8.2E' % (-2.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.2E', type(e).__name__, e)
try:
    print('%.2a', repr('%.2a' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.2a', type(e).__name__, e)
try:
    print('%08u', repr('%08u' % (1e-7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%08u', type(e).__name__, e)
try:
    print('%03X', repr('%03X' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%03X', type(e).__name__, e)
try:
    print('%#3.0o', repr('%#3.0o' % (1.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#3.0o', type(e).__name__, e)
try:
    print('%#3.5i', repr('%#3.5i' % (-2.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#3.5i', type(e).__name__, e)
try:
    print('%d', repr('%d' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('%d', type(e).__name__, e)
try:
    print('%#.2g', repr('%#.2g' % (0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#.2g', type(e).__name__, e)
try:
    print('%+08.0e', repr('%+08.0e' % (0.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+08.0e', type(e).__name__, e)
try:
    print('%+3.2E', repr('%+3.2E' % ("s",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+3.2E', type(e).__name__, e)
try:
    print('%#8.0F', repr('%#8.0F' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#8.0F', type(e).__name__, e)
try:
    print('%+#3d', repr('%+#3d' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+#3d', type(e).__name__, e)
try:
    print('%#3E', repr('%#3E' % (None,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#3E', type(e).__name__, e)
try:
    print('% +8F', repr('% +8F' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% +8F', type(e).__name__, e)
try:
    print('% -3.0r', repr('% -3.0r' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% -3.0r', type(e).__name__, e)
try:
    print('%.5G', repr('%.5G' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.5G', type(e).__name__, e)
try:
    print('%.0E', repr('%.0E' % (9223372036854775807,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0E', type(e).__name__, e)
try:
    print('%.0r', repr('%.0r' % (float("inf"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0r', type(e).__name__, e)
try:
    print('%+-.2x', repr('%+-.2x' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+-.2x', type(e).__name__, e)
try:
    print('%0#x', repr('%0#x' % (None,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0#x', type(e).__name__, e)
try:
    print('%-3.5r', repr('%-3.5r' % ("s",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-3.5r', type(e).__name__, e)
try:
    print('%#.2u', repr('%#.2u' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#.2u', type(e).__name__, e)
try:
    print('%0+8.2u', repr('%0+8.2u' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0+8.2u', type(e).__name__, e)
try:
    print('%-#.5g', repr('%-#.5g' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-#.5g', type(e).__name__, e)
try:
    print('% #.0a', repr('% #.0a' % (0.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% #.0a', type(e).__name__, e)
try:
    print('%8.2a', repr('%8.2a' % ("",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.2a', type(e).__name__, e)
try:
    print('% 3.5E', repr('% 3.5E' % (float("inf"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 3.5E', type(e).__name__, e)
try:
    print('%03.2a', repr('%03.2a' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%03.2a', type(e).__name__, e)
try:
    print('%.0E', repr('%.0E' % (float("inf"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0E', type(e).__name__, e)
try:
    print('%#+3.5e', repr('%#+3.5e' % (-1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#+3.5e', type(e).__name__, e)
try:
    print('%+8.5g', repr('%+8.5g' % (-2.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+8.5g', type(e).__name__, e)
try:
    print('%-3.2X', repr('%-3.2X' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-3.2X', type(e).__name__, e)
try:
    print('%-08.0i', repr('%-08.0i' % (-2.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-08.0i', type(e).__name__, e)
try:
    print('%-08.0G', repr('%-08.0G' % (True,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-08.0G', type(e).__name__, e)
try:
    print('% 3a', repr('% 3a' % (float("inf"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 3a', type(e).__name__, e)
try:
    print('% #.2d', repr('% #.2d' % ((1, 2),)))
except (ValueError, TypeError, OverflowError) as e:
    print('% #.2d', type(e).__name__, e)
try:
    print('%-+.5a', repr('%-+.5a' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-+.5a', type(e).__name__, e)
try:
    print('%- .5X', repr('%- .5X' % (None,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%- .5X', type(e).__name__, e)
try:
    print('%3e', repr('%3e' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3e', type(e).__name__, e)
try:
    print('%-#3.0f', repr('%-#3.0f' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-#3.0f', type(e).__name__, e)
try:
    print('%# 8.0x', repr('%# 8.0x' % (0.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%# 8.0x', type(e).__name__, e)
try:
    print('%8.2r', repr('%8.2r' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.2r', type(e).__name__, e)
try:
    print('%8.5X', repr('%8.5X' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.5X', type(e).__name__, e)
try:
    print('%-.2s', repr('%-.2s' % (float("inf"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-.2s', type(e).__name__, e)
try:
    print('% #8.5e', repr('% #8.5e' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% #8.5e', type(e).__name__, e)
try:
    print('%0-.0i', repr('%0-.0i' % (1.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0-.0i', type(e).__name__, e)
try:
    print('%#8c', repr('%#8c' % (1e-7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#8c', type(e).__name__, e)
try:
    print('% -.0g', repr('% -.0g' % ("s",)))
except (ValueError, TypeError, OverflowError) as e:
    print('% -.0g', type(e).__name__, e)
try:
    print('%3.2F', repr('%3.2F' % (255,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.2F', type(e).__name__, e)
try:
    print('%8X', repr('%8X' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8X', type(e).__name__, e)
try:
    print('% +8.5F', repr('% +8.5F' % (True,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% +8.5F', type(e).__name__, e)
try:
    print('%+3.0x', repr('%+3.0x' % (True,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+3.0x', type(e).__name__, e)
try:
    print('%8.0e', repr('%8.0e' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.0e', type(e).__name__, e)
try:
    print('%3a', repr('%3a' % (0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3a', type(e).__name__, e)
#@@ case pct_random_16
try:
    print('%3.2f', repr('%3.2f' % ("s",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.2f', type(e).__name__, e)
try:
    print('%#0.2c', repr('%#0.2c' % ("s",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#0.2c', type(e).__name__, e)
try:
    print('%8.2r', repr('%8.2r' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.2r', type(e).__name__, e)
try:
    print('%+#8f', repr('%+#8f' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+#8f', type(e).__name__, e)
try:
    print('%0+3.0d', repr('%0+3.0d' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0+3.0d', type(e).__name__, e)
try:
    print('%#-3g', repr('%#-3g' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#-3g', type(e).__name__, e)
try:
    print('%+3X', repr('%+3X' % (1.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+3X', type(e).__name__, e)
try:
    print('%#+3.5s', repr('%#+3.5s' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#+3.5s', type(e).__name__, e)
try:
    print('%.0G', repr('%.0G' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0G', type(e).__name__, e)
try:
    print('%.5e', repr('%.5e' % (-2.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.5e', type(e).__name__, e)
try:
    print('%+#8.2d', repr('%+#8.2d' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+#8.2d', type(e).__name__, e)
try:
    print('%#.0u', repr('%#.0u' % ("",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#.0u', type(e).__name__, e)
try:
    print('% 3.0i', repr('% 3.0i' % (0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 3.0i', type(e).__name__, e)
try:
    print('%-3x', repr('%-3x' % (1.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-3x', type(e).__name__, e)
try:
    print('% 3i', repr('% 3i' % (None,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 3i', type(e).__name__, e)
try:
    print('%8.0E', repr('%8.0E' % (True,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.0E', type(e).__name__, e)
try:
    print('% 08.5G', repr('% 08.5G' % (0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 08.5G', type(e).__name__, e)
try:
    print('%# 3.2d', repr('%# 3.2d' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%# 3.2d', type(e).__name__, e)
try:
    print('%d', repr('%d' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%d', type(e).__name__, e)
try:
    print('% #8.0s', repr('% #8.0s' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('% #8.0s', type(e).__name__, e)
try:
    print('% 3.2c', repr('% 3.2c' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 3.2c', type(e).__name__, e)
try:
    print('%8.2c', repr('%8.2c' % (-1234567,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.2c', type(e).__name__, e)
try:
    print('%c', repr('%c' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%c', type(e).__name__, e)
try:
    print('%08.0r', repr('%08.0r' % (0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%08.0r', type(e).__name__, e)
try:
    print('%0+8.2e', repr('%0+8.2e' % ("",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0+8.2e', type(e).__name__, e)
try:
    print('% 8.2e', repr('% 8.2e' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 8.2e', type(e).__name__, e)
try:
    print('%.5s', repr('%.5s' % (-2.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.5s', type(e).__name__, e)
try:
    print('%+#8o', repr('%+#8o' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+#8o', type(e).__name__, e)
try:
    print('%.2X', repr('%.2X' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.2X', type(e).__name__, e)
try:
    print('% -.2s', repr('% -.2s' % (9223372036854775807,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% -.2s', type(e).__name__, e)
try:
    print('%-03.2u', repr('%-03.2u' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-03.2u', type(e).__name__, e)
try:
    print('%3.2f', repr('%3.2f' % (1234.5678,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.2f', type(e).__name__, e)
try:
    print('%+.2s', repr('%+.2s' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+.2s', type(e).__name__, e)
try:
    print('%#.2e', repr('%#.2e' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#.2e', type(e).__name__, e)
try:
    print('%3.0F', repr('%3.0F' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.0F', type(e).__name__, e)
try:
    print('%8.2i', repr('%8.2i' % (0.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.2i', type(e).__name__, e)
try:
    print('%3E', repr('%3E' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3E', type(e).__name__, e)
try:
    print('%u', repr('%u' % (9223372036854775807,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%u', type(e).__name__, e)
try:
    print('%# .2X', repr('%# .2X' % (float("inf"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%# .2X', type(e).__name__, e)
try:
    print('%08.0s', repr('%08.0s' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%08.0s', type(e).__name__, e)
try:
    print('%-08.2u', repr('%-08.2u' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-08.2u', type(e).__name__, e)
try:
    print('%+#.2d', repr('%+#.2d' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+#.2d', type(e).__name__, e)
try:
    print('%3.5F', repr('%3.5F' % (True,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.5F', type(e).__name__, e)
try:
    print('%.2F', repr('%.2F' % (1234.5678,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.2F', type(e).__name__, e)
try:
    print('%3.5E', repr('%3.5E' % (1e16,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.5E', type(e).__name__, e)
try:
    print('%-G', repr('%-G' % ((1, 2),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-G', type(e).__name__, e)
try:
    print('%.2o', repr('%.2o' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.2o', type(e).__name__, e)
try:
    print('%8.0c', repr('%8.0c' % (9223372036854775807,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.0c', type(e).__name__, e)
try:
    print('%8.2g', repr('%8.2g' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.2g', type(e).__name__, e)
try:
    print('%3a', repr('%3a' % (-2.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3a', type(e).__name__, e)
try:
    print('%-3.2g', repr('%-3.2g' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-3.2g', type(e).__name__, e)
try:
    print('%#+8.0E', repr('%#+8.0E' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#+8.0E', type(e).__name__, e)
try:
    print('%-G', repr('%-G' % (1e-7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-G', type(e).__name__, e)
try:
    print('%#03.0o', repr('%#03.0o' % (0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#03.0o', type(e).__name__, e)
try:
    print('%3.2f', repr('%3.2f' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.2f', type(e).__name__, e)
try:
    print('%.5x', repr('%.5x' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.5x', type(e).__name__, e)
try:
    print('%3.5G', repr('%3.5G' % ("",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.5G', type(e).__name__, e)
try:
    print('%3.0g', repr('%3.0g' % (1e-7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.0g', type(e).__name__, e)
try:
    print('%8.0s', repr('%8.0s' % (float("inf"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.0s', type(e).__name__, e)
try:
    print('%.0d', repr('%.0d' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0d', type(e).__name__, e)
#@@ case pct_random_17
try:
    print('%8e', repr('%8e' % (9223372036854775807,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8e', type(e).__name__, e)
try:
    print('%#+.5u', repr('%#+.5u' % (float("inf"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#+.5u', type(e).__name__, e)
try:
    print('%-8s', repr('%-8s' % ("s",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-8s', type(e).__name__, e)
try:
    print('% 8e', repr('% 8e' % (-2.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 8e', type(e).__name__, e)
try:
    print('%-+8a', repr('%-+8a' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-+8a', type(e).__name__, e)
try:
    print('%+#e', repr('%+#e' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+#e', type(e).__name__, e)
try:
    print('%3a', repr('%3a' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3a', type(e).__name__, e)
try:
    print('%+ 3r', repr('%+ 3r' % ((1, 2),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+ 3r', type(e).__name__, e)
try:
    print('% 3a', repr('% 3a' % ("",)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 3a', type(e).__name__, e)
try:
    print('% 3.0f', repr('% 3.0f' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 3.0f', type(e).__name__, e)
try:
    print('%8.2X', repr('%8.2X' % (1e16,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.2X', type(e).__name__, e)
try:
    print('%0#.2a', repr('%0#.2a' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0#.2a', type(e).__name__, e)
try:
    print('% e', repr('% e' % (1.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% e', type(e).__name__, e)
try:
    print('%.2d', repr('%.2d' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.2d', type(e).__name__, e)
try:
    print('%8.0i', repr('%8.0i' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.0i', type(e).__name__, e)
try:
    print('%8.0g', repr('%8.0g' % ("",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.0g', type(e).__name__, e)
try:
    print('%r', repr('%r' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%r', type(e).__name__, e)
try:
    print('%3.5a', repr('%3.5a' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.5a', type(e).__name__, e)
try:
    print('%+ E', repr('%+ E' % (-1234567,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+ E', type(e).__name__, e)
try:
    print('%.0G', repr('%.0G' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0G', type(e).__name__, e)
try:
    print('%0+8a', repr('%0+8a' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0+8a', type(e).__name__, e)
try:
    print('%.2d', repr('%.2d' % (1e16,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.2d', type(e).__name__, e)
try:
    print('%.5a', repr('%.5a' % (1.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.5a', type(e).__name__, e)
try:
    print('%8u', repr('%8u' % (True,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8u', type(e).__name__, e)
try:
    print('%.2r', repr('%.2r' % (1.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.2r', type(e).__name__, e)
try:
    print('%#.5i', repr('%#.5i' % (9223372036854775807,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#.5i', type(e).__name__, e)
try:
    print('%0-3d', repr('%0-3d' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0-3d', type(e).__name__, e)
try:
    print('%#d', repr('%#d' % (1e-7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#d', type(e).__name__, e)
try:
    print('% 3.5g', repr('% 3.5g' % (-1234567,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 3.5g', type(e).__name__, e)
try:
    print('%0-3.0X', repr('%0-3.0X' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0-3.0X', type(e).__name__, e)
try:
    print('%8.5f', repr('%8.5f' % (-2.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.5f', type(e).__name__, e)
try:
    print('%#-.0s', repr('%#-.0s' % (0.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#-.0s', type(e).__name__, e)
try:
    print('% 08.2o', repr('% 08.2o' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 08.2o', type(e).__name__, e)
try:
    print('% .5a', repr('% .5a' % ("",)))
except (ValueError, TypeError, OverflowError) as e:
    print('% .5a', type(e).__name__, e)
try:
    print('%-08u', repr('%-08u' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-08u', type(e).__name__, e)
try:
    print('%+-3x', repr('%+-3x' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+-3x', type(e).__name__, e)
try:
    print('%3f', repr('%3f' % (0.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3f', type(e).__name__, e)
try:
    print('%03.0g', repr('%03.0g' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%03.0g', type(e).__name__, e)
try:
    print('%+ 3.5c', repr('%+ 3.5c' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+ 3.5c', type(e).__name__, e)
try:
    print('%0+3.0a', repr('%0+3.0a' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0+3.0a', type(e).__name__, e)
try:
    print('%8.5E', repr('%8.5E' % (-1234567,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.5E', type(e).__name__, e)
try:
    print('%8.5c', repr('%8.5c' % (1e16,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.5c', type(e).__name__, e)
try:
    print('%#3e', repr('%#3e' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#3e', type(e).__name__, e)
try:
    print('% -8i', repr('% -8i' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% -8i', type(e).__name__, e)
try:
    print('%#3.5i', repr('%#3.5i' % (0.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#3.5i', type(e).__name__, e)
try:
    print('%8o', repr('%8o' % ("",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8o', type(e).__name__, e)
try:
    print('%.0e', repr('%.0e' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0e', type(e).__name__, e)
try:
    print('%#3.2s', repr('%#3.2s' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#3.2s', type(e).__name__, e)
try:
    print('%8i', repr('%8i' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8i', type(e).__name__, e)
try:
    print('% #8G', repr('% #8G' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% #8G', type(e).__name__, e)
try:
    print('% 08.2F', repr('% 08.2F' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 08.2F', type(e).__name__, e)
try:
    print('%0.5G', repr('%0.5G' % (-1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0.5G', type(e).__name__, e)
try:
    print('%#-3r', repr('%#-3r' % (0.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#-3r', type(e).__name__, e)
try:
    print('%8.2u', repr('%8.2u' % ((1, 2),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.2u', type(e).__name__, e)
try:
    print('%0 3a', repr('%0 3a' % (9223372036854775807,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0 3a', type(e).__name__, e)
try:
    print('%8.2i', repr('%8.2i' % ("s",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.2i', type(e).__name__, e)
try:
    print('%+.5r', repr('%+.5r' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+.5r', type(e).__name__, e)
try:
    print('%+ .2a', repr('%+ .2a' % ((1, 2),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+ .2a', type(e).__name__, e)
try:
    print('% 0e', repr('% 0e' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 0e', type(e).__name__, e)
try:
    print('%#E', repr('%#E' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#E', type(e).__name__, e)
#@@ case pct_random_18
try:
    print('% .0f', repr('% .0f' % (-2.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% .0f', type(e).__name__, e)
try:
    print('%.0g', repr('%.0g' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0g', type(e).__name__, e)
try:
    print('%.0c', repr('%.0c' % (9223372036854775807,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0c', type(e).__name__, e)
try:
    print('%-#8.0a', repr('%-#8.0a' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-#8.0a', type(e).__name__, e)
try:
    print('%#-.2i', repr('%#-.2i' % (-2.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#-.2i', type(e).__name__, e)
try:
    print('%-0f', repr('%-0f' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-0f', type(e).__name__, e)
try:
    print('%-+8.0s', repr('%-+8.0s' % (1e16,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-+8.0s', type(e).__name__, e)
try:
    print('%-.0d', repr('%-.0d' % (True,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-.0d', type(e).__name__, e)
try:
    print('%8.5e', repr('%8.5e' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.5e', type(e).__name__, e)
try:
    print('%0#G', repr('%0#G' % (255,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0#G', type(e).__name__, e)
try:
    print('%0 d', repr('%0 d' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0 d', type(e).__name__, e)
try:
    print('%#3.2i', repr('%#3.2i' % (0.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#3.2i', type(e).__name__, e)
try:
    print('%#8.0g', repr('%#8.0g' % (0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#8.0g', type(e).__name__, e)
try:
    print('% #8.0o', repr('% #8.0o' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('% #8.0o', type(e).__name__, e)
try:
    print('% 03i', repr('% 03i' % (-1234567,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 03i', type(e).__name__, e)
try:
    print('%3i', repr('%3i' % (-1234567,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3i', type(e).__name__, e)
try:
    print('%.0g', repr('%.0g' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0g', type(e).__name__, e)
try:
    print('%#3.0g', repr('%#3.0g' % (1e-7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#3.0g', type(e).__name__, e)
try:
    print('%03.2d', repr('%03.2d' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%03.2d', type(e).__name__, e)
try:
    print('%03.2i', repr('%03.2i' % ((1, 2),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%03.2i', type(e).__name__, e)
try:
    print('%+#.0X', repr('%+#.0X' % ("",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+#.0X', type(e).__name__, e)
try:
    print('%.2g', repr('%.2g' % ((1, 2),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.2g', type(e).__name__, e)
try:
    print('%+03c', repr('%+03c' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+03c', type(e).__name__, e)
try:
    print('%-3.0x', repr('%-3.0x' % (1e-7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-3.0x', type(e).__name__, e)
try:
    print('% #8.5g', repr('% #8.5g' % (0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% #8.5g', type(e).__name__, e)
try:
    print('%8E', repr('%8E' % (1.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8E', type(e).__name__, e)
try:
    print('%#F', repr('%#F' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#F', type(e).__name__, e)
try:
    print('%0 3.0r', repr('%0 3.0r' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0 3.0r', type(e).__name__, e)
try:
    print('%- 8.2e', repr('%- 8.2e' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('%- 8.2e', type(e).__name__, e)
try:
    print('%8.2x', repr('%8.2x' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.2x', type(e).__name__, e)
try:
    print('%08G', repr('%08G' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%08G', type(e).__name__, e)
try:
    print('%0E', repr('%0E' % (float("inf"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0E', type(e).__name__, e)
try:
    print('%0+8x', repr('%0+8x' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0+8x', type(e).__name__, e)
try:
    print('%-3s', repr('%-3s' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-3s', type(e).__name__, e)
try:
    print('%0.2r', repr('%0.2r' % ((1, 2),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0.2r', type(e).__name__, e)
try:
    print('%-.0G', repr('%-.0G' % (float("inf"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-.0G', type(e).__name__, e)
try:
    print('%3.2o', repr('%3.2o' % (0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.2o', type(e).__name__, e)
try:
    print('%3.0a', repr('%3.0a' % (None,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.0a', type(e).__name__, e)
try:
    print('%0-8e', repr('%0-8e' % (255,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0-8e', type(e).__name__, e)
try:
    print('%+03g', repr('%+03g' % (9223372036854775807,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+03g', type(e).__name__, e)
try:
    print('%0#3.2c', repr('%0#3.2c' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0#3.2c', type(e).__name__, e)
try:
    print('%#-3.2F', repr('%#-3.2F' % (0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#-3.2F', type(e).__name__, e)
try:
    print('%-.5X', repr('%-.5X' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-.5X', type(e).__name__, e)
try:
    print('%-+3.2i', repr('%-+3.2i' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-+3.2i', type(e).__name__, e)
try:
    print('%-3.0d', repr('%-3.0d' % (-1234567,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-3.0d', type(e).__name__, e)
try:
    print('% 0.0G', repr('% 0.0G' % (1.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 0.0G', type(e).__name__, e)
try:
    print('% 3.5d', repr('% 3.5d' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 3.5d', type(e).__name__, e)
try:
    print('%08.0s', repr('%08.0s' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%08.0s', type(e).__name__, e)
try:
    print('%8F', repr('%8F' % (1e-7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8F', type(e).__name__, e)
try:
    print('%.5e', repr('%.5e' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.5e', type(e).__name__, e)
try:
    print('%# 3.2e', repr('%# 3.2e' % (-2.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%# 3.2e', type(e).__name__, e)
try:
    print('%#8i', repr('%#8i' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#8i', type(e).__name__, e)
try:
    print('%3.0d', repr('%3.0d' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.0d', type(e).__name__, e)
try:
    print('%#.0e', repr('%#.0e' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#.0e', type(e).__name__, e)
try:
    print('%+ 3s', repr('%+ 3s' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+ 3s', type(e).__name__, e)
try:
    print('% 0.5d', repr('% 0.5d' % (9223372036854775807,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 0.5d', type(e).__name__, e)
try:
    print('%+.0s', repr('%+.0s' % (float("inf"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+.0s', type(e).__name__, e)
try:
    print('% .0G', repr('% .0G' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% .0G', type(e).__name__, e)
try:
    print('%# s', repr('%# s' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%# s', type(e).__name__, e)
try:
    print('% 0f', repr('% 0f' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 0f', type(e).__name__, e)
#@@ case pct_random_19
try:
    print('%r', repr('%r' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%r', type(e).__name__, e)
try:
    print('%#+.0c', repr('%#+.0c' % (-1234567,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#+.0c', type(e).__name__, e)
try:
    print('%+3.0x', repr('%+3.0x' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+3.0x', type(e).__name__, e)
try:
    print('% 8.0F', repr('% 8.0F' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 8.0F', type(e).__name__, e)
try:
    print('%#.0i', repr('%#.0i' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#.0i', type(e).__name__, e)
try:
    print('%03u', repr('%03u' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%03u', type(e).__name__, e)
try:
    print('%8.2E', repr('%8.2E' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.2E', type(e).__name__, e)
try:
    print('%-0.2F', repr('%-0.2F' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-0.2F', type(e).__name__, e)
try:
    print('%08.5g', repr('%08.5g' % (1e16,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%08.5g', type(e).__name__, e)
try:
    print('%08.2u', repr('%08.2u' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%08.2u', type(e).__name__, e)
try:
    print('% 3.2s', repr('% 3.2s' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 3.2s', type(e).__name__, e)
try:
    print('%x', repr('%x' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%x', type(e).__name__, e)
try:
    print('%8c', repr('%8c' % (1234.5678,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8c', type(e).__name__, e)
try:
    print('%3.5a', repr('%3.5a' % (1e-7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.5a', type(e).__name__, e)
try:
    print('%#+.5G', repr('%#+.5G' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#+.5G', type(e).__name__, e)
try:
    print('%0#.5s', repr('%0#.5s' % (True,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0#.5s', type(e).__name__, e)
try:
    print('%3.5r', repr('%3.5r' % (1e16,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.5r', type(e).__name__, e)
try:
    print('%-3.0i', repr('%-3.0i' % ("",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-3.0i', type(e).__name__, e)
try:
    print('%+.5c', repr('%+.5c' % (-1234567,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+.5c', type(e).__name__, e)
try:
    print('%03.5s', repr('%03.5s' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('%03.5s', type(e).__name__, e)
try:
    print('%+8a', repr('%+8a' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+8a', type(e).__name__, e)
try:
    print('%08G', repr('%08G' % ("s",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%08G', type(e).__name__, e)
try:
    print('%.0E', repr('%.0E' % (-2.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0E', type(e).__name__, e)
try:
    print('%#0.0d', repr('%#0.0d' % (7,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#0.0d', type(e).__name__, e)
try:
    print('%.5s', repr('%.5s' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.5s', type(e).__name__, e)
try:
    print('%.0c', repr('%.0c' % (-2.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0c', type(e).__name__, e)
try:
    print('%.0X', repr('%.0X' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0X', type(e).__name__, e)
try:
    print('%8.2d', repr('%8.2d' % (255,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.2d', type(e).__name__, e)
try:
    print('%+#8.2f', repr('%+#8.2f' % ("",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+#8.2f', type(e).__name__, e)
try:
    print('%#8.2a', repr('%#8.2a' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#8.2a', type(e).__name__, e)
try:
    print('%3.2F', repr('%3.2F' % ("stride",)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3.2F', type(e).__name__, e)
try:
    print('% -.0G', repr('% -.0G' % (9223372036854775807,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% -.0G', type(e).__name__, e)
try:
    print('%03.0X', repr('%03.0X' % (9223372036854775807,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%03.0X', type(e).__name__, e)
try:
    print('%+03.5x', repr('%+03.5x' % (1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+03.5x', type(e).__name__, e)
try:
    print('%+#3.2s', repr('%+#3.2s' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+#3.2s', type(e).__name__, e)
try:
    print('%+-8.2F', repr('%+-8.2F' % (False,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+-8.2F', type(e).__name__, e)
try:
    print('%3c', repr('%3c' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('%3c', type(e).__name__, e)
try:
    print('% 08.5G', repr('% 08.5G' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 08.5G', type(e).__name__, e)
try:
    print('% 3.2d', repr('% 3.2d' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% 3.2d', type(e).__name__, e)
try:
    print('%+#3.0F', repr('%+#3.0F' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+#3.0F', type(e).__name__, e)
try:
    print('%0-3.0e', repr('%0-3.0e' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0-3.0e', type(e).__name__, e)
try:
    print('%8g', repr('%8g' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8g', type(e).__name__, e)
try:
    print('%#08.5g', repr('%#08.5g' % ((1, 2),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#08.5g', type(e).__name__, e)
try:
    print('%.0G', repr('%.0G' % (0.1,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.0G', type(e).__name__, e)
try:
    print('%#+3F', repr('%#+3F' % ([3],)))
except (ValueError, TypeError, OverflowError) as e:
    print('%#+3F', type(e).__name__, e)
try:
    print('%8.2g', repr('%8.2g' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.2g', type(e).__name__, e)
try:
    print('%8s', repr('%8s' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8s', type(e).__name__, e)
try:
    print('%+3x', repr('%+3x' % (255,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+3x', type(e).__name__, e)
try:
    print('%.2g', repr('%.2g' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%.2g', type(e).__name__, e)
try:
    print('%-E', repr('%-E' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-E', type(e).__name__, e)
try:
    print('%8.0f', repr('%8.0f' % (-0.0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%8.0f', type(e).__name__, e)
try:
    print('% +3.2E', repr('% +3.2E' % (0.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% +3.2E', type(e).__name__, e)
try:
    print('%-8x', repr('%-8x' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%-8x', type(e).__name__, e)
try:
    print('% +8E', repr('% +8E' % (9223372036854775807,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% +8E', type(e).__name__, e)
try:
    print('%08.2G', repr('%08.2G' % (0,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%08.2G', type(e).__name__, e)
try:
    print('%+3.5F', repr('%+3.5F' % (1.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+3.5F', type(e).__name__, e)
try:
    print('%+f', repr('%+f' % (99.995,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%+f', type(e).__name__, e)
try:
    print('%e', repr('%e' % (float("nan"),)))
except (ValueError, TypeError, OverflowError) as e:
    print('%e', type(e).__name__, e)
try:
    print('%0+.5c', repr('%0+.5c' % (2.675,)))
except (ValueError, TypeError, OverflowError) as e:
    print('%0+.5c', type(e).__name__, e)
try:
    print('% +.2x', repr('% +.2x' % (1.5,)))
except (ValueError, TypeError, OverflowError) as e:
    print('% +.2x', type(e).__name__, e)
