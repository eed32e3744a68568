import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { lobbyTexts } from './support/catalogues';
import { startLobbyServer, type LobbyServer } from './support/lobbyServer';
import { activeGameKey, useBrowser, waitForLobbyState } from './support/session';

/**
 * Layouts were written for English. Here an editor has replaced every English text of the
 * lobby in the translation service (SPEC §7) with a pseudo-localized one (accented, about 40 %
 * longer, its ICU placeholders and plurals intact), and the main screens at a phone's and a
 * desktop's width must hold them: no text cut off by a box that hides its overflow, none drawn
 * over another text or a control, none wider than its own box, an ellipsis on the lobby's words
 * only where the whole text is there too (a title), and no page wider than the window.
 * LONG_TEXTS_SHOTS=<dir> also saves a screenshot of each screen checked.
 */

const WIDTHS = [390, 1280] as const;
const TIMEOUT = 20000;
const SHOTS = process.env.LONG_TEXTS_SHOTS;
const OPERATOR_TOKEN = 'e2e-operator-token-of-thirty-two-characters-or-more';

/** Each letter of PLAIN is drawn as the letter of ACCENTED at the same place. */
const PLAIN = 'aeiouycnszAEIOUYCNSZ';
const ACCENTED = 'áëíöüýçñšžÅÉÎÖÜÝÇÑŠŽ';
const VOWELS = new Set('aeiouyAEIOUY');
/** What only a pseudo text has: how the page tells the lobby's own words from content. */
const PSEUDO_MARKS = `[]${ACCENTED}`;

/** Literal text, accented, each vowel twice (about 40 % longer, and so are the words). */
function pseudoText(text: string): string {
  let out = '';
  for (const char of text) {
    const at = PLAIN.indexOf(char);
    const accented = at < 0 ? char : ACCENTED.charAt(at);
    out += VOWELS.has(char) ? accented + accented : accented;
  }
  return out;
}

/**
 * An ICU message pseudo-localized: only its literal text changes. Arguments and their
 * formats, plural and select keys, `#` in a plural and quoted ('{…}') parts stay as written.
 */
function pseudoMessage(source: string): string {
  let at = 0;
  const fail = (why: string) => new Error(`${why} at ${at} of ${JSON.stringify(source)}`);
  const until = (stops: string): string => {
    const start = at;
    while (at < source.length && !stops.includes(source.charAt(at))) at += 1;
    return source.slice(start, at);
  };
  const message = (inPlural: boolean): string => {
    let out = '';
    let text = '';
    const flush = () => {
      out += pseudoText(text);
      text = '';
    };
    while (at < source.length && source.charAt(at) !== '}') {
      const char = source.charAt(at);
      const next = source.charAt(at + 1);
      if (char === '{') {
        flush();
        out += argument(inPlural);
      } else if (char === '#' && inPlural) {
        flush();
        out += '#';
        at += 1;
      } else if (char === "'" && next === "'") {
        flush();
        out += "''";
        at += 2;
      } else if (char === "'" && (next === '{' || next === '}' || (inPlural && next === '#'))) {
        const end = source.indexOf("'", at + 1);
        const stop = end < 0 ? source.length : end + 1;
        flush();
        out += source.slice(at, stop);
        at = stop;
      } else {
        text += char;
        at += 1;
      }
    }
    flush();
    return out;
  };
  const argument = (inPlural: boolean): string => {
    at += 1;
    const name = until(',}');
    if (source.charAt(at) === '}') {
      at += 1;
      return `{${name}}`;
    }
    at += 1;
    const type = until(',}');
    if (source.charAt(at) === '}') {
      at += 1;
      return `{${name},${type}}`;
    }
    at += 1;
    const kind = type.trim();
    if (kind !== 'plural' && kind !== 'select' && kind !== 'selectordinal') {
      // A number or date style: as written, up to its closing brace.
      const start = at;
      for (let depth = 1; depth > 0; at += 1) {
        if (at >= source.length) throw fail('unclosed argument');
        if (source.charAt(at) === '{') depth += 1;
        if (source.charAt(at) === '}') depth -= 1;
      }
      return `{${name},${type},${source.slice(start, at)}`;
    }
    let out = `{${name},${type},`;
    for (;;) {
      out += until('{}');
      if (at >= source.length) throw fail('unclosed argument');
      if (source.charAt(at) === '}') {
        at += 1;
        return `${out}}`;
      }
      at += 1;
      out += `{${message(kind !== 'select' || inPlural)}}`;
      if (source.charAt(at) !== '}') throw fail('unclosed case');
      at += 1;
    }
  };
  const result = message(false);
  if (at !== source.length) throw fail('unmatched }');
  return result;
}

