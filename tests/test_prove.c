/* test_prove.c — kernel obligations on the seed lessons' examples, the DLPack bridge
 * (DLTensor import, JSON descriptor, prove before a launch) and raw LAYOUT parsing.
 *
 * Layouts of the seed examples are quoted from the lessons' recorded torch output:
 *   e = torch.arange(3.).unsqueeze(1).expand(3, 5)  ->  stride (1, 0), numel 15, storage 3
 *   w = torch.as_strided(torch.arange(6.), (4, 3), (1, 1))  -> _debug_has_internal_overlap 2 */
#include "test_support.h"

#include <dlpack/dlpack.h>
#include <stdio.h>
#include <string.h>

static sl_access access_of(const char *layout, int64_t storage_bytes, bool write) {
    sl_access acc;
    sl_layout l;
    memset(&acc, 0, sizeof acc);
    assert_int_equal(sl_layout_parse(layout, &l, NULL), SL_OK);
    assert_int_equal(sl_layout_to_bview(&l, &acc.view, NULL), SL_OK);
    acc.sizes_valid = true;
    acc.storage_known = storage_bytes >= 0;
    acc.storage_bytes = storage_bytes;
    acc.base_align_bytes = 64;
    acc.elem_align_bytes = l.itemsize;
    acc.write = write;
    acc.overlap_budget = -1;
    return acc;
}

static void expanded_tensor_is_refuted_for_writes_with_a_witness(void **state) {
    (void)state;
    sl_access acc = access_of("size=(3,5),stride=(1,0),offset=0,itemsize=4", 12, true);
    sl_prove_report rep;
    assert_int_equal(sl_prove(&acc, &rep, NULL), SL_OK);
    const sl_obligation *o = &rep.ob[SL_OB_NO_SELF_OVERLAP];
    assert_int_equal(o->status, SL_OB_REFUTED);
    assert_int_equal(o->ncex, 2);
    /* the two tuples differ only along the expanded dimension and hit the same byte */
    assert_int_equal(o->cex[0][0], o->cex[1][0]);
    assert_int_not_equal(o->cex[0][1], o->cex[1][1]);
    assert_false(rep.all_checkable_proved);
    /* 15 elements x 4 bytes = 60 > 12, yet the span (12 bytes) is in bounds */
    assert_int_equal(rep.ob[SL_OB_STORAGE_BOUNDS].status, SL_OB_PROVED);
    /* reading it is fine */
    acc.write = false;
    assert_int_equal(sl_prove(&acc, &rep, NULL), SL_OK);
    assert_int_equal(rep.ob[SL_OB_NO_SELF_OVERLAP].status, SL_OB_NOT_REQUIRED);
    assert_true(rep.all_checkable_proved);
}

static void as_strided_window_is_refuted_where_torch_says_too_hard(void **state) {
    (void)state;
    sl_access acc = access_of("size=(4,3),stride=(1,1),offset=0,itemsize=4", 24, true);
    sl_prove_report rep;
    assert_int_equal(sl_prove(&acc, &rep, NULL), SL_OK);
    const sl_obligation *o = &rep.ob[SL_OB_NO_SELF_OVERLAP];
    assert_int_equal(o->status, SL_OB_REFUTED);
    int64_t a = o->cex[0][0] + o->cex[0][1], b = o->cex[1][0] + o->cex[1][1];
    assert_int_equal(a, b); /* same storage element i + j */
    assert_int_equal(o->cex_byte, 4 * a);
    assert_false(rep.all_checkable_proved);
}

static void padded_slice_is_in_bounds_by_span_not_numel(void **state) {
    (void)state;
    /* torch.empty(4, 8)[:, :5]: numel 20, span 3*8 + 4 + 1 = 29 elements */
    sl_access acc = access_of("size=(4,5),stride=(8,1),offset=0,itemsize=4", 128, true);
    sl_prove_report rep;
    assert_int_equal(sl_prove(&acc, &rep, NULL), SL_OK);
    assert_int_equal(rep.ob[SL_OB_STORAGE_BOUNDS].status, SL_OB_PROVED);
    assert_non_null(strstr(rep.ob[SL_OB_STORAGE_BOUNDS].detail, "[0, 116)"));
    assert_int_equal(rep.ob[SL_OB_NO_SELF_OVERLAP].status, SL_OB_PROVED);
    assert_true(rep.all_checkable_proved);
    /* 100 bytes hold numel x itemsize = 80 bytes, but not the 116-byte span */
    acc.storage_bytes = 100;
    assert_int_equal(sl_prove(&acc, &rep, NULL), SL_OK);
    const sl_obligation *o = &rep.ob[SL_OB_STORAGE_BOUNDS];
    assert_int_equal(o->status, SL_OB_REFUTED);
    int64_t want[] = {3, 4};
    ts_assert_i64s(o->cex[0], want, 2, "counterexample");
    assert_int_equal(o->cex_byte, 115);
    /* the detail names the view's last byte and the storage's range, not one for the other */
    assert_string_equal(o->detail, "the highest element's last byte is byte 115, past the end of the "
                                   "100-byte storage (bytes 0..99)");
    acc.storage_bytes = 0; /* a freed storage */
    assert_int_equal(sl_prove(&acc, &rep, NULL), SL_OK);
    assert_string_equal(rep.ob[SL_OB_STORAGE_BOUNDS].detail,
                        "the view reaches bytes [0, 116) but the storage is empty (0 bytes)");
}

