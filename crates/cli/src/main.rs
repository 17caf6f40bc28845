//! The `memssa` command-line tool.
//!
//! ```text
//! memssa print FILE.ll                             # = opt-19 -passes='print<memoryssa>'
//! memssa print --no-ensure-optimized-uses FILE.ll   # = opt-19 -passes='print<memoryssa><no-ensure-optimized-uses>'
//! memssa print --walker FILE.ll                     # = opt-19 -passes='print<memoryssa-walker>'
//! memssa print --aa andersen|flow-sensitive [--walker] FILE.ll  # clobbers with a points-to oracle
//! memssa stats [--json] FILE.ll                     # counts of functions, blocks, accesses
//! memssa write FILE.ll [-o OUT.ll]                  # = opt-19 -S (the module as opt writes it)
//! memssa print --json FILE.ll                      # every access, its defining access, clobber and users
//! memssa print --partition regions [--refine] [--json] FILE.ll  # partitioned Memory SSA (MU/CHI/PHI per region)
//! memssa pta [--flow-sensitive] [--json] [--call-graph] [--function F] FILE.ll  # points-to sets and call graph
//! memssa pta --context 1-callsite|2-callsite|args FILE.ll  # context-sensitive points-to
//! memssa pta --check-assertions [--flow-sensitive] FILE.ll  # check MAYALIAS/NOALIAS/MUSTALIAS calls
//! memssa refine [--json] FILE.ll                    # partitioned Memory SSA before/after flow-sensitive points-to
//! memssa opt --dse --loads --licm [--aa MODE] FILE.ll [-o OUT.ll] [--json]  # clients of Memory SSA
//! memssa dot [--function F] FILE.ll                # = opt-19 -dot-cfg-mssa (one function)
//! memssa dot --call-graph FILE.ll                   # the call graph, call sites as edge labels
//! memssa dot --partition regions [--function F] FILE.ll  # partitioned Memory SSA, regions as colours
//! memssa html [--aa andersen|flow-sensitive] FILE.ll -o page.html  # a page to browse it (one function at a time)
//! memssa query FILE.ll --function F (--line N | --inst %x) [--aa AA]  # one instruction: clobber, walk, points-to, mod/ref
//! ```
//!
//! `FILE` may be `-` for standard input; `-o FILE` writes the output there
//! instead of standard output (messages stay on standard error). Options
//! that do not apply to a command or to the other options given are
//! refused, never ignored. Exit status: 0 on success, 1 if
//! `--verify` found a broken Memory SSA, 2 on unreadable or malformed input
//! and on usage errors.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod callgraph_dot;
mod html;
mod json;
mod lines;
mod peak;
mod progress;
mod pta;
mod query;

use clap::{Args, Parser, Subcommand};
use llir::{Func, Module};
use memssa::driver::{self, RunOptions};
use memssa::VerifyLevel;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[global_allocator]
static GLOBAL: tikv_jemallocator::Jemalloc = tikv_jemallocator::Jemalloc;

/// Memory SSA for LLVM IR, byte-compatible with opt-19's printers.
#[derive(Parser, Debug)]
#[command(name = "memssa", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Print Memory SSA like `opt-19 -passes='print<memoryssa>' -disable-output`
    /// (to stdout).
    Print(PrintArgs),
    /// Print points-to sets of pointer values and the call graph (with
    /// `--function`, only that function's pointers and call sites).
    Pta(PtaArgs),
    /// Build the partitioned Memory SSA from Andersen's and from the
    /// flow-sensitive points-to sets and print what changed.
    Refine(RefineArgs),
    /// Write the CFG with Memory SSA annotations as a DOT graph, like
    /// `opt-19 -passes='print<memoryssa>' -dot-cfg-mssa=OUT` (nodes
    /// numbered in order of appearance instead of by address). opt writes
    /// every function to one file, which keeps the last; without
    /// `--function` this writes that last defined function too. With
    /// `--call-graph`, the call graph instead; with `--partition regions`,
    /// the function's partitioned Memory SSA.
    Dot(DotArgs),
    /// Write one self-contained HTML page (no network; works from
    /// `file://`) to browse the Memory SSA: a searchable function list, the
    /// text of `print` with its annotations, clicking an access highlights
    /// its defining access, clobber, def chain and users, MemoryPhi
    /// operands lead to their accesses, and a view of `print --partition
    /// regions`. One function at a time is put in the page's DOM.
    Html(HtmlArgs),
    /// Optimize with Memory SSA: remove dead stores, replace redundant
    /// loads, hoist loop-invariant loads. Prints a report (function,
    /// line:col, what was done, why: the clobber chain); with `-o`, also
    /// writes the transformed module.
    Opt(OptArgs),
    /// Write the module as `opt-19 -S` prints it (canonical text: unnamed
    /// values numbered, default alignments, `; preds =` lines, attribute
    /// groups and metadata renumbered); with `--function`, only that
    /// function as opt prints it on its own.
    Write(WriteArgs),
    /// Print counts: functions, blocks, instructions, MemoryDefs, MemoryUses,
    /// MemoryPhis.
    Stats(StatsArgs),
    /// Explain one instruction of one function: its access, its clobber
    /// and the walk to it (each MemoryDef stepped over and why), the
    /// points-to sets of its pointer operands and result, and for a call
    /// its mod/ref.
    Query(QueryArgs),
}

