// The operator's analytics page (docs/analytics.md): plain browser JavaScript with no build
// step, like the host-shell simulator. It asks GET /api/v1/operator/analytics/daily with the
// operator token and draws a table and a stacked bar chart with DOM calls only: event names
// and counts are data, set as text and attributes, never parsed as markup. Loaded with
// `defer`; wrapped in a function to keep its names off `window`.
(function () {
  'use strict';

  const API = '/api/v1/operator/analytics/daily';
  /** sessionStorage: the token lives as long as this tab, never on disk beyond it. */
  const TOKEN_KEY = 'lobby-operator-token';
  const SVG = 'http://www.w3.org/2000/svg';
  const SERIES_CLASSES = 8;

  const byId = (id) => document.getElementById(id);
  const signIn = byId('sign-in');
  const controls = byId('controls');
  const tokenInput = byId('token');
  const daysSelect = byId('days');
  const status = byId('status');
  const report = byId('report');
  const chart = byId('chart');

  /** The last reply drawn, redrawn when the chart's width changes. */
  let shown = null;
  /** Answers to requests overtaken by a newer one are dropped. */
  let requestSeq = 0;

  function readToken() {
    try {
      return sessionStorage.getItem(TOKEN_KEY);
    } catch {
      return null;
    }
  }

  function writeToken(token) {
    try {
      if (token === null) sessionStorage.removeItem(TOKEN_KEY);
      else sessionStorage.setItem(TOKEN_KEY, token);
    } catch {
      // Storage refused (a private mode): the token then lasts until the page is left.
    }
  }

  let memoryToken = readToken();

  function setStatus(text, kind) {
    status.textContent = text;
    if (kind) status.dataset.kind = kind;
    else delete status.dataset.kind;
  }

  function showSignedIn(signedIn) {
    signIn.hidden = signedIn;
    controls.hidden = !signedIn;
    if (!signedIn) {
      report.hidden = true;
      shown = null;
      tokenInput.focus();
    }
  }

  function el(tag, attributes, text) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes || {})) node.setAttribute(name, String(value));
    if (text !== undefined) node.textContent = String(text);
    return node;
  }

  function svg(tag, attributes, text) {
    const node = document.createElementNS(SVG, tag);
    for (const [name, value] of Object.entries(attributes || {})) node.setAttribute(name, String(value));
    if (text !== undefined) node.textContent = String(text);
    return node;
  }

  const seriesClass = (index) => 'series-' + (index % SERIES_CLASSES);
  const formatCount = (count) => count.toLocaleString('en');

  /** counts[day][name] plus totals per day and per name, from the reply's sparse rows. */
  function tabulate(data) {
    const byDay = new Map(data.days.map((day) => [day, new Map()]));
    const perName = new Map(data.names.map((name) => [name, 0]));
    for (const row of data.counts) {
      const day = byDay.get(row.day);
      if (!day || !perName.has(row.name)) continue;
      day.set(row.name, row.count);
      perName.set(row.name, perName.get(row.name) + row.count);
    }
    const perDay = new Map(data.days.map((day) => [day, [...byDay.get(day).values()].reduce((sum, count) => sum + count, 0)]));
    return { byDay, perName, perDay };
  }

  function drawLegend(data, table) {
    const legend = byId('legend');
    legend.replaceChildren(
      ...data.names.map((name, index) => {
        const item = el('li', { 'data-name': name });
        item.append(el('span', { class: 'swatch ' + seriesClass(index), 'aria-hidden': 'true' }), name, ' ');
        item.append(el('span', { class: 'total' }, '(' + formatCount(table.perName.get(name)) + ')'));
        return item;
      }),
    );
  }

  function drawTable(data, table) {
    const counts = byId('counts');
    const head = el('tr');
    head.append(el('th', { scope: 'col' }, 'Day (UTC)'));
    data.names.forEach((name, index) => {
      const cell = el('th', { scope: 'col', 'data-name': name });
      cell.append(el('span', { class: 'swatch ' + seriesClass(index), 'aria-hidden': 'true' }), name);
      head.append(cell);
    });
    head.append(el('th', { scope: 'col' }, 'Total'));
    counts.tHead.replaceChildren(head);

    // Newest first: the day an operator looks for.
    const rows = [...data.days].reverse().map((day) => {
      const row = el('tr', { 'data-day': day });
      row.append(el('th', { scope: 'row' }, day));
      for (const name of data.names) {
        const count = table.byDay.get(day).get(name) || 0;
        row.append(el('td', { 'data-day': day, 'data-name': name, class: count === 0 ? 'zero' : '' }, formatCount(count)));
      }
      row.append(el('td', { 'data-day': day, 'data-total': '' }, formatCount(table.perDay.get(day))));
      return row;
    });
    counts.tBodies[0].replaceChildren(...rows);

    const foot = el('tr');
    foot.append(el('th', { scope: 'row' }, 'Total'));
    for (const name of data.names) foot.append(el('td', { 'data-name': name, 'data-total': '' }, formatCount(table.perName.get(name))));
    foot.append(el('td', { 'data-total': 'all' }, formatCount([...table.perName.values()].reduce((sum, count) => sum + count, 0))));
    counts.tFoot.replaceChildren(foot);
  }

  /** A round step (1, 2 or 5 × 10^n) giving about `ticks` gridlines up to `max`. */
  function niceStep(max, ticks) {
    const rough = Math.max(1, max / ticks);
    const power = Math.pow(10, Math.floor(Math.log10(rough)));
    const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough);
    return Math.max(1, step);
  }

  /** Stacked bars: one bar per day, one mark per event with events that day. */
  function drawChart(data, table) {
    const width = Math.max(280, Math.floor(chart.clientWidth || 600));
    const narrow = width < 560;
    const height = narrow ? 220 : 280;
    const margin = { top: 12, right: 8, bottom: 44, left: 48 };
    const plotWidth = width - margin.left - margin.right;
    const plotHeight = height - margin.top - margin.bottom;
    const days = data.days;
    const maxTotal = Math.max(0, ...days.map((day) => table.perDay.get(day)));
    const step = niceStep(maxTotal, narrow ? 3 : 5);
    const top = Math.max(step, Math.ceil(maxTotal / step) * step);
    const y = (value) => margin.top + plotHeight - (value / top) * plotHeight;
    const band = plotWidth / days.length;
    const barWidth = Math.max(1, Math.min(48, band * 0.72));

    const root = svg('svg', {
      viewBox: '0 0 ' + width + ' ' + height,
      width,
      height,
      role: 'img',
      'aria-labelledby': 'chart-title',
      'data-days': days.length,
    });

    for (let value = 0; value <= top; value += step) {
      root.append(svg('line', { class: value === 0 ? 'axis' : 'grid', x1: margin.left, x2: width - margin.right, y1: y(value), y2: y(value) }));
      root.append(svg('text', { x: margin.left - 6, y: y(value) + 4, 'text-anchor': 'end' }, formatCount(value)));
    }

    // Day labels: as many as fit without overlapping, always the newest day.
    const labelEvery = Math.max(1, Math.ceil(days.length / Math.max(1, Math.floor(plotWidth / (narrow ? 44 : 52)))));
    days.forEach((day, index) => {
      const x = margin.left + band * index + band / 2;
      let stacked = 0;
      data.names.forEach((name, seriesIndex) => {
        const count = table.byDay.get(day).get(name) || 0;
        if (count === 0) return;
        const mark = svg('rect', {
          class: 'mark ' + seriesClass(seriesIndex),
          x: x - barWidth / 2,
          y: y(stacked + count),
          width: barWidth,
          height: Math.max(1, y(stacked) - y(stacked + count)),
          'data-day': day,
          'data-name': name,
          'data-count': count,
        });
        mark.append(svg('title', {}, day + ' · ' + name + ': ' + formatCount(count)));
        root.append(mark);
        stacked += count;
      });
      if ((days.length - 1 - index) % labelEvery === 0) {
        root.append(svg('text', { x, y: margin.top + plotHeight + 16, 'text-anchor': 'middle' }, day.slice(5)));
      }
    });

    root.append(svg('text', { class: 'axis-title', x: margin.left + plotWidth / 2, y: height - 6, 'text-anchor': 'middle' }, 'Day (UTC, month-day)'));
    root.append(
      svg('text', {
        class: 'axis-title',
        x: -(margin.top + plotHeight / 2),
        y: 12,
        transform: 'rotate(-90)',
        'text-anchor': 'middle',
      }, 'Events'),
    );
    if (maxTotal === 0) {
      root.append(svg('text', { class: 'empty', x: margin.left + plotWidth / 2, y: margin.top + plotHeight / 2, 'text-anchor': 'middle' }, 'No events in this period'));
    }
    chart.replaceChildren(root);
  }

  function draw(data) {
    const table = tabulate(data);
    byId('range').textContent = data.from + ' to ' + data.to + ' (UTC), ' + data.days.length + ' days';
    drawLegend(data, table);
    drawTable(data, table);
    report.hidden = false;
    drawChart(data, table);
    shown = { data, table };
  }

  function isDaily(data) {
    return (
      data !== null &&
      typeof data === 'object' &&
      Array.isArray(data.days) &&
      Array.isArray(data.names) &&
      Array.isArray(data.counts) &&
      typeof data.from === 'string' &&
      typeof data.to === 'string'
    );
  }

  async function load() {
    const token = memoryToken;
    if (!token) {
      showSignedIn(false);
      return;
    }
    showSignedIn(true);
    const seq = ++requestSeq;
    setStatus('Loading…');
    let response;
    try {
      response = await fetch(API + '?days=' + encodeURIComponent(daysSelect.value), {
        headers: { authorization: 'Bearer ' + token, accept: 'application/json' },
        cache: 'no-store',
      });
    } catch {
      if (seq === requestSeq) setStatus('The server could not be reached. Check the connection and refresh.', 'error');
      return;
    }
    if (seq !== requestSeq) return;
    if (response.status === 401) {
      memoryToken = null;
      writeToken(null);
      showSignedIn(false);
      setStatus('The operator token was refused. Enter the token this server runs with.', 'error');
      return;
    }
    if (response.status === 404) {
      setStatus('This server has no operator API: start it with OPERATOR_TOKEN set (docs/analytics.md).', 'error');
      return;
    }
    if (response.status === 429) {
      setStatus('Too many attempts from this address; try again in a minute.', 'error');
      return;
    }
    if (!response.ok) {
      setStatus('The server answered ' + response.status + '; try again shortly.', 'error');
      return;
    }
    const data = await response.json().catch(() => null);
    if (!isDaily(data)) {
      setStatus('The server sent something this page cannot read.', 'error');
      return;
    }
    draw(data);
    setStatus('Updated ' + new Date().toLocaleTimeString('en-GB', { hour12: false }) + '.');
  }

  signIn.addEventListener('submit', (event) => {
    event.preventDefault();
    const token = tokenInput.value.trim();
    if (token === '') return;
    memoryToken = token;
    writeToken(token);
    tokenInput.value = '';
    void load();
  });

  controls.addEventListener('submit', (event) => {
    event.preventDefault();
    void load();
  });
  daysSelect.addEventListener('change', () => void load());

  byId('sign-out').addEventListener('click', () => {
    memoryToken = null;
    writeToken(null);
    requestSeq += 1;
    setStatus('Token forgotten.');
    showSignedIn(false);
  });

  // The chart is drawn to its box's width (text stays legible on a phone): redraw on resize.
  let pending = 0;
  new ResizeObserver(() => {
    cancelAnimationFrame(pending);
    pending = requestAnimationFrame(() => {
      if (shown && !report.hidden) drawChart(shown.data, shown.table);
    });
  }).observe(chart);

  void load();
})();
