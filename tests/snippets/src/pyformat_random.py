# Random format specs ([[fill]align][sign][z][#][0][width][,|_][.precision][type]) over
# ints, bools, floats (inf, nan, -0.0, subnormal), strs, None and tuples, through
# format(), f-strings and str.format, each caught error printed.  Programs generated
# once with random.seed(11); expectations recorded from Python by scripts/record_cases.py.
#@@ case spec_random_0
try:
    print(' = 12n', repr(format(0.0, ' = 12n')))
except (ValueError, TypeError, OverflowError) as e:
    print(' = 12n', type(e).__name__, e)
try:
    print('=z#01.17b', repr(format(1, '=z#01.17b')))
except (ValueError, TypeError, OverflowError) as e:
    print('=z#01.17b', type(e).__name__, e)
try:
    print('*<#01.10f', repr(format(1e16, '*<#01.10f')))
except (ValueError, TypeError, OverflowError) as e:
    print('*<#01.10f', type(e).__name__, e)
try:
    print('_< z#0,.0e', repr(f'{1e300:_< z#0,.0e}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_< z#0,.0e', type(e).__name__, e)
try:
    print('012', repr(format(9223372036854775807, '012')))
except (ValueError, TypeError, OverflowError) as e:
    print('012', type(e).__name__, e)
try:
    print('^ z#0.17E', repr(format(-0.0, '^ z#0.17E')))
except (ValueError, TypeError, OverflowError) as e:
    print('^ z#0.17E', type(e).__name__, e)
try:
    print('0>1d', repr(f'{1e-7:0>1d}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0>1d', type(e).__name__, e)
try:
    print('*=+12_G', repr(format(1234.5678, '*=+12_G')))
except (ValueError, TypeError, OverflowError) as e:
    print('*=+12_G', type(e).__name__, e)
try:
    print('>-12x', repr(f'{9223372036854775807:>-12x}'))
except (ValueError, TypeError, OverflowError) as e:
    print('>-12x', type(e).__name__, e)
try:
    print('0<-#e', repr('{:0<-#e}'.format(0)))
except (ValueError, TypeError, OverflowError) as e:
    print('0<-#e', type(e).__name__, e)
try:
    print('0> #12.10x', repr(format(0.0, '0> #12.10x')))
except (ValueError, TypeError, OverflowError) as e:
    print('0> #12.10x', type(e).__name__, e)
try:
    print('é<+012.1d', repr(format(7, 'é<+012.1d')))
except (ValueError, TypeError, OverflowError) as e:
    print('é<+012.1d', type(e).__name__, e)
try:
    print('=-#012_.0X', repr('{:=-#012_.0X}'.format(0.000123)))
except (ValueError, TypeError, OverflowError) as e:
    print('=-#012_.0X', type(e).__name__, e)
try:
    print('<+01.10', repr(f'{-1:<+01.10}'))
except (ValueError, TypeError, OverflowError) as e:
    print('<+01.10', type(e).__name__, e)
try:
    print(' ^+5,.3x', repr(f'{-1: ^+5,.3x}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^+5,.3x', type(e).__name__, e)
try:
    print('*^-z_.0f', repr(format(99.995, '*^-z_.0f')))
except (ValueError, TypeError, OverflowError) as e:
    print('*^-z_.0f', type(e).__name__, e)
try:
    print('=05b', repr('{:=05b}'.format(1e-7)))
except (ValueError, TypeError, OverflowError) as e:
    print('=05b', type(e).__name__, e)
try:
    print('0<+#12.17%', repr(format(99.995, '0<+#12.17%')))
except (ValueError, TypeError, OverflowError) as e:
    print('0<+#12.17%', type(e).__name__, e)
try:
    print(' =z#0b', repr(format(0.5, ' =z#0b')))
except (ValueError, TypeError, OverflowError) as e:
    print(' =z#0b', type(e).__name__, e)
try:
    print('0^-#012.3', repr('{:0^-#012.3}'.format(0.0)))
except (ValueError, TypeError, OverflowError) as e:
    print('0^-#012.3', type(e).__name__, e)
try:
    print('^012,g', repr(format(0.0, '^012,g')))
except (ValueError, TypeError, OverflowError) as e:
    print('^012,g', type(e).__name__, e)
try:
    print('_=+z012_F', repr('{:_=+z012_F}'.format(-2.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('_=+z012_F', type(e).__name__, e)
try:
    print('0< 01,x', repr(f'{255:0< 01,x}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0< 01,x', type(e).__name__, e)
try:
    print('0<12_.0c', repr(f'{(1, 2):0<12_.0c}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0<12_.0c', type(e).__name__, e)
try:
    print(' = z#05.17d', repr('{: = z#05.17d}'.format(False)))
except (ValueError, TypeError, OverflowError) as e:
    print(' = z#05.17d', type(e).__name__, e)
try:
    print('>-12_', repr(f'{"":>-12_}'))
except (ValueError, TypeError, OverflowError) as e:
    print('>-12_', type(e).__name__, e)
try:
    print('*<z0,c', repr(f'{9223372036854775807:*<z0,c}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*<z0,c', type(e).__name__, e)
try:
    print('0<1,.17g', repr('{:0<1,.17g}'.format(float("inf"))))
except (ValueError, TypeError, OverflowError) as e:
    print('0<1,.17g', type(e).__name__, e)
try:
    print('é=+12_n', repr(format(1e-7, 'é=+12_n')))
except (ValueError, TypeError, OverflowError) as e:
    print('é=+12_n', type(e).__name__, e)
try:
    print('_< z#05o', repr(format(9223372036854775807, '_< z#05o')))
except (ValueError, TypeError, OverflowError) as e:
    print('_< z#05o', type(e).__name__, e)
try:
    print(' <-z#0,.3b', repr(f'{1: <-z#0,.3b}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' <-z#0,.3b', type(e).__name__, e)
try:
    print('0= #1.1d', repr('{:0= #1.1d}'.format(-1234567)))
except (ValueError, TypeError, OverflowError) as e:
    print('0= #1.1d', type(e).__name__, e)
try:
    print('0< #0.1f', repr('{:0< #0.1f}'.format((1, 2))))
except (ValueError, TypeError, OverflowError) as e:
    print('0< #0.1f', type(e).__name__, e)
try:
    print('é<-#5.3E', repr(f'{float("nan"):é<-#5.3E}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é<-#5.3E', type(e).__name__, e)
try:
    print('*^z0.3G', repr('{:*^z0.3G}'.format(float("inf"))))
except (ValueError, TypeError, OverflowError) as e:
    print('*^z0.3G', type(e).__name__, e)
try:
    print('^z12_.17G', repr(format(False, '^z12_.17G')))
except (ValueError, TypeError, OverflowError) as e:
    print('^z12_.17G', type(e).__name__, e)
try:
    print(' ^+#05%', repr(format(2.675, ' ^+#05%')))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^+#05%', type(e).__name__, e)
try:
    print('0<1.10f', repr('{:0<1.10f}'.format(-0.0)))
except (ValueError, TypeError, OverflowError) as e:
    print('0<1.10f', type(e).__name__, e)
try:
    print('0< #5.10%', repr(f'{0:0< #5.10%}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0< #5.10%', type(e).__name__, e)
try:
    print('_^+z1g', repr(format(5e-324, '_^+z1g')))
except (ValueError, TypeError, OverflowError) as e:
    print('_^+z1g', type(e).__name__, e)
try:
    print('0=-x', repr(format("stride", '0=-x')))
except (ValueError, TypeError, OverflowError) as e:
    print('0=-x', type(e).__name__, e)
try:
    print('0^#1_.10', repr(format(7, '0^#1_.10')))
except (ValueError, TypeError, OverflowError) as e:
    print('0^#1_.10', type(e).__name__, e)
try:
    print('é>-#_', repr('{:é>-#_}'.format(1)))
except (ValueError, TypeError, OverflowError) as e:
    print('é>-#_', type(e).__name__, e)
try:
    print('é= X', repr('{:é= X}'.format(0.0)))
except (ValueError, TypeError, OverflowError) as e:
    print('é= X', type(e).__name__, e)
try:
    print('=#,.1n', repr('{:=#,.1n}'.format(1234.5678)))
except (ValueError, TypeError, OverflowError) as e:
    print('=#,.1n', type(e).__name__, e)
try:
    print('0^+z#%', repr(f'{1e-7:0^+z#%}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0^+z#%', type(e).__name__, e)
try:
    print('_> ,G', repr('{:_> ,G}'.format(float("nan"))))
except (ValueError, TypeError, OverflowError) as e:
    print('_> ,G', type(e).__name__, e)
try:
    print('*=-#1_F', repr('{:*=-#1_F}'.format(5e-324)))
except (ValueError, TypeError, OverflowError) as e:
    print('*=-#1_F', type(e).__name__, e)
try:
    print('_> #1.17F', repr(f'{0.0:_> #1.17F}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_> #1.17F', type(e).__name__, e)
try:
    print('-z5,.0c', repr(f'{1.5:-z5,.0c}'))
except (ValueError, TypeError, OverflowError) as e:
    print('-z5,.0c', type(e).__name__, e)
try:
    print('é<#_.3', repr('{:é<#_.3}'.format(7)))
except (ValueError, TypeError, OverflowError) as e:
    print('é<#_.3', type(e).__name__, e)
try:
    print('<-#1_o', repr(f'{False:<-#1_o}'))
except (ValueError, TypeError, OverflowError) as e:
    print('<-#1_o', type(e).__name__, e)
try:
    print('0> z0.1X', repr(f'{-2.5:0> z0.1X}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0> z0.1X', type(e).__name__, e)
try:
    print('*^#05_.3f', repr('{:*^#05_.3f}'.format(0.1)))
except (ValueError, TypeError, OverflowError) as e:
    print('*^#05_.3f', type(e).__name__, e)
try:
    print('0^-z#0.17e', repr(format(float("nan"), '0^-z#0.17e')))
except (ValueError, TypeError, OverflowError) as e:
    print('0^-z#0.17e', type(e).__name__, e)
try:
    print('_< z#5_F', repr(format(-1, '_< z#5_F')))
except (ValueError, TypeError, OverflowError) as e:
    print('_< z#5_F', type(e).__name__, e)
try:
    print(' ^-12.17e', repr('{: ^-12.17e}'.format(2.675)))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^-12.17e', type(e).__name__, e)
try:
    print(' ,.3x', repr(f'{7: ,.3x}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' ,.3x', type(e).__name__, e)
try:
    print(' < #05.0x', repr(f'{True: < #05.0x}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' < #05.0x', type(e).__name__, e)
try:
    print('=-z#05.10E', repr(format("", '=-z#05.10E')))
except (ValueError, TypeError, OverflowError) as e:
    print('=-z#05.10E', type(e).__name__, e)
#@@ case spec_random_1
try:
    print('*<+z,.0%', repr('{:*<+z,.0%}'.format(0)))
except (ValueError, TypeError, OverflowError) as e:
    print('*<+z,.0%', type(e).__name__, e)
try:
    print('+z#.3e', repr(f'{0.5:+z#.3e}'))
except (ValueError, TypeError, OverflowError) as e:
    print('+z#.3e', type(e).__name__, e)
try:
    print(' ^-#012.17b', repr(format(None, ' ^-#012.17b')))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^-#012.17b', type(e).__name__, e)
try:
    print(' =+#012.0x', repr('{: =+#012.0x}'.format(0.5)))
except (ValueError, TypeError, OverflowError) as e:
    print(' =+#012.0x', type(e).__name__, e)
try:
    print('0>+#12,b', repr('{:0>+#12,b}'.format(1234.5678)))
except (ValueError, TypeError, OverflowError) as e:
    print('0>+#12,b', type(e).__name__, e)
try:
    print('é^ 5.10b', repr(f'{"s":é^ 5.10b}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é^ 5.10b', type(e).__name__, e)
try:
    print(' >-05,F', repr(f'{"s": >-05,F}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' >-05,F', type(e).__name__, e)
try:
    print('é=-#05.1e', repr(f'{-1:é=-#05.1e}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é=-#05.1e', type(e).__name__, e)
try:
    print('0<-z#01,.17G', repr(format(float("inf"), '0<-z#01,.17G')))
except (ValueError, TypeError, OverflowError) as e:
    print('0<-z#01,.17G', type(e).__name__, e)
try:
    print('é=+05d', repr(format(float("inf"), 'é=+05d')))
except (ValueError, TypeError, OverflowError) as e:
    print('é=+05d', type(e).__name__, e)
try:
    print('é>z#5.0b', repr('{:é>z#5.0b}'.format(False)))
except (ValueError, TypeError, OverflowError) as e:
    print('é>z#5.0b', type(e).__name__, e)
try:
    print('>12.10e', repr('{:>12.10e}'.format(1e16)))
except (ValueError, TypeError, OverflowError) as e:
    print('>12.10e', type(e).__name__, e)
try:
    print('0^ #01_.1b', repr('{:0^ #01_.1b}'.format("s")))
except (ValueError, TypeError, OverflowError) as e:
    print('0^ #01_.1b', type(e).__name__, e)
try:
    print('^-#12.3g', repr(format("s", '^-#12.3g')))
except (ValueError, TypeError, OverflowError) as e:
    print('^-#12.3g', type(e).__name__, e)
try:
    print('^ 12.0c', repr(f'{-2.5:^ 12.0c}'))
except (ValueError, TypeError, OverflowError) as e:
    print('^ 12.0c', type(e).__name__, e)
try:
    print('é>-#0,.10x', repr(format("", 'é>-#0,.10x')))
except (ValueError, TypeError, OverflowError) as e:
    print('é>-#0,.10x', type(e).__name__, e)
try:
    print('^z#5X', repr(format(0.1, '^z#5X')))
except (ValueError, TypeError, OverflowError) as e:
    print('^z#5X', type(e).__name__, e)
try:
    print('é< z01,.1X', repr(f'{0.000123:é< z01,.1X}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é< z01,.1X', type(e).__name__, e)
try:
    print('_= #05.1e', repr(format(-2.5, '_= #05.1e')))
except (ValueError, TypeError, OverflowError) as e:
    print('_= #05.1e', type(e).__name__, e)
try:
    print('*< z#1.17s', repr(f'{5e-324:*< z#1.17s}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*< z#1.17s', type(e).__name__, e)
try:
    print(' < z01,E', repr('{: < z01,E}'.format(0.000123)))
except (ValueError, TypeError, OverflowError) as e:
    print(' < z01,E', type(e).__name__, e)
try:
    print('*=-z1x', repr(format((1, 2), '*=-z1x')))
except (ValueError, TypeError, OverflowError) as e:
    print('*=-z1x', type(e).__name__, e)
try:
    print('>-z012.10f', repr(format(0, '>-z012.10f')))
except (ValueError, TypeError, OverflowError) as e:
    print('>-z012.10f', type(e).__name__, e)
try:
    print(' <12_f', repr(f'{-0.0: <12_f}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' <12_f', type(e).__name__, e)
try:
    print(' <-0G', repr(f'{1.5: <-0G}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' <-0G', type(e).__name__, e)
try:
    print('_< #01,.3o', repr(format(1e-7, '_< #01,.3o')))
except (ValueError, TypeError, OverflowError) as e:
    print('_< #01,.3o', type(e).__name__, e)
try:
    print('_<+#05_.3b', repr(format(False, '_<+#05_.3b')))
except (ValueError, TypeError, OverflowError) as e:
    print('_<+#05_.3b', type(e).__name__, e)
try:
    print('*^#012,.1G', repr(format(-1, '*^#012,.1G')))
except (ValueError, TypeError, OverflowError) as e:
    print('*^#012,.1G', type(e).__name__, e)
try:
    print('*=1_n', repr('{:*=1_n}'.format(float("nan"))))
except (ValueError, TypeError, OverflowError) as e:
    print('*=1_n', type(e).__name__, e)
try:
    print('+12_.17b', repr(f'{-0.0:+12_.17b}'))
except (ValueError, TypeError, OverflowError) as e:
    print('+12_.17b', type(e).__name__, e)
try:
    print('é<+#05_.3', repr(f'{"stride":é<+#05_.3}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é<+#05_.3', type(e).__name__, e)
try:
    print('é>+z05.0f', repr(f'{0.5:é>+z05.0f}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é>+z05.0f', type(e).__name__, e)
try:
    print('= #0.0f', repr(format(float("inf"), '= #0.0f')))
except (ValueError, TypeError, OverflowError) as e:
    print('= #0.0f', type(e).__name__, e)
try:
    print('0=+z.17b', repr(format(255, '0=+z.17b')))
except (ValueError, TypeError, OverflowError) as e:
    print('0=+z.17b', type(e).__name__, e)
try:
    print(' = z#0,.0n', repr(format(5e-324, ' = z#0,.0n')))
except (ValueError, TypeError, OverflowError) as e:
    print(' = z#0,.0n', type(e).__name__, e)
try:
    print(' <+z01,.3x', repr(format(7, ' <+z01,.3x')))
except (ValueError, TypeError, OverflowError) as e:
    print(' <+z01,.3x', type(e).__name__, e)
try:
    print('0>+z#1.1d', repr(format(-2.5, '0>+z#1.1d')))
except (ValueError, TypeError, OverflowError) as e:
    print('0>+z#1.1d', type(e).__name__, e)
try:
    print('_<-z#1.1n', repr(format(1, '_<-z#1.1n')))
except (ValueError, TypeError, OverflowError) as e:
    print('_<-z#1.1n', type(e).__name__, e)
try:
    print('é^z#5.0e', repr(f'{float("nan"):é^z#5.0e}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é^z#5.0e', type(e).__name__, e)
try:
    print('+#12,.1%', repr(f'{"":+#12,.1%}'))
except (ValueError, TypeError, OverflowError) as e:
    print('+#12,.1%', type(e).__name__, e)
try:
    print(' ^ 5_.1', repr(format(-0.0, ' ^ 5_.1')))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^ 5_.1', type(e).__name__, e)
try:
    print('0= z#05o', repr(f'{123456789.123:0= z#05o}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0= z#05o', type(e).__name__, e)
try:
    print('*= #1,.10G', repr(format(99.995, '*= #1,.10G')))
except (ValueError, TypeError, OverflowError) as e:
    print('*= #1,.10G', type(e).__name__, e)
try:
    print('> z12o', repr(format(1e300, '> z12o')))
except (ValueError, TypeError, OverflowError) as e:
    print('> z12o', type(e).__name__, e)
try:
    print('= #5.0X', repr(f'{-1:= #5.0X}'))
except (ValueError, TypeError, OverflowError) as e:
    print('= #5.0X', type(e).__name__, e)
try:
    print(' = #,n', repr(f'{5e-324: = #,n}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' = #,n', type(e).__name__, e)
try:
    print('0> #1,.17d', repr(f'{9223372036854775807:0> #1,.17d}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0> #1,.17d', type(e).__name__, e)
try:
    print('0^1.10o', repr('{:0^1.10o}'.format(0.0)))
except (ValueError, TypeError, OverflowError) as e:
    print('0^1.10o', type(e).__name__, e)
try:
    print('0> z012_X', repr(f'{True:0> z012_X}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0> z012_X', type(e).__name__, e)
try:
    print('<-05,.17o', repr('{:<-05,.17o}'.format(float("nan"))))
except (ValueError, TypeError, OverflowError) as e:
    print('<-05,.17o', type(e).__name__, e)
try:
    print('*>+z01.1b', repr('{:*>+z01.1b}'.format(1e-7)))
except (ValueError, TypeError, OverflowError) as e:
    print('*>+z01.1b', type(e).__name__, e)
try:
    print('=#012f', repr(format("", '=#012f')))
except (ValueError, TypeError, OverflowError) as e:
    print('=#012f', type(e).__name__, e)
try:
    print('*<-z1.3n', repr('{:*<-z1.3n}'.format(0.000123)))
except (ValueError, TypeError, OverflowError) as e:
    print('*<-z1.3n', type(e).__name__, e)
try:
    print(' < 5,.10s', repr(format(None, ' < 5,.10s')))
except (ValueError, TypeError, OverflowError) as e:
    print(' < 5,.10s', type(e).__name__, e)
try:
    print('é>+z12.10n', repr(f'{float("inf"):é>+z12.10n}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é>+z12.10n', type(e).__name__, e)
try:
    print('_<-05d', repr(f'{float("nan"):_<-05d}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_<-05d', type(e).__name__, e)
try:
    print('*>+z012_.10E', repr(format(123456789.123, '*>+z012_.10E')))
except (ValueError, TypeError, OverflowError) as e:
    print('*>+z012_.10E', type(e).__name__, e)
try:
    print('+z,.1d', repr(f'{"s":+z,.1d}'))
except (ValueError, TypeError, OverflowError) as e:
    print('+z,.1d', type(e).__name__, e)
try:
    print('é=-z#1_.0e', repr(f'{-1234567:é=-z#1_.0e}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é=-z#1_.0e', type(e).__name__, e)
try:
    print('_= #012,.10c', repr(format("s", '_= #012,.10c')))
except (ValueError, TypeError, OverflowError) as e:
    print('_= #012,.10c', type(e).__name__, e)
#@@ case spec_random_2
try:
    print('*^+#.1x', repr(f'{-1:*^+#.1x}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*^+#.1x', type(e).__name__, e)
try:
    print('é> 1,.0o', repr(format(float("inf"), 'é> 1,.0o')))
except (ValueError, TypeError, OverflowError) as e:
    print('é> 1,.0o', type(e).__name__, e)
try:
    print(' ^#05X', repr('{: ^#05X}'.format(-2.5)))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^#05X', type(e).__name__, e)
try:
    print('_<-z012.1G', repr(format(None, '_<-z012.1G')))
except (ValueError, TypeError, OverflowError) as e:
    print('_<-z012.1G', type(e).__name__, e)
try:
    print('*^-12.1c', repr(f'{2.675:*^-12.1c}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*^-12.1c', type(e).__name__, e)
try:
    print('0^ 01_.1b', repr('{:0^ 01_.1b}'.format(1)))
except (ValueError, TypeError, OverflowError) as e:
    print('0^ 01_.1b', type(e).__name__, e)
try:
    print('0>-z5_.3c', repr(format(False, '0>-z5_.3c')))
except (ValueError, TypeError, OverflowError) as e:
    print('0>-z5_.3c', type(e).__name__, e)
try:
    print('0<+z#1F', repr(f'{(1, 2):0<+z#1F}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0<+z#1F', type(e).__name__, e)
try:
    print(' < #5_.3e', repr(format(1e16, ' < #5_.3e')))
except (ValueError, TypeError, OverflowError) as e:
    print(' < #5_.3e', type(e).__name__, e)
try:
    print('*<+012_.1x', repr('{:*<+012_.1x}'.format(1e300)))
except (ValueError, TypeError, OverflowError) as e:
    print('*<+012_.1x', type(e).__name__, e)
try:
    print('é>-z#01.17E', repr('{:é>-z#01.17E}'.format(float("inf"))))
except (ValueError, TypeError, OverflowError) as e:
    print('é>-z#01.17E', type(e).__name__, e)
try:
    print(' ^+#,.0g', repr(format(2.675, ' ^+#,.0g')))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^+#,.0g', type(e).__name__, e)
try:
    print('*<z#5.17c', repr('{:*<z#5.17c}'.format(float("inf"))))
except (ValueError, TypeError, OverflowError) as e:
    print('*<z#5.17c', type(e).__name__, e)
try:
    print('0<-#12.1s', repr(f'{1:0<-#12.1s}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0<-#12.1s', type(e).__name__, e)
try:
    print(' >-#1_s', repr(format("", ' >-#1_s')))
except (ValueError, TypeError, OverflowError) as e:
    print(' >-#1_s', type(e).__name__, e)
try:
    print('0<z#01_.3E', repr('{:0<z#01_.3E}'.format("s")))
except (ValueError, TypeError, OverflowError) as e:
    print('0<z#01_.3E', type(e).__name__, e)
try:
    print('0< #12,G', repr('{:0< #12,G}'.format(1e16)))
except (ValueError, TypeError, OverflowError) as e:
    print('0< #12,G', type(e).__name__, e)
try:
    print('0^-,.0g', repr(f'{float("nan"):0^-,.0g}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0^-,.0g', type(e).__name__, e)
try:
    print('0< #0.17b', repr(format(0.5, '0< #0.17b')))
except (ValueError, TypeError, OverflowError) as e:
    print('0< #0.17b', type(e).__name__, e)
try:
    print('é= z#5.17n', repr(f'{5e-324:é= z#5.17n}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é= z#5.17n', type(e).__name__, e)
try:
    print(' ^#012,.1', repr('{: ^#012,.1}'.format(255)))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^#012,.1', type(e).__name__, e)
try:
    print('*>+_e', repr(f'{float("inf"):*>+_e}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*>+_e', type(e).__name__, e)
try:
    print('_=z#05F', repr('{:_=z#05F}'.format(None)))
except (ValueError, TypeError, OverflowError) as e:
    print('_=z#05F', type(e).__name__, e)
try:
    print('*^+5_.17f', repr(f'{0.1:*^+5_.17f}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*^+5_.17f', type(e).__name__, e)
try:
    print('0> 05.3x', repr(format(5e-324, '0> 05.3x')))
except (ValueError, TypeError, OverflowError) as e:
    print('0> 05.3x', type(e).__name__, e)
try:
    print('-#0.3%', repr(f'{123456789.123:-#0.3%}'))
except (ValueError, TypeError, OverflowError) as e:
    print('-#0.3%', type(e).__name__, e)
try:
    print('>-#05,.10F', repr(f'{-1234567:>-#05,.10F}'))
except (ValueError, TypeError, OverflowError) as e:
    print('>-#05,.10F', type(e).__name__, e)
try:
    print('*=+z#5c', repr('{:*=+z#5c}'.format(-2.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('*=+z#5c', type(e).__name__, e)
try:
    print('_>+z12.0E', repr(f'{1234.5678:_>+z12.0E}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_>+z12.0E', type(e).__name__, e)
try:
    print('_^ z1.17d', repr(f'{9223372036854775807:_^ z1.17d}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_^ z1.17d', type(e).__name__, e)
try:
    print('0=#12.0b', repr(f'{0.0:0=#12.0b}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0=#12.0b', type(e).__name__, e)
try:
    print('_>+#12.3f', repr(format(None, '_>+#12.3f')))
except (ValueError, TypeError, OverflowError) as e:
    print('_>+#12.3f', type(e).__name__, e)
try:
    print(' <z#012F', repr(format(5e-324, ' <z#012F')))
except (ValueError, TypeError, OverflowError) as e:
    print(' <z#012F', type(e).__name__, e)
try:
    print('0=+#05s', repr(f'{9223372036854775807:0=+#05s}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0=+#05s', type(e).__name__, e)
try:
    print('é>5X', repr(f'{-0.0:é>5X}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é>5X', type(e).__name__, e)
try:
    print('*< 05_.3d', repr('{:*< 05_.3d}'.format(9223372036854775807)))
except (ValueError, TypeError, OverflowError) as e:
    print('*< 05_.3d', type(e).__name__, e)
try:
    print('é=-01_.3d', repr(format(-1234567, 'é=-01_.3d')))
except (ValueError, TypeError, OverflowError) as e:
    print('é=-01_.3d', type(e).__name__, e)
try:
    print('*=z05.17f', repr('{:*=z05.17f}'.format(-1)))
except (ValueError, TypeError, OverflowError) as e:
    print('*=z05.17f', type(e).__name__, e)
try:
    print(' <+#5.17s', repr(f'{-2.5: <+#5.17s}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' <+#5.17s', type(e).__name__, e)
try:
    print('é< #0.3x', repr(f'{True:é< #0.3x}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é< #0.3x', type(e).__name__, e)
try:
    print(' >-#05,F', repr(format(2.675, ' >-#05,F')))
except (ValueError, TypeError, OverflowError) as e:
    print(' >-#05,F', type(e).__name__, e)
try:
    print('0>+z.3f', repr(format(1.5, '0>+z.3f')))
except (ValueError, TypeError, OverflowError) as e:
    print('0>+z.3f', type(e).__name__, e)
try:
    print('*>05.1', repr(f'{0:*>05.1}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*>05.1', type(e).__name__, e)
try:
    print('é< #.0b', repr('{:é< #.0b}'.format("")))
except (ValueError, TypeError, OverflowError) as e:
    print('é< #.0b', type(e).__name__, e)
try:
    print('=-#12_.17X', repr(f'{(1, 2):=-#12_.17X}'))
except (ValueError, TypeError, OverflowError) as e:
    print('=-#12_.17X', type(e).__name__, e)
try:
    print('^-#1_.10d', repr('{:^-#1_.10d}'.format(9223372036854775807)))
except (ValueError, TypeError, OverflowError) as e:
    print('^-#1_.10d', type(e).__name__, e)
try:
    print('é> z#_.1n', repr(f'{1234.5678:é> z#_.1n}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é> z#_.1n', type(e).__name__, e)
try:
    print('é< z12_.0d', repr(format(2.675, 'é< z12_.0d')))
except (ValueError, TypeError, OverflowError) as e:
    print('é< z12_.0d', type(e).__name__, e)
try:
    print('0< #01_.3G', repr(format(1, '0< #01_.3G')))
except (ValueError, TypeError, OverflowError) as e:
    print('0< #01_.3G', type(e).__name__, e)
try:
    print(' <+,.0b', repr(format(-1234567, ' <+,.0b')))
except (ValueError, TypeError, OverflowError) as e:
    print(' <+,.0b', type(e).__name__, e)
try:
    print('_>-z#01.17%', repr(f'{9223372036854775807:_>-z#01.17%}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_>-z#01.17%', type(e).__name__, e)
try:
    print('0<#01.17s', repr(format(123456789.123, '0<#01.17s')))
except (ValueError, TypeError, OverflowError) as e:
    print('0<#01.17s', type(e).__name__, e)
try:
    print('é<+5.0e', repr(f'{(1, 2):é<+5.0e}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é<+5.0e', type(e).__name__, e)
try:
    print('^+z#12_b', repr(format(0.5, '^+z#12_b')))
except (ValueError, TypeError, OverflowError) as e:
    print('^+z#12_b', type(e).__name__, e)
try:
    print('é>+z#0,.10F', repr('{:é>+z#0,.10F}'.format(123456789.123)))
except (ValueError, TypeError, OverflowError) as e:
    print('é>+z#0,.10F', type(e).__name__, e)
try:
    print('0=+z1.10n', repr(format(1, '0=+z1.10n')))
except (ValueError, TypeError, OverflowError) as e:
    print('0=+z1.10n', type(e).__name__, e)
try:
    print('0<-#01c', repr('{:0<-#01c}'.format("stride")))
except (ValueError, TypeError, OverflowError) as e:
    print('0<-#01c', type(e).__name__, e)
try:
    print('0> 5_.0%', repr(f'{False:0> 5_.0%}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0> 5_.0%', type(e).__name__, e)
try:
    print('*=#01_.3o', repr(format(0.0, '*=#01_.3o')))
except (ValueError, TypeError, OverflowError) as e:
    print('*=#01_.3o', type(e).__name__, e)
try:
    print('0< #01_.3e', repr('{:0< #01_.3e}'.format(1e-7)))
except (ValueError, TypeError, OverflowError) as e:
    print('0< #01_.3e', type(e).__name__, e)
#@@ case spec_random_3
try:
    print('> #05,.10', repr('{:> #05,.10}'.format(1.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('> #05,.10', type(e).__name__, e)
try:
    print('*< 012_.0F', repr('{:*< 012_.0F}'.format(7)))
except (ValueError, TypeError, OverflowError) as e:
    print('*< 012_.0F', type(e).__name__, e)
try:
    print('=5.0', repr('{:=5.0}'.format("stride")))
except (ValueError, TypeError, OverflowError) as e:
    print('=5.0', type(e).__name__, e)
try:
    print('_>z0,n', repr(f'{1e300:_>z0,n}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_>z0,n', type(e).__name__, e)
try:
    print(' =012.10o', repr(format(1, ' =012.10o')))
except (ValueError, TypeError, OverflowError) as e:
    print(' =012.10o', type(e).__name__, e)
try:
    print(' ^+z05.3G', repr('{: ^+z05.3G}'.format(7)))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^+z05.3G', type(e).__name__, e)
try:
    print('+z#0_.1x', repr(f'{0:+z#0_.1x}'))
except (ValueError, TypeError, OverflowError) as e:
    print('+z#0_.1x', type(e).__name__, e)
try:
    print('0<#,.3o', repr('{:0<#,.3o}'.format(-1)))
except (ValueError, TypeError, OverflowError) as e:
    print('0<#,.3o', type(e).__name__, e)
try:
    print('*<z#05%', repr(format(1e-7, '*<z#05%')))
except (ValueError, TypeError, OverflowError) as e:
    print('*<z#05%', type(e).__name__, e)
try:
    print('*= 01.17x', repr('{:*= 01.17x}'.format(255)))
except (ValueError, TypeError, OverflowError) as e:
    print('*= 01.17x', type(e).__name__, e)
try:
    print('é< z0o', repr('{:é< z0o}'.format("stride")))
except (ValueError, TypeError, OverflowError) as e:
    print('é< z0o', type(e).__name__, e)
try:
    print('_^+0_.0d', repr(f'{-2.5:_^+0_.0d}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_^+0_.0d', type(e).__name__, e)
try:
    print('0<+05_x', repr('{:0<+05_x}'.format(float("nan"))))
except (ValueError, TypeError, OverflowError) as e:
    print('0<+05_x', type(e).__name__, e)
try:
    print('^-#5.1s', repr(f'{-2.5:^-#5.1s}'))
except (ValueError, TypeError, OverflowError) as e:
    print('^-#5.1s', type(e).__name__, e)
try:
    print('_^-5G', repr(f'{float("inf"):_^-5G}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_^-5G', type(e).__name__, e)
try:
    print(' <z#5,.1e', repr('{: <z#5,.1e}'.format(1e300)))
except (ValueError, TypeError, OverflowError) as e:
    print(' <z#5,.1e', type(e).__name__, e)
try:
    print('é^#,g', repr('{:é^#,g}'.format(99.995)))
except (ValueError, TypeError, OverflowError) as e:
    print('é^#,g', type(e).__name__, e)
try:
    print('_>-01_g', repr(format(1, '_>-01_g')))
except (ValueError, TypeError, OverflowError) as e:
    print('_>-01_g', type(e).__name__, e)
try:
    print('*>-#0,.3o', repr(f'{-1:*>-#0,.3o}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*>-#0,.3o', type(e).__name__, e)
try:
    print('*>-#1,.10f', repr(f'{1:*>-#1,.10f}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*>-#1,.10f', type(e).__name__, e)
try:
    print('^z0.3', repr('{:^z0.3}'.format((1, 2))))
except (ValueError, TypeError, OverflowError) as e:
    print('^z0.3', type(e).__name__, e)
try:
    print(' ^-z_.10x', repr(f'{-2.5: ^-z_.10x}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^-z_.10x', type(e).__name__, e)
try:
    print('_^#,.10o', repr(format("s", '_^#,.10o')))
except (ValueError, TypeError, OverflowError) as e:
    print('_^#,.10o', type(e).__name__, e)
try:
    print(' >05.17o', repr(f'{255: >05.17o}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' >05.17o', type(e).__name__, e)
try:
    print(' ^#12_.1G', repr(f'{1e300: ^#12_.1G}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^#12_.1G', type(e).__name__, e)
try:
    print('=+z#,.17X', repr(f'{0.5:=+z#,.17X}'))
except (ValueError, TypeError, OverflowError) as e:
    print('=+z#,.17X', type(e).__name__, e)
try:
    print(' = #01_.10G', repr(format(-0.0, ' = #01_.10G')))
except (ValueError, TypeError, OverflowError) as e:
    print(' = #01_.10G', type(e).__name__, e)
try:
    print('_^+z#012.0b', repr(f'{None:_^+z#012.0b}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_^+z#012.0b', type(e).__name__, e)
try:
    print(' <+12_.1s', repr(format(7, ' <+12_.1s')))
except (ValueError, TypeError, OverflowError) as e:
    print(' <+12_.1s', type(e).__name__, e)
try:
    print('*=z#,.3X', repr(f'{float("inf"):*=z#,.3X}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*=z#,.3X', type(e).__name__, e)
try:
    print('0^+#0.17x', repr(format(9223372036854775807, '0^+#0.17x')))
except (ValueError, TypeError, OverflowError) as e:
    print('0^+#0.17x', type(e).__name__, e)
try:
    print('é=-1,.10F', repr(format(0.1, 'é=-1,.10F')))
except (ValueError, TypeError, OverflowError) as e:
    print('é=-1,.10F', type(e).__name__, e)
try:
    print('_>-0.3E', repr(f'{1.5:_>-0.3E}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_>-0.3E', type(e).__name__, e)
try:
    print('0>+#5.0E', repr('{:0>+#5.0E}'.format(99.995)))
except (ValueError, TypeError, OverflowError) as e:
    print('0>+#5.0E', type(e).__name__, e)
try:
    print('*^+z1,.0d', repr(f'{1234.5678:*^+z1,.0d}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*^+z1,.0d', type(e).__name__, e)
try:
    print('_=+#05.10E', repr('{:_=+#05.10E}'.format(float("nan"))))
except (ValueError, TypeError, OverflowError) as e:
    print('_=+#05.10E', type(e).__name__, e)
try:
    print('0<z5o', repr(f'{9223372036854775807:0<z5o}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0<z5o', type(e).__name__, e)
try:
    print('0>+_.3x', repr('{:0>+_.3x}'.format(5e-324)))
except (ValueError, TypeError, OverflowError) as e:
    print('0>+_.3x', type(e).__name__, e)
try:
    print('é=5_o', repr(format(1234.5678, 'é=5_o')))
except (ValueError, TypeError, OverflowError) as e:
    print('é=5_o', type(e).__name__, e)
try:
    print(' <z#.0E', repr(format(-0.0, ' <z#.0E')))
except (ValueError, TypeError, OverflowError) as e:
    print(' <z#.0E', type(e).__name__, e)
try:
    print('_>+z0_.17F', repr(format(0.000123, '_>+z0_.17F')))
except (ValueError, TypeError, OverflowError) as e:
    print('_>+z0_.17F', type(e).__name__, e)
try:
    print('=+5,%', repr(format(1, '=+5,%')))
except (ValueError, TypeError, OverflowError) as e:
    print('=+5,%', type(e).__name__, e)
try:
    print('*=#1_.17e', repr(f'{1234.5678:*=#1_.17e}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*=#1_.17e', type(e).__name__, e)
try:
    print('0<-5.3g', repr('{:0<-5.3g}'.format(1e300)))
except (ValueError, TypeError, OverflowError) as e:
    print('0<-5.3g', type(e).__name__, e)
try:
    print('0=-01c', repr(f'{False:0=-01c}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0=-01c', type(e).__name__, e)
try:
    print(' <-05f', repr(format(True, ' <-05f')))
except (ValueError, TypeError, OverflowError) as e:
    print(' <-05f', type(e).__name__, e)
try:
    print('0=-z1e', repr(format(1e-7, '0=-z1e')))
except (ValueError, TypeError, OverflowError) as e:
    print('0=-z1e', type(e).__name__, e)
try:
    print('^+#_%', repr('{:^+#_%}'.format(None)))
except (ValueError, TypeError, OverflowError) as e:
    print('^+#_%', type(e).__name__, e)
try:
    print('*>+#12s', repr(f'{1:*>+#12s}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*>+#12s', type(e).__name__, e)
try:
    print('^+1_F', repr(format(-0.0, '^+1_F')))
except (ValueError, TypeError, OverflowError) as e:
    print('^+1_F', type(e).__name__, e)
try:
    print('*<-1.17n', repr(f'{0.1:*<-1.17n}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*<-1.17n', type(e).__name__, e)
try:
    print('_<-5f', repr(format(-0.0, '_<-5f')))
except (ValueError, TypeError, OverflowError) as e:
    print('_<-5f', type(e).__name__, e)
try:
    print('é<-z#0.10e', repr(format(0, 'é<-z#0.10e')))
except (ValueError, TypeError, OverflowError) as e:
    print('é<-z#0.10e', type(e).__name__, e)
try:
    print('0=+#5_.17n', repr('{:0=+#5_.17n}'.format(0.1)))
except (ValueError, TypeError, OverflowError) as e:
    print('0=+#5_.17n', type(e).__name__, e)
try:
    print(' ^0_.17G', repr(format(float("inf"), ' ^0_.17G')))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^0_.17G', type(e).__name__, e)
try:
    print('0<#%', repr(f'{None:0<#%}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0<#%', type(e).__name__, e)
try:
    print('é< 0.0d', repr(f'{-0.0:é< 0.0d}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é< 0.0d', type(e).__name__, e)
try:
    print('é=-z#05.0x', repr('{:é=-z#05.0x}'.format(5e-324)))
except (ValueError, TypeError, OverflowError) as e:
    print('é=-z#05.0x', type(e).__name__, e)
try:
    print('é= #05_X', repr('{:é= #05_X}'.format(1e-7)))
except (ValueError, TypeError, OverflowError) as e:
    print('é= #05_X', type(e).__name__, e)
try:
    print('é>+z#12.10F', repr('{:é>+z#12.10F}'.format(0.0)))
except (ValueError, TypeError, OverflowError) as e:
    print('é>+z#12.10F', type(e).__name__, e)
#@@ case spec_random_4
try:
    print('-012.10s', repr(f'{-2.5:-012.10s}'))
except (ValueError, TypeError, OverflowError) as e:
    print('-012.10s', type(e).__name__, e)
try:
    print(' = 012_x', repr(f'{0: = 012_x}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' = 012_x', type(e).__name__, e)
try:
    print('é^#1_.17d', repr(format(False, 'é^#1_.17d')))
except (ValueError, TypeError, OverflowError) as e:
    print('é^#1_.17d', type(e).__name__, e)
try:
    print('_=#_.17s', repr(f'{255:_=#_.17s}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_=#_.17s', type(e).__name__, e)
try:
    print('0=-05.10e', repr('{:0=-05.10e}'.format(None)))
except (ValueError, TypeError, OverflowError) as e:
    print('0=-05.10e', type(e).__name__, e)
try:
    print('_>-05', repr('{:_>-05}'.format(99.995)))
except (ValueError, TypeError, OverflowError) as e:
    print('_>-05', type(e).__name__, e)
try:
    print('_> z#1.0f', repr(f'{123456789.123:_> z#1.0f}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_> z#1.0f', type(e).__name__, e)
try:
    print('0>+z#_.17%', repr(f'{"":0>+z#_.17%}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0>+z#_.17%', type(e).__name__, e)
try:
    print('=-#12,', repr(format(5e-324, '=-#12,')))
except (ValueError, TypeError, OverflowError) as e:
    print('=-#12,', type(e).__name__, e)
try:
    print(' <+z12,.1E', repr(format("s", ' <+z12,.1E')))
except (ValueError, TypeError, OverflowError) as e:
    print(' <+z12,.1E', type(e).__name__, e)
try:
    print('>#,.3f', repr(f'{99.995:>#,.3f}'))
except (ValueError, TypeError, OverflowError) as e:
    print('>#,.3f', type(e).__name__, e)
try:
    print('>0d', repr('{:>0d}'.format(1e16)))
except (ValueError, TypeError, OverflowError) as e:
    print('>0d', type(e).__name__, e)
try:
    print('é<-#12,.1b', repr(format(-0.0, 'é<-#12,.1b')))
except (ValueError, TypeError, OverflowError) as e:
    print('é<-#12,.1b', type(e).__name__, e)
try:
    print('0> #12%', repr(f'{1234.5678:0> #12%}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0> #12%', type(e).__name__, e)
try:
    print('_^-z#d', repr(format(2.675, '_^-z#d')))
except (ValueError, TypeError, OverflowError) as e:
    print('_^-z#d', type(e).__name__, e)
try:
    print('*=-z#0.1d', repr(format(1234.5678, '*=-z#0.1d')))
except (ValueError, TypeError, OverflowError) as e:
    print('*=-z#0.1d', type(e).__name__, e)
try:
    print(' <-5_.10n', repr(format(123456789.123, ' <-5_.10n')))
except (ValueError, TypeError, OverflowError) as e:
    print(' <-5_.10n', type(e).__name__, e)
try:
    print(' ^+0.10x', repr(format(True, ' ^+0.10x')))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^+0.10x', type(e).__name__, e)
try:
    print('é^ #12_.3o', repr(format(9223372036854775807, 'é^ #12_.3o')))
except (ValueError, TypeError, OverflowError) as e:
    print('é^ #12_.3o', type(e).__name__, e)
try:
    print('_^-z05%', repr(f'{"stride":_^-z05%}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_^-z05%', type(e).__name__, e)
try:
    print('*>#01,.10%', repr(f'{9223372036854775807:*>#01,.10%}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*>#01,.10%', type(e).__name__, e)
try:
    print(' >+z05.1s', repr('{: >+z05.1s}'.format(0.5)))
except (ValueError, TypeError, OverflowError) as e:
    print(' >+z05.1s', type(e).__name__, e)
try:
    print(' ^ z5.10n', repr(format(1234.5678, ' ^ z5.10n')))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^ z5.10n', type(e).__name__, e)
try:
    print('_>+z012.17%', repr(f'{0.1:_>+z012.17%}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_>+z012.17%', type(e).__name__, e)
try:
    print('0< #01_s', repr(format(float("nan"), '0< #01_s')))
except (ValueError, TypeError, OverflowError) as e:
    print('0< #01_s', type(e).__name__, e)
try:
    print('*^z#012,.0%', repr(format(float("inf"), '*^z#012,.0%')))
except (ValueError, TypeError, OverflowError) as e:
    print('*^z#012,.0%', type(e).__name__, e)
try:
    print('<-z05_.0X', repr('{:<-z05_.0X}'.format(0.000123)))
except (ValueError, TypeError, OverflowError) as e:
    print('<-z05_.0X', type(e).__name__, e)
try:
    print(' ^-_.1n', repr(format(float("nan"), ' ^-_.1n')))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^-_.1n', type(e).__name__, e)
try:
    print('0> 5.10g', repr(format((1, 2), '0> 5.10g')))
except (ValueError, TypeError, OverflowError) as e:
    print('0> 5.10g', type(e).__name__, e)
try:
    print(' >+012_f', repr('{: >+012_f}'.format(0.5)))
except (ValueError, TypeError, OverflowError) as e:
    print(' >+012_f', type(e).__name__, e)
try:
    print('*<+.0', repr(format(1e16, '*<+.0')))
except (ValueError, TypeError, OverflowError) as e:
    print('*<+.0', type(e).__name__, e)
try:
    print('_=z#01,.10F', repr(format(-0.0, '_=z#01,.10F')))
except (ValueError, TypeError, OverflowError) as e:
    print('_=z#01,.10F', type(e).__name__, e)
try:
    print(' >#01.3F', repr('{: >#01.3F}'.format(255)))
except (ValueError, TypeError, OverflowError) as e:
    print(' >#01.3F', type(e).__name__, e)
try:
    print('0^ 12,.3g', repr(f'{9223372036854775807:0^ 12,.3g}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0^ 12,.3g', type(e).__name__, e)
try:
    print('*^-0.17', repr(f'{7:*^-0.17}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*^-0.17', type(e).__name__, e)
try:
    print('=-#_X', repr(f'{float("inf"):=-#_X}'))
except (ValueError, TypeError, OverflowError) as e:
    print('=-#_X', type(e).__name__, e)
try:
    print('<-#01.0e', repr(format(0.1, '<-#01.0e')))
except (ValueError, TypeError, OverflowError) as e:
    print('<-#01.0e', type(e).__name__, e)
try:
    print('*>-5,.1X', repr(format(False, '*>-5,.1X')))
except (ValueError, TypeError, OverflowError) as e:
    print('*>-5,.1X', type(e).__name__, e)
try:
    print('<012.1G', repr('{:<012.1G}'.format(0.1)))
except (ValueError, TypeError, OverflowError) as e:
    print('<012.1G', type(e).__name__, e)
try:
    print('0^ z0,.0G', repr('{:0^ z0,.0G}'.format(1)))
except (ValueError, TypeError, OverflowError) as e:
    print('0^ z0,.0G', type(e).__name__, e)
try:
    print('= 012,.10n', repr(f'{-1:= 012,.10n}'))
except (ValueError, TypeError, OverflowError) as e:
    print('= 012,.10n', type(e).__name__, e)
try:
    print('é=+z.3F', repr(f'{float("inf"):é=+z.3F}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é=+z.3F', type(e).__name__, e)
try:
    print('é=-#0x', repr(f'{None:é=-#0x}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é=-#0x', type(e).__name__, e)
try:
    print('_< z#1.1e', repr(f'{1.5:_< z#1.1e}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_< z#1.1e', type(e).__name__, e)
try:
    print('*^-z1.3b', repr(f'{True:*^-z1.3b}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*^-z1.3b', type(e).__name__, e)
try:
    print('0<z01.17X', repr(f'{1:0<z01.17X}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0<z01.17X', type(e).__name__, e)
try:
    print('<+z12,.17E', repr('{:<+z12,.17E}'.format(5e-324)))
except (ValueError, TypeError, OverflowError) as e:
    print('<+z12,.17E', type(e).__name__, e)
try:
    print('*>z5_.17E', repr('{:*>z5_.17E}'.format(-2.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('*>z5_.17E', type(e).__name__, e)
try:
    print('_< 5,b', repr(f'{-1:_< 5,b}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_< 5,b', type(e).__name__, e)
try:
    print('*< 05_d', repr(f'{1234.5678:*< 05_d}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*< 05_d', type(e).__name__, e)
try:
    print('é^z#.0g', repr(f'{float("inf"):é^z#.0g}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é^z#.0g', type(e).__name__, e)
try:
    print(' <+01_s', repr(format("stride", ' <+01_s')))
except (ValueError, TypeError, OverflowError) as e:
    print(' <+01_s', type(e).__name__, e)
try:
    print('=012.17%', repr(f'{2.675:=012.17%}'))
except (ValueError, TypeError, OverflowError) as e:
    print('=012.17%', type(e).__name__, e)
try:
    print('_<-z0.0X', repr(format(2.675, '_<-z0.0X')))
except (ValueError, TypeError, OverflowError) as e:
    print('_<-z0.0X', type(e).__name__, e)
try:
    print('< 1,.3d', repr(format(float("nan"), '< 1,.3d')))
except (ValueError, TypeError, OverflowError) as e:
    print('< 1,.3d', type(e).__name__, e)
try:
    print('*>+#12X', repr(format(-1, '*>+#12X')))
except (ValueError, TypeError, OverflowError) as e:
    print('*>+#12X', type(e).__name__, e)
try:
    print('é^ #12.1f', repr('{:é^ #12.1f}'.format(1)))
except (ValueError, TypeError, OverflowError) as e:
    print('é^ #12.1f', type(e).__name__, e)
try:
    print('<-#05,.10x', repr(f'{-1234567:<-#05,.10x}'))
except (ValueError, TypeError, OverflowError) as e:
    print('<-#05,.10x', type(e).__name__, e)
try:
    print('_>z05,.0e', repr(format("", '_>z05,.0e')))
except (ValueError, TypeError, OverflowError) as e:
    print('_>z05,.0e', type(e).__name__, e)
try:
    print('_< #_.17g', repr('{:_< #_.17g}'.format(float("nan"))))
except (ValueError, TypeError, OverflowError) as e:
    print('_< #_.17g', type(e).__name__, e)
#@@ case spec_random_5
try:
    print('_=-#01,.1s', repr(format(float("nan"), '_=-#01,.1s')))
except (ValueError, TypeError, OverflowError) as e:
    print('_=-#01,.1s', type(e).__name__, e)
try:
    print('*< z#5_E', repr('{:*< z#5_E}'.format(1e-7)))
except (ValueError, TypeError, OverflowError) as e:
    print('*< z#5_E', type(e).__name__, e)
try:
    print('>+01_.3F', repr(format("stride", '>+01_.3F')))
except (ValueError, TypeError, OverflowError) as e:
    print('>+01_.3F', type(e).__name__, e)
try:
    print('z#012%', repr(format("s", 'z#012%')))
except (ValueError, TypeError, OverflowError) as e:
    print('z#012%', type(e).__name__, e)
try:
    print(' < #05_F', repr('{: < #05_F}'.format("stride")))
except (ValueError, TypeError, OverflowError) as e:
    print(' < #05_F', type(e).__name__, e)
try:
    print(' =+z1.1%', repr(format(123456789.123, ' =+z1.1%')))
except (ValueError, TypeError, OverflowError) as e:
    print(' =+z1.1%', type(e).__name__, e)
try:
    print('é<-z0n', repr(f'{1.5:é<-z0n}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é<-z0n', type(e).__name__, e)
try:
    print('_> _o', repr('{:_> _o}'.format(0)))
except (ValueError, TypeError, OverflowError) as e:
    print('_> _o', type(e).__name__, e)
try:
    print('*<+z#,g', repr('{:*<+z#,g}'.format(1.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('*<+z#,g', type(e).__name__, e)
try:
    print('_> z5,.1f', repr(f'{0.5:_> z5,.1f}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_> z5,.1f', type(e).__name__, e)
try:
    print(' <#012.3E', repr('{: <#012.3E}'.format(1)))
except (ValueError, TypeError, OverflowError) as e:
    print(' <#012.3E', type(e).__name__, e)
try:
    print('*>-z0_.3%', repr(f'{None:*>-z0_.3%}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*>-z0_.3%', type(e).__name__, e)
try:
    print(' ^ z#0G', repr(format(float("inf"), ' ^ z#0G')))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^ z#0G', type(e).__name__, e)
try:
    print('_< #1.1f', repr(f'{0.0:_< #1.1f}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_< #1.1f', type(e).__name__, e)
try:
    print(' <01x', repr('{: <01x}'.format(7)))
except (ValueError, TypeError, OverflowError) as e:
    print(' <01x', type(e).__name__, e)
try:
    print('_<+#01.0d', repr('{:_<+#01.0d}'.format(-0.0)))
except (ValueError, TypeError, OverflowError) as e:
    print('_<+#01.0d', type(e).__name__, e)
try:
    print('*^012_.17c', repr(format((1, 2), '*^012_.17c')))
except (ValueError, TypeError, OverflowError) as e:
    print('*^012_.17c', type(e).__name__, e)
try:
    print('é< #012.17b', repr(format(1234.5678, 'é< #012.17b')))
except (ValueError, TypeError, OverflowError) as e:
    print('é< #012.17b', type(e).__name__, e)
try:
    print(' =+0f', repr(format(True, ' =+0f')))
except (ValueError, TypeError, OverflowError) as e:
    print(' =+0f', type(e).__name__, e)
try:
    print('é=-#5_.17e', repr(format(1e-7, 'é=-#5_.17e')))
except (ValueError, TypeError, OverflowError) as e:
    print('é=-#5_.17e', type(e).__name__, e)
try:
    print('=12_.17s', repr(format(0.1, '=12_.17s')))
except (ValueError, TypeError, OverflowError) as e:
    print('=12_.17s', type(e).__name__, e)
try:
    print('0<+_.1e', repr(f'{0.5:0<+_.1e}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0<+_.1e', type(e).__name__, e)
try:
    print(' >z#012,.3E', repr('{: >z#012,.3E}'.format(None)))
except (ValueError, TypeError, OverflowError) as e:
    print(' >z#012,.3E', type(e).__name__, e)
try:
    print('_<-012,.3o', repr(format(None, '_<-012,.3o')))
except (ValueError, TypeError, OverflowError) as e:
    print('_<-012,.3o', type(e).__name__, e)
try:
    print('0= z,.17s', repr(format(True, '0= z,.17s')))
except (ValueError, TypeError, OverflowError) as e:
    print('0= z,.17s', type(e).__name__, e)
try:
    print('> #05,.10s', repr(format(0, '> #05,.10s')))
except (ValueError, TypeError, OverflowError) as e:
    print('> #05,.10s', type(e).__name__, e)
try:
    print('_=-_b', repr('{:_=-_b}'.format(None)))
except (ValueError, TypeError, OverflowError) as e:
    print('_=-_b', type(e).__name__, e)
try:
    print('é=#012,.0d', repr(f'{1e300:é=#012,.0d}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é=#012,.0d', type(e).__name__, e)
try:
    print(' >-#1,.17b', repr('{: >-#1,.17b}'.format(-1234567)))
except (ValueError, TypeError, OverflowError) as e:
    print(' >-#1,.17b', type(e).__name__, e)
try:
    print('_<#5,.3f', repr(f'{5e-324:_<#5,.3f}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_<#5,.3f', type(e).__name__, e)
try:
    print('^0.3%', repr('{:^0.3%}'.format(None)))
except (ValueError, TypeError, OverflowError) as e:
    print('^0.3%', type(e).__name__, e)
try:
    print('_= 1,n', repr(f'{255:_= 1,n}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_= 1,n', type(e).__name__, e)
try:
    print('*=-z#5_s', repr(f'{float("inf"):*=-z#5_s}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*=-z#5_s', type(e).__name__, e)
try:
    print('<#12,.3c', repr(f'{1234.5678:<#12,.3c}'))
except (ValueError, TypeError, OverflowError) as e:
    print('<#12,.3c', type(e).__name__, e)
try:
    print('>z#1.3s', repr(format(0, '>z#1.3s')))
except (ValueError, TypeError, OverflowError) as e:
    print('>z#1.3s', type(e).__name__, e)
try:
    print('_^+#12.10o', repr(format(0.1, '_^+#12.10o')))
except (ValueError, TypeError, OverflowError) as e:
    print('_^+#12.10o', type(e).__name__, e)
try:
    print(' <#5f', repr('{: <#5f}'.format(0.5)))
except (ValueError, TypeError, OverflowError) as e:
    print(' <#5f', type(e).__name__, e)
try:
    print('é> 05_.3F', repr('{:é> 05_.3F}'.format(float("nan"))))
except (ValueError, TypeError, OverflowError) as e:
    print('é> 05_.3F', type(e).__name__, e)
try:
    print('*<z#0.1e', repr(f'{(1, 2):*<z#0.1e}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*<z#0.1e', type(e).__name__, e)
try:
    print('-#5G', repr(format(-0.0, '-#5G')))
except (ValueError, TypeError, OverflowError) as e:
    print('-#5G', type(e).__name__, e)
try:
    print('*<-#1c', repr(f'{-2.5:*<-#1c}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*<-#1c', type(e).__name__, e)
try:
    print(' <-#05.1o', repr(f'{None: <-#05.1o}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' <-#05.1o', type(e).__name__, e)
try:
    print('>-z5.17e', repr(f'{7:>-z5.17e}'))
except (ValueError, TypeError, OverflowError) as e:
    print('>-z5.17e', type(e).__name__, e)
try:
    print('0^z#_.17d', repr(f'{1:0^z#_.17d}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0^z#_.17d', type(e).__name__, e)
try:
    print('0> 0_G', repr('{:0> 0_G}'.format("stride")))
except (ValueError, TypeError, OverflowError) as e:
    print('0> 0_G', type(e).__name__, e)
try:
    print('0^+5_.0f', repr('{:0^+5_.0f}'.format(-2.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('0^+5_.0f', type(e).__name__, e)
try:
    print('é>-#5_.17G', repr(f'{-1:é>-#5_.17G}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é>-#5_.17G', type(e).__name__, e)
try:
    print('é<#s', repr(format(2.675, 'é<#s')))
except (ValueError, TypeError, OverflowError) as e:
    print('é<#s', type(e).__name__, e)
try:
    print('_<-#_G', repr('{:_<-#_G}'.format(None)))
except (ValueError, TypeError, OverflowError) as e:
    print('_<-#_G', type(e).__name__, e)
try:
    print('_^#012.10f', repr('{:_^#012.10f}'.format(1e-7)))
except (ValueError, TypeError, OverflowError) as e:
    print('_^#012.10f', type(e).__name__, e)
try:
    print('é=z01_X', repr('{:é=z01_X}'.format(5e-324)))
except (ValueError, TypeError, OverflowError) as e:
    print('é=z01_X', type(e).__name__, e)
try:
    print('0< #0,G', repr('{:0< #0,G}'.format(5e-324)))
except (ValueError, TypeError, OverflowError) as e:
    print('0< #0,G', type(e).__name__, e)
try:
    print('0< z#.1s', repr(f'{True:0< z#.1s}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0< z#.1s', type(e).__name__, e)
try:
    print('*< 01,.3o', repr(f'{-1234567:*< 01,.3o}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*< 01,.3o', type(e).__name__, e)
try:
    print(' ^ z#5.10e', repr(format("s", ' ^ z#5.10e')))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^ z#5.10e', type(e).__name__, e)
try:
    print('*^ z#05b', repr(format(0.000123, '*^ z#05b')))
except (ValueError, TypeError, OverflowError) as e:
    print('*^ z#05b', type(e).__name__, e)
try:
    print('_<+,.3o', repr(f'{1e-7:_<+,.3o}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_<+,.3o', type(e).__name__, e)
try:
    print('_= #05E', repr(format(99.995, '_= #05E')))
except (ValueError, TypeError, OverflowError) as e:
    print('_= #05E', type(e).__name__, e)
try:
    print('*<#0G', repr('{:*<#0G}'.format(1)))
except (ValueError, TypeError, OverflowError) as e:
    print('*<#0G', type(e).__name__, e)
try:
    print('_^z#5_.0d', repr(format(0.5, '_^z#5_.0d')))
except (ValueError, TypeError, OverflowError) as e:
    print('_^z#5_.0d', type(e).__name__, e)
#@@ case spec_random_6
try:
    print(' ^ 012', repr(format(-2.5, ' ^ 012')))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^ 012', type(e).__name__, e)
try:
    print('*<+1,.3X', repr(format(0.1, '*<+1,.3X')))
except (ValueError, TypeError, OverflowError) as e:
    print('*<+1,.3X', type(e).__name__, e)
try:
    print('0<-z12_.17b', repr(f'{99.995:0<-z12_.17b}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0<-z12_.17b', type(e).__name__, e)
try:
    print(' <+z#0.10F', repr(f'{2.675: <+z#0.10F}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' <+z#0.10F', type(e).__name__, e)
try:
    print(' =+012.3F', repr(f'{0.000123: =+012.3F}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' =+012.3F', type(e).__name__, e)
try:
    print('= #,.10G', repr(format("stride", '= #,.10G')))
except (ValueError, TypeError, OverflowError) as e:
    print('= #,.10G', type(e).__name__, e)
try:
    print('= 01,F', repr('{:= 01,F}'.format(0)))
except (ValueError, TypeError, OverflowError) as e:
    print('= 01,F', type(e).__name__, e)
try:
    print('0^-#05.1g', repr(f'{5e-324:0^-#05.1g}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0^-#05.1g', type(e).__name__, e)
try:
    print('_=+#5o', repr('{:_=+#5o}'.format((1, 2))))
except (ValueError, TypeError, OverflowError) as e:
    print('_=+#5o', type(e).__name__, e)
try:
    print('é<z#01_.0E', repr(f'{1:é<z#01_.0E}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é<z#01_.0E', type(e).__name__, e)
try:
    print(' <1,.1%', repr('{: <1,.1%}'.format(-0.0)))
except (ValueError, TypeError, OverflowError) as e:
    print(' <1,.1%', type(e).__name__, e)
try:
    print('é<-12.3x', repr('{:é<-12.3x}'.format(True)))
except (ValueError, TypeError, OverflowError) as e:
    print('é<-12.3x', type(e).__name__, e)
try:
    print('_=012_n', repr(f'{"s":_=012_n}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_=012_n', type(e).__name__, e)
try:
    print('=01_.0x', repr('{:=01_.0x}'.format(1234.5678)))
except (ValueError, TypeError, OverflowError) as e:
    print('=01_.0x', type(e).__name__, e)
try:
    print('é>-z#0_.0c', repr(format(9223372036854775807, 'é>-z#0_.0c')))
except (ValueError, TypeError, OverflowError) as e:
    print('é>-z#0_.0c', type(e).__name__, e)
try:
    print(' #,.3G', repr(f'{99.995: #,.3G}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' #,.3G', type(e).__name__, e)
try:
    print('0<.1%', repr(f'{1234.5678:0<.1%}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0<.1%', type(e).__name__, e)
try:
    print('é>-#12.0d', repr('{:é>-#12.0d}'.format(True)))
except (ValueError, TypeError, OverflowError) as e:
    print('é>-#12.0d', type(e).__name__, e)
try:
    print('*<-z5.3s', repr(format(0.000123, '*<-z5.3s')))
except (ValueError, TypeError, OverflowError) as e:
    print('*<-z5.3s', type(e).__name__, e)
try:
    print('*= #.0d', repr(f'{0:*= #.0d}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*= #.0d', type(e).__name__, e)
try:
    print('>#1.0f', repr(format(1, '>#1.0f')))
except (ValueError, TypeError, OverflowError) as e:
    print('>#1.0f', type(e).__name__, e)
try:
    print(' <-12,G', repr(format(float("inf"), ' <-12,G')))
except (ValueError, TypeError, OverflowError) as e:
    print(' <-12,G', type(e).__name__, e)
try:
    print('_^+z#1.1f', repr('{:_^+z#1.1f}'.format(True)))
except (ValueError, TypeError, OverflowError) as e:
    print('_^+z#1.1f', type(e).__name__, e)
try:
    print('=-_.10G', repr(format(True, '=-_.10G')))
except (ValueError, TypeError, OverflowError) as e:
    print('=-_.10G', type(e).__name__, e)
try:
    print('^+12.0s', repr(format(1234.5678, '^+12.0s')))
except (ValueError, TypeError, OverflowError) as e:
    print('^+12.0s', type(e).__name__, e)
try:
    print('_<+5.3f', repr(format(1e-7, '_<+5.3f')))
except (ValueError, TypeError, OverflowError) as e:
    print('_<+5.3f', type(e).__name__, e)
try:
    print(' ^z01_.17c', repr(f'{-0.0: ^z01_.17c}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^z01_.17c', type(e).__name__, e)
try:
    print('*< #01,.0%', repr(f'{"":*< #01,.0%}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*< #01,.0%', type(e).__name__, e)
try:
    print('*>-z,.1b', repr(f'{"":*>-z,.1b}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*>-z,.1b', type(e).__name__, e)
try:
    print(' <#0.3%', repr(format((1, 2), ' <#0.3%')))
except (ValueError, TypeError, OverflowError) as e:
    print(' <#0.3%', type(e).__name__, e)
try:
    print('_^12o', repr(format((1, 2), '_^12o')))
except (ValueError, TypeError, OverflowError) as e:
    print('_^12o', type(e).__name__, e)
try:
    print('é< z0g', repr(format(1234.5678, 'é< z0g')))
except (ValueError, TypeError, OverflowError) as e:
    print('é< z0g', type(e).__name__, e)
try:
    print('_<1,.1c', repr(format(1e16, '_<1,.1c')))
except (ValueError, TypeError, OverflowError) as e:
    print('_<1,.1c', type(e).__name__, e)
try:
    print('*< 01.0F', repr(format(True, '*< 01.0F')))
except (ValueError, TypeError, OverflowError) as e:
    print('*< 01.0F', type(e).__name__, e)
try:
    print('é<-z#01,.10c', repr('{:é<-z#01,.10c}'.format(5e-324)))
except (ValueError, TypeError, OverflowError) as e:
    print('é<-z#01,.10c', type(e).__name__, e)
try:
    print('0<0.3e', repr(format(True, '0<0.3e')))
except (ValueError, TypeError, OverflowError) as e:
    print('0<0.3e', type(e).__name__, e)
try:
    print('<+#5.17X', repr('{:<+#5.17X}'.format(2.675)))
except (ValueError, TypeError, OverflowError) as e:
    print('<+#5.17X', type(e).__name__, e)
try:
    print('*=+z#12,G', repr(format(123456789.123, '*=+z#12,G')))
except (ValueError, TypeError, OverflowError) as e:
    print('*=+z#12,G', type(e).__name__, e)
try:
    print('_<#12.17f', repr('{:_<#12.17f}'.format(1e300)))
except (ValueError, TypeError, OverflowError) as e:
    print('_<#12.17f', type(e).__name__, e)
try:
    print('é<+z0_.0o', repr(f'{99.995:é<+z0_.0o}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é<+z0_.0o', type(e).__name__, e)
try:
    print('= z#01.10e', repr(f'{1.5:= z#01.10e}'))
except (ValueError, TypeError, OverflowError) as e:
    print('= z#01.10e', type(e).__name__, e)
try:
    print('*<+z1_.1x', repr('{:*<+z1_.1x}'.format(0.0)))
except (ValueError, TypeError, OverflowError) as e:
    print('*<+z1_.1x', type(e).__name__, e)
try:
    print(' =+05.0f', repr(f'{0.1: =+05.0f}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' =+05.0f', type(e).__name__, e)
try:
    print(' =+05.1n', repr(format(-1, ' =+05.1n')))
except (ValueError, TypeError, OverflowError) as e:
    print(' =+05.1n', type(e).__name__, e)
try:
    print('>+#05.17d', repr(f'{1234.5678:>+#05.17d}'))
except (ValueError, TypeError, OverflowError) as e:
    print('>+#05.17d', type(e).__name__, e)
try:
    print('_^+#01X', repr('{:_^+#01X}'.format(None)))
except (ValueError, TypeError, OverflowError) as e:
    print('_^+#01X', type(e).__name__, e)
try:
    print('*<+0.1b', repr(f'{0.5:*<+0.1b}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*<+0.1b', type(e).__name__, e)
try:
    print('*>-#12.17%', repr(format(-0.0, '*>-#12.17%')))
except (ValueError, TypeError, OverflowError) as e:
    print('*>-#12.17%', type(e).__name__, e)
try:
    print('é>-z12,.0s', repr(f'{-1234567:é>-z12,.0s}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é>-z12,.0s', type(e).__name__, e)
try:
    print('*< #05_.3s', repr(format(0.5, '*< #05_.3s')))
except (ValueError, TypeError, OverflowError) as e:
    print('*< #05_.3s', type(e).__name__, e)
try:
    print('*=-#012_.10E', repr('{:*=-#012_.10E}'.format(2.675)))
except (ValueError, TypeError, OverflowError) as e:
    print('*=-#012_.10E', type(e).__name__, e)
try:
    print('0^ #01_.3e', repr(format(99.995, '0^ #01_.3e')))
except (ValueError, TypeError, OverflowError) as e:
    print('0^ #01_.3e', type(e).__name__, e)
try:
    print('_<,X', repr(f'{0.000123:_<,X}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_<,X', type(e).__name__, e)
try:
    print('^#_.0s', repr('{:^#_.0s}'.format(1e16)))
except (ValueError, TypeError, OverflowError) as e:
    print('^#_.0s', type(e).__name__, e)
try:
    print('_<05,.1o', repr(f'{1234.5678:_<05,.1o}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_<05,.1o', type(e).__name__, e)
try:
    print(' <+#05.3d', repr('{: <+#05.3d}'.format(-1)))
except (ValueError, TypeError, OverflowError) as e:
    print(' <+#05.3d', type(e).__name__, e)
try:
    print('*<+#1.10E', repr(format("", '*<+#1.10E')))
except (ValueError, TypeError, OverflowError) as e:
    print('*<+#1.10E', type(e).__name__, e)
try:
    print('0< 5.10o', repr(format(123456789.123, '0< 5.10o')))
except (ValueError, TypeError, OverflowError) as e:
    print('0< 5.10o', type(e).__name__, e)
try:
    print('z5_.0x', repr('{:z5_.0x}'.format(1e-7)))
except (ValueError, TypeError, OverflowError) as e:
    print('z5_.0x', type(e).__name__, e)
try:
    print('é=+01.17o', repr(format(123456789.123, 'é=+01.17o')))
except (ValueError, TypeError, OverflowError) as e:
    print('é=+01.17o', type(e).__name__, e)
#@@ case spec_random_7
try:
    print('=+#0,.1n', repr(format(False, '=+#0,.1n')))
except (ValueError, TypeError, OverflowError) as e:
    print('=+#0,.1n', type(e).__name__, e)
try:
    print(' ^-#012,g', repr(f'{123456789.123: ^-#012,g}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^-#012,g', type(e).__name__, e)
try:
    print('*>#12,.1', repr(f'{True:*>#12,.1}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*>#12,.1', type(e).__name__, e)
try:
    print('é= z#0_.1E', repr(f'{"":é= z#0_.1E}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é= z#0_.1E', type(e).__name__, e)
try:
    print(' = #_x', repr(format("stride", ' = #_x')))
except (ValueError, TypeError, OverflowError) as e:
    print(' = #_x', type(e).__name__, e)
try:
    print('*=-01.3n', repr(f'{-1:*=-01.3n}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*=-01.3n', type(e).__name__, e)
try:
    print('*<+1c', repr('{:*<+1c}'.format(0.0)))
except (ValueError, TypeError, OverflowError) as e:
    print('*<+1c', type(e).__name__, e)
try:
    print('é^ #012,b', repr('{:é^ #012,b}'.format((1, 2))))
except (ValueError, TypeError, OverflowError) as e:
    print('é^ #012,b', type(e).__name__, e)
try:
    print('é=+z5.10x', repr(f'{float("inf"):é=+z5.10x}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é=+z5.10x', type(e).__name__, e)
try:
    print('é> 0.0n', repr('{:é> 0.0n}'.format(-0.0)))
except (ValueError, TypeError, OverflowError) as e:
    print('é> 0.0n', type(e).__name__, e)
try:
    print(' < z012_.3f', repr(format(-0.0, ' < z012_.3f')))
except (ValueError, TypeError, OverflowError) as e:
    print(' < z012_.3f', type(e).__name__, e)
try:
    print('0^+z#05.17E', repr(f'{0.5:0^+z#05.17E}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0^+z#05.17E', type(e).__name__, e)
try:
    print('é<#1.0g', repr('{:é<#1.0g}'.format(99.995)))
except (ValueError, TypeError, OverflowError) as e:
    print('é<#1.0g', type(e).__name__, e)
try:
    print('_=+z01_.0f', repr('{:_=+z01_.0f}'.format(1.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('_=+z01_.0f', type(e).__name__, e)
try:
    print('*^-#012.3X', repr(f'{1e300:*^-#012.3X}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*^-#012.3X', type(e).__name__, e)
try:
    print('_=z#0,.1e', repr('{:_=z#0,.1e}'.format(9223372036854775807)))
except (ValueError, TypeError, OverflowError) as e:
    print('_=z#0,.1e', type(e).__name__, e)
try:
    print('_<-#12.0%', repr('{:_<-#12.0%}'.format(255)))
except (ValueError, TypeError, OverflowError) as e:
    print('_<-#12.0%', type(e).__name__, e)
try:
    print('0<012.3g', repr(f'{1.5:0<012.3g}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0<012.3g', type(e).__name__, e)
try:
    print('0>+#01.10o', repr(f'{255:0>+#01.10o}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0>+#01.10o', type(e).__name__, e)
try:
    print(' > #05X', repr('{: > #05X}'.format(-2.5)))
except (ValueError, TypeError, OverflowError) as e:
    print(' > #05X', type(e).__name__, e)
try:
    print('>-01.10s', repr(f'{(1, 2):>-01.10s}'))
except (ValueError, TypeError, OverflowError) as e:
    print('>-01.10s', type(e).__name__, e)
try:
    print(' ^ #,.3F', repr('{: ^ #,.3F}'.format(-2.5)))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^ #,.3F', type(e).__name__, e)
try:
    print('0< #12.10b', repr('{:0< #12.10b}'.format(255)))
except (ValueError, TypeError, OverflowError) as e:
    print('0< #12.10b', type(e).__name__, e)
try:
    print('0<+#5,.17F', repr(f'{0.1:0<+#5,.17F}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0<+#5,.17F', type(e).__name__, e)
try:
    print('*<#.1f', repr(format(True, '*<#.1f')))
except (ValueError, TypeError, OverflowError) as e:
    print('*<#.1f', type(e).__name__, e)
try:
    print(' >_x', repr(f'{1.5: >_x}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' >_x', type(e).__name__, e)
try:
    print('*> z#05.10d', repr(format(-2.5, '*> z#05.10d')))
except (ValueError, TypeError, OverflowError) as e:
    print('*> z#05.10d', type(e).__name__, e)
try:
    print('^+z05_.3x', repr(f'{"stride":^+z05_.3x}'))
except (ValueError, TypeError, OverflowError) as e:
    print('^+z05_.3x', type(e).__name__, e)
try:
    print('é< 012f', repr(format(float("nan"), 'é< 012f')))
except (ValueError, TypeError, OverflowError) as e:
    print('é< 012f', type(e).__name__, e)
try:
    print(' ^-05,.1n', repr(f'{0: ^-05,.1n}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^-05,.1n', type(e).__name__, e)
try:
    print(' 12_F', repr('{: 12_F}'.format(1e-7)))
except (ValueError, TypeError, OverflowError) as e:
    print(' 12_F', type(e).__name__, e)
try:
    print('_< #.10X', repr('{:_< #.10X}'.format(1e16)))
except (ValueError, TypeError, OverflowError) as e:
    print('_< #.10X', type(e).__name__, e)
try:
    print('0= #0_E', repr('{:0= #0_E}'.format(5e-324)))
except (ValueError, TypeError, OverflowError) as e:
    print('0= #0_E', type(e).__name__, e)
try:
    print('_<z#_.0d', repr(format(1234.5678, '_<z#_.0d')))
except (ValueError, TypeError, OverflowError) as e:
    print('_<z#_.0d', type(e).__name__, e)
try:
    print('0< z01_X', repr('{:0< z01_X}'.format(123456789.123)))
except (ValueError, TypeError, OverflowError) as e:
    print('0< z01_X', type(e).__name__, e)
try:
    print('*^+#012.17X', repr(format(-0.0, '*^+#012.17X')))
except (ValueError, TypeError, OverflowError) as e:
    print('*^+#012.17X', type(e).__name__, e)
try:
    print('_<+#01.10n', repr('{:_<+#01.10n}'.format(99.995)))
except (ValueError, TypeError, OverflowError) as e:
    print('_<+#01.10n', type(e).__name__, e)
try:
    print('_>.10f', repr(format(-1234567, '_>.10f')))
except (ValueError, TypeError, OverflowError) as e:
    print('_>.10f', type(e).__name__, e)
try:
    print('_=+z0.1%', repr('{:_=+z0.1%}'.format(7)))
except (ValueError, TypeError, OverflowError) as e:
    print('_=+z0.1%', type(e).__name__, e)
try:
    print('_<-#12_X', repr(f'{0.000123:_<-#12_X}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_<-#12_X', type(e).__name__, e)
try:
    print('< z05n', repr(format(123456789.123, '< z05n')))
except (ValueError, TypeError, OverflowError) as e:
    print('< z05n', type(e).__name__, e)
try:
    print('0<z#0_.1n', repr('{:0<z#0_.1n}'.format(-1234567)))
except (ValueError, TypeError, OverflowError) as e:
    print('0<z#0_.1n', type(e).__name__, e)
try:
    print('0= #012,.17', repr('{:0= #012,.17}'.format(0.0)))
except (ValueError, TypeError, OverflowError) as e:
    print('0= #012,.17', type(e).__name__, e)
try:
    print(' =+#5,.10f', repr(format(float("inf"), ' =+#5,.10f')))
except (ValueError, TypeError, OverflowError) as e:
    print(' =+#5,.10f', type(e).__name__, e)
try:
    print('0<+#0,.1c', repr(format(0.5, '0<+#0,.1c')))
except (ValueError, TypeError, OverflowError) as e:
    print('0<+#0,.1c', type(e).__name__, e)
try:
    print('0^ _.3n', repr(format(1e300, '0^ _.3n')))
except (ValueError, TypeError, OverflowError) as e:
    print('0^ _.3n', type(e).__name__, e)
try:
    print('0<+z05,.1E', repr('{:0<+z05,.1E}'.format(9223372036854775807)))
except (ValueError, TypeError, OverflowError) as e:
    print('0<+z05,.1E', type(e).__name__, e)
try:
    print(' >-z05,.0', repr(f'{False: >-z05,.0}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' >-z05,.0', type(e).__name__, e)
try:
    print('_<+012,.0F', repr(format(1, '_<+012,.0F')))
except (ValueError, TypeError, OverflowError) as e:
    print('_<+012,.0F', type(e).__name__, e)
try:
    print('^-05_.3c', repr(format(1e-7, '^-05_.3c')))
except (ValueError, TypeError, OverflowError) as e:
    print('^-05_.3c', type(e).__name__, e)
try:
    print('0^z#5.10b', repr(format(0.5, '0^z#5.10b')))
except (ValueError, TypeError, OverflowError) as e:
    print('0^z#5.10b', type(e).__name__, e)
try:
    print('_< #5.3b', repr(format(None, '_< #5.3b')))
except (ValueError, TypeError, OverflowError) as e:
    print('_< #5.3b', type(e).__name__, e)
try:
    print('_^+z12_.1f', repr('{:_^+z12_.1f}'.format("stride")))
except (ValueError, TypeError, OverflowError) as e:
    print('_^+z12_.1f', type(e).__name__, e)
try:
    print('^12_e', repr('{:^12_e}'.format(2.675)))
except (ValueError, TypeError, OverflowError) as e:
    print('^12_e', type(e).__name__, e)
try:
    print('é< #5.3s', repr('{:é< #5.3s}'.format((1, 2))))
except (ValueError, TypeError, OverflowError) as e:
    print('é< #5.3s', type(e).__name__, e)
try:
    print(' z#12.1n', repr(format(255, ' z#12.1n')))
except (ValueError, TypeError, OverflowError) as e:
    print(' z#12.1n', type(e).__name__, e)
try:
    print('_=-#12.1f', repr('{:_=-#12.1f}'.format(-2.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('_=-#12.1f', type(e).__name__, e)
try:
    print('^ 05%', repr('{:^ 05%}'.format(True)))
except (ValueError, TypeError, OverflowError) as e:
    print('^ 05%', type(e).__name__, e)
try:
    print(' < 01,.10x', repr(format(float("nan"), ' < 01,.10x')))
except (ValueError, TypeError, OverflowError) as e:
    print(' < 01,.10x', type(e).__name__, e)
try:
    print('=+5.17f', repr('{:=+5.17f}'.format(1.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('=+5.17f', type(e).__name__, e)
#@@ case spec_random_8
try:
    print('é=-z01_E', repr(f'{1:é=-z01_E}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é=-z01_E', type(e).__name__, e)
try:
    print('é^z01_.3', repr(f'{1234.5678:é^z01_.3}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é^z01_.3', type(e).__name__, e)
try:
    print(' >+12n', repr(f'{2.675: >+12n}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' >+12n', type(e).__name__, e)
try:
    print('0< #05,.17o', repr(format(0.1, '0< #05,.17o')))
except (ValueError, TypeError, OverflowError) as e:
    print('0< #05,.17o', type(e).__name__, e)
try:
    print('_<-#0,.10', repr(f'{False:_<-#0,.10}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_<-#0,.10', type(e).__name__, e)
try:
    print(' <z#0_.17n', repr(f'{float("inf"): <z#0_.17n}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' <z#0_.17n', type(e).__name__, e)
try:
    print('é>+01,.10s', repr(f'{0:é>+01,.10s}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é>+01,.10s', type(e).__name__, e)
try:
    print('*< #0_.0b', repr('{:*< #0_.0b}'.format(float("inf"))))
except (ValueError, TypeError, OverflowError) as e:
    print('*< #0_.0b', type(e).__name__, e)
try:
    print(' =+z#05_.17b', repr(format(9223372036854775807, ' =+z#05_.17b')))
except (ValueError, TypeError, OverflowError) as e:
    print(' =+z#05_.17b', type(e).__name__, e)
try:
    print('*^+z#1d', repr(format(0.0, '*^+z#1d')))
except (ValueError, TypeError, OverflowError) as e:
    print('*^+z#1d', type(e).__name__, e)
try:
    print('é< #01.3o', repr('{:é< #01.3o}'.format((1, 2))))
except (ValueError, TypeError, OverflowError) as e:
    print('é< #01.3o', type(e).__name__, e)
try:
    print('0>-5,.10F', repr(format(0.1, '0>-5,.10F')))
except (ValueError, TypeError, OverflowError) as e:
    print('0>-5,.10F', type(e).__name__, e)
try:
    print(' z#.0g', repr('{: z#.0g}'.format(-1)))
except (ValueError, TypeError, OverflowError) as e:
    print(' z#.0g', type(e).__name__, e)
try:
    print('_<z#12.3b', repr('{:_<z#12.3b}'.format(None)))
except (ValueError, TypeError, OverflowError) as e:
    print('_<z#12.3b', type(e).__name__, e)
try:
    print('*=+5.3c', repr('{:*=+5.3c}'.format(-1)))
except (ValueError, TypeError, OverflowError) as e:
    print('*=+5.3c', type(e).__name__, e)
try:
    print('0<#12,.3X', repr(format(float("nan"), '0<#12,.3X')))
except (ValueError, TypeError, OverflowError) as e:
    print('0<#12,.3X', type(e).__name__, e)
try:
    print('+z#1n', repr(format(9223372036854775807, '+z#1n')))
except (ValueError, TypeError, OverflowError) as e:
    print('+z#1n', type(e).__name__, e)
try:
    print('é<z#12E', repr('{:é<z#12E}'.format(True)))
except (ValueError, TypeError, OverflowError) as e:
    print('é<z#12E', type(e).__name__, e)
try:
    print(' <z01.3b', repr(f'{1: <z01.3b}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' <z01.3b', type(e).__name__, e)
try:
    print(' = z#05g', repr(format(1, ' = z#05g')))
except (ValueError, TypeError, OverflowError) as e:
    print(' = z#05g', type(e).__name__, e)
try:
    print('<-#01_E', repr(f'{(1, 2):<-#01_E}'))
except (ValueError, TypeError, OverflowError) as e:
    print('<-#01_E', type(e).__name__, e)
try:
    print(' >z#5.0', repr(format(-0.0, ' >z#5.0')))
except (ValueError, TypeError, OverflowError) as e:
    print(' >z#5.0', type(e).__name__, e)
try:
    print('*> 5.17x', repr(format(1.5, '*> 5.17x')))
except (ValueError, TypeError, OverflowError) as e:
    print('*> 5.17x', type(e).__name__, e)
try:
    print('*<+#01d', repr(f'{0:*<+#01d}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*<+#01d', type(e).__name__, e)
try:
    print('*^-#01.17c', repr(f'{1234.5678:*^-#01.17c}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*^-#01.17c', type(e).__name__, e)
try:
    print('<-#05.17e', repr(format(7, '<-#05.17e')))
except (ValueError, TypeError, OverflowError) as e:
    print('<-#05.17e', type(e).__name__, e)
try:
    print('_>-12.1E', repr(format(123456789.123, '_>-12.1E')))
except (ValueError, TypeError, OverflowError) as e:
    print('_>-12.1E', type(e).__name__, e)
try:
    print('_=+.10f', repr('{:_=+.10f}'.format(1.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('_=+.10f', type(e).__name__, e)
try:
    print('>-z#0.1e', repr(f'{-1234567:>-z#0.1e}'))
except (ValueError, TypeError, OverflowError) as e:
    print('>-z#0.1e', type(e).__name__, e)
try:
    print('_>012E', repr(f'{"":_>012E}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_>012E', type(e).__name__, e)
try:
    print('^ z05_.1E', repr('{:^ z05_.1E}'.format("s")))
except (ValueError, TypeError, OverflowError) as e:
    print('^ z05_.1E', type(e).__name__, e)
try:
    print('>+12,.1n', repr('{:>+12,.1n}'.format("stride")))
except (ValueError, TypeError, OverflowError) as e:
    print('>+12,.1n', type(e).__name__, e)
try:
    print('é^-#.10f', repr(format(9223372036854775807, 'é^-#.10f')))
except (ValueError, TypeError, OverflowError) as e:
    print('é^-#.10f', type(e).__name__, e)
try:
    print('-#0.10%', repr(f'{"s":-#0.10%}'))
except (ValueError, TypeError, OverflowError) as e:
    print('-#0.10%', type(e).__name__, e)
try:
    print(' >12.0s', repr('{: >12.0s}'.format("s")))
except (ValueError, TypeError, OverflowError) as e:
    print(' >12.0s', type(e).__name__, e)
try:
    print('é<-z#12.1o', repr(format(0.000123, 'é<-z#12.1o')))
except (ValueError, TypeError, OverflowError) as e:
    print('é<-z#12.1o', type(e).__name__, e)
try:
    print('0<+5,x', repr(format(1234.5678, '0<+5,x')))
except (ValueError, TypeError, OverflowError) as e:
    print('0<+5,x', type(e).__name__, e)
try:
    print(' <z#01.1E', repr('{: <z#01.1E}'.format(0.000123)))
except (ValueError, TypeError, OverflowError) as e:
    print(' <z#01.1E', type(e).__name__, e)
try:
    print('< #12,.3o', repr('{:< #12,.3o}'.format(False)))
except (ValueError, TypeError, OverflowError) as e:
    print('< #12,.3o', type(e).__name__, e)
try:
    print('>+5.3G', repr('{:>+5.3G}'.format(2.675)))
except (ValueError, TypeError, OverflowError) as e:
    print('>+5.3G', type(e).__name__, e)
try:
    print(' < z#1b', repr('{: < z#1b}'.format(0.000123)))
except (ValueError, TypeError, OverflowError) as e:
    print(' < z#1b', type(e).__name__, e)
try:
    print('_^-z#0_.3g', repr(f'{0.5:_^-z#0_.3g}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_^-z#0_.3g', type(e).__name__, e)
try:
    print('>#0o', repr(f'{-1234567:>#0o}'))
except (ValueError, TypeError, OverflowError) as e:
    print('>#0o', type(e).__name__, e)
try:
    print('*^+01,.3', repr('{:*^+01,.3}'.format(0)))
except (ValueError, TypeError, OverflowError) as e:
    print('*^+01,.3', type(e).__name__, e)
try:
    print('0< 05_.0E', repr(f'{(1, 2):0< 05_.0E}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0< 05_.0E', type(e).__name__, e)
try:
    print('*>01_d', repr('{:*>01_d}'.format(0)))
except (ValueError, TypeError, OverflowError) as e:
    print('*>01_d', type(e).__name__, e)
try:
    print(' 012b', repr(format(0, ' 012b')))
except (ValueError, TypeError, OverflowError) as e:
    print(' 012b', type(e).__name__, e)
try:
    print('<+z1.10x', repr('{:<+z1.10x}'.format(1e-7)))
except (ValueError, TypeError, OverflowError) as e:
    print('<+z1.10x', type(e).__name__, e)
try:
    print(' =-#_.17n', repr(format(float("nan"), ' =-#_.17n')))
except (ValueError, TypeError, OverflowError) as e:
    print(' =-#_.17n', type(e).__name__, e)
try:
    print('< z#012_.17e', repr('{:< z#012_.17e}'.format("")))
except (ValueError, TypeError, OverflowError) as e:
    print('< z#012_.17e', type(e).__name__, e)
try:
    print('^.0f', repr(format(9223372036854775807, '^.0f')))
except (ValueError, TypeError, OverflowError) as e:
    print('^.0f', type(e).__name__, e)
try:
    print('_<z012_s', repr('{:_<z012_s}'.format("stride")))
except (ValueError, TypeError, OverflowError) as e:
    print('_<z012_s', type(e).__name__, e)
try:
    print('_<-1.17g', repr('{:_<-1.17g}'.format(-1234567)))
except (ValueError, TypeError, OverflowError) as e:
    print('_<-1.17g', type(e).__name__, e)
try:
    print('*>+0.1%', repr(format(0.000123, '*>+0.1%')))
except (ValueError, TypeError, OverflowError) as e:
    print('*>+0.1%', type(e).__name__, e)
try:
    print(' ^+#.0d', repr(f'{-0.0: ^+#.0d}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^+#.0d', type(e).__name__, e)
try:
    print('é^z#05.1X', repr(format(-1, 'é^z#05.1X')))
except (ValueError, TypeError, OverflowError) as e:
    print('é^z#05.1X', type(e).__name__, e)
try:
    print('<012.1o', repr(format(123456789.123, '<012.1o')))
except (ValueError, TypeError, OverflowError) as e:
    print('<012.1o', type(e).__name__, e)
try:
    print('*=-#_.3%', repr(f'{1.5:*=-#_.3%}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*=-#_.3%', type(e).__name__, e)
try:
    print('0= z#012.10G', repr(f'{9223372036854775807:0= z#012.10G}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0= z#012.10G', type(e).__name__, e)
try:
    print('*<-#012,G', repr('{:*<-#012,G}'.format(1e300)))
except (ValueError, TypeError, OverflowError) as e:
    print('*<-#012,G', type(e).__name__, e)
#@@ case spec_random_9
try:
    print('é=+z01,E', repr(f'{float("nan"):é=+z01,E}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é=+z01,E', type(e).__name__, e)
try:
    print('0^-01_.0n', repr(f'{-1:0^-01_.0n}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0^-01_.0n', type(e).__name__, e)
try:
    print(' < #0.0X', repr('{: < #0.0X}'.format("s")))
except (ValueError, TypeError, OverflowError) as e:
    print(' < #0.0X', type(e).__name__, e)
try:
    print('_= #0s', repr(f'{float("inf"):_= #0s}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_= #0s', type(e).__name__, e)
try:
    print('é< z#_G', repr('{:é< z#_G}'.format(1234.5678)))
except (ValueError, TypeError, OverflowError) as e:
    print('é< z#_G', type(e).__name__, e)
try:
    print('>z012_.0x', repr('{:>z012_.0x}'.format(0.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('>z012_.0x', type(e).__name__, e)
try:
    print(' ^#5.1', repr('{: ^#5.1}'.format(123456789.123)))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^#5.1', type(e).__name__, e)
try:
    print(' =-05,.3c', repr('{: =-05,.3c}'.format(None)))
except (ValueError, TypeError, OverflowError) as e:
    print(' =-05,.3c', type(e).__name__, e)
try:
    print('0= 05,.1%', repr('{:0= 05,.1%}'.format("s")))
except (ValueError, TypeError, OverflowError) as e:
    print('0= 05,.1%', type(e).__name__, e)
try:
    print('é^-#012.10o', repr('{:é^-#012.10o}'.format(7)))
except (ValueError, TypeError, OverflowError) as e:
    print('é^-#012.10o', type(e).__name__, e)
try:
    print('é> z5,E', repr('{:é> z5,E}'.format(1e-7)))
except (ValueError, TypeError, OverflowError) as e:
    print('é> z5,E', type(e).__name__, e)
try:
    print('0<+#0d', repr('{:0<+#0d}'.format(5e-324)))
except (ValueError, TypeError, OverflowError) as e:
    print('0<+#0d', type(e).__name__, e)
try:
    print('=+z05,b', repr('{:=+z05,b}'.format(2.675)))
except (ValueError, TypeError, OverflowError) as e:
    print('=+z05,b', type(e).__name__, e)
try:
    print('0=+z#012,.10E', repr(f'{7:0=+z#012,.10E}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0=+z#012,.10E', type(e).__name__, e)
try:
    print(' 5_.1c', repr(f'{255: 5_.1c}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' 5_.1c', type(e).__name__, e)
try:
    print('0=-#01_.0d', repr('{:0=-#01_.0d}'.format(True)))
except (ValueError, TypeError, OverflowError) as e:
    print('0=-#01_.0d', type(e).__name__, e)
try:
    print('0<01_.10', repr(format(123456789.123, '0<01_.10')))
except (ValueError, TypeError, OverflowError) as e:
    print('0<01_.10', type(e).__name__, e)
try:
    print(' ^-05.0G', repr(f'{9223372036854775807: ^-05.0G}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^-05.0G', type(e).__name__, e)
try:
    print('^ 0.10o', repr(format(1e-7, '^ 0.10o')))
except (ValueError, TypeError, OverflowError) as e:
    print('^ 0.10o', type(e).__name__, e)
try:
    print('*< #01.10f', repr(format(float("inf"), '*< #01.10f')))
except (ValueError, TypeError, OverflowError) as e:
    print('*< #01.10f', type(e).__name__, e)
try:
    print('é<12.1', repr(f'{1.5:é<12.1}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é<12.1', type(e).__name__, e)
try:
    print('0= #0_.17c', repr(format((1, 2), '0= #0_.17c')))
except (ValueError, TypeError, OverflowError) as e:
    print('0= #0_.17c', type(e).__name__, e)
try:
    print(' >+5_.17', repr(format(5e-324, ' >+5_.17')))
except (ValueError, TypeError, OverflowError) as e:
    print(' >+5_.17', type(e).__name__, e)
try:
    print('*=#012_.3o', repr('{:*=#012_.3o}'.format(1234.5678)))
except (ValueError, TypeError, OverflowError) as e:
    print('*=#012_.3o', type(e).__name__, e)
try:
    print('*>-#5_.0o', repr('{:*>-#5_.0o}'.format("")))
except (ValueError, TypeError, OverflowError) as e:
    print('*>-#5_.0o', type(e).__name__, e)
try:
    print('_>-#_.3n', repr(format(float("nan"), '_>-#_.3n')))
except (ValueError, TypeError, OverflowError) as e:
    print('_>-#_.3n', type(e).__name__, e)
try:
    print(' ^+#g', repr('{: ^+#g}'.format("stride")))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^+#g', type(e).__name__, e)
try:
    print('>-5,.3s', repr('{:>-5,.3s}'.format("s")))
except (ValueError, TypeError, OverflowError) as e:
    print('>-5,.3s', type(e).__name__, e)
try:
    print('é< z#5,.0E', repr('{:é< z#5,.0E}'.format("")))
except (ValueError, TypeError, OverflowError) as e:
    print('é< z#5,.0E', type(e).__name__, e)
try:
    print('_<+z1.10c', repr(f'{float("inf"):_<+z1.10c}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_<+z1.10c', type(e).__name__, e)
try:
    print('é^-z#05,f', repr('{:é^-z#05,f}'.format("")))
except (ValueError, TypeError, OverflowError) as e:
    print('é^-z#05,f', type(e).__name__, e)
try:
    print('_<+z#12,F', repr(format(1e16, '_<+z#12,F')))
except (ValueError, TypeError, OverflowError) as e:
    print('_<+z#12,F', type(e).__name__, e)
try:
    print('0^-012_E', repr(f'{5e-324:0^-012_E}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0^-012_E', type(e).__name__, e)
try:
    print('0<-0,.0E', repr('{:0<-0,.0E}'.format(0.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('0<-0,.0E', type(e).__name__, e)
try:
    print('0>#1.17X', repr(format("s", '0>#1.17X')))
except (ValueError, TypeError, OverflowError) as e:
    print('0>#1.17X', type(e).__name__, e)
try:
    print('0>#,.3b', repr(format(float("nan"), '0>#,.3b')))
except (ValueError, TypeError, OverflowError) as e:
    print('0>#,.3b', type(e).__name__, e)
try:
    print('^ #0,G', repr(format("stride", '^ #0,G')))
except (ValueError, TypeError, OverflowError) as e:
    print('^ #0,G', type(e).__name__, e)
try:
    print('_<12.3c', repr('{:_<12.3c}'.format("stride")))
except (ValueError, TypeError, OverflowError) as e:
    print('_<12.3c', type(e).__name__, e)
try:
    print('_^z5_G', repr('{:_^z5_G}'.format(0)))
except (ValueError, TypeError, OverflowError) as e:
    print('_^z5_G', type(e).__name__, e)
try:
    print('é<#.3o', repr(format("s", 'é<#.3o')))
except (ValueError, TypeError, OverflowError) as e:
    print('é<#.3o', type(e).__name__, e)
try:
    print('_< #5.0F', repr(f'{(1, 2):_< #5.0F}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_< #5.0F', type(e).__name__, e)
try:
    print('*^,.3d', repr(format(False, '*^,.3d')))
except (ValueError, TypeError, OverflowError) as e:
    print('*^,.3d', type(e).__name__, e)
try:
    print('_<-z012_c', repr(format(255, '_<-z012_c')))
except (ValueError, TypeError, OverflowError) as e:
    print('_<-z012_c', type(e).__name__, e)
try:
    print('é^ z#05_.1E', repr(format(-1, 'é^ z#05_.1E')))
except (ValueError, TypeError, OverflowError) as e:
    print('é^ z#05_.1E', type(e).__name__, e)
try:
    print('é< #0.17n', repr('{:é< #0.17n}'.format(7)))
except (ValueError, TypeError, OverflowError) as e:
    print('é< #0.17n', type(e).__name__, e)
try:
    print('>-05.10x', repr('{:>-05.10x}'.format(123456789.123)))
except (ValueError, TypeError, OverflowError) as e:
    print('>-05.10x', type(e).__name__, e)
try:
    print('é<-#05_.10E', repr(f'{9223372036854775807:é<-#05_.10E}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é<-#05_.10E', type(e).__name__, e)
try:
    print('0^-z#01_s', repr('{:0^-z#01_s}'.format(-1)))
except (ValueError, TypeError, OverflowError) as e:
    print('0^-z#01_s', type(e).__name__, e)
try:
    print('_> 12_.10c', repr(format(1e300, '_> 12_.10c')))
except (ValueError, TypeError, OverflowError) as e:
    print('_> 12_.10c', type(e).__name__, e)
try:
    print('0^-01_', repr('{:0^-01_}'.format(-0.0)))
except (ValueError, TypeError, OverflowError) as e:
    print('0^-01_', type(e).__name__, e)
try:
    print('0>-z0.10x', repr(f'{0.000123:0>-z0.10x}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0>-z0.10x', type(e).__name__, e)
try:
    print('*<+01s', repr('{:*<+01s}'.format(0.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('*<+01s', type(e).__name__, e)
try:
    print('_^+z#,.1f', repr(format(-2.5, '_^+z#,.1f')))
except (ValueError, TypeError, OverflowError) as e:
    print('_^+z#,.1f', type(e).__name__, e)
try:
    print('<-05,e', repr(f'{7:<-05,e}'))
except (ValueError, TypeError, OverflowError) as e:
    print('<-05,e', type(e).__name__, e)
try:
    print('*>z#5.1%', repr(format(1, '*>z#5.1%')))
except (ValueError, TypeError, OverflowError) as e:
    print('*>z#5.1%', type(e).__name__, e)
try:
    print('0>1.0F', repr(format("stride", '0>1.0F')))
except (ValueError, TypeError, OverflowError) as e:
    print('0>1.0F', type(e).__name__, e)
try:
    print('é<+z05_X', repr('{:é<+z05_X}'.format(1234.5678)))
except (ValueError, TypeError, OverflowError) as e:
    print('é<+z05_X', type(e).__name__, e)
try:
    print('0>+#0_.3G', repr('{:0>+#0_.3G}'.format(1e-7)))
except (ValueError, TypeError, OverflowError) as e:
    print('0>+#0_.3G', type(e).__name__, e)
try:
    print('0=-0F', repr(f'{-0.0:0=-0F}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0=-0F', type(e).__name__, e)
try:
    print('0^#05_.0b', repr(format(255, '0^#05_.0b')))
except (ValueError, TypeError, OverflowError) as e:
    print('0^#05_.0b', type(e).__name__, e)
#@@ case spec_random_10
try:
    print('=-#05,.1d', repr('{:=-#05,.1d}'.format(-1234567)))
except (ValueError, TypeError, OverflowError) as e:
    print('=-#05,.1d', type(e).__name__, e)
try:
    print('*<+z5.17n', repr(format(0.000123, '*<+z5.17n')))
except (ValueError, TypeError, OverflowError) as e:
    print('*<+z5.17n', type(e).__name__, e)
try:
    print('_<012.1f', repr(format(255, '_<012.1f')))
except (ValueError, TypeError, OverflowError) as e:
    print('_<012.1f', type(e).__name__, e)
try:
    print('é>+x', repr(format(255, 'é>+x')))
except (ValueError, TypeError, OverflowError) as e:
    print('é>+x', type(e).__name__, e)
try:
    print('*>-z12,.0s', repr(format(-1, '*>-z12,.0s')))
except (ValueError, TypeError, OverflowError) as e:
    print('*>-z12,.0s', type(e).__name__, e)
try:
    print('*=z#05,.3s', repr('{:*=z#05,.3s}'.format(123456789.123)))
except (ValueError, TypeError, OverflowError) as e:
    print('*=z#05,.3s', type(e).__name__, e)
try:
    print('*= z1.0b', repr('{:*= z1.0b}'.format(1234.5678)))
except (ValueError, TypeError, OverflowError) as e:
    print('*= z1.0b', type(e).__name__, e)
try:
    print('>+#,.3F', repr(f'{-2.5:>+#,.3F}'))
except (ValueError, TypeError, OverflowError) as e:
    print('>+#,.3F', type(e).__name__, e)
try:
    print('é> z5e', repr(f'{"s":é> z5e}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é> z5e', type(e).__name__, e)
try:
    print('*^01_.1d', repr(f'{2.675:*^01_.1d}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*^01_.1d', type(e).__name__, e)
try:
    print(' < z1f', repr('{: < z1f}'.format("stride")))
except (ValueError, TypeError, OverflowError) as e:
    print(' < z1f', type(e).__name__, e)
try:
    print('0=-#1_.0E', repr(format(1.5, '0=-#1_.0E')))
except (ValueError, TypeError, OverflowError) as e:
    print('0=-#1_.0E', type(e).__name__, e)
try:
    print('>#,.0o', repr(format(0.5, '>#,.0o')))
except (ValueError, TypeError, OverflowError) as e:
    print('>#,.0o', type(e).__name__, e)
try:
    print('<z1.17b', repr('{:<z1.17b}'.format(0)))
except (ValueError, TypeError, OverflowError) as e:
    print('<z1.17b', type(e).__name__, e)
try:
    print(' <#05b', repr(format(5e-324, ' <#05b')))
except (ValueError, TypeError, OverflowError) as e:
    print(' <#05b', type(e).__name__, e)
try:
    print('é>-01.1d', repr(f'{9223372036854775807:é>-01.1d}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é>-01.1d', type(e).__name__, e)
try:
    print('_=-z12.3n', repr(format(1.5, '_=-z12.3n')))
except (ValueError, TypeError, OverflowError) as e:
    print('_=-z12.3n', type(e).__name__, e)
try:
    print('0^+z#5,.1', repr('{:0^+z#5,.1}'.format(0.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('0^+z#5,.1', type(e).__name__, e)
try:
    print('0^ z01f', repr('{:0^ z01f}'.format(-1234567)))
except (ValueError, TypeError, OverflowError) as e:
    print('0^ z01f', type(e).__name__, e)
try:
    print('>+#01,.10s', repr('{:>+#01,.10s}'.format(1234.5678)))
except (ValueError, TypeError, OverflowError) as e:
    print('>+#01,.10s', type(e).__name__, e)
try:
    print('*< 01', repr('{:*< 01}'.format(99.995)))
except (ValueError, TypeError, OverflowError) as e:
    print('*< 01', type(e).__name__, e)
try:
    print('_<-1,.10e', repr('{:_<-1,.10e}'.format(1)))
except (ValueError, TypeError, OverflowError) as e:
    print('_<-1,.10e', type(e).__name__, e)
try:
    print('_<-_.1%', repr('{:_<-_.1%}'.format(0)))
except (ValueError, TypeError, OverflowError) as e:
    print('_<-_.1%', type(e).__name__, e)
try:
    print('*<5.1e', repr(format(float("inf"), '*<5.1e')))
except (ValueError, TypeError, OverflowError) as e:
    print('*<5.1e', type(e).__name__, e)
try:
    print('é=#5.1f', repr(f'{False:é=#5.1f}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é=#5.1f', type(e).__name__, e)
try:
    print('*> #012_.0%', repr(format(True, '*> #012_.0%')))
except (ValueError, TypeError, OverflowError) as e:
    print('*> #012_.0%', type(e).__name__, e)
try:
    print('*=-z#0', repr(format(0, '*=-z#0')))
except (ValueError, TypeError, OverflowError) as e:
    print('*=-z#0', type(e).__name__, e)
try:
    print('0=-1.1E', repr('{:0=-1.1E}'.format(1e-7)))
except (ValueError, TypeError, OverflowError) as e:
    print('0=-1.1E', type(e).__name__, e)
try:
    print('_<-#.17f', repr('{:_<-#.17f}'.format(0)))
except (ValueError, TypeError, OverflowError) as e:
    print('_<-#.17f', type(e).__name__, e)
try:
    print('0=-z5_.10x', repr('{:0=-z5_.10x}'.format(0.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('0=-z5_.10x', type(e).__name__, e)
try:
    print('<-z0.10d', repr('{:<-z0.10d}'.format(123456789.123)))
except (ValueError, TypeError, OverflowError) as e:
    print('<-z0.10d', type(e).__name__, e)
try:
    print('0< 1.0E', repr(format(0.1, '0< 1.0E')))
except (ValueError, TypeError, OverflowError) as e:
    print('0< 1.0E', type(e).__name__, e)
try:
    print('0<+0.0d', repr(f'{None:0<+0.0d}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0<+0.0d', type(e).__name__, e)
try:
    print('*^ 1,.10x', repr(f'{"":*^ 1,.10x}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*^ 1,.10x', type(e).__name__, e)
try:
    print(' <+05s', repr(f'{0.5: <+05s}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' <+05s', type(e).__name__, e)
try:
    print('0^+#1s', repr(f'{5e-324:0^+#1s}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0^+#1s', type(e).__name__, e)
try:
    print('*= 0.0F', repr('{:*= 0.0F}'.format(1234.5678)))
except (ValueError, TypeError, OverflowError) as e:
    print('*= 0.0F', type(e).__name__, e)
try:
    print('*<-#05_.10G', repr(f'{float("inf"):*<-#05_.10G}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*<-#05_.10G', type(e).__name__, e)
try:
    print('_<z012', repr(format("", '_<z012')))
except (ValueError, TypeError, OverflowError) as e:
    print('_<z012', type(e).__name__, e)
try:
    print('0> 1_s', repr(format(0, '0> 1_s')))
except (ValueError, TypeError, OverflowError) as e:
    print('0> 1_s', type(e).__name__, e)
try:
    print('é= 5.1s', repr(format(5e-324, 'é= 5.1s')))
except (ValueError, TypeError, OverflowError) as e:
    print('é= 5.1s', type(e).__name__, e)
try:
    print('_<+#5,.3o', repr(format(-1234567, '_<+#5,.3o')))
except (ValueError, TypeError, OverflowError) as e:
    print('_<+#5,.3o', type(e).__name__, e)
try:
    print('_< #1_.10', repr(f'{-2.5:_< #1_.10}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_< #1_.10', type(e).__name__, e)
try:
    print('>-#012.10f', repr(format("s", '>-#012.10f')))
except (ValueError, TypeError, OverflowError) as e:
    print('>-#012.10f', type(e).__name__, e)
try:
    print('0<-0_d', repr(format(float("inf"), '0<-0_d')))
except (ValueError, TypeError, OverflowError) as e:
    print('0<-0_d', type(e).__name__, e)
try:
    print('_^-#05,.1%', repr(f'{False:_^-#05,.1%}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_^-#05,.1%', type(e).__name__, e)
try:
    print(' <+z#_E', repr(f'{255: <+z#_E}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' <+z#_E', type(e).__name__, e)
try:
    print('=-z0s', repr('{:=-z0s}'.format(0.1)))
except (ValueError, TypeError, OverflowError) as e:
    print('=-z0s', type(e).__name__, e)
try:
    print('= #1_d', repr('{:= #1_d}'.format(None)))
except (ValueError, TypeError, OverflowError) as e:
    print('= #1_d', type(e).__name__, e)
try:
    print('+12.17s', repr('{:+12.17s}'.format(255)))
except (ValueError, TypeError, OverflowError) as e:
    print('+12.17s', type(e).__name__, e)
try:
    print('0< #5_.0e', repr(format(1.5, '0< #5_.0e')))
except (ValueError, TypeError, OverflowError) as e:
    print('0< #5_.0e', type(e).__name__, e)
try:
    print('_= z012_.10F', repr(format((1, 2), '_= z012_.10F')))
except (ValueError, TypeError, OverflowError) as e:
    print('_= z012_.10F', type(e).__name__, e)
try:
    print('é=5.0E', repr(f'{5e-324:é=5.0E}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é=5.0E', type(e).__name__, e)
try:
    print('0>012,.17%', repr('{:0>012,.17%}'.format(0.0)))
except (ValueError, TypeError, OverflowError) as e:
    print('0>012,.17%', type(e).__name__, e)
try:
    print('^z.10g', repr(format(-1, '^z.10g')))
except (ValueError, TypeError, OverflowError) as e:
    print('^z.10g', type(e).__name__, e)
try:
    print(' =-z01.0e', repr(f'{0.1: =-z01.0e}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' =-z01.0e', type(e).__name__, e)
try:
    print('é^ 5.0f', repr(f'{9223372036854775807:é^ 5.0f}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é^ 5.0f', type(e).__name__, e)
try:
    print('+z.3c', repr(format(1e16, '+z.3c')))
except (ValueError, TypeError, OverflowError) as e:
    print('+z.3c', type(e).__name__, e)
try:
    print('é<-z.17E', repr(format(float("inf"), 'é<-z.17E')))
except (ValueError, TypeError, OverflowError) as e:
    print('é<-z.17E', type(e).__name__, e)
try:
    print('0<#0.3%', repr(format("stride", '0<#0.3%')))
except (ValueError, TypeError, OverflowError) as e:
    print('0<#0.3%', type(e).__name__, e)
#@@ case spec_random_11
try:
    print('é=#5_.1c', repr(f'{False:é=#5_.1c}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é=#5_.1c', type(e).__name__, e)
try:
    print('_= #012_.3d', repr('{:_= #012_.3d}'.format(None)))
except (ValueError, TypeError, OverflowError) as e:
    print('_= #012_.3d', type(e).__name__, e)
try:
    print('é< 12g', repr(format(-0.0, 'é< 12g')))
except (ValueError, TypeError, OverflowError) as e:
    print('é< 12g', type(e).__name__, e)
try:
    print('é^ z05.1G', repr(f'{0:é^ z05.1G}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é^ z05.1G', type(e).__name__, e)
try:
    print(' ^-#0.1f', repr('{: ^-#0.1f}'.format(float("inf"))))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^-#0.1f', type(e).__name__, e)
try:
    print('= #12.10d', repr(f'{False:= #12.10d}'))
except (ValueError, TypeError, OverflowError) as e:
    print('= #12.10d', type(e).__name__, e)
try:
    print('*< #1.1E', repr(f'{-1:*< #1.1E}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*< #1.1E', type(e).__name__, e)
try:
    print('é=z#012_', repr(format(-0.0, 'é=z#012_')))
except (ValueError, TypeError, OverflowError) as e:
    print('é=z#012_', type(e).__name__, e)
try:
    print(' =+#0.10', repr(format(1, ' =+#0.10')))
except (ValueError, TypeError, OverflowError) as e:
    print(' =+#0.10', type(e).__name__, e)
try:
    print('<-#01_G', repr(f'{0.1:<-#01_G}'))
except (ValueError, TypeError, OverflowError) as e:
    print('<-#01_G', type(e).__name__, e)
try:
    print(' > 5,.10o', repr(format(0.0, ' > 5,.10o')))
except (ValueError, TypeError, OverflowError) as e:
    print(' > 5,.10o', type(e).__name__, e)
try:
    print('0< z05.10X', repr(format(5e-324, '0< z05.10X')))
except (ValueError, TypeError, OverflowError) as e:
    print('0< z05.10X', type(e).__name__, e)
try:
    print('^+#05_.0b', repr('{:^+#05_.0b}'.format(-2.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('^+#05_.0b', type(e).__name__, e)
try:
    print('0^+0.3x', repr('{:0^+0.3x}'.format("s")))
except (ValueError, TypeError, OverflowError) as e:
    print('0^+0.3x', type(e).__name__, e)
try:
    print('<+#0.3G', repr(f'{float("nan"):<+#0.3G}'))
except (ValueError, TypeError, OverflowError) as e:
    print('<+#0.3G', type(e).__name__, e)
try:
    print('_= z05,.3o', repr(format(7, '_= z05,.3o')))
except (ValueError, TypeError, OverflowError) as e:
    print('_= z05,.3o', type(e).__name__, e)
try:
    print('0<0,E', repr(format(0.0, '0<0,E')))
except (ValueError, TypeError, OverflowError) as e:
    print('0<0,E', type(e).__name__, e)
try:
    print('+z012,c', repr('{:+z012,c}'.format(9223372036854775807)))
except (ValueError, TypeError, OverflowError) as e:
    print('+z012,c', type(e).__name__, e)
try:
    print('0<-05_.10f', repr(format(255, '0<-05_.10f')))
except (ValueError, TypeError, OverflowError) as e:
    print('0<-05_.10f', type(e).__name__, e)
try:
    print('*^+5_.10E', repr('{:*^+5_.10E}'.format(1.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('*^+5_.10E', type(e).__name__, e)
try:
    print('é^-zd', repr('{:é^-zd}'.format(1e300)))
except (ValueError, TypeError, OverflowError) as e:
    print('é^-zd', type(e).__name__, e)
try:
    print(' ^ z#01_d', repr('{: ^ z#01_d}'.format(float("inf"))))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^ z#01_d', type(e).__name__, e)
try:
    print('< #0.10e', repr(format((1, 2), '< #0.10e')))
except (ValueError, TypeError, OverflowError) as e:
    print('< #0.10e', type(e).__name__, e)
try:
    print('0>-5,G', repr('{:0>-5,G}'.format((1, 2))))
except (ValueError, TypeError, OverflowError) as e:
    print('0>-5,G', type(e).__name__, e)
try:
    print('0<+1.17b', repr(format(5e-324, '0<+1.17b')))
except (ValueError, TypeError, OverflowError) as e:
    print('0<+1.17b', type(e).__name__, e)
try:
    print('*<-05_.17b', repr(f'{0.1:*<-05_.17b}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*<-05_.17b', type(e).__name__, e)
try:
    print('*^+5_.1', repr('{:*^+5_.1}'.format(2.675)))
except (ValueError, TypeError, OverflowError) as e:
    print('*^+5_.1', type(e).__name__, e)
try:
    print('_^+#.3d', repr('{:_^+#.3d}'.format(1e300)))
except (ValueError, TypeError, OverflowError) as e:
    print('_^+#.3d', type(e).__name__, e)
try:
    print('é^-#1.10o', repr('{:é^-#1.10o}'.format(-2.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('é^-#1.10o', type(e).__name__, e)
try:
    print('0^+#1.3', repr('{:0^+#1.3}'.format("s")))
except (ValueError, TypeError, OverflowError) as e:
    print('0^+#1.3', type(e).__name__, e)
try:
    print('^#12,.17s', repr('{:^#12,.17s}'.format(0.000123)))
except (ValueError, TypeError, OverflowError) as e:
    print('^#12,.17s', type(e).__name__, e)
try:
    print(' ^z.3s', repr(format("", ' ^z.3s')))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^z.3s', type(e).__name__, e)
try:
    print('*^#05_G', repr('{:*^#05_G}'.format("stride")))
except (ValueError, TypeError, OverflowError) as e:
    print('*^#05_G', type(e).__name__, e)
try:
    print('0=-z#012_g', repr(format(0, '0=-z#012_g')))
except (ValueError, TypeError, OverflowError) as e:
    print('0=-z#012_g', type(e).__name__, e)
try:
    print(' ^-#01_.1G', repr(f'{255: ^-#01_.1G}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^-#01_.1G', type(e).__name__, e)
try:
    print('é^ z#.3g', repr(f'{1.5:é^ z#.3g}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é^ z#.3g', type(e).__name__, e)
try:
    print('0=0_.17s', repr('{:0=0_.17s}'.format(5e-324)))
except (ValueError, TypeError, OverflowError) as e:
    print('0=0_.17s', type(e).__name__, e)
try:
    print('*^#0n', repr(f'{0.1:*^#0n}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*^#0n', type(e).__name__, e)
try:
    print('_< z5,.17x', repr(format(9223372036854775807, '_< z5,.17x')))
except (ValueError, TypeError, OverflowError) as e:
    print('_< z5,.17x', type(e).__name__, e)
try:
    print('0^#0,%', repr(format(False, '0^#0,%')))
except (ValueError, TypeError, OverflowError) as e:
    print('0^#0,%', type(e).__name__, e)
try:
    print('*>+01g', repr(f'{99.995:*>+01g}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*>+01g', type(e).__name__, e)
try:
    print('^ #1s', repr(f'{(1, 2):^ #1s}'))
except (ValueError, TypeError, OverflowError) as e:
    print('^ #1s', type(e).__name__, e)
try:
    print('é>+z#0b', repr(f'{None:é>+z#0b}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é>+z#0b', type(e).__name__, e)
try:
    print(' <+z#01.1F', repr('{: <+z#01.1F}'.format("")))
except (ValueError, TypeError, OverflowError) as e:
    print(' <+z#01.1F', type(e).__name__, e)
try:
    print('_> #01.0f', repr('{:_> #01.0f}'.format(False)))
except (ValueError, TypeError, OverflowError) as e:
    print('_> #01.0f', type(e).__name__, e)
try:
    print('é>+#01c', repr('{:é>+#01c}'.format(99.995)))
except (ValueError, TypeError, OverflowError) as e:
    print('é>+#01c', type(e).__name__, e)
try:
    print(' >+z0.17n', repr(format(True, ' >+z0.17n')))
except (ValueError, TypeError, OverflowError) as e:
    print(' >+z0.17n', type(e).__name__, e)
try:
    print('é=#01,.17n', repr('{:é=#01,.17n}'.format(99.995)))
except (ValueError, TypeError, OverflowError) as e:
    print('é=#01,.17n', type(e).__name__, e)
try:
    print('0<+z#012,.0e', repr(format(1, '0<+z#012,.0e')))
except (ValueError, TypeError, OverflowError) as e:
    print('0<+z#012,.0e', type(e).__name__, e)
try:
    print('0<-zn', repr(format(1e16, '0<-zn')))
except (ValueError, TypeError, OverflowError) as e:
    print('0<-zn', type(e).__name__, e)
try:
    print('_<+z#1.1', repr('{:_<+z#1.1}'.format(9223372036854775807)))
except (ValueError, TypeError, OverflowError) as e:
    print('_<+z#1.1', type(e).__name__, e)
try:
    print(' ^z#,.0n', repr('{: ^z#,.0n}'.format(1e16)))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^z#,.0n', type(e).__name__, e)
try:
    print('é<012,c', repr('{:é<012,c}'.format(255)))
except (ValueError, TypeError, OverflowError) as e:
    print('é<012,c', type(e).__name__, e)
try:
    print('^+z#05,.1G', repr(f'{5e-324:^+z#05,.1G}'))
except (ValueError, TypeError, OverflowError) as e:
    print('^+z#05,.1G', type(e).__name__, e)
try:
    print('= 01d', repr(f'{"":= 01d}'))
except (ValueError, TypeError, OverflowError) as e:
    print('= 01d', type(e).__name__, e)
try:
    print('0>-5.1%', repr('{:0>-5.1%}'.format(float("nan"))))
except (ValueError, TypeError, OverflowError) as e:
    print('0>-5.1%', type(e).__name__, e)
try:
    print('> #1_.17x', repr(format(5e-324, '> #1_.17x')))
except (ValueError, TypeError, OverflowError) as e:
    print('> #1_.17x', type(e).__name__, e)
try:
    print('*>+#012.1g', repr(format(-1234567, '*>+#012.1g')))
except (ValueError, TypeError, OverflowError) as e:
    print('*>+#012.1g', type(e).__name__, e)
try:
    print(' ^+,.0g', repr(format(-0.0, ' ^+,.0g')))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^+,.0g', type(e).__name__, e)
try:
    print('é=z12.0E', repr(f'{0.5:é=z12.0E}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é=z12.0E', type(e).__name__, e)
#@@ case spec_random_12
try:
    print(' <01G', repr(format(None, ' <01G')))
except (ValueError, TypeError, OverflowError) as e:
    print(' <01G', type(e).__name__, e)
try:
    print('_< z05,g', repr('{:_< z05,g}'.format(123456789.123)))
except (ValueError, TypeError, OverflowError) as e:
    print('_< z05,g', type(e).__name__, e)
try:
    print(' =+#0,G', repr(format(1e16, ' =+#0,G')))
except (ValueError, TypeError, OverflowError) as e:
    print(' =+#0,G', type(e).__name__, e)
try:
    print(' <-5,.1n', repr(format(-1234567, ' <-5,.1n')))
except (ValueError, TypeError, OverflowError) as e:
    print(' <-5,.1n', type(e).__name__, e)
try:
    print('é>+_.1E', repr(f'{-1234567:é>+_.1E}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é>+_.1E', type(e).__name__, e)
try:
    print('0<-#01,.3e', repr(f'{0.000123:0<-#01,.3e}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0<-#01,.3e', type(e).__name__, e)
try:
    print(' ^-05.1E', repr('{: ^-05.1E}'.format(0)))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^-05.1E', type(e).__name__, e)
try:
    print('*>-z#5_.17c', repr(f'{"":*>-z#5_.17c}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*>-z#5_.17c', type(e).__name__, e)
try:
    print('-0d', repr('{:-0d}'.format(1.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('-0d', type(e).__name__, e)
try:
    print('é>-#,.17X', repr(format(1.5, 'é>-#,.17X')))
except (ValueError, TypeError, OverflowError) as e:
    print('é>-#,.17X', type(e).__name__, e)
try:
    print('*^ z#1.0n', repr(f'{2.675:*^ z#1.0n}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*^ z#1.0n', type(e).__name__, e)
try:
    print('0<+#1,.1b', repr('{:0<+#1,.1b}'.format(-1234567)))
except (ValueError, TypeError, OverflowError) as e:
    print('0<+#1,.1b', type(e).__name__, e)
try:
    print('*^-#1,.17s', repr(f'{0.5:*^-#1,.17s}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*^-#1,.17s', type(e).__name__, e)
try:
    print('0=z012_.1E', repr(f'{-1:0=z012_.1E}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0=z012_.1E', type(e).__name__, e)
try:
    print('*=#05,.3x', repr(f'{(1, 2):*=#05,.3x}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*=#05,.3x', type(e).__name__, e)
try:
    print('*< 5G', repr('{:*< 5G}'.format((1, 2))))
except (ValueError, TypeError, OverflowError) as e:
    print('*< 5G', type(e).__name__, e)
try:
    print('= 05.17c', repr(format(-1234567, '= 05.17c')))
except (ValueError, TypeError, OverflowError) as e:
    print('= 05.17c', type(e).__name__, e)
try:
    print('*<z0.17f', repr(format((1, 2), '*<z0.17f')))
except (ValueError, TypeError, OverflowError) as e:
    print('*<z0.17f', type(e).__name__, e)
try:
    print('>+1x', repr(format(255, '>+1x')))
except (ValueError, TypeError, OverflowError) as e:
    print('>+1x', type(e).__name__, e)
try:
    print('>-#1c', repr(f'{False:>-#1c}'))
except (ValueError, TypeError, OverflowError) as e:
    print('>-#1c', type(e).__name__, e)
try:
    print('*<-z#012_.1b', repr('{:*<-z#012_.1b}'.format(0.000123)))
except (ValueError, TypeError, OverflowError) as e:
    print('*<-z#012_.1b', type(e).__name__, e)
try:
    print('0=-z#12,.10c', repr(f'{9223372036854775807:0=-z#12,.10c}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0=-z#12,.10c', type(e).__name__, e)
try:
    print('é=+#01,F', repr('{:é=+#01,F}'.format(float("inf"))))
except (ValueError, TypeError, OverflowError) as e:
    print('é=+#01,F', type(e).__name__, e)
try:
    print('*^ z#01_x', repr('{:*^ z#01_x}'.format(9223372036854775807)))
except (ValueError, TypeError, OverflowError) as e:
    print('*^ z#01_x', type(e).__name__, e)
try:
    print('0<+#5.10e', repr(format("s", '0<+#5.10e')))
except (ValueError, TypeError, OverflowError) as e:
    print('0<+#5.10e', type(e).__name__, e)
try:
    print('0>+#12,.1f', repr(format(-1234567, '0>+#12,.1f')))
except (ValueError, TypeError, OverflowError) as e:
    print('0>+#12,.1f', type(e).__name__, e)
try:
    print('0=-z0.0g', repr(f'{float("nan"):0=-z0.0g}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0=-z0.0g', type(e).__name__, e)
try:
    print('0< #,.0E', repr(format(5e-324, '0< #,.0E')))
except (ValueError, TypeError, OverflowError) as e:
    print('0< #,.0E', type(e).__name__, e)
try:
    print('0=012c', repr(f'{1e-7:0=012c}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0=012c', type(e).__name__, e)
try:
    print('_>+0_', repr(f'{False:_>+0_}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_>+0_', type(e).__name__, e)
try:
    print('_=-z#12b', repr(format(-1234567, '_=-z#12b')))
except (ValueError, TypeError, OverflowError) as e:
    print('_=-z#12b', type(e).__name__, e)
try:
    print(' >-01,.1s', repr('{: >-01,.1s}'.format(1e16)))
except (ValueError, TypeError, OverflowError) as e:
    print(' >-01,.1s', type(e).__name__, e)
try:
    print('_<-z1x', repr(f'{0:_<-z1x}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_<-z1x', type(e).__name__, e)
try:
    print('_>+z#1_.3G', repr(format(1e300, '_>+z#1_.3G')))
except (ValueError, TypeError, OverflowError) as e:
    print('_>+z#1_.3G', type(e).__name__, e)
try:
    print('0< 0.17n', repr(f'{"s":0< 0.17n}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0< 0.17n', type(e).__name__, e)
try:
    print('*>-01,X', repr(format(9223372036854775807, '*>-01,X')))
except (ValueError, TypeError, OverflowError) as e:
    print('*>-01,X', type(e).__name__, e)
try:
    print('^+#12G', repr(format(9223372036854775807, '^+#12G')))
except (ValueError, TypeError, OverflowError) as e:
    print('^+#12G', type(e).__name__, e)
try:
    print('0< z012%', repr('{:0< z012%}'.format(1e300)))
except (ValueError, TypeError, OverflowError) as e:
    print('0< z012%', type(e).__name__, e)
try:
    print(' <+1_.1g', repr('{: <+1_.1g}'.format(None)))
except (ValueError, TypeError, OverflowError) as e:
    print(' <+1_.1g', type(e).__name__, e)
try:
    print(' ^-z#12.0G', repr(f'{5e-324: ^-z#12.0G}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^-z#12.0G', type(e).__name__, e)
try:
    print('é=05d', repr('{:é=05d}'.format(99.995)))
except (ValueError, TypeError, OverflowError) as e:
    print('é=05d', type(e).__name__, e)
try:
    print('_^-#5,n', repr(format(float("nan"), '_^-#5,n')))
except (ValueError, TypeError, OverflowError) as e:
    print('_^-#5,n', type(e).__name__, e)
try:
    print('_<+012,.0o', repr(format(1234.5678, '_<+012,.0o')))
except (ValueError, TypeError, OverflowError) as e:
    print('_<+012,.0o', type(e).__name__, e)
try:
    print(' 01.0e', repr(f'{1e16: 01.0e}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' 01.0e', type(e).__name__, e)
try:
    print(' =,.10n', repr(format(9223372036854775807, ' =,.10n')))
except (ValueError, TypeError, OverflowError) as e:
    print(' =,.10n', type(e).__name__, e)
try:
    print('_<+1e', repr('{:_<+1e}'.format(0.000123)))
except (ValueError, TypeError, OverflowError) as e:
    print('_<+1e', type(e).__name__, e)
try:
    print('>#1_.1', repr('{:>#1_.1}'.format(2.675)))
except (ValueError, TypeError, OverflowError) as e:
    print('>#1_.1', type(e).__name__, e)
try:
    print(' =-#1_.3x', repr(format("", ' =-#1_.3x')))
except (ValueError, TypeError, OverflowError) as e:
    print(' =-#1_.3x', type(e).__name__, e)
try:
    print('0< z#05,.1%', repr(format(7, '0< z#05,.1%')))
except (ValueError, TypeError, OverflowError) as e:
    print('0< z#05,.1%', type(e).__name__, e)
try:
    print(' #01.10X', repr(f'{"stride": #01.10X}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' #01.10X', type(e).__name__, e)
try:
    print('é<z,F', repr(f'{1234.5678:é<z,F}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é<z,F', type(e).__name__, e)
try:
    print('0=-z5_.3E', repr('{:0=-z5_.3E}'.format("stride")))
except (ValueError, TypeError, OverflowError) as e:
    print('0=-z5_.3E', type(e).__name__, e)
try:
    print('*<1.1f', repr(format(5e-324, '*<1.1f')))
except (ValueError, TypeError, OverflowError) as e:
    print('*<1.1f', type(e).__name__, e)
try:
    print('*^5.3G', repr('{:*^5.3G}'.format(0.1)))
except (ValueError, TypeError, OverflowError) as e:
    print('*^5.3G', type(e).__name__, e)
try:
    print(' =+#012,', repr(format(0.0, ' =+#012,')))
except (ValueError, TypeError, OverflowError) as e:
    print(' =+#012,', type(e).__name__, e)
try:
    print('é^ z#5b', repr(f'{1234.5678:é^ z#5b}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é^ z#5b', type(e).__name__, e)
try:
    print('é^+#5_.0g', repr(f'{255:é^+#5_.0g}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é^+#5_.0g', type(e).__name__, e)
try:
    print('é<1_.17c', repr(f'{9223372036854775807:é<1_.17c}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é<1_.17c', type(e).__name__, e)
try:
    print('é<+z01_.10g', repr(f'{9223372036854775807:é<+z01_.10g}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é<+z01_.10g', type(e).__name__, e)
try:
    print('*=#5%', repr(f'{1.5:*=#5%}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*=#5%', type(e).__name__, e)
#@@ case spec_random_13
try:
    print('*<-#05x', repr(format(float("nan"), '*<-#05x')))
except (ValueError, TypeError, OverflowError) as e:
    print('*<-#05x', type(e).__name__, e)
try:
    print('0>+#5.10s', repr('{:0>+#5.10s}'.format(0.000123)))
except (ValueError, TypeError, OverflowError) as e:
    print('0>+#5.10s', type(e).__name__, e)
try:
    print(' =z#0.1', repr('{: =z#0.1}'.format(1234.5678)))
except (ValueError, TypeError, OverflowError) as e:
    print(' =z#0.1', type(e).__name__, e)
try:
    print('_= 5,.17c', repr(f'{True:_= 5,.17c}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_= 5,.17c', type(e).__name__, e)
try:
    print('*< 05,.17o', repr('{:*< 05,.17o}'.format(1e16)))
except (ValueError, TypeError, OverflowError) as e:
    print('*< 05,.17o', type(e).__name__, e)
try:
    print('*<#012.3b', repr('{:*<#012.3b}'.format(1)))
except (ValueError, TypeError, OverflowError) as e:
    print('*<#012.3b', type(e).__name__, e)
try:
    print('é^-#0e', repr(f'{0.000123:é^-#0e}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é^-#0e', type(e).__name__, e)
try:
    print(' < #0_.1o', repr('{: < #0_.1o}'.format(0.5)))
except (ValueError, TypeError, OverflowError) as e:
    print(' < #0_.1o', type(e).__name__, e)
try:
    print('0^-1_x', repr(f'{float("nan"):0^-1_x}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0^-1_x', type(e).__name__, e)
try:
    print('0^-01_.17c', repr(f'{None:0^-01_.17c}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0^-01_.17c', type(e).__name__, e)
try:
    print(' =#5_.10s', repr(format(255, ' =#5_.10s')))
except (ValueError, TypeError, OverflowError) as e:
    print(' =#5_.10s', type(e).__name__, e)
try:
    print(' z12.1n', repr('{: z12.1n}'.format(255)))
except (ValueError, TypeError, OverflowError) as e:
    print(' z12.1n', type(e).__name__, e)
try:
    print(' ^12_g', repr(f'{123456789.123: ^12_g}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^12_g', type(e).__name__, e)
try:
    print('= z01,.1', repr(f'{-1:= z01,.1}'))
except (ValueError, TypeError, OverflowError) as e:
    print('= z01,.1', type(e).__name__, e)
try:
    print('_>+012_.0G', repr(format("stride", '_>+012_.0G')))
except (ValueError, TypeError, OverflowError) as e:
    print('_>+012_.0G', type(e).__name__, e)
try:
    print('_^ 05e', repr('{:_^ 05e}'.format(255)))
except (ValueError, TypeError, OverflowError) as e:
    print('_^ 05e', type(e).__name__, e)
try:
    print('é< z#0_.10b', repr('{:é< z#0_.10b}'.format(7)))
except (ValueError, TypeError, OverflowError) as e:
    print('é< z#0_.10b', type(e).__name__, e)
try:
    print('^z#5.1n', repr('{:^z#5.1n}'.format(1234.5678)))
except (ValueError, TypeError, OverflowError) as e:
    print('^z#5.1n', type(e).__name__, e)
try:
    print('-_.0g', repr(format(float("nan"), '-_.0g')))
except (ValueError, TypeError, OverflowError) as e:
    print('-_.0g', type(e).__name__, e)
try:
    print('é^ 01.3b', repr('{:é^ 01.3b}'.format(-0.0)))
except (ValueError, TypeError, OverflowError) as e:
    print('é^ 01.3b', type(e).__name__, e)
try:
    print('_=+#05.17g', repr(f'{0.000123:_=+#05.17g}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_=+#05.17g', type(e).__name__, e)
try:
    print('*^ 05.17f', repr('{:*^ 05.17f}'.format(1234.5678)))
except (ValueError, TypeError, OverflowError) as e:
    print('*^ 05.17f', type(e).__name__, e)
try:
    print('é>z#012_.1E', repr(format((1, 2), 'é>z#012_.1E')))
except (ValueError, TypeError, OverflowError) as e:
    print('é>z#012_.1E', type(e).__name__, e)
try:
    print('^-z0.17%', repr(format(0.0, '^-z0.17%')))
except (ValueError, TypeError, OverflowError) as e:
    print('^-z0.17%', type(e).__name__, e)
try:
    print(' >-z#5o', repr(format(float("nan"), ' >-z#5o')))
except (ValueError, TypeError, OverflowError) as e:
    print(' >-z#5o', type(e).__name__, e)
try:
    print('é<-#05G', repr(format("", 'é<-#05G')))
except (ValueError, TypeError, OverflowError) as e:
    print('é<-#05G', type(e).__name__, e)
try:
    print('_<#5.17c', repr('{:_<#5.17c}'.format(0.1)))
except (ValueError, TypeError, OverflowError) as e:
    print('_<#5.17c', type(e).__name__, e)
try:
    print(' <-#01_.10%', repr(f'{99.995: <-#01_.10%}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' <-#01_.10%', type(e).__name__, e)
try:
    print('*<-z01,o', repr('{:*<-z01,o}'.format(float("inf"))))
except (ValueError, TypeError, OverflowError) as e:
    print('*<-z01,o', type(e).__name__, e)
try:
    print('é> 01.0e', repr('{:é> 01.0e}'.format(float("nan"))))
except (ValueError, TypeError, OverflowError) as e:
    print('é> 01.0e', type(e).__name__, e)
try:
    print(' = #0,.3c', repr(format(-2.5, ' = #0,.3c')))
except (ValueError, TypeError, OverflowError) as e:
    print(' = #0,.3c', type(e).__name__, e)
try:
    print('=z#12x', repr(format(123456789.123, '=z#12x')))
except (ValueError, TypeError, OverflowError) as e:
    print('=z#12x', type(e).__name__, e)
try:
    print('*=+12,.1F', repr(format(True, '*=+12,.1F')))
except (ValueError, TypeError, OverflowError) as e:
    print('*=+12,.1F', type(e).__name__, e)
try:
    print(' <+012.0n', repr(format(1234.5678, ' <+012.0n')))
except (ValueError, TypeError, OverflowError) as e:
    print(' <+012.0n', type(e).__name__, e)
try:
    print(' =+5,.3c', repr(format(123456789.123, ' =+5,.3c')))
except (ValueError, TypeError, OverflowError) as e:
    print(' =+5,.3c', type(e).__name__, e)
try:
    print('*< 01.10G', repr(f'{9223372036854775807:*< 01.10G}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*< 01.10G', type(e).__name__, e)
try:
    print('é<#01.0x', repr(f'{123456789.123:é<#01.0x}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é<#01.0x', type(e).__name__, e)
try:
    print('_=z#1,.3n', repr('{:_=z#1,.3n}'.format(False)))
except (ValueError, TypeError, OverflowError) as e:
    print('_=z#1,.3n', type(e).__name__, e)
try:
    print('*<+#05_.10e', repr(f'{0.1:*<+#05_.10e}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*<+#05_.10e', type(e).__name__, e)
try:
    print('_^zG', repr(f'{123456789.123:_^zG}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_^zG', type(e).__name__, e)
try:
    print('é^ #1_.3n', repr('{:é^ #1_.3n}'.format(True)))
except (ValueError, TypeError, OverflowError) as e:
    print('é^ #1_.3n', type(e).__name__, e)
try:
    print('_=+0.1f', repr('{:_=+0.1f}'.format(1234.5678)))
except (ValueError, TypeError, OverflowError) as e:
    print('_=+0.1f', type(e).__name__, e)
try:
    print('_^-z#.1x', repr(f'{-1234567:_^-z#.1x}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_^-z#.1x', type(e).__name__, e)
try:
    print(' >+05,F', repr('{: >+05,F}'.format(0.0)))
except (ValueError, TypeError, OverflowError) as e:
    print(' >+05,F', type(e).__name__, e)
try:
    print('_=z,c', repr(format(1, '_=z,c')))
except (ValueError, TypeError, OverflowError) as e:
    print('_=z,c', type(e).__name__, e)
try:
    print('é^z12.1n', repr('{:é^z12.1n}'.format(99.995)))
except (ValueError, TypeError, OverflowError) as e:
    print('é^z12.1n', type(e).__name__, e)
try:
    print('-#12,.1o', repr(format(99.995, '-#12,.1o')))
except (ValueError, TypeError, OverflowError) as e:
    print('-#12,.1o', type(e).__name__, e)
try:
    print('0<05.1e', repr('{:0<05.1e}'.format(0.000123)))
except (ValueError, TypeError, OverflowError) as e:
    print('0<05.1e', type(e).__name__, e)
try:
    print('*=+#5,.0g', repr('{:*=+#5,.0g}'.format(1e-7)))
except (ValueError, TypeError, OverflowError) as e:
    print('*=+#5,.0g', type(e).__name__, e)
try:
    print('_^+012_F', repr(format(99.995, '_^+012_F')))
except (ValueError, TypeError, OverflowError) as e:
    print('_^+012_F', type(e).__name__, e)
try:
    print('0<+zx', repr(f'{"":0<+zx}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0<+zx', type(e).__name__, e)
try:
    print('é^+012_.1b', repr(format("stride", 'é^+012_.1b')))
except (ValueError, TypeError, OverflowError) as e:
    print('é^+012_.1b', type(e).__name__, e)
try:
    print('_=#5.10x', repr(f'{False:_=#5.10x}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_=#5.10x', type(e).__name__, e)
try:
    print('é< z1.0b', repr(f'{2.675:é< z1.0b}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é< z1.0b', type(e).__name__, e)
try:
    print('é>#0,.10c', repr(format(255, 'é>#0,.10c')))
except (ValueError, TypeError, OverflowError) as e:
    print('é>#0,.10c', type(e).__name__, e)
try:
    print('_^ z.3n', repr('{:_^ z.3n}'.format(None)))
except (ValueError, TypeError, OverflowError) as e:
    print('_^ z.3n', type(e).__name__, e)
try:
    print('é>+#1.1e', repr(f'{1.5:é>+#1.1e}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é>+#1.1e', type(e).__name__, e)
try:
    print('*=-05_.1x', repr(format(False, '*=-05_.1x')))
except (ValueError, TypeError, OverflowError) as e:
    print('*=-05_.1x', type(e).__name__, e)
try:
    print('*^ z#0_.0o', repr(format(0.5, '*^ z#0_.0o')))
except (ValueError, TypeError, OverflowError) as e:
    print('*^ z#0_.0o', type(e).__name__, e)
try:
    print('0=#01.17o', repr(format(2.675, '0=#01.17o')))
except (ValueError, TypeError, OverflowError) as e:
    print('0=#01.17o', type(e).__name__, e)
#@@ case spec_random_14
try:
    print(' <z#1f', repr(f'{255: <z#1f}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' <z#1f', type(e).__name__, e)
try:
    print('_=-#05%', repr(format(0.0, '_=-#05%')))
except (ValueError, TypeError, OverflowError) as e:
    print('_=-#05%', type(e).__name__, e)
try:
    print('_>1.1g', repr('{:_>1.1g}'.format(float("nan"))))
except (ValueError, TypeError, OverflowError) as e:
    print('_>1.1g', type(e).__name__, e)
try:
    print('0<z,E', repr(format(5e-324, '0<z,E')))
except (ValueError, TypeError, OverflowError) as e:
    print('0<z,E', type(e).__name__, e)
try:
    print('0< _.1G', repr('{:0< _.1G}'.format(0.1)))
except (ValueError, TypeError, OverflowError) as e:
    print('0< _.1G', type(e).__name__, e)
try:
    print('*=+z#,.10', repr('{:*=+z#,.10}'.format(2.675)))
except (ValueError, TypeError, OverflowError) as e:
    print('*=+z#,.10', type(e).__name__, e)
try:
    print('*=+z#05n', repr(format(1e300, '*=+z#05n')))
except (ValueError, TypeError, OverflowError) as e:
    print('*=+z#05n', type(e).__name__, e)
try:
    print('_> z#05.0%', repr(format("stride", '_> z#05.0%')))
except (ValueError, TypeError, OverflowError) as e:
    print('_> z#05.0%', type(e).__name__, e)
try:
    print('_=#12,.1o', repr(format((1, 2), '_=#12,.1o')))
except (ValueError, TypeError, OverflowError) as e:
    print('_=#12,.1o', type(e).__name__, e)
try:
    print('*< 01_.1X', repr(format(0.0, '*< 01_.1X')))
except (ValueError, TypeError, OverflowError) as e:
    print('*< 01_.1X', type(e).__name__, e)
try:
    print(' <0_.17', repr(f'{7: <0_.17}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' <0_.17', type(e).__name__, e)
try:
    print('é>+#05,.3g', repr('{:é>+#05,.3g}'.format((1, 2))))
except (ValueError, TypeError, OverflowError) as e:
    print('é>+#05,.3g', type(e).__name__, e)
try:
    print('*<+#12.1f', repr(f'{1234.5678:*<+#12.1f}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*<+#12.1f', type(e).__name__, e)
try:
    print(' =01.17F', repr(format(1e-7, ' =01.17F')))
except (ValueError, TypeError, OverflowError) as e:
    print(' =01.17F', type(e).__name__, e)
try:
    print(' >#01.17e', repr('{: >#01.17e}'.format("stride")))
except (ValueError, TypeError, OverflowError) as e:
    print(' >#01.17e', type(e).__name__, e)
try:
    print('0^#5,.10n', repr(f'{"s":0^#5,.10n}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0^#5,.10n', type(e).__name__, e)
try:
    print('0<0,s', repr(format(0.000123, '0<0,s')))
except (ValueError, TypeError, OverflowError) as e:
    print('0<0,s', type(e).__name__, e)
try:
    print('=+d', repr(format(5e-324, '=+d')))
except (ValueError, TypeError, OverflowError) as e:
    print('=+d', type(e).__name__, e)
try:
    print('*^+5%', repr(format(0.0, '*^+5%')))
except (ValueError, TypeError, OverflowError) as e:
    print('*^+5%', type(e).__name__, e)
try:
    print('0=+#1_d', repr(f'{1234.5678:0=+#1_d}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0=+#1_d', type(e).__name__, e)
try:
    print('^-5.10d', repr(format(True, '^-5.10d')))
except (ValueError, TypeError, OverflowError) as e:
    print('^-5.10d', type(e).__name__, e)
try:
    print('*^ #5_.0e', repr(f'{-2.5:*^ #5_.0e}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*^ #5_.0e', type(e).__name__, e)
try:
    print('0^ #1_.17f', repr(f'{0.0:0^ #1_.17f}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0^ #1_.17f', type(e).__name__, e)
try:
    print('=-z012,.0f', repr(format(99.995, '=-z012,.0f')))
except (ValueError, TypeError, OverflowError) as e:
    print('=-z012,.0f', type(e).__name__, e)
try:
    print('_>#0.3b', repr(format((1, 2), '_>#0.3b')))
except (ValueError, TypeError, OverflowError) as e:
    print('_>#0.3b', type(e).__name__, e)
try:
    print('é< 0.10d', repr(f'{1:é< 0.10d}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é< 0.10d', type(e).__name__, e)
try:
    print('0=-12n', repr(f'{-2.5:0=-12n}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0=-12n', type(e).__name__, e)
try:
    print('*= z012_.10s', repr('{:*= z012_.10s}'.format(5e-324)))
except (ValueError, TypeError, OverflowError) as e:
    print('*= z012_.10s', type(e).__name__, e)
try:
    print('^ 1_.3d', repr('{:^ 1_.3d}'.format(1e-7)))
except (ValueError, TypeError, OverflowError) as e:
    print('^ 1_.3d', type(e).__name__, e)
try:
    print('é<-01,.3n', repr('{:é<-01,.3n}'.format(1e-7)))
except (ValueError, TypeError, OverflowError) as e:
    print('é<-01,.3n', type(e).__name__, e)
try:
    print('>z#5,.10%', repr(format("", '>z#5,.10%')))
except (ValueError, TypeError, OverflowError) as e:
    print('>z#5,.10%', type(e).__name__, e)
try:
    print('é>#.10G', repr(format("stride", 'é>#.10G')))
except (ValueError, TypeError, OverflowError) as e:
    print('é>#.10G', type(e).__name__, e)
try:
    print('*>#0,c', repr('{:*>#0,c}'.format("stride")))
except (ValueError, TypeError, OverflowError) as e:
    print('*>#0,c', type(e).__name__, e)
try:
    print('=-#012_.0b', repr('{:=-#012_.0b}'.format(None)))
except (ValueError, TypeError, OverflowError) as e:
    print('=-#012_.0b', type(e).__name__, e)
try:
    print(' =#,.17d', repr(f'{5e-324: =#,.17d}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' =#,.17d', type(e).__name__, e)
try:
    print('*^ z12_.0g', repr(f'{2.675:*^ z12_.0g}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*^ z12_.0g', type(e).__name__, e)
try:
    print('_< z#01.1F', repr(format(7, '_< z#01.1F')))
except (ValueError, TypeError, OverflowError) as e:
    print('_< z#01.1F', type(e).__name__, e)
try:
    print('_>-01G', repr(format((1, 2), '_>-01G')))
except (ValueError, TypeError, OverflowError) as e:
    print('_>-01G', type(e).__name__, e)
try:
    print('_= z#05,', repr(f'{1234.5678:_= z#05,}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_= z#05,', type(e).__name__, e)
try:
    print('é<-z#,.1b', repr(format(-1234567, 'é<-z#,.1b')))
except (ValueError, TypeError, OverflowError) as e:
    print('é<-z#,.1b', type(e).__name__, e)
try:
    print('é<z#5.10X', repr('{:é<z#5.10X}'.format(float("inf"))))
except (ValueError, TypeError, OverflowError) as e:
    print('é<z#5.10X', type(e).__name__, e)
try:
    print(' =+05.1e', repr(f'{99.995: =+05.1e}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' =+05.1e', type(e).__name__, e)
try:
    print('_> _.10X', repr(f'{1e300:_> _.10X}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_> _.10X', type(e).__name__, e)
try:
    print('é<-z0,F', repr('{:é<-z0,F}'.format(255)))
except (ValueError, TypeError, OverflowError) as e:
    print('é<-z0,F', type(e).__name__, e)
try:
    print('0^ #1.1n', repr(f'{1234.5678:0^ #1.1n}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0^ #1.1n', type(e).__name__, e)
try:
    print('_<+1,.3%', repr(format(255, '_<+1,.3%')))
except (ValueError, TypeError, OverflowError) as e:
    print('_<+1,.3%', type(e).__name__, e)
try:
    print('*<-05.0b', repr(f'{9223372036854775807:*<-05.0b}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*<-05.0b', type(e).__name__, e)
try:
    print('_<+#05,.3x', repr(f'{0.5:_<+#05,.3x}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_<+#05,.3x', type(e).__name__, e)
try:
    print('z#01_d', repr('{:z#01_d}'.format(-2.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('z#01_d', type(e).__name__, e)
try:
    print('*^ #_.17n', repr(f'{0.1:*^ #_.17n}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*^ #_.17n', type(e).__name__, e)
try:
    print('*<-012.1o', repr('{:*<-012.1o}'.format(9223372036854775807)))
except (ValueError, TypeError, OverflowError) as e:
    print('*<-012.1o', type(e).__name__, e)
try:
    print(' <+01.0e', repr('{: <+01.0e}'.format(1e16)))
except (ValueError, TypeError, OverflowError) as e:
    print(' <+01.0e', type(e).__name__, e)
try:
    print('_> 012%', repr(f'{0.5:_> 012%}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_> 012%', type(e).__name__, e)
try:
    print('é<-#%', repr('{:é<-#%}'.format(0)))
except (ValueError, TypeError, OverflowError) as e:
    print('é<-#%', type(e).__name__, e)
try:
    print(' >-05_f', repr('{: >-05_f}'.format(-1)))
except (ValueError, TypeError, OverflowError) as e:
    print(' >-05_f', type(e).__name__, e)
try:
    print(' >#0,', repr('{: >#0,}'.format(99.995)))
except (ValueError, TypeError, OverflowError) as e:
    print(' >#0,', type(e).__name__, e)
try:
    print('é^+#012_.1x', repr('{:é^+#012_.1x}'.format(-0.0)))
except (ValueError, TypeError, OverflowError) as e:
    print('é^+#012_.1x', type(e).__name__, e)
try:
    print(' < z#05,.1G', repr('{: < z#05,.1G}'.format(7)))
except (ValueError, TypeError, OverflowError) as e:
    print(' < z#05,.1G', type(e).__name__, e)
try:
    print('_=-#_.10g', repr(format("stride", '_=-#_.10g')))
except (ValueError, TypeError, OverflowError) as e:
    print('_=-#_.10g', type(e).__name__, e)
try:
    print(' <-05o', repr(format(0.000123, ' <-05o')))
except (ValueError, TypeError, OverflowError) as e:
    print(' <-05o', type(e).__name__, e)
#@@ case spec_random_15
try:
    print(' =z#1_.10c', repr(f'{0: =z#1_.10c}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' =z#1_.10c', type(e).__name__, e)
try:
    print('_<+#012b', repr(f'{"":_<+#012b}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_<+#012b', type(e).__name__, e)
try:
    print('0=+z#012_G', repr(f'{0.1:0=+z#012_G}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0=+z#012_G', type(e).__name__, e)
try:
    print('é^+#05.3b', repr(format(2.675, 'é^+#05.3b')))
except (ValueError, TypeError, OverflowError) as e:
    print('é^+#05.3b', type(e).__name__, e)
try:
    print('=-z#.1x', repr(format(0.0, '=-z#.1x')))
except (ValueError, TypeError, OverflowError) as e:
    print('=-z#.1x', type(e).__name__, e)
try:
    print(' ^ z1_E', repr('{: ^ z1_E}'.format(1e300)))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^ z1_E', type(e).__name__, e)
try:
    print('*=z#_.1b', repr(format((1, 2), '*=z#_.1b')))
except (ValueError, TypeError, OverflowError) as e:
    print('*=z#_.1b', type(e).__name__, e)
try:
    print('=+5_.0s', repr('{:=+5_.0s}'.format(0.1)))
except (ValueError, TypeError, OverflowError) as e:
    print('=+5_.0s', type(e).__name__, e)
try:
    print('*^+z#5.10e', repr(format(255, '*^+z#5.10e')))
except (ValueError, TypeError, OverflowError) as e:
    print('*^+z#5.10e', type(e).__name__, e)
try:
    print('é^-z0.17b', repr('{:é^-z0.17b}'.format(1e-7)))
except (ValueError, TypeError, OverflowError) as e:
    print('é^-z0.17b', type(e).__name__, e)
try:
    print('0=+z#5,.1F', repr(format(1.5, '0=+z#5,.1F')))
except (ValueError, TypeError, OverflowError) as e:
    print('0=+z#5,.1F', type(e).__name__, e)
try:
    print('^-z5%', repr('{:^-z5%}'.format(123456789.123)))
except (ValueError, TypeError, OverflowError) as e:
    print('^-z5%', type(e).__name__, e)
try:
    print('é<+#12,.1F', repr(format(False, 'é<+#12,.1F')))
except (ValueError, TypeError, OverflowError) as e:
    print('é<+#12,.1F', type(e).__name__, e)
try:
    print('_=-z#12.0', repr(format(-1, '_=-z#12.0')))
except (ValueError, TypeError, OverflowError) as e:
    print('_=-z#12.0', type(e).__name__, e)
try:
    print('>+#1,.0F', repr(format(1, '>+#1,.0F')))
except (ValueError, TypeError, OverflowError) as e:
    print('>+#1,.0F', type(e).__name__, e)
try:
    print('_^+.1b', repr(f'{0.0:_^+.1b}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_^+.1b', type(e).__name__, e)
try:
    print('é<+05,c', repr(format(-1, 'é<+05,c')))
except (ValueError, TypeError, OverflowError) as e:
    print('é<+05,c', type(e).__name__, e)
try:
    print('*<+#012e', repr(f'{-1234567:*<+#012e}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*<+#012e', type(e).__name__, e)
try:
    print('*=#012c', repr('{:*=#012c}'.format("s")))
except (ValueError, TypeError, OverflowError) as e:
    print('*=#012c', type(e).__name__, e)
try:
    print('*=#05%', repr('{:*=#05%}'.format(7)))
except (ValueError, TypeError, OverflowError) as e:
    print('*=#05%', type(e).__name__, e)
try:
    print('_>-#012o', repr(format(0.000123, '_>-#012o')))
except (ValueError, TypeError, OverflowError) as e:
    print('_>-#012o', type(e).__name__, e)
try:
    print('*^z01_.0E', repr('{:*^z01_.0E}'.format(1e16)))
except (ValueError, TypeError, OverflowError) as e:
    print('*^z01_.0E', type(e).__name__, e)
try:
    print('*>+_c', repr(f'{1:*>+_c}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*>+_c', type(e).__name__, e)
try:
    print('*> 012_.17X', repr(format(1e300, '*> 012_.17X')))
except (ValueError, TypeError, OverflowError) as e:
    print('*> 012_.17X', type(e).__name__, e)
try:
    print('é>+#01,.17G', repr('{:é>+#01,.17G}'.format(-0.0)))
except (ValueError, TypeError, OverflowError) as e:
    print('é>+#01,.17G', type(e).__name__, e)
try:
    print(' = #1d', repr('{: = #1d}'.format(False)))
except (ValueError, TypeError, OverflowError) as e:
    print(' = #1d', type(e).__name__, e)
try:
    print('é< 12,f', repr(f'{float("nan"):é< 12,f}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é< 12,f', type(e).__name__, e)
try:
    print('*> z05.3F', repr(f'{"":*> z05.3F}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*> z05.3F', type(e).__name__, e)
try:
    print('0^,G', repr(format(True, '0^,G')))
except (ValueError, TypeError, OverflowError) as e:
    print('0^,G', type(e).__name__, e)
try:
    print('0<-#05.10b', repr(f'{True:0<-#05.10b}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0<-#05.10b', type(e).__name__, e)
try:
    print('+#05.17%', repr('{:+#05.17%}'.format((1, 2))))
except (ValueError, TypeError, OverflowError) as e:
    print('+#05.17%', type(e).__name__, e)
try:
    print('0= #0g', repr('{:0= #0g}'.format(255)))
except (ValueError, TypeError, OverflowError) as e:
    print('0= #0g', type(e).__name__, e)
try:
    print('é=-z#05_.1c', repr('{:é=-z#05_.1c}'.format("")))
except (ValueError, TypeError, OverflowError) as e:
    print('é=-z#05_.1c', type(e).__name__, e)
try:
    print(' z#1_.3g', repr(format(-1234567, ' z#1_.3g')))
except (ValueError, TypeError, OverflowError) as e:
    print(' z#1_.3g', type(e).__name__, e)
try:
    print(' <#012.0', repr(format(1e16, ' <#012.0')))
except (ValueError, TypeError, OverflowError) as e:
    print(' <#012.0', type(e).__name__, e)
try:
    print('_<+#12,o', repr(format(9223372036854775807, '_<+#12,o')))
except (ValueError, TypeError, OverflowError) as e:
    print('_<+#12,o', type(e).__name__, e)
try:
    print('*= z1,.0%', repr(f'{5e-324:*= z1,.0%}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*= z1,.0%', type(e).__name__, e)
try:
    print('_<#1.3o', repr(format(99.995, '_<#1.3o')))
except (ValueError, TypeError, OverflowError) as e:
    print('_<#1.3o', type(e).__name__, e)
try:
    print(' < #5_.1E', repr(f'{5e-324: < #5_.1E}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' < #5_.1E', type(e).__name__, e)
try:
    print('0^ F', repr(format(0.1, '0^ F')))
except (ValueError, TypeError, OverflowError) as e:
    print('0^ F', type(e).__name__, e)
try:
    print(' <z#5,.3', repr(f'{0.5: <z#5,.3}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' <z#5,.3', type(e).__name__, e)
try:
    print('_^012.17f', repr(format(-0.0, '_^012.17f')))
except (ValueError, TypeError, OverflowError) as e:
    print('_^012.17f', type(e).__name__, e)
try:
    print('0^+#,.1f', repr(format(float("nan"), '0^+#,.1f')))
except (ValueError, TypeError, OverflowError) as e:
    print('0^+#,.1f', type(e).__name__, e)
try:
    print('*>+z01.10x', repr(format(float("inf"), '*>+z01.10x')))
except (ValueError, TypeError, OverflowError) as e:
    print('*>+z01.10x', type(e).__name__, e)
try:
    print('^+05.17x', repr('{:^+05.17x}'.format(0.0)))
except (ValueError, TypeError, OverflowError) as e:
    print('^+05.17x', type(e).__name__, e)
try:
    print('*=-05_.1e', repr(format(1234.5678, '*=-05_.1e')))
except (ValueError, TypeError, OverflowError) as e:
    print('*=-05_.1e', type(e).__name__, e)
try:
    print('_<-z#,.10b', repr(format(7, '_<-z#,.10b')))
except (ValueError, TypeError, OverflowError) as e:
    print('_<-z#,.10b', type(e).__name__, e)
try:
    print(' <-#0_.3G', repr(format(float("inf"), ' <-#0_.3G')))
except (ValueError, TypeError, OverflowError) as e:
    print(' <-#0_.3G', type(e).__name__, e)
try:
    print('*= z5F', repr('{:*= z5F}'.format(5e-324)))
except (ValueError, TypeError, OverflowError) as e:
    print('*= z5F', type(e).__name__, e)
try:
    print('*<z#5.17', repr(format(1e300, '*<z#5.17')))
except (ValueError, TypeError, OverflowError) as e:
    print('*<z#5.17', type(e).__name__, e)
try:
    print('>05c', repr('{:>05c}'.format(0.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('>05c', type(e).__name__, e)
try:
    print('*=-z#5,.0x', repr('{:*=-z#5,.0x}'.format(float("inf"))))
except (ValueError, TypeError, OverflowError) as e:
    print('*=-z#5,.0x', type(e).__name__, e)
try:
    print('_^05.0c', repr(format(False, '_^05.0c')))
except (ValueError, TypeError, OverflowError) as e:
    print('_^05.0c', type(e).__name__, e)
try:
    print(' <z01E', repr(format(2.675, ' <z01E')))
except (ValueError, TypeError, OverflowError) as e:
    print(' <z01E', type(e).__name__, e)
try:
    print('*^+,.1%', repr(format(0.5, '*^+,.1%')))
except (ValueError, TypeError, OverflowError) as e:
    print('*^+,.1%', type(e).__name__, e)
try:
    print('*= 01.1d', repr(f'{0.0:*= 01.1d}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*= 01.1d', type(e).__name__, e)
try:
    print(' <-5.1X', repr('{: <-5.1X}'.format(2.675)))
except (ValueError, TypeError, OverflowError) as e:
    print(' <-5.1X', type(e).__name__, e)
try:
    print(' <#12_', repr('{: <#12_}'.format(1e-7)))
except (ValueError, TypeError, OverflowError) as e:
    print(' <#12_', type(e).__name__, e)
try:
    print('*<+01,.3b', repr(f'{255:*<+01,.3b}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*<+01,.3b', type(e).__name__, e)
try:
    print('é>+z#01,.0X', repr('{:é>+z#01,.0X}'.format(False)))
except (ValueError, TypeError, OverflowError) as e:
    print('é>+z#01,.0X', type(e).__name__, e)
#@@ case spec_random_16
try:
    print('*>+05n', repr(format(-0.0, '*>+05n')))
except (ValueError, TypeError, OverflowError) as e:
    print('*>+05n', type(e).__name__, e)
try:
    print('é< #01_.1n', repr(format(1e-7, 'é< #01_.1n')))
except (ValueError, TypeError, OverflowError) as e:
    print('é< #01_.1n', type(e).__name__, e)
try:
    print('*=-#05.0X', repr(f'{255:*=-#05.0X}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*=-#05.0X', type(e).__name__, e)
try:
    print('*<+#0.3c', repr(f'{0.000123:*<+#0.3c}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*<+#0.3c', type(e).__name__, e)
try:
    print('é<-0,d', repr('{:é<-0,d}'.format(255)))
except (ValueError, TypeError, OverflowError) as e:
    print('é<-0,d', type(e).__name__, e)
try:
    print(' ^ 05,.17c', repr(format(-0.0, ' ^ 05,.17c')))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^ 05,.17c', type(e).__name__, e)
try:
    print('é>z#012c', repr(format(False, 'é>z#012c')))
except (ValueError, TypeError, OverflowError) as e:
    print('é>z#012c', type(e).__name__, e)
try:
    print('_< #1,.17E', repr(f'{1234.5678:_< #1,.17E}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_< #1,.17E', type(e).__name__, e)
try:
    print('é^-zd', repr('{:é^-zd}'.format(1234.5678)))
except (ValueError, TypeError, OverflowError) as e:
    print('é^-zd', type(e).__name__, e)
try:
    print('0>0_', repr(f'{-0.0:0>0_}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0>0_', type(e).__name__, e)
try:
    print('+#12.1g', repr('{:+#12.1g}'.format(1e-7)))
except (ValueError, TypeError, OverflowError) as e:
    print('+#12.1g', type(e).__name__, e)
try:
    print('_<+z012.17f', repr(f'{123456789.123:_<+z012.17f}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_<+z012.17f', type(e).__name__, e)
try:
    print('0< 5.0X', repr(format(1e-7, '0< 5.0X')))
except (ValueError, TypeError, OverflowError) as e:
    print('0< 5.0X', type(e).__name__, e)
try:
    print(' >-0s', repr('{: >-0s}'.format(0.000123)))
except (ValueError, TypeError, OverflowError) as e:
    print(' >-0s', type(e).__name__, e)
try:
    print('^+05,', repr(f'{0.0:^+05,}'))
except (ValueError, TypeError, OverflowError) as e:
    print('^+05,', type(e).__name__, e)
try:
    print('>z#0.1', repr('{:>z#0.1}'.format(7)))
except (ValueError, TypeError, OverflowError) as e:
    print('>z#0.1', type(e).__name__, e)
try:
    print('0=#01_.17b', repr('{:0=#01_.17b}'.format(1234.5678)))
except (ValueError, TypeError, OverflowError) as e:
    print('0=#01_.17b', type(e).__name__, e)
try:
    print(' <#0,.17d', repr('{: <#0,.17d}'.format(-1)))
except (ValueError, TypeError, OverflowError) as e:
    print(' <#0,.17d', type(e).__name__, e)
try:
    print('<z0.10G', repr(format(float("nan"), '<z0.10G')))
except (ValueError, TypeError, OverflowError) as e:
    print('<z0.10G', type(e).__name__, e)
try:
    print('_<+01X', repr(f'{"":_<+01X}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_<+01X', type(e).__name__, e)
try:
    print('0>#0.0f', repr('{:0>#0.0f}'.format("s")))
except (ValueError, TypeError, OverflowError) as e:
    print('0>#0.0f', type(e).__name__, e)
try:
    print('=+1_.17o', repr(f'{5e-324:=+1_.17o}'))
except (ValueError, TypeError, OverflowError) as e:
    print('=+1_.17o', type(e).__name__, e)
try:
    print('*>-.10c', repr(f'{-0.0:*>-.10c}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*>-.10c', type(e).__name__, e)
try:
    print('_<+z012.3c', repr('{:_<+z012.3c}'.format(123456789.123)))
except (ValueError, TypeError, OverflowError) as e:
    print('_<+z012.3c', type(e).__name__, e)
try:
    print('é<05.0G', repr(f'{"stride":é<05.0G}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é<05.0G', type(e).__name__, e)
try:
    print('12.0o', repr(f'{99.995:12.0o}'))
except (ValueError, TypeError, OverflowError) as e:
    print('12.0o', type(e).__name__, e)
try:
    print('*^-1_%', repr(format("s", '*^-1_%')))
except (ValueError, TypeError, OverflowError) as e:
    print('*^-1_%', type(e).__name__, e)
try:
    print('_^ #1,o', repr(format("", '_^ #1,o')))
except (ValueError, TypeError, OverflowError) as e:
    print('_^ #1,o', type(e).__name__, e)
try:
    print('>+12.3c', repr(f'{0:>+12.3c}'))
except (ValueError, TypeError, OverflowError) as e:
    print('>+12.3c', type(e).__name__, e)
try:
    print('>12c', repr(f'{-2.5:>12c}'))
except (ValueError, TypeError, OverflowError) as e:
    print('>12c', type(e).__name__, e)
try:
    print(' <-#01s', repr('{: <-#01s}'.format(1e-7)))
except (ValueError, TypeError, OverflowError) as e:
    print(' <-#01s', type(e).__name__, e)
try:
    print(' < f', repr(format("s", ' < f')))
except (ValueError, TypeError, OverflowError) as e:
    print(' < f', type(e).__name__, e)
try:
    print('*^+#012.3f', repr(f'{float("inf"):*^+#012.3f}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*^+#012.3f', type(e).__name__, e)
try:
    print(' <-z#12,', repr(f'{1e16: <-z#12,}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' <-z#12,', type(e).__name__, e)
try:
    print('é^-#05.0', repr(format(7, 'é^-#05.0')))
except (ValueError, TypeError, OverflowError) as e:
    print('é^-#05.0', type(e).__name__, e)
try:
    print('_^-z.1x', repr(f'{(1, 2):_^-z.1x}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_^-z.1x', type(e).__name__, e)
try:
    print('>+_e', repr(f'{123456789.123:>+_e}'))
except (ValueError, TypeError, OverflowError) as e:
    print('>+_e', type(e).__name__, e)
try:
    print('_=-#12.17%', repr('{:_=-#12.17%}'.format(True)))
except (ValueError, TypeError, OverflowError) as e:
    print('_=-#12.17%', type(e).__name__, e)
try:
    print(' <+#12.0f', repr('{: <+#12.0f}'.format("stride")))
except (ValueError, TypeError, OverflowError) as e:
    print(' <+#12.0f', type(e).__name__, e)
try:
    print(' ,f', repr(format(99.995, ' ,f')))
except (ValueError, TypeError, OverflowError) as e:
    print(' ,f', type(e).__name__, e)
try:
    print('0^+#05e', repr('{:0^+#05e}'.format(7)))
except (ValueError, TypeError, OverflowError) as e:
    print('0^+#05e', type(e).__name__, e)
try:
    print('*<+z#01F', repr(format(1, '*<+z#01F')))
except (ValueError, TypeError, OverflowError) as e:
    print('*<+z#01F', type(e).__name__, e)
try:
    print('*=-#012,.3F', repr(f'{-1234567:*=-#012,.3F}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*=-#012,.3F', type(e).__name__, e)
try:
    print('=0.1%', repr(f'{99.995:=0.1%}'))
except (ValueError, TypeError, OverflowError) as e:
    print('=0.1%', type(e).__name__, e)
try:
    print(' = #1.1o', repr(format(float("nan"), ' = #1.1o')))
except (ValueError, TypeError, OverflowError) as e:
    print(' = #1.1o', type(e).__name__, e)
try:
    print(' <+5_n', repr(f'{5e-324: <+5_n}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' <+5_n', type(e).__name__, e)
try:
    print('_>#.3g', repr(format(True, '_>#.3g')))
except (ValueError, TypeError, OverflowError) as e:
    print('_>#.3g', type(e).__name__, e)
try:
    print('_<+#05_d', repr('{:_<+#05_d}'.format(99.995)))
except (ValueError, TypeError, OverflowError) as e:
    print('_<+#05_d', type(e).__name__, e)
try:
    print('05.0', repr('{:05.0}'.format(1e16)))
except (ValueError, TypeError, OverflowError) as e:
    print('05.0', type(e).__name__, e)
try:
    print('^#5,.3n', repr(format(-1, '^#5,.3n')))
except (ValueError, TypeError, OverflowError) as e:
    print('^#5,.3n', type(e).__name__, e)
try:
    print('+12.3c', repr('{:+12.3c}'.format(1234.5678)))
except (ValueError, TypeError, OverflowError) as e:
    print('+12.3c', type(e).__name__, e)
try:
    print('é^+01,n', repr(format(-1234567, 'é^+01,n')))
except (ValueError, TypeError, OverflowError) as e:
    print('é^+01,n', type(e).__name__, e)
try:
    print('^#0_.0f', repr(f'{1.5:^#0_.0f}'))
except (ValueError, TypeError, OverflowError) as e:
    print('^#0_.0f', type(e).__name__, e)
try:
    print('é<+#5.10%', repr('{:é<+#5.10%}'.format(0.1)))
except (ValueError, TypeError, OverflowError) as e:
    print('é<+#5.10%', type(e).__name__, e)
try:
    print('1.3%', repr('{:1.3%}'.format(255)))
except (ValueError, TypeError, OverflowError) as e:
    print('1.3%', type(e).__name__, e)
try:
    print('é^z_.0e', repr(f'{float("inf"):é^z_.0e}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é^z_.0e', type(e).__name__, e)
try:
    print('0= 012_.3x', repr(format(0.000123, '0= 012_.3x')))
except (ValueError, TypeError, OverflowError) as e:
    print('0= 012_.3x', type(e).__name__, e)
try:
    print('>-0,.0c', repr('{:>-0,.0c}'.format("stride")))
except (ValueError, TypeError, OverflowError) as e:
    print('>-0,.0c', type(e).__name__, e)
try:
    print('_=+#1_o', repr(format(1e-7, '_=+#1_o')))
except (ValueError, TypeError, OverflowError) as e:
    print('_=+#1_o', type(e).__name__, e)
try:
    print('0^-0,x', repr(format(5e-324, '0^-0,x')))
except (ValueError, TypeError, OverflowError) as e:
    print('0^-0,x', type(e).__name__, e)
#@@ case spec_random_17
try:
    print('=-z#01.3x', repr(format(255, '=-z#01.3x')))
except (ValueError, TypeError, OverflowError) as e:
    print('=-z#01.3x', type(e).__name__, e)
try:
    print('_^ #5.3d', repr(format(None, '_^ #5.3d')))
except (ValueError, TypeError, OverflowError) as e:
    print('_^ #5.3d', type(e).__name__, e)
try:
    print('<#05,s', repr(f'{1.5:<#05,s}'))
except (ValueError, TypeError, OverflowError) as e:
    print('<#05,s', type(e).__name__, e)
try:
    print(' =5_.3x', repr(format("stride", ' =5_.3x')))
except (ValueError, TypeError, OverflowError) as e:
    print(' =5_.3x', type(e).__name__, e)
try:
    print('_< z#12_.10g', repr('{:_< z#12_.10g}'.format(1)))
except (ValueError, TypeError, OverflowError) as e:
    print('_< z#12_.10g', type(e).__name__, e)
try:
    print('0< #5,.0%', repr('{:0< #5,.0%}'.format(0.0)))
except (ValueError, TypeError, OverflowError) as e:
    print('0< #5,.0%', type(e).__name__, e)
try:
    print(' <+#0.10b', repr('{: <+#0.10b}'.format(1e300)))
except (ValueError, TypeError, OverflowError) as e:
    print(' <+#0.10b', type(e).__name__, e)
try:
    print(' ^+012_.1E', repr(format(0.5, ' ^+012_.1E')))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^+012_.1E', type(e).__name__, e)
try:
    print('*<+#12,.1e', repr('{:*<+#12,.1e}'.format(9223372036854775807)))
except (ValueError, TypeError, OverflowError) as e:
    print('*<+#12,.1e', type(e).__name__, e)
try:
    print('*<+z1,g', repr('{:*<+z1,g}'.format(123456789.123)))
except (ValueError, TypeError, OverflowError) as e:
    print('*<+z1,g', type(e).__name__, e)
try:
    print('_<0.3c', repr('{:_<0.3c}'.format(1)))
except (ValueError, TypeError, OverflowError) as e:
    print('_<0.3c', type(e).__name__, e)
try:
    print('é<z#12_f', repr('{:é<z#12_f}'.format(-0.0)))
except (ValueError, TypeError, OverflowError) as e:
    print('é<z#12_f', type(e).__name__, e)
try:
    print(' <1,.10G', repr(format(123456789.123, ' <1,.10G')))
except (ValueError, TypeError, OverflowError) as e:
    print(' <1,.10G', type(e).__name__, e)
try:
    print(' > z#5_.1o', repr(format(float("inf"), ' > z#5_.1o')))
except (ValueError, TypeError, OverflowError) as e:
    print(' > z#5_.1o', type(e).__name__, e)
try:
    print('+z#0,.1E', repr('{:+z#0,.1E}'.format(0.1)))
except (ValueError, TypeError, OverflowError) as e:
    print('+z#0,.1E', type(e).__name__, e)
try:
    print(' <#.1F', repr('{: <#.1F}'.format(9223372036854775807)))
except (ValueError, TypeError, OverflowError) as e:
    print(' <#.1F', type(e).__name__, e)
try:
    print('*^+#01e', repr(f'{float("inf"):*^+#01e}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*^+#01e', type(e).__name__, e)
try:
    print('é>+z5.0F', repr(format(1e300, 'é>+z5.0F')))
except (ValueError, TypeError, OverflowError) as e:
    print('é>+z5.0F', type(e).__name__, e)
try:
    print('0=-5.10G', repr('{:0=-5.10G}'.format(0)))
except (ValueError, TypeError, OverflowError) as e:
    print('0=-5.10G', type(e).__name__, e)
try:
    print('0=5.3n', repr('{:0=5.3n}'.format(1.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('0=5.3n', type(e).__name__, e)
try:
    print('^-#_.3c', repr('{:^-#_.3c}'.format(123456789.123)))
except (ValueError, TypeError, OverflowError) as e:
    print('^-#_.3c', type(e).__name__, e)
try:
    print(' < z05_.10%', repr('{: < z05_.10%}'.format(-1)))
except (ValueError, TypeError, OverflowError) as e:
    print(' < z05_.10%', type(e).__name__, e)
try:
    print(' ^+z#1_.3n', repr(f'{float("nan"): ^+z#1_.3n}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^+z#1_.3n', type(e).__name__, e)
try:
    print('0<+z#12_.0o', repr(format(1e16, '0<+z#12_.0o')))
except (ValueError, TypeError, OverflowError) as e:
    print('0<+z#12_.0o', type(e).__name__, e)
try:
    print('_<+05.1G', repr('{:_<+05.1G}'.format("stride")))
except (ValueError, TypeError, OverflowError) as e:
    print('_<+05.1G', type(e).__name__, e)
try:
    print('^ 05.10g', repr(f'{1234.5678:^ 05.10g}'))
except (ValueError, TypeError, OverflowError) as e:
    print('^ 05.10g', type(e).__name__, e)
try:
    print('+0.3d', repr('{:+0.3d}'.format(1.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('+0.3d', type(e).__name__, e)
try:
    print('0>-z0_.0g', repr(format(1, '0>-z0_.0g')))
except (ValueError, TypeError, OverflowError) as e:
    print('0>-z0_.0g', type(e).__name__, e)
try:
    print('_<-1,.10d', repr('{:_<-1,.10d}'.format(1e16)))
except (ValueError, TypeError, OverflowError) as e:
    print('_<-1,.10d', type(e).__name__, e)
try:
    print('0> #12.10s', repr('{:0> #12.10s}'.format(9223372036854775807)))
except (ValueError, TypeError, OverflowError) as e:
    print('0> #12.10s', type(e).__name__, e)
try:
    print('é< 05.10G', repr(format(123456789.123, 'é< 05.10G')))
except (ValueError, TypeError, OverflowError) as e:
    print('é< 05.10G', type(e).__name__, e)
try:
    print('_>+05.10F', repr(format(False, '_>+05.10F')))
except (ValueError, TypeError, OverflowError) as e:
    print('_>+05.10F', type(e).__name__, e)
try:
    print('é= _.1g', repr('{:é= _.1g}'.format(99.995)))
except (ValueError, TypeError, OverflowError) as e:
    print('é= _.1g', type(e).__name__, e)
try:
    print(' >-#5,.17b', repr(f'{"": >-#5,.17b}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' >-#5,.17b', type(e).__name__, e)
try:
    print('_< 1_.3e', repr('{:_< 1_.3e}'.format(True)))
except (ValueError, TypeError, OverflowError) as e:
    print('_< 1_.3e', type(e).__name__, e)
try:
    print('= .10E', repr(format(123456789.123, '= .10E')))
except (ValueError, TypeError, OverflowError) as e:
    print('= .10E', type(e).__name__, e)
try:
    print('_<#0_.17', repr(f'{"stride":_<#0_.17}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_<#0_.17', type(e).__name__, e)
try:
    print('0<+z#12,.10b', repr(format((1, 2), '0<+z#12,.10b')))
except (ValueError, TypeError, OverflowError) as e:
    print('0<+z#12,.10b', type(e).__name__, e)
try:
    print('^012_.1s', repr(f'{99.995:^012_.1s}'))
except (ValueError, TypeError, OverflowError) as e:
    print('^012_.1s', type(e).__name__, e)
try:
    print('0< 12', repr(format(None, '0< 12')))
except (ValueError, TypeError, OverflowError) as e:
    print('0< 12', type(e).__name__, e)
try:
    print('0^-z0,', repr('{:0^-z0,}'.format(9223372036854775807)))
except (ValueError, TypeError, OverflowError) as e:
    print('0^-z0,', type(e).__name__, e)
try:
    print('+#1.1c', repr('{:+#1.1c}'.format("s")))
except (ValueError, TypeError, OverflowError) as e:
    print('+#1.1c', type(e).__name__, e)
try:
    print('_^-z#1.0X', repr(f'{True:_^-z#1.0X}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_^-z#1.0X', type(e).__name__, e)
try:
    print('0^012_b', repr('{:0^012_b}'.format(float("nan"))))
except (ValueError, TypeError, OverflowError) as e:
    print('0^012_b', type(e).__name__, e)
try:
    print(' >-#0.10g', repr(f'{-1234567: >-#0.10g}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' >-#0.10g', type(e).__name__, e)
try:
    print('0> #1.3e', repr(format(0.000123, '0> #1.3e')))
except (ValueError, TypeError, OverflowError) as e:
    print('0> #1.3e', type(e).__name__, e)
try:
    print('_=+z01E', repr('{:_=+z01E}'.format(1e-7)))
except (ValueError, TypeError, OverflowError) as e:
    print('_=+z01E', type(e).__name__, e)
try:
    print('*<+z12.10', repr(f'{-1234567:*<+z12.10}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*<+z12.10', type(e).__name__, e)
try:
    print(' >+#012x', repr('{: >+#012x}'.format("")))
except (ValueError, TypeError, OverflowError) as e:
    print(' >+#012x', type(e).__name__, e)
try:
    print('0^#12e', repr(format(123456789.123, '0^#12e')))
except (ValueError, TypeError, OverflowError) as e:
    print('0^#12e', type(e).__name__, e)
try:
    print('*^+01.17%', repr(f'{0.000123:*^+01.17%}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*^+01.17%', type(e).__name__, e)
try:
    print('_> z#5.3f', repr(f'{1e16:_> z#5.3f}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_> z#5.3f', type(e).__name__, e)
try:
    print('0^-#05,x', repr(format(9223372036854775807, '0^-#05,x')))
except (ValueError, TypeError, OverflowError) as e:
    print('0^-#05,x', type(e).__name__, e)
try:
    print('*=+z#,.3F', repr(format(1e300, '*=+z#,.3F')))
except (ValueError, TypeError, OverflowError) as e:
    print('*=+z#,.3F', type(e).__name__, e)
try:
    print('_< #05.10g', repr('{:_< #05.10g}'.format(True)))
except (ValueError, TypeError, OverflowError) as e:
    print('_< #05.10g', type(e).__name__, e)
try:
    print('<z#12.3s', repr('{:<z#12.3s}'.format(-0.0)))
except (ValueError, TypeError, OverflowError) as e:
    print('<z#12.3s', type(e).__name__, e)
try:
    print('0^-05.3c', repr(f'{0:0^-05.3c}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0^-05.3c', type(e).__name__, e)
try:
    print('^ 0.0c', repr('{:^ 0.0c}'.format(0.000123)))
except (ValueError, TypeError, OverflowError) as e:
    print('^ 0.0c', type(e).__name__, e)
try:
    print(' < z012,.3c', repr(format(-0.0, ' < z012,.3c')))
except (ValueError, TypeError, OverflowError) as e:
    print(' < z012,.3c', type(e).__name__, e)
try:
    print('=-z.3o', repr(format(1234.5678, '=-z.3o')))
except (ValueError, TypeError, OverflowError) as e:
    print('=-z.3o', type(e).__name__, e)
#@@ case spec_random_18
try:
    print('<+z01E', repr(format(99.995, '<+z01E')))
except (ValueError, TypeError, OverflowError) as e:
    print('<+z01E', type(e).__name__, e)
try:
    print('_<z5x', repr(format(1.5, '_<z5x')))
except (ValueError, TypeError, OverflowError) as e:
    print('_<z5x', type(e).__name__, e)
try:
    print('0^+z01.3d', repr(format(1e300, '0^+z01.3d')))
except (ValueError, TypeError, OverflowError) as e:
    print('0^+z01.3d', type(e).__name__, e)
try:
    print('é>0.3g', repr(f'{0:é>0.3g}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é>0.3g', type(e).__name__, e)
try:
    print('>-z#01_.1', repr(f'{0.5:>-z#01_.1}'))
except (ValueError, TypeError, OverflowError) as e:
    print('>-z#01_.1', type(e).__name__, e)
try:
    print('0> #0,.10s', repr(f'{0.0:0> #0,.10s}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0> #0,.10s', type(e).__name__, e)
try:
    print('_<#5_.0o', repr('{:_<#5_.0o}'.format(float("nan"))))
except (ValueError, TypeError, OverflowError) as e:
    print('_<#5_.0o', type(e).__name__, e)
try:
    print(' <+z01,%', repr(f'{123456789.123: <+z01,%}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' <+z01,%', type(e).__name__, e)
try:
    print('0>-5.0G', repr(f'{0.000123:0>-5.0G}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0>-5.0G', type(e).__name__, e)
try:
    print('< 12,.3f', repr(f'{255:< 12,.3f}'))
except (ValueError, TypeError, OverflowError) as e:
    print('< 12,.3f', type(e).__name__, e)
try:
    print('é^-#012G', repr('{:é^-#012G}'.format(-0.0)))
except (ValueError, TypeError, OverflowError) as e:
    print('é^-#012G', type(e).__name__, e)
try:
    print('>+012,.0e', repr('{:>+012,.0e}'.format(float("nan"))))
except (ValueError, TypeError, OverflowError) as e:
    print('>+012,.0e', type(e).__name__, e)
try:
    print(' ^ z0d', repr(format(99.995, ' ^ z0d')))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^ z0d', type(e).__name__, e)
try:
    print('^+#0.10f', repr(f'{0:^+#0.10f}'))
except (ValueError, TypeError, OverflowError) as e:
    print('^+#0.10f', type(e).__name__, e)
try:
    print(' =+#05.3G', repr('{: =+#05.3G}'.format(9223372036854775807)))
except (ValueError, TypeError, OverflowError) as e:
    print(' =+#05.3G', type(e).__name__, e)
try:
    print('>z#_.0%', repr('{:>z#_.0%}'.format(False)))
except (ValueError, TypeError, OverflowError) as e:
    print('>z#_.0%', type(e).__name__, e)
try:
    print(' <-%', repr(format(123456789.123, ' <-%')))
except (ValueError, TypeError, OverflowError) as e:
    print(' <-%', type(e).__name__, e)
try:
    print('*=#12_.0b', repr(format(0.5, '*=#12_.0b')))
except (ValueError, TypeError, OverflowError) as e:
    print('*=#12_.0b', type(e).__name__, e)
try:
    print('_> z#01.17e', repr(f'{0.000123:_> z#01.17e}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_> z#01.17e', type(e).__name__, e)
try:
    print('*>#05.10%', repr('{:*>#05.10%}'.format(1)))
except (ValueError, TypeError, OverflowError) as e:
    print('*>#05.10%', type(e).__name__, e)
try:
    print(' <#_.10e', repr(f'{0.1: <#_.10e}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' <#_.10e', type(e).__name__, e)
try:
    print('é=z12_.0c', repr('{:é=z12_.0c}'.format(True)))
except (ValueError, TypeError, OverflowError) as e:
    print('é=z12_.0c', type(e).__name__, e)
try:
    print(' <-z#0.3b', repr(format(float("nan"), ' <-z#0.3b')))
except (ValueError, TypeError, OverflowError) as e:
    print(' <-z#0.3b', type(e).__name__, e)
try:
    print('0<-#0,.3d', repr(f'{1e16:0<-#0,.3d}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0<-#0,.3d', type(e).__name__, e)
try:
    print(' <#.1E', repr('{: <#.1E}'.format(2.675)))
except (ValueError, TypeError, OverflowError) as e:
    print(' <#.1E', type(e).__name__, e)
try:
    print('^+#12e', repr('{:^+#12e}'.format(1.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('^+#12e', type(e).__name__, e)
try:
    print('_=+z#05c', repr('{:_=+z#05c}'.format(-1)))
except (ValueError, TypeError, OverflowError) as e:
    print('_=+z#05c', type(e).__name__, e)
try:
    print('é^#0,.17c', repr('{:é^#0,.17c}'.format(-0.0)))
except (ValueError, TypeError, OverflowError) as e:
    print('é^#0,.17c', type(e).__name__, e)
try:
    print('_<#1,.1x', repr('{:_<#1,.1x}'.format(2.675)))
except (ValueError, TypeError, OverflowError) as e:
    print('_<#1,.1x', type(e).__name__, e)
try:
    print('*< #12_.1x', repr(format(99.995, '*< #12_.1x')))
except (ValueError, TypeError, OverflowError) as e:
    print('*< #12_.1x', type(e).__name__, e)
try:
    print('*<-12.3f', repr('{:*<-12.3f}'.format(1)))
except (ValueError, TypeError, OverflowError) as e:
    print('*<-12.3f', type(e).__name__, e)
try:
    print('_<+#5n', repr(f'{123456789.123:_<+#5n}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_<+#5n', type(e).__name__, e)
try:
    print(' <+z#01G', repr(f'{True: <+z#01G}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' <+z#01G', type(e).__name__, e)
try:
    print('_^-#5,.3b', repr(format(1.5, '_^-#5,.3b')))
except (ValueError, TypeError, OverflowError) as e:
    print('_^-#5,.3b', type(e).__name__, e)
try:
    print('0<#.3x', repr(f'{1.5:0<#.3x}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0<#.3x', type(e).__name__, e)
try:
    print('_^#1,g', repr(format(123456789.123, '_^#1,g')))
except (ValueError, TypeError, OverflowError) as e:
    print('_^#1,g', type(e).__name__, e)
try:
    print('é<+01.3s', repr(format(0.000123, 'é<+01.3s')))
except (ValueError, TypeError, OverflowError) as e:
    print('é<+01.3s', type(e).__name__, e)
try:
    print('=z#.0e', repr(format(1.5, '=z#.0e')))
except (ValueError, TypeError, OverflowError) as e:
    print('=z#.0e', type(e).__name__, e)
try:
    print('*>-#_.10', repr(format(False, '*>-#_.10')))
except (ValueError, TypeError, OverflowError) as e:
    print('*>-#_.10', type(e).__name__, e)
try:
    print('>z#,.3x', repr(format(float("inf"), '>z#,.3x')))
except (ValueError, TypeError, OverflowError) as e:
    print('>z#,.3x', type(e).__name__, e)
try:
    print('_>-01,.0X', repr('{:_>-01,.0X}'.format(1e16)))
except (ValueError, TypeError, OverflowError) as e:
    print('_>-01,.0X', type(e).__name__, e)
try:
    print('é=+z05_%', repr('{:é=+z05_%}'.format(float("inf"))))
except (ValueError, TypeError, OverflowError) as e:
    print('é=+z05_%', type(e).__name__, e)
try:
    print('é<-z0d', repr('{:é<-z0d}'.format(-0.0)))
except (ValueError, TypeError, OverflowError) as e:
    print('é<-z0d', type(e).__name__, e)
try:
    print(' <012.3f', repr(format(0.0, ' <012.3f')))
except (ValueError, TypeError, OverflowError) as e:
    print(' <012.3f', type(e).__name__, e)
try:
    print('<#d', repr('{:<#d}'.format(123456789.123)))
except (ValueError, TypeError, OverflowError) as e:
    print('<#d', type(e).__name__, e)
try:
    print('_<+z#0_.17G', repr(f'{2.675:_<+z#0_.17G}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_<+z#0_.17G', type(e).__name__, e)
try:
    print('0=0,.3G', repr('{:0=0,.3G}'.format(7)))
except (ValueError, TypeError, OverflowError) as e:
    print('0=0,.3G', type(e).__name__, e)
try:
    print('é<12.10d', repr('{:é<12.10d}'.format(255)))
except (ValueError, TypeError, OverflowError) as e:
    print('é<12.10d', type(e).__name__, e)
try:
    print('*= 01,.10g', repr(format(0.0, '*= 01,.10g')))
except (ValueError, TypeError, OverflowError) as e:
    print('*= 01,.10g', type(e).__name__, e)
try:
    print(' < #1.17o', repr(f'{True: < #1.17o}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' < #1.17o', type(e).__name__, e)
try:
    print('*< z5,.0o', repr('{:*< z5,.0o}'.format(1)))
except (ValueError, TypeError, OverflowError) as e:
    print('*< z5,.0o', type(e).__name__, e)
try:
    print('0>-z#12,.0g', repr(f'{255:0>-z#12,.0g}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0>-z#12,.0g', type(e).__name__, e)
try:
    print('=12_.1F', repr(f'{1.5:=12_.1F}'))
except (ValueError, TypeError, OverflowError) as e:
    print('=12_.1F', type(e).__name__, e)
try:
    print('0<-#12x', repr(f'{float("nan"):0<-#12x}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0<-#12x', type(e).__name__, e)
try:
    print(' >-z0.0e', repr('{: >-z0.0e}'.format(5e-324)))
except (ValueError, TypeError, OverflowError) as e:
    print(' >-z0.0e', type(e).__name__, e)
try:
    print('é> #1,e', repr(f'{(1, 2):é> #1,e}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é> #1,e', type(e).__name__, e)
try:
    print('*>-01_.17s', repr(f'{0.1:*>-01_.17s}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*>-01_.17s', type(e).__name__, e)
try:
    print(' >+5_.1', repr(format(1e-7, ' >+5_.1')))
except (ValueError, TypeError, OverflowError) as e:
    print(' >+5_.1', type(e).__name__, e)
try:
    print('0<-#012_.1X', repr(format(1e16, '0<-#012_.1X')))
except (ValueError, TypeError, OverflowError) as e:
    print('0<-#012_.1X', type(e).__name__, e)
try:
    print('*<-z12,.17o', repr('{:*<-z12,.17o}'.format("s")))
except (ValueError, TypeError, OverflowError) as e:
    print('*<-z12,.17o', type(e).__name__, e)
#@@ case spec_random_19
try:
    print('>+z#5_.10%', repr('{:>+z#5_.10%}'.format(0.1)))
except (ValueError, TypeError, OverflowError) as e:
    print('>+z#5_.10%', type(e).__name__, e)
try:
    print('_<-#12_.3x', repr(f'{5e-324:_<-#12_.3x}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_<-#12_.3x', type(e).__name__, e)
try:
    print('0=#5s', repr('{:0=#5s}'.format(0.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('0=#5s', type(e).__name__, e)
try:
    print('*<+#012f', repr(format(0.1, '*<+#012f')))
except (ValueError, TypeError, OverflowError) as e:
    print('*<+#012f', type(e).__name__, e)
try:
    print(' >z1_.17E', repr('{: >z1_.17E}'.format(5e-324)))
except (ValueError, TypeError, OverflowError) as e:
    print(' >z1_.17E', type(e).__name__, e)
try:
    print('é>+#.0', repr(format(0.5, 'é>+#.0')))
except (ValueError, TypeError, OverflowError) as e:
    print('é>+#.0', type(e).__name__, e)
try:
    print('0<-#012.0g', repr('{:0<-#012.0g}'.format(float("inf"))))
except (ValueError, TypeError, OverflowError) as e:
    print('0<-#012.0g', type(e).__name__, e)
try:
    print('0=z#1_.3g', repr('{:0=z#1_.3g}'.format(1234.5678)))
except (ValueError, TypeError, OverflowError) as e:
    print('0=z#1_.3g', type(e).__name__, e)
try:
    print('é> 012.10n', repr('{:é> 012.10n}'.format(1e16)))
except (ValueError, TypeError, OverflowError) as e:
    print('é> 012.10n', type(e).__name__, e)
try:
    print(' ^+z#012.1d', repr(f'{-1: ^+z#012.1d}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^+z#012.1d', type(e).__name__, e)
try:
    print('_^ 0,.17x', repr('{:_^ 0,.17x}'.format("s")))
except (ValueError, TypeError, OverflowError) as e:
    print('_^ 0,.17x', type(e).__name__, e)
try:
    print('é^ 012_.10', repr(f'{"stride":é^ 012_.10}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é^ 012_.10', type(e).__name__, e)
try:
    print('-#.3o', repr(f'{0.0:-#.3o}'))
except (ValueError, TypeError, OverflowError) as e:
    print('-#.3o', type(e).__name__, e)
try:
    print('^+01,.17', repr('{:^+01,.17}'.format(0.1)))
except (ValueError, TypeError, OverflowError) as e:
    print('^+01,.17', type(e).__name__, e)
try:
    print('_> z#1_e', repr(f'{1:_> z#1_e}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_> z#1_e', type(e).__name__, e)
try:
    print(' >-01.17o', repr(format(7, ' >-01.17o')))
except (ValueError, TypeError, OverflowError) as e:
    print(' >-01.17o', type(e).__name__, e)
try:
    print('0>+,.17E', repr('{:0>+,.17E}'.format("s")))
except (ValueError, TypeError, OverflowError) as e:
    print('0>+,.17E', type(e).__name__, e)
try:
    print('*=-z5_.10g', repr('{:*=-z5_.10g}'.format(1e-7)))
except (ValueError, TypeError, OverflowError) as e:
    print('*=-z5_.10g', type(e).__name__, e)
try:
    print('é^-z01_.1c', repr(f'{None:é^-z01_.1c}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é^-z01_.1c', type(e).__name__, e)
try:
    print('>+01.3G', repr(format("s", '>+01.3G')))
except (ValueError, TypeError, OverflowError) as e:
    print('>+01.3G', type(e).__name__, e)
try:
    print(' < #012x', repr(format("stride", ' < #012x')))
except (ValueError, TypeError, OverflowError) as e:
    print(' < #012x', type(e).__name__, e)
try:
    print('é<012_.1f', repr('{:é<012_.1f}'.format(99.995)))
except (ValueError, TypeError, OverflowError) as e:
    print('é<012_.1f', type(e).__name__, e)
try:
    print('*<-1_d', repr(f'{0.000123:*<-1_d}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*<-1_d', type(e).__name__, e)
try:
    print('é<+#12,o', repr(format(9223372036854775807, 'é<+#12,o')))
except (ValueError, TypeError, OverflowError) as e:
    print('é<+#12,o', type(e).__name__, e)
try:
    print('0>+5,.17E', repr(format(1e16, '0>+5,.17E')))
except (ValueError, TypeError, OverflowError) as e:
    print('0>+5,.17E', type(e).__name__, e)
try:
    print('_=05_.10F', repr('{:_=05_.10F}'.format(0.000123)))
except (ValueError, TypeError, OverflowError) as e:
    print('_=05_.10F', type(e).__name__, e)
try:
    print('= z%', repr('{:= z%}'.format("stride")))
except (ValueError, TypeError, OverflowError) as e:
    print('= z%', type(e).__name__, e)
try:
    print('é<-0.10G', repr('{:é<-0.10G}'.format(1e300)))
except (ValueError, TypeError, OverflowError) as e:
    print('é<-0.10G', type(e).__name__, e)
try:
    print('+#12.0b', repr(f'{"":+#12.0b}'))
except (ValueError, TypeError, OverflowError) as e:
    print('+#12.0b', type(e).__name__, e)
try:
    print('*=-12.0f', repr(format("stride", '*=-12.0f')))
except (ValueError, TypeError, OverflowError) as e:
    print('*=-12.0f', type(e).__name__, e)
try:
    print('é>-#01_.1%', repr(format(123456789.123, 'é>-#01_.1%')))
except (ValueError, TypeError, OverflowError) as e:
    print('é>-#01_.1%', type(e).__name__, e)
try:
    print('_=-#05.10x', repr('{:_=-#05.10x}'.format(0.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('_=-#05.10x', type(e).__name__, e)
try:
    print('<+z_.3o', repr('{:<+z_.3o}'.format(1234.5678)))
except (ValueError, TypeError, OverflowError) as e:
    print('<+z_.3o', type(e).__name__, e)
try:
    print('é<-#.10e', repr(f'{255:é<-#.10e}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é<-#.10e', type(e).__name__, e)
try:
    print(' >-05_f', repr(format(-1234567, ' >-05_f')))
except (ValueError, TypeError, OverflowError) as e:
    print(' >-05_f', type(e).__name__, e)
try:
    print('> z05.10f', repr(f'{None:> z05.10f}'))
except (ValueError, TypeError, OverflowError) as e:
    print('> z05.10f', type(e).__name__, e)
try:
    print('^z#f', repr(f'{9223372036854775807:^z#f}'))
except (ValueError, TypeError, OverflowError) as e:
    print('^z#f', type(e).__name__, e)
try:
    print('_=z#5_.17E', repr('{:_=z#5_.17E}'.format(-2.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('_=z#5_.17E', type(e).__name__, e)
try:
    print('é<z12', repr(format(float("inf"), 'é<z12')))
except (ValueError, TypeError, OverflowError) as e:
    print('é<z12', type(e).__name__, e)
try:
    print('0^#.1o', repr(format(0.0, '0^#.1o')))
except (ValueError, TypeError, OverflowError) as e:
    print('0^#.1o', type(e).__name__, e)
try:
    print('_^+#05.3F', repr('{:_^+#05.3F}'.format(1.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('_^+#05.3F', type(e).__name__, e)
try:
    print(' <#05E', repr(format("s", ' <#05E')))
except (ValueError, TypeError, OverflowError) as e:
    print(' <#05E', type(e).__name__, e)
try:
    print('_>+#012.10b', repr(f'{-1234567:_>+#012.10b}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_>+#012.10b', type(e).__name__, e)
try:
    print('_<+#1.1', repr('{:_<+#1.1}'.format((1, 2))))
except (ValueError, TypeError, OverflowError) as e:
    print('_<+#1.1', type(e).__name__, e)
try:
    print('0< z0g', repr(format(1e-7, '0< z0g')))
except (ValueError, TypeError, OverflowError) as e:
    print('0< z0g', type(e).__name__, e)
try:
    print(' <+1.1o', repr('{: <+1.1o}'.format(1.5)))
except (ValueError, TypeError, OverflowError) as e:
    print(' <+1.1o', type(e).__name__, e)
try:
    print(' ^ 1.17n', repr(format(123456789.123, ' ^ 1.17n')))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^ 1.17n', type(e).__name__, e)
try:
    print(' >-01,.0g', repr('{: >-01,.0g}'.format(-1234567)))
except (ValueError, TypeError, OverflowError) as e:
    print(' >-01,.0g', type(e).__name__, e)
try:
    print('0=-#12.3%', repr(f'{1234.5678:0=-#12.3%}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0=-#12.3%', type(e).__name__, e)
try:
    print('é<-05_F', repr(f'{0.0:é<-05_F}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é<-05_F', type(e).__name__, e)
try:
    print('*<-z05_.17o', repr(format(0.5, '*<-z05_.17o')))
except (ValueError, TypeError, OverflowError) as e:
    print('*<-z05_.17o', type(e).__name__, e)
try:
    print('é< z#5.3s', repr(f'{7:é< z#5.3s}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é< z#5.3s', type(e).__name__, e)
try:
    print('0^-#01,%', repr(format(1234.5678, '0^-#01,%')))
except (ValueError, TypeError, OverflowError) as e:
    print('0^-#01,%', type(e).__name__, e)
try:
    print(' >+z#012.17n', repr(format(-1234567, ' >+z#012.17n')))
except (ValueError, TypeError, OverflowError) as e:
    print(' >+z#012.17n', type(e).__name__, e)
try:
    print('é^ z#1.0F', repr('{:é^ z#1.0F}'.format(float("nan"))))
except (ValueError, TypeError, OverflowError) as e:
    print('é^ z#1.0F', type(e).__name__, e)
try:
    print(' >+#5_.1F', repr('{: >+#5_.1F}'.format(1)))
except (ValueError, TypeError, OverflowError) as e:
    print(' >+#5_.1F', type(e).__name__, e)
try:
    print('é= 1.17d', repr(f'{"s":é= 1.17d}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é= 1.17d', type(e).__name__, e)
try:
    print('0=z#1.1c', repr(format(True, '0=z#1.1c')))
except (ValueError, TypeError, OverflowError) as e:
    print('0=z#1.1c', type(e).__name__, e)
try:
    print('*<z1_.17%', repr(f'{float("nan"):*<z1_.17%}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*<z1_.17%', type(e).__name__, e)
try:
    print('_=+#5,.10F', repr(f'{0.0:_=+#5,.10F}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_=+#5,.10F', type(e).__name__, e)
#@@ case spec_random_20
try:
    print('0<-z#_.10d', repr(f'{float("nan"):0<-z#_.10d}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0<-z#_.10d', type(e).__name__, e)
try:
    print('*< z.17f', repr(format(9223372036854775807, '*< z.17f')))
except (ValueError, TypeError, OverflowError) as e:
    print('*< z.17f', type(e).__name__, e)
try:
    print('*< z#012.1x', repr(f'{1:*< z#012.1x}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*< z#012.1x', type(e).__name__, e)
try:
    print(' =-1.1s', repr(f'{0.1: =-1.1s}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' =-1.1s', type(e).__name__, e)
try:
    print('*<+z#5.3d', repr(f'{"":*<+z#5.3d}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*<+z#5.3d', type(e).__name__, e)
try:
    print('_<-z#012.10n', repr('{:_<-z#012.10n}'.format(1e-7)))
except (ValueError, TypeError, OverflowError) as e:
    print('_<-z#012.10n', type(e).__name__, e)
try:
    print('_< #5_.3n', repr(format(0.1, '_< #5_.3n')))
except (ValueError, TypeError, OverflowError) as e:
    print('_< #5_.3n', type(e).__name__, e)
try:
    print('é>+#12_.17%', repr(format(True, 'é>+#12_.17%')))
except (ValueError, TypeError, OverflowError) as e:
    print('é>+#12_.17%', type(e).__name__, e)
try:
    print('0>-1.17c', repr('{:0>-1.17c}'.format(True)))
except (ValueError, TypeError, OverflowError) as e:
    print('0>-1.17c', type(e).__name__, e)
try:
    print(' = z12.1g', repr(f'{"s": = z12.1g}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' = z12.1g', type(e).__name__, e)
try:
    print('_b', repr('{:_b}'.format(255)))
except (ValueError, TypeError, OverflowError) as e:
    print('_b', type(e).__name__, e)
try:
    print('0<-05_.0x', repr(f'{0.1:0<-05_.0x}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0<-05_.0x', type(e).__name__, e)
try:
    print(' <+5.1%', repr(format(-2.5, ' <+5.1%')))
except (ValueError, TypeError, OverflowError) as e:
    print(' <+5.1%', type(e).__name__, e)
try:
    print('+z#5,.0g', repr('{:+z#5,.0g}'.format(-2.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('+z#5,.0g', type(e).__name__, e)
try:
    print('*< z#.10g', repr(format(None, '*< z#.10g')))
except (ValueError, TypeError, OverflowError) as e:
    print('*< z#.10g', type(e).__name__, e)
try:
    print('^ z5c', repr(f'{-0.0:^ z5c}'))
except (ValueError, TypeError, OverflowError) as e:
    print('^ z5c', type(e).__name__, e)
try:
    print('*<+z1.10G', repr(format(99.995, '*<+z1.10G')))
except (ValueError, TypeError, OverflowError) as e:
    print('*<+z1.10G', type(e).__name__, e)
try:
    print('*=-z5,.1f', repr('{:*=-z5,.1f}'.format(123456789.123)))
except (ValueError, TypeError, OverflowError) as e:
    print('*=-z5,.1f', type(e).__name__, e)
try:
    print(' ^-#05.17b', repr(format(5e-324, ' ^-#05.17b')))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^-#05.17b', type(e).__name__, e)
try:
    print('_<+z12_.1G', repr(f'{"s":_<+z12_.1G}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_<+z12_.1G', type(e).__name__, e)
try:
    print('*<+z01,.1F', repr(format(1e16, '*<+z01,.1F')))
except (ValueError, TypeError, OverflowError) as e:
    print('*<+z01,.1F', type(e).__name__, e)
try:
    print('-z01d', repr('{:-z01d}'.format(7)))
except (ValueError, TypeError, OverflowError) as e:
    print('-z01d', type(e).__name__, e)
try:
    print(' ^+z5.17b', repr('{: ^+z5.17b}'.format((1, 2))))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^+z5.17b', type(e).__name__, e)
try:
    print('*= #012f', repr('{:*= #012f}'.format(123456789.123)))
except (ValueError, TypeError, OverflowError) as e:
    print('*= #012f', type(e).__name__, e)
try:
    print('_<+z#012.3%', repr('{:_<+z#012.3%}'.format("stride")))
except (ValueError, TypeError, OverflowError) as e:
    print('_<+z#012.3%', type(e).__name__, e)
try:
    print('>-z#0_X', repr(f'{(1, 2):>-z#0_X}'))
except (ValueError, TypeError, OverflowError) as e:
    print('>-z#0_X', type(e).__name__, e)
try:
    print('>+01_c', repr(format(0.1, '>+01_c')))
except (ValueError, TypeError, OverflowError) as e:
    print('>+01_c', type(e).__name__, e)
try:
    print('*= .10%', repr('{:*= .10%}'.format(True)))
except (ValueError, TypeError, OverflowError) as e:
    print('*= .10%', type(e).__name__, e)
try:
    print(' < #1_.10o', repr('{: < #1_.10o}'.format(99.995)))
except (ValueError, TypeError, OverflowError) as e:
    print(' < #1_.10o', type(e).__name__, e)
try:
    print(' >#012_.1x', repr(format(-2.5, ' >#012_.1x')))
except (ValueError, TypeError, OverflowError) as e:
    print(' >#012_.1x', type(e).__name__, e)
try:
    print('é=+01_.3g', repr(format(99.995, 'é=+01_.3g')))
except (ValueError, TypeError, OverflowError) as e:
    print('é=+01_.3g', type(e).__name__, e)
try:
    print('0<12g', repr(f'{float("nan"):0<12g}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0<12g', type(e).__name__, e)
try:
    print('*> z05,.0f', repr(f'{-0.0:*> z05,.0f}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*> z05,.0f', type(e).__name__, e)
try:
    print('*^#.1X', repr('{:*^#.1X}'.format(1.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('*^#.1X', type(e).__name__, e)
try:
    print('< #_.17d', repr('{:< #_.17d}'.format(7)))
except (ValueError, TypeError, OverflowError) as e:
    print('< #_.17d', type(e).__name__, e)
try:
    print('0>+z5_b', repr(f'{0.0:0>+z5_b}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0>+z5_b', type(e).__name__, e)
try:
    print('_<+0,.3E', repr('{:_<+0,.3E}'.format(0.0)))
except (ValueError, TypeError, OverflowError) as e:
    print('_<+0,.3E', type(e).__name__, e)
try:
    print('_>-#01.10g', repr(format(0, '_>-#01.10g')))
except (ValueError, TypeError, OverflowError) as e:
    print('_>-#01.10g', type(e).__name__, e)
try:
    print('_<05,.10e', repr(format(0.1, '_<05,.10e')))
except (ValueError, TypeError, OverflowError) as e:
    print('_<05,.10e', type(e).__name__, e)
try:
    print('*=01s', repr(f'{float("nan"):*=01s}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*=01s', type(e).__name__, e)
try:
    print('<#01,.10e', repr(f'{float("inf"):<#01,.10e}'))
except (ValueError, TypeError, OverflowError) as e:
    print('<#01,.10e', type(e).__name__, e)
try:
    print('*> z01.3G', repr(f'{1e-7:*> z01.3G}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*> z01.3G', type(e).__name__, e)
try:
    print('é= .0F', repr(f'{7:é= .0F}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é= .0F', type(e).__name__, e)
try:
    print('é<+#05c', repr(format("s", 'é<+#05c')))
except (ValueError, TypeError, OverflowError) as e:
    print('é<+#05c', type(e).__name__, e)
try:
    print('*^+z#0,c', repr(format(1e-7, '*^+z#0,c')))
except (ValueError, TypeError, OverflowError) as e:
    print('*^+z#0,c', type(e).__name__, e)
try:
    print('0<+#12_e', repr(f'{255:0<+#12_e}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0<+#12_e', type(e).__name__, e)
try:
    print('_^ z#12.0b', repr('{:_^ z#12.0b}'.format(1234.5678)))
except (ValueError, TypeError, OverflowError) as e:
    print('_^ z#12.0b', type(e).__name__, e)
try:
    print('*<+12_x', repr(f'{False:*<+12_x}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*<+12_x', type(e).__name__, e)
try:
    print(' <-05.17d', repr('{: <-05.17d}'.format(0.1)))
except (ValueError, TypeError, OverflowError) as e:
    print(' <-05.17d', type(e).__name__, e)
try:
    print('_< z12.0', repr(format(9223372036854775807, '_< z12.0')))
except (ValueError, TypeError, OverflowError) as e:
    print('_< z12.0', type(e).__name__, e)
try:
    print(' > z05,.0c', repr(format(-1, ' > z05,.0c')))
except (ValueError, TypeError, OverflowError) as e:
    print(' > z05,.0c', type(e).__name__, e)
try:
    print('-#01.3', repr('{:-#01.3}'.format(-1)))
except (ValueError, TypeError, OverflowError) as e:
    print('-#01.3', type(e).__name__, e)
try:
    print('_>+12F', repr('{:_>+12F}'.format(False)))
except (ValueError, TypeError, OverflowError) as e:
    print('_>+12F', type(e).__name__, e)
try:
    print(' ^-#12.17G', repr(f'{None: ^-#12.17G}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^-#12.17G', type(e).__name__, e)
try:
    print('0<+z#,.17E', repr('{:0<+z#,.17E}'.format(5e-324)))
except (ValueError, TypeError, OverflowError) as e:
    print('0<+z#,.17E', type(e).__name__, e)
try:
    print('*=#0X', repr(f'{0:*=#0X}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*=#0X', type(e).__name__, e)
try:
    print('é>+0,.3G', repr(f'{-2.5:é>+0,.3G}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é>+0,.3G', type(e).__name__, e)
try:
    print('0>+05.3%', repr('{:0>+05.3%}'.format(False)))
except (ValueError, TypeError, OverflowError) as e:
    print('0>+05.3%', type(e).__name__, e)
try:
    print('^0_.10c', repr('{:^0_.10c}'.format(-1)))
except (ValueError, TypeError, OverflowError) as e:
    print('^0_.10c', type(e).__name__, e)
try:
    print('0<-z#01.17g', repr(format(5e-324, '0<-z#01.17g')))
except (ValueError, TypeError, OverflowError) as e:
    print('0<-z#01.17g', type(e).__name__, e)
#@@ case spec_random_21
try:
    print('0<-z#.0c', repr('{:0<-z#.0c}'.format(-1234567)))
except (ValueError, TypeError, OverflowError) as e:
    print('0<-z#.0c', type(e).__name__, e)
try:
    print('*> 01.1F', repr('{:*> 01.1F}'.format(0.1)))
except (ValueError, TypeError, OverflowError) as e:
    print('*> 01.1F', type(e).__name__, e)
try:
    print(' >+z#1F', repr('{: >+z#1F}'.format(99.995)))
except (ValueError, TypeError, OverflowError) as e:
    print(' >+z#1F', type(e).__name__, e)
try:
    print('*<12,.1X', repr('{:*<12,.1X}'.format("s")))
except (ValueError, TypeError, OverflowError) as e:
    print('*<12,.1X', type(e).__name__, e)
try:
    print('_< 0_e', repr(format(1.5, '_< 0_e')))
except (ValueError, TypeError, OverflowError) as e:
    print('_< 0_e', type(e).__name__, e)
try:
    print('_<-0G', repr(f'{True:_<-0G}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_<-0G', type(e).__name__, e)
try:
    print('é<z#0.17g', repr('{:é<z#0.17g}'.format(1)))
except (ValueError, TypeError, OverflowError) as e:
    print('é<z#0.17g', type(e).__name__, e)
try:
    print('_< 0,.3s', repr(format(-2.5, '_< 0,.3s')))
except (ValueError, TypeError, OverflowError) as e:
    print('_< 0,.3s', type(e).__name__, e)
try:
    print('0<+#05,.17x', repr(format("stride", '0<+#05,.17x')))
except (ValueError, TypeError, OverflowError) as e:
    print('0<+#05,.17x', type(e).__name__, e)
try:
    print('= 1_.17g', repr('{:= 1_.17g}'.format(7)))
except (ValueError, TypeError, OverflowError) as e:
    print('= 1_.17g', type(e).__name__, e)
try:
    print('_< z5s', repr(f'{99.995:_< z5s}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_< z5s', type(e).__name__, e)
try:
    print(' =+z012.1b', repr(format(-1, ' =+z012.1b')))
except (ValueError, TypeError, OverflowError) as e:
    print(' =+z012.1b', type(e).__name__, e)
try:
    print('^-z#,.17G', repr('{:^-z#,.17G}'.format(1.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('^-z#,.17G', type(e).__name__, e)
try:
    print(' = #0E', repr('{: = #0E}'.format(True)))
except (ValueError, TypeError, OverflowError) as e:
    print(' = #0E', type(e).__name__, e)
try:
    print('_<+#01.0e', repr('{:_<+#01.0e}'.format(float("nan"))))
except (ValueError, TypeError, OverflowError) as e:
    print('_<+#01.0e', type(e).__name__, e)
try:
    print('é=z#01_d', repr(format(True, 'é=z#01_d')))
except (ValueError, TypeError, OverflowError) as e:
    print('é=z#01_d', type(e).__name__, e)
try:
    print('<+b', repr(f'{123456789.123:<+b}'))
except (ValueError, TypeError, OverflowError) as e:
    print('<+b', type(e).__name__, e)
try:
    print('é<+1.3c', repr(format(1e16, 'é<+1.3c')))
except (ValueError, TypeError, OverflowError) as e:
    print('é<+1.3c', type(e).__name__, e)
try:
    print('_>+z05%', repr('{:_>+z05%}'.format("s")))
except (ValueError, TypeError, OverflowError) as e:
    print('_>+z05%', type(e).__name__, e)
try:
    print('0=#12.10e', repr('{:0=#12.10e}'.format(0)))
except (ValueError, TypeError, OverflowError) as e:
    print('0=#12.10e', type(e).__name__, e)
try:
    print('é>01', repr('{:é>01}'.format(-1234567)))
except (ValueError, TypeError, OverflowError) as e:
    print('é>01', type(e).__name__, e)
try:
    print('_=1_.17n', repr('{:_=1_.17n}'.format(2.675)))
except (ValueError, TypeError, OverflowError) as e:
    print('_=1_.17n', type(e).__name__, e)
try:
    print('*<#12_b', repr(f'{None:*<#12_b}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*<#12_b', type(e).__name__, e)
try:
    print('z#012.0', repr(format(-1, 'z#012.0')))
except (ValueError, TypeError, OverflowError) as e:
    print('z#012.0', type(e).__name__, e)
try:
    print(' =-#12_%', repr('{: =-#12_%}'.format(-1)))
except (ValueError, TypeError, OverflowError) as e:
    print(' =-#12_%', type(e).__name__, e)
try:
    print('0<-01_.0F', repr(format((1, 2), '0<-01_.0F')))
except (ValueError, TypeError, OverflowError) as e:
    print('0<-01_.0F', type(e).__name__, e)
try:
    print('é> 1,x', repr(format("", 'é> 1,x')))
except (ValueError, TypeError, OverflowError) as e:
    print('é> 1,x', type(e).__name__, e)
try:
    print(' =-z01,.0f', repr(format(-2.5, ' =-z01,.0f')))
except (ValueError, TypeError, OverflowError) as e:
    print(' =-z01,.0f', type(e).__name__, e)
try:
    print('*=+0F', repr('{:*=+0F}'.format(0)))
except (ValueError, TypeError, OverflowError) as e:
    print('*=+0F', type(e).__name__, e)
try:
    print('=+#0,E', repr(format(-1234567, '=+#0,E')))
except (ValueError, TypeError, OverflowError) as e:
    print('=+#0,E', type(e).__name__, e)
try:
    print('é^ 5o', repr(format(-1234567, 'é^ 5o')))
except (ValueError, TypeError, OverflowError) as e:
    print('é^ 5o', type(e).__name__, e)
try:
    print('= 012.1b', repr(f'{1e300:= 012.1b}'))
except (ValueError, TypeError, OverflowError) as e:
    print('= 012.1b', type(e).__name__, e)
try:
    print(' ^#12_n', repr(f'{-1234567: ^#12_n}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^#12_n', type(e).__name__, e)
try:
    print('*> 01.3X', repr(format(-2.5, '*> 01.3X')))
except (ValueError, TypeError, OverflowError) as e:
    print('*> 01.3X', type(e).__name__, e)
try:
    print('é< z5,.10s', repr(f'{0.1:é< z5,.10s}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é< z5,.10s', type(e).__name__, e)
try:
    print(' >0.10X', repr(f'{(1, 2): >0.10X}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' >0.10X', type(e).__name__, e)
try:
    print('=01E', repr('{:=01E}'.format(1e300)))
except (ValueError, TypeError, OverflowError) as e:
    print('=01E', type(e).__name__, e)
try:
    print('0>-z_.1e', repr(format(99.995, '0>-z_.1e')))
except (ValueError, TypeError, OverflowError) as e:
    print('0>-z_.1e', type(e).__name__, e)
try:
    print(' ^-.3d', repr(f'{2.675: ^-.3d}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^-.3d', type(e).__name__, e)
try:
    print('é=-z#012.10f', repr(format(-1, 'é=-z#012.10f')))
except (ValueError, TypeError, OverflowError) as e:
    print('é=-z#012.10f', type(e).__name__, e)
try:
    print('_=-5_.1n', repr(format(0.1, '_=-5_.1n')))
except (ValueError, TypeError, OverflowError) as e:
    print('_=-5_.1n', type(e).__name__, e)
try:
    print('0^.0f', repr(f'{1.5:0^.0f}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0^.0f', type(e).__name__, e)
try:
    print('_= #1.1c', repr(format(True, '_= #1.1c')))
except (ValueError, TypeError, OverflowError) as e:
    print('_= #1.1c', type(e).__name__, e)
try:
    print('_>z0_.10E', repr(f'{-1234567:_>z0_.10E}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_>z0_.10E', type(e).__name__, e)
try:
    print(' <+#.0x', repr(format(float("inf"), ' <+#.0x')))
except (ValueError, TypeError, OverflowError) as e:
    print(' <+#.0x', type(e).__name__, e)
try:
    print('*=-z#05.1G', repr('{:*=-z#05.1G}'.format(-0.0)))
except (ValueError, TypeError, OverflowError) as e:
    print('*=-z#05.1G', type(e).__name__, e)
try:
    print('*^-#05.0b', repr(format(0.1, '*^-#05.0b')))
except (ValueError, TypeError, OverflowError) as e:
    print('*^-#05.0b', type(e).__name__, e)
try:
    print('*<-z0X', repr(f'{True:*<-z0X}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*<-z0X', type(e).__name__, e)
try:
    print('_<+z#05.1%', repr(f'{float("inf"):_<+z#05.1%}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_<+z#05.1%', type(e).__name__, e)
try:
    print('0=+#0E', repr(f'{0.0:0=+#0E}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0=+#0E', type(e).__name__, e)
try:
    print('0=+#0,o', repr(format(-2.5, '0=+#0,o')))
except (ValueError, TypeError, OverflowError) as e:
    print('0=+#0,o', type(e).__name__, e)
try:
    print('0^ z#1,.1F', repr(f'{1:0^ z#1,.1F}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0^ z#1,.1F', type(e).__name__, e)
try:
    print('0= z0,', repr(f'{0.0:0= z0,}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0= z0,', type(e).__name__, e)
try:
    print('=zs', repr(format(1.5, '=zs')))
except (ValueError, TypeError, OverflowError) as e:
    print('=zs', type(e).__name__, e)
try:
    print('é<-#5.17X', repr(format(2.675, 'é<-#5.17X')))
except (ValueError, TypeError, OverflowError) as e:
    print('é<-#5.17X', type(e).__name__, e)
try:
    print('0<zx', repr(format(5e-324, '0<zx')))
except (ValueError, TypeError, OverflowError) as e:
    print('0<zx', type(e).__name__, e)
try:
    print('0^z5,.3o', repr(format(0.1, '0^z5,.3o')))
except (ValueError, TypeError, OverflowError) as e:
    print('0^z5,.3o', type(e).__name__, e)
try:
    print('0=#1.1e', repr(f'{7:0=#1.1e}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0=#1.1e', type(e).__name__, e)
try:
    print('0<z#12.17n', repr(format(2.675, '0<z#12.17n')))
except (ValueError, TypeError, OverflowError) as e:
    print('0<z#12.17n', type(e).__name__, e)
try:
    print('0<+z1_g', repr('{:0<+z1_g}'.format(None)))
except (ValueError, TypeError, OverflowError) as e:
    print('0<+z1_g', type(e).__name__, e)
#@@ case spec_random_22
try:
    print('*=+01.0G', repr(format(1234.5678, '*=+01.0G')))
except (ValueError, TypeError, OverflowError) as e:
    print('*=+01.0G', type(e).__name__, e)
try:
    print('é=+.10d', repr(f'{1:é=+.10d}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é=+.10d', type(e).__name__, e)
try:
    print('_>05_.10c', repr(f'{(1, 2):_>05_.10c}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_>05_.10c', type(e).__name__, e)
try:
    print('z012x', repr(f'{True:z012x}'))
except (ValueError, TypeError, OverflowError) as e:
    print('z012x', type(e).__name__, e)
try:
    print('_<+0,.10b', repr('{:_<+0,.10b}'.format(None)))
except (ValueError, TypeError, OverflowError) as e:
    print('_<+0,.10b', type(e).__name__, e)
try:
    print('_>-5s', repr('{:_>-5s}'.format(1e-7)))
except (ValueError, TypeError, OverflowError) as e:
    print('_>-5s', type(e).__name__, e)
try:
    print('*=-z01.0X', repr(format(-1234567, '*=-z01.0X')))
except (ValueError, TypeError, OverflowError) as e:
    print('*=-z01.0X', type(e).__name__, e)
try:
    print(' =+012_.3E', repr(format(True, ' =+012_.3E')))
except (ValueError, TypeError, OverflowError) as e:
    print(' =+012_.3E', type(e).__name__, e)
try:
    print('0<12,.0e', repr(f'{-1:0<12,.0e}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0<12,.0e', type(e).__name__, e)
try:
    print('*> 01.3n', repr('{:*> 01.3n}'.format((1, 2))))
except (ValueError, TypeError, OverflowError) as e:
    print('*> 01.3n', type(e).__name__, e)
try:
    print(' <-z05_.3G', repr(format(123456789.123, ' <-z05_.3G')))
except (ValueError, TypeError, OverflowError) as e:
    print(' <-z05_.3G', type(e).__name__, e)
try:
    print('*>#_.17x', repr('{:*>#_.17x}'.format("s")))
except (ValueError, TypeError, OverflowError) as e:
    print('*>#_.17x', type(e).__name__, e)
try:
    print('_>+z#.10x', repr(f'{99.995:_>+z#.10x}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_>+z#.10x', type(e).__name__, e)
try:
    print(' <#1,.17f', repr(format(2.675, ' <#1,.17f')))
except (ValueError, TypeError, OverflowError) as e:
    print(' <#1,.17f', type(e).__name__, e)
try:
    print(' ^+z#12,.0', repr(format(5e-324, ' ^+z#12,.0')))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^+z#12,.0', type(e).__name__, e)
try:
    print(' >+z#e', repr(format(-2.5, ' >+z#e')))
except (ValueError, TypeError, OverflowError) as e:
    print(' >+z#e', type(e).__name__, e)
try:
    print(' =#0.3o', repr('{: =#0.3o}'.format(123456789.123)))
except (ValueError, TypeError, OverflowError) as e:
    print(' =#0.3o', type(e).__name__, e)
try:
    print('-z#0,.0', repr(f'{7:-z#0,.0}'))
except (ValueError, TypeError, OverflowError) as e:
    print('-z#0,.0', type(e).__name__, e)
try:
    print('<+z#01e', repr(f'{1:<+z#01e}'))
except (ValueError, TypeError, OverflowError) as e:
    print('<+z#01e', type(e).__name__, e)
try:
    print('0<z0,.10g', repr('{:0<z0,.10g}'.format(float("inf"))))
except (ValueError, TypeError, OverflowError) as e:
    print('0<z0,.10g', type(e).__name__, e)
try:
    print('_^ 1,X', repr(f'{-2.5:_^ 1,X}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_^ 1,X', type(e).__name__, e)
try:
    print('_= 05x', repr(f'{"s":_= 05x}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_= 05x', type(e).__name__, e)
try:
    print(' <+z#12,d', repr('{: <+z#12,d}'.format("")))
except (ValueError, TypeError, OverflowError) as e:
    print(' <+z#12,d', type(e).__name__, e)
try:
    print('< 5,X', repr('{:< 5,X}'.format(0)))
except (ValueError, TypeError, OverflowError) as e:
    print('< 5,X', type(e).__name__, e)
try:
    print('>+.1e', repr(format(5e-324, '>+.1e')))
except (ValueError, TypeError, OverflowError) as e:
    print('>+.1e', type(e).__name__, e)
try:
    print('*<-#s', repr(format(float("nan"), '*<-#s')))
except (ValueError, TypeError, OverflowError) as e:
    print('*<-#s', type(e).__name__, e)
try:
    print(' =-z#0.17b', repr(format(1.5, ' =-z#0.17b')))
except (ValueError, TypeError, OverflowError) as e:
    print(' =-z#0.17b', type(e).__name__, e)
try:
    print('^-#1.17X', repr(f'{1:^-#1.17X}'))
except (ValueError, TypeError, OverflowError) as e:
    print('^-#1.17X', type(e).__name__, e)
try:
    print('_>-z0,.3%', repr(f'{False:_>-z0,.3%}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_>-z0,.3%', type(e).__name__, e)
try:
    print('_^ z#012.3G', repr(format(0.1, '_^ z#012.3G')))
except (ValueError, TypeError, OverflowError) as e:
    print('_^ z#012.3G', type(e).__name__, e)
try:
    print('0^#,.17b', repr(format(0.0, '0^#,.17b')))
except (ValueError, TypeError, OverflowError) as e:
    print('0^#,.17b', type(e).__name__, e)
try:
    print('_=12,.3X', repr('{:_=12,.3X}'.format(123456789.123)))
except (ValueError, TypeError, OverflowError) as e:
    print('_=12,.3X', type(e).__name__, e)
try:
    print(' ^#12_.17%', repr(f'{None: ^#12_.17%}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^#12_.17%', type(e).__name__, e)
try:
    print('_< z01s', repr('{:_< z01s}'.format(123456789.123)))
except (ValueError, TypeError, OverflowError) as e:
    print('_< z01s', type(e).__name__, e)
try:
    print('= #01X', repr(format(0.000123, '= #01X')))
except (ValueError, TypeError, OverflowError) as e:
    print('= #01X', type(e).__name__, e)
try:
    print('0< #012_.1b', repr('{:0< #012_.1b}'.format(0)))
except (ValueError, TypeError, OverflowError) as e:
    print('0< #012_.1b', type(e).__name__, e)
try:
    print(' <-#.17X', repr('{: <-#.17X}'.format(1e-7)))
except (ValueError, TypeError, OverflowError) as e:
    print(' <-#.17X', type(e).__name__, e)
try:
    print('_^-#01_g', repr(format(123456789.123, '_^-#01_g')))
except (ValueError, TypeError, OverflowError) as e:
    print('_^-#01_g', type(e).__name__, e)
try:
    print(' ^#012,X', repr('{: ^#012,X}'.format(False)))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^#012,X', type(e).__name__, e)
try:
    print('*=+z#0.10o', repr('{:*=+z#0.10o}'.format("stride")))
except (ValueError, TypeError, OverflowError) as e:
    print('*=+z#0.10o', type(e).__name__, e)
try:
    print('<#012,.0e', repr('{:<#012,.0e}'.format(0.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('<#012,.0e', type(e).__name__, e)
try:
    print('é^ 5.0g', repr('{:é^ 5.0g}'.format(1)))
except (ValueError, TypeError, OverflowError) as e:
    print('é^ 5.0g', type(e).__name__, e)
try:
    print(' =z0.1n', repr('{: =z0.1n}'.format(0.000123)))
except (ValueError, TypeError, OverflowError) as e:
    print(' =z0.1n', type(e).__name__, e)
try:
    print(' < z#012_.0f', repr(f'{255: < z#012_.0f}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' < z#012_.0f', type(e).__name__, e)
try:
    print('_<+z05_.10F', repr(format(float("inf"), '_<+z05_.10F')))
except (ValueError, TypeError, OverflowError) as e:
    print('_<+z05_.10F', type(e).__name__, e)
try:
    print('*<-12e', repr(f'{255:*<-12e}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*<-12e', type(e).__name__, e)
try:
    print('= z#05f', repr('{:= z#05f}'.format(255)))
except (ValueError, TypeError, OverflowError) as e:
    print('= z#05f', type(e).__name__, e)
try:
    print('_< z#12.3f', repr(f'{-1234567:_< z#12.3f}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_< z#12.3f', type(e).__name__, e)
try:
    print(' > #0.10F', repr('{: > #0.10F}'.format("s")))
except (ValueError, TypeError, OverflowError) as e:
    print(' > #0.10F', type(e).__name__, e)
try:
    print('0<+z01,.17c', repr(format(None, '0<+z01,.17c')))
except (ValueError, TypeError, OverflowError) as e:
    print('0<+z01,.17c', type(e).__name__, e)
try:
    print('*^+#5_.10x', repr('{:*^+#5_.10x}'.format(123456789.123)))
except (ValueError, TypeError, OverflowError) as e:
    print('*^+#5_.10x', type(e).__name__, e)
try:
    print('*<-5.3X', repr('{:*<-5.3X}'.format(-1234567)))
except (ValueError, TypeError, OverflowError) as e:
    print('*<-5.3X', type(e).__name__, e)
try:
    print('0< z,.0s', repr('{:0< z,.0s}'.format("s")))
except (ValueError, TypeError, OverflowError) as e:
    print('0< z,.0s', type(e).__name__, e)
try:
    print('*= .1x', repr('{:*= .1x}'.format(True)))
except (ValueError, TypeError, OverflowError) as e:
    print('*= .1x', type(e).__name__, e)
try:
    print('0>z5_.1o', repr('{:0>z5_.1o}'.format(-1)))
except (ValueError, TypeError, OverflowError) as e:
    print('0>z5_.1o', type(e).__name__, e)
try:
    print('é<z#01.3n', repr(format(None, 'é<z#01.3n')))
except (ValueError, TypeError, OverflowError) as e:
    print('é<z#01.3n', type(e).__name__, e)
try:
    print('é<+z012,.1F', repr(format(1e16, 'é<+z012,.1F')))
except (ValueError, TypeError, OverflowError) as e:
    print('é<+z012,.1F', type(e).__name__, e)
try:
    print(' =_X', repr(format(-1, ' =_X')))
except (ValueError, TypeError, OverflowError) as e:
    print(' =_X', type(e).__name__, e)
try:
    print('é^-#05,.17e', repr(f'{0.000123:é^-#05,.17e}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é^-#05,.17e', type(e).__name__, e)
try:
    print('0=-#012.1%', repr(f'{1e300:0=-#012.1%}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0=-#012.1%', type(e).__name__, e)
#@@ case spec_random_23
try:
    print('_< z1,E', repr(format(1234.5678, '_< z1,E')))
except (ValueError, TypeError, OverflowError) as e:
    print('_< z1,E', type(e).__name__, e)
try:
    print(' <+z#12.10G', repr('{: <+z#12.10G}'.format(-2.5)))
except (ValueError, TypeError, OverflowError) as e:
    print(' <+z#12.10G', type(e).__name__, e)
try:
    print('*>-#05,o', repr('{:*>-#05,o}'.format(-0.0)))
except (ValueError, TypeError, OverflowError) as e:
    print('*>-#05,o', type(e).__name__, e)
try:
    print('_<+#05,.0E', repr(f'{"stride":_<+#05,.0E}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_<+#05,.0E', type(e).__name__, e)
try:
    print(' < z#.1g', repr(format(0, ' < z#.1g')))
except (ValueError, TypeError, OverflowError) as e:
    print(' < z#.1g', type(e).__name__, e)
try:
    print('*^ #12,.1G', repr('{:*^ #12,.1G}'.format(-2.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('*^ #12,.1G', type(e).__name__, e)
try:
    print('0= 0.0c', repr(format(123456789.123, '0= 0.0c')))
except (ValueError, TypeError, OverflowError) as e:
    print('0= 0.0c', type(e).__name__, e)
try:
    print(' < 01_', repr('{: < 01_}'.format("s")))
except (ValueError, TypeError, OverflowError) as e:
    print(' < 01_', type(e).__name__, e)
try:
    print('_^z#.1e', repr(f'{0.000123:_^z#.1e}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_^z#.1e', type(e).__name__, e)
try:
    print('*<-#12,.1E', repr(format(0.0, '*<-#12,.1E')))
except (ValueError, TypeError, OverflowError) as e:
    print('*<-#12,.1E', type(e).__name__, e)
try:
    print('*<-,d', repr(format(255, '*<-,d')))
except (ValueError, TypeError, OverflowError) as e:
    print('*<-,d', type(e).__name__, e)
try:
    print('*^+z0_.17G', repr('{:*^+z0_.17G}'.format(1e-7)))
except (ValueError, TypeError, OverflowError) as e:
    print('*^+z0_.17G', type(e).__name__, e)
try:
    print(' =#12_.3g', repr(f'{-1: =#12_.3g}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' =#12_.3g', type(e).__name__, e)
try:
    print('_=#012.3f', repr(f'{True:_=#012.3f}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_=#012.3f', type(e).__name__, e)
try:
    print('_^-z1_.1d', repr(f'{None:_^-z1_.1d}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_^-z1_.1d', type(e).__name__, e)
try:
    print('_<-5_.0X', repr(f'{123456789.123:_<-5_.0X}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_<-5_.0X', type(e).__name__, e)
try:
    print('é>5_F', repr(f'{-2.5:é>5_F}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é>5_F', type(e).__name__, e)
try:
    print('é=+12.1o', repr(format("stride", 'é=+12.1o')))
except (ValueError, TypeError, OverflowError) as e:
    print('é=+12.1o', type(e).__name__, e)
try:
    print('_> 05.17c', repr(f'{9223372036854775807:_> 05.17c}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_> 05.17c', type(e).__name__, e)
try:
    print('_=-z0E', repr(f'{0.0:_=-z0E}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_=-z0E', type(e).__name__, e)
try:
    print('é= z#_.17s', repr(format(5e-324, 'é= z#_.17s')))
except (ValueError, TypeError, OverflowError) as e:
    print('é= z#_.17s', type(e).__name__, e)
try:
    print(' <#1,.0n', repr('{: <#1,.0n}'.format(0.5)))
except (ValueError, TypeError, OverflowError) as e:
    print(' <#1,.0n', type(e).__name__, e)
try:
    print('é<01_.3f', repr(format(2.675, 'é<01_.3f')))
except (ValueError, TypeError, OverflowError) as e:
    print('é<01_.3f', type(e).__name__, e)
try:
    print('0< #5.1f', repr('{:0< #5.1f}'.format(0.000123)))
except (ValueError, TypeError, OverflowError) as e:
    print('0< #5.1f', type(e).__name__, e)
try:
    print('_<-#5.1f', repr(f'{2.675:_<-#5.1f}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_<-#5.1f', type(e).__name__, e)
try:
    print('_<+z#5.17b', repr(f'{1e16:_<+z#5.17b}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_<+z#5.17b', type(e).__name__, e)
try:
    print('0=z#0_.17X', repr('{:0=z#0_.17X}'.format(0.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('0=z#0_.17X', type(e).__name__, e)
try:
    print('0<z5_.3s', repr(format(float("nan"), '0<z5_.3s')))
except (ValueError, TypeError, OverflowError) as e:
    print('0<z5_.3s', type(e).__name__, e)
try:
    print('0>z1,x', repr(format(1234.5678, '0>z1,x')))
except (ValueError, TypeError, OverflowError) as e:
    print('0>z1,x', type(e).__name__, e)
try:
    print('^+#01,F', repr('{:^+#01,F}'.format(-1234567)))
except (ValueError, TypeError, OverflowError) as e:
    print('^+#01,F', type(e).__name__, e)
try:
    print('é>z12.1x', repr(format(-1234567, 'é>z12.1x')))
except (ValueError, TypeError, OverflowError) as e:
    print('é>z12.1x', type(e).__name__, e)
try:
    print('_<#1.17o', repr('{:_<#1.17o}'.format((1, 2))))
except (ValueError, TypeError, OverflowError) as e:
    print('_<#1.17o', type(e).__name__, e)
try:
    print('é<-0_g', repr('{:é<-0_g}'.format("stride")))
except (ValueError, TypeError, OverflowError) as e:
    print('é<-0_g', type(e).__name__, e)
try:
    print('0>-#0,.10s', repr(format(False, '0>-#0,.10s')))
except (ValueError, TypeError, OverflowError) as e:
    print('0>-#0,.10s', type(e).__name__, e)
try:
    print(' = #1.0X', repr(format(-2.5, ' = #1.0X')))
except (ValueError, TypeError, OverflowError) as e:
    print(' = #1.0X', type(e).__name__, e)
try:
    print('0<-#05.3G', repr('{:0<-#05.3G}'.format(9223372036854775807)))
except (ValueError, TypeError, OverflowError) as e:
    print('0<-#05.3G', type(e).__name__, e)
try:
    print('_<z#5.10e', repr(format(9223372036854775807, '_<z#5.10e')))
except (ValueError, TypeError, OverflowError) as e:
    print('_<z#5.10e', type(e).__name__, e)
try:
    print('0<12o', repr(format(-1234567, '0<12o')))
except (ValueError, TypeError, OverflowError) as e:
    print('0<12o', type(e).__name__, e)
try:
    print('*^+#1.3s', repr(format(0.1, '*^+#1.3s')))
except (ValueError, TypeError, OverflowError) as e:
    print('*^+#1.3s', type(e).__name__, e)
try:
    print('é<+z12,.10g', repr(f'{"stride":é<+z12,.10g}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é<+z12,.10g', type(e).__name__, e)
try:
    print('_^+#1.17d', repr(format(7, '_^+#1.17d')))
except (ValueError, TypeError, OverflowError) as e:
    print('_^+#1.17d', type(e).__name__, e)
try:
    print('_<+z#5.1f', repr(f'{1e-7:_<+z#5.1f}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_<+z#5.1f', type(e).__name__, e)
try:
    print('0^+,.0o', repr(format(99.995, '0^+,.0o')))
except (ValueError, TypeError, OverflowError) as e:
    print('0^+,.0o', type(e).__name__, e)
try:
    print('0> 1_g', repr(format(1e300, '0> 1_g')))
except (ValueError, TypeError, OverflowError) as e:
    print('0> 1_g', type(e).__name__, e)
try:
    print(' > z12x', repr(format("s", ' > z12x')))
except (ValueError, TypeError, OverflowError) as e:
    print(' > z12x', type(e).__name__, e)
try:
    print('é<-5.10G', repr(format(0, 'é<-5.10G')))
except (ValueError, TypeError, OverflowError) as e:
    print('é<-5.10G', type(e).__name__, e)
try:
    print(' = #05,.0', repr(format("stride", ' = #05,.0')))
except (ValueError, TypeError, OverflowError) as e:
    print(' = #05,.0', type(e).__name__, e)
try:
    print('*<#0o', repr(f'{7:*<#0o}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*<#0o', type(e).__name__, e)
try:
    print(' <-z0.3E', repr('{: <-z0.3E}'.format(0)))
except (ValueError, TypeError, OverflowError) as e:
    print(' <-z0.3E', type(e).__name__, e)
try:
    print('0=-#012_.17G', repr('{:0=-#012_.17G}'.format("")))
except (ValueError, TypeError, OverflowError) as e:
    print('0=-#012_.17G', type(e).__name__, e)
try:
    print('é>z#012.10n', repr(format(True, 'é>z#012.10n')))
except (ValueError, TypeError, OverflowError) as e:
    print('é>z#012.10n', type(e).__name__, e)
try:
    print(' ^+12o', repr('{: ^+12o}'.format(5e-324)))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^+12o', type(e).__name__, e)
try:
    print('é<-#012', repr(format(False, 'é<-#012')))
except (ValueError, TypeError, OverflowError) as e:
    print('é<-#012', type(e).__name__, e)
try:
    print('*<+05', repr(f'{False:*<+05}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*<+05', type(e).__name__, e)
try:
    print('é<z#12d', repr('{:é<z#12d}'.format(False)))
except (ValueError, TypeError, OverflowError) as e:
    print('é<z#12d', type(e).__name__, e)
try:
    print('*< 05.0o', repr(f'{5e-324:*< 05.0o}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*< 05.0o', type(e).__name__, e)
try:
    print('é=+01n', repr(format(-1234567, 'é=+01n')))
except (ValueError, TypeError, OverflowError) as e:
    print('é=+01n', type(e).__name__, e)
try:
    print('*<-12_.17%', repr(format(99.995, '*<-12_.17%')))
except (ValueError, TypeError, OverflowError) as e:
    print('*<-12_.17%', type(e).__name__, e)
try:
    print('é^z#.10s', repr(f'{1:é^z#.10s}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é^z#.10s', type(e).__name__, e)
try:
    print('0^+#,g', repr(format(99.995, '0^+#,g')))
except (ValueError, TypeError, OverflowError) as e:
    print('0^+#,g', type(e).__name__, e)
#@@ case spec_random_24
try:
    print(' =-#.17F', repr('{: =-#.17F}'.format(1234.5678)))
except (ValueError, TypeError, OverflowError) as e:
    print(' =-#.17F', type(e).__name__, e)
try:
    print('0>+z5.17s', repr(format((1, 2), '0>+z5.17s')))
except (ValueError, TypeError, OverflowError) as e:
    print('0>+z5.17s', type(e).__name__, e)
try:
    print('_^-#5_F', repr(f'{False:_^-#5_F}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_^-#5_F', type(e).__name__, e)
try:
    print('0> #5,.10n', repr(f'{-2.5:0> #5,.10n}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0> #5,.10n', type(e).__name__, e)
try:
    print('<-z01,s', repr('{:<-z01,s}'.format(1e-7)))
except (ValueError, TypeError, OverflowError) as e:
    print('<-z01,s', type(e).__name__, e)
try:
    print('*>-z#1.10f', repr('{:*>-z#1.10f}'.format("")))
except (ValueError, TypeError, OverflowError) as e:
    print('*>-z#1.10f', type(e).__name__, e)
try:
    print('< #12b', repr(format(0.1, '< #12b')))
except (ValueError, TypeError, OverflowError) as e:
    print('< #12b', type(e).__name__, e)
try:
    print('0>-5.3X', repr(f'{-1234567:0>-5.3X}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0>-5.3X', type(e).__name__, e)
try:
    print('*>_.0n', repr(f'{123456789.123:*>_.0n}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*>_.0n', type(e).__name__, e)
try:
    print('0^z#1.0', repr(f'{float("nan"):0^z#1.0}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0^z#1.0', type(e).__name__, e)
try:
    print(' =%', repr('{: =%}'.format(0.0)))
except (ValueError, TypeError, OverflowError) as e:
    print(' =%', type(e).__name__, e)
try:
    print('0= 12.17s', repr(format(0.0, '0= 12.17s')))
except (ValueError, TypeError, OverflowError) as e:
    print('0= 12.17s', type(e).__name__, e)
try:
    print('é<+012f', repr('{:é<+012f}'.format(-2.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('é<+012f', type(e).__name__, e)
try:
    print('_< z#5.3F', repr('{:_< z#5.3F}'.format(7)))
except (ValueError, TypeError, OverflowError) as e:
    print('_< z#5.3F', type(e).__name__, e)
try:
    print('*< 12e', repr(format(1, '*< 12e')))
except (ValueError, TypeError, OverflowError) as e:
    print('*< 12e', type(e).__name__, e)
try:
    print('=-5.17n', repr('{:=-5.17n}'.format((1, 2))))
except (ValueError, TypeError, OverflowError) as e:
    print('=-5.17n', type(e).__name__, e)
try:
    print('*>+#012.0g', repr('{:*>+#012.0g}'.format(0.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('*>+#012.0g', type(e).__name__, e)
try:
    print('>+#012_.1s', repr('{:>+#012_.1s}'.format(0.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('>+#012_.1s', type(e).__name__, e)
try:
    print('^+0.17c', repr('{:^+0.17c}'.format(5e-324)))
except (ValueError, TypeError, OverflowError) as e:
    print('^+0.17c', type(e).__name__, e)
try:
    print(' > 05_.0G', repr(format(0.000123, ' > 05_.0G')))
except (ValueError, TypeError, OverflowError) as e:
    print(' > 05_.0G', type(e).__name__, e)
try:
    print(' =-#,F', repr(format(1, ' =-#,F')))
except (ValueError, TypeError, OverflowError) as e:
    print(' =-#,F', type(e).__name__, e)
try:
    print('é<+z_d', repr(f'{None:é<+z_d}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é<+z_d', type(e).__name__, e)
try:
    print('é^#12_b', repr(f'{-2.5:é^#12_b}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é^#12_b', type(e).__name__, e)
try:
    print(' >-z12.1E', repr(f'{0.0: >-z12.1E}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' >-z12.1E', type(e).__name__, e)
try:
    print('0< #012_o', repr(f'{-0.0:0< #012_o}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0< #012_o', type(e).__name__, e)
try:
    print('0<-5,.17b', repr(format(0.0, '0<-5,.17b')))
except (ValueError, TypeError, OverflowError) as e:
    print('0<-5,.17b', type(e).__name__, e)
try:
    print(' =-z#12,.10X', repr(f'{(1, 2): =-z#12,.10X}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' =-z#12,.10X', type(e).__name__, e)
try:
    print('é= z12.17X', repr(format(255, 'é= z12.17X')))
except (ValueError, TypeError, OverflowError) as e:
    print('é= z12.17X', type(e).__name__, e)
try:
    print(' ^-05,.0', repr('{: ^-05,.0}'.format(1)))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^-05,.0', type(e).__name__, e)
try:
    print('*> 01_.17s', repr(format(-1234567, '*> 01_.17s')))
except (ValueError, TypeError, OverflowError) as e:
    print('*> 01_.17s', type(e).__name__, e)
try:
    print('0<+z05,E', repr('{:0<+z05,E}'.format(2.675)))
except (ValueError, TypeError, OverflowError) as e:
    print('0<+z05,E', type(e).__name__, e)
try:
    print('*^+5.1o', repr('{:*^+5.1o}'.format(9223372036854775807)))
except (ValueError, TypeError, OverflowError) as e:
    print('*^+5.1o', type(e).__name__, e)
try:
    print('_^012,%', repr(f'{0.0:_^012,%}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_^012,%', type(e).__name__, e)
try:
    print('0=1e', repr(format("s", '0=1e')))
except (ValueError, TypeError, OverflowError) as e:
    print('0=1e', type(e).__name__, e)
try:
    print('_^ _.10g', repr('{:_^ _.10g}'.format(-1234567)))
except (ValueError, TypeError, OverflowError) as e:
    print('_^ _.10g', type(e).__name__, e)
try:
    print('é=01,.3c', repr(format(1, 'é=01,.3c')))
except (ValueError, TypeError, OverflowError) as e:
    print('é=01,.3c', type(e).__name__, e)
try:
    print('*< 5_.17g', repr(format(0.000123, '*< 5_.17g')))
except (ValueError, TypeError, OverflowError) as e:
    print('*< 5_.17g', type(e).__name__, e)
try:
    print('0=z#0.0%', repr('{:0=z#0.0%}'.format(1e-7)))
except (ValueError, TypeError, OverflowError) as e:
    print('0=z#0.0%', type(e).__name__, e)
try:
    print('_<+#5,b', repr(format(False, '_<+#5,b')))
except (ValueError, TypeError, OverflowError) as e:
    print('_<+#5,b', type(e).__name__, e)
try:
    print(' ^ #_.1G', repr('{: ^ #_.1G}'.format(False)))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^ #_.1G', type(e).__name__, e)
try:
    print('0=#5,.0', repr(format(123456789.123, '0=#5,.0')))
except (ValueError, TypeError, OverflowError) as e:
    print('0=#5,.0', type(e).__name__, e)
try:
    print('>-z05_.1g', repr(format("", '>-z05_.1g')))
except (ValueError, TypeError, OverflowError) as e:
    print('>-z05_.1g', type(e).__name__, e)
try:
    print(' <1f', repr(format(1234.5678, ' <1f')))
except (ValueError, TypeError, OverflowError) as e:
    print(' <1f', type(e).__name__, e)
try:
    print('<+01,.3X', repr('{:<+01,.3X}'.format(None)))
except (ValueError, TypeError, OverflowError) as e:
    print('<+01,.3X', type(e).__name__, e)
try:
    print('é<+z01.0e', repr('{:é<+z01.0e}'.format(True)))
except (ValueError, TypeError, OverflowError) as e:
    print('é<+z01.0e', type(e).__name__, e)
try:
    print(' <-#1,X', repr(format(123456789.123, ' <-#1,X')))
except (ValueError, TypeError, OverflowError) as e:
    print(' <-#1,X', type(e).__name__, e)
try:
    print('< #1_.17F', repr(f'{0.1:< #1_.17F}'))
except (ValueError, TypeError, OverflowError) as e:
    print('< #1_.17F', type(e).__name__, e)
try:
    print(' <-z5.17E', repr(f'{123456789.123: <-z5.17E}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' <-z5.17E', type(e).__name__, e)
try:
    print('#01,.3G', repr(format(5e-324, '#01,.3G')))
except (ValueError, TypeError, OverflowError) as e:
    print('#01,.3G', type(e).__name__, e)
try:
    print('_>+5.3E', repr('{:_>+5.3E}'.format(False)))
except (ValueError, TypeError, OverflowError) as e:
    print('_>+5.3E', type(e).__name__, e)
try:
    print('_<+z5x', repr('{:_<+z5x}'.format(None)))
except (ValueError, TypeError, OverflowError) as e:
    print('_<+z5x', type(e).__name__, e)
try:
    print(' > #.17x', repr('{: > #.17x}'.format(-1)))
except (ValueError, TypeError, OverflowError) as e:
    print(' > #.17x', type(e).__name__, e)
try:
    print('0>1.17', repr('{:0>1.17}'.format(-1234567)))
except (ValueError, TypeError, OverflowError) as e:
    print('0>1.17', type(e).__name__, e)
try:
    print('0<+#12_.10', repr(f'{(1, 2):0<+#12_.10}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0<+#12_.10', type(e).__name__, e)
try:
    print('0<#012,.10n', repr('{:0<#012,.10n}'.format(1e300)))
except (ValueError, TypeError, OverflowError) as e:
    print('0<#012,.10n', type(e).__name__, e)
try:
    print('_< 05_f', repr(f'{-1:_< 05_f}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_< 05_f', type(e).__name__, e)
try:
    print(' ^+012_.0f', repr('{: ^+012_.0f}'.format(-2.5)))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^+012_.0f', type(e).__name__, e)
try:
    print('*^,', repr(format("stride", '*^,')))
except (ValueError, TypeError, OverflowError) as e:
    print('*^,', type(e).__name__, e)
try:
    print(' <z12_.0b', repr(format(False, ' <z12_.0b')))
except (ValueError, TypeError, OverflowError) as e:
    print(' <z12_.0b', type(e).__name__, e)
try:
    print('>#05_.0c', repr(format(255, '>#05_.0c')))
except (ValueError, TypeError, OverflowError) as e:
    print('>#05_.0c', type(e).__name__, e)
#@@ case spec_random_25
try:
    print('é=+0_o', repr('{:é=+0_o}'.format(1e-7)))
except (ValueError, TypeError, OverflowError) as e:
    print('é=+0_o', type(e).__name__, e)
try:
    print('0^+012_G', repr(f'{7:0^+012_G}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0^+012_G', type(e).__name__, e)
try:
    print('0<+z#0,.10f', repr(format(1234.5678, '0<+z#0,.10f')))
except (ValueError, TypeError, OverflowError) as e:
    print('0<+z#0,.10f', type(e).__name__, e)
try:
    print('*> z#5b', repr(f'{False:*> z#5b}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*> z#5b', type(e).__name__, e)
try:
    print(' <#05,x', repr('{: <#05,x}'.format(float("inf"))))
except (ValueError, TypeError, OverflowError) as e:
    print(' <#05,x', type(e).__name__, e)
try:
    print(' ^ #12_.3d', repr(format(123456789.123, ' ^ #12_.3d')))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^ #12_.3d', type(e).__name__, e)
try:
    print('0<+,e', repr(format(float("inf"), '0<+,e')))
except (ValueError, TypeError, OverflowError) as e:
    print('0<+,e', type(e).__name__, e)
try:
    print(' <z#05.10f', repr('{: <z#05.10f}'.format(0.0)))
except (ValueError, TypeError, OverflowError) as e:
    print(' <z#05.10f', type(e).__name__, e)
try:
    print(' ^-12.1E', repr('{: ^-12.1E}'.format(0.000123)))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^-12.1E', type(e).__name__, e)
try:
    print('*>+#0.17F', repr(format(255, '*>+#0.17F')))
except (ValueError, TypeError, OverflowError) as e:
    print('*>+#0.17F', type(e).__name__, e)
try:
    print('é^+1n', repr('{:é^+1n}'.format(99.995)))
except (ValueError, TypeError, OverflowError) as e:
    print('é^+1n', type(e).__name__, e)
try:
    print('-5.3g', repr(format("", '-5.3g')))
except (ValueError, TypeError, OverflowError) as e:
    print('-5.3g', type(e).__name__, e)
try:
    print(' < #01.10E', repr(f'{99.995: < #01.10E}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' < #01.10E', type(e).__name__, e)
try:
    print('*^-z#01,.1F', repr('{:*^-z#01,.1F}'.format("s")))
except (ValueError, TypeError, OverflowError) as e:
    print('*^-z#01,.1F', type(e).__name__, e)
try:
    print('*>#012,.0f', repr(format(0, '*>#012,.0f')))
except (ValueError, TypeError, OverflowError) as e:
    print('*>#012,.0f', type(e).__name__, e)
try:
    print('*^+z12_.0F', repr('{:*^+z12_.0F}'.format(True)))
except (ValueError, TypeError, OverflowError) as e:
    print('*^+z12_.0F', type(e).__name__, e)
try:
    print('é<+z#012_e', repr(f'{(1, 2):é<+z#012_e}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é<+z#012_e', type(e).__name__, e)
try:
    print('0>+#5_o', repr(f'{-1:0>+#5_o}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0>+#5_o', type(e).__name__, e)
try:
    print('<#1_f', repr(f'{"stride":<#1_f}'))
except (ValueError, TypeError, OverflowError) as e:
    print('<#1_f', type(e).__name__, e)
try:
    print('é=+5,E', repr('{:é=+5,E}'.format(0)))
except (ValueError, TypeError, OverflowError) as e:
    print('é=+5,E', type(e).__name__, e)
try:
    print('é=#05,E', repr('{:é=#05,E}'.format(99.995)))
except (ValueError, TypeError, OverflowError) as e:
    print('é=#05,E', type(e).__name__, e)
try:
    print('0^ 5_.17', repr('{:0^ 5_.17}'.format(255)))
except (ValueError, TypeError, OverflowError) as e:
    print('0^ 5_.17', type(e).__name__, e)
try:
    print(' ^-z#_.17o', repr(f'{"": ^-z#_.17o}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^-z#_.17o', type(e).__name__, e)
try:
    print('é>+z#01.3', repr('{:é>+z#01.3}'.format(0.0)))
except (ValueError, TypeError, OverflowError) as e:
    print('é>+z#01.3', type(e).__name__, e)
try:
    print(' =-#05.17X', repr(f'{-1234567: =-#05.17X}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' =-#05.17X', type(e).__name__, e)
try:
    print('*<-z#12_.17', repr('{:*<-z#12_.17}'.format(99.995)))
except (ValueError, TypeError, OverflowError) as e:
    print('*<-z#12_.17', type(e).__name__, e)
try:
    print('_=z#0.10o', repr('{:_=z#0.10o}'.format("s")))
except (ValueError, TypeError, OverflowError) as e:
    print('_=z#0.10o', type(e).__name__, e)
try:
    print('= #01_.3x', repr(format(float("inf"), '= #01_.3x')))
except (ValueError, TypeError, OverflowError) as e:
    print('= #01_.3x', type(e).__name__, e)
try:
    print('é< 5,.3X', repr(format(9223372036854775807, 'é< 5,.3X')))
except (ValueError, TypeError, OverflowError) as e:
    print('é< 5,.3X', type(e).__name__, e)
try:
    print('_^-01_.17g', repr(format(float("inf"), '_^-01_.17g')))
except (ValueError, TypeError, OverflowError) as e:
    print('_^-01_.17g', type(e).__name__, e)
try:
    print('^+z#12c', repr('{:^+z#12c}'.format(0)))
except (ValueError, TypeError, OverflowError) as e:
    print('^+z#12c', type(e).__name__, e)
try:
    print('^ #01,f', repr(f'{0.000123:^ #01,f}'))
except (ValueError, TypeError, OverflowError) as e:
    print('^ #01,f', type(e).__name__, e)
try:
    print('#_.0E', repr('{:#_.0E}'.format(float("inf"))))
except (ValueError, TypeError, OverflowError) as e:
    print('#_.0E', type(e).__name__, e)
try:
    print(' ^01g', repr(format(float("nan"), ' ^01g')))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^01g', type(e).__name__, e)
try:
    print('0< 05_.10E', repr(f'{-1234567:0< 05_.10E}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0< 05_.10E', type(e).__name__, e)
try:
    print('*^ z#12b', repr(format(123456789.123, '*^ z#12b')))
except (ValueError, TypeError, OverflowError) as e:
    print('*^ z#12b', type(e).__name__, e)
try:
    print('*>-,E', repr(format(-1, '*>-,E')))
except (ValueError, TypeError, OverflowError) as e:
    print('*>-,E', type(e).__name__, e)
try:
    print('0=-#01.3G', repr('{:0=-#01.3G}'.format(True)))
except (ValueError, TypeError, OverflowError) as e:
    print('0=-#01.3G', type(e).__name__, e)
try:
    print('0>+01.10e', repr(f'{5e-324:0>+01.10e}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0>+01.10e', type(e).__name__, e)
try:
    print('0^+#1.10%', repr(format(1e-7, '0^+#1.10%')))
except (ValueError, TypeError, OverflowError) as e:
    print('0^+#1.10%', type(e).__name__, e)
try:
    print(' <+#01.1F', repr(format(True, ' <+#01.1F')))
except (ValueError, TypeError, OverflowError) as e:
    print(' <+#01.1F', type(e).__name__, e)
try:
    print('é=-#12,.1F', repr('{:é=-#12,.1F}'.format(1e16)))
except (ValueError, TypeError, OverflowError) as e:
    print('é=-#12,.1F', type(e).__name__, e)
try:
    print('0<-#5.1', repr(format(123456789.123, '0<-#5.1')))
except (ValueError, TypeError, OverflowError) as e:
    print('0<-#5.1', type(e).__name__, e)
try:
    print('_=0_.17E', repr(f'{1.5:_=0_.17E}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_=0_.17E', type(e).__name__, e)
try:
    print('0<-z#12_.0b', repr(f'{0.0:0<-z#12_.0b}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0<-z#12_.0b', type(e).__name__, e)
try:
    print('=+.0F', repr(format(1e16, '=+.0F')))
except (ValueError, TypeError, OverflowError) as e:
    print('=+.0F', type(e).__name__, e)
try:
    print('<+z,.0b', repr('{:<+z,.0b}'.format("s")))
except (ValueError, TypeError, OverflowError) as e:
    print('<+z,.0b', type(e).__name__, e)
try:
    print(' ^-#0_', repr('{: ^-#0_}'.format(1e-7)))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^-#0_', type(e).__name__, e)
try:
    print('*>01_.10s', repr(f'{2.675:*>01_.10s}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*>01_.10s', type(e).__name__, e)
try:
    print(' <+z012x', repr('{: <+z012x}'.format(-1)))
except (ValueError, TypeError, OverflowError) as e:
    print(' <+z012x', type(e).__name__, e)
try:
    print('< .17X', repr('{:< .17X}'.format(-2.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('< .17X', type(e).__name__, e)
try:
    print('_<+z0.0d', repr(format(0, '_<+z0.0d')))
except (ValueError, TypeError, OverflowError) as e:
    print('_<+z0.0d', type(e).__name__, e)
try:
    print('é<+#12.17s', repr(format(99.995, 'é<+#12.17s')))
except (ValueError, TypeError, OverflowError) as e:
    print('é<+#12.17s', type(e).__name__, e)
try:
    print('<+z#1x', repr(f'{(1, 2):<+z#1x}'))
except (ValueError, TypeError, OverflowError) as e:
    print('<+z#1x', type(e).__name__, e)
try:
    print('*<+z#01%', repr(format(1.5, '*<+z#01%')))
except (ValueError, TypeError, OverflowError) as e:
    print('*<+z#01%', type(e).__name__, e)
try:
    print('*>+#_.3o', repr('{:*>+#_.3o}'.format(-0.0)))
except (ValueError, TypeError, OverflowError) as e:
    print('*>+#_.3o', type(e).__name__, e)
try:
    print('0<-#05,.1n', repr(format(-2.5, '0<-#05,.1n')))
except (ValueError, TypeError, OverflowError) as e:
    print('0<-#05,.1n', type(e).__name__, e)
try:
    print('é=-012,.0s', repr(format(1234.5678, 'é=-012,.0s')))
except (ValueError, TypeError, OverflowError) as e:
    print('é=-012,.0s', type(e).__name__, e)
try:
    print('*<+z#12,.0%', repr(f'{9223372036854775807:*<+z#12,.0%}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*<+z#12,.0%', type(e).__name__, e)
try:
    print('é= 12e', repr(format(float("inf"), 'é= 12e')))
except (ValueError, TypeError, OverflowError) as e:
    print('é= 12e', type(e).__name__, e)
#@@ case spec_random_26
try:
    print('_<-z05.10o', repr(format("stride", '_<-z05.10o')))
except (ValueError, TypeError, OverflowError) as e:
    print('_<-z05.10o', type(e).__name__, e)
try:
    print('é>01.1', repr('{:é>01.1}'.format(float("inf"))))
except (ValueError, TypeError, OverflowError) as e:
    print('é>01.1', type(e).__name__, e)
try:
    print('<+_.0o', repr(format(float("nan"), '<+_.0o')))
except (ValueError, TypeError, OverflowError) as e:
    print('<+_.0o', type(e).__name__, e)
try:
    print('*< #5_.10%', repr(f'{123456789.123:*< #5_.10%}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*< #5_.10%', type(e).__name__, e)
try:
    print(' z#012_.0f', repr(f'{None: z#012_.0f}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' z#012_.0f', type(e).__name__, e)
try:
    print('*<+z012.0E', repr(format(1, '*<+z012.0E')))
except (ValueError, TypeError, OverflowError) as e:
    print('*<+z012.0E', type(e).__name__, e)
try:
    print('=-#5d', repr(format((1, 2), '=-#5d')))
except (ValueError, TypeError, OverflowError) as e:
    print('=-#5d', type(e).__name__, e)
try:
    print(' =+z#012.10X', repr(f'{-1234567: =+z#012.10X}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' =+z#012.10X', type(e).__name__, e)
try:
    print('é>-z5.17d', repr(format("s", 'é>-z5.17d')))
except (ValueError, TypeError, OverflowError) as e:
    print('é>-z5.17d', type(e).__name__, e)
try:
    print('= z0.17x', repr(format(5e-324, '= z0.17x')))
except (ValueError, TypeError, OverflowError) as e:
    print('= z0.17x', type(e).__name__, e)
try:
    print('_< .3s', repr(f'{0.0:_< .3s}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_< .3s', type(e).__name__, e)
try:
    print('0^ 05,.1f', repr(format(0.0, '0^ 05,.1f')))
except (ValueError, TypeError, OverflowError) as e:
    print('0^ 05,.1f', type(e).__name__, e)
try:
    print('*<-12.0g', repr(format(-2.5, '*<-12.0g')))
except (ValueError, TypeError, OverflowError) as e:
    print('*<-12.0g', type(e).__name__, e)
try:
    print('é^-z#12_.3F', repr(f'{"stride":é^-z#12_.3F}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é^-z#12_.3F', type(e).__name__, e)
try:
    print('0^+z5.17x', repr(format(-1, '0^+z5.17x')))
except (ValueError, TypeError, OverflowError) as e:
    print('0^+z5.17x', type(e).__name__, e)
try:
    print('*^z_.17c', repr(f'{123456789.123:*^z_.17c}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*^z_.17c', type(e).__name__, e)
try:
    print('*<012_.17s', repr(format(-1, '*<012_.17s')))
except (ValueError, TypeError, OverflowError) as e:
    print('*<012_.17s', type(e).__name__, e)
try:
    print('_^ #012.1%', repr(f'{9223372036854775807:_^ #012.1%}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_^ #012.1%', type(e).__name__, e)
try:
    print('_^+1.0c', repr(f'{123456789.123:_^+1.0c}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_^+1.0c', type(e).__name__, e)
try:
    print('*^,F', repr('{:*^,F}'.format((1, 2))))
except (ValueError, TypeError, OverflowError) as e:
    print('*^,F', type(e).__name__, e)
try:
    print('é=-zn', repr(format(float("inf"), 'é=-zn')))
except (ValueError, TypeError, OverflowError) as e:
    print('é=-zn', type(e).__name__, e)
try:
    print('é<+z01_%', repr('{:é<+z01_%}'.format(float("nan"))))
except (ValueError, TypeError, OverflowError) as e:
    print('é<+z01_%', type(e).__name__, e)
try:
    print('0<+z#.10n', repr(f'{1234.5678:0<+z#.10n}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0<+z#.10n', type(e).__name__, e)
try:
    print('0<-05.0X', repr(format(-1234567, '0<-05.0X')))
except (ValueError, TypeError, OverflowError) as e:
    print('0<-05.0X', type(e).__name__, e)
try:
    print('*>+05.0o', repr(f'{0.000123:*>+05.0o}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*>+05.0o', type(e).__name__, e)
try:
    print('#5,X', repr(f'{2.675:#5,X}'))
except (ValueError, TypeError, OverflowError) as e:
    print('#5,X', type(e).__name__, e)
try:
    print(' >-#01.10x', repr(format(1234.5678, ' >-#01.10x')))
except (ValueError, TypeError, OverflowError) as e:
    print(' >-#01.10x', type(e).__name__, e)
try:
    print(' ^-05.1o', repr('{: ^-05.1o}'.format(1e-7)))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^-05.1o', type(e).__name__, e)
try:
    print('_=+z5e', repr(format(7, '_=+z5e')))
except (ValueError, TypeError, OverflowError) as e:
    print('_=+z5e', type(e).__name__, e)
try:
    print('_<#0.1d', repr('{:_<#0.1d}'.format(-0.0)))
except (ValueError, TypeError, OverflowError) as e:
    print('_<#0.1d', type(e).__name__, e)
try:
    print('0=12_.10n', repr(format(False, '0=12_.10n')))
except (ValueError, TypeError, OverflowError) as e:
    print('0=12_.10n', type(e).__name__, e)
try:
    print('*> #.0E', repr(f'{"s":*> #.0E}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*> #.0E', type(e).__name__, e)
try:
    print('_> #12_.0n', repr(format(1e300, '_> #12_.0n')))
except (ValueError, TypeError, OverflowError) as e:
    print('_> #12_.0n', type(e).__name__, e)
try:
    print(' <-05.0%', repr('{: <-05.0%}'.format(123456789.123)))
except (ValueError, TypeError, OverflowError) as e:
    print(' <-05.0%', type(e).__name__, e)
try:
    print('_<0,X', repr(f'{-1:_<0,X}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_<0,X', type(e).__name__, e)
try:
    print('>1c', repr('{:>1c}'.format(0.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('>1c', type(e).__name__, e)
try:
    print(' =_.1F', repr(format(99.995, ' =_.1F')))
except (ValueError, TypeError, OverflowError) as e:
    print(' =_.1F', type(e).__name__, e)
try:
    print('< #0,.10f', repr('{:< #0,.10f}'.format(-1234567)))
except (ValueError, TypeError, OverflowError) as e:
    print('< #0,.10f', type(e).__name__, e)
try:
    print('0=-z#01.10c', repr('{:0=-z#01.10c}'.format("s")))
except (ValueError, TypeError, OverflowError) as e:
    print('0=-z#01.10c', type(e).__name__, e)
try:
    print('0>-12.17G', repr('{:0>-12.17G}'.format("s")))
except (ValueError, TypeError, OverflowError) as e:
    print('0>-12.17G', type(e).__name__, e)
try:
    print('é^-1,x', repr(f'{float("nan"):é^-1,x}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é^-1,x', type(e).__name__, e)
try:
    print('0>012,.3%', repr('{:0>012,.3%}'.format(float("nan"))))
except (ValueError, TypeError, OverflowError) as e:
    print('0>012,.3%', type(e).__name__, e)
try:
    print('*=+01d', repr(format(99.995, '*=+01d')))
except (ValueError, TypeError, OverflowError) as e:
    print('*=+01d', type(e).__name__, e)
try:
    print('*<-z12,.17f', repr(f'{1:*<-z12,.17f}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*<-z12,.17f', type(e).__name__, e)
try:
    print('*^-z012.3d', repr('{:*^-z012.3d}'.format("stride")))
except (ValueError, TypeError, OverflowError) as e:
    print('*^-z012.3d', type(e).__name__, e)
try:
    print(' <z#0,.1d', repr(f'{255: <z#0,.1d}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' <z#0,.1d', type(e).__name__, e)
try:
    print('>-z#5,.0n', repr(format(0.000123, '>-z#5,.0n')))
except (ValueError, TypeError, OverflowError) as e:
    print('>-z#5,.0n', type(e).__name__, e)
try:
    print(' <5.0n', repr('{: <5.0n}'.format(1e300)))
except (ValueError, TypeError, OverflowError) as e:
    print(' <5.0n', type(e).__name__, e)
try:
    print('*^ 1.17c', repr('{:*^ 1.17c}'.format(0.1)))
except (ValueError, TypeError, OverflowError) as e:
    print('*^ 1.17c', type(e).__name__, e)
try:
    print(' <+z0_.0G', repr('{: <+z0_.0G}'.format(123456789.123)))
except (ValueError, TypeError, OverflowError) as e:
    print(' <+z0_.0G', type(e).__name__, e)
try:
    print('é^-#0_.0X', repr('{:é^-#0_.0X}'.format((1, 2))))
except (ValueError, TypeError, OverflowError) as e:
    print('é^-#0_.0X', type(e).__name__, e)
try:
    print('é<#05b', repr('{:é<#05b}'.format(1e16)))
except (ValueError, TypeError, OverflowError) as e:
    print('é<#05b', type(e).__name__, e)
try:
    print('0<+01.3s', repr(format(0.1, '0<+01.3s')))
except (ValueError, TypeError, OverflowError) as e:
    print('0<+01.3s', type(e).__name__, e)
try:
    print('*>+#1_b', repr('{:*>+#1_b}'.format("s")))
except (ValueError, TypeError, OverflowError) as e:
    print('*>+#1_b', type(e).__name__, e)
try:
    print('>+z012%', repr('{:>+z012%}'.format(1234.5678)))
except (ValueError, TypeError, OverflowError) as e:
    print('>+z012%', type(e).__name__, e)
try:
    print('0>-z5_.17c', repr(f'{1e300:0>-z5_.17c}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0>-z5_.17c', type(e).__name__, e)
try:
    print('0< z#1x', repr(f'{"":0< z#1x}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0< z#1x', type(e).__name__, e)
try:
    print('_^+01_.10G', repr(f'{-1234567:_^+01_.10G}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_^+01_.10G', type(e).__name__, e)
try:
    print('*=+#05.1d', repr('{:*=+#05.1d}'.format(1e-7)))
except (ValueError, TypeError, OverflowError) as e:
    print('*=+#05.1d', type(e).__name__, e)
try:
    print(' >-z#,.0X', repr(f'{"stride": >-z#,.0X}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' >-z#,.0X', type(e).__name__, e)
#@@ case spec_random_27
try:
    print('é>5_.17s', repr('{:é>5_.17s}'.format(0.1)))
except (ValueError, TypeError, OverflowError) as e:
    print('é>5_.17s', type(e).__name__, e)
try:
    print('_>-#01.3d', repr('{:_>-#01.3d}'.format(False)))
except (ValueError, TypeError, OverflowError) as e:
    print('_>-#01.3d', type(e).__name__, e)
try:
    print(' > 0.17o', repr('{: > 0.17o}'.format(0.1)))
except (ValueError, TypeError, OverflowError) as e:
    print(' > 0.17o', type(e).__name__, e)
try:
    print(' <+z12.10c', repr(format(1234.5678, ' <+z12.10c')))
except (ValueError, TypeError, OverflowError) as e:
    print(' <+z12.10c', type(e).__name__, e)
try:
    print('_^5s', repr(format(-2.5, '_^5s')))
except (ValueError, TypeError, OverflowError) as e:
    print('_^5s', type(e).__name__, e)
try:
    print('^-#0.1b', repr(f'{-2.5:^-#0.1b}'))
except (ValueError, TypeError, OverflowError) as e:
    print('^-#0.1b', type(e).__name__, e)
try:
    print('*= z5e', repr(f'{-1:*= z5e}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*= z5e', type(e).__name__, e)
try:
    print(' < 012.0E', repr(f'{(1, 2): < 012.0E}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' < 012.0E', type(e).__name__, e)
try:
    print('*=-1_.0c', repr('{:*=-1_.0c}'.format(5e-324)))
except (ValueError, TypeError, OverflowError) as e:
    print('*=-1_.0c', type(e).__name__, e)
try:
    print('0<+01.3X', repr('{:0<+01.3X}'.format(-0.0)))
except (ValueError, TypeError, OverflowError) as e:
    print('0<+01.3X', type(e).__name__, e)
try:
    print(' < z#12n', repr(f'{2.675: < z#12n}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' < z#12n', type(e).__name__, e)
try:
    print('_<+#01.3g', repr('{:_<+#01.3g}'.format(None)))
except (ValueError, TypeError, OverflowError) as e:
    print('_<+#01.3g', type(e).__name__, e)
try:
    print(' ^+z#12x', repr('{: ^+z#12x}'.format(1234.5678)))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^+z#12x', type(e).__name__, e)
try:
    print('*<-#05_.10b', repr('{:*<-#05_.10b}'.format(False)))
except (ValueError, TypeError, OverflowError) as e:
    print('*<-#05_.10b', type(e).__name__, e)
try:
    print('_<+012g', repr(f'{7:_<+012g}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_<+012g', type(e).__name__, e)
try:
    print('_<z5_.3X', repr(format(255, '_<z5_.3X')))
except (ValueError, TypeError, OverflowError) as e:
    print('_<z5_.3X', type(e).__name__, e)
try:
    print('_=#01,F', repr(format((1, 2), '_=#01,F')))
except (ValueError, TypeError, OverflowError) as e:
    print('_=#01,F', type(e).__name__, e)
try:
    print('*^ 5_.3g', repr('{:*^ 5_.3g}'.format(0.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('*^ 5_.3g', type(e).__name__, e)
try:
    print('_=-012.1x', repr('{:_=-012.1x}'.format(float("nan"))))
except (ValueError, TypeError, OverflowError) as e:
    print('_=-012.1x', type(e).__name__, e)
try:
    print(' =#01x', repr(f'{-2.5: =#01x}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' =#01x', type(e).__name__, e)
try:
    print('*<+05_o', repr('{:*<+05_o}'.format("stride")))
except (ValueError, TypeError, OverflowError) as e:
    print('*<+05_o', type(e).__name__, e)
try:
    print('é<+z#01_.0d', repr(f'{1e-7:é<+z#01_.0d}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é<+z#01_.0d', type(e).__name__, e)
try:
    print('*<+#.17g', repr('{:*<+#.17g}'.format(True)))
except (ValueError, TypeError, OverflowError) as e:
    print('*<+#.17g', type(e).__name__, e)
try:
    print('_> 5.0x', repr('{:_> 5.0x}'.format("s")))
except (ValueError, TypeError, OverflowError) as e:
    print('_> 5.0x', type(e).__name__, e)
try:
    print(' <#,c', repr('{: <#,c}'.format(True)))
except (ValueError, TypeError, OverflowError) as e:
    print(' <#,c', type(e).__name__, e)
try:
    print('0^+#05.10d', repr('{:0^+#05.10d}'.format(0.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('0^+#05.10d', type(e).__name__, e)
try:
    print('*^+#0_.1E', repr(format(-0.0, '*^+#0_.1E')))
except (ValueError, TypeError, OverflowError) as e:
    print('*^+#0_.1E', type(e).__name__, e)
try:
    print('0<+5.1o', repr(format(2.675, '0<+5.1o')))
except (ValueError, TypeError, OverflowError) as e:
    print('0<+5.1o', type(e).__name__, e)
try:
    print('0<-#012.0X', repr(f'{9223372036854775807:0<-#012.0X}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0<-#012.0X', type(e).__name__, e)
try:
    print(' < z#05.1s', repr(f'{float("inf"): < z#05.1s}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' < z#05.1s', type(e).__name__, e)
try:
    print('_>+#01.3X', repr('{:_>+#01.3X}'.format(float("inf"))))
except (ValueError, TypeError, OverflowError) as e:
    print('_>+#01.3X', type(e).__name__, e)
try:
    print('é= #012.1E', repr('{:é= #012.1E}'.format((1, 2))))
except (ValueError, TypeError, OverflowError) as e:
    print('é= #012.1E', type(e).__name__, e)
try:
    print('_>+#.3s', repr(f'{float("inf"):_>+#.3s}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_>+#.3s', type(e).__name__, e)
try:
    print('é>#01f', repr(f'{99.995:é>#01f}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é>#01f', type(e).__name__, e)
try:
    print('0<5o', repr('{:0<5o}'.format(9223372036854775807)))
except (ValueError, TypeError, OverflowError) as e:
    print('0<5o', type(e).__name__, e)
try:
    print(' =+z#_.10X', repr('{: =+z#_.10X}'.format(False)))
except (ValueError, TypeError, OverflowError) as e:
    print(' =+z#_.10X', type(e).__name__, e)
try:
    print(' ^-z1n', repr('{: ^-z1n}'.format("s")))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^-z1n', type(e).__name__, e)
try:
    print('é<+#5_o', repr(format(1e-7, 'é<+#5_o')))
except (ValueError, TypeError, OverflowError) as e:
    print('é<+#5_o', type(e).__name__, e)
try:
    print(' = #.0E', repr(f'{1234.5678: = #.0E}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' = #.0E', type(e).__name__, e)
try:
    print('0>-#01_d', repr(f'{1e16:0>-#01_d}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0>-#01_d', type(e).__name__, e)
try:
    print('é^+z5.10b', repr('{:é^+z5.10b}'.format(9223372036854775807)))
except (ValueError, TypeError, OverflowError) as e:
    print('é^+z5.10b', type(e).__name__, e)
try:
    print('0^-#5,.17n', repr(f'{True:0^-#5,.17n}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0^-#5,.17n', type(e).__name__, e)
try:
    print('é< 5.0E', repr('{:é< 5.0E}'.format(float("inf"))))
except (ValueError, TypeError, OverflowError) as e:
    print('é< 5.0E', type(e).__name__, e)
try:
    print('*<-z#1.3d', repr('{:*<-z#1.3d}'.format(1.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('*<-z#1.3d', type(e).__name__, e)
try:
    print(' <#05_F', repr(f'{0.000123: <#05_F}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' <#05_F', type(e).__name__, e)
try:
    print(' <+z#05,e', repr(format(float("nan"), ' <+z#05,e')))
except (ValueError, TypeError, OverflowError) as e:
    print(' <+z#05,e', type(e).__name__, e)
try:
    print('é<#0,.3F', repr(f'{0.000123:é<#0,.3F}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é<#0,.3F', type(e).__name__, e)
try:
    print('0>+5,.17c', repr(format(0.1, '0>+5,.17c')))
except (ValueError, TypeError, OverflowError) as e:
    print('0>+5,.17c', type(e).__name__, e)
try:
    print('0=+#01.1%', repr(f'{123456789.123:0=+#01.1%}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0=+#01.1%', type(e).__name__, e)
try:
    print('_<+z01', repr(f'{-0.0:_<+z01}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_<+z01', type(e).__name__, e)
try:
    print('<-05,g', repr('{:<-05,g}'.format(123456789.123)))
except (ValueError, TypeError, OverflowError) as e:
    print('<-05,g', type(e).__name__, e)
try:
    print('é<#01.17c', repr(f'{1e-7:é<#01.17c}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é<#01.17c', type(e).__name__, e)
try:
    print('0=+#012.17b', repr('{:0=+#012.17b}'.format(1e300)))
except (ValueError, TypeError, OverflowError) as e:
    print('0=+#012.17b', type(e).__name__, e)
try:
    print('-#1n', repr('{:-#1n}'.format(float("nan"))))
except (ValueError, TypeError, OverflowError) as e:
    print('-#1n', type(e).__name__, e)
try:
    print('*<+#5_o', repr(f'{99.995:*<+#5_o}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*<+#5_o', type(e).__name__, e)
try:
    print('*<#05,.10g', repr(format((1, 2), '*<#05,.10g')))
except (ValueError, TypeError, OverflowError) as e:
    print('*<#05,.10g', type(e).__name__, e)
try:
    print(' <z#1.10E', repr(f'{123456789.123: <z#1.10E}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' <z#1.10E', type(e).__name__, e)
try:
    print('12,.17X', repr(format(False, '12,.17X')))
except (ValueError, TypeError, OverflowError) as e:
    print('12,.17X', type(e).__name__, e)
try:
    print('>-z#01.10X', repr(f'{1e16:>-z#01.10X}'))
except (ValueError, TypeError, OverflowError) as e:
    print('>-z#01.10X', type(e).__name__, e)
try:
    print('0<-1,.10n', repr(f'{7:0<-1,.10n}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0<-1,.10n', type(e).__name__, e)
#@@ case spec_random_28
try:
    print('=012,s', repr('{:=012,s}'.format(1e-7)))
except (ValueError, TypeError, OverflowError) as e:
    print('=012,s', type(e).__name__, e)
try:
    print(' <-#05,.10f', repr('{: <-#05,.10f}'.format(0.0)))
except (ValueError, TypeError, OverflowError) as e:
    print(' <-#05,.10f', type(e).__name__, e)
try:
    print('^-z5.1F', repr('{:^-z5.1F}'.format(99.995)))
except (ValueError, TypeError, OverflowError) as e:
    print('^-z5.1F', type(e).__name__, e)
try:
    print('é=+12,.10X', repr(format("s", 'é=+12,.10X')))
except (ValueError, TypeError, OverflowError) as e:
    print('é=+12,.10X', type(e).__name__, e)
try:
    print('_^-z1,s', repr(f'{"s":_^-z1,s}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_^-z1,s', type(e).__name__, e)
try:
    print('*<+#.3F', repr(f'{1e16:*<+#.3F}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*<+#.3F', type(e).__name__, e)
try:
    print('0<z5.1', repr(format(None, '0<z5.1')))
except (ValueError, TypeError, OverflowError) as e:
    print('0<z5.1', type(e).__name__, e)
try:
    print('= #12.17n', repr(f'{2.675:= #12.17n}'))
except (ValueError, TypeError, OverflowError) as e:
    print('= #12.17n', type(e).__name__, e)
try:
    print('_<+5_.0F', repr(format((1, 2), '_<+5_.0F')))
except (ValueError, TypeError, OverflowError) as e:
    print('_<+5_.0F', type(e).__name__, e)
try:
    print('é= 12.0b', repr(f'{1e-7:é= 12.0b}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é= 12.0b', type(e).__name__, e)
try:
    print('*<-012X', repr('{:*<-012X}'.format(float("nan"))))
except (ValueError, TypeError, OverflowError) as e:
    print('*<-012X', type(e).__name__, e)
try:
    print('é>-z01,.0X', repr(format(True, 'é>-z01,.0X')))
except (ValueError, TypeError, OverflowError) as e:
    print('é>-z01,.0X', type(e).__name__, e)
try:
    print('é<-#12.1F', repr(format(0.5, 'é<-#12.1F')))
except (ValueError, TypeError, OverflowError) as e:
    print('é<-#12.1F', type(e).__name__, e)
try:
    print(' <+z#0.1n', repr('{: <+z#0.1n}'.format("")))
except (ValueError, TypeError, OverflowError) as e:
    print(' <+z#0.1n', type(e).__name__, e)
try:
    print('é<+#05.10f', repr('{:é<+#05.10f}'.format(1.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('é<+#05.10f', type(e).__name__, e)
try:
    print('_> z#5_.3e', repr('{:_> z#5_.3e}'.format(0.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('_> z#5_.3e', type(e).__name__, e)
try:
    print('_>+#5,', repr(format(-1234567, '_>+#5,')))
except (ValueError, TypeError, OverflowError) as e:
    print('_>+#5,', type(e).__name__, e)
try:
    print('_< #.0f', repr(f'{0.1:_< #.0f}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_< #.0f', type(e).__name__, e)
try:
    print('é=+_o', repr('{:é=+_o}'.format(False)))
except (ValueError, TypeError, OverflowError) as e:
    print('é=+_o', type(e).__name__, e)
try:
    print('*<-#012.10%', repr(format(9223372036854775807, '*<-#012.10%')))
except (ValueError, TypeError, OverflowError) as e:
    print('*<-#012.10%', type(e).__name__, e)
try:
    print(' < #_.0X', repr('{: < #_.0X}'.format(float("inf"))))
except (ValueError, TypeError, OverflowError) as e:
    print(' < #_.0X', type(e).__name__, e)
try:
    print(' = z01.0', repr(f'{9223372036854775807: = z01.0}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' = z01.0', type(e).__name__, e)
try:
    print('= .0%', repr(format(1e-7, '= .0%')))
except (ValueError, TypeError, OverflowError) as e:
    print('= .0%', type(e).__name__, e)
try:
    print('0>+z#01_X', repr(format(1.5, '0>+z#01_X')))
except (ValueError, TypeError, OverflowError) as e:
    print('0>+z#01_X', type(e).__name__, e)
try:
    print(' <+z01X', repr(f'{-2.5: <+z01X}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' <+z01X', type(e).__name__, e)
try:
    print('é<-#012_.1E', repr('{:é<-#012_.1E}'.format(-0.0)))
except (ValueError, TypeError, OverflowError) as e:
    print('é<-#012_.1E', type(e).__name__, e)
try:
    print('<z#12.0e', repr('{:<z#12.0e}'.format(1)))
except (ValueError, TypeError, OverflowError) as e:
    print('<z#12.0e', type(e).__name__, e)
try:
    print('é<#012.3n', repr(format(1e300, 'é<#012.3n')))
except (ValueError, TypeError, OverflowError) as e:
    print('é<#012.3n', type(e).__name__, e)
try:
    print('é>z05,.1g', repr('{:é>z05,.1g}'.format(-2.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('é>z05,.1g', type(e).__name__, e)
try:
    print('<-z#0.17%', repr('{:<-z#0.17%}'.format(123456789.123)))
except (ValueError, TypeError, OverflowError) as e:
    print('<-z#0.17%', type(e).__name__, e)
try:
    print(' =+05.17n', repr(f'{(1, 2): =+05.17n}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' =+05.17n', type(e).__name__, e)
try:
    print(' = #05_.17f', repr('{: = #05_.17f}'.format(7)))
except (ValueError, TypeError, OverflowError) as e:
    print(' = #05_.17f', type(e).__name__, e)
try:
    print('0^-z12_x', repr(format(1e16, '0^-z12_x')))
except (ValueError, TypeError, OverflowError) as e:
    print('0^-z12_x', type(e).__name__, e)
try:
    print('*<-#12.0d', repr(f'{0.1:*<-#12.0d}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*<-#12.0d', type(e).__name__, e)
try:
    print('0=+#05s', repr(f'{2.675:0=+#05s}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0=+#05s', type(e).__name__, e)
try:
    print('> #5,.1d', repr('{:> #5,.1d}'.format(255)))
except (ValueError, TypeError, OverflowError) as e:
    print('> #5,.1d', type(e).__name__, e)
try:
    print('_<+0b', repr(f'{False:_<+0b}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_<+0b', type(e).__name__, e)
try:
    print('_<-z05_.10c', repr(format(-1234567, '_<-z05_.10c')))
except (ValueError, TypeError, OverflowError) as e:
    print('_<-z05_.10c', type(e).__name__, e)
try:
    print('*=#0,.3o', repr(f'{1e-7:*=#0,.3o}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*=#0,.3o', type(e).__name__, e)
try:
    print('*=#12,.1o', repr('{:*=#12,.1o}'.format(1234.5678)))
except (ValueError, TypeError, OverflowError) as e:
    print('*=#12,.1o', type(e).__name__, e)
try:
    print('é< #5.10G', repr(format(-1234567, 'é< #5.10G')))
except (ValueError, TypeError, OverflowError) as e:
    print('é< #5.10G', type(e).__name__, e)
try:
    print('0^-z1.1X', repr(format("stride", '0^-z1.1X')))
except (ValueError, TypeError, OverflowError) as e:
    print('0^-z1.1X', type(e).__name__, e)
try:
    print('=z#01.1b', repr(format(0.0, '=z#01.1b')))
except (ValueError, TypeError, OverflowError) as e:
    print('=z#01.1b', type(e).__name__, e)
try:
    print(' =-#05_.3d', repr(format(1e-7, ' =-#05_.3d')))
except (ValueError, TypeError, OverflowError) as e:
    print(' =-#05_.3d', type(e).__name__, e)
try:
    print(' < z#05_.3c', repr(f'{0.1: < z#05_.3c}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' < z#05_.3c', type(e).__name__, e)
try:
    print('=-z#0%', repr(f'{2.675:=-z#0%}'))
except (ValueError, TypeError, OverflowError) as e:
    print('=-z#0%', type(e).__name__, e)
try:
    print('é< #012_.0%', repr(f'{1e-7:é< #012_.0%}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é< #012_.0%', type(e).__name__, e)
try:
    print(' <#1.17s', repr('{: <#1.17s}'.format("s")))
except (ValueError, TypeError, OverflowError) as e:
    print(' <#1.17s', type(e).__name__, e)
try:
    print('é=#1.3c', repr(f'{float("nan"):é=#1.3c}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é=#1.3c', type(e).__name__, e)
try:
    print('=-z#.1c', repr('{:=-z#.1c}'.format(0.000123)))
except (ValueError, TypeError, OverflowError) as e:
    print('=-z#.1c', type(e).__name__, e)
try:
    print('é<+#012,.0e', repr('{:é<+#012,.0e}'.format(float("inf"))))
except (ValueError, TypeError, OverflowError) as e:
    print('é<+#012,.0e', type(e).__name__, e)
try:
    print('*=z#12_.17g', repr(f'{7:*=z#12_.17g}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*=z#12_.17g', type(e).__name__, e)
try:
    print('é<+#01,.17', repr('{:é<+#01,.17}'.format(False)))
except (ValueError, TypeError, OverflowError) as e:
    print('é<+#01,.17', type(e).__name__, e)
try:
    print('_<#12,f', repr(format((1, 2), '_<#12,f')))
except (ValueError, TypeError, OverflowError) as e:
    print('_<#12,f', type(e).__name__, e)
try:
    print(' =-z#05x', repr(f'{(1, 2): =-z#05x}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' =-z#05x', type(e).__name__, e)
try:
    print(' >+_g', repr(f'{1e-7: >+_g}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' >+_g', type(e).__name__, e)
try:
    print(' ^#012.10G', repr('{: ^#012.10G}'.format(7)))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^#012.10G', type(e).__name__, e)
try:
    print('0<+#01,b', repr(f'{"s":0<+#01,b}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0<+#01,b', type(e).__name__, e)
try:
    print('*< #X', repr(format(255, '*< #X')))
except (ValueError, TypeError, OverflowError) as e:
    print('*< #X', type(e).__name__, e)
try:
    print('*<+z1_.1G', repr(format(255, '*<+z1_.1G')))
except (ValueError, TypeError, OverflowError) as e:
    print('*<+z1_.1G', type(e).__name__, e)
#@@ case spec_random_29
try:
    print('_<-z012,d', repr(f'{"s":_<-z012,d}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_<-z012,d', type(e).__name__, e)
try:
    print('*^ #12,.3b', repr('{:*^ #12,.3b}'.format(0.0)))
except (ValueError, TypeError, OverflowError) as e:
    print('*^ #12,.3b', type(e).__name__, e)
try:
    print('=-5.3n', repr(format(1.5, '=-5.3n')))
except (ValueError, TypeError, OverflowError) as e:
    print('=-5.3n', type(e).__name__, e)
try:
    print(' >0.1G', repr(format(1e-7, ' >0.1G')))
except (ValueError, TypeError, OverflowError) as e:
    print(' >0.1G', type(e).__name__, e)
try:
    print('^ z#5c', repr(format(0, '^ z#5c')))
except (ValueError, TypeError, OverflowError) as e:
    print('^ z#5c', type(e).__name__, e)
try:
    print('<05.3d', repr('{:<05.3d}'.format(0.0)))
except (ValueError, TypeError, OverflowError) as e:
    print('<05.3d', type(e).__name__, e)
try:
    print(' <+#0.0s', repr('{: <+#0.0s}'.format(9223372036854775807)))
except (ValueError, TypeError, OverflowError) as e:
    print(' <+#0.0s', type(e).__name__, e)
try:
    print(' <+z5d', repr(f'{float("inf"): <+z5d}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' <+z5d', type(e).__name__, e)
try:
    print(' <+0_G', repr(f'{1234.5678: <+0_G}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' <+0_G', type(e).__name__, e)
try:
    print('_> 12_.0F', repr('{:_> 12_.0F}'.format(-2.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('_> 12_.0F', type(e).__name__, e)
try:
    print('é^+5_.0d', repr(format((1, 2), 'é^+5_.0d')))
except (ValueError, TypeError, OverflowError) as e:
    print('é^+5_.0d', type(e).__name__, e)
try:
    print('é<+,.3o', repr(f'{2.675:é<+,.3o}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é<+,.3o', type(e).__name__, e)
try:
    print('_<-#,f', repr(f'{1234.5678:_<-#,f}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_<-#,f', type(e).__name__, e)
try:
    print('0<1.1g', repr(format(7, '0<1.1g')))
except (ValueError, TypeError, OverflowError) as e:
    print('0<1.1g', type(e).__name__, e)
try:
    print('*>-z5_', repr('{:*>-z5_}'.format(1e16)))
except (ValueError, TypeError, OverflowError) as e:
    print('*>-z5_', type(e).__name__, e)
try:
    print(' ^-#12_.0X', repr('{: ^-#12_.0X}'.format(0)))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^-#12_.0X', type(e).__name__, e)
try:
    print('é^ z#05_.1X', repr(f'{-2.5:é^ z#05_.1X}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é^ z#05_.1X', type(e).__name__, e)
try:
    print('0<-z012g', repr(format(float("nan"), '0<-z012g')))
except (ValueError, TypeError, OverflowError) as e:
    print('0<-z012g', type(e).__name__, e)
try:
    print(' >-z05_.17b', repr('{: >-z05_.17b}'.format(0.000123)))
except (ValueError, TypeError, OverflowError) as e:
    print(' >-z05_.17b', type(e).__name__, e)
try:
    print('é>-0b', repr(f'{1e16:é>-0b}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é>-0b', type(e).__name__, e)
try:
    print('0=-z#05_.0x', repr('{:0=-z#05_.0x}'.format(None)))
except (ValueError, TypeError, OverflowError) as e:
    print('0=-z#05_.0x', type(e).__name__, e)
try:
    print('_=+01c', repr(format(float("nan"), '_=+01c')))
except (ValueError, TypeError, OverflowError) as e:
    print('_=+01c', type(e).__name__, e)
try:
    print('0<+z12_e', repr(f'{255:0<+z12_e}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0<+z12_e', type(e).__name__, e)
try:
    print('*>-z#05,.10g', repr(f'{"stride":*>-z#05,.10g}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*>-z#05,.10g', type(e).__name__, e)
try:
    print('_^ z#05.1E', repr(format(7, '_^ z#05.1E')))
except (ValueError, TypeError, OverflowError) as e:
    print('_^ z#05.1E', type(e).__name__, e)
try:
    print('0= ', repr(format(0.5, '0= ')))
except (ValueError, TypeError, OverflowError) as e:
    print('0= ', type(e).__name__, e)
try:
    print('0> 05.1s', repr('{:0> 05.1s}'.format(1.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('0> 05.1s', type(e).__name__, e)
try:
    print(' ^05_.17n', repr(format(0.000123, ' ^05_.17n')))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^05_.17n', type(e).__name__, e)
try:
    print('_<-z#0_.10', repr(f'{-0.0:_<-z#0_.10}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_<-z#0_.10', type(e).__name__, e)
try:
    print('^+z05,.0f', repr(format(0.1, '^+z05,.0f')))
except (ValueError, TypeError, OverflowError) as e:
    print('^+z05,.0f', type(e).__name__, e)
try:
    print('-z5.10%', repr(format(0.5, '-z5.10%')))
except (ValueError, TypeError, OverflowError) as e:
    print('-z5.10%', type(e).__name__, e)
try:
    print('0< 05.3E', repr('{:0< 05.3E}'.format(99.995)))
except (ValueError, TypeError, OverflowError) as e:
    print('0< 05.3E', type(e).__name__, e)
try:
    print('_^-1_.17x', repr(f'{1.5:_^-1_.17x}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_^-1_.17x', type(e).__name__, e)
try:
    print('*>-#12X', repr(format(123456789.123, '*>-#12X')))
except (ValueError, TypeError, OverflowError) as e:
    print('*>-#12X', type(e).__name__, e)
try:
    print('<#12.1s', repr(f'{1:<#12.1s}'))
except (ValueError, TypeError, OverflowError) as e:
    print('<#12.1s', type(e).__name__, e)
try:
    print('*>-#012b', repr(f'{0.0:*>-#012b}'))
except (ValueError, TypeError, OverflowError) as e:
    print('*>-#012b', type(e).__name__, e)
try:
    print('*<+#0.1s', repr(format(255, '*<+#0.1s')))
except (ValueError, TypeError, OverflowError) as e:
    print('*<+#0.1s', type(e).__name__, e)
try:
    print('é>+.10x', repr(f'{1234.5678:é>+.10x}'))
except (ValueError, TypeError, OverflowError) as e:
    print('é>+.10x', type(e).__name__, e)
try:
    print('^z#012,.3', repr('{:^z#012,.3}'.format("")))
except (ValueError, TypeError, OverflowError) as e:
    print('^z#012,.3', type(e).__name__, e)
try:
    print(' < #012,.10x', repr(f'{"": < #012,.10x}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' < #012,.10x', type(e).__name__, e)
try:
    print(' z01.1%', repr(f'{2.675: z01.1%}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' z01.1%', type(e).__name__, e)
try:
    print(' <_.3G', repr(format(0.000123, ' <_.3G')))
except (ValueError, TypeError, OverflowError) as e:
    print(' <_.3G', type(e).__name__, e)
try:
    print('é<-#.1n', repr(format(99.995, 'é<-#.1n')))
except (ValueError, TypeError, OverflowError) as e:
    print('é<-#.1n', type(e).__name__, e)
try:
    print('>-01.0n', repr(f'{7:>-01.0n}'))
except (ValueError, TypeError, OverflowError) as e:
    print('>-01.0n', type(e).__name__, e)
try:
    print('0<-z12,X', repr(f'{1e300:0<-z12,X}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0<-z12,X', type(e).__name__, e)
try:
    print('0= #0.17s', repr(format(float("inf"), '0= #0.17s')))
except (ValueError, TypeError, OverflowError) as e:
    print('0= #0.17s', type(e).__name__, e)
try:
    print(' ^ z#,.3%', repr(f'{1.5: ^ z#,.3%}'))
except (ValueError, TypeError, OverflowError) as e:
    print(' ^ z#,.3%', type(e).__name__, e)
try:
    print('0<12,.17d', repr('{:0<12,.17d}'.format(None)))
except (ValueError, TypeError, OverflowError) as e:
    print('0<12,.17d', type(e).__name__, e)
try:
    print('*<01_x', repr('{:*<01_x}'.format(1e16)))
except (ValueError, TypeError, OverflowError) as e:
    print('*<01_x', type(e).__name__, e)
try:
    print('_^ z05_', repr(f'{-0.0:_^ z05_}'))
except (ValueError, TypeError, OverflowError) as e:
    print('_^ z05_', type(e).__name__, e)
try:
    print('0=-z#12.0f', repr('{:0=-z#12.0f}'.format(1e16)))
except (ValueError, TypeError, OverflowError) as e:
    print('0=-z#12.0f', type(e).__name__, e)
try:
    print('-z#012d', repr(f'{7:-z#012d}'))
except (ValueError, TypeError, OverflowError) as e:
    print('-z#012d', type(e).__name__, e)
try:
    print('0<+z#0,x', repr(f'{None:0<+z#0,x}'))
except (ValueError, TypeError, OverflowError) as e:
    print('0<+z#0,x', type(e).__name__, e)
try:
    print('*^012s', repr(format(123456789.123, '*^012s')))
except (ValueError, TypeError, OverflowError) as e:
    print('*^012s', type(e).__name__, e)
try:
    print('é>z12_.10X', repr('{:é>z12_.10X}'.format(0)))
except (ValueError, TypeError, OverflowError) as e:
    print('é>z12_.10X', type(e).__name__, e)
try:
    print('0<+z#012_.17', repr(format(True, '0<+z#012_.17')))
except (ValueError, TypeError, OverflowError) as e:
    print('0<+z#012_.17', type(e).__name__, e)
try:
    print('0^ 5_.0f', repr('{:0^ 5_.0f}'.format(0.0)))
except (ValueError, TypeError, OverflowError) as e:
    print('0^ 5_.0f', type(e).__name__, e)
try:
    print('_^1,.3F', repr(format(123456789.123, '_^1,.3F')))
except (ValueError, TypeError, OverflowError) as e:
    print('_^1,.3F', type(e).__name__, e)
try:
    print('0< z#012f', repr('{:0< z#012f}'.format(1.5)))
except (ValueError, TypeError, OverflowError) as e:
    print('0< z#012f', type(e).__name__, e)
try:
    print('*<-#n', repr('{:*<-#n}'.format(0.000123)))
except (ValueError, TypeError, OverflowError) as e:
    print('*<-#n', type(e).__name__, e)
