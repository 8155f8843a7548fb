#!/usr/bin/env python3
"""Generate a cmocka test that calls EVERY function of include/stridelab.h with NULL in
each pointer argument in turn (the other arguments valid) and with out-of-range counts.

    python3 scripts/gen_capi_null_test.py include/stridelab.h OUT.c

The public header is parsed (comments and preprocessor lines dropped, top-level
declarations split at ';'); every declaration that is not a typedef must be a function
prototype of the form `RET sl_NAME(PARAMS);` whose parameters this script can read and
whose types it knows how to build: anything else stops the generator with an error naming
the declaration, so no function can be skipped silently.  At the end it prints how many
functions, pointer arguments and counts the test covers.

What the generated test checks, per function:
  * a baseline call with valid arguments (err given, and err NULL) does not crash, and a
    function returning a status does not answer SL_ERR_ARG (so the NULL cases below could
    not pass by refusing everything);
  * for each pointer argument the header does not document as optional, the call with
    that argument NULL returns SL_ERR_ARG (functions returning a status), fills the
    sl_error when one is given (code SL_ERR_ARG, a message naming a problem) and still
    returns SL_ERR_ARG when err is NULL; a function returning a value (a predicate, a
    size, a name) returns the documented safe answer listed in NULL_ANSWER below;
  * for each pointer argument documented as optional (OPTIONAL below, with the header's
    words), the call with NULL there does not crash and is not refused with SL_ERR_ARG;
  * for each count argument, -1 is SL_ERR_ARG; a count of dimensions (or of levels,
    lanes, arrays) past its bound, both bound+1 and INT32_MAX, is an error, and the
    argument arrays hold bound+1 entries so that reading past them is caught by ASan.
"""
import re
import sys

# ---------------------------------------------------------------------------- parsing


class GenError(Exception):
    pass


def strip_header(src):
    s = re.sub(r'/\*.*?\*/', lambda m: '\n' * m.group(0).count('\n'), src, flags=re.S)
    s = re.sub(r'//[^\n]*', '', s)
    out, cont = [], False
    for line in s.split('\n'):
        if cont or line.lstrip().startswith('#'):
            cont = line.rstrip().endswith('\\')
            out.append('')
            continue
        out.append(line)
    s = '\n'.join(out)
    s = s.replace('extern "C" {', '')
    s = re.sub(r'__attribute__\s*\(\((?:[^()]|\([^()]*\))*\)\)', '', s)
    return s


def split_top(s, sep):
    parts, depth, cur = [], 0, ''
    for ch in s:
        if ch in '({':
            depth += 1
        elif ch in ')}':
            depth -= 1
        if ch == sep and depth == 0:
            parts.append(cur)
            cur = ''
        else:
            cur += ch
    parts.append(cur)
    return parts


def parse_param(p, fname):
    p = ' '.join(p.split())
    if p == '...':
        return {'name': '...', 'type': '...', 'kind': 'varargs'}
    m = re.match(r'^(.*)\(\s*\*\s*(\w+)\s*\)\s*\((.*)\)$', p)
    if m:
        return {'name': m.group(2), 'type': p, 'kind': 'fnptr'}
    m = re.match(r'^(.*?)\s*(\w+)\s*(\[[^\]]*\])?$', p)
    if not m or not m.group(1).strip():
        raise GenError(f'{fname}: cannot parse parameter "{p}"')
    ty = ' '.join(m.group(1).replace('*', ' * ').split()).replace('* *', '**')
    if m.group(3):
        raise GenError(f'{fname}: array parameter "{p}" not supported')
    kind = 'ptr' if '*' in ty else 'value'
    return {'name': m.group(2), 'type': ty, 'kind': kind}


SKIPPED = []     # NULL cases listed in NOT_TESTED, reported at the end
ENUMS = set()    # typedef'd enums of the header (scalar arguments)
FNPTRS = set()   # typedef'd function pointer types (callback arguments)


def parse_header(path):
    src = open(path).read()
    s = strip_header(src)
    stmts = [' '.join(x.split()) for x in split_top(s, ';')]
    funcs = []
    for st in stmts:
        m = re.match(r'^typedef enum\b.*\}\s*(\w+)$', st)
        if m:
            ENUMS.add(m.group(1))
        m = re.match(r'^typedef [^(]*\(\s*\*\s*(\w+)\s*\)\s*\(.*\)$', st)
        if m:
            FNPTRS.add(m.group(1))
    for st in stmts:
        if not st or st == '}':
            continue
        st = st.lstrip('} ').strip()
        if not st:
            continue
        if st.startswith('typedef ') or st.startswith('struct ') and '(' not in st:
            continue
        m = re.match(r'^((?:const )?[\w ]+?\s*\**)\s*\b(sl_\w+)\s*\((.*)\)$', st)
        if not m:
            raise GenError(f'cannot parse declaration: "{st[:120]}"')
        ret = ' '.join(m.group(1).replace('*', ' * ').split())
        name = m.group(2)
        ps = m.group(3).strip()
        params = [] if ps == 'void' else [parse_param(p, name) for p in split_top(ps, ',')]
        funcs.append({'name': name, 'ret': ret, 'params': params})
    if not funcs:
        raise GenError('no prototypes found')
    return funcs


# ---------------------------------------------------------------- argument knowledge