/* the storage-bounds detail names numel x itemsize only where it is not the storage the
 * view needs, and counts of one are singular */
static void numel_remark_only_where_it_differs(void **state) {
    (void)state;
    sl_prove_report rep;
    /* dense from byte 0: numel x itemsize = 12 is exactly the bound */
    sl_access acc = access_of("size=(3,),stride=(1,),offset=0,itemsize=4", 12, false);
    assert_int_equal(sl_prove(&acc, &rep, NULL), SL_OK);
    assert_string_equal(rep.ob[SL_OB_STORAGE_BOUNDS].detail,
                        "required span: bytes [0, 12) = 12 bytes within the 12-byte storage");
    /* a transpose is dense too */
    acc = access_of("size=(4,3),stride=(1,4),offset=0,itemsize=4", 48, false);
    assert_int_equal(sl_prove(&acc, &rep, NULL), SL_OK);
    assert_null(strstr(rep.ob[SL_OB_STORAGE_BOUNDS].detail, "numel"));
    /* starts past byte 0: more than numel x itemsize is needed */
    acc = access_of("size=(3,),stride=(1,),offset=1,itemsize=4", 16, false);
    assert_int_equal(sl_prove(&acc, &rep, NULL), SL_OK);
    assert_string_equal(rep.ob[SL_OB_STORAGE_BOUNDS].detail,
                        "required span: bytes [4, 16) = 12 bytes within the 16-byte storage "
                        "(numel x itemsize = 12 bytes is not the bound: the view starts at byte 4)");
    /* a padded slice leaves gaps */
    acc = access_of("size=(4,5),stride=(8,1),offset=0,itemsize=4", 128, false);
    assert_int_equal(sl_prove(&acc, &rep, NULL), SL_OK);
    assert_non_null(strstr(rep.ob[SL_OB_STORAGE_BOUNDS].detail,
                           "(numel x itemsize = 80 bytes is not the bound: the view leaves gaps)"));
    acc = access_of("size=(4,5),stride=(8,1),offset=2,itemsize=4", 136, false);
    assert_int_equal(sl_prove(&acc, &rep, NULL), SL_OK);
    assert_non_null(strstr(rep.ob[SL_OB_STORAGE_BOUNDS].detail,
                           "is not the bound: the view starts at byte 8 and leaves gaps)"));
    /* expanded: elements share bytes, numel x itemsize overstates the need */
    acc = access_of("size=(3,5),stride=(1,0),offset=0,itemsize=4", 12, false);
    assert_int_equal(sl_prove(&acc, &rep, NULL), SL_OK);
    assert_non_null(strstr(rep.ob[SL_OB_STORAGE_BOUNDS].detail,
                           "(numel x itemsize = 60 bytes is not the bound: elements share bytes)"));
    /* one element of one byte */
    acc = access_of("size=(1,),stride=(1,),offset=0,itemsize=1", 1, false);
    assert_int_equal(sl_prove(&acc, &rep, NULL), SL_OK);
    assert_string_equal(rep.ob[SL_OB_INDEX_BOUNDS].detail,
                        "indices 0 <= i_k < size_k over shape (1,), 1 element");
    assert_string_equal(rep.ob[SL_OB_STORAGE_BOUNDS].detail,
                        "required span: bytes [0, 1) = 1 byte within the 1-byte storage");
    /* 5 elements in vectors of 4 lanes: 1 element too few, 3 lanes past the end; 7 in
     * vectors of 4: 1 lane past it */
    acc = access_of("size=(5,),stride=(1,),offset=0,itemsize=4", 20, false);
    acc.vector_lanes = 4;
    acc.vector_dim = 0;
    assert_int_equal(sl_prove(&acc, &rep, NULL), SL_OK);
    assert_non_null(strstr(rep.ob[SL_OB_VECTOR_LANES].detail, "reads 3 lanes past its end"));
    acc = access_of("size=(7,),stride=(1,),offset=0,itemsize=4", 28, false);
    acc.vector_lanes = 4;
    acc.vector_dim = 0;
    assert_int_equal(sl_prove(&acc, &rep, NULL), SL_OK);
    assert_non_null(strstr(rep.ob[SL_OB_VECTOR_LANES].detail, "reads 1 lane past its end"));
    acc = access_of("size=(1,),stride=(1,),offset=0,itemsize=4", 4, false);
    acc.vector_lanes = 2;
    acc.vector_dim = 0;
    assert_int_equal(sl_prove(&acc, &rep, NULL), SL_OK);
    assert_non_null(strstr(rep.ob[SL_OB_VECTOR_LANES].detail, "dimension 0 has 1 element, not a multiple"));
    acc = access_of("size=(1,),stride=(1,),offset=0,itemsize=1", 1, false);
    acc.vector_lanes = 1;
    acc.vector_dim = 0;
    assert_int_equal(sl_prove(&acc, &rep, NULL), SL_OK);
    assert_string_equal(rep.ob[SL_OB_VECTOR_LANES].detail,
                        "1 vector of 1 lane (1 byte) per row along dimension 0, lanes adjacent");
}