/// The options of `memssa print` (see [`Command::Print`]).
#[derive(Args, Debug)]
struct PrintArgs {
    /// Print the construction result without optimizing uses, like
    /// `print<memoryssa><no-ensure-optimized-uses>`.
    #[arg(long, conflicts_with_all = ["walker", "partition"])]
    no_ensure_optimized_uses: bool,
    /// Annotate every access with its clobber, like
    /// `print<memoryssa-walker>`.
    #[arg(long, conflicts_with = "partition")]
    walker: bool,
    /// Alias analysis of the use optimizer and the walker: `llvm`
    /// (opt-19's default pipeline), `andersen` or `flow-sensitive`
    /// (NoAlias/NoModRef from points-to sets and mod/ref summaries,
    /// combined with LLVM's answers).
    #[arg(
        long,
        value_name = "AA",
        value_parser = ["llvm", "andersen", "flow-sensitive"],
        default_value = "llvm",
        conflicts_with_all = ["no_ensure_optimized_uses", "partition"]
    )]
    aa: String,
    /// Walk limit: MemoryDefs one clobber query may step over, like
    /// opt's `-memssa-check-limit` (no walker runs with
    /// `--no-ensure-optimized-uses` or `--partition`).
    #[arg(
        long,
        value_name = "N",
        default_value_t = memssa::DEFAULT_WALK_LIMIT,
        conflicts_with_all = ["no_ensure_optimized_uses", "partition"]
    )]
    walk_limit: u32,
    /// Print the partitioned Memory SSA instead (`regions`: memory
    /// regions from Andersen's points-to sets, one MU/CHI/PHI line each).
    #[arg(long, value_name = "KIND", value_parser = ["regions"])]
    partition: Option<String>,
    /// With `--partition regions`: regions from the flow-sensitive
    /// points-to result instead of Andersen's.
    #[arg(long, requires = "partition")]
    refine: bool,
    /// JSON instead of text: every access with its id, kind, block,
    /// instruction, defining access, clobber and users
    /// (`docs/schemas/print.schema.json`), or with `--partition
    /// regions` the regions, versions, MUs and CHIs
    /// (`docs/schemas/regions.schema.json`).
    #[arg(long)]
    json: bool,
    /// Context sensitivity of the points-to analysis behind `--aa
    /// andersen|flow-sensitive` and `--partition regions` (see `pta
    /// --context`); refused with the LLVM alias analysis.
    #[arg(long, value_name = "MODE", value_parser = CONTEXT_MODES)]
    context: Option<String>,
    /// Check every Memory SSA after building it; exit 1 on a violation
    /// (the partitioned form of `--partition` is always checked).
    #[arg(long)]
    verify: bool,
    #[command(flatten)]
    common: Common,
}

/// The options of `memssa pta` (see [`Command::Pta`]).
#[derive(Args, Debug)]
struct PtaArgs {
    /// Flow-sensitive sets (sparse, over the partitioned Memory SSA).
    #[arg(long)]
    flow_sensitive: bool,
    /// JSON output.
    #[arg(long, conflicts_with = "check_assertions")]
    json: bool,
    /// Check every call to `MAYALIAS`, `NOALIAS`, `MUSTALIAS`,
    /// `PARTIALALIAS` and `EXPECTEDFAIL_*(p, q)` (PTABen style) and
    /// print one verdict per call; exit 1 if any fails. Without
    /// `--flow-sensitive`, a file with a `; FS-ONLY` line has only its
    /// MAYALIAS-style assertions checked.
    #[arg(long, conflicts_with = "function")]
    check_assertions: bool,
    /// Print only the call graph (every call site with its callees),
    /// not the points-to sets.
    #[arg(long, conflicts_with = "check_assertions")]
    call_graph: bool,
    /// Print only the size of each pointer's set (objects, base
    /// objects, allocation sites; tab-separated, or JSON with --json),
    /// for comparing with another tool pointer by pointer.
    #[arg(long, conflicts_with_all = ["check_assertions", "call_graph"])]
    sizes: bool,
    #[command(flatten)]
    world: PointsToArgs,
    #[command(flatten)]
    common: Common,
}

/// The options of `memssa refine` (see [`Command::Refine`]).
#[derive(Args, Debug)]
struct RefineArgs {
    /// JSON output.
    #[arg(long)]
    json: bool,
    /// Run every context mode (none, 1-callsite, 2-callsite, args) and
    /// print their tables side by side, Andersen (A/) and
    /// flow-sensitive (FS/) columns per mode (the context-insensitive
    /// solve is shared: each mode's Andersen seconds include it, as a run
    /// of that mode alone would); refused with `--context`.
    #[arg(long, conflicts_with = "context")]
    compare_contexts: bool,
    #[command(flatten)]
    world: PointsToArgs,
    #[command(flatten)]
    common: Common,
}

/// The options of `memssa dot` (see [`Command::Dot`]).
#[derive(Args, Debug)]
struct DotArgs {
    /// Walk limit of the use optimizer, like opt's
    /// `-memssa-check-limit`.
    #[arg(long, value_name = "N", default_value_t = memssa::DEFAULT_WALK_LIMIT, conflicts_with_all = ["call_graph", "partition"])]
    walk_limit: u32,
    /// The call graph instead (Andersen's): one node per function, one
    /// edge per call site and callee labelled `line:col`, calls through
    /// pointers dashed; with `--function`, that function's calls only.
    #[arg(long, conflicts_with = "partition")]
    call_graph: bool,
    /// The partitioned Memory SSA of the function instead (`regions`:
    /// Andersen's regions, each in a colour of its own, with a legend;
    /// legend rows name at most 16 objects).
    #[arg(long, value_name = "KIND", value_parser = ["regions"])]
    partition: Option<String>,
    #[command(flatten)]
    world: PointsToArgs,
    #[command(flatten)]
    common: Common,
}

/// The options of `memssa html` (see [`Command::Html`]).
#[derive(Args, Debug)]
struct HtmlArgs {
    /// Also offer the clobbers of this points-to alias mode (`andersen`,
    /// `flow-sensitive`; repeat for both); LLVM's is always there.
    #[arg(long = "aa", value_name = "AA", value_parser = ["andersen", "flow-sensitive"])]
    aa: Vec<String>,
    /// Walk limit of the walker (as `print --walk-limit`).
    #[arg(long, value_name = "N", default_value_t = memssa::DEFAULT_WALK_LIMIT)]
    walk_limit: u32,
    /// Check every Memory SSA after building it; exit 1 on a violation.
    #[arg(long)]
    verify: bool,
    #[command(flatten)]
    world: PointsToArgs,
    #[command(flatten)]
    common: Common,
}

