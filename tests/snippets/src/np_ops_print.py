#@@ case sci_00
import numpy as np
print(np.array([1e-5, 1.0]))

#@@ case sci_01
import numpy as np
print(np.array([1e-5, 1.5, 100.0]))

#@@ case sci_02
import numpy as np
print(np.array([1e8, 1.0]))

#@@ case sci_03
import numpy as np
print(np.array([1e16, 1.0, -3.5]))

#@@ case sci_04
import numpy as np
print(np.array([0.0, 1e-300]))

#@@ case sci_05
import numpy as np
print(np.array([1.5e-10, 2.25e-10]))

#@@ case sci_06
import numpy as np
print(np.array([1e100, -1e-100, 0.0]))

#@@ case sci_07
import numpy as np
print(np.array([1.0, 2000.0]))

#@@ case sci_08
import numpy as np
print(np.array([1.0, 1000.0]))

#@@ case sci_09
import numpy as np
print(np.array([0.0001, 0.1]))

#@@ case sci_10
import numpy as np
print(np.array([0.0001, 0.1, 0.00001]))

#@@ case sci_11
import numpy as np
print(repr(np.array([1e-5, 1.0])))

#@@ case sci_12
import numpy as np
print(np.array([1e-5, 1.0], dtype=np.float32))

#@@ case sci_13
import numpy as np
print(repr(np.array([1e-5, 1.0, 3.3], dtype=np.float32)))

#@@ case sci_14
import numpy as np
print(np.array([1e-5, float('nan'), float('inf'), -float('inf')]))

#@@ case sci_15
import numpy as np
print(np.arange(6, dtype=np.int64).view(np.float32))

#@@ case sci_16
import numpy as np
print(np.array([[1e-5, 1.0],[123456789.0, 2]]))

#@@ case sci_17
import numpy as np
print(np.array([1.123456789e-5, 1.0]))

#@@ case sci_18
import numpy as np
print(np.array([-1e-5, 1.0]))

#@@ case sci_19
import numpy as np
print(np.array([1e200]))

#@@ case sci_20
import numpy as np
print(np.array([1e20, 1e-20, 123.456]))

#@@ case sci_21
import numpy as np
print(np.arange(30) * 1e10)

#@@ case sci_22
import numpy as np
print(repr(np.arange(30) * 1e-7))

#@@ case print_00
import numpy as np
print(np.arange(2000))

#@@ case print_01
import numpy as np
print(repr(np.arange(2000)))

#@@ case print_02
import numpy as np
print(np.arange(2000).reshape(40, 50))

#@@ case print_03
import numpy as np
print(repr(np.arange(2000.0).reshape(2, 1000)))

#@@ case print_04
import numpy as np
print(np.arange(1001, dtype=np.int8))

#@@ case print_05
import numpy as np
print(np.arange(3000).reshape(10, 10, 30))

#@@ case print_06
import numpy as np
print(repr(np.arange(3000).reshape(10, 10, 30) * 0.5))

#@@ case print_07
import numpy as np
print(np.arange(100) * 0.1)

#@@ case print_08
import numpy as np
print(repr(np.arange(40, dtype=np.int32)))

#@@ case print_09
import numpy as np
print(repr(np.arange(40, dtype=np.float32) / 7))

#@@ case print_10
import numpy as np
print(np.greater(np.arange(1200), 600))

#@@ case print_11
import numpy as np
print(repr(np.greater(np.arange(1200), 600)))

#@@ case print_12
import numpy as np
print(np.arange(1500).reshape(1500, 1))

#@@ case print_13
import numpy as np
print(np.arange(1002).reshape(2, 501)[:, ::-1])

#@@ case print_14
import numpy as np
print(np.array([[1e-5, 2], [3, 4]]).T)

#@@ case print_15
import numpy as np
print(repr(np.zeros((2, 3, 0))))

#@@ case print_16
import numpy as np
print(repr(np.array(1e-5)), repr(np.array(1e20, dtype=np.float32)), repr(np.array(float('nan'))))

#@@ case print_17
import numpy as np
print(np.array([float('nan'), float('inf')]))

#@@ case print_18
import numpy as np
print(np.array([float('nan'), 1e-9]))

#@@ case print_19
import numpy as np
print(repr(np.array([-float('inf'), 1e-9, 5.0])))

#@@ case print_20
import numpy as np
print(np.array([1e-5, -0.0]))

#@@ case print_21
import numpy as np
print(np.array([123456789.0, 1.0]), np.array([99999999.0, 1.0]))

#@@ case print_22
import numpy as np
print(np.array([0.1, 1000.1]), np.array([0.1, 100.01]))

#@@ case print_23
import numpy as np
print(np.array([1.0/3, 2.0/3, 1e-4]))

#@@ case f32_00
import numpy as np
print(np.array([0.0001, 0.5], dtype=np.float32), np.array([0.0001, 0.5]))

#@@ case f32_01
import numpy as np
print(np.array([1e8, 1], dtype=np.float32), np.array([99999999, 1], dtype=np.float32))

#@@ case f32_02
import numpy as np
print(np.array([0.001, 1.0], dtype=np.float32), np.array([0.001, 1.0]))

#@@ case f32_03
import numpy as np
print(np.array([0.003, 3.0], dtype=np.float32), np.array([0.003, 3.0]))

#@@ case f32_04
import numpy as np
print(np.array([0.1, 100.0], dtype=np.float32), np.array([0.1, 100.0]))

#@@ case f32_05
import numpy as np
print(np.array([0.7, 700.0], dtype=np.float32), np.array([0.7, 700.0]))

#@@ case f32_06
import numpy as np
print(np.array([1/3, 1e-5], dtype=np.float32))

#@@ case f32_07
import numpy as np
print(np.array([3.4e38, 1e-38], dtype=np.float32))

#@@ case f32_08
import numpy as np
print(repr(np.array([1e-30, 1], dtype=np.float32)))

#@@ case f32_09
import numpy as np
print(np.array([1.0000001, 1e-7], dtype=np.float32))

#@@ case f32_10
import numpy as np
print(np.array([5e-324, 1.0]))

#@@ case f32_11
import numpy as np
print(np.array([1.7976931348623157e308, -1e-300]))

#@@ case f32_12
import numpy as np
print(np.array([12345.678901234, 1e-5]))

#@@ case f32_13
import numpy as np
print(np.array([0.99999999999, 1e-5]))

#@@ case f32_14
import numpy as np
print(np.array([9.9999999995e-5, 1]))

#@@ case fuzz_floats_000
import numpy as np
print(repr(np.array([-5.827880059033551e-12, -8.1e-227, 0.0, float('inf'), 37239.754272573125, -46.5601865839674], dtype=np.float64)))
print(repr(np.array([4.2e-27, -3.5e+250, 0.0, 0.0, -370000000000.0], dtype=np.float32).reshape(5,1)))
print(repr(np.array([0.0007383633795947942, -0.0706396709496502, 0.0, float('inf'), 0.0, 4.1894650112532794e-08, -3.9400000000000004, 0.0], dtype=np.float64)))
print(np.array([0.0, 0.0], dtype=np.float64))
print(np.array([-9.554680239214714e-169, 62.0, 0.39, -6.900000000000001e-52, 2.6e-91, -0.058, 8.0, 8.346488077982191e+31, -4.6316054017384954e-08, -6.100000000000001e-165], dtype=np.float32))
print(repr(np.array([9.000000000000001e-216, -0.01, 5.318249624359338], dtype=np.float64)))
print(repr(np.array([float('nan'), 0.0, 0.0, 0.062, 0.0, 92000000000.0, 2.1, -1.2e+122], dtype=np.float32)))
print(repr(np.array([0.0, 10000000.0, -849587827260.8951, -8.94622078468077e+184, 22.0, 0.0, 9.381259166408439, 5e-09], dtype=np.float64).reshape(8,1)))
print(np.array([-8.189999999999999e-07], dtype=np.float32).reshape(1,1))
print(np.array([-1000.0, 3.809e-05, 0.045000000000000005, -21786.585715848138], dtype=np.float32).reshape(4,1))
print(np.array([-3.9e-09, -7.21e-163, -6.800000000000001e-275, 3.9999999999999997e+276], dtype=np.float32))
print(repr(np.array([6.592994893043499e-05, -3.830000000000001e-06, 800000000.0, -float('inf'), 0.0, -5.17e-99, -45900.0, 1.7e-05, -2.313836030504699e-206, -float('inf'), -0.012], dtype=np.float32).reshape(1,11)))
print(np.array([-0.001, -5.599999999999999e-10, -27000000000000.0, 0.0], dtype=np.float32).reshape(1,4))
print(repr(np.array([-9.5e-10, -0.5573217024570404, 0.0], dtype=np.float32)))
print(np.array([5.6000000000000005e-09, -7e-301, -5e-37, -0.8486836762304526, -3.915e+163, 1.1000000000000001e-08], dtype=np.float64))
print(np.array([0.0, -3.9e-62, 3.02e-07, 2.9280855958269683e-07], dtype=np.float64).reshape(1,4))
print(repr(np.array([-47000000000.0, 2.0521858703863324e-22, -0.00054, 0.0, 0.7, 0.001855, 0.0, -0.0, -7.687320844946326, 0.4, -3485438.5733981472], dtype=np.float64).reshape(11,1)))
print(repr(np.array([-0.37716159341637523, float('nan'), -814.8002512266773, 3.2779981092544176e-167, -0.0339, 0.00020834104043560153], dtype=np.float64).reshape(1,6)))
print(np.array([-27.0, 2.8135409864908315e-06, 1e-05, 25000.0, 0.14, -50000000.0, -678.3197400853727, 0.0, -12000.0, -0.0051400000000000005, 3.907311165931202e+51], dtype=np.float32))
print(repr(np.array([12000000000000.0, 0.03479449397571013, 837.2922907998837, 5.2e-231, 399.7455830763954, float('inf'), 0.0], dtype=np.float64).reshape(7,1)))