static void negative_offset_reach_and_overflow_are_refuted(void **state) {
    (void)state;
    sl_access acc = access_of("size=(4,),stride=(1,),offset=0,itemsize=4", 16, false);
    acc.view.stride_bytes[0] = -4; /* reaches bytes -12 .. 3 */
    sl_prove_report rep;
    assert_int_equal(sl_prove(&acc, &rep, NULL), SL_OK);
    assert_int_equal(rep.ob[SL_OB_STORAGE_BOUNDS].status, SL_OB_REFUTED);
    assert_int_equal(rep.ob[SL_OB_STORAGE_BOUNDS].cex[0][0], 3);
    acc.view.stride_bytes[0] = INT64_C(1) << 62;
    assert_int_equal(sl_prove(&acc, &rep, NULL), SL_OK);
    assert_int_equal(rep.ob[SL_OB_CHECKED_ARITH].status, SL_OB_REFUTED);
    assert_int_equal(rep.ob[SL_OB_CHECKED_ARITH].cex[0][0], 3);
}

static void alignment_is_refuted_with_the_first_bad_step(void **state) {
    (void)state;
    sl_access acc = access_of("size=(4,4),stride=(4,1),offset=0,itemsize=4", 64, false);
    acc.vector_bytes = 16;
    sl_prove_report rep;
    assert_int_equal(sl_prove(&acc, &rep, NULL), SL_OK);
    /* 16 bytes asked of every element (no vector lanes): the alignment row refutes it,
     * vector alignment is not required */
    assert_int_equal(rep.ob[SL_OB_ALIGNMENT].status, SL_OB_REFUTED);
    assert_int_equal(rep.ob[SL_OB_VECTOR_ALIGNMENT].status, SL_OB_NOT_REQUIRED);
    assert_string_equal(rep.ob[SL_OB_VECTOR_ALIGNMENT].detail,
                        "no vector lanes given: the 16-byte alignment asked of every element is "
                        "checked under \"alignment\"");
    int64_t want[] = {0, 1};
    ts_assert_i64s(rep.ob[SL_OB_ALIGNMENT].cex[0], want, 2, "first misaligned index");
    acc.vector_bytes = 0;
    assert_int_equal(sl_prove(&acc, &rep, NULL), SL_OK);
    assert_int_equal(rep.ob[SL_OB_ALIGNMENT].status, SL_OB_PROVED);
    /* an exact base address of 0 (torch's data pointer of a freed storage) proves nothing */
    acc.base_known = true;
    acc.base_address = 0;
    assert_int_equal(sl_prove(&acc, &rep, NULL), SL_OK);
    assert_int_equal(rep.ob[SL_OB_ALIGNMENT].status, SL_OB_NOT_CHECKABLE);
    assert_string_equal(rep.ob[SL_OB_ALIGNMENT].detail,
                        "the base address is 0, a null pointer (a freed or unallocated storage): "
                        "it proves no alignment");
    acc.base_known = false;
    acc.base_align_bytes = 0;
    assert_int_equal(sl_prove(&acc, &rep, NULL), SL_OK);
    assert_int_equal(rep.ob[SL_OB_ALIGNMENT].status, SL_OB_NOT_CHECKABLE);
    /* a field of a packed record (4 bytes in, 12-byte steps) over an 8-aligned base: the
     * element the base leaves misaligned is index 0, byte 4 (index 1, byte 16, is aligned) */
    acc = access_of("size=(5,),stride=(12,),offset=4,itemsize=1", 64, false);
    acc.base_align_bytes = 8;
    acc.elem_align_bytes = 8;
    assert_int_equal(sl_prove(&acc, &rep, NULL), SL_OK);
    assert_int_equal(rep.ob[SL_OB_ALIGNMENT].status, SL_OB_REFUTED);
    int64_t want0[] = {0};
    ts_assert_i64s(rep.ob[SL_OB_ALIGNMENT].cex[0], want0, 1, "the misaligned index");
    acc = access_of("size=(5,),stride=(12,),offset=0,itemsize=1", 64, false);
    acc.base_align_bytes = 8;
    acc.elem_align_bytes = 8;
    assert_int_equal(sl_prove(&acc, &rep, NULL), SL_OK);
    int64_t want1[] = {1};
    ts_assert_i64s(rep.ob[SL_OB_ALIGNMENT].cex[0], want1, 1, "the misaligned index");
}