/// The options of `memssa opt` (see [`Command::Opt`]).
#[derive(Args, Debug)]
struct OptArgs {
    /// Remove stores overwritten before any read, or never read before
    /// their alloca's lifetime ends.
    #[arg(long)]
    dse: bool,
    /// Replace loads whose clobber stores the same bytes, or which share
    /// their clobber with an earlier load of the same bytes.
    #[arg(long)]
    loads: bool,
    /// Hoist loads whose clobber is outside their loop to the preheader.
    #[arg(long)]
    licm: bool,
    /// Alias analysis of the walker and the passes: `llvm`, `andersen`
    /// or `flow-sensitive`.
    #[arg(long, value_name = "AA", value_parser = ["llvm", "andersen", "flow-sensitive"], default_value = "llvm")]
    aa: String,
    /// Context sensitivity of the points-to analysis behind `--aa
    /// andersen|flow-sensitive` (see `pta --context`); refused with the
    /// LLVM alias analysis.
    #[arg(long, value_name = "MODE", value_parser = CONTEXT_MODES)]
    context: Option<String>,
    /// Walk limit of the clobber walker (opt's `-memssa-check-limit`).
    #[arg(long, value_name = "N", default_value_t = memssa::DEFAULT_WALK_LIMIT)]
    walk_limit: u32,
    /// Check every Memory SSA after building it and after each edit;
    /// exit 1 on a violation.
    #[arg(long)]
    verify: bool,
    /// Also report every candidate a pass left alone and why (the first
    /// condition that failed): counts per pass and reason, and with
    /// `--json` one entry each.
    #[arg(long)]
    explain: bool,
    /// Run each pass alone on the original module, as opt runs one pass
    /// (the report only: refused with `-o`).
    #[arg(long)]
    separately: bool,
    /// The report as JSON.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    common: Common,
}

/// The options of `memssa write` (see [`Command::Write`]).
#[derive(Args, Debug)]
struct WriteArgs {
    #[command(flatten)]
    common: Common,
}

/// The options of `memssa stats` (see [`Command::Stats`]).
#[derive(Args, Debug)]
struct StatsArgs {
    /// Print the counts as a JSON object.
    #[arg(long)]
    json: bool,
    /// Check every Memory SSA after building it; exit 1 on a violation.
    #[arg(long)]
    verify: bool,
    #[command(flatten)]
    common: Common,
}

/// The options of `memssa query` (see [`Command::Query`]).
#[derive(Args, Debug)]
struct QueryArgs {
    /// The instruction on this line (1-based, as in error messages).
    #[arg(long, value_name = "N", conflicts_with = "inst", required_unless_present = "inst")]
    line: Option<usize>,
    /// The instruction defining this value (`%x` or `x`).
    #[arg(long, value_name = "NAME")]
    inst: Option<String>,
    /// Alias analysis of the walker: `llvm`, `andersen` or
    /// `flow-sensitive` (as `print --aa`); the points-to sets shown are
    /// Andersen's, or the flow-sensitive ones with `flow-sensitive`.
    #[arg(long, value_name = "AA", value_parser = ["llvm", "andersen", "flow-sensitive"], default_value = "llvm")]
    aa: String,
    /// Walk limit (as `print --walk-limit`).
    #[arg(long, value_name = "N", default_value_t = memssa::DEFAULT_WALK_LIMIT)]
    walk_limit: u32,
    /// JSON instead of text (`docs/schemas/query.schema.json`).
    #[arg(long)]
    json: bool,
    /// Check the function's Memory SSA after building it.
    #[arg(long)]
    verify: bool,
    #[command(flatten)]
    world: PointsToArgs,
    #[command(flatten)]
    common: Common,
}

/// Options of the points-to analysis (points-to commands): who may call
/// into the module, and which of C's rules it may assume.
#[derive(Args, Debug)]
struct PointsToArgs {
    /// Closed world: only `main` is called from outside; exported functions
    /// nothing in the module calls get no arguments (SVF's assumption). The
    /// default is closed if the module defines `main`, open otherwise.
    #[arg(long, conflicts_with = "open_world")]
    closed_world: bool,
    /// Open world: every exported function may be called from outside with
    /// anything that escaped.
    #[arg(long)]
    open_world: bool,
    /// A library's interface: only the exported functions named here are
    /// called from outside (with anything that escaped); exported globals
    /// are not reached from outside unless a pointer to them escapes.
    /// NAME is a function name (`uc_open` or `@uc_open`) or a prefix ending
    /// in `*` (`uc_*`); repeat the option or separate names with commas.
    /// Each must match a defined function that is not internal or private.
    #[arg(long, value_name = "NAME", value_delimiter = ',', conflicts_with_all = ["closed_world", "open_world"])]
    entry: Vec<String>,
    /// Ignore `!tbaa` access tags. By default a load with a tag reads only
    /// what stores with tags that may alias it wrote (the rule clang lets
    /// LLVM assume); use this for code that breaks C's aliasing rules.
    #[arg(long)]
    no_tbaa: bool,
    /// Do not filter sets by certain uses. By default a value dereferenced
    /// every time it is defined holds no function's address, and one
    /// called every time holds only functions' (anything else is undefined
    /// behaviour); use this to see the sets without that rule.
    #[arg(long)]
    no_use_filter: bool,
    /// Context sensitivity of the points-to analysis: `none`, `1-callsite`,
    /// `2-callsite` (a call is analysed in a copy of its callee per call
    /// string of that length, heap objects included) or `args` (one copy
    /// per callee and points-to sets of the pointer arguments; up to 8
    /// rounds on small modules, 2 on big ones, 1 past 500,000
    /// instructions). A recursive cycle is copied per call that enters
    /// it; functions (or cycles) of more than 400 instructions and calls
    /// beyond a budget of the module's size in copied instructions stay
    /// shared.
    #[arg(long, value_name = "MODE", value_parser = CONTEXT_MODES, default_value = "none")]
    context: String,
}

/// The values of `--context`.
const CONTEXT_MODES: [&str; 4] = ["none", "1-callsite", "2-callsite", "args"];

fn context_mode(name: &str) -> pointsto::ContextMode {
    pointsto::ContextMode::from_name(name).unwrap_or_default()
}

impl PointsToArgs {
    /// True if any option differs from its default (for refusing them
    /// where no points-to analysis runs).
    fn given(&self) -> bool {
        self.closed_world || self.open_world || !self.entry.is_empty() || self.no_tbaa || self.no_use_filter || self.context != "none"
    }