#@@ case fuzz_floats_020
import numpy as np
print(np.array([0.0659, 6.1899999999999995, -0.0009171314390213781, 0.0, -float('inf'), -8.999999999999999e-265, -0.88, -1.5876744928836073e+38, 0.003190775168856006, 700.0], dtype=np.float32).reshape(1,10))
print(repr(np.array([-9.905e+82, 8.2e-09, 5.39994e-318, 2.2289522397466175e-13, -5.890916074345015e+102, float('inf'), 8.712855999579467e-256, 0.0, -80.0, 0.0], dtype=np.float64)))
print(repr(np.array([-1.7000000000000001e-07, 1.1e+170], dtype=np.float32)))
print(np.array([8.8e-50, 0.021], dtype=np.float32))
print(repr(np.array([-5600.0, 565.2045749931763, float('nan'), 0.01384021914945931, 97000.0, 9.700000000000001e-08], dtype=np.float32).reshape(1,6)))
print(repr(np.array([-0.7000000000000001, -8.513773254129942e+295], dtype=np.float32)))
print(repr(np.array([-1.7037126001758485e-228, 0.0, -51.51, 900000000000.0, -5500000000.0, 0.0, 3.793051465035221e+237, 5.800000000000001e+300, -0.8300000000000001, 7.8e-11, 0.016460152687419728, -19.61909317171504], dtype=np.float32).reshape(1,12)))
print(np.array([10.0, -3e+268, -0.098, -0.67, -1e-07, -2.7e-115, -4.103486518719041e+57], dtype=np.float32))
print(repr(np.array([0.0, -0.63, float('nan'), -2.120127764681976, -83100.0, 0.55, 55000.0, -1.8, 3.3e-304, float('nan')], dtype=np.float64)))
print(repr(np.array([-float('inf'), -1.1e-06, -64000000000.0, 0.0, -1e-08, -24.0, 1.3e-298, -340000000000.0], dtype=np.float64).reshape(8,1)))
print(repr(np.array([0.0, -503.7491767427829, -0.1, -61.0, -6.166991453398142e+191, 1.0136162984087804e+147, -26000000.0], dtype=np.float64).reshape(7,1)))
print(repr(np.array([7.399999999999999e+262, -1e-306, 8.800000000000001e-09, float('nan'), -5.8e-09, 5.9e-171, 6.507e-05, 610.0, -3.5e-152, 0.0006], dtype=np.float64).reshape(1,10)))
print(repr(np.array([-0.026802300976589335, -8.509999999999999e-42, 3300.0, -0.2329, 2e+167, 2.463048401817266e+91, -59.721238933770934], dtype=np.float64)))
print(repr(np.array([767.2, 0.0003, -1e+292, 0.00044834343231986776, 9.1e-259, -76000.0, -0.00025701052986121253, 1000.0, -62800000000.0, -221.6508964900884], dtype=np.float32)))
print(np.array([0.0, -0.010923783718099335, -1e-105, -0.19, 0.0, 9.399999999999999, 1.380744937313455e-38], dtype=np.float64))
print(repr(np.array([8.9e-179, -0.0002817577633403828, -2.483399822268796e-185, -9.68734990921806, 5.8e+71, 0.0, 3.3e-07, 6e-221, 7500.0, 0.019], dtype=np.float32).reshape(1,10)))
print(np.array([9.4e+296], dtype=np.float64).reshape(1,1))
print(repr(np.array([-0.96, 6.926421317719101e-211, 5e+144, 2.506e-42, -0.01204, 0.0, 9.156e-195, -2600.0, -4.6896559610083453e-11, 42.0], dtype=np.float32).reshape(1,10)))
print(repr(np.array([-6.2e-254, 4.167517821268422e-91, -2.6868264961944713e-05, 0.0], dtype=np.float64).reshape(1,4)))
print(repr(np.array([-6.9e-05, -7.000000000000001e+245, -4.2, 0.39, -3.577e+126, 8.4e-250, -0.44, -0.009784267475835029, -2.6999999999999998e+32, 1e-259], dtype=np.float64)))

#@@ case fuzz_floats_040
import numpy as np
print(repr(np.array([9.9e-219, 6700000000.0, float('nan'), float('nan'), -8.8e+159, 0.006287000000000001, 8905406.996309249, 8.99e-06, -5.85e-73, 0.0, -0.0, -0.0023717470046562285], dtype=np.float64)))
print(repr(np.array([4900000.0, 5e+166, 4.041506320849331e+55, -2.87168074959625e-46, -1e-10], dtype=np.float32)))
print(np.array([-0.8443632566103562, 0.0, 70.0, -9.126860544749853e-10, -7.383234950842996], dtype=np.float32).reshape(5,1))
print(np.array([9.741284194920738e-13, -3600.0, 0.0, -5.5e+29, 952299063673.167, -6e-81, 0.0, -2.4170000000000003e+177, -float('inf'), 3.335716920301443e-176, 1.1447825051941396], dtype=np.float64))
print(repr(np.array([-0.00046865944243360805, 0.0, -1e-235, 0.81, 7.814480467626795e-65], dtype=np.float32).reshape(5,1)))
print(repr(np.array([-3e-217, -0.81, -0.75, 0.0, -8.966115846513457e+131, -6.600000000000001e-287, 0.0016, -55000000000.0, 7.8e+304, 0.2993118678425446, -55.48772333619607], dtype=np.float32).reshape(1,11)))
print(repr(np.array([-19000.0, 9.093e+233, 9.604e+194, -0.1368], dtype=np.float64)))
print(repr(np.array([2.6e-196], dtype=np.float64).reshape(1,1)))
print(np.array([4600.0, -0.010000000000000002, 0.0007911778242957344, -float('inf'), -5.384336411749438e-174, 0.0, 620.4, 1000.0, 4.3e+284, -0.03337794410185294, -4600.0, 8.72382701927751e-287], dtype=np.float32).reshape(12,1))
print(np.array([-0.07100000000000001, -8.836624174447415e+24, 0.0671, 0.07100000000000001], dtype=np.float32))
print(np.array([-10.0, 6.26449445397042e-05, 1.9671093852621047e-32, 0.0, 1000000.0, 64893312369528.53, -0.0009878249361950672, -613967.5878744118, 0.0, -423.23145526728035], dtype=np.float32))
print(repr(np.array([-5.593000224103241e-05, -1.5059313915316132e-219, 470000000.0, float('inf'), -28000000000000.0], dtype=np.float32).reshape(1,5)))
print(np.array([0.0, -4.9e+92, -2.4000000000000003e-06, 0.0791, 500.0, 2.1e-104], dtype=np.float64).reshape(1,6))
print(np.array([0.06, 0.05852739604906099, 7.285043375189238e+119, float('nan'), 2.23912288884748e-09], dtype=np.float32).reshape(1,5))
print(repr(np.array([2600.0, 0.0], dtype=np.float32).reshape(2,1)))
print(np.array([-8.7e+17, -31.0, -1.2e+306, -5.9e+96, 0.0, -4.6e+31, 0.0, 0.0061, 65850.08596873799, -0.1, -3.648, -0.06950156846031429], dtype=np.float64))
print(np.array([-0.1, 0.0, -680.0, -0.0, -81.0, -0.0], dtype=np.float32).reshape(1,6))
print(np.array([-7.01e+286, 0.511792605763674, -7.69228416588082e-20, -88250.24849290952, 74.79, 0.36, -5.556937262027156e-60, -69000.0], dtype=np.float32).reshape(1,8))
print(repr(np.array([5.3e+148, -0.02094, 18013481373.876904, 14.19101597665584, 145775502.7528529, -8.34e-07, float('inf'), -0.091, 151897817444.47794, 1e-09, 9.394e-10, 7.5e-11], dtype=np.float64)))
print(repr(np.array([3e-06, 0.0, -9.0, 6.000000000000001e-09, -7.623328547710695], dtype=np.float64).reshape(5,1)))

#@@ case fuzz_floats_060
import numpy as np
print(repr(np.array([1.1707093680706327e-09, 4.000000000000001e+261, 6.3e+228, 0.0, 7.7e-08, -9.899999999999999e-10, 0.0010765800755308975, 0.0, -20000000000.0, -9.700000000000001e-09, -92.38645919372091], dtype=np.float32).reshape(1,11)))
print(repr(np.array([-3900000000000.0, -2600000.0, 7.8e+267, -7.929494776186594e+26, -3e+99, -530.0, 8.97e-100, -0.003085683546936452, 5.899999999999999e-06, 7.346000000000001e+39, -float('inf'), -670.0], dtype=np.float64).reshape(1,12)))
print(repr(np.array([0.0, -0.094, 2.4999999999999996e-10, -2417.0, -9.7e-235, -0.0, -9.714787779969747e-08, -0.0026000000000000003, -501.2555557273911, -float('inf'), -37.0, float('nan')], dtype=np.float32)))
print(np.array([0.07537356063929224, 3.9000000000000003e-141, 5.317918638561631e-131, 6.677999999999999e-253, 75410000000.0, 876.0, -9e+298, 1e-297, 9.77271820945303e-40, -6800.0, 173.0, 4.00139386879701e-230], dtype=np.float64).reshape(12,1))
print(repr(np.array([-45396910.584854245, -7.649999999999999e-08, 56.026737954873916, -3400000000000.0, -1.0526022347987851, 858.1261720797088], dtype=np.float32).reshape(6,1)))
print(np.array([-0.0, -940000.0, 0.001], dtype=np.float32).reshape(1,3))
print(repr(np.array([7.5, 9.2e-250, -599.0717812008714, 2.4262205581215945e-92], dtype=np.float32)))
print(np.array([0.0, 98000000.0, 0.0, float('inf')], dtype=np.float32))
print(np.array([0.0, 6.613999999999999e-234, 8.296631239876788e-13, 1200000000000.0, -0.078, 28000000000000.0, 9.16403917659835e+267], dtype=np.float64))
print(np.array([0.0, 3e-60, -7.623315648961698e-155, 0.0, -1.7308724702697064e-05, -0.00036712561595630955, -93139533.63432142], dtype=np.float64).reshape(7,1))
print(repr(np.array([0.0074600000000000005], dtype=np.float32)))
print(np.array([59785845.18129524, 0.083, 0.0057, 100.0], dtype=np.float32).reshape(4,1))
print(np.array([0.0, -0.0, 0.0, -3.704823804365852e+57], dtype=np.float32).reshape(1,4))
print(repr(np.array([641.4252735143262], dtype=np.float32).reshape(1,1)))
print(repr(np.array([-9.373367879311235e+246], dtype=np.float32).reshape(1,1)))
print(np.array([7.3e+27, 0.00023973734320360175, 0.0, -10.0], dtype=np.float64))
print(repr(np.array([-0.0, -4.800000000000001e-07, -1e-08, -4000.0, -0.03737124019239313, -5e-07, 0.0, -2e-296], dtype=np.float32).reshape(1,8)))
print(np.array([float('inf'), 5.814129361601053e-05, -7.0, -9147759439.02135, 529.3828426066583, -8.987703138731228e+222, -0.0033, -0.0, -78.56907991411143], dtype=np.float32).reshape(1,9))
print(np.array([0.9976716356170882, 7.4e+111, 700.0, float('nan'), 7e+242, -8.496533756396148e-255, -1.1e+103, 0.00019317336558862696, -4.173867534661437, 0.0017000000000000001, 8390.0, 0.006563757051688557], dtype=np.float64).reshape(1,12))
print(repr(np.array([-5.013029159864505e-07, 0.0, -0.0004], dtype=np.float32)))