/** The lobby's pseudo text for an English message: bracketed, so a cut end shows. */
function pseudo(english: string): string {
  return `[${pseudoMessage(english)}]`;
}

// Page script as a string: tsx's name-keeping transform breaks functions named inside
// page.evaluate callbacks. It measures the whole page as laid out, scrolled to its top.
const LAYOUT_PROBLEMS = `((pseudoMarks) => {
  const problems = [];
  const slack = 1;
  const describe = (element) => {
    const names = [];
    for (let at = element; at && at !== document.body && names.length < 4; at = at.parentElement) {
      const id = at.getAttribute('data-testid') || at.getAttribute('data-part') || '';
      names.unshift(at.tagName.toLowerCase() + (id ? '[' + id + ']' : ''));
    }
    return names.join(' > ');
  };
  const quote = (text) => JSON.stringify(text.trim().slice(0, 50));
  const padding = (element) => {
    const outer = element.getBoundingClientRect();
    const left = outer.left + element.clientLeft;
    const top = outer.top + element.clientTop;
    return { left, top, right: left + element.clientWidth, bottom: top + element.clientHeight };
  };
  const hides = (style) => ({
    x: style.overflowX === 'hidden' || style.overflowX === 'clip',
    y: style.overflowY === 'hidden' || style.overflowY === 'clip',
  });
  const meet = (a, b) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;
  // What of some boxes shows: cut to every box from 'from' up that hides or scrolls its overflow.
  const shown = (from, rects) => {
    let seen = rects.map((rect) => ({ left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom }));
    for (let at = from; at && at !== document.documentElement && seen.length > 0; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const box = padding(at);
      seen = seen
        .map((r) => ({ left: Math.max(r.left, box.left), top: Math.max(r.top, box.top), right: Math.min(r.right, box.right), bottom: Math.min(r.bottom, box.bottom) }))
        .filter((r) => r.right > r.left && r.bottom > r.top);
    }
    return seen;
  };
  const visible = (element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true, contentVisibilityAuto: true });
  const screenReaderOnly = (element) => {
    for (let at = element; at; at = at.parentElement) {
      if (getComputedStyle(at).clip === 'rect(0px, 0px, 0px, 0px)') return true;
    }
    return false;
  };
  // An open modal dialog: what is outside its layer lies under its backdrop.
  const modal = [...document.querySelectorAll('[aria-modal="true"]')].filter(visible).pop();
  const layer = modal ? modal.closest('[data-lobby-root]') || modal : document.body;

  const texts = [];
  const walker = document.createTreeWalker(layer, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element || node.data.trim() === '' || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'OPTION'].includes(element.tagName)) continue;
    if (!visible(element) || screenReaderOnly(element)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
    const seen = shown(element, rects);
    if (seen.length === 0) continue;
    const box = {
      left: Math.min(...rects.map((r) => r.left)), top: Math.min(...rects.map((r) => r.top)),
      right: Math.max(...rects.map((r) => r.right)), bottom: Math.max(...rects.map((r) => r.bottom)),
    };
    texts.push({ node, element, seen, box });
  }

  for (const { node, element, box } of texts) {
    // Cut: a box that hides its overflow cuts into the text. A whole child of it partly outside
    // is paged (a slider's slide at its edge), and text wholly outside is not shown at all.
    for (let at = element; at && at !== document.documentElement; at = at.parentElement) {
      const style = getComputedStyle(at);
      const hidden = hides(style);
      if (!hidden.x && !hidden.y) continue;
      const clip = padding(at);
      if (!meet(box, clip)) break;
      const outX = (r) => r.left < clip.left - slack || r.right > clip.right + slack;
      const outY = (r) => r.top < clip.top - slack || r.bottom > clip.bottom + slack;
      const cutX = hidden.x && outX(box);
      const cutY = hidden.y && outY(box);
      if (!cutX && !cutY) continue;
      let child = element;
      while (child !== at && child.parentElement !== at) child = child.parentElement;
      const childBox = child.getBoundingClientRect();
      if (child !== at && ((cutX && outX(childBox)) || (cutY && outY(childBox)))) break;
      if (cutX && !cutY && style.textOverflow === 'ellipsis') {
        const text = node.data.trim();
        const whole = [...text].some((char) => pseudoMarks.includes(char)) && !(at.closest('[title]')?.getAttribute('title') ?? '').includes(text);
        if (whole) problems.push('ends in an ellipsis with no title to read it whole: ' + quote(text) + ' in ' + describe(at));
      } else {
        problems.push('cut ' + (cutX ? 'sideways' : 'vertically') + ': ' + quote(node.data) + ' in ' + describe(at));
      }
      break;
    }
  }

  const controls = [...layer.querySelectorAll('button, a[href], input, select, textarea, [role="button"]')]
    .filter(visible)
    .map((control) => ({ control, seen: shown(control.parentElement, [control.getBoundingClientRect()]) }))
    .filter(({ seen }) => seen.length > 0);
  // Where two boxes meet: a floating layer with an opaque background drawn there over one of
  // them (a hint bubble, a popover), or over both (a menu over the game page's own chip and the
  // header under that page), hides it on purpose. Only in the window, where the page can say.
  const overlap = (a, b) => {
    for (const ra of a) for (const rb of b) if (meet(ra, rb))
      return { x: (Math.max(ra.left, rb.left) + Math.min(ra.right, rb.right)) / 2, y: (Math.max(ra.top, rb.top) + Math.min(ra.bottom, rb.bottom)) / 2 };
    return null;
  };
  const opaque = (element) => {
    const color = getComputedStyle(element).backgroundColor;
    return !color.startsWith('rgba(') || parseFloat(color.split(',')[3]) === 1;
  };
  const coversOne = (point, first, second) => {
    if (point.x < 0 || point.y < 0 || point.x >= window.innerWidth || point.y >= window.innerHeight) return false;
    let box = document.elementFromPoint(point.x, point.y);
    while (box && !opaque(box)) box = box.parentElement;
    if (!box || (box.contains(first) && box.contains(second))) return false;
    if (!box.contains(first) && !box.contains(second)) {
      for (let at = box; at; at = at.parentElement)
        if (['absolute', 'fixed'].includes(getComputedStyle(at).position)) return true;
      return false;
    }
    const inside = box.contains(first) ? first : second;
    const outside = inside === first ? second : first;
    for (let at = box; at; at = at.parentElement) {
      if (at.contains(outside)) return false;
      if (['absolute', 'fixed'].includes(getComputedStyle(at).position)) return at.contains(inside);
    }
    return false;
  };
  for (let i = 0; i < texts.length; i += 1) {
    const a = texts[i];
    for (let j = i + 1; j < texts.length; j += 1) {
      const b = texts[j];
      const point = meet(a.box, b.box) && overlap(a.seen, b.seen);
      if (point && !coversOne(point, a.element, b.element))
        problems.push('drawn over each other: ' + quote(a.node.data) + ' in ' + describe(a.element) + ' and ' + quote(b.node.data) + ' in ' + describe(b.element));
    }
    for (const { control, seen } of controls) {
      if (control.contains(a.element) || a.element.contains(control)) continue;
      const point = overlap(a.seen, seen);
      if (point && !coversOne(point, a.element, control))
        problems.push('under a control: ' + quote(a.node.data) + ' in ' + describe(a.element) + ', under ' + describe(control));
    }
  }

  // Wider than its box: nothing hides the overflow, so the text runs over what is beside it.
  for (const element of new Set(texts.map((entry) => entry.element))) {
    const style = getComputedStyle(element);
    if (['inline', 'contents'].includes(style.display) || style.overflowX !== 'visible') continue;
    if (element.clientWidth > 0 && element.scrollWidth > element.clientWidth + slack)
      problems.push('wider than its box (' + element.scrollWidth + ' > ' + element.clientWidth + ' px): ' + quote(element.textContent) + ' in ' + describe(element));
  }
  if (document.documentElement.scrollWidth > window.innerWidth)
    problems.push('the page is wider than the window: ' + document.documentElement.scrollWidth + ' > ' + window.innerWidth + ' px');
  return [...new Set(problems)];
})(${JSON.stringify(PSEUDO_MARKS)})`;