# Pointer types: (element C type, number of elements, initial value of each element or
# None for zeroed, or a C expression building the whole thing when elements == 0).
STRUCTS = {
    'sl_tensor': 'g_t', 'sl_array': 'g_a', 'sl_layout': 'g_l', 'sl_bview': 'g_bv',
    'sl_index_item': None, 'sl_copy_options': 'g_opts', 'sl_lab': 'g_lab',
    'sl_lab_config': 'g_cfg', 'sl_lab_event': None, 'sl_lab_totals': None,
    'sl_cache': 'g_cache', 'sl_cache_level_config': 'g_level', 'sl_trace_iter': 'g_iter',
    'sl_trace_report': None, 'sl_trace_lines': None, 'sl_trace_cost_t': None,
    'sl_warp_request': None, 'sl_warp_report': None, 'sl_whois_info': None,
    'sl_overlap_result': 'g_res', 'sl_prove_report': None, 'sl_access': 'g_acc',
    'sl_copy_plan_info': None, 'sl_eval_result': 'g_ev', 'struct sl_eval_result': 'g_ev',
    'sl_run_limits': None, 'sl_run_options': None, 'DLTensor': 'g_dl',
    'sl_error': 'g_err_filled', 'sl_ref': None, 'sl_dtype': None,
    'bool': None, 'int32_t': None, 'size_t': None, 'int8_t': None, 'char': None,
    'sl_threadpool': None, 'sl_copy_prepared': None, 'sl_np_overlap_answer': None,
}
NSTRUCT = 8          # elements of every struct argument (outs, cap, in[n])
NARRAY = 65          # elements of every int64_t input array: SL_MAX_DIMS + 1
NOUT = 4096          # elements of every int64_t output array

# int64 input arrays by parameter name: the first entries (the rest repeat the last).
I64_IN = {
    'sizes': [3, 2], 'shape': [3, 2], 'v': [2, 3], 'a': [2, 3], 'b': [2, 3],
    'strides': [1, 3], 'dims': [0, 1], 'axes': [0, 1], 'src': [0], 'dst': [1],
    'index': [1, 1], 'wrapped': [1, 1], 'indices': [1], 'window': [1],
    'start': [0], 'end': [1], 'storage_offset': [0], 'addrs': [0, 4, 8, 12],
}
STRINGS = {
    'expr': '"torch.arange(6.).view(2, 3)"', 'text': None, 'json': '"{\\"shape\\":[2,3]}"',
    'name': None, 'key': '"C"', 'type': '"ValueError"', 'type_name': '"float"',
    'fmt': '"%s"', 'src': '"x = 1\\n"',
}
# `const char *text` differs by function.
TEXT_BY_FUNC = {
    'sl_np_parse_order': '"C"', 'sl_cache_parse_level': '"sets=64,ways=8,line=64"',
    'sl_access_from_raw': '"size=(2,3),stride=(3,1),offset=0"',
    'sl_layout_text_is_raw': '"size=(2,3),stride=(3,1),offset=0"',
    'sl_layout_parse': '"size=(2,3),stride=(3,1),offset=0"',
    'sl_layout_parse_ref': '"torch.arange(6.).view(2, 3)"',
    'sl_layout_parse_storage': '"torch.arange(6.).view(2, 3)"',
}
NAME_BY_FUNC = {'sl_ref_parse': '"lessons"', 'sl_dtype_parse': '"float32"'}

# Counts: parameter name -> (valid value, upper bound or None).  The bound names the
# largest valid count: past it the call must be an error; -1 must be SL_ERR_ARG.
COUNTS = {
    'ndim': (2, 'SL_MAX_DIMS'), 'n': (2, 'SL_MAX_DIMS'), 'nsizes': (2, 'SL_MAX_DIMS'),
    'nstrides': (2, 'SL_MAX_DIMS'), 'nsrc': (1, 'SL_MAX_DIMS'), 'ndst': (1, 'SL_MAX_DIMS'),
    'na': (2, 'SL_MAX_DIMS'), 'nb': (2, 'SL_MAX_DIMS'), 'naxes': (1, 'SL_MAX_DIMS'),
    'nwindow': (1, 'SL_MAX_DIMS'), 'nshape': (2, 'SL_MAX_DIMS'), 'nindex': (2, 'SL_MAX_DIMS'),
    'ndims': (1, 'SL_MAX_DIMS'), 'nitems': (2, None), 'cap': (NSTRUCT, None),
    'hist_len': (NSTRUCT, None), 'nlevels': (1, 'SL_CACHE_MAX_LEVELS'),
    'lanes': (4, 'SL_WARP_MAX_LANES'),
}
COUNT_BY_FUNC = {
    ('sl_np_broadcast_arrays', 'n'): (2, '32'),
    ('sl_cache_load_batch', 'n'): (4, None),
    ('sl_torch_tensor_split_indices', 'n'): (1, 'SL_MAX_DIMS'),
    ('sl_np_squeeze', 'n'): (1, 'SL_MAX_DIMS'),
    ('sl_np_flip', 'n'): (1, 'SL_MAX_DIMS'),
    ('sl_np_expand_dims', 'n'): (1, 'SL_MAX_DIMS'),
    ('sl_torch_unflatten', 'n'): (2, 'SL_MAX_DIMS'),
    ('sl_format_list', 'n'): (2, None),    # any list length: a message's list
    ('sl_format_tuple', 'n'): (2, None),
    ('sl_np_format_shape', 'n'): (2, None),
}
# Counts that are the number of dimensions of a record or a result (or of levels, lanes,
# arrays): past the bound nothing can be valid, so the call must refuse it before reading
# the array, and INT32_MAX (with arrays of bound+1 entries) is tested too.  Other counts
# are list lengths whose entries the reference checks one by one (movedim's source, the
# sizes of split_with_sizes, ...): bound+1 with real entries must be an error; a count
# larger than the caller's array is the caller's promise and is not tested.
STRICT_COUNTS = {'ndim', 'nsizes', 'nstrides', 'nshape', 'na', 'nb', 'nlevels', 'lanes',
                 'nindex', 'sl_torch_view', 'sl_torch_reshape', 'sl_torch_expand',
                 'sl_torch_permute', 'sl_np_reshape', 'sl_np_broadcast_to', 'sl_np_transpose',
                 'sl_np_broadcast_arrays', 'sl_torch_unflatten'}

