// Browser test of `memssa html` pages (run by scripts/html-check.sh).
//
//   node check.mjs MANIFEST.json
//
// The manifest lists cases: a page and, for the same input, the outputs of
// `memssa print`, `print --json`, `print --json --aa andersen` and
// `print --partition regions`. Each function of a case is searched for in
// the page, opened, and compared with those answers: the text shown is
// `print`'s, clicking an access highlights exactly the defining access,
// clobber, def chain and users `print --json` names (per alias mode), a
// MemoryPhi operand leads to its access and scrolls it into view, and the
// regions view shows `print --partition regions` with a region's and a
// version's lines marked. Any script error in the page or any request
// that is not a file:// fails the run.
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const manifest = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const failures = [];
let checks = 0;
function expect(cond, what) {
  checks++;
  if (!cond) {
    failures.push(what);
    console.error(`FAIL: ${what}`);
  }
}
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
const sorted = (xs) => [...new Set(xs)].sort((a, b) => a - b);

const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'memssa-chromium-'));
const context = await chromium.launchPersistentContext(userDataDir, {
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  headless: true,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
  viewport: { width: 1280, height: 760 },
});
const page = context.pages()[0] || (await context.newPage());
page.on('pageerror', (e) => expect(false, `script error in the page: ${e.message}`));
page.on('request', (r) => {
  const u = r.url();
  expect(u.startsWith('file:') || u.startsWith('data:') || u.startsWith('about:'), `network request ${u}`);
});

const CLASSES = ['sel', 'defining', 'clobber', 'chain', 'user'];

// The marks of a view: the lines the page says are marked, by class
// (`data-marks`), after checking that every drawn line carries exactly
// the classes that list gives it (long views draw only what is scrolled
// to, short ones every line).
async function lineMarks(pane) {
  const { marks, drawn } = await page.evaluate((pane) => {
    const el = document.getElementById(pane);
    const drawn = [...el.querySelectorAll('.l')].map((l) => [+l.dataset.line, [...l.classList]]);
    return { marks: JSON.parse(el.dataset.marks || '{}'), drawn };
  }, pane);
  for (const [n, classes] of drawn) {
    for (const c of CLASSES) {
      const listed = (marks[c] || []).includes(n);
      if (listed !== classes.includes(c)) {
        expect(false, `${pane}: drawn line ${n} ${listed ? 'lacks' : 'has'} class ${c} (data-marks ${listed ? 'lists' : 'omits'} it)`);
      }
    }
  }
  const out = {};
  for (const c of CLASSES) out[c] = marks[c] || [];
  return out;
}

// The marked access ids of the code view, by class; `lineAcc` maps the
// annotation and instruction lines of `print`'s text to access ids.
async function marks(lineAcc) {
  const m = await lineMarks('code');
  const out = {};
  for (const c of CLASSES) out[c] = sorted(m[c].map((n) => lineAcc.get(n) ?? -1));
  return out;
}

// Scrolls pane `pane` so that line `n` is drawn and visible.
async function reveal(pane, n) {
  await page.evaluate(
    ([pane, n]) => {
      const el = document.getElementById(pane);
      el.scrollTop = Math.max(0, n * 18 - el.clientHeight / 2);
      el.dispatchEvent(new Event('scroll'));
    },
    [pane, n],
  );
  await page.waitForSelector(`#${pane} .l[data-line="${n}"]`);
}

async function inView(pane, n) {
  return page.evaluate(
    ([pane, n]) => {
      const el = document.querySelector(`#${pane} .l[data-line="${n}"]`);
      if (!el) return false;
      const r = el.getBoundingClientRect();
      const v = document.getElementById(pane).getBoundingClientRect();
      return r.top >= v.top && r.bottom <= v.bottom;
    },
    [pane, n],
  );
}