#@@ case fuzz_floats_080
import numpy as np
print(np.array([-52.29092219560586, 0.009316658424544192, -52.9261665871511, 99.0], dtype=np.float32).reshape(1,4))
print(np.array([-1.330500843925574e-10, 5.6e-12, 0.0, -1.4000000000000001e-08, 0.0, 76500.0, 2.5956890689548053e-06, -716.0377815504813, 0.0005, 3e+30, 330000000000.0, -9.700000000000001], dtype=np.float64))
print(np.array([-float('inf'), -0.013359237640947553, 8.43e-08, -3.609020952086507e-102, 5.2999999999999995e-14, -0.00034, 4.840251687626255e+280, 4.615316136991308e-194, -0.0010155257748311664, 43.0, 6.684432318156314e+238, -3e-205], dtype=np.float64).reshape(1,12))
print(repr(np.array([-float('inf'), -6.6e+297, 30000.0, 7e-06, 0.8977, -float('inf'), 460.0, 0.01, -2.7710000000000003e+129], dtype=np.float64)))
print(repr(np.array([-3.3557218575470395e+41, -56000000.0, 4.19999993e-315, -4e-160, -0.0198, -0.00057], dtype=np.float32)))
print(np.array([-0.00021758907107429892, float('inf'), 9.469411756390264e-197, -4.222245074299621e+187, 2.9999999999999997e-12, 0.00979, 8100.0, 8.814, 8.9e-270, 0.0, -940.0], dtype=np.float32).reshape(11,1))
print(repr(np.array([75.0, -158.45466832526424, 0.0009072, 8.765e-13, -9.757702079181263e+137, -0.0059, 7.0, -25.97, -1e-10, 6.450801282073085e-182], dtype=np.float64)))
print(np.array([0.006308166562253994, 62.0, 4.0000000000000004e+212, -7.618792055108507e-05], dtype=np.float32).reshape(1,4))
print(np.array([3.1385514714161334e+270, -6.9999999999999995e+59, -0.07098], dtype=np.float64))
print(np.array([8.7e-77, 0.09690649828351311, 1.306864301182975e+281, -9.000000000000001e+279], dtype=np.float32))
print(repr(np.array([-48000000000.0, 0.01625721466404604, -4126.982127378023, -9.3e-10, 452.62583336079797], dtype=np.float64)))
print(np.array([-1.5e-11, 58.70528969572186, 2e-12, 1.2e-09, -0.02225911247573913, 0.0], dtype=np.float64))
print(repr(np.array([-0.0, float('nan'), 0.0, 5.781414135173371e-296, float('nan'), -5.3000000000000005e+277, 3.1e-06, 1.1520487671920955e-55, 0.0, -96934.93765152154, -6e-07], dtype=np.float64)))
print(repr(np.array([0.0, -925.6, -46.0, 8.4e+50, 7.800000000000001, -472.2301595551253, 8.49e-277, float('inf'), -6.066653074379369, 0.0, -0.0], dtype=np.float64).reshape(11,1)))
print(repr(np.array([2e+272, -1000000.0, float('nan'), 0.001, 5.500000000000001e+65, -600.0, -0.009388374983742299, -3.8e-09, -0.01139922691271672, -8.000000000000001e+21, -67399.5195664567], dtype=np.float32)))
print(repr(np.array([-0.79, -6.76e-12, 1.8e-250], dtype=np.float64).reshape(3,1)))
print(repr(np.array([-0.00030101210384538544, 7531229.47013001, 5.919360513531466e-239, 0.0, -6.032772438677765, 0.0, -1e-21, -0.006200000000000001, -0.5], dtype=np.float32)))
print(repr(np.array([-0.5012709832542962, -float('inf'), 4.250649058710293e-161, -6.360000000000001e-06, -7.099999999999999e-05], dtype=np.float64)))
print(np.array([15.613241055566185, 6.0], dtype=np.float64).reshape(1,2))
print(repr(np.array([0.0, 8.1e-280, 0.001, float('inf'), 0.0, 2.556553799858495e-12, 0.7884894451375644, -0.07803314925959115], dtype=np.float32).reshape(1,8)))

#@@ case fuzz_floats_100
import numpy as np
print(repr(np.array([-5.8489999999999994e+203, 320.0, 0.0006, -0.001, 6.7, 400000.0, -1.1800000000000001e+83, -51.0, 3.0000000000000004e-209], dtype=np.float32).reshape(9,1)))
print(np.array([3.4000000000000005e-06, 100.0, float('nan'), 2.5e-165, -7.300000000000001, 7400.0, -1e-36, 5.1999999999999995e-40, float('nan'), 7.7], dtype=np.float64).reshape(1,10))
print(np.array([3.3e+241, -17.399608130442555, -5.1e+222, -4.0234862013456364e+254, -9.2e+26], dtype=np.float64).reshape(5,1))
print(np.array([0.08446471806309647, 0.0014349999999999999, 0.0012000000000000001, 96.0366248677707, 4.7999999999999996e+110], dtype=np.float64))
print(repr(np.array([-5400000000.0, -7.3000000000000005e+267, 7100.0, -890.0, 4.3e-08, 0.0, 6000.0, 3.230124565757548e-263, -8.586926671603361e-13, -7.0], dtype=np.float32)))
print(repr(np.array([6e+196, 4.5e-36, 5.2e+298, 0.006, 0.0007651761233083029, -0.0, 0.08442035731563631], dtype=np.float32).reshape(1,7)))
print(np.array([7.1e+238, 4.871978820894015], dtype=np.float32))
print(np.array([-41000.0], dtype=np.float32))
print(np.array([-8892064.92543308, -98.16673949915389, 1.2e-09, 8.735776986438376e+143, -0.007843846787052487, -0.00028199999999999997, -8.625109972625035e-11, -6e-163, 51.0, 254.0], dtype=np.float64).reshape(10,1))
print(repr(np.array([-12.0, -6.620000000000001e-06, 0.00447, -3.86e-76, 0.0, 8000.0, 4.2555531352482354e+97, 141.62490184102793], dtype=np.float64)))
print(np.array([0.05], dtype=np.float32))
print(repr(np.array([-0.01, 8700000.0, -4800000000.0, 0.0, -6.470000000000001e-291, 4.695605022548868, -3.7e-179, -34.29698349717092, -0.0, -0.1, -0.00023883981477813344], dtype=np.float32)))
print(repr(np.array([0.47000000000000003, -0.0005617650090276481], dtype=np.float32)))
print(repr(np.array([0.0, -2.4999999999999997e+229, 7.110342408989332, 1.49e-143], dtype=np.float64).reshape(4,1)))
print(np.array([-0.1, -9300000000000.0, 625000000.0, 0.08700000000000001, 5.7e-235, -2.7, -0.0, 4.052017680958236e+189], dtype=np.float32))
print(np.array([0.0, float('nan'), 0.0, 0.085, 143.23930855723933, 0.0, 8.3e-05], dtype=np.float64))
print(repr(np.array([-310.0, -0.3714320383779306, 0.5918116205924534, float('inf'), -9.09798063772536e+155, -190.0, 860000000000.0, 420939076013.29663, -4.2999999999999995e-05, 0.8200000000000001], dtype=np.float32)))
print(repr(np.array([-5.8e-167, -float('inf'), 8.8e-152, 0.903, -0.013000000000000001, -10000000.0], dtype=np.float32)))
print(repr(np.array([float('nan'), -90000.0, 1.1e-203, -0.004543856683818922, 8.3], dtype=np.float32).reshape(5,1)))
print(np.array([-0.0005743949129187025, -1.7962483001745866e+207, 0.0, -8.94026857467171e-182, 0.0, 6.5e-07, -float('inf'), 13.379424399938989, 100000000000.0, 6e-225], dtype=np.float32))