    /// The analysis options; an `--entry` pattern that names no function
    /// outside code could call is refused (a typo would otherwise quietly
    /// close the world).
    fn config(&self, module: &llir::Module) -> Result<pointsto::Config, Failure> {
        for name in &self.entry {
            if !pointsto::EntryPattern::new(name).matches_any(module) {
                return Err(Failure::input(format!(
                    "memssa: error: --entry '{name}' matches no function defined in {} that is neither internal nor private",
                    module.file_name
                )));
            }
        }
        let entry = if !self.entry.is_empty() {
            pointsto::EntryPoints::Listed(self.entry.iter().map(|n| pointsto::EntryPattern::new(n)).collect())
        } else if self.closed_world {
            pointsto::EntryPoints::Main
        } else if self.open_world {
            pointsto::EntryPoints::Exported
        } else {
            pointsto::EntryPoints::Auto
        };
        Ok(pointsto::Config {
            entry,
            tbaa: !self.no_tbaa,
            use_filter: !self.no_use_filter,
            context: context_mode(&self.context),
            ..pointsto::Config::default()
        })
    }
}

/// Options every command takes.
#[derive(Args, Debug)]
struct Common {
    /// The textual IR file (`-` reads standard input).
    file: PathBuf,
    /// Only this function (`fold` or `@fold`); an error if it is not
    /// defined in the module. `pta` keeps the whole-module analysis and
    /// prints only this function's pointers and call sites; `refine`
    /// refuses it (its table is a whole-module sum).
    #[arg(long, value_name = "NAME", value_parser = function_name)]
    function: Option<String>,
    /// Worker threads (default: one per core; one for inputs under 128 KiB).
    #[arg(long, value_name = "N")]
    threads: Option<usize>,
    /// Write the output to FILE instead of standard output (errors still
    /// go to standard error; nothing is written on failure before output).
    #[arg(short = 'o', long, value_name = "FILE")]
    output: Option<PathBuf>,
}

/// `--function`'s value without the `@` opt users type, and without the
/// quotes of a quoted name (`@"a b"`).
fn function_name(s: &str) -> Result<String, String> {
    let s = s.strip_prefix('@').unwrap_or(s);
    let s = s.strip_prefix('"').and_then(|t| t.strip_suffix('"')).unwrap_or(s);
    if s.is_empty() {
        return Err("empty function name".into());
    }
    Ok(s.to_string())
}

/// A failure with its exit status; the message is already formatted.
struct Failure {
    status: u8,
    message: String,
}

impl Failure {
    fn input(message: String) -> Failure {
        Failure { status: 2, message }
    }
}

fn main() -> ExitCode {
    let cli = parse_args(std::env::args_os().collect());
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(f) => {
            progress::finish();
            let mut err = io::stderr().lock();
            let _ = writeln!(err, "{}", f.message.trim_end_matches('\n'));
            ExitCode::from(f.status)
        }
    }
}

/// The command line, parsed.
///
/// Why two ways: clap builds the arguments of every subcommand before it
/// parses, about 0.4 of the 1.5 ms that `memssa print` takes on an empty
/// module (44% of its instructions, a third of its page faults), and most
/// runs on one translation unit take a few milliseconds. So the
/// subcommand named first is tried alone; anything that is not a clean
/// parse of it (`--help`, a usage error, no or an unknown subcommand,
/// `--version`) is parsed again with the whole command tree, which prints
/// and exits exactly as it always did.
fn parse_args(args: Vec<std::ffi::OsString>) -> Cli {
    one_subcommand(&args).unwrap_or_else(|| Cli::parse_from(args))
}

/// `args` parsed with only the subcommand `args[1]` names built, or
/// `None` if that is not a subcommand or the parse does not succeed.
fn one_subcommand(args: &[std::ffi::OsString]) -> Option<Cli> {
    use clap::{Command as Cmd, FromArgMatches};
    let sub = match args.get(1)?.to_str()? {
        "print" => PrintArgs::augment_args(Cmd::new("print")),
        "pta" => PtaArgs::augment_args(Cmd::new("pta")),
        "refine" => RefineArgs::augment_args(Cmd::new("refine")),
        "dot" => DotArgs::augment_args(Cmd::new("dot")),
        "html" => HtmlArgs::augment_args(Cmd::new("html")),
        "opt" => OptArgs::augment_args(Cmd::new("opt")),
        "write" => WriteArgs::augment_args(Cmd::new("write")),
        "stats" => StatsArgs::augment_args(Cmd::new("stats")),
        "query" => QueryArgs::augment_args(Cmd::new("query")),
        _ => return None,
    };
    let matches = Cmd::new("memssa").subcommand(sub).try_get_matches_from(args).ok()?;
    Cli::from_arg_matches(&matches).ok()
}