static void dltensor_with_null_strides_is_row_major(void **state) {
    (void)state;
    int64_t shape[] = {2, 3, 4};
    DLTensor t;
    memset(&t, 0, sizeof t);
    t.ndim = 3;
    t.shape = shape;
    t.dtype.code = kDLFloat;
    t.dtype.bits = 32;
    t.dtype.lanes = 1;
    t.byte_offset = 8;
    sl_layout l;
    assert_int_equal(sl_dlpack_to_layout(&t, &l, NULL), SL_OK);
    int64_t want[] = {12, 4, 1};
    ts_assert_i64s(l.stride, want, 3, "strides");
    assert_int_equal(l.offset, 2);
    assert_int_equal(l.itemsize, 4);
    /* float32x4 lanes: 16-byte elements; element strides scale by 16 bytes */
    int64_t strides[] = {-1, 3};
    t.ndim = 2;
    t.strides = strides;
    t.dtype.lanes = 4;
    sl_bview v;
    assert_int_equal(sl_dlpack_to_bview(&t, &v, NULL), SL_OK);
    assert_int_equal(v.width_bytes, 16);
    assert_int_equal(v.stride_bytes[0], -16);
    assert_int_equal(v.stride_bytes[1], 48);
    /* sub-byte elements are refused */
    t.dtype.bits = 4;
    t.dtype.lanes = 1;
    sl_error err;
    assert_int_equal(sl_dlpack_to_bview(&t, &v, &err), SL_ERR_UNSUPPORTED);
    t.dtype.bits = 32;
    int64_t neg[] = {2, -1};
    t.shape = neg;
    assert_int_equal(sl_dlpack_to_bview(&t, &v, &err), SL_ERR_ARG);
}

static void dltensor_prove_before_launch(void **state) {
    (void)state;
    static float storage[16];
    int64_t shape[] = {4, 3}, strides[] = {1, 1};
    DLTensor t;
    memset(&t, 0, sizeof t);
    t.data = storage;
    t.ndim = 2;
    t.shape = shape;
    t.strides = strides;
    t.dtype.code = kDLFloat;
    t.dtype.bits = 32;
    t.dtype.lanes = 1;
    sl_prove_report rep;
    assert_int_equal(sl_dlpack_prove(&t, sizeof storage, 0, true, -1, &rep, NULL), SL_OK);
    assert_int_equal(rep.ob[SL_OB_NO_SELF_OVERLAP].status, SL_OB_REFUTED);
    assert_int_equal(rep.ob[SL_OB_STORAGE_BOUNDS].status, SL_OB_PROVED);
    assert_int_equal(rep.ob[SL_OB_ALIGNMENT].status, SL_OB_PROVED);
    /* a data pointer one byte off: the exact base address refutes float alignment at
     * element (0, 0) (it was "not checkable" when only the pointer's alignment was used) */
    t.data = (char *)storage + 1;
    assert_int_equal(sl_dlpack_prove(&t, 12, 0, false, -1, &rep, NULL), SL_OK);
    assert_int_equal(rep.ob[SL_OB_ALIGNMENT].status, SL_OB_REFUTED);
    assert_true(rep.any_refuted);
    t.data = storage;
    t.byte_offset = 2;
    assert_int_equal(sl_dlpack_prove(&t, sizeof storage, 0, false, -1, &rep, NULL), SL_OK);
    assert_int_equal(rep.ob[SL_OB_ALIGNMENT].status, SL_OB_REFUTED);
}