#@@ case fuzz_floats_120
import numpy as np
print(repr(np.array([1000.0, 13000.0], dtype=np.float32)))
print(np.array([-3.9999999999999997e+248, 0.0, -7.2e-278, 0.0, -6.408123271404036e-179, 0.005275, -7.32e-84, -7.1e-07, -float('inf'), -12.0, 5.7e+139, 0.0], dtype=np.float64).reshape(1,12))
print(np.array([0.0, -600.0, -0.004, -611.1999999999999, 0.0, -0.0330262392078123, -10.0, -340.0, -0.0, 0.0, 1.3e-269], dtype=np.float32))
print(repr(np.array([float('inf'), -34.0, 100000.0, -0.19254000487117018, 9.845029395390598e-143], dtype=np.float64).reshape(1,5)))
print(np.array([0.0, 0.003240235550733026, 0.07327686061143335, -0.6857076148452987], dtype=np.float32).reshape(4,1))
print(np.array([6.8999999999999995e-93, 100000000.0, float('nan'), -7.13260216984829, -0.25, -4.9999999999999996e-06, -9739920.088957135, 4100000000000.0, -0.8914157774216749, 8.100000000000001e-08], dtype=np.float64).reshape(1,10))
print(np.array([9.869434500445242e+103, -0.00988519466371664], dtype=np.float32))
print(np.array([3.0926959992242565e+140, 7000000.0, 0.0, 8e-282, -9e-06, 8600.0, 7.36e-322, -8.192481339366394, -95.0], dtype=np.float32))
print(repr(np.array([0.0, -6.999999999999999e-127], dtype=np.float64)))
print(np.array([-0.06999999999999999, 680.0, 0.0, 0.005915734762639975, -5891999.999999999, 7.6956213028395495e+112], dtype=np.float64))
print(np.array([-0.56, 0.0, -0.0882, 10.0, -float('inf'), 2.1, 4.3e+130, 0.0], dtype=np.float64))
print(np.array([0.9, -6500000000000.0, -0.000472, 900.0, 0.038], dtype=np.float64).reshape(5,1))
print(repr(np.array([1.409, 3.885948602436663e-12, float('inf')], dtype=np.float32)))
print(repr(np.array([-0.00011726057323479423, 0.0, 1.25e-221, -69.13557953087629, -320000000.0, 6.241454986352988e-07, 0.007200000000000001, -7.710129954447098e-121], dtype=np.float64)))
print(repr(np.array([-90.0, -0.7000000000000001], dtype=np.float32).reshape(1,2)))
print(np.array([-9.119830476474325, -39000.0, 4.4e-247], dtype=np.float32).reshape(3,1))
print(repr(np.array([3.9e+152, -5.2e+246, 0.0], dtype=np.float32).reshape(1,3)))
print(np.array([0.0, 0.0, -1.4000000000000001, 0.0006019000570979597, -0.24, -8.76143425259774e-256], dtype=np.float32))
print(np.array([58199999.99999999, 4.925622384284124e-144, 3e-07, 0.0, 6.999999999999999e-11, 7.342156540974232e-110, 1000.0, -1.5821346259841728e-248, 25.453981765703105, -100.0, 0.0, float('inf')], dtype=np.float32).reshape(12,1))
print(np.array([0.0, 7e-36, float('nan'), 1e-05, -8.3e+54, -2.5e-09, 8.699999999999999e+253, -50000.0, -0.0006, -3.6e-104, 798.6849651200718], dtype=np.float64))

#@@ case fuzz_floats_140
import numpy as np
print(np.array([-80.15236744340544, -680000000000.0, 8.2e+230, -7.185098798272416e+276, 886.2710271923534, 0.78, -7.4e-05, 9000.0, -6.158], dtype=np.float64).reshape(1,9))
print(np.array([-8.273529304323836e+117, 1.5601168935528342e-09, 9.099999999999999e-05, -7.036473494549949, -9399067624.438122, 9.891412374749582e-07, -5.2212546897342424e+253, -793.2246407503777, 6e+174, 0.0, 1e+280], dtype=np.float64).reshape(1,11))
print(np.array([3.180427832496946e+230, 9.237224708506796e-285, -0.0, -0.07, -4.2999999999999995e-06, -0.0, -37.0, 3.5607587660072666e-08, 0.0, -3.0000000000000004e-141], dtype=np.float64))
print(np.array([0.0], dtype=np.float32).reshape(1,1))
print(repr(np.array([10000.0, 0.0, 2.777e+202, -940000.0, 0.007349865909625964, -5e-13, 73000.0, 7.209192156498752e-08, -500000.0, -81000000.0], dtype=np.float32)))
print(repr(np.array([-910542410532.2753, -9.1000021e-316, -7.999999999999999e-25, 0.0005, -5.178e-150, -2.4000000000000003e+28, -46.747202471807334, 0.0], dtype=np.float32)))
print(np.array([476.1135017796958, -1.0999999999999999e-123, -0.005630907876585342, 0.0, 0.0, -7.9, -2.4000000000000004], dtype=np.float64).reshape(7,1))
print(np.array([-0.0001314, 3e-205, 0.0009875, -9.231988123869349e-195, -1.1030277475748563e-79, 7.900000000000001e-274, 2.7e+76, -2.777178825206499e+243, 1000000000.0, 0.0, 0.0, -0.035415221911000994], dtype=np.float32).reshape(12,1))
print(repr(np.array([-float('inf'), 6.0, -1.757924623734668e+79, 70.0, -0.008995720614784507, 8000000000.0, 241267242089.6266, 0.0002, -7.984e-320], dtype=np.float64)))
print(np.array([980000000000.0, 0.00047443544596472966, -649600.0, 400.0, 0.0, 1.131e+188, 8.112554251869485e-172, -0.0304, 100000.0, 1900.0, 0.0007904726578777011, float('nan')], dtype=np.float32).reshape(12,1))
print(np.array([-7.139020142886331e-07], dtype=np.float64))
print(repr(np.array([-0.0, -5.576973828818477e+217, 320.0, -0.0, -8.4e-251, 0.23, -0.09468292252592575, 0.0, -5.630698033399615e+49], dtype=np.float64).reshape(9,1)))
print(np.array([-0.0068000000000000005], dtype=np.float32))
print(repr(np.array([5.4884696164813485e+26, 0.0, -6.00014762601484, 0.0, 0.07950000000000002, -6.365e-10, 9.34e+44, -0.003], dtype=np.float32)))
print(np.array([95000.0, -2.7e-08, 0.0, float('nan'), -5.796e-08, 3.1e-254, 0.0, -1.247e+258, -0.04512918271906446, 0.0003], dtype=np.float64).reshape(10,1))
print(np.array([float('inf'), 9.8e+67, 0.0009000000000000001, -0.0005200000000000001, 6.817062853905087e-85, 940.0, 0.0, -210.0, -392.52081973146136, -38557471064.231705, 68.80270640348704, -5178789134.394984], dtype=np.float32).reshape(1,12))
print(repr(np.array([5.899999999999999e+184, 0.051000000000000004, -0.000158, 0.19, -float('inf')], dtype=np.float64).reshape(5,1)))
print(np.array([88.3565955019918, -2.2874236908249745e-254, -22.24341244392214, -0.3107959092198288, 91.91595313253002, 0.0, 0.1, 9700.0, -43.0, 78.0, 0.0, -540000.0], dtype=np.float64))
print(np.array([-0.8047132824176783, -0.64, -9.9e-08], dtype=np.float32).reshape(1,3))
print(repr(np.array([-0.09216931711293869, -9.403932449567435e+251, -1e+222, 3.251230621394432e-272, 5.800999999999999e-289, 0.0, 8.954544693851961], dtype=np.float32)))

#@@ case fuzz_floats_160
import numpy as np
print(repr(np.array([-900.0, 0.0, 0.0, 4.24317915586509], dtype=np.float32).reshape(4,1)))
print(np.array([-0.35000000000000003, -0.54, 0.75], dtype=np.float64))
print(np.array([930.0, -76000000000.0, -3700.0, 0.16, 0.0, 872.6235077575253, 0.0005435033192524805, 7.398784772626085e-194, 8.562999999999999e-08, -9.142368154094238e-05, 0.084], dtype=np.float32))
print(np.array([0.0003797933463043516, 0.0, -1.0000000000000001e+111, -0.00032, 8.458815342789773e+137, -4.152926371366278, -4.601293074641343e+32, 4e-07, 8.92], dtype=np.float64))
print(repr(np.array([float('nan')], dtype=np.float32)))
print(repr(np.array([9200.0, 6.1e+148, -2.2e-234, 3.3368684892845545e+164, float('inf'), 6.1975241062647415, -1.3999999999999998e-265], dtype=np.float32).reshape(7,1)))
print(repr(np.array([0.0, 9.700000000000001, 0.0070123713219597044, -54000000000000.0, -0.45, -1e+56, 210.0, -0.9500000000000001], dtype=np.float32).reshape(8,1)))
print(np.array([0.07, 9.000000000000001e+237, float('inf'), 9.88e-238, -67040.0, 1.0, 0.28, 0.00075, -3400.0, 0.0003877], dtype=np.float64))
print(repr(np.array([6.3e+246, -69.01, -6.1e+158], dtype=np.float64).reshape(3,1)))
print(repr(np.array([0.176, -6.5e-295, 0.0, 57999.99999999999, 0.4, 0.0, 2.6000000000000002e-216], dtype=np.float32)))
print(repr(np.array([1e+80, -5.5300000000000005e-279], dtype=np.float64).reshape(1,2)))
print(np.array([-0.026968631888997466, 0.00824268052150839, 0.0, -4800.0, -0.077, -1.33e+33, -0.0, 4200.0], dtype=np.float32))
print(repr(np.array([0.0, 63230000000.0, float('nan'), 0.0], dtype=np.float64).reshape(4,1)))
print(np.array([1.7e+159, 600000.0, -87264615.27703701, 0.006999999999999999, -0.0009000000000000001, 18000000000000.0, 6.13e+72, -4e-178], dtype=np.float64).reshape(1,8))
print(repr(np.array([0.009289, 9.5, -9.26e-54, 2.9999999999999995e+158, 0.18], dtype=np.float32).reshape(1,5)))
print(repr(np.array([0.0, 535.0, -4.0, 8500.0, -7700000000000.0, 9.5e-71, -8.9e-83, -2e-85, 140000.0, -9.268e-98, 0.56, -0.0], dtype=np.float32).reshape(1,12)))
print(repr(np.array([0.0, 84000.0, -2.4000000000000004, 2.050357132873606, 119.77333398437618, 0.009249, 0.0002850020921044132, 1e-70, -6300000000.0], dtype=np.float32)))
print(repr(np.array([-6.0985032160162435e-06, 9.2e+235, -8730000000.0, -7500000.0, -6.174842606549303e-302, -1.3582743940748631e-134, 4.5e+69, -0.6921, 4.7, float('nan'), 0.001129907373015443], dtype=np.float64).reshape(1,11)))
print(repr(np.array([-3.2e-261, -0.0057399999999999994], dtype=np.float32)))
print(np.array([-0.014657567346048062, -8.195778634807545e+55, -3.1460867771087963e-125, -20000000.0, 11000.0, 900000000000.0, 0.0, -6000000000.0, -3.85e+47, 4.8000000000000006e-08], dtype=np.float32).reshape(1,10))

