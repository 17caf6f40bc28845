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

// The marked access ids of the code view, by highlight class.
async function marks() {
  return page.evaluate(() => {
    const out = {};
    for (const c of ['sel', 'defining', 'clobber', 'chain', 'user']) {
      const ids = [...document.querySelectorAll(`#code .l.${c}`)].map((e) => +e.dataset.acc);
      out[c] = [...new Set(ids)].sort((a, b) => a - b);
    }
    return out;
  });
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

async function clickLine(acc, role) {
  const loc = page.locator(`#code .l[data-acc="${acc}"][data-role="${role}"]`);
  await loc.scrollIntoViewIfNeeded();
  // Near the left edge: on a phi's "; ", never on an operand.
  await loc.click({ position: { x: 12, y: 4 } });
}

async function inView(acc) {
  return page.evaluate((acc) => {
    const el = document.querySelector(`#code .l[data-acc="${acc}"][data-role="annotation"]`);
    if (!el) return false;
    const r = el.getBoundingClientRect();
    const v = document.getElementById('code').getBoundingClientRect();
    return r.top >= v.top && r.bottom <= v.bottom;
  }, acc);
}

async function checkFunction(c, f, printSections, regionSections, modes) {
  const label = `${c.name}: @${JSON.stringify(f.name)}`;
  const ms = await openFunction(f.name);
  if (ms === false) return;
  if (c.timing) console.log(`${label}: opened in ${ms} ms`);
  const text = await page.$$eval('#code .l', (ls) => ls.map((l) => l.textContent).join('\n') + '\n');
  const want = sectionOf(printSections, 'MemorySSA for function: ', f.name);
  expect(want !== undefined && text === want, `${label}: the code view is the text of memssa print`);

  const accs = f.accesses.filter((a) => a.kind !== 'liveOnEntry');
  // Evenly spread over the function when it has more than the cap.
  const cap = c.maxClicks || 80;
  const step = Math.max(1, Math.ceil(accs.length / cap));
  const picked = accs.filter((_, k) => k % step === 0);
  const [llvm, ...others] = modes;
  const clobbers = (fj) => new Map(fj.accesses.map((a) => [a.id, a.clobber]));
  const llvmClobbers = clobbers(llvm.get(f.name));
  for (const a of picked) {
    await clickLine(a.id, 'annotation');
    const got = await marks();
    const want = expected(f, a, llvmClobbers);
    expect(same(got, want), `${label}: click access ${a.id} (${a.kind}): marks ${JSON.stringify(got)}, print --json says ${JSON.stringify(want)}`);
  }
  for (const a of picked.filter((a) => a.kind !== 'phi').slice(0, 10)) {
    await clickLine(a.id, 'instruction');
    const got = await marks();
    expect(same(got.sel, [a.id]), `${label}: clicking the instruction of access ${a.id} selects it (got ${got.sel})`);
  }
  for (const [k, m] of others.entries()) {
    await page.selectOption('#mode', String(k + 1));
    const mc = clobbers(m.get(f.name));
    for (const a of picked.filter((a) => a.kind === 'def' || a.kind === 'use')) {
      await clickLine(a.id, 'annotation');
      const got = await marks();
      const want = expected(f, a, mc).clobber;
      expect(same(got.clobber, want), `${label}: mode ${k + 1}: clobber of ${a.id} marked ${got.clobber}, print --json --aa says ${want}`);
    }
    await page.selectOption('#mode', '0');
  }
  for (const phi of accs.filter((a) => a.kind === 'phi').slice(0, 12)) {
    for (const [k, inc] of phi.incoming.entries()) {
      const op = page.locator(`#code .l[data-acc="${phi.id}"][data-role="annotation"] .op[data-operand="${k}"]`);
      expect((await op.count()) === 1, `${label}: phi ${phi.id} has a clickable operand #${k}`);
      if ((await op.count()) !== 1) continue;
      // Away from the operand first, so that navigation must scroll.
      await page.evaluate(() => {
        const code = document.getElementById('code');
        code.scrollTop = code.scrollHeight;
      });
      await op.scrollIntoViewIfNeeded();
      await op.click();
      const got = await marks();
      const target = f.accesses.find((a) => a.id === inc.access);
      if (target.kind === 'liveOnEntry') {
        const kind = await page.textContent('#selected-kind');
        expect(got.sel.length === 0 && kind.startsWith('liveOnEntry'), `${label}: phi ${phi.id} operand #${k} leads to liveOnEntry`);
      } else {
        expect(same(got.sel, [inc.access]), `${label}: phi ${phi.id} operand #${k} selects access ${inc.access} (got ${got.sel})`);
        expect(await inView(inc.access), `${label}: phi ${phi.id} operand #${k} scrolls access ${inc.access} into view`);
      }
    }
  }

  // The regions view.
  await page.click('#tab-regions');
  const rtext = await page.$$eval('#regions .l', (ls) => ls.map((l) => l.textContent).join('\n') + '\n');
  const rwant = sectionOf(regionSections, 'PartitionedMemorySSA for function: ', f.name);
  expect(rwant !== undefined && rtext === rwant, `${label}: the regions view is the text of print --partition regions`);
  const lines = rtext.split('\n');
  const tokens = await page.$$eval('#regions .tok', (ts) => [...new Set(ts.map((t) => t.dataset.tok))]);
  const region = tokens.find((t) => t[0] === 'r');
  if (region) {
    await page.locator(`#regions .legend-line .tok[data-tok="${region}"]`).click();
    const marked = await page.$$eval('#regions .l.sel', (ls) => ls.map((l) => +l.dataset.line));
    const want = lines
      .map((l, n) => [l, n])
      .filter(([l]) => l.startsWith(`; ${region} = `) || (/^; (v\d+ = (ENTRY|PHI|CHI)|MU)\(/.test(l) && (l.includes(`(${region}:`) || l.includes(`(${region})`))))
      .map(([, n]) => n);
    expect(same(marked, want), `${label}: region ${region} marks lines ${marked}, its text has ${want}`);
  }
  const version = tokens.find((t) => t[0] === 'v');
  if (version) {
    await page.locator(`#regions .tok[data-tok="${version}"]`).first().click();
    const defs = await page.$$eval('#regions .l.defining', (ls) => ls.map((l) => +l.dataset.line));
    const uses = await page.$$eval('#regions .l.user', (ls) => ls.map((l) => +l.dataset.line));
    const isAnn = (l) => /^; (v\d+ = (ENTRY|PHI|CHI)|MU)\(/.test(l);
    const wantDefs = lines.map((l, n) => [l, n]).filter(([l]) => isAnn(l) && l.startsWith(`; ${version} = `)).map(([, n]) => n);
    const wantUses = lines
      .map((l, n) => [l, n])
      .filter(([l]) => isAnn(l) && !l.startsWith(`; ${version} = `) && (l.includes(`: ${version})`) || l.includes(`,${version}}`)))
      .map(([, n]) => n);
    expect(same(defs, wantDefs) && same(uses, wantUses), `${label}: version ${version} marks ${defs} / ${uses}, its text has ${wantDefs} / ${wantUses}`);
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
    await clickLine(s.access, 'annotation');
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