static void json_descriptor_is_parsed(void **state) {
    (void)state;
    sl_access acc;
    sl_error err;
    const char *js = "{\"shape\": [4, 3], \"strides\": null, \"byte_offset\": 4,"
                     " \"dtype\": {\"code\": 2, \"bits\": 64, \"lanes\": 1},"
                     " \"storage_bytes\": 96, \"base_alignment\": 64, \"access\": \"write\","
                     " \"extra\": {\"ignored\": [1, 2, {\"x\": null}]}}";
    assert_int_equal(sl_dlpack_json_access(js, &acc, &err), SL_OK);
    assert_int_equal(acc.view.width_bytes, 8);
    assert_int_equal(acc.view.stride_bytes[0], 24);
    assert_int_equal(acc.view.stride_bytes[1], 8);
    assert_int_equal(acc.view.offset_bytes, 4);
    assert_true(acc.write);
    assert_int_equal(acc.storage_bytes, 96);
    sl_prove_report rep;
    assert_int_equal(sl_prove(&acc, &rep, NULL), SL_OK);
    assert_int_equal(rep.ob[SL_OB_ALIGNMENT].status, SL_OB_REFUTED); /* offset 4, f64 */
    assert_int_equal(rep.ob[SL_OB_STORAGE_BOUNDS].status, SL_OB_REFUTED); /* ends at byte 100 > 96 */
    assert_int_equal(sl_dlpack_json_access("{\"shape\": [4, 3.5]}", &acc, &err), SL_ERR_SYNTAX);
    assert_int_equal(err.offset, 15);
    /* element stride x 8 bytes overflows: refuted, not an import error */
    assert_int_equal(sl_dlpack_json_access("{\"shape\": [2, 3], \"strides\": [1, "
                                           "2305843009213693952], \"dtype\": {\"bits\": 64}}",
                                           &acc, &err), SL_OK);
    assert_true(acc.stride_overflow);
    assert_int_equal(sl_prove(&acc, &rep, NULL), SL_OK);
    assert_int_equal(rep.ob[SL_OB_CHECKED_ARITH].status, SL_OB_REFUTED);
    assert_int_equal(rep.ob[SL_OB_CHECKED_ARITH].cex[0][1], 1);
    assert_false(rep.all_checkable_proved);
    assert_int_equal(sl_dlpack_json_access("{\"shape\": [2, -3]}", &acc, &err), SL_OK);
    assert_false(acc.sizes_valid);
    assert_int_equal(sl_prove(&acc, &rep, NULL), SL_OK);
    assert_int_equal(rep.ob[SL_OB_INDEX_BOUNDS].status, SL_OB_REFUTED);
    assert_false(rep.all_checkable_proved);
}

static void raw_layouts_parse_and_refuse_clearly(void **state) {
    (void)state;
    sl_layout l;
    sl_error err;
    assert_int_equal(sl_layout_parse(" size=(4,3), stride=(1,1), offset=2, itemsize=8 ", &l, &err),
                     SL_OK);
    assert_int_equal(l.ndim, 2);
    assert_int_equal(l.offset, 2);
    assert_int_equal(l.itemsize, 8);
    assert_int_equal(sl_layout_parse("size=(),stride=()", &l, &err), SL_OK);
    assert_int_equal(l.ndim, 0);
    assert_int_equal(l.itemsize, 4);
    assert_int_equal(sl_layout_parse("size=(4,),stride=(-1,),offset=3", &l, &err), SL_OK);
    assert_int_equal(sl_layout_parse("size=(4,),stride=(-1,),offset=2", &l, &err), SL_ERR_PY);
    assert_string_equal(err.type, "ValueError");
    assert_int_equal(sl_layout_parse("size=(4,3),stride=(1,1", &l, &err), SL_ERR_SYNTAX);
    assert_int_equal(sl_layout_parse("size=(4,3),stride=(1,)", &l, &err), SL_ERR_PY);
    assert_int_equal(sl_layout_parse("size=(4,3),strides=(1,1)", &l, &err), SL_ERR_SYNTAX);
    assert_int_equal(err.offset, 11);
}


/* issue 19 item 2: a step of 4 bytes cannot be 16-aligned whatever the base: refuted,
 * not "not checkable", even with the base alignment unknown */