fn run(cli: Cli) -> Result<(), Failure> {
    match cli.command {
        Command::Print(PrintArgs {
            no_ensure_optimized_uses,
            walker,
            aa,
            walk_limit,
            partition,
            refine,
            json,
            context,
            verify,
            common,
        }) => with_module(&common, verify, |module, funcs, opts| {
            let sink = Sink(common.output.as_deref());
            if context.is_some() && partition.is_none() && aa == "llvm" {
                return Err(Failure::input(
                    "memssa: error: --context applies to points-to analysis: use it with --aa andersen|flow-sensitive or --partition regions".into(),
                ));
            }
            let pta_config = pointsto::Config {
                context: context.as_deref().map(context_mode).unwrap_or_default(),
                ..pointsto::Config::default()
            };
            if partition.is_some() {
                let only: &[Func] = if common.function.is_some() { funcs } else { &[] };
                let text = pointsto::refine::print_regions(module, &pta_config, only, refine, json).map_err(|e| Failure {
                    status: 1,
                    message: format!("memssa: error: {e}"),
                })?;
                let text = if json { json::regions(&text)? } else { text };
                return sink.write(&text);
            }
            let points_to = match aa.as_str() {
                "andersen" => Some(pointsto::oracle::PointsToKind::Andersen),
                "flow-sensitive" => Some(pointsto::oracle::PointsToKind::FlowSensitive),
                _ => None,
            };
            if json {
                let mode = if no_ensure_optimized_uses {
                    json::PrintMode::Unoptimized
                } else if walker {
                    json::PrintMode::Walker
                } else {
                    json::PrintMode::Optimized
                };
                let text = json::print(module, funcs, opts, &pta_config, points_to, mode, walk_limit).map_err(verify_failure)?;
                return sink.write(&text);
            }
            let text = if no_ensure_optimized_uses {
                driver::print_llvm(module, funcs, opts)
            } else if let Some(kind) = points_to {
                pointsto::oracle::print_with_points_to(module, &pta_config, funcs, opts, walk_limit, walker, kind)
            } else if walker {
                driver::print_walker(module, funcs, opts, walk_limit)
            } else {
                driver::print_optimized(module, funcs, opts, walk_limit)
            }
            .map_err(verify_failure)?;
            sink.write(&text)
        }),
        Command::Dot(DotArgs {
            walk_limit,
            call_graph,
            partition,
            world,
            common,
        }) => with_module(&common, false, |module, funcs, opts| {
            if !call_graph && partition.is_none() && world.given() {
                return Err(Failure::input(
                    "memssa: error: the points-to options apply to dot --call-graph and dot --partition regions".into(),
                ));
            }
            let sink = Sink(common.output.as_deref());
            if call_graph {
                progress::stage("Andersen points-to");
                let a = pointsto::Andersen::analyze(module, &world.config(module)?);
                let only = common.function.as_ref().map(|_| funcs[0]);
                let sites = pta::call_sites(module, &a, &a, only);
                let name = only.map(|f| module.funcs[f].name.as_str());
                return sink.write(callgraph_dot::write(module, &sites, name).as_bytes());
            }
            let Some(&func) = funcs.last() else {
                return Err(Failure::input(format!(
                    "{}: error: no function definition to draw",
                    common.file.display()
                )));
            };
            if partition.is_some() {
                return sink.write(regions_dot(module, func, &world.config(module)?)?.as_bytes());
            }
            let text = driver::dot_function(module, func, opts, walk_limit)
                .map_err(verify_failure)?
                .unwrap_or_default();
            sink.write(text.as_bytes())
        }),
        Command::Html(HtmlArgs {
            aa,
            walk_limit,
            verify,
            world,
            common,
        }) => with_module(&common, verify, |module, funcs, opts| {
            let o = html::Options {
                modes: aa
                    .iter()
                    .map(|m| match m.as_str() {
                        "flow-sensitive" => pointsto::oracle::PointsToKind::FlowSensitive,
                        _ => pointsto::oracle::PointsToKind::Andersen,
                    })
                    .collect(),
                walk_limit,
                config: world.config(module)?,
            };
            let page = html::page(module, funcs, opts, &o).map_err(verify_failure)?;
            Sink(common.output.as_deref()).write(&page)
        }),
        Command::Opt(OptArgs {
            dse,
            loads,
            licm,
            aa,
            context,
            walk_limit,
            json,
            verify,
            explain,
            separately,
            common,
        }) => with_module(&common, verify, |module, funcs, _| {
            if separately && common.output.is_some() {
                return Err(Failure::input(
                    "memssa: error: --separately reports what each pass would do alone; it writes no module (drop -o)".into(),
                ));
            }
            if !(dse || loads || licm) {
                return Err(Failure::input(
                    "memssa: error: opt needs at least one of --dse, --loads, --licm".into(),
                ));
            }
            if context.is_some() && aa == "llvm" {
                return Err(Failure::input(
                    "memssa: error: --context applies to points-to analysis: use it with --aa andersen|flow-sensitive".into(),
                ));
            }
            let opts = clients::Options {
                dse,
                loads,
                licm,
                aa: match aa.as_str() {
                    "andersen" => clients::AliasMode::Andersen,
                    "flow-sensitive" => clients::AliasMode::FlowSensitive,
                    _ => clients::AliasMode::Llvm,
                },
                points_to: pointsto::Config {
                    context: context.as_deref().map(context_mode).unwrap_or_default(),
                    ..pointsto::Config::default()
                },
                walk_limit,
                verify,
                explain,
                separately,
            };
            progress::stage("optimizing");
            let outcome = clients::optimize(module, funcs, &opts).map_err(|e| Failure {
                status: 1,
                message: format!("memssa: error: {e}"),
            })?;
            let report = if json {
                String::from_utf8_lossy(&json::opt_report(&outcome)).into_owned()
            } else {
                outcome.report()
            };
            // `-o` is the transformed module here (`-o -`: on standard
            // output, in place of the report); the report goes to stdout.
            match common.output.as_deref() {
                Some(path) => {
                    let text = clients::write_module_canonical(module, &outcome.edits).map_err(|e| Failure {
                        status: 1,
                        message: format!("memssa: internal error: the transformed module does not read back: {e}"),
                    })?;
                    if path.as_os_str() == "-" {
                        return Sink(None).write(text.as_bytes());
                    }
                    Sink(Some(path)).write(text.as_bytes())?;
                    Sink(None).write(report.as_bytes())
                }
                None => Sink(None).write(report.as_bytes()),
            }
        }),
        Command::Write(WriteArgs { common }) => with_module(&common, false, |module, funcs, _| {
            let text = if common.function.is_some() {
                let slots = llir::slots::ModuleSlots::compute(module);
                funcs
                    .iter()
                    .map(|&f| llir::writer::write_function(module, &slots, f))
                    .collect::<String>()
            } else {
                llir::writer::write_module(module)
            };
            Sink(common.output.as_deref()).write(text.as_bytes())
        }),
        Command::Stats(StatsArgs { json, verify, common }) => {
            let write = |s: memssa::print::stats::Stats| {
                let text = if json { json::stats(&s) } else { s.to_string().into_bytes() };
                Sink(common.output.as_deref()).write(&text)
            };
            if common.function.is_some() {
                return with_module(&common, verify, |module, funcs, opts| {
                    write(driver::stats(module, funcs, opts).map_err(verify_failure)?)
                });
            }
            // Every definition: each body is counted as soon as it is
            // parsed and then dropped, so parsing and building overlap and
            // the bodies never all exist at once (sqlite3 -O0: see
            // ARCHITECTURE.md).
            with_input(&common, |name, bytes| {
                let opts = run_options(verify);
                let count = |m: &Module, f: Func, b: &llir::Body| driver::body_stats(m, f, b, &opts);
                progress::stage(&format!("parsing and analysing {name}"));
                let visited = llir::parse_module_bytes_visiting(name, bytes, &count).map_err(|e| Failure::input(e.to_string()))?;
                let result = driver::stats_visited(&visited, &opts).map_err(verify_failure);
                // As in `with_module`: no point freeing what is left.
                std::mem::forget(visited);
                write(result?)
            })
        }
        Command::Pta(PtaArgs {
            flow_sensitive,
            json,
            check_assertions,
            call_graph,
            sizes,
            world,
            common,
        }) => with_module(&common, false, |module, funcs, _| {
            let sink = Sink(common.output.as_deref());
            if check_assertions {
                return check_alias_assertions(module, &world.config(module)?, flow_sensitive, &sink);
            }
            progress::stage(if flow_sensitive {
                "Andersen and flow-sensitive points-to"
            } else {
                "Andersen points-to"
            });
            let what = pta::What {
                flow_sensitive,
                json,
                call_graph_only: call_graph,
                sizes_only: sizes,
                only: common.function.is_some().then(|| funcs[0]),
            };
            let config = world.config(module)?;
            let a = pointsto::Andersen::analyze(module, &config);
            let fs = flow_sensitive.then(|| pointsto::flow_sensitive::FlowSensitive::analyze(&a));
            sink.write_with(|out| pta::write_output(module, &config, &what, &a, fs.as_ref(), out))
        }),
        Command::Refine(RefineArgs {
            json,
            compare_contexts,
            world,
            common,
        }) => {
            if common.function.is_some() {
                return Err(Failure::input(
                    "memssa: error: --function does not apply to refine: its table sums over the whole module (one function's regions: print --partition regions --function F)".into(),
                ));
            }
            with_module(&common, false, |module, _, _| {
                let sink = Sink(common.output.as_deref());
                if compare_contexts {
                    let modes = CONTEXT_MODES.map(context_mode);
                    let probe = RefineProgress::new(modes.len());
                    let r = pointsto::refine::compare_contexts(module, &world.config(module)?, &modes, &|| probe.stage_done());
                    let text = if json {
                        json::compare_contexts(&r)
                    } else {
                        r.to_string().into_bytes()
                    };
                    sink.write(&text)?;
                    if r.failed() {
                        return Err(Failure {
                            status: 1,
                            message: "memssa: error: a partitioned Memory SSA failed a check".into(),
                        });
                    }
                    return Ok(());
                }
                let probe = RefineProgress::new(1);
                let r = pointsto::refine::refine_probed(module, &world.config(module)?, &|| probe.stage_done());
                let text = if json { json::refine(&r) } else { r.to_string().into_bytes() };
                if r.verifier_failures > 0 || r.coverage_violations > 0 || r.subset_violations > 0 {
                    let _ = sink.write(&text);
                    return Err(Failure {
                        status: 1,
                        message: "memssa: error: the partitioned Memory SSA failed a check".into(),
                    });
                }
                sink.write(&text)
            })
        }
        Command::Query(QueryArgs {
            line,
            inst,
            aa,
            walk_limit,
            json,
            verify,
            world,
            common,
        }) => {
            if common.function.is_none() {
                return Err(Failure::input(
                    "memssa: error: query needs --function NAME (the function of the instruction)".into(),
                ));
            }
            with_module(&common, verify, |module, funcs, opts| {
                let target = match (line, inst) {
                    (Some(n), _) => query::Target::Line(n),
                    (None, Some(name)) => query::Target::Value(name.strip_prefix('%').unwrap_or(&name).to_string()),
                    // clap requires one of the two.
                    (None, None) => return Err(Failure::input("memssa: error: query needs --line N or --inst NAME".into())),
                };
                let q = query::Query {
                    func: funcs[0],
                    target,
                    aa: &aa,
                    walk_limit,
                    config: world.config(module)?,
                    opts: *opts,
                };
                let text = query::run(module, &q, json).map_err(|e| match e {
                    query::Error::NotFound(m) => Failure::input(m),
                    query::Error::Verify(e) => verify_failure(e),
                })?;
                Sink(common.output.as_deref()).write(&text)
            })
        }
    }
}