#@@ case fuzz_floats_180
import numpy as np
print(repr(np.array([0.0, -9.566878665416923e+202, 2.4138858732441447e-12, -1.3888291080806203e-198, -4.1e-62, 0.0008, float('inf'), 0.0, 1.652970318214746e+88], dtype=np.float64).reshape(9,1)))
print(repr(np.array([8200.0, -0.8, 6.45239699005492, 995.2344868993414, 0.0, 58.89044707375736, -0.05260000000000001], dtype=np.float64).reshape(7,1)))
print(np.array([0.0, 9e-05, 0.9218299103156148, 1.7929160081631002e+228, -2e+22, float('nan'), -199.0, -2.8e+180, 4.1e-06, 4600.0, 8.000000000000002e+116, -8.935000000000001e-10], dtype=np.float32).reshape(12,1))
print(repr(np.array([-12.6, 8.57804869014693e+142, -74.11030218715187, -9.9e+144, -1000.0, -0.0023475478547203446, 7e+65, 0.06, -5.971738089907408e-07], dtype=np.float32)))
print(np.array([float('nan'), -0.044000000000000004, 0.00640405993987066], dtype=np.float32).reshape(3,1))
print(repr(np.array([-1.39e-105, -46.160000000000004, -7.879999999999999e-05, 9636000.0, -0.002791, 0.0, -9.033727491685768, float('nan'), 5.7999999999999995e-06, 3.854913643716759e-180], dtype=np.float32).reshape(10,1)))
print(np.array([5.2080000000000005e-275, -0.0, 0.0, -3.1e-70], dtype=np.float32).reshape(1,4))
print(repr(np.array([8.590531376895264e-293, 73000000000.0, -0.020732589498039668, 0.002645174333655532, -6.699999999999999e+40, 4.961795730653877, 0.009000000000000001, -7.0, 7.999999999999999e-10, 770.0, -6000000000.0], dtype=np.float64)))
print(repr(np.array([-0.082, 4.270726803777678e-06, -13000000000.0, 200.0, 0.066, -2.6e+181], dtype=np.float32)))
print(repr(np.array([7.8500000000000005, 0.044, float('inf'), -8671503530.243822, -1.079497213336129e+155, 0.0, -4e-187, 3.2], dtype=np.float64).reshape(8,1)))
print(repr(np.array([0.0, -5.219847385226381e-09, 0.0, 7e-05, 111000.0, 4e-191], dtype=np.float64)))
print(np.array([0.0008412630064231636], dtype=np.float64).reshape(1,1))
print(np.array([float('nan'), -23000.0, 8.731142118995134, 2.0499999999999997e-308, 8474.164931787222], dtype=np.float32))
print(np.array([-0.42066405466501977, 0.009000000000000001, 0.0, 9.6e+246, 0.0, 0.34915321457893045, 0.003, 4.1e+226, -0.0009000000000000001, 4e-269, 1.2904246585621393e-123], dtype=np.float64))
print(repr(np.array([7.800000000000001, float('nan'), 0.0, -0.0079, 1e-11, -0.0, -0.19209270848507531, 58.14344794096724], dtype=np.float64)))
print(repr(np.array([-1.1489655814306033e-11, -0.0, -2.8370000000000006e+229, 0.8908569552204202, -7.978517516093275e+79, 1.0], dtype=np.float32)))
print(repr(np.array([-12000000000000.0], dtype=np.float64)))
print(np.array([15.265956406334979], dtype=np.float32).reshape(1,1))
print(np.array([1.3850621589734048e-11], dtype=np.float64).reshape(1,1))
print(repr(np.array([-340000000000.0, -9.253603104265617e-136, 9.141e+254, 1.2433767849653954], dtype=np.float32).reshape(4,1)))

#@@ case fuzz_floats_200
import numpy as np
print(np.array([0.0, -9.299999999999999e+128, 0.0, -47.35177001605037, 4.1349999999999994e-07, 0.006790000000000001, -0.0004523, 8e-156, -0.0007, -8900.0, -2.039794412498842e-170], dtype=np.float64))
print(np.array([1e-06, -0.35, 0.0, -4.2e-10, 0.0, float('inf'), 870.0, -6.9e-05, -0.0023363884424545257, -0.029, 0.0, 0.0], dtype=np.float64))
print(repr(np.array([-0.008237145482431752, 0.002, -5.2000000000000007e+70, -91000.0, 0.0, float('nan'), -float('inf')], dtype=np.float32)))
print(repr(np.array([0.0, -6e-84, 7.572546248078714e+142, 5e+285, -2.9999999999999996e-39, 7.599999999999999e-270, -6.9e+92, 1.1999999999999998e-08, -0.0009223, 0.0], dtype=np.float32).reshape(10,1)))
print(repr(np.array([-0.00474682457013077, 8.145609364346016e-07, 9e-11, -2.9999999999999997e-146, 0.058, -4.5e-113, 10773544.386651369, 4.3999999999999997e-11], dtype=np.float64).reshape(8,1)))
print(np.array([2.4e-09, -0.008, 7.2, -4.18, 5.899999999999999e-92, -1e-12, 0.0, 1e-08, 6.191481561470739e-77], dtype=np.float64).reshape(9,1))
print(repr(np.array([5.998e-13, -6.7e+284, 0.0, -32000000000.0, -0.49, 0.0, -300.0, -0.27, 0.03347597000269494], dtype=np.float32).reshape(9,1)))
print(np.array([-92000000000000.0], dtype=np.float32))
print(np.array([-0.0, 5.130669218161566e-08, float('inf')], dtype=np.float32).reshape(1,3))
print(repr(np.array([500000000.0], dtype=np.float32)))
print(np.array([9.07e+291, -4.132e-06, 7.02e-262, float('nan'), 0.0, 7.105333161202941e+289, -0.0, -290000000.0], dtype=np.float64).reshape(1,8))
print(repr(np.array([5.70404850694236e-22, -0.002603461804237904, 0.0, 2070.0, -7.0000000000000005e+190, -31.47411098265517], dtype=np.float64)))
print(np.array([1.1e-11, 4.449198334972726e-05, -7.49337094710193e+251, 720000000000.0], dtype=np.float64).reshape(4,1))
print(np.array([0.0, 5500.0, 0.0, 0.1], dtype=np.float64).reshape(1,4))
print(np.array([-54000.0, -5.8e-08, 1.9e-24, 6.606435728321298e+88, 0.0], dtype=np.float32))
print(repr(np.array([-0.00033000000000000005, float('inf'), 9.5e-211, 5.4277853579e-313, -10000000000.0, 0.0, 3.259341693923976e-77], dtype=np.float64)))
print(repr(np.array([-10.0, 0.0], dtype=np.float32).reshape(1,2)))
print(repr(np.array([-2.0000000000000002e+175, 75000000000.0, 0.00975203068239608], dtype=np.float64)))
print(repr(np.array([5.56030226532489e+204, -0.0006900000000000001, -9.634176749332051e-246, -5.5e-233, -4.420183696778382e+230, -float('inf'), 19400000000.0, 0.0, -0.000764, 9.30953619583572e-274, -4.2e-136], dtype=np.float32)))
print(np.array([-1.4868626819166233e-197, 4300.655867154077, -9.5e-10, 8.50137582234875e-09, 8.1e+225, 0.0, -0.5601931611845415, 9e-106, 0.020000000000000004, -7.1e-170, -0.55, -0.002], dtype=np.float32))

#@@ case fuzz_floats_220
import numpy as np
print(np.array([-6300.0, -0.00043405221883617, 0.0, 0.0, 940000000000.0], dtype=np.float64))
print(repr(np.array([-1.2865775076693165e-12, -float('inf'), 39.73599864549948, 0.0, -8.2e-298, -76.68120963634189, 5.999999999999999e+174], dtype=np.float32).reshape(1,7)))
print(repr(np.array([3.2e-81, 9.8e-220, 0.01, 2.4000000000000004, 9.4e-68, float('nan'), 1296793.296114762, 6.323210624083002e-07, 8600000.0], dtype=np.float32).reshape(1,9)))
print(repr(np.array([-0.09, 68.33081462301594], dtype=np.float32).reshape(2,1)))
print(repr(np.array([8.897170988570604e+100], dtype=np.float64)))
print(repr(np.array([7400.0, -2500000000000.0], dtype=np.float32).reshape(1,2)))
print(np.array([6170.0, 8.799999999999999e+108, 4.1199999999999997e-258], dtype=np.float32).reshape(1,3))
print(repr(np.array([3.5e-05, 0.00858, 0.575, 2500.0], dtype=np.float64).reshape(1,4)))
print(np.array([-0.001327328325328635, 0.005972306604646116, 6.130420231140201e-46, 2.6e+237, 4.769454620704756e-12, 1.1828598236092724e+140, 0.0001677583737349575, 0.060103134337502355, 9.5e-12, 5.8e+69, 0.0], dtype=np.float64))
print(np.array([9.7e-268, -6.287081775733047e+21, 3e+33, -3.2864075069181674e+128, -9e-228, 5.9999999999999995e-83, -7666.006782679347, -0.07964971452220546], dtype=np.float32))
print(np.array([-float('inf')], dtype=np.float64).reshape(1,1))
print(repr(np.array([-3.0229043116987597e+286, 1.0, -0.0005655292919856568, -95000.0, -0.043000000000000003, 3256800337.41117, 2.9751978374390573], dtype=np.float32).reshape(7,1)))
print(np.array([9.6e+216, float('inf')], dtype=np.float32))
print(np.array([397.0007065742024], dtype=np.float64))
print(np.array([float('nan'), 0.0, -0.064, -float('inf'), -0.01, -0.0006891447094727382, 6.2, 0.0, -7.5e-112], dtype=np.float64).reshape(1,9))
print(np.array([4.742829810007383e+96, 6.636999999999999e-303, 0.0, 0.0068000000000000005, -75995700645.84259, 1100000000.0, 589900000000.0, -float('inf'), -18.9, 0.0007667692678668645], dtype=np.float64).reshape(1,10))
print(repr(np.array([-2700.0, 0.6, 800.0, -0.08264829313669458, -6e-11], dtype=np.float64)))
print(repr(np.array([float('inf'), 23000000000000.0, -0.6298, -4.2e+277, 5e-12, 0.083, 8.931e-273], dtype=np.float32).reshape(7,1)))
print(repr(np.array([0.0, -63000000000.0, -910.0, float('inf'), -95.49954262007498, 0.03, -float('inf'), -8.179384965303582e+138], dtype=np.float64).reshape(1,8)))
print(np.array([-0.014, 7e-09, 3.269183350019399e+298, -2.3299143331144445e-248, -2.778898743413234e-301, -0.0048000000000000004, 0.005205495432307679, 0.004, 0.007500000000000001], dtype=np.float32))