# Integer parameters whose names look like counts but are not counts of an array.
NOT_COUNTS = {('sl_np_frombuffer', 'count'), ('sl_np_frombuffer_ref', 'count'),
              ('sl_threadpool_run', 'nworkers'), ('sl_threadpool_create', 'nthreads')}
COUNT_LIKE = re.compile(r'^(n[a-z]*|cap|\w+_len|lanes|count)$')

# Other scalar parameters: valid values by name (default 0).
SCALARS = {
    'dt': 'SL_FLOAT32', 'order': "'C'", 'itemsize': '4', 'status': 'SL_ERR_ARG',
    'code': 'SL_ERR_PY', 'budget': '-1', 'work_limit': '-1', 'overlap_budget': '-1',
    'line_bytes': '64', 'width_bytes': '4', 'warp_lanes': '4', 'storage_bytes': '-1',
    'split_size': '1', 'chunks': '2', 'sections': '2', 'size': '1', 'step': '1',
    'length': '1', 'end_dim': '-1', 'dim2': '1', 'axis2': '1', 'd1': '1', 'len': '7',
    'len_bytes': '4', 'size_bytes': '4', 'max_work': '-1', 'stop': '6', 'count': '-1',
    'buffer_bytes': '64', 'kind': 'SL_NP_AXIS_TUPLE', 'mem_bytes': 'sizeof g_mem',
    'bytes': '64', 'nworkers': '1', 'nthreads': '1', 'ref': 'SL_REF_LESSONS',
    'dst_storage_bytes': '4096', 'src_storage_bytes': '4096', 'fmt': 'SL_MF_CONTIGUOUS',
    'same_buffer': 'true', 'vector_bytes': '0', 'stride': '1', 'cap': '512',
}
SCALAR_BY_FUNC = {
    ('sl_np_arange_f64', 'step'): '1.0', ('sl_np_arange_f64_ref', 'step'): '1.0',
    ('sl_np_arange_f64', 'stop'): '6.0', ('sl_np_arange_f64_ref', 'stop'): '6.0',
    ('sl_buffer_free', 'bytes'): '64', ('sl_torch_squeeze_dim', 'dim'): '0',
    ('sl_torch_flatten', 'end_dim'): '1', ('sl_whois_report', 'bytes'): 'false',
    ('sl_trace_run', 'order'): 'SL_TRACE_LOGICAL', ('sl_trace_iter_init', 'order'): 'SL_TRACE_LOGICAL',
    ('sl_copy_dense_bview', 'order'): 'SL_ORDER_C', ('sl_np_arg_type_error', 'kind'): 'SL_NP_TE_INDEX',
    ('sl_torch_matrix_transpose', 'op'): 'SL_MT', ('sl_np_reshape', 'order'): "'C'",
    ('sl_cache_contains', 'level'): '0', ('sl_ob_status_name', 's'): 'SL_OB_PROVED',
    ('sl_np_flip', 'kind'): 'SL_NP_AXIS_TUPLE', ('sl_np_squeeze', 'kind'): 'SL_NP_AXIS_TUPLE',
    ('sl_np_asarray', 'order'): '0',
}