/// The progress line of `refine`: the library calls its peak-memory probe
/// at the end of each stage (Andersen, first build, flow-sensitive,
/// rebuild, clobber comparison), so the probe names the stage that starts.
struct RefineProgress {
    done: std::sync::atomic::AtomicUsize,
    modes: usize,
}

impl RefineProgress {
    /// The stages, in the order the library runs them.
    const STAGES: [&'static str; 5] = [
        "Andersen points-to",
        "regions and partitioned Memory SSA",
        "flow-sensitive points-to",
        "rebuild from the flow-sensitive sets",
        "clobbers of each alias oracle",
    ];

    /// Shows the first stage; `modes` runs of the pipeline follow (one per
    /// context mode of `--compare-contexts`).
    fn new(modes: usize) -> RefineProgress {
        let p = RefineProgress {
            done: std::sync::atomic::AtomicUsize::new(0),
            modes,
        };
        p.show(0);
        p
    }

    fn show(&self, k: usize) {
        let n = Self::STAGES.len();
        if k >= n * self.modes {
            progress::stage("writing the table");
            return;
        }
        let stage = Self::STAGES[k % n];
        let step = k % n + 1;
        if self.modes > 1 {
            let mode = CONTEXT_MODES.get(k / n).copied().unwrap_or("?");
            progress::stage(&format!(
                "context mode {mode} ({} of {}): {stage} (stage {step} of {n})",
                k / n + 1,
                self.modes
            ));
        } else {
            progress::stage(&format!("{stage} (stage {step} of {n})"));
        }
    }

    /// The probe: one stage ended, the next starts; the peak so far.
    fn stage_done(&self) -> Option<u64> {
        let k = self.done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
        self.show(k);
        peak::peak_so_far()
    }
}

/// `memssa dot --partition regions`: the partitioned Memory SSA of `func`
/// from Andersen's regions, as DOT. A build that fails to verify is an
/// exit-1 failure, as in `print --partition regions`.
fn regions_dot(module: &Module, func: Func, config: &pointsto::Config) -> Result<String, Failure> {
    progress::stage("Andersen points-to");
    let a = pointsto::Andersen::analyze(module, config);
    progress::stage("regions");
    let mut regions = pointsto::regions::ModuleRegions::compute(&a, &a);
    let (Some(body), Some(fr)) = (
        &module.funcs[func].body,
        regions.funcs.get_mut(func.as_u32() as usize).and_then(Option::as_mut),
    ) else {
        return Ok(String::new());
    };
    html::name_regions_briefly(&a, fr);
    let cfg = flow::Cfg::from_body(body);
    let dom = flow::DomTree::compute(&cfg);
    let name = &module.funcs[func].name;
    let failed = |e: String| Failure {
        status: 1,
        message: format!("memssa: error: function '{name}': {e}"),
    };
    let p = memssa::partition::PartitionedMemorySsa::build(body, &cfg, &dom, &*fr).map_err(|e| failed(e.to_string()))?;
    p.verify(body, &cfg, &dom).map_err(|e| failed(e.to_string()))?;
    let mut out = String::new();
    memssa::print::regions_dot::write_function(module, func, body, &p, &*fr, &mut out);
    Ok(out)
}

