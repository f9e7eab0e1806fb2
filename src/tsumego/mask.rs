//! Sets of region points as machine words: the search's masks are 64 bits wide where the
//! region's layout fits (most problems), else 128. The search is the same code for both,
//! node for node; on 64-bit words it took 0.84x the time of the benchmark's solved rows
//! (its floods, capture tests and Benson's test work word by word; notes/issue-14.md,
//! session 23).

use std::fmt::Debug;
use std::hash::Hash;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not, Shl, Shr, Sub};

pub trait Mask:
    Copy
    + Eq
    + Hash
    + Debug
    + Default
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
    + Sub<Output = Self>
    + BitAndAssign
    + BitOrAssign
    + 'static
{
    const BITS: u32;
    const ZERO: Self;
    const ONE: Self;

    fn count_ones(self) -> u32;
    fn trailing_zeros(self) -> u32;
    fn leading_zeros(self) -> u32;
    fn wrapping_neg(self) -> Self;
    /// The same set in 128 bits (proof fingerprints keep one width).
    fn wide(self) -> u128;

    /// The set of the one point `i`.
    #[inline]
    fn bit(i: usize) -> Self {
        Self::ONE << i as u32
    }

    /// Whether the set has a point.
    #[inline]
    fn any(self) -> bool {
        self != Self::ZERO
    }

    /// The lowest point of the set, as a set.
    #[inline]
    fn lowest(self) -> Self {
        self & self.wrapping_neg()
    }
}

macro_rules! mask {
    ($t:ty) => {
        impl Mask for $t {
            const BITS: u32 = <$t>::BITS;
            const ZERO: Self = 0;
            const ONE: Self = 1;

            #[inline]
            fn count_ones(self) -> u32 {
                <$t>::count_ones(self)
            }
            #[inline]
            fn trailing_zeros(self) -> u32 {
                <$t>::trailing_zeros(self)
            }
            #[inline]
            fn leading_zeros(self) -> u32 {
                <$t>::leading_zeros(self)
            }
            #[inline]
            fn wrapping_neg(self) -> Self {
                <$t>::wrapping_neg(self)
            }
            #[inline]
            fn wide(self) -> u128 {
                self as u128
            }
        }
    };
}

mask!(u64);
mask!(u128);
