//! Typed `u32` entity ids and dense tables keyed by them.
//!
//! Every entity in memssa (functions, blocks, instructions, memory accesses,
//! abstract objects) is a small copyable id minted by a [`PrimaryMap`]. Side
//! tables are [`SecondaryMap`]s sized once at construction, so an id from a
//! different arena of the same type indexes out of bounds in tests instead
//! of silently reading a default value.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

use std::fmt;
use std::marker::PhantomData;
use std::ops::{Index, IndexMut};

/// An id type: a `u32` index into one arena.
pub trait EntityId: Copy + Eq + Ord + std::hash::Hash + fmt::Debug {
    /// The id with index `i`. Panics if `i` does not fit in `u32`.
    fn new(i: usize) -> Self;
    /// The index of this id.
    fn index(self) -> usize;
}

/// Declares a typed id: `define_id!(pub Block, "bb");`. The prefix is used
/// only by `Debug`.
#[macro_export]
macro_rules! define_id {
    ($(#[$attr:meta])* $vis:vis $name:ident, $prefix:expr) => {
        $(#[$attr])*
        #[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
        $vis struct $name(u32);
        impl $crate::EntityId for $name {
            #[inline]
            fn new(i: usize) -> Self {
                $name(u32::try_from(i).expect(concat!(stringify!($name), " index overflows u32")))
            }
            #[inline]
            fn index(self) -> usize {
                self.0 as usize
            }
        }
        // An id type private to one module need not use every accessor.
        #[allow(dead_code)]
        impl $name {
            /// The raw `u32` value of this id.
            #[inline]
            pub fn as_u32(self) -> u32 {
                self.0
            }
            /// The id with raw value `v`.
            #[inline]
            pub fn from_u32(v: u32) -> Self {
                $name(v)
            }
        }
        impl ::std::fmt::Debug for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                write!(f, "{}{}", $prefix, self.0)
            }
        }
    };
}

/// The arena that mints ids of type `K` and owns their data.
#[derive(Clone)]
pub struct PrimaryMap<K: EntityId, V> {
    elems: Vec<V>,
    _k: PhantomData<K>,
}

impl<K: EntityId, V> Default for PrimaryMap<K, V> {
    fn default() -> Self {
        Self::new()
    }
}

impl<K: EntityId, V: fmt::Debug> fmt::Debug for PrimaryMap<K, V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

impl<K: EntityId, V> PrimaryMap<K, V> {
    /// An empty arena.
    pub fn new() -> Self {
        PrimaryMap {
            elems: Vec::new(),
            _k: PhantomData,
        }
    }
    /// An empty arena with room for `n` entities.
    pub fn with_capacity(n: usize) -> Self {
        PrimaryMap {
            elems: Vec::with_capacity(n),
            _k: PhantomData,
        }
    }
    /// Stores `v` and returns its new id (ids are dense, in push order).
    pub fn push(&mut self, v: V) -> K {
        let k = K::new(self.elems.len());
        self.elems.push(v);
        k
    }
    /// The id the next `push` will return.
    pub fn next_key(&self) -> K {
        K::new(self.elems.len())
    }
    /// Number of entities.
    pub fn len(&self) -> usize {
        self.elems.len()
    }
    /// True if no entity was pushed.
    pub fn is_empty(&self) -> bool {
        self.elems.is_empty()
    }
    /// The data of `k`, or `None` if `k` is out of range.
    pub fn get(&self, k: K) -> Option<&V> {
        self.elems.get(k.index())
    }
    /// All ids in push order.
    pub fn keys(&self) -> impl DoubleEndedIterator<Item = K> + ExactSizeIterator + use<K, V> {
        (0..self.elems.len()).map(K::new)
    }
    /// All data in push order.
    pub fn values(&self) -> std::slice::Iter<'_, V> {
        self.elems.iter()
    }
    /// All data in push order, mutably.
    pub fn values_mut(&mut self) -> std::slice::IterMut<'_, V> {
        self.elems.iter_mut()
    }
    /// `(id, data)` pairs in push order.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = (K, &V)> + ExactSizeIterator {
        self.elems.iter().enumerate().map(|(i, v)| (K::new(i), v))
    }
    /// `(id, data)` pairs in push order, mutably.
    pub fn iter_mut(&mut self) -> impl DoubleEndedIterator<Item = (K, &mut V)> + ExactSizeIterator {
        self.elems.iter_mut().enumerate().map(|(i, v)| (K::new(i), v))
    }
    /// The data as a slice indexed by `id.index()`.
    pub fn as_slice(&self) -> &[V] {
        &self.elems
    }
}

impl<K: EntityId, V> Index<K> for PrimaryMap<K, V> {
    type Output = V;
    #[inline]
    fn index(&self, k: K) -> &V {
        &self.elems[k.index()]
    }
}

impl<K: EntityId, V> IndexMut<K> for PrimaryMap<K, V> {
    #[inline]
    fn index_mut(&mut self, k: K) -> &mut V {
        &mut self.elems[k.index()]
    }
}

/// A dense side table: one value per id of an arena, sized at construction.
#[derive(Clone)]
pub struct SecondaryMap<K: EntityId, V> {
    elems: Vec<V>,
    _k: PhantomData<K>,
}

