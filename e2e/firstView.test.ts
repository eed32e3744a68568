import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { watchProblems } from './support/browser';
import { useBrowser, useLobbyServer, waitForLobbyState, withLobbyPage } from './support/session';

/** The first view the server drew into `html`, per layout (FIRST_VIEW_ELEMENT_ID). */
function firstViews(html: string): Map<string, string> {
  const view =
    /<div id="lobby-first-view" inert aria-hidden="true">(.*?)<\/div><div id="?casino-lobby"?>/s.exec(html)?.[1] ?? '';
  const layouts = [...view.matchAll(/<div data-first-view-layout="(\w+)">/g)];
  return new Map(
    layouts.map((match, at) => [
      match[1] ?? '',
      view.slice((match.index ?? 0) + match[0].length, layouts[at + 1]?.index),
    ]),
  );
}

const LATIN = /^[\p{Script=Latin}\s.,!?'’-]+$/u;

/** Pages in other languages, with the script their texts are written in. */
const LOCALISED = [
  {
    query: 'locale=ja',
    lang: 'ja',
    script: /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー・、。！？「」（）\s]+$/u,
  },
  { query: 'locale=ru', lang: 'ru', script: /^[\p{Script=Cyrillic}\s.,!?-]+$/u },
];

/** What a page showed in the server's view, and in the live lobby when that took over. */
interface Takeover {
  readonly lang: string;
  readonly title?: string | null;
  readonly subtitle?: string | null;
  readonly text?: string;
  readonly headerButtons: readonly string[];
  readonly liveText?: string;
  readonly liveHeaderButtons: readonly string[];
  /** The signed-in player's protection items in the live header (issue #34), as lines. */
  readonly liveProtection: readonly string[];
}

/** The home page's title and the line below it, in a view's markup. */
function homeHeading(markup: string): { readonly title?: string; readonly subtitle?: string } {
  const [, title, rest = ''] = /<h1[^>]*>([^<]*)<\/h1>(.*)/s.exec(markup) ?? [];
  return { title, subtitle: /<p[^>]*>([^<]+)<\/p>/.exec(rest)?.[1] };
}

