import type { PlayMode } from '@lobby/shared';

/** What a demo game plays: one game per kind of aggregator in the catalogue. */
export type DemoGameKind = 'slot' | 'table' | 'crash';

const KIND_OF_AGGREGATOR: Readonly<Record<string, DemoGameKind>> = {
  asiagaming: 'table',
  sicbo: 'table',
  native: 'table',
  atg99: 'crash',
  atg101: 'crash',
};

/** Slots for bragg, haba, inhouse and anything new; dice for the table studios; crash for ATG. */
export function demoGameKind(aggregator: string): DemoGameKind {
  return Object.hasOwn(KIND_OF_AGGREGATOR, aggregator) ? (KIND_OF_AGGREGATOR[aggregator] ?? 'slot') : 'slot';
}

const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface DemoGamePageInput {
  readonly aggregator: string;
  readonly code: string;
  readonly title: string;
  readonly kind: DemoGameKind;
  /** 'fun' plays with fun money and says so in the bar (issue #34 "Play for fun"). */
  readonly mode: PlayMode;
}

/**
 * The page of one demo game. Static markup only: public/demo-game.js builds the table of the
 * page's kind and mode and reads the query (balance, demo=stall|broke). No inline script or
 * style, so the page's CSP can forbid both.
 */
export function renderDemoGamePage(input: DemoGamePageInput): string {
  const title = escapeHtml(input.title);
  const fun = input.mode === 'fun';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="/demo-games/assets/demo-game.css">
<script src="/demo-games/assets/demo-game.js"></script>
</head>
<body data-kind="${input.kind}" data-mode="${input.mode}" data-aggregator="${escapeHtml(input.aggregator)}" data-code="${escapeHtml(input.code)}">
<main class="game">
<header class="bar">
<h1 class="title">${title}</h1>
${fun ? '<p class="fun-money" id="fun-money">Fun money</p>\n' : ''}<p class="balance">${fun ? 'Fun balance' : 'Balance'} <output id="balance">…</output></p>
<button type="button" id="close" class="close" aria-label="Close game">✕</button>
</header>
<section id="table" class="table" aria-live="polite"></section>
<footer class="controls">
<label class="bet">Bet <button type="button" id="bet-down" aria-label="Lower bet">−</button><output id="bet">1.00</output><button type="button" id="bet-up" aria-label="Raise bet">+</button></label>
<div id="actions" class="actions"></div>
</footer>
<p id="status" class="status" role="status"></p>
</main>
</body>
</html>
`;
}