impl<K: EntityId, V: fmt::Debug> fmt::Debug for SecondaryMap<K, V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map()
            .entries(self.elems.iter().enumerate().map(|(i, v)| (K::new(i), v)))
            .finish()
    }
}

impl<K: EntityId, V: Clone> SecondaryMap<K, V> {
    /// A table of `n` entries, all `fill`.
    pub fn with_len(n: usize, fill: V) -> Self {
        SecondaryMap {
            elems: vec![fill; n],
            _k: PhantomData,
        }
    }
    /// Appends `v` as the entry of the next id (for tables that grow with
    /// their arena, such as memory accesses created by an updater).
    pub fn push(&mut self, v: V) -> K {
        let k = K::new(self.elems.len());
        self.elems.push(v);
        k
    }
}

impl<K: EntityId, V> SecondaryMap<K, V> {
    /// Builds a table from one value per id, in id order.
    pub fn from_vec(elems: Vec<V>) -> Self {
        SecondaryMap { elems, _k: PhantomData }
    }
    /// Number of entries.
    pub fn len(&self) -> usize {
        self.elems.len()
    }
    /// True if the table has no entries.
    pub fn is_empty(&self) -> bool {
        self.elems.is_empty()
    }
    /// `(id, value)` pairs in id order.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = (K, &V)> + ExactSizeIterator {
        self.elems.iter().enumerate().map(|(i, v)| (K::new(i), v))
    }
    /// The values as a slice indexed by `id.index()`.
    pub fn as_slice(&self) -> &[V] {
        &self.elems
    }
}

impl<K: EntityId, V> Index<K> for SecondaryMap<K, V> {
    type Output = V;
    #[inline]
    fn index(&self, k: K) -> &V {
        &self.elems[k.index()]
    }
}

impl<K: EntityId, V> IndexMut<K> for SecondaryMap<K, V> {
    #[inline]
    fn index_mut(&mut self, k: K) -> &mut V {
        &mut self.elems[k.index()]
    }
}

/// A dense set of ids, one bit each.
#[derive(Clone, PartialEq, Eq)]
pub struct IdSet<K: EntityId> {
    words: Vec<u64>,
    _k: PhantomData<K>,
}

impl<K: EntityId> fmt::Debug for IdSet<K> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl<K: EntityId> IdSet<K> {
    /// An empty set able to hold ids `0..n`.
    pub fn with_capacity(n: usize) -> Self {
        IdSet {
            words: vec![0; n.div_ceil(64)],
            _k: PhantomData,
        }
    }
    /// Inserts `k`; returns true if it was absent.
    #[inline]
    pub fn insert(&mut self, k: K) -> bool {
        let (w, b) = (k.index() / 64, k.index() % 64);
        if w >= self.words.len() {
            self.words.resize(w + 1, 0);
        }
        let was = self.words[w] & (1 << b) != 0;
        self.words[w] |= 1 << b;
        !was
    }
    /// Removes `k`; returns true if it was present.
    #[inline]
    pub fn remove(&mut self, k: K) -> bool {
        let (w, b) = (k.index() / 64, k.index() % 64);
        match self.words.get_mut(w) {
            Some(word) => {
                let was = *word & (1 << b) != 0;
                *word &= !(1 << b);
                was
            }
            None => false,
        }
    }
    /// True if `k` is in the set.
    #[inline]
    pub fn contains(&self, k: K) -> bool {
        let (w, b) = (k.index() / 64, k.index() % 64);
        self.words.get(w).is_some_and(|word| word & (1 << b) != 0)
    }
    /// Members in increasing id order.
    pub fn iter(&self) -> impl Iterator<Item = K> + '_ {
        self.words.iter().enumerate().flat_map(|(wi, &w)| {
            let mut w = w;
            std::iter::from_fn(move || {
                if w == 0 {
                    return None;
                }
                let b = w.trailing_zeros() as usize;
                w &= w - 1;
                Some(K::new(wi * 64 + b))
            })
        })
    }
    /// Number of members.
    pub fn len(&self) -> usize {
        self.words.iter().map(|w| w.count_ones() as usize).sum()
    }
    /// True if the set has no members.
    pub fn is_empty(&self) -> bool {
        self.words.iter().all(|&w| w == 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    define_id!(T, "t");

    #[test]
    fn primary_and_secondary_maps_agree_on_ids() {
        let mut p: PrimaryMap<T, &str> = PrimaryMap::new();
        let a = p.push("a");
        let b = p.push("b");
        assert_eq!((a.index(), b.index()), (0, 1));
        let mut s = SecondaryMap::with_len(p.len(), 0u32);
        s[b] = 7;
        assert_eq!(s[a], 0);
        assert_eq!(s[b], 7);
        assert_eq!(format!("{b:?}"), "t1");
    }

    #[test]
    fn id_set_iterates_in_order() {
        let mut s: IdSet<T> = IdSet::with_capacity(10);
        for i in [130, 3, 64, 3] {
            s.insert(T::new(i));
        }
        assert_eq!(s.iter().map(|t| t.index()).collect::<Vec<_>>(), vec![3, 64, 130]);
        assert!(s.remove(T::new(64)));
        assert!(!s.contains(T::new(64)));
        assert_eq!(s.len(), 2);
    }
}