# Pointer arguments the header documents as optional (NULL has a meaning).
OPTIONAL = {
    ('*', 'err'): 'every sl_error * may be NULL',
    ('*', 'user'): 'user data handed back to a callback',
    ('*', 'arg'): 'user data handed back to a callback',
    ('sl_error_set', 'type'): '"`type` may be NULL (no Python class)"',
    ('sl_torch_T', 'warned'): '"*warned ... (may be NULL)"',
    ('sl_torch_slice', 'start'): '"start/end NULL = None"',
    ('sl_torch_slice', 'end'): '"start/end NULL = None"',
    ('sl_torch_as_strided', 'storage_offset'): '"storage_offset NULL = keep the input\'s"',
    ('sl_np_transpose', 'axes'): '"axes NULL = reverse"',
    ('sl_np_reshape', 'hidden'): '"into *hidden when `hidden` is not NULL"',
    ('sl_np_ravel', 'src_order'): '"written when src_order is not NULL"',
    ('sl_np_flatten', 'src_order'): '"written when src_order is not NULL"',
    ('sl_np_index_ex', 'copied_view'): '"Either pointer may be NULL"',
    ('sl_np_index_ex', 'hidden'): '"Either pointer may be NULL"',
    ('sl_np_as_strided', 'shape'): '"shape/strides NULL = None"',
    ('sl_np_as_strided', 'strides'): '"shape/strides NULL = None"',
    ('sl_np_sliding_window_view', 'axes'): '"axes NULL = axis None"',
    ('sl_np_set_writeable', 'base'): '"NULL when base is None or not an array"',
    ('sl_addr', 'terms'): '"terms ... may be NULL"',
    ('sl_trace_run', 'lines'): '"`lines` may be NULL"',
    ('sl_warp_trace', 'hist'): '"hist may be NULL"',
    ('sl_layout_parse_ref', 'storage_bytes'): '"storage_bytes may be NULL"',
    ('sl_lab_step', 'ev'): '"fills `ev` (may be NULL)"',
    ('sl_cache_load_batch', 'levels_out'): '"levels_out[i] (may be NULL)"',
    ('sl_eval_chain_steps', 'fn'): '"calls `fn` (when not NULL)"',
    ('sl_eval_chain_ref', 'fn'): '"`fn` may be NULL"',
    ('sl_run_snippet', 'write'): '"`write` NULL: discarded"',
    ('sl_run_snippet_ex', 'write'): '"`write` NULL: discarded"',
    ('sl_run_snippet_opts', 'write'): '"`write` NULL: discarded"',
    ('sl_run_snippet_ex', 'limits'): '"NULL limits: the defaults"',
    ('sl_run_snippet_opts', 'opts'): '"NULL options: the defaults"',
    ('sl_run_snippet_hint', 'write'): '"as sl_run_snippet_opts"',
    ('sl_run_snippet_hint', 'opts'): '"as sl_run_snippet_opts"',
    ('sl_run_snippet_hint', 'suggestion'): '"suggestion NULL: as sl_run_snippet_opts"',
    ('sl_copy', 'opts'): '"opts NULL: the defaults"',
    ('sl_copy_prepare', 'opts'): '"opts NULL: the defaults"',
    ('sl_copy_plan', 'opts'): '"opts NULL: the defaults"',
    ('sl_copy_tensor', 'opts'): '"opts NULL: the defaults"',
    ('sl_copy_flip', 'opts'): '"opts NULL: the defaults"',
    ('sl_copy_array', 'opts'): '"opts NULL: the defaults"',
    ('sl_overlap_witness_ok', 'b'): '"b NULL = internal overlap"',
    ('sl_layout_span', 'min_elem'): 'outputs the caller does not want may be NULL',
    ('sl_layout_span', 'max_elem'): 'outputs the caller does not want may be NULL',
    ('sl_layout_span', 'empty'): 'outputs the caller does not want may be NULL',
    ('sl_bview_span', 'min_byte'): 'outputs the caller does not want may be NULL',
    ('sl_bview_span', 'end_byte'): 'outputs the caller does not want may be NULL',
    ('sl_bview_span', 'empty'): 'outputs the caller does not want may be NULL',
    ('sl_addr', 'wrapped'): '"wrapped, terms and byte may be NULL"',
    ('sl_addr', 'byte'): '"wrapped, terms and byte may be NULL"',
    ('sl_whois_byte_ex', 'saturated'): '"saturated may be NULL"',
    ('sl_whois_element_ex', 'saturated'): '"saturated may be NULL"',
    ('sl_np_arg_type_error', 'type_name'): '"type_name NULL: float"',
    ('sl_run_traceback_name', 'src'): '"src NULL: sl_ref_traceback_name\'s answer"',
    ('sl_explain', 'write'): '"write NULL: the output is discarded"',
    ('sl_explain_ref', 'write'): '"write NULL: the output is discarded"',
}

# Functions that return a value rather than a status: their documented answer when a
# required pointer argument is NULL.  ('eq', C expr) compares ==, ('str', "text")
# compares strings, ('void',) only calls.
NULL_ANSWER = {
    'sl_error_type_name': ('str', 'Error'),
    'sl_error_clear': ('void',),
    'sl_error_set': ('eq', 'SL_ERR_PY'),  # returns `code` whatever err and fmt are
    'sl_ref_traceback_name': ('eq', 'NULL'),
    'sl_layout_equal': ('eq', 'false'),
    'sl_format_list': ('void',),
    'sl_format_tuple': ('void',),
    'sl_torch_is_contiguous': ('eq', 'false'),
    'sl_torch_is_non_overlapping_and_dense': ('eq', 'false'),
    'sl_torch_internal_overlap': ('eq', 'SL_OVERLAP_TOO_HARD'),
    'sl_torch_overlap_status': ('eq', 'SL_OVS_TOO_HARD'),
    'sl_np_is_c_contiguous': ('eq', 'false'),
    'sl_np_is_f_contiguous': ('eq', 'false'),
    'sl_np_is_aligned': ('eq', 'false'),
    'sl_np_refresh_flags': ('void',),
    'sl_np_format_flags': ('eq', '0'),
    'sl_np_view_base_is_input': ('eq', 'false'),
    'sl_np_format_shape': ('void',),
    'sl_overlap_witness_ok': ('eq', 'false'),
    'sl_addr_format': ('void',),
    'sl_layout_text_is_raw': ('eq', 'false'),
    'sl_threadpool_destroy': ('void',),
    'sl_threadpool_size': ('eq', '1'),  # no pool: the caller alone
    'sl_threadpool_run': ('void',),
    'sl_copy_options_init': ('void',),
    'sl_copy_prepared_free': ('void',),
    'sl_buffer_free': ('void',),
    'sl_lab_default_config': ('void',),
    'sl_lab_reset': ('void',),
    'sl_lab_play': ('eq', '0'),
    'sl_lab_done': ('eq', 'true'),
    'sl_lab_get_totals': ('void',),
    'sl_lab_resident': ('eq', '0'),
    'sl_lab_victim_order': ('eq', '0'),
    'sl_lab_explain': ('eq', '0'),
    ('sl_lab_explain', 'buf'): ('gt', '0'),  # snprintf-like: the length it needs
    'sl_cache_reset': ('void',),
    'sl_cache_reset_stats': ('void',),
    'sl_cache_contains': ('eq', 'false'),
    'sl_cache_default_levels': ('eq', '0'),
    'sl_trace_iter_fill': ('eq', '0'),
    'sl_din_format': ('eq', '0'),
    'sl_eval_internal_overlap': ('eq', 'NULL'),
    'sl_run_traceback_name': ('eq', 'NULL'),
}
# Status functions whose valid baseline answer is not SL_OK-or-error: nothing special,
# listed for documentation.  Values per (function, parameter) that must differ from the
# generic ones so the baseline is valid:
FIXTURE_BY_FUNC = {
    ('sl_threadpool_destroy', 'pool'): 'fresh_pool()',
    ('sl_threadpool_size', 'pool'): 'g_pool',
    ('sl_threadpool_run', 'pool'): 'g_pool',
    ('sl_copy_run', 'prepared'): 'g_prep',
    ('sl_copy_prepared_free', 'prepared'): 'fresh_prepared()',
    ('sl_buffer_free', 'p'): 'fresh_buffer()',
    ('sl_threadpool_run', 'fn'): 'noop_worker',
    ('sl_explain', 'write'): 'discard_write', ('sl_explain_ref', 'write'): 'discard_write',
    ('sl_run_snippet', 'write'): 'discard_write', ('sl_run_snippet_ex', 'write'): 'discard_write',
    ('sl_run_snippet_opts', 'write'): 'discard_write',
    ('sl_run_snippet_hint', 'write'): 'discard_write',
    ('sl_eval_chain_steps', 'fn'): 'continue_step', ('sl_eval_chain_ref', 'fn'): 'continue_step',
    ('sl_cache_init', 'mem'): 'g_mem',
    ('sl_run_traceback_name', 'src'): '"import numpy as np\\n"',
    ('sl_run_snippet', 'src'): '"x = 1\\n"',
}