// The drawn lines of a view against the text they must show; `fits`
// decides whether a drawn line shows expected line `want`.
async function checkText(pane, want, fits, what) {
  const { count, virtual, drawn } = await page.evaluate((pane) => {
    const el = document.getElementById(pane);
    return {
      count: +el.dataset.lines,
      virtual: el.dataset.virtual === '1',
      drawn: [...el.querySelectorAll('.l')].map((l) => [+l.dataset.line, l.textContent]),
    };
  }, pane);
  expect(count === want.length, `${what}: ${count} lines, the text has ${want.length}`);
  expect(virtual || drawn.length === want.length, `${what}: every line drawn (${drawn.length} of ${want.length})`);
  const bad = drawn.filter(([n, t]) => !fits(t, want[n]));
  expect(bad.length === 0, `${what}: ${bad.length} drawn lines differ, first ${JSON.stringify(bad[0])} vs ${JSON.stringify(bad[0] && want[bad[0][0]])}`);
}

// What `print --json` says clicking `acc` must mark (accesses without a
// line, liveOnEntry, are never marked).
function expected(f, acc, clobbers) {
  const byId = new Map(f.accesses.map((a) => [a.id, a]));
  const shown = (ids) => sorted(ids.filter((id) => id !== null && byId.get(id).kind !== 'liveOnEntry'));
  const chain = [];
  const seen = new Set([acc.id]);
  for (let at = acc.defining; at !== null && !seen.has(at); ) {
    seen.add(at);
    chain.push(at);
    const a = byId.get(at);
    if (a.kind !== 'def') break;
    at = a.defining;
  }
  return {
    sel: [acc.id],
    defining: shown([acc.defining]),
    clobber: shown([clobbers.get(acc.id) ?? null]),
    chain: shown(chain),
    user: shown(acc.users),
  };
}

// Each function's part of a printer's output (headers hold raw names,
// which may span lines: `sectionOf` finds a function's part by prefix).
function sections(text, header) {
  return text.split(new RegExp(`^(?=${header})`, 'm')).filter((s) => s.startsWith(header));
}
function sectionOf(list, header, name) {
  return list.find((s) => s.startsWith(`${header}${name}\n`));
}

async function openFunction(name) {
  // Search by the name's longest line (a raw name may hold newlines).
  const term = name.split('\n').reduce((a, b) => (b.length > a.length ? b : a), '');
  await page.fill('#search', term);
  const listed = await page.$$eval('#functions li', (lis) => lis.map((li) => li.textContent));
  expect(listed.includes(name), `search ${JSON.stringify(term)} lists ${JSON.stringify(name)}`);
  expect(listed.every((n) => n.toLowerCase().includes(term.toLowerCase())), `search ${JSON.stringify(term)} lists only matches`);
  const k = listed.indexOf(name);
  if (k < 0) return false;
  const t0 = Date.now();
  await page.locator('#functions li').nth(k).click();
  const ms = Date.now() - t0;
  const shown = await page.textContent('#fname');
  expect(shown === name, `function ${JSON.stringify(name)} opened (shows ${JSON.stringify(shown)})`);
  return ms;
}

async function clickLine(line) {
  await reveal('code', line);
  // Near the left edge: on a phi's "; ", never on an operand.
  await page.locator(`#code .l[data-line="${line}"]`).click({ position: { x: 12, y: 4 } });
}

