// The page of `memssa html` (see crates/cli/src/html.rs for the data).
// Only the selected function is ever in the DOM: its JSON blob is parsed
// when it is chosen, and its lines are built then. Every text from the IR
// goes in through textContent, never as markup.
(function () {
  'use strict';
  const $ = (id) => document.getElementById(id);
  const index = JSON.parse($('memssa-index').textContent);
  const KIND = ['liveOnEntry', 'MemoryDef', 'MemoryUse', 'MemoryPhi'];
  // Listing every name of a huge module at once would be the DOM cost we
  // avoid for the code; the search narrows it.
  const LIST_LIMIT = 2000;

  // Lines are drawn at a fixed height (as `.l` in the CSS), so a view of
  // more than FULL_LIMIT lines (sqlite3VdbeExec's regions view has 390,000)
  // is drawn only around where it is scrolled to.
  const LINE = 18;
  const FULL_LIMIT = 5000;
  const MARGIN = 80;

  // The lines of one view (code or regions) in its scrolling pane, with
  // the highlight classes of each line kept here, so that lines drawn
  // later get theirs. `data-marks` on the pane lists the marked lines by
  // class (what the browser test reads besides the drawn lines).
  class LineView {
    constructor(pane, count, draw) {
      this.pane = pane;
      this.count = count;
      this.draw = draw;
      this.marks = new Map();
      this.els = new Map();
      this.virtual = count > FULL_LIMIT;
      pane.textContent = '';
      pane.scrollTop = 0;
      pane.dataset.lines = String(count);
      pane.dataset.virtual = this.virtual ? '1' : '0';
      if (this.virtual) {
        const spacer = document.createElement('div');
        spacer.className = 'spacer';
        spacer.style.height = `${count * LINE}px`;
        this.win = document.createElement('div');
        this.win.className = 'window';
        spacer.appendChild(this.win);
        pane.appendChild(spacer);
        this.first = 0;
        this.last = 0;
        this.onScroll = () => this.render(false);
        pane.addEventListener('scroll', this.onScroll);
        this.render(true);
      } else {
        const frag = document.createDocumentFragment();
        for (let n = 0; n < count; n++) frag.appendChild(this.make(n));
        pane.appendChild(frag);
      }
      this.publish();
    }
    make(n) {
      const div = this.draw(n);
      div.dataset.line = String(n);
      const m = this.marks.get(n);
      if (m) for (const c of m) div.classList.add(c);
      this.els.set(n, div);
      return div;
    }
    // Draws the lines around the scroll position (virtual views only).
    render(force) {
      if (!this.virtual) return;
      const top = Math.floor(this.pane.scrollTop / LINE);
      const height = Math.ceil((this.pane.clientHeight || 800) / LINE);
      if (!force && top - MARGIN / 2 >= this.first && top + height + MARGIN / 2 <= this.last) return;
      this.first = Math.max(0, top - MARGIN);
      this.last = Math.min(this.count, top + height + MARGIN);
      this.els.clear();
      this.win.textContent = '';
      this.win.style.top = `${this.first * LINE}px`;
      const frag = document.createDocumentFragment();
      for (let n = this.first; n < this.last; n++) frag.appendChild(this.make(n));
      this.win.appendChild(frag);
    }
    destroy() {
      if (this.virtual) this.pane.removeEventListener('scroll', this.onScroll);
    }
    mark(n, cls) {
      let m = this.marks.get(n);
      if (!m) this.marks.set(n, (m = new Set()));
      m.add(cls);
      const div = this.els.get(n);
      if (div) div.classList.add(cls);
    }
    clear() {
      for (const [n, m] of this.marks) {
        const div = this.els.get(n);
        if (div) for (const c of m) div.classList.remove(c);
      }
      this.marks.clear();
    }
    publish() {
      const out = {};
      for (const [n, m] of this.marks) for (const c of m) (out[c] || (out[c] = [])).push(n);
      for (const c in out) out[c].sort((a, b) => a - b);
      this.pane.dataset.marks = JSON.stringify(out);
    }
    scrollTo(n) {
      this.pane.scrollTop = Math.max(0, n * LINE - (this.pane.clientHeight || 800) / 2);
      this.render(false);
    }
  }

  let current = null; // { i, d, lines, role, isAnn, code: LineView, regions: LineView | null }
  let mode = 0;
  let selected = -1;
  let view = 'mssa';

  // ---- function list ------------------------------------------------------
  function renderList() {
    const q = $('search').value.toLowerCase();
    const list = $('functions');
    list.textContent = '';
    const frag = document.createDocumentFragment();
    let matched = 0;
    let shown = 0;
    index.functions.forEach((name, i) => {
      if (q && !name.toLowerCase().includes(q)) return;
      matched++;
      if (shown >= LIST_LIMIT) return;
      shown++;
      const li = document.createElement('li');
      li.textContent = name;
      li.title = name;
      li.dataset.fn = String(i);
      if (current && current.i === i) li.className = 'current';
      frag.appendChild(li);
    });
    list.appendChild(frag);
    const total = index.functions.length;
    let text = matched === total ? `${total} functions` : `${matched} of ${total} functions`;
    if (matched > shown) text += ` (first ${shown} listed)`;
    $('count').textContent = text;
  }

  // ---- one function -------------------------------------------------------
  function splitLines(t) {
    const lines = t.split('\n');
    if (lines.length && lines[lines.length - 1] === '') lines.pop();
    return lines;
  }

  // The text with which annotations name access `id`.
  function shortName(d, id) {
    const a = d.a[id];
    return !a || a[0] === 0 || a[5] <= 0 ? 'liveOnEntry' : String(a[5]);
  }

  // Splits a phi annotation into text and one clickable span per operand
  // `{block,N}`. Block names may hold `,` or `}` when quoted, so each
  // operand is found by the `,N}` that must end it.
  function phiLine(div, text, d, id) {
    const incoming = d.a[id][4];
    const open = text.indexOf('MemoryPhi(');
    if (open < 0) { div.textContent = text; return; }
    let pos = open + 'MemoryPhi('.length;
    const parts = [];
    for (let k = 0; k < incoming.length; k++) {
      const end = `,${shortName(d, incoming[k])}}`;
      const at = text.indexOf(end, pos + 1);
      if (text[pos] !== '{' || at < 0) { div.textContent = text; return; }
      parts.push([pos, at + end.length, incoming[k], k]);
      pos = at + end.length + 1;
    }
    let last = 0;
    for (const [s, e, target, k] of parts) {
      div.appendChild(document.createTextNode(text.slice(last, s)));
      const span = document.createElement('span');
      span.className = 'op';
      span.textContent = text.slice(s, e);
      span.dataset.go = String(target);
      span.dataset.operand = String(k);
      span.title = 'go to the incoming access';
      div.appendChild(span);
      last = e;
    }
    div.appendChild(document.createTextNode(text.slice(last)));
  }

  function load(i) {
    const blob = $('f' + i);
    if (!blob) return;
    const d = JSON.parse(blob.textContent);
    if (current) {
      current.code.destroy();
      if (current.regions) current.regions.destroy();
    }
    const name = index.functions[i];
    $('fname').textContent = name;
    $('fname').title = name;
    const lines = splitLines(d.t);
    const role = new Int32Array(lines.length).fill(-1);
    const isAnn = new Uint8Array(lines.length);
    d.a.forEach((a, id) => {
      if (!a || a[1] < 0) return;
      role[a[1]] = id;
      isAnn[a[1]] = 1;
      if ((a[0] === 1 || a[0] === 2) && a[1] + 1 < lines.length) role[a[1] + 1] = id;
    });
    current = { i, d, lines, role, isAnn, code: null, regions: null };
    selected = -1;
    current.code = new LineView($('code'), lines.length, (n) => {
      const div = document.createElement('div');
      div.className = isAnn[n] ? 'l ann' : 'l';
      const id = role[n];
      if (id >= 0) {
        div.dataset.acc = String(id);
        div.dataset.role = isAnn[n] ? 'annotation' : 'instruction';
      }
      if (isAnn[n] && d.a[id][0] === 3) phiLine(div, lines[n], d, id);
      else div.textContent = lines[n];
      return div;
    });
    $('regions').textContent = '';
    if (view === 'regions') renderRegions();
    else current.regionText = null;
    for (const li of $('functions').querySelectorAll('li.current')) li.className = '';
    const li = $('functions').querySelector(`li[data-fn="${i}"]`);
    if (li) li.className = 'current';
    showInfo();
    history.replaceState(null, '', '#' + encodeURIComponent(name));
  }

  // ---- highlighting -------------------------------------------------------
  // Marks the lines of access `id`: its annotation and, for a Def or Use,
  // its instruction's first line.
  function markAccess(id, cls) {
    const a = current.d.a[id];
    if (!a || a[1] < 0) return;
    current.code.mark(a[1], cls);
    if (a[0] === 1 || a[0] === 2) current.code.mark(a[1] + 1, cls);
  }
  // The defining accesses from `id`'s up to liveOnEntry or a MemoryPhi.
  function defChain(id) {
    const out = [];
    const seen = new Set([id]);
    let at = current.d.a[id][2];
    while (at >= 0 && !seen.has(at)) {
      seen.add(at);
      out.push(at);
      const a = current.d.a[at];
      if (a[0] !== 1) break;
      at = a[2];
    }
    return out;
  }

  function select(id, scroll) {
    if (!current || !current.d.a[id]) return;
    selected = id;
    current.code.clear();
    const a = current.d.a[id];
    const clobber = current.d.c.length ? current.d.c[Math.min(mode, current.d.c.length - 1)][id] : -1;
    for (const c of defChain(id)) markAccess(c, 'chain');
    for (const u of a[3]) markAccess(u, 'user');
    if (a[2] >= 0) markAccess(a[2], 'defining');
    if (clobber >= 0) markAccess(clobber, 'clobber');
    markAccess(id, 'sel');
    current.code.publish();
    if (scroll && a[1] >= 0) current.code.scrollTo(a[1]);
    showInfo();
  }

  function link(id, label) {
    const el = document.createElement('a');
    el.dataset.go = String(id);
    const a = current.d.a[id];
    const text = a && a[1] >= 0 ? current.lines[a[1]].replace(/^; /, '') : 'liveOnEntry';
    el.textContent = (label ? label + ': ' : '') + text;
    return el;
  }
  function section(info, title, ids, label) {
    const h = document.createElement('h3');
    h.textContent = title;
    info.appendChild(h);
    if (!ids.length) {
      const none = document.createElement('div');
      none.className = 'none';
      none.textContent = 'none';
      info.appendChild(none);
    }
    ids.forEach((id, k) => info.appendChild(link(id, label ? label(k) : '')));
  }

  function showInfo() {
    const info = $('info');
    if (!current || selected < 0) {
      info.textContent = current
        ? 'Click an annotation line or an instruction with an access. In a MemoryPhi, click an operand to go to it.'
        : 'Choose a function.';
      return;
    }
    info.textContent = '';
    const d = current.d;
    const a = d.a[selected];
    const head = document.createElement('div');
    head.id = 'selected-kind';
    head.textContent = `${KIND[a[0]]} (id ${selected})`;
    info.appendChild(head);
    section(info, 'selected', [selected]);
    section(info, 'defining access', a[2] >= 0 ? [a[2]] : []);
    if (a[0] === 1 || a[0] === 2) {
      const c = d.c.length ? d.c[Math.min(mode, d.c.length - 1)][selected] : -1;
      section(info, `clobber (${index.modes[mode]})`, c >= 0 ? [c] : []);
    }
    if (a[0] === 3) {
      section(info, 'incoming (operands)', a[4], (k) => `#${k}`);
    }
    section(info, 'def chain', defChain(selected));
    section(info, 'users', a[3]);
  }

  // ---- regions view -------------------------------------------------------
  // Annotation tokens of the partitioned form: a version defined at the
  // start of a line (`; vN = ...`), a region after `(`, a version used
  // after `: ` or as a phi operand (`,vM}`). A legend line `; rN = {...}`
  // has only its leading region as a token (object names are free text).
  const TOKENS = /(?<=^; )v\d+(?= = )|(?<=\()r\d+(?=[:)])|(?<=: )v\d+(?=\))|(?<=,)v\d+(?=\})/g;
  function regionColor(r) {
    return `hsl(${(r * 137.508) % 360}, 70%, 42%)`;
  }
  const LEGEND = /^; (r(\d+)) = /;
  const ANNOTATION = /^; (?:v\d+ = (?:ENTRY|PHI|CHI)|MU)\(/;
  function drawRegionLine(text) {
    const div = document.createElement('div');
    div.className = 'l';
    const legend = LEGEND.exec(text);
    if (legend) {
      div.classList.add('ann', 'legend-line');
      div.style.borderLeft = `6px solid ${regionColor(+legend[2])}`;
      const tok = document.createElement('span');
      tok.className = 'tok';
      tok.dataset.tok = legend[1];
      tok.textContent = legend[1];
      tok.style.color = regionColor(+legend[2]);
      div.append('; ', tok, text.slice(2 + legend[1].length));
    } else if (ANNOTATION.test(text)) {
      div.classList.add('ann');
      let last = 0;
      for (const m of text.matchAll(TOKENS)) {
        div.appendChild(document.createTextNode(text.slice(last, m.index)));
        const tok = document.createElement('span');
        tok.className = 'tok';
        tok.dataset.tok = m[0];
        tok.textContent = m[0];
        if (m[0][0] === 'r') {
          const r = +m[0].slice(1);
          tok.style.color = regionColor(r);
          div.style.borderLeft = `6px solid ${regionColor(r)}`;
        }
        div.appendChild(tok);
        last = m.index + m[0].length;
      }
      div.appendChild(document.createTextNode(text.slice(last)));
    } else {
      div.textContent = text;
    }
    return div;
  }
  function renderRegions() {
    if (!current || current.regions) return;
    const lines = splitLines(current.d.r);
    current.regionText = lines;
    current.regions = new LineView($('regions'), lines.length, (n) => drawRegionLine(lines[n]));
  }
  // A region token marks every line of that region (its legend, phis, MUs
  // and CHIs); a version token marks its definition and the lines that
  // use it. Scans every line: on the biggest functions a few 100 ms.
  function selectToken(tok) {
    const v = current.regions;
    v.clear();
    selected = -1;
    const info = $('info');
    info.textContent = '';
    const h = document.createElement('h3');
    let count = 0;
    current.regionText.forEach((text, n) => {
      const legend = LEGEND.exec(text);
      if (legend) {
        if (legend[1] === tok) { v.mark(n, 'sel'); count++; }
        return;
      }
      if (!ANNOTATION.test(text)) return;
      for (const m of text.matchAll(TOKENS)) {
        if (m[0] !== tok) continue;
        if (tok[0] === 'r') v.mark(n, 'sel');
        else v.mark(n, m.index === 2 ? 'defining' : 'user');
        count++;
        break;
      }
    });
    v.publish();
    h.textContent = tok[0] === 'r' ? `region ${tok}: ${count} lines (legend, phis, MUs, CHIs)` : `version ${tok}: definition and ${count - 1} uses`;
    info.appendChild(h);
  }

  function show(which) {
    view = which;
    $('tab-mssa').classList.toggle('on', which === 'mssa');
    $('tab-regions').classList.toggle('on', which === 'regions');
    $('code').hidden = which !== 'mssa';
    $('regions').hidden = which !== 'regions';
    $('mode-label').hidden = which !== 'mssa';
    if (which === 'regions') {
      renderRegions();
      if (current) current.regions.render(true);
    }
    if (which === 'mssa' && selected >= 0) select(selected, false);
    else showInfo();
  }

  // ---- wiring -------------------------------------------------------------
  index.modes.forEach((m, k) => {
    const o = document.createElement('option');
    o.value = String(k);
    o.textContent = m === 'llvm' ? "LLVM's AA" : m;
    $('mode').appendChild(o);
  });
  $('mode').disabled = index.modes.length < 2;
  $('mode').addEventListener('change', () => {
    mode = +$('mode').value;
    if (selected >= 0) select(selected, false);
  });
  $('search').addEventListener('input', renderList);
  $('search').addEventListener('keydown', (e) => {
    if (e.key !== 'Enter') return;
    const first = $('functions').querySelector('li');
    if (first) load(+first.dataset.fn);
  });
  $('functions').addEventListener('click', (e) => {
    const li = e.target.closest('li');
    if (li) load(+li.dataset.fn);
  });
  $('code').addEventListener('click', (e) => {
    const op = e.target.closest('.op');
    if (op) { select(+op.dataset.go, true); return; }
    const line = e.target.closest('.l');
    if (line && line.dataset.acc) select(+line.dataset.acc, false);
  });
  $('info').addEventListener('click', (e) => {
    const a = e.target.closest('a');
    if (a && a.dataset.go) select(+a.dataset.go, true);
  });
  $('regions').addEventListener('click', (e) => {
    const tok = e.target.closest('.tok');
    if (tok) selectToken(tok.dataset.tok);
  });
  $('tab-mssa').addEventListener('click', () => show('mssa'));
  $('tab-regions').addEventListener('click', () => show('regions'));

  renderList();
  const wanted = decodeURIComponent(location.hash.slice(1));
  const start = wanted ? index.functions.indexOf(wanted) : -1;
  if (start >= 0) load(start);
  else if (index.functions.length) load(0);
  else showInfo();
})();
