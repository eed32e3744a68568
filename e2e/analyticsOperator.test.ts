import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { describe, test } from 'node:test';
import {
  ANALYTICS_BATCH_PATH,
  ANALYTICS_WRITE_KEY_HEADER,
  type AnalyticsBatch,
  type AnalyticsEvent,
  type AnalyticsEventName,
} from '@lobby/shared';
import type { Page } from 'playwright-core';
import { useBrowser, withLobbyPage } from './support/session';

/**
 * The operator's analytics page (docs/analytics.md): batches posted to the content service show
 * as counts per event per UTC day, in the table and in the chart. ANALYTICS_SHOTS=<dir> also
 * saves the page at a phone's and a desktop's width.
 */
const TIMEOUT = 20000;
const OPERATOR_TOKEN = 'e2e-operator-token-of-thirty-two-characters-or-more';
const WRITE_KEY = 'e2e-analytics-write-key';
const SHOTS = process.env.ANALYTICS_SHOTS;
const DAY_MS = 86_400_000;

const randomId = (): string => randomBytes(16).toString('base64url');
const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
/** Noon UTC `daysAgo` days ago: far from midnight, so the day an event counts under is sure. */
const noonDaysAgo = (now: number, daysAgo: number): number => Date.parse(utcDay(now - daysAgo * DAY_MS)) + DAY_MS / 2;

function events(count: number, name: AnalyticsEventName, at: number): AnalyticsEvent[] {
  return Array.from({ length: count }, () => ({ id: randomId(), name, at, props: { screen: 'home' } }));
}

async function post(serverUrl: string, batch: AnalyticsBatch): Promise<{ accepted: number; duplicates: number }> {
  const response = await fetch(`${serverUrl}${ANALYTICS_BATCH_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [ANALYTICS_WRITE_KEY_HEADER]: WRITE_KEY },
    body: JSON.stringify(batch),
  });
  assert.equal(response.status, 200);
  return (await response.json()) as { accepted: number; duplicates: number };
}

/** The table's cell of one event on one day, as text. */
const cell = (page: Page, day: string, name: string) => page.locator(`#counts tbody td[data-day="${day}"][data-name="${name}"]`);

describe('the operator analytics page', () => {
  const browser = useBrowser();

  test('shows counts per event per day, each event once however often its batch came, in a table and a chart', async () => {
    await withLobbyPage(
      browser(),
      async ({ server, page, problems }) => {
        const now = Date.now();
        const today = utcDay(now);
        const yesterday = utcDay(now - DAY_MS);
        const twoDaysAgo = utcDay(now - 2 * DAY_MS);
        const first: AnalyticsBatch = {
          anonymousId: randomId(),
          sentAt: now,
          events: [...events(3, 'launch', now - 1000), ...events(1, 'search', now - 500), ...events(2, 'gameReady', noonDaysAgo(now, 1))],
        };
        const second: AnalyticsBatch = {
          anonymousId: randomId(),
          sentAt: now,
          events: [...events(1, 'favourite', noonDaysAgo(now, 2)), ...events(2, 'launch', noonDaysAgo(now, 2))],
        };
        assert.deepEqual(await post(server.url, first), { accepted: 6, duplicates: 0 });
        assert.deepEqual(await post(server.url, second), { accepted: 3, duplicates: 0 });
        // A retried batch (its answer was lost): stored once.
        assert.deepEqual(await post(server.url, first), { accepted: 0, duplicates: 6 });
        const expected: Record<string, Record<string, number>> = {
          [today]: { launch: 3, search: 1 },
          [yesterday]: { gameReady: 2 },
          [twoDaysAgo]: { favourite: 1, launch: 2 },
        };

        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(`${server.url}/operator/analytics/`);
        await page.getByLabel('Operator token').fill(OPERATOR_TOKEN);
        await page.getByRole('button', { name: 'Show counts' }).click();
        await cell(page, today, 'launch').filter({ hasText: /^3$/ }).waitFor({ timeout: TIMEOUT });

        // The table: every day of the period, every event, zeros included.
        const names = await page.locator('#counts thead th[data-name]').evaluateAll((cells) => cells.map((each) => each.getAttribute('data-name')));
        assert.deepEqual(names, ['launch', 'gameReady', 'search', 'favourite', 'navigation', 'bonusViewed', 'errorShown']);
        assert.equal(await page.locator('#counts tbody tr').count(), 14);
        for (const day of [today, yesterday, twoDaysAgo]) {
          for (const name of names) {
            assert.equal(await cell(page, day, name ?? '').innerText(), String(expected[day]?.[name ?? ''] ?? 0), `${day} ${name}`);
          }
        }
        assert.equal(await page.locator('#counts tfoot td[data-total="all"]').innerText(), '9');
        assert.equal(await page.locator('#counts tfoot td[data-name="launch"]').innerText(), '5');

        // The chart: one mark per event and day with events, of that count.
        const marks = await page
          .locator('#chart svg rect.mark')
          .evaluateAll((rects) => rects.map((rect) => `${rect.getAttribute('data-day')} ${rect.getAttribute('data-name')} ${rect.getAttribute('data-count')}`));
        const wanted = Object.entries(expected).flatMap(([day, counts]) => Object.entries(counts).map(([name, count]) => `${day} ${name} ${count}`));
        assert.deepEqual([...marks].sort(), [...wanted].sort());
        assert.equal(await page.locator('#legend li').count(), 7);
        await page.getByText('Day (UTC, month-day)').waitFor({ timeout: TIMEOUT });
        if (SHOTS !== undefined) await page.screenshot({ path: path.join(SHOTS, 'operator-analytics-1280.png'), fullPage: true });

        // A phone: nothing wider than the screen but the table, which scrolls in its own box.
        await page.setViewportSize({ width: 390, height: 844 });
        await page.waitForFunction(() => Number(document.querySelector('#chart svg')?.getAttribute('width')) <= 390);
        assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'the page scrolls sideways at 390 px');
        if (SHOTS !== undefined) await page.screenshot({ path: path.join(SHOTS, 'operator-analytics-390.png'), fullPage: true });

        // The token stays with the tab: a reload shows the counts without asking again.
        await page.reload();
        await cell(page, twoDaysAgo, 'favourite').filter({ hasText: /^1$/ }).waitFor({ timeout: TIMEOUT });
        assert.equal(await page.getByLabel('Operator token').isVisible(), false);
        assert.deepEqual(problems.consoleErrors, []);
        assert.deepEqual(problems.failedRequests, []);
      },
      { server: { operatorToken: OPERATOR_TOKEN, analyticsWriteKey: WRITE_KEY } },
    );
  });

  test('a wrong token is refused and forgotten, and the page asks again', async () => {
    await withLobbyPage(
      browser(),
      async ({ server, page }) => {
        await page.goto(`${server.url}/operator/analytics/`);
        await page.getByLabel('Operator token').fill('not-the-operator-token-of-this-server');
        await page.getByRole('button', { name: 'Show counts' }).click();
        await page.getByRole('status').filter({ hasText: 'The operator token was refused' }).waitFor({ timeout: TIMEOUT });
        assert.equal(await page.getByLabel('Operator token').isVisible(), true);
        assert.equal(await page.locator('#report').isVisible(), false);
        assert.equal(await page.evaluate(() => sessionStorage.length), 0);
      },
      { server: { operatorToken: OPERATOR_TOKEN, analyticsWriteKey: WRITE_KEY } },
    );
  });
});