#@@ case fuzz_floats_240
import numpy as np
print(repr(np.array([-328000000000.0, 4.72e-05], dtype=np.float32)))
print(repr(np.array([-0.0, -float('inf'), -0.0, 0.0], dtype=np.float64).reshape(1,4)))
print(repr(np.array([0.0, -0.045, 200.0], dtype=np.float64)))
print(repr(np.array([-0.008493582524657713, 1.9000000000000001, -5.3000000000000005e-08, 0.33, -71172954791.90802], dtype=np.float64)))
print(np.array([0.054000000000000006, 47.699999999999996, 700000.0000000001, 2.0274841339329453e-282, 0.0, -980000000000.0, -8.9e+76], dtype=np.float32).reshape(1,7))
print(np.array([0.0], dtype=np.float64))
print(np.array([float('inf'), -74900.0, -0.010000000000000002, -8.29], dtype=np.float64).reshape(1,4))
print(repr(np.array([float('nan'), -8e-260, 0.0, -43000000.0, -5000.0], dtype=np.float64)))
print(np.array([float('inf'), -0.0015569784180929447, 2.0, 1.647559550197042e-84], dtype=np.float64))
print(np.array([6.5e-144, -59780.9610621856, float('nan'), -0.00046576388423897897, -0.09112673380404945, 0.0, 0.0032039264008037085, 0.053661117944116744, 0.0], dtype=np.float64).reshape(9,1))
print(np.array([-0.1546102240167393, 9.694850692963964e-207, -0.17, 8.860000000000001e-128], dtype=np.float64))
print(repr(np.array([0.0, -2800000.0000000005, -479804124293.7282, 0.0, 0.01, 0.0032049480921931108, -0.08484000000000001, -6.8000000000000005e+298, 500.0, 0.0029885514482855336, -70.0], dtype=np.float32)))
print(np.array([7.757125900389936e-11, -0.0, 3.3000000000000004e+51, 0.0, -39.0, 1.3e-264, -1.3e-06, -3.960000000000001e-05, 1.6397255369916164e-13, 0.426], dtype=np.float64))
print(repr(np.array([-71.0, -92.0, -0.0, 2.7586113804978438e+215, -5.5169770225806037e-08, -7.400000000000001e-114, -5.070535180921198, 0.7191649421134844, 0.0, 2.0000000000000003e+112, -9e-05, -7.807736679001387e-05], dtype=np.float32)))
print(np.array([2.4347922497550963e-07], dtype=np.float32))
print(np.array([0.0016859728243549632, 1.1e+299, -1e+49, -1.1914584215556524e-223, 4.7216026130978904e-173], dtype=np.float64))
print(repr(np.array([0.0038390000000000004, 3.6e+267], dtype=np.float64)))
print(np.array([0.0, -12000000000000.0, 9500000.0, 1.6061663867192665e-12], dtype=np.float32).reshape(1,4))
print(repr(np.array([-7.900000000000001e+266, -8.646891596478809e+24, 0.0, float('nan'), 390000000.0, 0.0, 5.799999999999999e-72, -30000.0, -0.022, 5.093102067509779e+236], dtype=np.float64)))
print(repr(np.array([0.0005], dtype=np.float32)))

#@@ case fuzz_floats_260
import numpy as np
print(np.array([0.0, 0.0248005121236526, -0.61, -0.5744, 28000000.0, -79.73], dtype=np.float32))
print(repr(np.array([float('nan'), float('nan'), 1.4139423201546286e-61, -94.0, 10800.0, -0.0007880000000000001, -54050839.92579873, -6.7e-11], dtype=np.float32).reshape(1,8)))
print(np.array([-3500.0, 0.0, -0.7314188851835516, -7.445361791729932e-42, 54.0, 2.15e-164, -0.0007492801207363651, 2.473e+84, 0.0, -0.008786, 1.871e-260, 0.0026136654870408827], dtype=np.float32))
print(repr(np.array([0.005466267479683904, float('nan'), float('inf'), 0.0, 1e-223, 0.0, -0.003544, -3.204498288224349e-44], dtype=np.float32).reshape(1,8)))
print(np.array([-4.0772823556301764e+191, 8.229999999999999e-08, -1.975017471628315e-37, 0.0, -75.0, 18.0], dtype=np.float32).reshape(1,6))
print(np.array([95000000000.0, -0.0, -float('inf'), 9.600000000000001e-07, 19264575452.562725, 5.1e+302, -0.034, -7.6e-321, -6.1e-09], dtype=np.float32).reshape(9,1))
print(repr(np.array([-0.0056606244659203565], dtype=np.float64).reshape(1,1)))
print(np.array([-85.0, -7.223305199254122, -8.100000000000001, -1e+277, -3.0709999999999997, -1.5e+251, 26.0], dtype=np.float32))
print(repr(np.array([-2.7307991120183386e-143], dtype=np.float32).reshape(1,1)))
print(repr(np.array([-3.5e+250, 0.0, 8e+56, -98000000.0, -7e-43], dtype=np.float32)))
print(repr(np.array([2.650878629807541e-07, float('nan'), -0.0006723163473740102, -0.363458826101399, 0.005240173603713333], dtype=np.float64)))
print(np.array([-9e-06, 26.0, -0.4459740035444866, 4.8e-13, 4.694216689108333e-70, -87000000000.0, 0.00038, 0.31, 100000000.0, -8e-12, -47000.0, -2.0300000000000002e-13], dtype=np.float64).reshape(12,1))
print(np.array([7100000000.0, 0.0, -63000.0, -0.022387093000619918, -0.00018283182257949781, -3569580708.929937, -0.3745, -3.7e+191, -1.1055035229781673, -4.5490000000000003e-07], dtype=np.float32))
print(np.array([-0.09094716323719966, 4200000000.0, 0.37, float('nan'), -7.000000000000001e-85, -3.0], dtype=np.float32).reshape(1,6))
print(repr(np.array([0.0], dtype=np.float64).reshape(1,1)))
print(repr(np.array([-8e-91, -0.15], dtype=np.float64).reshape(2,1)))
print(np.array([240.0, -0.0, -4e-239, 1e-08, 0.0], dtype=np.float32).reshape(1,5))
print(np.array([float('nan')], dtype=np.float64))
print(np.array([-8.8e-171, -4.596254923080659e-72, -2.6460443879297736e+264, 180.0, 7107330.767161529, 516299.6526563657, -7.6e-06], dtype=np.float32))
print(repr(np.array([6.594912416435517e-12, 0.0, 9481.14315014277, 5.520291951327806], dtype=np.float64).reshape(4,1)))

#@@ case fuzz_floats_280
import numpy as np
print(repr(np.array([0.0, 0.0, -float('inf'), 8000000000.0, -0.0038740000000000003, 0.0, -230000000.0, 9.168837875683906, -1.6189999999999998e+122, -9747329467.06892], dtype=np.float64)))
print(repr(np.array([-6e-09, 6.896437835881235, -7.8e+72, -0.006, -8.3e-146, -3.5e-223, -9.51e-08, -7.62411555006778], dtype=np.float32).reshape(1,8)))
print(repr(np.array([-5.111976595173422e-08, -4.956698995873468e-21, 41000000000000.0, 7.294889286263459e-289, -5e-07, 2.1e+75, 0.0], dtype=np.float64).reshape(7,1)))
print(repr(np.array([-5.722e-295, -0.2, -74405.77427512067], dtype=np.float32)))
print(np.array([-1.0, 1e-307, -0.008822507774768892, 27600000.000000004], dtype=np.float64))
print(np.array([0.001062], dtype=np.float64).reshape(1,1))
print(repr(np.array([-8.2, -7.952758735110595e-307, -3.2155141933976885e-263, 0.0, -5.1e-198, -10.0, -5.0164712611478724e-80], dtype=np.float32).reshape(7,1)))
print(np.array([-3e+91, -0.6052, 4.1e-251, float('inf'), 0.0, 7.297471680283696e+47, -0.054, -8.700000000000001e-08, 37.199336636643764, -0.032371108259757087, -3.6e-305], dtype=np.float64).reshape(1,11))
print(repr(np.array([5.433493417431647e-105, 700.0, 1e+99, -20.0, -float('inf'), 0.0061, 464092461710.20135, -500.1590072770589, -910000.0, 1.77e-242, 98.4], dtype=np.float32).reshape(1,11)))
print(repr(np.array([-1700000.0000000002, -0.004976669025669476, -0.0, 5.000000000000001e+164, -9.900000000000001e-60, -9.21e-303, -3.037926253432437, 0.0], dtype=np.float64)))
print(np.array([6.789715503532024, 0.001, -9.1e-22, 6.6e-227, 1100000000000.0], dtype=np.float32))
print(np.array([-766.3360457939174, -3000000000.0, -0.0045, float('nan'), -7.243017394362163, -3.4000000000000004, 28.132269355818696, -322000000.0], dtype=np.float32))
print(np.array([-0.0028, -9.41813427383712e+159, -8.650344571027439e-10, -3.680820822207378e-235, 0.0, -0.26493991600476874, -965075875.3493999, -0.07730000000000001, -37.0, -10088044837.20731, -1.4454756327443986e-254, -39000.0], dtype=np.float32).reshape(12,1))
print(repr(np.array([-0.217, -9.206e+62, -9.1e-12], dtype=np.float64)))
print(repr(np.array([0.0008158, 50000000.0, 100.0, 4.142603748351773e-51, 0.0, -700000000.0, 0.6000000000000001, 6.3845819088707915e+118], dtype=np.float32)))
print(repr(np.array([-9.55761201012358e-217, 0.02, 0.3570287659011817, -0.0, 2e-07, -2.882257089669301e-262, 5.3e-224, -0.0, 1.7000000000000002, 0.0, 820000000.0], dtype=np.float64).reshape(1,11)))
print(repr(np.array([-4.000000000000001e-06, -50.0, -1.0, 674.4423914269224, 0.0068771035569872695], dtype=np.float32).reshape(5,1)))
print(repr(np.array([-9.839594776428473e-12, -43000000.0, -4.051176973254735e+209, 54.31150915585753], dtype=np.float64)))
print(np.array([8.99852885777534e-18, 0.006, 9.514359365889147e-125, 0.0, -6.18972269525893e-250, 0.00030000000000000003, -4.214397625310339e+202, -1.2099999999999998e-07, 4.800000000000001, 0.014000000000000002], dtype=np.float64))
print(np.array([0.0, -9.494920876559045e+107, -6.999999999999999e+19, -0.06732603706126582, -0.0, 0.0, 6.775009803454707e-13, 0.72, -4.3], dtype=np.float32))