# NULL cases NOT generated, each with why: printed in the generator's summary so the gap is
# visible.  An entry naming a parameter the header no longer has stops the generator.
NOT_TESTED = {}

# functions whose successful call makes an object the test must release (ASan's leak check)
RELEASE = {
    'sl_threadpool_create': 'sl_threadpool_destroy({0})',
    'sl_copy_prepare': 'sl_copy_prepared_free({0})',
    'sl_buffer_alloc': 'sl_buffer_free({0}, 64)',
}


def is_optional(fname, pname):
    return (fname, pname) in OPTIONAL or ('*', pname) in OPTIONAL


def base_type(ty):
    t = ty.replace('const ', '').replace('*', '').strip()
    return t


def count_info(fname, p):
    if (fname, p['name']) in NOT_COUNTS:
        return None
    if (fname, p['name']) in COUNT_BY_FUNC:
        return COUNT_BY_FUNC[(fname, p['name'])]
    if p['type'] in ('int32_t', 'int64_t') and p['name'] in COUNTS:
        return COUNTS[p['name']]
    if p['type'] in ('int32_t', 'int64_t') and COUNT_LIKE.match(p['name']):
        raise GenError(f'{fname}: integer parameter "{p["name"]}" looks like a count: '
                       'list it in COUNTS/COUNT_BY_FUNC or NOT_COUNTS')
    return None


# ------------------------------------------------------------------- code generation