/// `memssa pta --check-assertions`: one verdict line per assertion call,
/// exit 1 if any fails.
fn check_alias_assertions(module: &Module, config: &pointsto::Config, flow_sensitive: bool, sink: &Sink<'_>) -> Result<(), Failure> {
    use pointsto::check;
    progress::stage("Andersen points-to");
    let a = pointsto::Andersen::analyze(module, config);
    let outcomes = if flow_sensitive {
        progress::stage("flow-sensitive points-to");
        let fs = pointsto::flow_sensitive::FlowSensitive::analyze(&a);
        let skip = check::skips_strong_assertions(&module.source, true, config.context);
        check::check_assertions_with(&fs, &a, skip)
    } else {
        let skip = check::skips_strong_assertions(&module.source, false, config.context);
        check::check_assertions(&a, skip)
    };
    let (text, failed) = check::render_outcomes(&a, &module.file_name, &outcomes);
    sink.write(text.as_bytes())?;
    if failed > 0 {
        return Err(Failure {
            status: 1,
            message: format!("memssa: error: {failed} alias assertion(s) failed"),
        });
    }
    Ok(())
}

fn verify_failure(e: driver::FunctionError) -> Failure {
    Failure {
        status: 1,
        message: format!("memssa: error: {e}"),
    }
}

/// Inputs smaller than this run on one thread unless `--threads` says
/// otherwise: starting and waking a second worker costs more than it saves
/// (a translation unit of 25 KB took 5.0 ms of CPU on one thread and 5.9
/// on two; a module of one empty function 2.2 and 3.7). Above it a second
/// thread pays on most modules: `print` on the 22 corpus translation units
/// of 128 to 256 KiB took 0.84 of its one-thread wall time on average
/// (0.60 to 1.08; the slower ones are a table of constants, zlib's
/// `crc32.c`, and modules dominated by one function), while below 128 KiB
/// the two were even. Output never depends on the thread count.
const SMALL_INPUT_BYTES: usize = 128 << 10;

/// The options of a whole-module run: `--verify` verifies fully.
fn run_options(verify: bool) -> RunOptions {
    RunOptions {
        verify: verify.then_some(VerifyLevel::Full),
        ..RunOptions::default()
    }
}

/// Reads the input, sets up the thread pool, and runs `body` in it on the
/// input's display name and bytes.
fn with_input(common: &Common, body: impl FnOnce(&str, Vec<u8>) -> Result<(), Failure> + Send) -> Result<(), Failure> {
    progress::stage("reading input");
    // A large regular file is read by the pool (`read_in_parallel`); any
    // other input first, since its size picks the thread count.
    let large_file = regular_file_len(&common.file).filter(|&n| n >= PARALLEL_READ_BYTES);
    let (name, early) = match large_file {
        Some(_) => (common.file.display().to_string(), None),
        None => {
            let (name, bytes) = read_input(&common.file)?;
            (name, Some(bytes))
        }
    };
    let size = large_file.unwrap_or_else(|| early.as_ref().map_or(0, Vec::len));
    let threads = match common.threads {
        Some(n) => n,
        None if size < SMALL_INPUT_BYTES => 1,
        None => 0,
    };
    let mut builder = rayon::ThreadPoolBuilder::new().num_threads(threads);
    if threads == 1 {
        // The main thread is the pool's only worker: no thread is started.
        builder = builder.use_current_thread();
    }
    let pool = builder
        .build()
        .map_err(|e| Failure::input(format!("memssa: error: cannot start {threads} threads: {e}")))?;
    pool.install(|| {
        let bytes = match early {
            Some(bytes) => bytes,
            None => read_in_parallel(&common.file)?,
        };
        body(&name, bytes)
    })
}

/// Files at least this large are read by two threads, each reading half
/// (sqlite3 -O0, 20 MB: reading it was ~13 ms of one thread, about half of
/// it faulting in the fresh buffer's pages, before anything else can run).
const PARALLEL_READ_BYTES: usize = 1 << 20;

/// The length of `path` if it names a regular file (not `-`, a pipe or a
/// device, whose length says nothing or which cannot be read at offsets).
fn regular_file_len(path: &Path) -> Option<usize> {
    if path.as_os_str() == "-" {
        return None;
    }
    let meta = std::fs::metadata(path).ok()?;
    meta.is_file().then(|| usize::try_from(meta.len()).ok()).flatten()
}

/// Reads the regular file `path` with its two halves read at their offsets
/// on two of the pool's threads. Anything unexpected (an IO error, a file
/// that shrank or grew meanwhile) falls back to [`read_input`], so bytes
/// and error messages are exactly those of a plain read.
fn read_in_parallel(path: &Path) -> Result<Vec<u8>, Failure> {
    use std::os::unix::fs::FileExt;
    let attempt = || -> io::Result<Option<Vec<u8>>> {
        let file = std::fs::File::open(path)?;
        let len = usize::try_from(file.metadata()?.len()).map_err(io::Error::other)?;
        // Zeroed by the allocator from fresh pages: nothing is touched
        // until the reads fault the pages in, on both threads.
        let mut buf = vec![0u8; len];
        let (first, second) = buf.split_at_mut(len / 2);
        let (a, b) = rayon::join(|| file.read_exact_at(first, 0), || file.read_exact_at(second, (len / 2) as u64));
        a?;
        b?;
        // A byte past the length read means the file grew meanwhile.
        let grew = file.read_at(&mut [0u8], len as u64)? != 0;
        Ok((!grew).then_some(buf))
    };
    match attempt() {
        Ok(Some(buf)) => Ok(buf),
        _ => read_input(&path.to_path_buf()).map(|(_, bytes)| bytes),
    }
}