static void alignment_no_base_can_satisfy_is_refuted(void **state) {
    (void)state;
    sl_access acc;
    sl_prove_report rep;
    assert_int_equal(sl_access_from_raw("size=(4,8),stride=(8,1),offset=1,itemsize=4", &acc, NULL), SL_OK);
    acc.storage_known = true;
    acc.storage_bytes = 200;
    acc.vector_bytes = 16;
    assert_int_equal(sl_prove(&acc, &rep, NULL), SL_OK);
    assert_int_equal(rep.ob[SL_OB_ALIGNMENT].status, SL_OB_REFUTED);
    int64_t want[] = {0, 1};
    ts_assert_i64s(rep.ob[SL_OB_ALIGNMENT].cex[0], want, 2, "second element of a row");
    assert_true(rep.any_refuted);
    assert_false(rep.all_checkable_proved);
    /* float32 element alignment alone with the base unknown: depends on the base */
    acc.vector_bytes = 0;
    assert_int_equal(sl_prove(&acc, &rep, NULL), SL_OK);
    assert_int_equal(rep.ob[SL_OB_ALIGNMENT].status, SL_OB_NOT_CHECKABLE);
    /* a 16-byte aligned base and a 32-byte request: undecided (not proved), not green */
    assert_int_equal(sl_access_from_raw("size=(1,),stride=(1,),offset=0,itemsize=4", &acc, NULL), SL_OK);
    acc.base_align_bytes = 16;
    acc.vector_bytes = 32;
    assert_int_equal(sl_prove(&acc, &rep, NULL), SL_OK);
    assert_int_equal(rep.ob[SL_OB_ALIGNMENT].status, SL_OB_UNDECIDED);
    assert_false(rep.all_checkable_proved);
    assert_false(rep.any_refuted);
    /* the same base and an offset of 8 bytes: 32-alignment is impossible (gcd 16 ∤ 8) */
    assert_int_equal(sl_access_from_raw("size=(1,),stride=(1,),offset=2,itemsize=4", &acc, NULL), SL_OK);
    acc.base_align_bytes = 16;
    acc.vector_bytes = 32;
    assert_int_equal(sl_prove(&acc, &rep, NULL), SL_OK);
    assert_int_equal(rep.ob[SL_OB_ALIGNMENT].status, SL_OB_REFUTED);
}

/* fp16 rows read 8 lanes (16 bytes) at a time: only each vector's first address counts */
static void vector_loads_check_each_vectors_first_address(void **state) {
    (void)state;
    sl_access acc;
    sl_prove_report rep;
    /* torch.zeros(4,72,dtype=torch.float16)[:, :64]: strides (72, 1), itemsize 2 */
    assert_int_equal(sl_access_from_raw("size=(4,64),stride=(72,1),offset=0,itemsize=2", &acc, NULL), SL_OK);
    acc.base_align_bytes = 64;
    acc.storage_known = true;
    acc.storage_bytes = 4 * 72 * 2;
    acc.vector_lanes = 8;
    acc.vector_dim = -1;
    assert_int_equal(sl_prove(&acc, &rep, NULL), SL_OK);
    assert_int_equal(rep.ob[SL_OB_VECTOR_LANES].status, SL_OB_PROVED);
    assert_int_equal(rep.ob[SL_OB_VECTOR_ALIGNMENT].status, SL_OB_PROVED);
    assert_true(rep.all_checkable_proved);
    /* the old reading (every element 16-aligned) refutes the same view */
    acc.vector_lanes = 0;
    acc.vector_bytes = 16;
    assert_int_equal(sl_prove(&acc, &rep, NULL), SL_OK);
    assert_int_equal(rep.ob[SL_OB_ALIGNMENT].status, SL_OB_REFUTED);
    /* a 71-element pitch: rows 142 bytes apart, the second row's vectors misaligned */
    assert_int_equal(sl_access_from_raw("size=(4,64),stride=(71,1),offset=0,itemsize=2", &acc, NULL), SL_OK);
    acc.base_align_bytes = 64;
    acc.vector_lanes = 8;
    acc.vector_dim = 1;
    assert_int_equal(sl_prove(&acc, &rep, NULL), SL_OK);
    assert_int_equal(rep.ob[SL_OB_VECTOR_LANES].status, SL_OB_PROVED);
    assert_int_equal(rep.ob[SL_OB_VECTOR_ALIGNMENT].status, SL_OB_REFUTED);
    assert_int_equal(rep.ob[SL_OB_VECTOR_ALIGNMENT].cex[0][0], 1);
    /* 60 columns: the last vector (from 56) reads 4 lanes past the row */
    assert_int_equal(sl_access_from_raw("size=(4,60),stride=(72,1),offset=0,itemsize=2", &acc, NULL), SL_OK);
    acc.base_align_bytes = 64;
    acc.vector_lanes = 8;
    acc.vector_dim = -1;
    assert_int_equal(sl_prove(&acc, &rep, NULL), SL_OK);
    assert_int_equal(rep.ob[SL_OB_VECTOR_LANES].status, SL_OB_REFUTED);
    assert_int_equal(rep.ob[SL_OB_VECTOR_LANES].cex[0][1], 56);
    /* lanes along a strided dimension are not one vector load */
    assert_int_equal(sl_access_from_raw("size=(8,64),stride=(1,72),offset=0,itemsize=2", &acc, NULL), SL_OK);
    acc.base_align_bytes = 64;
    acc.vector_lanes = 8;
    acc.vector_dim = 1;
    assert_int_equal(sl_prove(&acc, &rep, NULL), SL_OK);
    assert_int_equal(rep.ob[SL_OB_VECTOR_LANES].status, SL_OB_REFUTED);
    /* a vector dimension out of range is an argument error */
    acc.vector_dim = 2;
    sl_error err;
    assert_int_equal(sl_prove(&acc, &rep, &err), SL_ERR_ARG);
}

