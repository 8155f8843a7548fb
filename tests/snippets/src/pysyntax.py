# f-string SyntaxErrors; recorded into tests/lang_syntax/ (tests/test_lang.c replays them):
#   /usr/bin/python3 scripts/record_cases.py --out tests/lang_syntax tests/snippets/src/pysyntax.py
#@@ case fstring_syntax_empty
print(f"{}")
#@@ case fstring_syntax_single_brace
print(f"a } b")
#@@ case fstring_syntax_unclosed
print(f"{x")
#@@ case fstring_syntax_bad_conversion
x = 1
print(f"{x!z}")
#@@ case fstring_syntax_too_deep
x = 1
print(f"{x:{x:{x}}}")
#@@ case fstring_syntax_backslash
print(f"{'\n'}")
#@@ case fstring_syntax_hash
print(f"{1 # no}")
#@@ case fstring_syntax_star
print(f"{*[1, 2]}")
#@@ case fstring_syntax_unmatched_paren
print(f"{x)}")
#@@ case fstring_syntax_mismatched_paren
print(f"{(x]}")
#@@ case fstring_syntax_unterminated_inner_string
print(f"{'abc}")
#@@ case fstring_syntax_bad_expression
print(f"{1 +}")
#@@ case fstring_syntax_lambda
print(f"{lambda: 1}")
#@@ case fstring_syntax_self_doc_then_conversion_order
x = 1
print(f"{x!r=}")
#@@ case fstring_syntax_later_line
x = 1
y = 2
print(f"ok {x}")
print(f"bad {}")

#@@ case walrus_statement_needs_parentheses
x := 5

#@@ case walrus_assignment_value_needs_parentheses
a = b := 5

#@@ case starred_item_in_a_list_comprehension
print([*x for x in [[1]]])

#@@ case tab_error_after_a_tab_level
if True:
	x = 1
        y = 2
print(x)

#@@ case tab_error_spaces_then_tab
if True:
        x = 1
	y = 2

#@@ case tab_error_on_dedent
if True:
	if True:
		x = 1
	        y = 2

#@@ case tab_error_mixed_prefix
if 1:
  	x = 1
	y = 2

#@@ case call_keyword_repeated_names_it
def f(**k):
    return k
f(a=1, b=2, a=3)

#@@ case call_keyword_repeated_across_double_star
def f(**k):
    return k
f(a=1, **{'b': 2}, a=3)

#@@ case call_positional_after_double_star
def f(*a, **k):
    return k
f(**{'b': 2}, 1)

#@@ case call_star_after_double_star
def f(*a, **k):
    return k
f(**{'b': 2}, *[1])

