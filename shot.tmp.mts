import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [390, 768, 1280, 1920]) {
  const p = await b.newPage({ viewport: { width, height: 900 } });
  const errors: string[] = [];
  p.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await p.goto('http://localhost:8090/dev', { waitUntil: 'load' });
  await p.locator('[data-remote-row="search"]').getByText(/Running|Loaded/).waitFor({ timeout: 20000 }).catch(() => undefined);
  const table = p.locator('[data-testid="versions-table"]');
  await table.scrollIntoViewIfNeeded();
  await table.screenshot({ path: `/tmp/dev-${width}.png` });
  const overflow = await p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  console.log(width, 'overflow', overflow, 'errors', errors.length);
  await p.close();
}
await b.close();