const ANNOTATION = /^; (\d+ = MemoryDef\(|MemoryUse\(|\d+ = MemoryPhi\()/;

async function checkFunction(c, f, printSections, regionSections, modes) {
  const label = `${c.name}: @${JSON.stringify(f.name)}`;
  const ms = await openFunction(f.name);
  if (ms === false) return;
  if (c.timing) console.log(`${label}: opened in ${ms} ms`);
  const want = sectionOf(printSections, 'MemorySSA for function: ', f.name);
  expect(want !== undefined, `${label}: memssa print prints it`);
  if (want === undefined) return;
  const text = want.split('\n').slice(0, -1);
  await checkText('code', text, (a, b) => a === b, `${label}: the code view is the text of memssa print`);

  // Which access each annotation line of print's text is: they come in
  // print --json's order (liveOnEntry has none).
  const accs = f.accesses.filter((a) => a.kind !== 'liveOnEntry');
  const annLines = text.map((l, n) => [l, n]).filter(([l]) => ANNOTATION.test(l)).map(([, n]) => n);
  expect(annLines.length === accs.length, `${label}: ${annLines.length} annotation lines for ${accs.length} accesses`);
  const annLine = new Map();
  const lineAcc = new Map();
  accs.forEach((a, k) => {
    annLine.set(a.id, annLines[k]);
    lineAcc.set(annLines[k], a.id);
    if (a.kind !== 'phi') lineAcc.set(annLines[k] + 1, a.id);
  });

  // Evenly spread over the function when it has more than the cap.
  const cap = c.maxClicks || 80;
  const step = Math.max(1, Math.ceil(accs.length / cap));
  const picked = accs.filter((_, k) => k % step === 0);
  const [llvm, ...others] = modes;
  const clobbers = (fj) => new Map(fj.accesses.map((a) => [a.id, a.clobber]));
  const llvmClobbers = clobbers(llvm.get(f.name));
  for (const a of picked) {
    await clickLine(annLine.get(a.id));
    const got = await marks(lineAcc);
    const want = expected(f, a, llvmClobbers);
    expect(same(got, want), `${label}: click access ${a.id} (${a.kind}): marks ${JSON.stringify(got)}, print --json says ${JSON.stringify(want)}`);
  }
  for (const a of picked.filter((a) => a.kind !== 'phi').slice(0, 10)) {
    await clickLine(annLine.get(a.id) + 1);
    const got = await marks(lineAcc);
    expect(same(got.sel, [a.id]), `${label}: clicking the instruction of access ${a.id} selects it (got ${got.sel})`);
  }
  for (const [k, m] of others.entries()) {
    await page.selectOption('#mode', String(k + 1));
    const mc = clobbers(m.get(f.name));
    for (const a of picked.filter((a) => a.kind === 'def' || a.kind === 'use')) {
      await clickLine(annLine.get(a.id));
      const got = await marks(lineAcc);
      const want = expected(f, a, mc).clobber;
      expect(same(got.clobber, want), `${label}: mode ${k + 1}: clobber of ${a.id} marked ${got.clobber}, print --json --aa says ${want}`);
    }
    await page.selectOption('#mode', '0');
  }
  for (const phi of accs.filter((a) => a.kind === 'phi').slice(0, 12)) {
    for (const [k, inc] of phi.incoming.entries()) {
      await reveal('code', annLine.get(phi.id));
      const op = page.locator(`#code .l[data-line="${annLine.get(phi.id)}"] .op[data-operand="${k}"]`);
      expect((await op.count()) === 1, `${label}: phi ${phi.id} has a clickable operand #${k}`);
      if ((await op.count()) !== 1) continue;
      await op.click();
      const got = await marks(lineAcc);
      const target = f.accesses.find((a) => a.id === inc.access);
      if (target.kind === 'liveOnEntry') {
        const kind = await page.textContent('#selected-kind');
        expect(got.sel.length === 0 && kind.startsWith('liveOnEntry'), `${label}: phi ${phi.id} operand #${k} leads to liveOnEntry`);
      } else {
        expect(same(got.sel, [inc.access]), `${label}: phi ${phi.id} operand #${k} selects access ${inc.access} (got ${got.sel})`);
        expect(await inView('code', annLine.get(inc.access)), `${label}: phi ${phi.id} operand #${k} scrolls access ${inc.access} into view`);
      }
    }
  }

  // The regions view. A legend line may name only its first objects and
  // how many more.
  await page.click('#tab-regions');
  const rwant = sectionOf(regionSections, 'PartitionedMemorySSA for function: ', f.name);
  expect(rwant !== undefined, `${label}: print --partition regions prints it`);
  if (rwant === undefined) return;
  const lines = rwant.split('\n').slice(0, -1);
  const legendFits = (shown, full) => {
    if (shown === full) return true;
    const m = /^(; r\d+ = \{.*), … and (\d+) more\}$/.exec(shown);
    return m !== null && full !== undefined && full.startsWith(m[1] + ', ') && full.endsWith('}');
  };
  await checkText('regions', lines, legendFits, `${label}: the regions view is the text of print --partition regions`);
  const isAnn = (l) => /^; (v\d+ = (ENTRY|PHI|CHI)|MU)\(/.test(l);
  const legend = lines.findIndex((l) => /^; r\d+ = /.test(l));
  if (legend >= 0) {
    const region = /^; (r\d+) = /.exec(lines[legend])[1];
    await reveal('regions', legend);
    await page.locator(`#regions .l[data-line="${legend}"] .tok[data-tok="${region}"]`).click();
    const got = (await lineMarks('regions')).sel;
    const want = lines
      .map((l, n) => [l, n])
      .filter(([l]) => l.startsWith(`; ${region} = `) || (isAnn(l) && (l.includes(`(${region}:`) || l.includes(`(${region})`))))
      .map(([, n]) => n);
    expect(same(got, want), `${label}: region ${region} marks lines ${got.slice(0, 20)}..., its text has ${want.slice(0, 20)}...`);
  }
  const defLine = lines.findIndex((l) => /^; v\d+ = (PHI|CHI)\(/.test(l));
  if (defLine >= 0) {
    const version = /^; (v\d+) = /.exec(lines[defLine])[1];
    await reveal('regions', defLine);
    await page.locator(`#regions .l[data-line="${defLine}"] .tok[data-tok="${version}"]`).first().click();
    const m = await lineMarks('regions');
    const wantDefs = lines.map((l, n) => [l, n]).filter(([l]) => isAnn(l) && l.startsWith(`; ${version} = `)).map(([, n]) => n);
    const wantUses = lines
      .map((l, n) => [l, n])
      .filter(([l]) => isAnn(l) && !l.startsWith(`; ${version} = `) && (l.includes(`: ${version})`) || l.includes(`,${version}}`)))
      .map(([, n]) => n);
    expect(same(m.defining, wantDefs) && same(m.user, wantUses), `${label}: version ${version} marks ${m.defining} / ${m.user}, its text has ${wantDefs} / ${wantUses}`);
  }
  await page.click('#tab-mssa');
}

for (const c of manifest.cases) {
  const t0 = Date.now();
  await page.goto(pathToFileURL(path.resolve(c.page)).href, { waitUntil: 'load' });
  await page.waitForSelector('#functions li');
  const loadMs = Date.now() - t0;
  if (c.timing) console.log(`${c.name}: page of ${(fs.statSync(c.page).size / 1e6).toFixed(1)} MB loaded in ${loadMs} ms`);
  const llvm = JSON.parse(fs.readFileSync(c.json, 'utf8'));
  const modes = [llvm, ...c.modeJson.map((p) => JSON.parse(fs.readFileSync(p, 'utf8')))].map((j) => new Map(j.functions.map((f) => [f.name, f])));
  const printSections = sections(fs.readFileSync(c.print, 'utf8'), 'MemorySSA for function: ');
  const regionSections = sections(fs.readFileSync(c.regions, 'utf8'), 'PartitionedMemorySSA for function: ');
  const modeNames = await page.$$eval('#mode option', (os) => os.map((o) => o.textContent));
  expect(modeNames.length === 1 + c.modeJson.length, `${c.name}: the page offers ${1 + c.modeJson.length} alias modes (${modeNames})`);
  for (const f of llvm.functions) await checkFunction(c, f, printSections, regionSections, modes);
  if (c.screenshot) {
    const s = c.screenshot;
    await openFunction(s.function);
    await page.setViewportSize({ width: 1100, height: 560 });
    await page.locator(`#code .l[data-acc="${s.access}"][data-role="annotation"]`).click({ position: { x: 12, y: 4 } });
    await page.mouse.move(1, 1);
    await page.screenshot({ path: s.path });
    await page.setViewportSize({ width: 1280, height: 760 });
    console.log(`screenshot: ${s.path}`);
  }
  console.log(`${c.name}: ${llvm.functions.length} function(s) checked`);
}

await context.close();
fs.rmSync(userDataDir, { recursive: true, force: true });
console.log(`${checks} checks, ${failures.length} failed`);
process.exit(failures.length ? 1 : 0);