#@@ case fuzz_floats_300
import numpy as np
print(repr(np.array([-720726518.1724375], dtype=np.float32).reshape(1,1)))
print(repr(np.array([-0.008745502422117761, 7.256296147622914e+183, -310.0, -8e-05, 100.0, -0.0], dtype=np.float32).reshape(1,6)))
print(np.array([-820000000.0, 0.023, 5.999999999999999e-243], dtype=np.float64))
print(repr(np.array([-0.5427932650065883, -3.4601616795753255e+148, -0.8272766830257517, 8.100000000000001, -3.7000000000000004e+235, 0.0, -0.6000000000000001, 0.0, -6.539357810580454], dtype=np.float32)))
print(repr(np.array([-47000000000000.0, 0.0, 6.631e-206, 3.281002682647034, float('inf'), 4.1e-94, 8.97752836235053e+114, float('nan'), float('inf'), -2.616024250429141e-272, 6.28e-07], dtype=np.float32)))
print(np.array([-0.59, -0.4, -4.3e+83, 91185566443.10736, 0.5162927821368403, -0.4, -440000.0, float('inf'), 7.800000000000001e-235], dtype=np.float32).reshape(9,1))
print(np.array([-0.097, -0.04114368680743207, -0.25, 8.880870873394674, 9.3e-12], dtype=np.float32))
print(np.array([-0.5, 71000000000000.0, -4.3e-11, 0.0, -0.011615813962781885, -2.0, 68000.0], dtype=np.float64))
print(repr(np.array([-3e-81, -3.9000000000000004, -2.238290351991734e-05, 0.44, 3e-38, 0.0411291699702454, 3.4e+180, 0.0, 0.0, -2.1231968615608264e-08, -7e-250, -0.8], dtype=np.float32).reshape(1,12)))
print(np.array([3.855852327386253e+140, -5.199579683987853e+40, -1.168403819472379, -2300000.0, -186.7290972110871, 4.932e-06, 0.0, 0.0, -4.9409999999999995e-160], dtype=np.float64))
print(repr(np.array([5.370116820819489, -6.773900532584248e+230, -7800000000.0, 0.000164, 0.0, 9e+80, 0.0, -0.0], dtype=np.float64).reshape(1,8)))
print(np.array([2.704015222375813e-12, float('nan'), 0.0, 21950.0, float('nan'), -110000.0, 10.0, -47000000000000.0, -530000.0], dtype=np.float64))
print(repr(np.array([7.7e+66, -8351000.0, 6.6e-262], dtype=np.float64)))
print(np.array([-float('inf'), 6.155e-210, 3146.0, 0.0, -float('inf'), -7.300000000000001, -0.006600000000000001, -770.0, -1e-06], dtype=np.float64).reshape(1,9))
print(np.array([-0.05283, 7.0], dtype=np.float64))
print(repr(np.array([-float('inf'), -92.0, 0.0], dtype=np.float32)))
print(np.array([-7000.0, -9.41e-267, 5.701940931362608e+31, 3.721966773941857e-05, -7.5e-08], dtype=np.float32).reshape(1,5))
print(np.array([0.0, -2844.430343267358, -1.570852651687793, -5.9e+267, 0.86, -float('inf')], dtype=np.float32).reshape(1,6))
print(np.array([-10.0], dtype=np.float64).reshape(1,1))
print(repr(np.array([0.0, -4.3e+293], dtype=np.float64).reshape(1,2)))

#@@ case fuzz_floats_320
import numpy as np
print(repr(np.array([-7.340000000000001e-05, -56.45332761014517, -0.056, 5e+295, -1.9000000000000002e-10, -0.016140496121213477, 670000.0, -6200.0, -0.0007542087445128007], dtype=np.float32).reshape(9,1)))
print(repr(np.array([7.8e-301, 437.86316637351285, -0.0008799999999999999, 8630.0, 730425094.2155612, -8e+87, 0.005181681146628246, -2.0895820297639534e-38, -5.600000000000001e-10, 22.0, 9.139999999999999e-21], dtype=np.float64)))
print(np.array([4293886561.748489, float('nan'), 6.998826683235757, 8.364615184261254e-32, 7.100396810031673e+76, -float('inf'), -8.143e-12, -0.00964, 7.840889242759936, 0.7738155475765757, float('nan')], dtype=np.float32).reshape(11,1))
print(repr(np.array([-3.0, -500000000000.0, 7.957203550752274e-56, 0.0, float('nan'), 8.604860418407548e+279, 76010866.09026343, 0.0721], dtype=np.float64).reshape(1,8)))
print(np.array([520000.0], dtype=np.float32).reshape(1,1))
print(repr(np.array([-0.0003434, -9.347849860857596e+151, 5300000000.0, 0.031075605482350943, 2.1316407783225234e-172], dtype=np.float32)))
print(repr(np.array([-4.4e-206, 1.4387833121233096, 9110.319662560074, 6.021998799539643e+146], dtype=np.float32).reshape(4,1)))
print(repr(np.array([5.386898218246443e+210, float('nan')], dtype=np.float64)))
print(np.array([0.0, 8.208749157686058e-51], dtype=np.float32).reshape(2,1))
print(np.array([-1.9616132551180652e-236, float('nan'), 6.7e-08, 0.0003952064194560326, -7.498000000000001e-11, 9.094627183511343e+149], dtype=np.float32))
print(repr(np.array([0.872550817203389, 0.13, -150000000000.0, float('nan'), -9300000.0, 9.700000000000001e-193], dtype=np.float64).reshape(6,1)))
print(repr(np.array([0.0837, 0.0018000000000000002, 0.051300000000000005, -80.0, -6.800000000000001e-116, -0.0008302388377819085, -8.5747081224274e-39, 29.986087875013112, 1000.0, -float('inf'), -0.08600000000000001, float('inf')], dtype=np.float32).reshape(1,12)))
print(repr(np.array([5.0, 0.0, -3.1031965961677276e-12, 0.0, 0.0, -0.0008223000000000001, -8641313821.453001, -0.0, float('nan')], dtype=np.float32)))
print(np.array([4.1000000000000005e-31, 0.0, 0.08263000000000001, -0.06, 0.0], dtype=np.float32).reshape(5,1))
print(repr(np.array([-5.3e-09, -9.399999999999999e-10, 0.008746, -0.00085, -0.0005949999999999999, -8.144075313822074e-14, 0.0], dtype=np.float64).reshape(7,1)))
print(repr(np.array([-8.762770195882796e-248, 46000.0, 0.4009017201954933, 0.0, -0.0006297687089950249, 4600000000000.0, 0.00393, 0.0], dtype=np.float32)))
print(np.array([-1.310151453908639e-06, 0.0], dtype=np.float32).reshape(1,2))
print(np.array([-3.6999999999999996e-10, 8.244565723904502e-08, -730278001.7113267, 26000000000.0, -4.706708519567342e-11], dtype=np.float32))
print(repr(np.array([-6.4e+62, -297.00076204741976, 988261631443.8098, 0.0, 2.9e-09, 0.0, 3e+27, 396.28176889654895, 0.0], dtype=np.float32)))
print(np.array([-3.220736274782119e-297, 0.98, -float('inf')], dtype=np.float32).reshape(3,1))

