// A demo game: plain browser JavaScript, no build step, no external assets. It plays one of
// three small games (slot, dice table, crash) and speaks the game-window protocol of
// docs/game-window.md to the lobby that frames it. Loaded from <head> without defer, so
// 'loadStart' leaves before the frame's load event; the table is built once the body is parsed.
//
// Query: balance=<number> starts with that balance (default 100); demo=stall stops loading
// part-way and never finishes (the lobby's timeout path); demo=broke starts with nothing and
// reports errorOutOfMoney once loaded and at every bet.
//
// Fun mode (the page's data-mode="fun", which the server sets for mode=fun): the balance is
// fun money, 1,000.00 FUN unless balance= says otherwise, and the bar says so. Running out of
// fun money is no reason to send the player to the cashier: the game tops the fun balance up
// instead of reporting errorOutOfMoney.
(function () {
  'use strict';

  var SOURCE = 'casino-game';
  var FUN_BALANCE = 1000;
  var query = new URLSearchParams(location.search);
  var mode = query.get('demo');
  var startBalance = query.has('balance') ? Number(query.get('balance')) : NaN;
  // Set once the body is parsed (ready): the mode comes from the page the server rendered.
  var fun = false;
  var balance = 0;
  var BETS = [0.5, 1, 2, 5, 10];
  var betIndex = 1;
  var busy = false;

  /** Load events are not secret, but they still go to the framing lobby's origin only. */
  function parentOrigin() {
    try {
      return document.referrer ? new URL(document.referrer).origin : location.origin;
    } catch {
      return location.origin;
    }
  }
  var target = parentOrigin();

  function post(type, payload) {
    if (window.parent === window) return;
    var message = payload === undefined ? { source: SOURCE, type: type } : { source: SOURCE, type: type, payload: payload };
    window.parent.postMessage(message, target);
  }

  function byId(id) {
    return document.getElementById(id);
  }

  function money(value) {
    return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }

  function startingBalance() {
    if (mode === 'broke') return 0;
    if (Number.isFinite(startBalance) && startBalance >= 0) return startBalance;
    return fun ? FUN_BALANCE : 100;
  }

  function random(min, max) {
    return min + Math.random() * (max - min);
  }

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function setStatus(text) {
    byId('status').textContent = text;
  }

  /** What the round's start shows: a fun-money top-up, else nothing. */
  var notice = '';
  function takeNotice() {
    var text = notice;
    notice = '';
    return text;
  }

  function showBalance() {
    byId('balance').textContent = fun ? money(balance) + ' FUN' : money(balance);
    byId('bet').textContent = money(BETS[betIndex]);
  }

  /** Takes the bet, or tells the lobby the player is out of money. */
  function placeBet() {
    var bet = BETS[betIndex];
    if (busy) return null;
    if (balance < bet && fun) {
      balance = FUN_BALANCE;
      notice = 'Your fun balance has been topped up to ' + money(FUN_BALANCE) + ' FUN.';
    }
    if (balance < bet) {
      setStatus('Not enough balance for this bet.');
      post('errorOutOfMoney');
      return null;
    }
    balance -= bet;
    showBalance();
    return bet;
  }

  function pay(amount, text) {
    balance += amount;
    showBalance();
    setStatus(text);
  }

  function actionButton(label, onClick) {
    var button = element('button', 'action', label);
    button.type = 'button';
    button.addEventListener('click', onClick);
    byId('actions').appendChild(button);
    return button;
  }

  // ---- Slot: three reels, pays on the middle line.
  var SYMBOLS = ['7', 'BAR', '★', '◆', '♥', '♣'];
  var PAYS = { '7': 50, BAR: 20, '★': 10, '◆': 5, '♥': 5, '♣': 5 };

  function buildSlot(table) {
    var reels = [0, 1, 2].map(function () {
      var reel = element('div', 'reel', SYMBOLS[Math.floor(Math.random() * SYMBOLS.length)]);
      table.appendChild(reel);
      return reel;
    });
    actionButton('Spin', function () {
      var bet = placeBet();
      if (bet === null) return;
      busy = true;
      setStatus(takeNotice());
      var stopped = 0;
      reels.forEach(function (reel, index) {
        reel.classList.add('spinning');
        var timer = setInterval(function () {
          reel.textContent = SYMBOLS[Math.floor(Math.random() * SYMBOLS.length)];
        }, 60);
        setTimeout(function () {
          clearInterval(timer);
          reel.classList.remove('spinning');
          stopped += 1;
          if (stopped === reels.length) settleSlot(reels, bet);
        }, 600 + index * 300);
      });
    });
  }

  function settleSlot(reels, bet) {
    busy = false;
    var line = reels.map(function (reel) {
      return reel.textContent;
    });
    if (line[0] === line[1] && line[1] === line[2]) pay(bet * PAYS[line[0]], 'Three ' + line[0] + '! You win ' + money(bet * PAYS[line[0]]) + '.');
    else if (line[0] === line[1] || line[1] === line[2]) pay(bet, 'A pair: your bet back.');
    else setStatus('No win. Spin again.');
  }

  // ---- Table: three dice, Small (4–10) or Big (11–17); a triple loses both. Pays 1:1.
  function buildTable(table) {
    var dice = [0, 1, 2].map(function () {
      var die = element('div', 'die', '?');
      table.appendChild(die);
      return die;
    });
    function roll(choice) {
      var bet = placeBet();
      if (bet === null) return;
      busy = true;
      setStatus(takeNotice());
      var timer = setInterval(function () {
        dice.forEach(function (die) {
          die.textContent = String(1 + Math.floor(Math.random() * 6));
        });
      }, 70);
      setTimeout(function () {
        clearInterval(timer);
        busy = false;
        var faces = dice.map(function () {
          return 1 + Math.floor(Math.random() * 6);
        });
        faces.forEach(function (face, index) {
          dice[index].textContent = String(face);
        });
        var total = faces[0] + faces[1] + faces[2];
        var triple = faces[0] === faces[1] && faces[1] === faces[2];
        var outcome = total >= 11 ? 'big' : 'small';
        if (!triple && outcome === choice) pay(bet * 2, 'Total ' + total + ': ' + outcome + ' wins ' + money(bet * 2) + '.');
        else setStatus('Total ' + total + (triple ? ', a triple' : '') + ': the house wins.');
      }, 900);
    }
    actionButton('Small', function () {
      roll('small');
    });
    actionButton('Big', function () {
      roll('big');
    });
  }

  // ---- Crash: the multiplier climbs until it crashes; cash out before it does.
  function buildCrash(table) {
    var display = element('div', 'multiplier', '1.00×');
    var rocket = element('div', 'rocket');
    table.appendChild(rocket);
    table.appendChild(display);
    var round = null;
    var play = actionButton('Bet', function () {
      if (round !== null) {
        cashOut();
        return;
      }
      var bet = placeBet();
      if (bet === null) return;
      busy = true;
      setStatus(takeNotice());
      // A 1 % house edge: P(crash point ≥ m) = 0.99 / m.
      var crashAt = Math.min(50, Math.max(1, 0.99 / (1 - Math.random())));
      round = { bet: bet, crashAt: crashAt, started: performance.now(), multiplier: 1 };
      play.textContent = 'Cash out';
      display.classList.remove('crashed');
      requestAnimationFrame(tick);
    });
    function tick(now) {
      if (round === null) return;
      var multiplier = Math.exp(0.12 * ((now - round.started) / 1000));
      if (multiplier >= round.crashAt) {
        display.textContent = money(round.crashAt) + '×';
        display.classList.add('crashed');
        setStatus('Crashed at ' + money(round.crashAt) + '×.');
        end();
        return;
      }
      round.multiplier = multiplier;
      display.textContent = money(multiplier) + '×';
      rocket.style.setProperty('--lift', String(Math.min(1, Math.log(multiplier) / Math.log(10))));
      requestAnimationFrame(tick);
    }
    function cashOut() {
      var win = round.bet * round.multiplier;
      var at = round.multiplier;
      end();
      pay(win, 'Cashed out at ' + money(at) + '×: ' + money(win) + '.');
    }
    function end() {
      round = null;
      busy = false;
      play.textContent = 'Bet';
      rocket.style.setProperty('--lift', '0');
    }
  }

  var BUILDERS = { slot: buildSlot, table: buildTable, crash: buildCrash };

  function ready() {
    fun = document.body.dataset.mode === 'fun';
    balance = startingBalance();
    document.body.classList.add('ready');
    var build = BUILDERS[document.body.dataset.kind] || buildSlot;
    build(byId('table'));
    byId('bet-down').addEventListener('click', function () {
      betIndex = Math.max(0, betIndex - 1);
      showBalance();
    });
    byId('bet-up').addEventListener('click', function () {
      betIndex = Math.min(BETS.length - 1, betIndex + 1);
      showBalance();
    });
    byId('close').addEventListener('click', function () {
      post('close');
    });
    showBalance();
    post('loadEnd');
    setTimeout(function () {
      post('loadComplete');
      if (balance < BETS[0] && !fun) {
        setStatus('Your balance is empty.');
        post('errorOutOfMoney');
      }
    }, 300);
  }

  /** Loading as a real game does: uneven steps of a second or two, reported as it goes. */
  function load() {
    var progress = 0;
    var stallAt = random(30, 45);
    function step() {
      progress = Math.min(100, progress + random(6, 16));
      if (mode === 'stall' && progress >= stallAt) {
        post('loadProgress', { progress: Math.round(stallAt) });
        return;
      }
      post('loadProgress', { progress: Math.round(progress) });
      var bar = document.querySelector('.loading-bar');
      if (bar) bar.style.setProperty('--progress', String(progress / 100));
      if (progress >= 100) ready();
      else setTimeout(step, random(120, 240));
    }
    var screen = element('div', 'loading');
    screen.appendChild(element('div', 'loading-bar'));
    document.body.appendChild(screen);
    setTimeout(step, random(150, 300));
  }

  post('loadStart');
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', load);
  else load();
})();
