// The demo operator's limits page: plain browser JavaScript with no build step. It shows the
// player's limits read-only, from GET /api/player/protection on this server, for the player the
// lobby keeps in its casino user record on this origin (packages/storage STORAGE_KEYS.casinoUser).
// An operator's real page would know its player from its own sign-in instead.
(function () {
  'use strict';

  const CASINO_USER_KEY = 'casinoLobby.casinoUser';
  const status = document.getElementById('status');
  const PERIODS = { day: 'per day', week: 'per week', month: 'per month' };

  function setStatus(text, kind) {
    status.textContent = text;
    status.dataset.kind = kind || '';
  }

  function storedPlayer() {
    try {
      const user = JSON.parse(localStorage.getItem(CASINO_USER_KEY) || 'null');
      if (
        user &&
        typeof user.userId === 'string' &&
        typeof user.sessionId === 'string' &&
        user.userId &&
        user.sessionId
      )
        return user;
    } catch {
      // A record that is not JSON is no player.
    }
    return null;
  }

  const amount = (value) => value.toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const date = (iso) => new Date(iso).toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' });

  function row(list, term, value) {
    const dt = document.createElement('dt');
    dt.textContent = term;
    const dd = document.createElement('dd');
    dd.append(value);
    list.append(dt, dd);
  }

  function showLimit(id, limit) {
    const section = document.getElementById(id);
    const box = section.querySelector('.limit');
    box.replaceChildren();
    if (limit === null) {
      const none = document.createElement('p');
      none.textContent = 'No limit is set.';
      box.append(none);
    } else {
      const list = document.createElement('dl');
      row(list, 'Limit', amount(limit.amount) + ' ' + PERIODS[limit.period]);
      row(list, 'Used', amount(limit.used) + ' (' + amount(Math.max(0, limit.amount - limit.used)) + ' left)');
      row(list, 'Starts again', date(limit.resetsAt));
      const meter = document.createElement('div');
      meter.className = 'meter';
      meter.setAttribute('aria-hidden', 'true');
      const fill = document.createElement('span');
      fill.style.width = Math.min(100, (limit.used / limit.amount) * 100) + '%';
      meter.append(fill);
      box.append(list, meter);
    }
    section.hidden = false;
  }

  function showExclusion(exclusion) {
    const section = document.getElementById('exclusion');
    const text = section.querySelector('.text');
    if (exclusion === null) text.textContent = 'You are not taking a break from play.';
    else if (exclusion.kind === 'coolOff')
      text.textContent = 'You are taking a break from play until ' + date(exclusion.until) + '.';
    else if (exclusion.until === null) text.textContent = 'You have excluded yourself from play.';
    else text.textContent = 'You have excluded yourself from play until ' + date(exclusion.until) + '.';
    section.hidden = false;
  }

  async function load() {
    const player = storedPlayer();
    if (player === null) {
      setStatus(
        'Sign in to the casino in this browser, then open this page from the lobby to see your limits.',
        'error',
      );
      return;
    }
    let response;
    try {
      response = await fetch('/api/player/protection', {
        headers: { 'X-UserId': player.userId, 'X-SessionId': player.sessionId },
        cache: 'no-store',
      });
    } catch {
      setStatus('Your limits could not be loaded. Check your connection and reload the page.', 'error');
      return;
    }
    if (response.status === 401) {
      setStatus('Your session has ended. Sign in to the casino again, then reload this page.', 'error');
      return;
    }
    if (!response.ok) {
      setStatus('Your limits could not be loaded (status ' + response.status + '). Try again later.', 'error');
      return;
    }
    const protection = await response.json();
    showLimit('deposit', protection.depositLimit);
    showLimit('loss', protection.lossLimit);
    showExclusion(protection.exclusion);
    setStatus('Limits of ' + player.userId + '.');
  }

  void load();
})();
