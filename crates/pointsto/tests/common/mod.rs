//! Helpers shared by the integration tests that name values and objects.

use llir::{Func, Module, Value};
use pointsto::{Obj, PointsToResult, PtsSet};

/// The names of the objects of `s`, sorted (independent of object ids).
pub fn names(a: &PointsToResult<'_>, s: &PtsSet) -> Vec<String> {
    let mut v: Vec<String> = s.iter().map(|o| a.object_name(Obj::from_u32(o))).collect();
    v.sort();
    v
}

/// The local `%name` of the function `@f`; panics if either is missing.
pub fn local(m: &Module, f: &str, name: &str) -> (Func, Value) {
    let func = m.func_by_name(f).expect("function");
    let body = m.funcs[func].body.as_ref().expect("body");
    let (l, _) = body.locals.iter().find(|(_, d)| &*d.name == name).expect("local");
    (func, Value::Local(l))
}