#@@ case fuzz_floats_340
import numpy as np
print(repr(np.array([-float('inf'), 0.0, -1.215e-42, -3.0456027409151633e+40, 0.00046250821473839746, 9.08e+181, -9.8e+107], dtype=np.float64).reshape(1,7)))
print(np.array([0.0, -0.0, 2.98, 7100000000000000.0, float('inf')], dtype=np.float32).reshape(1,5))
print(np.array([-float('inf'), 80000000.0, -0.0, -7.6e+42, 0.004331605435607138, 0.0, -3.7999999999999996e+65], dtype=np.float32).reshape(7,1))
print(repr(np.array([-0.0002797311598819925, -8.3e-11, -25.0, -9.0, float('nan'), -6.121414551411107e-10, 1.6e+236], dtype=np.float64)))
print(np.array([280502820.92851865, 0.0003], dtype=np.float64))
print(repr(np.array([-5.653e+33, 41.720612581603824, 8.799999999999999e-38, float('nan'), float('inf'), 0.0, -7.099999999999999e-10], dtype=np.float64)))
print(np.array([-2662986105.0622883, 9.265652354964274, -11182.358771249179, 0.0, -0.1, 9.804785229992907e-95], dtype=np.float64).reshape(1,6))
print(np.array([-0.0, 8.424751506710745, -5.3999999999999995e+262, -1e-241, 0.0], dtype=np.float32).reshape(1,5))
print(np.array([3.1000425974864233e+97, 0.0025186476929964455, 0.0, 0.1, 0.0, -0.2856571994589191, 0.0, 0.000191], dtype=np.float32))
print(np.array([45.440000000000005, float('inf'), 1.2000000000000002, 0.0, 9.656564014753468e-95], dtype=np.float32))
print(np.array([-0.044789721196501014, 0.0, 420.0, float('nan'), 6.8469999999999995, -98000000.0, 0.0], dtype=np.float32))
print(np.array([-3.1e-227, 0.0], dtype=np.float64).reshape(1,2))
print(np.array([4.66737614875785e-12, -5.3e+192], dtype=np.float64))
print(repr(np.array([5.617870197958994e-37, -9.6e+209, 2400.0, -160000000.0], dtype=np.float64).reshape(1,4)))
print(repr(np.array([1.5], dtype=np.float64)))
print(np.array([-915047.9638888352, -8.921195981628766e-10, 0.021, 4.590941229371727, 780.0, -3.9884594503451495e-08], dtype=np.float32))
print(np.array([140000000000.0, 5.341239728094518e-09, 0.66, 19.0, 0.0], dtype=np.float32).reshape(1,5))
print(repr(np.array([3.9000000000000004e-113, 5e+138, 0.0, 0.0], dtype=np.float64)))
print(np.array([-62200000000.0], dtype=np.float32).reshape(1,1))
print(repr(np.array([-0.6, 79790802931.82863, 0.2, -6.3107332614793155, 0.0, -0.0, 5.6999999999999995e-282, 22000000000.0, 7.858705738215574e+67, -360000.0], dtype=np.float32)))

#@@ case fuzz_floats_360
import numpy as np
print(np.array([-0.0, 7.200000000000001e-08, 0.0, 0.0, -37.889330923545906, 0.0, 3.18, -63000.0, 0.0], dtype=np.float64).reshape(9,1))
print(np.array([-0.0, -387.2298883100734, -0.0008, -9.4, -7.61e-08, -1.005232584890151e-300, float('nan')], dtype=np.float64).reshape(1,7))
print(np.array([10.0, -8e+157, 8.220685879602964e-94, 47.0, -5.194823796157825e-06, -6.953872708467773, 0.06, 0.0, -7420000.0, 1e+190], dtype=np.float64))
print(repr(np.array([-7.9e+177, 9.216800319283863e-19, 0.079], dtype=np.float64).reshape(1,3)))
print(repr(np.array([-5.0999999999999995e-143, 0.028, 5.7e-263, -9.207736399100919e+243, 5.7e+66, -0.21600747492293348, -3.852806432739006e-85, 3200000000.0, 1e+225], dtype=np.float32).reshape(1,9)))
print(np.array([-4e-06, 5.899999999999999e-06, 57.0, -8100000.000000001, -5.4e+72, 0.0, 82800000.0, 9.418322007027193], dtype=np.float64))
print(np.array([9e-77, 8.78e+122, 0.0, -7.668894333344673e-179, -5e-06, -0.006563939098833938, 0.0, -0.09742544646994664, 0.0, -80.0], dtype=np.float32).reshape(1,10))
print(repr(np.array([-496.0, 3.9000000000000004e+291, -0.13], dtype=np.float32)))
print(repr(np.array([0.0, 4.2, 2.2000000000000003e-09, 0.006364519200808544, 0.0, 0.0, -614.390996855011], dtype=np.float64)))
print(repr(np.array([-0.006, -4.100000000054e-312, 0.0, 6.781000000000001e-10], dtype=np.float64).reshape(1,4)))
print(repr(np.array([float('nan'), 7.275455055412142e-280, float('nan'), 0.0, 8900.0, -374.6108181743054, 0.0, -87.0, 0.009668, 0.0, 0.0, 4.1e-191], dtype=np.float32).reshape(12,1)))
print(np.array([0.3100463431445446, 0.0, -0.033, 90.0, 10.0, -81000.0, 2.4512128282034962e-73, -0.0, 0.179, 20.0, 0.06460840937426537, 2.377605080592209e-280], dtype=np.float64))
print(np.array([-0.00731, -8e-220, 0.0, -2.47e+240, float('nan'), -3.4e-11, 0.0, -7.454909096372408e+238], dtype=np.float32).reshape(8,1))
print(repr(np.array([-0.0, -34.0, 1e-09, 306579.3915272652, -1.9000000000000002e-293], dtype=np.float64).reshape(1,5)))
print(repr(np.array([6.108555555641021, 0.03885648854055031, -0.01, -9.9e+205, 0.2984860763137769, 2.0, -4600000000.0, 0.0, 0.0], dtype=np.float32)))
print(np.array([8.835825713806144e+85, 3000.0, -5.95e+268, 4.463651184574375e+161, -7.6e+100, -9.87605370864761e-10, 0.7884, -7.410916739698126e-08], dtype=np.float32))
print(repr(np.array([0.001, -float('inf')], dtype=np.float64)))
print(repr(np.array([10000.0, -7.651e-160, -0.0008845999396424345, -5182.252063636053, -78000000.0, -4.4308782974135585, 0.0, -3.7521096007373244e+154, -9092554.289257197], dtype=np.float32)))
print(repr(np.array([-5.756538811081481e+189, 340000.0, -6.647696644260295e+245, -4.2e+130], dtype=np.float64).reshape(1,4)))
print(np.array([490.0, -2341.4909469140653, 0.0, 0.0, 5.3e+157, -10.0, -4.712658725529309e-13, -3.9999999999999996e-10, -3.3999999999999996e+251, 0.0], dtype=np.float32))

#@@ case fuzz_floats_380
import numpy as np
print(repr(np.array([4300000000000.0, -0.009690774439924246, float('nan'), -9.6e-05, -22.795992883447845, 9.000000000000001e-15, -1.7000000000000002, -250.0, 0.0], dtype=np.float32)))
print(repr(np.array([-0.21, -36.0], dtype=np.float32).reshape(1,2)))
print(np.array([float('nan'), 8.301225783182055e+121, -9.948884907329834e-09, -5.4e-05, 0.0, 0.0, 0.0], dtype=np.float64))
print(repr(np.array([-1e+167, -2.169959739706637e-12, -700.0], dtype=np.float64)))
print(repr(np.array([-0.001, 4.6000000000000005, 16.788040612427167, 2.6000000000000003e-180, 0.0], dtype=np.float64).reshape(5,1)))
print(repr(np.array([float('nan'), -270000000000.0, -928.513825414325, -7200.0, 7.152423785801043e-164, 8.183013705146943e-92, float('inf'), -6.200000000000001e+283, -0.19877115451224292, -1.3759159667359644e-06, 2.1996271637834064e+240], dtype=np.float64).reshape(11,1)))
print(repr(np.array([7e+172, 9.5e-239], dtype=np.float64).reshape(2,1)))
print(repr(np.array([0.24, -9600000000000.0, 0.013000000000000001, 0.0, -6.163703294173583e-11, 9.3e-11, -0.0008286, 0.0003, 9.298751673503754e-184, 0.014, 9.6e+124], dtype=np.float32)))
print(repr(np.array([3.7, -0.25, 2300000.0, 1.0000000000000001e+247, 0.009639905155185445, -0.0, 0.0019928512595850712, -1.9e-09, 5.847667739133374e-301, float('inf'), 0.3174574116617669, 0.00959], dtype=np.float32)))
print(np.array([450000.0, -215158.01832473723, 1.7000000000000002, 5.366999999999999e-12, 0.0, 1.1e+192, float('inf'), -43.07840878821949], dtype=np.float32).reshape(8,1))
print(np.array([-0.0, 0.0, 3.3e-62, float('nan'), -2.0000000000000003e-06, -7600.0, -9.899353997479436e-149, -0.00073, -9.374164461759623e+20, -8e-12, 1.1400000000000001e+251, 0.0], dtype=np.float64).reshape(1,12))
print(repr(np.array([66.0, 9.643826202078712e+59], dtype=np.float64)))
print(np.array([4.562846053954505, -8.3e+75, 0.7329845593987837, -float('inf'), -5e-48, 57.28, 8.6e+222, 0.0, 0.0, 1.9e-296], dtype=np.float32))
print(repr(np.array([8.054766024880391e+216, -0.294839070233717, -53289182.895043254, float('inf'), -1e+139, -0.008991, -948.0, 260.8363312825225, float('nan')], dtype=np.float32).reshape(1,9)))
print(repr(np.array([-20.0, 4.700000000000001e-134, 9.463082352128239e+24, 0.0, -1.8039611980680236e+136, 84.0], dtype=np.float64)))
print(repr(np.array([3.2e+243, -59000.0, 2.0000000000000002e-96, 1.8399999999999998e-07, -2.7e-06], dtype=np.float32).reshape(5,1)))
print(repr(np.array([0.0, 0.0, -float('inf'), 0.0, 9.1e-301, 600000.0, -9.674553700956487, 2.06, -0.002, -3.967551013693253e+127, 80000000000.0], dtype=np.float32).reshape(11,1)))
print(repr(np.array([4.4e+143, -7.717796710816153e+219, 0.0, 6.090367232533383e-17, 0.007662805251672789, float('inf'), 0.0, -4e+254, 6.296232643680293, -0.8300000000000001, -4.340208878379921e-300, -0.065], dtype=np.float32)))
print(np.array([-3.2197556440694553e-195], dtype=np.float32).reshape(1,1))
print(np.array([0.00152, -10.0, -0.21, -50.0, -7.8e-07, -0.172, 0.054, 1e-138], dtype=np.float64).reshape(8,1))