describe('pseudo-localization', () => {
  for (const [english, expected] of [
    ['Search games', 'Šëëáárçh gáámëëš'],
    ['{count, plural, one {# game} other {# games}}', '{count, plural, one {# gáámëë} other {# gáámëëš}}'],
    ['Wagered {done} of {required}', 'Wáágëërëëd {done} ööf {required}'],
    ["Follow ''{format}''.", "Fööllööw ''{format}''."],
    ["Type '{'name'}' here", "Týýpëë '{'ñáámëë'}' hëërëë"],
    ['{share, number, percent} done', '{share, number, percent} dööñëë'],
    [
      '{kind, select, bonus {Bonus #} other {{n, plural, =0 {None} other {# left}}}}',
      '{kind, select, bonus {Bööñüüš #} other {{n, plural, =0 {Ñööñëë} other {# lëëft}}}}',
    ],
  ] as const) {
    test(`keeps the structure of ${JSON.stringify(english)}`, () => {
      assert.equal(pseudoMessage(english), expected);
    });
  }
});

/**
 * The font each script is drawn in on this Debian machine (.ci/run installs fonts-noto-cjk and
 * fonts-thai-tlwg): a Han character takes the variant of the page's language (the theme's
 * `:lang()` font stacks, `<html lang>` set to the locale), and Thai is not left to a font without it.
 */