class Call:
    """The declarations and the argument expressions of one call."""

    def __init__(self, f):
        self.f = f
        self.decls = []
        self.args = []
        self.counts = []      # (index, valid, bound)
        self.ptrs = []        # (index, name, optional)
        self.out_var = None   # the variable an `X **out` parameter writes
        self.err_index = None
        fname = f['name']
        for i, p in enumerate(f['params']):
            v = f'a{i}'
            key = (fname, p['name'])
            if p['kind'] == 'varargs':
                self.args.append('"x"')
                continue
            if p['kind'] == 'value' and p['type'] in FNPTRS:
                p['kind'] = 'fnptr'
            if p['kind'] == 'fnptr':
                if key not in FIXTURE_BY_FUNC:
                    raise GenError(f'{fname}: no value for callback "{p["name"]}"')
                self.args.append(FIXTURE_BY_FUNC[key])
                self.ptrs.append((i, p['name'], is_optional(fname, p['name'])))
                continue
            if p['kind'] == 'value':
                ci = count_info(fname, p)
                if ci is not None:
                    self.args.append(str(ci[0]))
                    strict = p['name'] in STRICT_COUNTS or (fname in STRICT_COUNTS and p['name'] == 'n')
                    self.counts.append((i, ci[0], ci[1], strict))
                    continue
                if key in SCALAR_BY_FUNC:
                    self.args.append(SCALAR_BY_FUNC[key])
                elif p['type'] in ('double',):
                    self.args.append({'start': '0.0', 'stop': '6.0', 'step': '1.0'}.get(p['name'], '0.0'))
                elif p['name'] in SCALARS:
                    self.args.append(SCALARS[p['name']])
                elif p['type'] in ('bool',):
                    self.args.append('false')
                elif re.match(r'^(u?int(8|16|32|64)_t|int|size_t|char)$', p['type']) \
                        or p['type'] in ENUMS:
                    self.args.append('0')
                else:
                    raise GenError(f'{fname}: no value for parameter "{p["type"]} {p["name"]}"')
                continue
            # pointers
            ty = p['type']
            bt = base_type(ty)
            opt = is_optional(fname, p['name'])
            if p['name'] == 'err' and bt == 'sl_error' and 'const' not in ty:
                self.err_index = i
                self.args.append('ERR')
                continue
            self.ptrs.append((i, p['name'], opt))
            if key in FIXTURE_BY_FUNC:
                self.args.append(FIXTURE_BY_FUNC[key])
                continue
            if ty.endswith('**'):
                inner = ty[:-1].strip()
                self.decls.append(f'{inner} {v} = NULL;')
                self.args.append(f'&{v}')
                self.out_var = v
                continue
            if bt == 'char' and 'const' in ty:
                s = None
                if p['name'] == 'text':
                    s = TEXT_BY_FUNC.get(fname)
                elif p['name'] == 'name':
                    s = NAME_BY_FUNC.get(fname)
                else:
                    s = STRINGS.get(p['name'])
                if s is None:
                    raise GenError(f'{fname}: no text for parameter "{p["name"]}"')
                self.args.append(s)
                continue
            if bt == 'char':
                self.decls.append(f'char {v}[512]; memset({v}, 0, sizeof {v});')
                self.args.append(v)
                continue
            if bt == 'void':
                self.decls.append(f'static unsigned char {v}[4096] __attribute__((aligned(64)));')
                self.args.append(v)
                continue
            if bt == 'int64_t' and 'const' in ty:
                vals = I64_IN.get(p['name'])
                if vals is None:
                    raise GenError(f'{fname}: no values for int64 array "{p["name"]}"')
                full = vals + [vals[-1]] * (NARRAY - len(vals))
                self.decls.append(f'int64_t {v}[{NARRAY}] = {{{", ".join(map(str, full))}}};')
                self.args.append(v)
                continue
            if bt == 'int64_t':
                self.decls.append(f'static int64_t {v}[{NOUT}]; memset({v}, 0, sizeof {v});')
                self.args.append(v)
                continue
            if bt in STRUCTS:
                init = STRUCTS[bt]
                ctype = 'sl_eval_result' if bt == 'struct sl_eval_result' else bt
                if bt == 'sl_index_item':
                    self.decls.append(f'sl_index_item {v}[{NSTRUCT}]; fill_items({v}, {NSTRUCT});')
                elif bt == 'sl_error':
                    self.decls.append(f'sl_error {v}[1]; {v}[0] = g_err_filled;')
                elif init:
                    self.decls.append(f'static {ctype} {v}[{NSTRUCT}]; for (int k = 0; k < {NSTRUCT}; k++) {v}[k] = {init};')
                else:
                    self.decls.append(f'static {ctype} {v}[{NSTRUCT}]; memset({v}, 0, sizeof {v});')
                self.args.append(v)
                continue
            raise GenError(f'{fname}: no value for pointer parameter "{ty} {p["name"]}"')

    def render(self, args, err):
        a = [err if x == 'ERR' else x for x in args]
        return f'{self.f["name"]}({", ".join(a)})'