/// Reads and parses the input, selects the functions, sets up the thread
/// pool, and runs `body`.
fn with_module(
    common: &Common,
    verify: bool,
    body: impl FnOnce(&Module, &[Func], &RunOptions) -> Result<(), Failure> + Send,
) -> Result<(), Failure> {
    with_input(common, |name, bytes| {
        progress::stage(&format!("parsing {name}"));
        let module = llir::parse_module_bytes(name, bytes).map_err(|e| Failure::input(e.to_string()))?;
        progress::stage(&format!("analysing {name}"));
        let funcs = match &common.function {
            None => driver::definitions(&module),
            Some(f) => match module.func_by_name(f) {
                Some(id) if module.funcs[id].body.is_some() => vec![id],
                Some(_) => {
                    return Err(Failure::input(format!(
                        "{name}: error: function '{f}' is only declared, not defined"
                    )))
                }
                None => return Err(Failure::input(format!("{name}: error: no function named '{f}'"))),
            },
        };
        let result = body(&module, &funcs, &run_options(verify));
        // The process ends right after: returning the module's millions of
        // allocations one by one would cost ~5% of a run for nothing.
        std::mem::forget(module);
        result
    })
}

/// The input's display name and bytes. IO problems become exit-2 failures
/// worded `FILE: error: cannot read: REASON`.
fn read_input(path: &PathBuf) -> Result<(String, Vec<u8>), Failure> {
    let is_stdin = path.as_os_str() == "-";
    let name = if is_stdin {
        "<stdin>".to_string()
    } else {
        path.display().to_string()
    };
    let result = if is_stdin {
        let mut buf = Vec::new();
        io::stdin().lock().read_to_end(&mut buf).map(|_| buf)
    } else {
        std::fs::read(path)
    };
    result
        .map(|b| (name.clone(), b))
        .map_err(|e| Failure::input(format!("{name}: error: cannot read: {}", io_reason(&e))))
}

/// The OS's wording of an IO error, without Rust's ` (os error N)` suffix.
fn io_reason(e: &io::Error) -> String {
    let s = e.to_string();
    match s.find(" (os error") {
        Some(p) => s[..p].to_string(),
        None => s,
    }
}

/// Where the output goes: standard output, or the file of `-o`.
struct Sink<'p>(Option<&'p Path>);

impl Sink<'_> {
    /// Writes everything at once; a closed pipe is not an error.
    fn write(&self, bytes: &[u8]) -> Result<(), Failure> {
        self.write_with(|out| out.write_all(bytes))
    }

    /// Writes what `write` writes as it goes, for outputs too big to hold
    /// in memory (`pta`'s sets on a big module); the same errors as
    /// [`Sink::write`], which is this with the bytes at hand. A file is
    /// created when writing starts.
    fn write_with(&self, write: impl FnOnce(&mut dyn Write) -> io::Result<()>) -> Result<(), Failure> {
        progress::finish();
        let result = match self.0 {
            Some(path) => std::fs::File::create(path)
                .and_then(|file| {
                    let mut out = io::BufWriter::with_capacity(1 << 16, file);
                    write(&mut out)?;
                    out.flush()
                })
                .map_err(|e| (path.display().to_string(), e)),
            None => {
                let stdout = io::stdout();
                let mut out = io::BufWriter::with_capacity(1 << 16, stdout.lock());
                write(&mut out).and_then(|()| out.flush()).map_err(|e| ("output".to_string(), e))
            }
        };
        self.finish(result)
    }

    /// A closed pipe on standard output is not an error; anything else is.
    fn finish(&self, result: Result<(), (String, io::Error)>) -> Result<(), Failure> {
        match result {
            Ok(()) => Ok(()),
            Err((_, e)) if self.0.is_none() && e.kind() == io::ErrorKind::BrokenPipe => Ok(()),
            Err((what, e)) => Err(Failure::input(format!("memssa: error: cannot write {what}: {}", io_reason(&e)))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(line: &str) -> Vec<std::ffi::OsString> {
        std::iter::once("memssa").chain(line.split_whitespace()).map(Into::into).collect()
    }

    /// Parsing with one subcommand built gives what the whole command
    /// tree gives, for every subcommand, defaults, flattened option groups
    /// and repeated options included.
    #[test]
    fn one_subcommand_parses_as_the_whole_tree() {
        let lines = [
            "print a.ll",
            "print --walker --walk-limit 7 --threads 1 -o out.txt a.ll",
            "print --aa flow-sensitive --context 1-callsite --function f a.ll",
            "print --partition regions --refine --json -",
            "print --no-ensure-optimized-uses --verify a.ll",
            "pta --flow-sensitive --call-graph --closed-world a.ll",
            "pta --sizes --json --entry api_*,main a.ll",
            "refine --json --compare-contexts a.ll",
            "refine --context args --open-world a.ll",
            "dot --call-graph --function main a.ll",
            "dot --partition regions a.ll",
            "html --aa andersen --aa flow-sensitive a.ll -o page.html",
            "opt --dse --loads --licm --aa andersen --explain --json a.ll",
            "write --function f a.ll -o b.ll",
            "stats --json --verify a.ll",
            "query a.ll --function f --line 3 --aa andersen",
            "query a.ll --function f --inst %x --json",
        ];
        for line in lines {
            let whole = Cli::try_parse_from(args(line)).unwrap_or_else(|e| panic!("{line}: {e}"));
            let one = one_subcommand(&args(line)).unwrap_or_else(|| panic!("{line}: not parsed with one subcommand"));
            assert_eq!(format!("{one:?}"), format!("{whole:?}"), "{line}");
        }
    }

    /// Help, version, unknown subcommands and usage errors are left to the
    /// whole tree (which prints them as before).
    #[test]
    fn one_subcommand_leaves_help_and_errors_to_the_whole_tree() {
        for line in [
            "",
            "--version",
            "--help",
            "help print",
            "print --help",
            "print -h",
            "print",
            "prnt a.ll",
            "print --walker --partition regions a.ll",
            "print --aa nonsense a.ll",
            "stats --version a.ll",
            "query a.ll --function f",
        ] {
            assert!(one_subcommand(&args(line)).is_none(), "{line}");
            assert!(Cli::try_parse_from(args(line)).is_err(), "{line}");
        }
    }
}