const SCRIPT_FONTS: readonly { readonly locale: string; readonly font: RegExp }[] = [
  { locale: 'ja', font: /^Noto Sans CJK JP$/ },
  { locale: 'zh-CN', font: /^Noto Sans CJK SC$/ },
  { locale: 'zh-TW', font: /^Noto Sans CJK TC$/ },
  { locale: 'ko', font: /^Noto Sans CJK KR$/ },
  { locale: 'th', font: /Thai|Loma|Garuda|Waree|Norasi|Kinnari|Umpush|Sawasdee|Laksaman|Purisa|Tlwg/ },
];

describe('long translations and other scripts in the lobby', () => {
  const browser = useBrowser();
  const english = lobbyTexts('en');
  /** An English message's pseudo text, as the translation service now has it. */
  const text = (id: string): string => {
    const found = english.get(id);
    assert.ok(found !== undefined, `the English catalogues have ${id}`);
    return pseudo(found);
  };
  let lobby: LobbyServer | undefined;
  const server = (): LobbyServer => {
    assert.ok(lobby, 'the server starts in before()');
    return lobby;
  };

  before(async () => {
    const started = await startLobbyServer({ server: { operatorToken: OPERATOR_TOKEN } });
    lobby = started;
    // An editor's change of every English text (the service checks each is valid ICU).
    const headers = { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' };
    for (const id of english.keys()) {
      const url = `${started.url}/api/operator/translations/en/${encodeURIComponent(id)}`;
      const response = await fetch(url, { method: 'PUT', headers, body: JSON.stringify({ text: text(id) }) });
      assert.equal(response.status, 200, `${id}: ${await response.text()}`);
    }
  });
  after(async () => {
    await lobby?.close();
  });

  async function openLongTexts(width: number): Promise<Page> {
    const page = await browser().newPage({ viewport: { width, height: width < 600 ? 844 : 900 } });
    // A game that never loads keeps its loading overlay, menu and onboarding hint in view.
    await page.route('**/api/v1/casino/games/launch', async (route) => {
      const response = await route.fetch();
      const { url } = (await response.json()) as { url: string };
      await route.fulfill({ response, json: { url: `${url}&demo=stall` } });
    });
    return page;
  }

  async function assertFits(page: Page, what: string): Promise<void> {
    if (SHOTS !== undefined)
      await page.screenshot({ path: path.join(SHOTS, `${what.replace(/\W+/g, '-')}.png`), fullPage: true });
    const problems = (await page.evaluate(LAYOUT_PROBLEMS)) as string[];
    assert.deepEqual(problems, [], `${what}:\n${problems.join('\n')}`);
  }

  for (const width of WIDTHS) {
    test(`${width} px: home, search and its filters, a game's menu, bonuses and preview hold pseudo texts`, async () => {
      const page = await openLongTexts(width);
      try {
        await page.goto(`${server().url}/?userBalance=1234.5&currency=EUR`, { waitUntil: 'load' });
        await waitForLobbyState(page, 'loaded');
        const searchEntry = page.locator('header [data-remote="search"] button[aria-haspopup="dialog"]');
        // The translation service's texts replaced the built-in ones: the checks below see them.
        await searchEntry.filter({ hasText: text('search.placeholder') }).waitFor({ timeout: TIMEOUT });
        await page
          .locator('[data-testid="page-blocks"][aria-busy="true"]')
          .waitFor({ state: 'detached', timeout: TIMEOUT });
        await page.locator('#lobby-main [data-part="playing"]').first().waitFor({ timeout: TIMEOUT });
        await assertFits(page, `${width} home`);

        await searchEntry.click();
        const panel = page.getByTestId('search-panel');
        await page.waitForFunction(
          () => document.querySelector('[data-testid="search-panel"]')?.getAttribute('data-index-state') === 'ready',
          undefined,
          { timeout: TIMEOUT },
        );
        assert.equal(await panel.getByRole('searchbox').getAttribute('placeholder'), text('search.placeholder'));
        await panel.locator('[data-testid="search-body"] [data-part="title"]').first().waitFor({ timeout: TIMEOUT });
        await assertFits(page, `${width} search`);
        await panel.getByRole('button', { name: text('search.filters.toggle') }).click();
        await panel.getByTestId('search-filters').waitFor();
        await assertFits(page, `${width} search filters`);
        await page.keyboard.press('Escape');
        await panel.waitFor({ state: 'detached' });

        const game = await activeGameKey(server().url, 'bragg', width < 600 ? 'mobile' : 'desktop');
        await page.goto(`${server().url}/games/${encodeURIComponent(game)}?userBalance=1234.5&currency=EUR`, {
          waitUntil: 'load',
        });
        const gamePage = page.locator('[data-game-page]');
        await gamePage.locator('[data-loading-overlay]').waitFor({ timeout: TIMEOUT });
        await gamePage.getByText(text('game.menu.onboarding')).waitFor({ timeout: TIMEOUT });
        await assertFits(page, `${width} game with its onboarding hint`);
        await gamePage.getByRole('button', { name: text('game.menu.toggle') }).click();
        await gamePage.getByRole('button', { name: text('game.menu.leave') }).waitFor();
        await assertFits(page, `${width} game menu`);

        await page.goto(`${server().url}/bonus?userBalance=1234.5&currency=EUR`, { waitUntil: 'load' });
        await page.getByRole('heading', { name: text('bonus.list.title') }).waitFor({ timeout: TIMEOUT });
        await page.getByTestId('bonus-card').first().waitFor({ timeout: TIMEOUT });
        await assertFits(page, `${width} bonuses`);

        await page.goto(`${server().url}/preview`, { waitUntil: 'load' });
        await page
          .locator('#preview-title')
          .filter({ hasText: text('preview.title') })
          .waitFor({ timeout: TIMEOUT });
        await assertFits(page, `${width} preview`);
      } finally {
        await page.close();
      }
    });
  }

  for (const { locale, font } of SCRIPT_FONTS) {
    test(`${locale}: the page heading in ${font.source}`, async () => {
      const page = await browser().newPage();
      try {
        await page.goto(`${server().url}/?locale=${locale}`, { waitUntil: 'load' });
        await waitForLobbyState(page, 'loaded');
        await page.waitForFunction((lang) => document.documentElement.lang === lang, locale, { timeout: TIMEOUT });
        const heading = page.locator('#lobby-main h1');
        await heading.waitFor({ timeout: TIMEOUT });
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('DOM.enable');
        await cdp.send('CSS.enable');
        const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
        const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '#lobby-main h1' });
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
        const names = fonts.map((used) => used.familyName);
        const shown = await heading.innerText();
        assert.ok(
          names.length > 0 && names.every((name) => font.test(name)),
          `"${shown}" is drawn in ${names.join(', ')} (apt-get install fonts-noto-cjk fonts-thai-tlwg)`,
        );
      } finally {
        await page.close();
      }
    });
  }
});
