//! The fields of every base object after solving, computed once per
//! result.
//!
//! Expanding a points-to set to the objects an access touches asks, per
//! member, for all fields of its base (a collapsed object, an any-offset
//! field or a wide access touches all of them) and for its any-offset
//! field. Each function's analysis used to compute these again from the
//! object table: on OpenSSL -O2, where sets hold 5,000 objects and 80% of
//! the bases are collapsed, that was a fifth of the flow-sensitive stage.
//! The object table is frozen once Andersen's result exists, so one
//! table serves every function and thread.

use crate::objects::{FieldOffset, Obj, Objects};
use entity::EntityId;

/// For each base object: its fields (the base included) normalized,
/// sorted and deduplicated, and its any-offset field if it has one.
///
/// Indexed by object id; for an object that is not a base the entries
/// are empty (ask with the base, [`Objects::base`]).
pub(crate) struct FieldIndex {
    /// `fields[start[b]..start[b + 1]]` are base `b`'s fields.
    start: Vec<u32>,
    fields: Vec<u32>,
    /// The normalized any-offset field of each base, `u32::MAX` if none.
    any: Vec<u32>,
}

impl FieldIndex {
    const NONE: u32 = u32::MAX;

    /// Builds the index of every base object of `objs`.
    pub(crate) fn compute(objs: &Objects) -> FieldIndex {
        let n = objs.len();
        let mut start = Vec::with_capacity(n + 1);
        let mut fields = Vec::new();
        let mut any = vec![Self::NONE; n];
        start.push(0);
        for o in objs.ids() {
            if objs.base(o) == o {
                let at = fields.len();
                for f in objs.fields_of(o) {
                    fields.push(objs.normalize(f).as_u32());
                    if objs.offset(f) == FieldOffset::Any && any[o.index()] == Self::NONE {
                        any[o.index()] = objs.normalize(f).as_u32();
                    }
                }
                fields[at..].sort_unstable();
                let mut v = fields.split_off(at);
                v.dedup();
                fields.extend(v);
            }
            start.push(fields.len() as u32);
        }
        FieldIndex { start, fields, any }
    }

    /// All fields of `b`'s object, normalized and sorted (`b` must be a
    /// base; empty for other objects).
    pub(crate) fn all_fields(&self, b: Obj) -> &[u32] {
        let i = b.index();
        &self.fields[self.start[i] as usize..self.start[i + 1] as usize]
    }

    /// The normalized any-offset field of base `b`'s object, if it has one.
    pub(crate) fn any_field(&self, b: Obj) -> Option<u32> {
        Some(self.any[b.index()]).filter(|&a| a != Self::NONE)
    }
}

#[cfg(test)]
mod tests {
    use crate::objects::FieldOffset;
    use crate::{Andersen, Config};

    /// Against the object table, base by base, on a module with a struct
    /// that keeps its fields, one collapsed by a variable index, and a
    /// heap block with an any-offset field.
    #[test]
    fn matches_the_object_table() {
        let text = "%S = type { ptr, ptr, i64 }\n@g = global ptr null\ndeclare ptr @malloc(i64)\n\
                    define void @f(i64 %i) {\n  %s = alloca %S\n  %t = alloca [4 x %S]\n\
                    %a = getelementptr %S, ptr %s, i32 0, i32 1\n  store ptr @g, ptr %a\n\
                    %b = getelementptr i8, ptr %t, i64 %i\n  store ptr %s, ptr %b\n\
                    %h = call ptr @malloc(i64 64)\n  %c = getelementptr i8, ptr %h, i64 %i\n  %d = getelementptr i8, ptr %h, i64 8\n\
                    store ptr %a, ptr %d\n  %v = load ptr, ptr %c\n  store ptr %v, ptr @g\n  ret void\n}\n\
                    define void @k() {\n  %u = alloca %S\n  %x = getelementptr %S, ptr %u, i32 0, i32 1\n\
                    store ptr @g, ptr %x\n  %y = getelementptr %S, ptr %u, i32 0, i32 2\n  store i64 0, ptr %y\n  ret void\n}\n";
        let m = llir::parse_module("t.ll", text.to_string()).expect("parses");
        let r = Andersen::analyze(&m, &Config::default());
        let objs = r.objects();
        let index = r.field_index();
        let mut with_fields = 0;
        for o in objs.ids() {
            if objs.base(o) != o {
                assert!(index.all_fields(o).is_empty());
                continue;
            }
            let mut want: Vec<u32> = objs.fields_of(o).into_iter().map(|f| objs.normalize(f).as_u32()).collect();
            want.sort_unstable();
            want.dedup();
            assert_eq!(index.all_fields(o), &want[..], "fields of {o:?}");
            with_fields += usize::from(want.len() > 1);
            let any = objs
                .fields_of(o)
                .into_iter()
                .find(|&f| objs.offset(f) == FieldOffset::Any)
                .map(|f| objs.normalize(f).as_u32());
            assert_eq!(index.any_field(o), any);
        }
        assert!(with_fields > 0, "@k's %u keeps its fields");
        assert!(
            objs.ids().any(|o| objs.offset(o) == FieldOffset::Any),
            "some base has an any-offset field"
        );
    }
}