def c_str(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'


def gen_function(f):
    fname = f['name']
    c = Call(f)
    ret = f['ret']
    is_status = ret == 'int' and fname not in NULL_ANSWER
    lines = [f'static void test_{fname}(void **state) {{', '    (void)state;',
             '    int failures = 0;']
    ncases = 0

    def block(args, body, note):
        nonlocal ncases
        ncases += 1
        out = ['    {', f'        /* {note} */']
        out += ['        ' + d for d in c.decls]
        out += [f'        (void)a{k};' for k in range(len(c.f['params']))
                if re.search(rf'\ba{k}\b', ' '.join(c.decls))]
        out += ['        sl_error e; memset(&e, 0, sizeof e);']
        out += ['        ' + b for b in body(args)]
        out.append('    }')
        lines.extend(out)

    def status_body(expect, label, with_err=True):
        def body(args):
            b = []
            if c.err_index is not None:
                b.append(f'int rc = {c.render(args, "&e" if with_err else "NULL")};')
            else:
                b.append(f'int rc = {c.render(args, None)};')
            b.append(expect)
            if fname in RELEASE and c.out_var:  # what a call that succeeded made
                b.append(f'if (rc == SL_OK && {c.out_var}) {RELEASE[fname].format(c.out_var)};')
            return b
        return body

    if is_status:
        # baseline
        block(c.args, status_body(
            f'CHECK(rc != SL_ERR_ARG, "{fname}: valid arguments refused with SL_ERR_ARG: %s", e.message);',
            'baseline'), 'baseline: valid arguments are not SL_ERR_ARG')
        if c.err_index is not None:
            block(c.args, status_body('(void)rc;', 'baseline err NULL', with_err=False),
                  'baseline with err NULL does not crash')
    else:
        def vbody(args):
            if ret == 'void':
                return [f'{c.render(args, "&e")};']
            return [f'{ret} r = {c.render(args, "&e")}; (void)r;']
        block(c.args, vbody, 'baseline: does not crash')
    nptr = 0
    for (i, pname, opt) in c.ptrs:
        if (fname, pname) in NOT_TESTED:
            SKIPPED.append(f'{fname}({pname} = NULL): {NOT_TESTED[(fname, pname)]}')
            continue
        args = list(c.args)
        args[i] = 'NULL'
        nptr += 1
        if opt:
            if is_status:
                block(args, status_body(
                    f'CHECK(rc != SL_ERR_ARG, "{fname}({pname} = NULL, optional): refused with SL_ERR_ARG: %s", e.message);',
                    ''), f'{pname} NULL is documented as optional')
            else:
                block(args, lambda a: [f'{c.render(a, "&e")};' if ret == 'void' else f'{ret} r = {c.render(a, "&e")}; (void)r;'],
                      f'{pname} NULL is documented as optional: no crash')
            continue
        if is_status:
            if c.err_index is not None:
                block(args, status_body(
                    f'CHECK(rc == SL_ERR_ARG && e.code == SL_ERR_ARG && e.message[0] != 0, '
                    f'"{fname}({pname} = NULL): rc %d code %d message \'%s\'", rc, e.code, e.message);',
                    ''), f'{pname} NULL: SL_ERR_ARG with a message')
                block(args, status_body(
                    f'CHECK(rc == SL_ERR_ARG, "{fname}({pname} = NULL, err = NULL): rc %d", rc);',
                    '', with_err=False), f'{pname} NULL, err NULL: SL_ERR_ARG')
            else:
                block(args, status_body(
                    f'CHECK(rc == SL_ERR_ARG, "{fname}({pname} = NULL): rc %d", rc);', ''),
                    f'{pname} NULL: SL_ERR_ARG')
        else:
            if fname not in NULL_ANSWER:
                raise GenError(f'{fname} returns {ret}: list its answer for NULL in NULL_ANSWER')
            ans = NULL_ANSWER.get((fname, pname), NULL_ANSWER[fname])
            if ans[0] == 'void':
                block(args, lambda a: [f'{c.render(a, "&e")};'], f'{pname} NULL: no crash')
            elif ans[0] == 'str':
                block(args, lambda a, ans=ans: [
                    f'{ret} r = {c.render(a, "&e")};',
                    f'CHECK(r != NULL && strcmp(r, {c_str(ans[1])}) == 0, "{fname}({pname} = NULL): got \'%s\'", r ? r : "(null)");'],
                    f'{pname} NULL: the documented answer')
            elif ans[0] == 'gt':
                block(args, lambda a, ans=ans: [
                    f'{ret} r = {c.render(a, "&e")};',
                    f'CHECK(r > {ans[1]}, "{fname}({pname} = NULL): not above {ans[1]}");'],
                    f'{pname} NULL: the documented answer')
            else:
                block(args, lambda a, ans=ans: [
                    f'{ret} r = {c.render(a, "&e")};',
                    f'CHECK(r == {ans[1]}, "{fname}({pname} = NULL): not the documented answer {ans[1]}");'],
                    f'{pname} NULL: the documented answer')
    ncount = 0
    for (i, valid, bound, strict) in c.counts:
        pname = f['params'][i]['name']
        ncount += 1
        bad = ['-1']
        if bound:
            bad += [f'({bound}) + 1']
            if strict:
                bad += ['INT32_MAX']
        for b in bad:
            args = list(c.args)
            args[i] = b
            if is_status:
                if b == '-1':
                    exp = f'CHECK(rc == SL_ERR_ARG, "{fname}({pname} = -1): rc %d", rc);'
                else:
                    exp = f'CHECK(rc < 0, "{fname}({pname} = {b}): rc %d, not an error", rc);'
                block(args, status_body(exp, ''), f'{pname} = {b}: out of range')
            else:
                block(args, lambda a: [f'{c.render(a, "&e")};' if ret == 'void' else f'{ret} r = {c.render(a, "&e")}; (void)r;'],
                      f'{pname} = {b}: no crash, no read past the arrays')
    lines.append('    if (failures) fail_msg("%d failed check(s) in %s", failures, "' + fname + '");')
    lines.append('}')
    return '\n'.join(lines), nptr, ncount, ncases


PRELUDE = r'''/* GENERATED by scripts/gen_capi_null_test.py from include/stridelab.h: do not edit.
 * Every public function with NULL in each pointer argument in turn, and with
 * out-of-range counts (see the generator's docstring for what is checked). */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "test_support.h"

/* NULL where the header declares a format or a nonnull pointer is the point here. */
#pragma GCC diagnostic ignored "-Wformat"
#pragma GCC diagnostic ignored "-Wformat-extra-args"
#pragma GCC diagnostic ignored "-Wnonnull"

#define CHECK(cond, ...) do { if (!(cond)) { fprintf(stderr, "FAIL: " __VA_ARGS__); \
    fprintf(stderr, "\n"); failures++; } } while (0)

static sl_tensor g_t;
static sl_array g_a;
static sl_layout g_l;
static sl_bview g_bv;
static sl_copy_options g_opts;
static sl_lab g_lab;
static sl_lab_config g_cfg;
static sl_cache g_cache;
static sl_cache_level_config g_level;
static uint64_t g_mem[4096];
static sl_trace_iter g_iter;
static sl_overlap_result g_res;
static sl_access g_acc;
static sl_eval_result g_ev;
static sl_error g_err_filled;
static sl_threadpool *g_pool;
static sl_copy_prepared *g_prep;
#ifdef DLPACK_VERSION
static DLTensor g_dl;
static int64_t g_dl_shape[2] = {2, 3};
#endif

static void fill_items(sl_index_item *it, int n) {
    memset(it, 0, sizeof *it * (size_t)n);
    for (int k = 0; k < n; k++) it[k].kind = SL_IDX_SLICE;
    it[1].kind = SL_IDX_INT;
    it[1].value = 1;
}
static void discard_write(void *user, const char *s, size_t n) { (void)user; (void)s; (void)n; }
static int continue_step(void *user, const sl_eval_step *step) { (void)user; (void)step; return SL_OK; }
static void noop_worker(void *arg, int32_t w) { (void)arg; (void)w; }
static sl_threadpool *fresh_pool(void) {
    sl_threadpool *p = NULL;
    if (sl_threadpool_create(1, &p, NULL) != SL_OK) abort();
    return p;
}
static sl_copy_prepared *fresh_prepared(void) {
    sl_copy_prepared *p = NULL;
    if (sl_copy_prepare(4096, &g_bv, 4096, &g_bv, NULL, &p, NULL) != SL_OK) abort();
    return p;
}
static void *fresh_buffer(void) {
    void *p = NULL;
    if (sl_buffer_alloc(64, &p, NULL) != SL_OK) abort();
    return p;
}

static int setup(void **state) {
    (void)state;
    int64_t sizes[2] = {2, 3};
    sl_error e;
    if (sl_torch_empty(sizes, 2, SL_FLOAT32, &g_t, &e) != SL_OK) return -1;
    if (sl_np_empty(sizes, 2, SL_FLOAT64, 'C', &g_a, &e) != SL_OK) return -1;
    g_l = g_t.layout;
    if (sl_layout_to_bview(&g_l, &g_bv, &e) != SL_OK) return -1;
    sl_copy_options_init(&g_opts);
    sl_lab_default_config(&g_cfg);
    if (sl_lab_configure(&g_lab, &g_cfg, &e) != SL_OK) return -1;
    g_level = (sl_cache_level_config){64, 8, 64, SL_CACHE_LRU};
    if (sl_cache_init(&g_cache, &g_level, 1, g_mem, sizeof g_mem, &e) != SL_OK) return -1;
    if (sl_trace_iter_init(&g_iter, &g_l, SL_TRACE_LOGICAL, 0, 0, &e) != SL_OK) return -1;
    if (sl_overlap_internal(&g_bv, -1, &g_res, &e) != SL_OK) return -1;
    if (sl_access_from_raw("size=(2,3),stride=(3,1),offset=0", &g_acc, &e) != SL_OK) return -1;
    if (sl_eval_chain("torch.arange(6.).view(2, 3)", &g_ev, &e) != SL_OK) return -1;
    sl_error_set(&g_err_filled, SL_ERR_PY, "ValueError", "bad");
    if (sl_threadpool_create(1, &g_pool, &e) != SL_OK) return -1;
    if (sl_copy_prepare(4096, &g_bv, 4096, &g_bv, NULL, &g_prep, &e) != SL_OK) return -1;
#ifdef DLPACK_VERSION
    memset(&g_dl, 0, sizeof g_dl);
    g_dl.ndim = 2;
    g_dl.shape = g_dl_shape;
    g_dl.dtype.code = kDLFloat;
    g_dl.dtype.bits = 32;
    g_dl.dtype.lanes = 1;
#endif
    return 0;
}
static int teardown(void **state) {
    (void)state;
    sl_copy_prepared_free(g_prep);
    sl_threadpool_destroy(g_pool);
    return 0;
}
'''


def main(argv):
    if len(argv) != 3:
        print('usage: gen_capi_null_test.py include/stridelab.h OUT.c', file=sys.stderr)
        return 2
    try:
        funcs = parse_header(argv[1])
        bodies, names = [], []
        nptr = ncount = ncases = 0
        dlpack = {'sl_dlpack_to_bview', 'sl_dlpack_to_layout', 'sl_dlpack_prove'}
        seen = set()
        for f in funcs:
            if f['name'] in seen:
                raise GenError(f'{f["name"]} declared twice')
            seen.add(f['name'])
            body, p, k, n = gen_function(f)
            if f['name'] in dlpack:
                body = '#ifdef DLPACK_VERSION\n' + body + '\n#endif'
            bodies.append(body)
            names.append(f['name'])
            nptr += p
            ncount += k
            ncases += n
        unused = [k for k in list(OPTIONAL) + list(FIXTURE_BY_FUNC) + list(COUNT_BY_FUNC)
                  + list(SCALAR_BY_FUNC) + list(NOT_COUNTS)
                  if k[0] != '*' and k[0] not in seen]
        unused += [k for k in NOT_TESTED if k[0] not in seen]
        if len(SKIPPED) != len(NOT_TESTED):
            raise GenError(f'NOT_TESTED entries that match no pointer parameter: {NOT_TESTED}')
        unused += [k for k in NULL_ANSWER if (k[0] if isinstance(k, tuple) else k) not in seen]
        if unused:
            raise GenError(f'table entries for functions not in the header: {unused}')
    except GenError as e:
        print(f'gen_capi_null_test.py: {e}', file=sys.stderr)
        return 1
    out = [PRELUDE]
    out += bodies
    out.append('int main(void) {\n    const struct CMUnitTest tests[] = {')
    for n in names:
        t = f'        cmocka_unit_test(test_{n}),'
        if n in dlpack:
            t = '#ifdef DLPACK_VERSION\n' + t + '\n#endif'
        out.append(t)
    out.append('    };\n    return cmocka_run_group_tests(tests, setup, teardown);\n}\n')
    with open(argv[2], 'w') as fh:
        fh.write('\n'.join(out))
    print(f'gen_capi_null_test.py: {len(funcs)} functions, {nptr} pointer arguments set to '
          f'NULL, {ncount} count arguments out of range, {ncases} calls -> {argv[2]}')
    for sk in SKIPPED:
        print(f'gen_capi_null_test.py: NOT TESTED: {sk}')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