describe("the server's first view of a catalogue page", () => {
  const browser = useBrowser();
  const server = useLobbyServer();

  test("the home page carries one per layout, drawn by the lobby: headings, texts, and its first screen's artwork (on the mobile layout the lead image alone)", async () => {
    const views = firstViews(await (await fetch(server().url)).text());
    assert.deepEqual([...views.keys()], ['desktop', 'mobile']);
    for (const [layout, markup] of views) {
      assert.match(markup, /<h1[^>]*>Casino<\/h1>/, layout);
      assert.match(markup, /<h2[^>]*>Featured promotions<\/h2>/, layout);
      const images = [...markup.matchAll(/<img [^>]*>/g)]
        .map(([tag]) => ({ src: /src="([^"]+)"/.exec(tag)?.[1], priority: /fetchPriority="(\w+)"/.exec(tag)?.[1] }))
        .filter((image) => image.src !== undefined);
      const summary = `${layout}: ${images.map((image) => `${image.src} (${image.priority})`).join(', ')}`;
      assert.match(images[0]?.src ?? '', new RegExp(`/images/banners/[^/]+/${layout}\\.`), summary);
      assert.equal(images[0]?.priority, 'high', summary);
      // The seeded home's first desktop screen: its five promotions in one row, the lead first.
      assert.equal(images.length, layout === 'desktop' ? 5 : 1, summary);
      for (const image of images.slice(1)) {
        assert.match(image.src ?? '', /\/images\/banners\/[^/]+\/desktop\./, summary);
        assert.equal(image.priority, 'low', summary);
      }
      // Only the live lobby's tree answers to ids and data attributes (the root's styles hang on its own).
      assert.doesNotMatch(markup, / (id|aria-labelledby|data-(?!lobby-root|emotion)[\w-]+)="/, layout);
      assert.match(markup, / data-lobby-root=""/, layout);
    }
  });

  test('a page with its platform fixed gets that layout only', async () => {
    assert.deepEqual([...firstViews(await (await fetch(`${server().url}/mobile/`)).text()).keys()], ['mobile']);
  });

  test('a page in another language gets its view in that language, and says so in <html lang>', async () => {
    const english = await (await fetch(server().url)).text();
    assert.match(english, /^<!doctype html><html lang="en">/i);
    for (const [layout, markup] of firstViews(english)) {
      const { title, subtitle } = homeHeading(markup);
      assert.equal(title, 'Casino', layout);
      assert.match(subtitle ?? '', LATIN, layout);
    }
    for (const { query, lang, script } of LOCALISED) {
      const html = await (await fetch(`${server().url}/?${query}`)).text();
      assert.match(html, new RegExp(`^<!doctype html><html lang="${lang}">`, 'i'), query);
      const views = firstViews(html);
      assert.deepEqual([...views.keys()], ['desktop', 'mobile'], query);
      for (const [layout, markup] of views) {
        const { title, subtitle } = homeHeading(markup);
        assert.match(title ?? '', script, `${query} ${layout}: ${title}`);
        assert.match(subtitle ?? '', script, `${query} ${layout}: ${subtitle}`);
      }
    }
  });

  test("a page with a view leaves its remote's files to the boot script; one without preloads them", async () => {
    const remotePreload = /<link rel="preload" as="script" href="\/remotes\/catalogue\//;
    const drawn = await (await fetch(server().url)).text();
    assert.doesNotMatch(drawn, remotePreload);
    assert.match(
      drawn,
      /<script type="application\/json" id="lobby-after-paint">\["\/remotes\/catalogue\/[^"]+\/remoteEntry\.js"/,
    );
    // An editor's preview fetches its own lobby: no reply in the page, so no view.
    const plain = await (await fetch(`${server().url}/?previewToken=unknown`)).text();
    assert.equal(firstViews(plain).size, 0);
    assert.match(plain, remotePreload);
    assert.doesNotMatch(plain, /lobby-after-paint/);
  });

  test('without scripts a phone sees the page as the lobby draws it, with its lead banner', async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(server().url, { waitUntil: 'load' });
      const mobile = page.locator('[data-first-view-layout="mobile"]');
      assert.ok(await mobile.isVisible());
      assert.equal(await page.locator('[data-first-view-layout="desktop"]').isVisible(), false);
      assert.ok(await mobile.getByText('Featured promotions').isVisible());
      await page.waitForFunction(() => {
        const lead = document.querySelector<HTMLImageElement>('[data-first-view-layout="mobile"] img');
        return lead !== null && lead.complete && lead.naturalWidth > 0;
      });
      // The lobby's own container is laid out beneath, invisible.
      assert.equal(
        await page.locator('#casino-lobby').evaluate((element) => getComputedStyle(element).visibility),
        'hidden',
      );
    } finally {
      await context.close();
    }
  });

  test('without scripts a desktop sees its whole first screen: every promotion in view with its artwork', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 720 }, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(server().url, { waitUntil: 'load' });
      const banners = page.locator('[data-first-view-layout="desktop"] img');
      await page.waitForFunction(() => {
        const images = [...document.querySelectorAll<HTMLImageElement>('[data-first-view-layout="desktop"] img')];
        return images.length === 5 && images.every((image) => image.complete && image.naturalWidth > 0);
      });
      for (const banner of await banners.all()) assert.ok(await banner.isVisible());
    } finally {
      await context.close();
    }
  });

  test('the lobby starts once the view is painted: main.js runs and the libraries are asked for after the first contentful paint; the hidden layout fetches no image', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await page.addInitScript(() => {
        const seen = new MutationObserver(() => {
          if (!document.querySelector('script[src="/main.js"]')) return;
          (window as unknown as { mainAddedAt: number }).mainAddedAt = performance.now();
          seen.disconnect();
        });
        seen.observe(document, { childList: true, subtree: true });
      });
      await page.goto(server().url, { waitUntil: 'load' });
      await waitForLobbyState(page, 'loaded');
      const { fcp, mainAddedAt, chunks, images } = await page.evaluate(() => {
        const resources = performance.getEntriesByType('resource').map((entry) => ({
          path: new URL(entry.name).pathname,
          at: entry.startTime,
        }));
        return {
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
          mainAddedAt: (window as unknown as { mainAddedAt: number }).mainAddedAt,
          // The host's own chunks, and the files of the route's remote.
          chunks: resources.filter((entry) =>
            /^(\/remotes\/catalogue\/.*)?\/\d+\.[0-9a-f]{8}\.js$|remoteEntry\.js$/.test(entry.path),
          ),
          images: resources.filter((entry) => entry.path.startsWith('/images/banners/')).map((entry) => entry.path),
        };
      });
      assert.ok(mainAddedAt >= fcp, `main.js added at ${mainAddedAt} ms, first contentful paint at ${fcp} ms`);
      assert.ok(
        chunks.some((chunk) => chunk.path.startsWith('/remotes/catalogue/')),
        chunks.map((chunk) => chunk.path).join(', '),
      );
      assert.ok(
        chunks.some((chunk) => !chunk.path.startsWith('/remotes/')),
        chunks.map((chunk) => chunk.path).join(', '),
      );
      for (const chunk of chunks)
        assert.ok(chunk.at >= fcp, `${chunk.path} asked for at ${chunk.at} ms, painted at ${fcp} ms`);
      assert.equal(images.filter((image) => /\/mobile\./.test(image)).length, 0, images.join(', '));
    } finally {
      await context.close();
    }
  });

  test("a player's list arriving moves nothing: its block's row starts where the view's placeholder row did", async () => {
    for (const options of [
      { viewport: { width: 1280, height: 800 } },
      { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    ]) {
      const context = await browser().newContext(options);
      try {
        const page = await context.newPage();
        await page.addInitScript(() => {
          document.addEventListener('DOMContentLoaded', () => {
            const layout = window.innerWidth >= 1024 ? 'desktop' : 'mobile';
            const row = [...document.querySelectorAll(`[data-first-view-layout="${layout}"] h2`)]
              .find((element) => element.textContent === 'My favourites')
              ?.parentElement?.parentElement?.querySelector(':scope > div:nth-of-type(2)');
            (window as unknown as { rowTop?: number }).rowTop = row?.getBoundingClientRect().top;
          });
        });
        await page.goto(server().url, { waitUntil: 'load' });
        // The demo player's favourites, tiles with their artwork, where the view had placeholders.
        const block = page.locator('#casino-lobby').getByRole('region', { name: 'My favourites', exact: true });
        await block.locator('img').first().waitFor();
        const live = await block.evaluate(
          (section) => section.querySelector(':scope > div:nth-of-type(2)')?.getBoundingClientRect().top,
        );
        const drawn = await page.evaluate(() => (window as unknown as { rowTop?: number }).rowTop);
        assert.ok(drawn !== undefined && drawn > 0, `${options.viewport.width}: the view's row at ${drawn}`);
        assert.equal(live, drawn, `${options.viewport.width} px wide`);
      } finally {
        await context.close();
      }
    }
  });

  test('the live lobby replaces it once it has drawn the same page, in the same place, with no console errors', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      const problems = watchProblems(page);
      await page.addInitScript(() => {
        const state = window as unknown as { swappedAt?: number; lcp?: number; drawnAt?: DOMRect };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) state.lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        document.addEventListener('DOMContentLoaded', () => {
          // Where the server's view has the block heading, before any script of the lobby ran.
          const heading = [...document.querySelectorAll('[data-first-view-layout="desktop"] h2')].find(
            (element) => element.textContent === 'Featured promotions',
          );
          state.drawnAt = heading?.getBoundingClientRect();
          const seen = new MutationObserver(() => {
            if (document.getElementById('lobby-first-view')) return;
            state.swappedAt = performance.now();
            seen.disconnect();
          });
          seen.observe(document.body, { childList: true });
        });
      });
      await page.goto(server().url, { waitUntil: 'load' });
      await waitForLobbyState(page, 'loaded');
      await page.waitForFunction(() => document.getElementById('lobby-first-view') === null);
      const lobby = page.locator('#casino-lobby');
      assert.equal(await lobby.evaluate((element) => getComputedStyle(element).visibility), 'visible');
      const heading = page.getByRole('heading', { name: 'Featured promotions' });
      assert.ok(await heading.isVisible());
      const { swappedAt, lcp, drawnAt } = await page.evaluate(() => {
        const state = window as unknown as { swappedAt: number; lcp: number; drawnAt?: DOMRect };
        return { swappedAt: state.swappedAt, lcp: state.lcp, drawnAt: state.drawnAt?.toJSON() as DOMRect | undefined };
      });
      const box = await heading.boundingBox();
      assert.deepEqual({ x: box?.x, y: box?.y }, { x: drawnAt?.x, y: drawnAt?.y });
      // The largest paint is the server's picture, before the live lobby took over.
      assert.ok(lcp < swappedAt, `largest paint at ${lcp} ms, lobby shown at ${swappedAt} ms`);
      assert.deepEqual(problems.consoleErrors, []);
    } finally {
      await context.close();
    }
  });

  test('in English, Japanese and Russian, with a text the translation service changed, the live lobby takes over without a text changing', async () => {
    // An editor's text for the home subtitle in Japanese (the seed has none): the view must have it too.
    const edited = 'ゲームを選ぼう（編集）';
    await withLobbyPage(
      browser(),
      async ({ server, page, problems }) => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.addInitScript(() => {
          const state = window as unknown as { takeover?: Takeover };
          document.addEventListener('DOMContentLoaded', () => {
            // The server's view as painted, before any script of the lobby ran.
            const view = document.querySelector<HTMLElement>('[data-first-view-layout="desktop"]');
            // The header buttons' texts, written out twice: a named helper would be compiled with a
            // naming call (tsx's __name) that the page, which runs this source, does not have.
            const selector = 'header button';
            const drawn = {
              lang: document.documentElement.lang,
              title: view?.querySelector('h1')?.textContent,
              subtitle: view?.querySelector('h1 ~ p')?.textContent,
              text: view?.innerText,
              headerButtons: [...(view?.querySelectorAll<HTMLElement>(selector) ?? [])].map(
                (button) => button.innerText,
              ),
            };
            const seen = new MutationObserver(() => {
              if (document.getElementById('lobby-first-view')) return;
              // The live lobby as the commit that took the view away left it.
              const live = document.getElementById('casino-lobby');
              state.takeover = {
                ...drawn,
                liveText: live?.innerText,
                liveHeaderButtons: [...(live?.querySelectorAll<HTMLElement>(selector) ?? [])].map(
                  (button) => button.innerText,
                ),
                liveProtection: (
                  live?.querySelector<HTMLElement>('header [data-player-protection]')?.innerText ?? ''
                )
                  .split('\n')
                  .filter((line) => line !== ''),
              };
              seen.disconnect();
            });
            seen.observe(document.body, { childList: true });
          });
        });
        const serviceAsked: string[] = [];
        page.on('request', (request) => {
          if (new URL(request.url()).pathname.startsWith('/i18n/')) serviceAsked.push(request.url());
        });
        // English too: the seed's translation service has texts for it.
        for (const { query, lang, script } of [{ query: 'locale=en', lang: 'en', script: LATIN }, ...LOCALISED]) {
          serviceAsked.length = 0;
          await page.goto(`${server.url}/?${query}`, { waitUntil: 'load' });
          const handle = await page.waitForFunction(() => (window as { takeover?: Takeover }).takeover, undefined, {
            timeout: 20000,
          });
          const takeover = (await handle.jsonValue()) as Takeover;
          assert.equal(takeover.lang, lang, query);
          assert.match(takeover.title ?? '', script, `${query}: ${takeover.title}`);
          if (lang === 'ja') assert.equal(takeover.subtitle, edited, query);
          else assert.match(takeover.subtitle ?? '', script, `${query}: ${takeover.subtitle}`);
          assert.ok((takeover.text ?? '').length > 0, query);
          // Every text as it was drawn; the live lobby may add the cashier and the player's session
          // clock and limits and help links, for the demo player its session signs in (the view
          // is a guest's).
          const added = [
            ...takeover.liveHeaderButtons.filter((text) => !takeover.headerButtons.includes(text)),
            ...takeover.liveProtection,
          ];
          const live = (takeover.liveText ?? '').split('\n').filter((line) => !added.includes(line));
          assert.deepEqual(live, (takeover.text ?? '').split('\n'), query);
          assert.equal(await page.evaluate(() => document.documentElement.lang), lang, query);
          // The lobby merged the texts the page carries, the view's, rather than asking the service.
          assert.deepEqual(serviceAsked, [], query);
        }
        assert.deepEqual(problems.consoleErrors, []);
      },
      {
        prepareData: async (db) => {
          await db.query(
            `INSERT INTO translations (namespace, locale, key, value) VALUES ('lobby', 'ja', 'catalogue.home.subtitle', $1)
             ON CONFLICT (namespace, locale, key) DO UPDATE SET value = excluded.value, updated_at = now()`,
            [edited],
          );
        },
      },
    );
  });
});
