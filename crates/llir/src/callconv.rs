//! Calling conventions: LLVM 19's ids, the keywords its parser reads and
//! the form its `AsmWriter` prints.
//!
//! LLVM keeps a calling convention as a number in a 10-bit field, so
//! `cc 1024` reads as `cc 0` (C, printed as nothing) and `cc 4294967295`
//! as `cc 1023`; a number past 32 bits is an error. A convention with a
//! keyword prints as the keyword whichever way it was written (`cc 8` is
//! `fastcc`), one without as `cc` and the number with no blank (`cc11`,
//! which LLVM's lexer reads back as `cc 11`). The table was read off opt-19
//! (`call cc N` for every N below 1024, printed back).

/// LLVM's largest calling-convention id (`CallingConv::MaxID`): the field
/// that holds it is 10 bits wide.
pub const MAX_ID: u32 = 1023;

/// `(id, keyword)` of every convention opt-19 prints by name, by id.
const NAMED: &[(u32, &str)] = &[
    (8, "fastcc"),
    (9, "coldcc"),
    (10, "ghccc"),
    (13, "anyregcc"),
    (14, "preserve_mostcc"),
    (15, "preserve_allcc"),
    (16, "swiftcc"),
    (17, "cxx_fast_tlscc"),
    (18, "tailcc"),
    (19, "cfguard_checkcc"),
    (20, "swifttailcc"),
    (21, "preserve_nonecc"),
    (64, "x86_stdcallcc"),
    (65, "x86_fastcallcc"),
    (66, "arm_apcscc"),
    (67, "arm_aapcscc"),
    (68, "arm_aapcs_vfpcc"),
    (69, "msp430_intrcc"),
    (70, "x86_thiscallcc"),
    (71, "ptx_kernel"),
    (72, "ptx_device"),
    (75, "spir_func"),
    (76, "spir_kernel"),
    (77, "intel_ocl_bicc"),
    (78, "x86_64_sysvcc"),
    (79, "win64cc"),
    (80, "x86_vectorcallcc"),
    (81, "hhvmcc"),
    (82, "hhvm_ccc"),
    (83, "x86_intrcc"),
    (84, "avr_intrcc"),
    (85, "avr_signalcc"),
    (87, "amdgpu_vs"),
    (88, "amdgpu_gs"),
    (89, "amdgpu_ps"),
    (90, "amdgpu_cs"),
    (91, "amdgpu_kernel"),
    (92, "x86_regcallcc"),
    (93, "amdgpu_hs"),
    (95, "amdgpu_ls"),
    (96, "amdgpu_es"),
    (97, "aarch64_vector_pcs"),
    (98, "aarch64_sve_vector_pcs"),
    (100, "amdgpu_gfx"),
    (102, "aarch64_sme_preservemost_from_x0"),
    (103, "aarch64_sme_preservemost_from_x2"),
    (104, "amdgpu_cs_chain"),
    (105, "amdgpu_cs_chain_preserve"),
    (106, "m68k_rtdcc"),
    (107, "graalcc"),
    (110, "riscv_vector_cc"),
    (111, "aarch64_sme_preservemost_from_x1"),
];

/// The id of the calling-convention keyword `w` (`ccc` is 0), or `None`
/// if `w` is not one (`cc N` is read by the parser, not here).
pub fn from_keyword(w: &[u8]) -> Option<u32> {
    if w == b"ccc" {
        return Some(0);
    }
    NAMED.iter().find(|(_, k)| k.as_bytes() == w).map(|&(id, _)| id)
}

/// The id LLVM keeps for `cc n` (see the module documentation).
pub fn from_number(n: u32) -> u32 {
    n & MAX_ID
}

/// Appends ` ` and the convention `id` as opt-19 prints it after `call`,
/// `invoke`, `callbr` or a function's linkage words; nothing for C (0).
pub fn write(id: u32, out: &mut String) {
    match id {
        0 => {}
        _ => match NAMED.binary_search_by_key(&id, |&(i, _)| i) {
            Ok(k) => {
                out.push(' ');
                out.push_str(NAMED[k].1);
            }
            Err(_) => {
                out.push_str(" cc");
                out.push_str(&id.to_string());
            }
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keywords_and_numbers() {
        assert!(NAMED.windows(2).all(|w| w[0].0 < w[1].0), "sorted by id");
        for &(id, k) in NAMED {
            assert_eq!(from_keyword(k.as_bytes()), Some(id));
        }
        assert_eq!(from_keyword(b"ccc"), Some(0));
        assert_eq!(from_keyword(b"webkit_jscc"), None);
        assert_eq!(from_number(1024), 0);
        assert_eq!(from_number(u32::MAX), 1023);
        let mut s = String::new();
        write(0, &mut s);
        write(8, &mut s);
        write(11, &mut s);
        assert_eq!(s, " fastcc cc11");
    }
}
