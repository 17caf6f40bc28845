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

  let current = null; // { i, d, lines: [div], regionLines: [div] | null }
  let mode = 0;
  let selected = -1;
  let marked = [];
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
    current = { i, d, lines: [], regionLines: null };
    selected = -1;
    marked = [];
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
    const code = $('code');
    code.textContent = '';
    const frag = document.createDocumentFragment();
    lines.forEach((text, n) => {
      const div = document.createElement('div');
      div.className = isAnn[n] ? 'l ann' : 'l';
      div.dataset.line = String(n);
      const id = role[n];
      if (id >= 0) {
        div.dataset.acc = String(id);
        div.dataset.role = isAnn[n] ? 'annotation' : 'instruction';
      }
      if (isAnn[n] && d.a[id][0] === 3) phiLine(div, text, d, id);
      else div.textContent = text;
      frag.appendChild(div);
      current.lines.push(div);
    });
    code.appendChild(frag);
    code.scrollTop = 0;
    $('regions').textContent = '';
    if (view === 'regions') renderRegions();
    for (const li of $('functions').querySelectorAll('li.current')) li.className = '';
    const li = $('functions').querySelector(`li[data-fn="${i}"]`);
    if (li) li.className = 'current';
    showInfo();
    history.replaceState(null, '', '#' + encodeURIComponent(name));
  }

  // ---- highlighting -------------------------------------------------------
  function clearMarks() {
    for (const [el, cls] of marked) el.classList.remove(cls);
    marked = [];
  }
  function markEl(el, cls) {
    if (!el) return;
    el.classList.add(cls);
    marked.push([el, cls]);
  }
  // Marks the lines of access `id`: its annotation and, for a Def or Use,
  // its instruction's first line.
  function markAccess(id, cls) {
    const a = current.d.a[id];
    if (!a || a[1] < 0) return;
    markEl(current.lines[a[1]], cls);
    if (a[0] === 1 || a[0] === 2) markEl(current.lines[a[1] + 1], cls);
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
    clearMarks();
    const a = current.d.a[id];
    const clobber = current.d.c.length ? current.d.c[Math.min(mode, current.d.c.length - 1)][id] : -1;
    for (const c of defChain(id)) markAccess(c, 'chain');
    for (const u of a[3]) markAccess(u, 'user');
    if (a[2] >= 0) markAccess(a[2], 'defining');
    if (clobber >= 0) markAccess(clobber, 'clobber');
    markAccess(id, 'sel');
    if (scroll && a[1] >= 0) current.lines[a[1]].scrollIntoView({ block: 'center' });
    showInfo();
  }

  function link(id, label) {
    const el = document.createElement('a');
    el.dataset.go = String(id);
    const a = current.d.a[id];
    const text = a && a[1] >= 0 ? current.lines[a[1]].textContent.replace(/^; /, '') : 'liveOnEntry';
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
  function renderRegions() {
    if (!current || current.regionLines) return;
    const lines = splitLines(current.d.r);
    const pane = $('regions');
    pane.textContent = '';
    const frag = document.createDocumentFragment();
    current.regionLines = [];
    lines.forEach((text, n) => {
      const div = document.createElement('div');
      div.className = 'l';
      div.dataset.line = String(n);
      const legend = /^; (r(\d+)) = /.exec(text);
      if (legend) {
        div.classList.add('ann', 'legend-line');
        div.dataset.region = legend[2];
        div.style.borderLeft = `6px solid ${regionColor(+legend[2])}`;
        const tok = document.createElement('span');
        tok.className = 'tok';
        tok.dataset.tok = legend[1];
        tok.textContent = legend[1];
        tok.style.color = regionColor(+legend[2]);
        div.append('; ', tok, text.slice(2 + legend[1].length));
      } else if (/^; (?:v\d+ = (?:ENTRY|PHI|CHI)|MU)\(/.test(text)) {
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
            div.dataset.region = String(r);
            div.style.borderLeft = `6px solid ${regionColor(r)}`;
          } else if (m.index === 2) {
            div.dataset.def = m[0];
          }
          div.appendChild(tok);
          last = m.index + m[0].length;
        }
        div.appendChild(document.createTextNode(text.slice(last)));
      } else {
        div.textContent = text;
      }
      frag.appendChild(div);
      current.regionLines.push(div);
    });
    pane.appendChild(frag);
  }
  // A region token marks every line of that region; a version token marks
  // its definition and the lines that use it.
  function selectToken(tok) {
    clearMarks();
    selected = -1;
    const info = $('info');
    info.textContent = '';
    const h = document.createElement('h3');
    if (tok[0] === 'r') {
      const r = tok.slice(1);
      h.textContent = `region ${tok}: its legend, phis, MUs and CHIs`;
      for (const div of current.regionLines) if (div.dataset.region === r) markEl(div, 'sel');
    } else {
      h.textContent = `version ${tok}: definition and uses`;
      for (const div of current.regionLines) {
        if (div.dataset.def === tok) markEl(div, 'defining');
        else if ([...div.querySelectorAll('.tok')].some((t) => t.dataset.tok === tok)) markEl(div, 'user');
      }
    }
    info.appendChild(h);
  }

  function show(which) {
    view = which;
    $('tab-mssa').classList.toggle('on', which === 'mssa');
    $('tab-regions').classList.toggle('on', which === 'regions');
    $('code').hidden = which !== 'mssa';
    $('regions').hidden = which !== 'regions';
    $('mode-label').hidden = which !== 'mssa';
    clearMarks();
    if (which === 'regions') renderRegions();
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
