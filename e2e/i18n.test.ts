import assert from 'node:assert/strict';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, test } from 'node:test';
import { deployBuild } from '../server/src/releases/deploy';
import { ROOT_DIR } from './support/lobbyServer';
import { buildRemoteCopy } from './support/remoteBuild';
import { useBrowser, withLobbyPage } from './support/session';

/** A text no earlier build can know, so it can only come from the remote built here. */
const NEW_TEXT = `Preview of release ${Date.now().toString(36)}`;

async function hostBundlesMention(text: string): Promise<boolean> {
  const dist = path.join(ROOT_DIR, 'host', 'dist');
  const scripts = (await readdir(dist)).filter((file) => file.endsWith('.js'));
  const contents = await Promise.all(scripts.map((file) => readFile(path.join(dist, file), 'utf8')));
  return contents.some((content) => content.includes(text));
}

describe('texts of a remote deployed alone', () => {
  const browser = useBrowser();

  test('a remote rebuilt with a new text shows that text, not its id, with the host build untouched', async () => {
    const build = await buildRemoteCopy('preview', {
      file: 'src/PreviewPage.tsx',
      // A new id: the text is new to every locale, so an untranslated one reads its English.
      change: (source) => source.replace('<Trans id="preview.title">Preview</Trans>', `<Trans id="preview.releaseProbe">${NEW_TEXT}</Trans>`),
      version: '0.2.0',
    });
    try {
      assert.equal(await hostBundlesMention(NEW_TEXT), false, 'the host build must not know the new text');

      await withLobbyPage(
        browser(),
        async ({ server, page, problems }) => {
          await deployBuild(server.releases, build.dist);
          const previewChunks: string[] = [];
          page.on('request', (request) => {
            const { pathname } = new URL(request.url());
            if (pathname.startsWith('/remotes/preview/')) previewChunks.push(pathname);
          });

          await page.goto(`${server.url}/preview`, { waitUntil: 'load' });
          const heading = page.locator('#preview-title');
          await heading.waitFor({ timeout: 20000 });
          assert.equal(await heading.innerText(), NEW_TEXT);
          assert.ok(previewChunks.some((chunk) => chunk.startsWith('/remotes/preview/0.2.0/')), previewChunks.join('\n'));
          assert.deepEqual(previewChunks.filter((chunk) => chunk.includes('/i18n-')), [], 'English is bundled');

          // Another locale: only its chunk of the remote's catalogue is fetched; untranslated, it reads English.
          previewChunks.length = 0;
          await page.goto(`${server.url}/preview?locale=fr`, { waitUntil: 'load' });
          await page.waitForFunction(() => document.querySelector('#preview-title') !== null);
          await page.waitForFunction(
            (text) => document.querySelector('#preview-title')?.textContent === text,
            NEW_TEXT,
            { timeout: 20000 },
          );
          const localeChunks = previewChunks.filter((chunk) => chunk.includes('/i18n-'));
          assert.equal(localeChunks.length, 1, localeChunks.join('\n'));
          assert.match(localeChunks[0] ?? '', /\/i18n-fr-messages\.[0-9a-f]+\.js$/);

          assert.deepEqual(problems.consoleErrors, []);
          assert.deepEqual(problems.failedRequests, []);
        },
        { ownReleases: true },
      );
    } finally {
      await rm(build.root, { recursive: true, force: true });
    }
  });
});