/* Every alignment verdict against enumeration over base addresses: with the base only
 * known to be B-aligned, "proved" iff every base multiple of B aligns every accessed
 * address, "refuted" iff none does, otherwise not checkable / undecided; with the exact
 * base, proved iff that base does.  Random small layouts, A and B powers of two. */
static void alignment_verdicts_match_enumeration_over_bases(void **state) {
    (void)state;
    uint64_t rng = 19;
    int cases = 0, seen[5] = {0};
    for (int iter = 0; iter < 3000; iter++) {
        sl_access acc;
        memset(&acc, 0, sizeof acc);
        int32_t nd = (int32_t)ts_rand_range(&rng, 1, 3);
        acc.view.ndim = nd;
        acc.view.width_bytes = INT64_C(1) << ts_rand_range(&rng, 0, 3);
        acc.view.offset_bytes = ts_rand_range(&rng, 0, 40);
        for (int32_t d = 0; d < nd; d++) {
            acc.view.size[d] = ts_rand_range(&rng, 1, 8);
            acc.view.stride_bytes[d] = ts_rand_range(&rng, -1, 12) * (ts_rand_range(&rng, 0, 1) ? acc.view.width_bytes : 1);
        }
        /* keep every element at or after byte 0 (not needed for alignment, but realistic) */
        acc.sizes_valid = true;
        int64_t A = INT64_C(1) << ts_rand_range(&rng, 0, 5);
        int64_t B = ts_rand_range(&rng, 0, 1) ? INT64_C(1) << ts_rand_range(&rng, 0, 6) : 0;
        acc.base_align_bytes = B;
        bool lanes = ts_rand_range(&rng, 0, 1);
        int32_t vd = (int32_t)ts_rand_range(&rng, 0, nd - 1);
        int64_t L = ts_rand_range(&rng, 1, 4);
        if (lanes) {
            acc.vector_lanes = L;
            acc.vector_dim = vd;
        }
        acc.vector_bytes = A;
        bool exact = ts_rand_range(&rng, 0, 3) == 0;
        uint64_t base = (uint64_t)ts_rand_range(&rng, 0, 127);
        if (base == 0) base = 128; /* a null base proves nothing; 128 has its residues */
        if (exact) {
            acc.base_known = true;
            acc.base_address = base;
        }
        sl_prove_report rep;
        assert_int_equal(sl_prove(&acc, &rep, NULL), SL_OK);
        /* without lanes the request is every element's: checked under "alignment" */
        sl_ob_status got = rep.ob[lanes ? SL_OB_VECTOR_ALIGNMENT : SL_OB_ALIGNMENT].status;
        if (!lanes) assert_int_equal(rep.ob[SL_OB_VECTOR_ALIGNMENT].status, SL_OB_NOT_REQUIRED);
        seen[got]++;
        /* accessed start addresses relative to the base */
        int64_t idx[3] = {0, 0, 0}, addrs[1024];
        int n = 0;
        for (;;) {
            bool starts = !lanes || idx[vd] % L == 0;
            if (starts) {
                int64_t a = acc.view.offset_bytes;
                for (int32_t d = 0; d < nd; d++) a += idx[d] * acc.view.stride_bytes[d];
                addrs[n++] = a;
            }
            int32_t d = nd - 1;
            while (d >= 0 && ++idx[d] == acc.view.size[d]) idx[d--] = 0;
            if (d < 0) break;
        }
        int good = 0, total = 0;
        int64_t step = B > 0 ? B : 1;
        for (int64_t b = exact ? (int64_t)base : 0; b < 256; b += exact ? 256 : step) {
            bool all = true;
            for (int k = 0; k < n; k++) all = all && ((b + addrs[k]) % A + A) % A == 0;
            good += all;
            total++;
        }
        if (exact) { /* the base itself decides */
            assert_int_equal(got, good ? SL_OB_PROVED : SL_OB_REFUTED);
        } else if (good == total) {
            assert_int_equal(got, SL_OB_PROVED);
        } else if (good == 0) {
            assert_int_equal(got, SL_OB_REFUTED);
        } else {
            assert_int_equal(got, SL_OB_UNDECIDED);
        }
        cases++;
    }
    print_message("alignment verdicts checked on %d random layouts: %d proved, %d refuted, "
                  "%d undecided\n", cases, seen[SL_OB_PROVED], seen[SL_OB_REFUTED],
                  seen[SL_OB_UNDECIDED]);
    assert_true(seen[SL_OB_PROVED] > 100 && seen[SL_OB_REFUTED] > 100 && seen[SL_OB_UNDECIDED] > 100);
}

