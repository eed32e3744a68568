// The host-shell simulator's script: plain browser JavaScript with no build step, so host
// developers can read it as a worked example of docs/shell-protocol.md. Loaded with
// `defer`, so the page is parsed; wrapped in a function to keep its names off `window`.
(function () {
  'use strict';

  const frame = document.getElementById('lobby-frame');
  const address = document.getElementById('lobby-address');
  const size = document.getElementById('frame-size');
  const status = document.getElementById('status');
  const log = document.getElementById('log');
  const byId = (id) => document.getElementById(id);

  /** The origin the lobby was framed from; messages go there only, never to '*'. */
  let lobbyOrigin = location.origin;

  function lobbyUrl(value) {
    const url = new URL(value.trim() === '' ? '/' : value.trim(), location.origin);
    // The field is a path: a value naming another origin ('//evil.example') falls back home.
    return url.origin === location.origin ? url : new URL('/', location.origin);
  }

  function loadLobby() {
    const url = lobbyUrl(address.value);
    lobbyOrigin = url.origin;
    setStatus('Waiting for the lobby…');
    frame.src = url.href;
  }

  function resize() {
    const [width, height] = size.value.split('x');
    frame.width = width;
    frame.height = height;
  }

  function setStatus(text) {
    status.textContent = text;
  }

  function addLogEntry(direction, type, payload) {
    const item = document.createElement('li');
    item.dataset.direction = direction;
    item.dataset.type = String(type);
    const time = document.createElement('time');
    const now = new Date();
    time.dateTime = now.toISOString();
    time.textContent = now.toLocaleTimeString('en-GB', { hour12: false }) + '.' + String(now.getMilliseconds()).padStart(3, '0');
    const arrow = document.createElement('span');
    arrow.className = 'direction';
    arrow.textContent = direction === 'out' ? 'shell → lobby' : 'lobby → shell';
    const name = document.createElement('strong');
    name.className = 'type';
    name.textContent = String(type);
    const body = document.createElement('code');
    body.className = 'payload';
    body.textContent = payload === undefined ? '' : JSON.stringify(payload);
    item.append(time, ' ', arrow, ' ', name, ' ', body);
    log.append(item);
    item.scrollIntoView({ block: 'nearest' });
  }

  /** Messages without a payload (backToLobby) carry none, as docs/shell-protocol.md §1 says. */
  function send(type, payload) {
    const message = payload === undefined ? { source: 'casino-shell', type } : { source: 'casino-shell', type, payload };
    if (frame.contentWindow === null) return;
    frame.contentWindow.postMessage(message, lobbyOrigin);
    addLogEntry('out', type, payload);
  }

  function sendInitialData() {
    const error = byId('initial-data-error');
    let settings;
    try {
      settings = JSON.parse(byId('initial-data').value);
    } catch (problem) {
      error.textContent = 'initialData is not valid JSON: ' + problem.message;
      return;
    }
    if (settings === null || typeof settings !== 'object' || Array.isArray(settings)) {
      error.textContent = 'initialData must be a JSON object.';
      return;
    }
    error.textContent = '';
    send('initialData', settings);
  }

  function showBanner(id) {
    byId(id).hidden = false;
  }

  function sendUserBalances() {
    send('userBalances', {
      userBalance: byId('user-balance').valueAsNumber,
      casinoCoin: byId('casino-coin').valueAsNumber,
      exchangeRate: byId('exchange-rate').valueAsNumber,
    });
  }

  /** The player closed the cashier the lobby asked for: the lobby asks for fresh balances next. */
  function closeCashier() {
    byId('cashier-banner').hidden = true;
    send('cashierClosed');
  }

  /** A native shell pauses its game while the lobby's reality check is open, and resumes after. */
  function showRealityCheck(payload) {
    const paused = payload !== null && typeof payload === 'object' && payload.state === 'paused';
    byId('reality-check-banner').hidden = !paused;
    if (paused) byId('reality-check-text').textContent = 'Reality check after ' + String(payload.minutes) + ' minutes of play';
  }

  function receive(event) {
    // Only the framed lobby speaks for the lobby: other frames, extensions or origins are ignored.
    if (event.origin !== lobbyOrigin || event.source !== frame.contentWindow) return;
    const data = event.data;
    if (data === null || typeof data !== 'object' || data.source !== 'casino-lobby') return;
    addLogEntry('in', data.type, data.payload);
    switch (data.type) {
      case 'casinoReady':
        setStatus('Lobby ready');
        if (byId('auto-initial-data').checked) sendInitialData();
        break;
      case 'casinoLoadComplete':
        setStatus('Lobby loaded');
        break;
      case 'openLoginScreen':
        showBanner('login-banner');
        break;
      case 'openCashier':
        showBanner('cashier-banner');
        break;
      case 'requestUserBalances':
        if (byId('auto-user-balances').checked) sendUserBalances();
        break;
      case 'realityCheck':
        showRealityCheck(data.payload);
        break;
      default:
        break;
    }
  }

  function onSubmit(id, handler) {
    byId(id).addEventListener('submit', (event) => {
      event.preventDefault();
      handler();
    });
  }

  window.addEventListener('message', receive);
  onSubmit('frame-form', loadLobby);
  onSubmit('send-initialData', sendInitialData);
  onSubmit('send-userBalances', sendUserBalances);
  onSubmit('send-cashierClosed', closeCashier);
  onSubmit('send-theme', () => send('theme', { theme: byId('theme').value }));
  onSubmit('send-locale', () => send('locale', { locale: byId('locale').value }));
  onSubmit('send-navigate', () => send('navigate', { target: byId('navigate-target').value, type: byId('navigate-type').value }));
  onSubmit('send-backToLobby', () => send('backToLobby'));
  onSubmit('send-guestMode', () => send('guestMode', { guestMode: byId('guest-mode').checked }));
  size.addEventListener('change', resize);
  byId('clear-log').addEventListener('click', () => log.replaceChildren());
  for (const button of document.querySelectorAll('[data-close]')) {
    button.addEventListener('click', () => {
      byId(button.dataset.close).hidden = true;
    });
  }

  // /shell/?lobby=/games/x opens the lobby on that path (links and tests start there).
  const start = new URLSearchParams(location.search).get('lobby');
  if (start !== null) address.value = start;
  // The listener is in place before the frame loads, so casinoReady cannot be missed.
  loadLobby();
})();