/* issue 19 item 3: raw layouts that used to raise are refutations */
static void raw_layout_findings_are_refutations(void **state) {
    (void)state;
    sl_access acc;
    sl_prove_report rep;
    sl_error err;
    struct {
        const char *text;
        sl_ob_kind kind;
    } cases[] = {
        {"size=(4,),stride=(-1,),offset=0", SL_OB_STORAGE_BOUNDS},         /* before byte 0 */
        {"size=(2,),stride=(1,),offset=-3", SL_OB_STORAGE_BOUNDS},
        {"size=(-2,),stride=(1,),offset=0", SL_OB_INDEX_BOUNDS},
        {"size=(3,),stride=(4611686018427387904,),offset=0", SL_OB_CHECKED_ARITH}, /* x4 */
        {"size=(2,),stride=(1,),offset=9223372036854775807", SL_OB_CHECKED_ARITH},
        {"size=(2,),stride=(4611686018427387904,),offset=4611686018427387904,itemsize=1",
         SL_OB_CHECKED_ARITH}, /* the span passes int64 */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        assert_int_equal(sl_access_from_raw(cases[i].text, &acc, &err), SL_OK);
        assert_int_equal(sl_prove(&acc, &rep, &err), SL_OK);
        if (rep.ob[cases[i].kind].status != SL_OB_REFUTED)
            fail_msg("%s: %s is %s", cases[i].text, rep.ob[cases[i].kind].name,
                     sl_ob_status_name(rep.ob[cases[i].kind].status));
        assert_true(rep.any_refuted);
    }
    /* syntax and shape mismatches stay errors */
    assert_int_equal(sl_access_from_raw("size=(4,3),stride=(1,1", &acc, &err), SL_ERR_SYNTAX);
    assert_int_equal(sl_access_from_raw("size=(4,3),stride=(1,)", &acc, &err), SL_ERR_PY);
    assert_int_equal(sl_access_from_raw("size=(4,),stride=(1,),itemsize=0", &acc, &err), SL_ERR_PY);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(expanded_tensor_is_refuted_for_writes_with_a_witness),
        cmocka_unit_test(as_strided_window_is_refuted_where_torch_says_too_hard),
        cmocka_unit_test(padded_slice_is_in_bounds_by_span_not_numel),
        cmocka_unit_test(numel_remark_only_where_it_differs),
        cmocka_unit_test(negative_offset_reach_and_overflow_are_refuted),
        cmocka_unit_test(alignment_is_refuted_with_the_first_bad_step),
        cmocka_unit_test(dltensor_with_null_strides_is_row_major),
        cmocka_unit_test(dltensor_prove_before_launch),
        cmocka_unit_test(json_descriptor_is_parsed),
        cmocka_unit_test(raw_layouts_parse_and_refuse_clearly),
        cmocka_unit_test(alignment_no_base_can_satisfy_is_refuted),
        cmocka_unit_test(vector_loads_check_each_vectors_first_address),
        cmocka_unit_test(alignment_verdicts_match_enumeration_over_bases),
        cmocka_unit_test(raw_layout_findings_are_refutations),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
