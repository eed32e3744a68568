/**
 * @jest-environment node
 */
// Production builds keep only message ids, so a text added or changed without
// `npm run i18n:extract && npm run i18n:compile` would reach players as an id. This
// extracts every workspace's sources the way the CLI does and compares them with the
// committed, compiled English catalogue of that workspace.
import path from 'node:path';
import type { Messages } from '@lingui/core';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { compileMessage } from '@lingui/message-utils/compileMessage';

const CONFIG = path.resolve(__dirname, '../lingui.config.ts');
const ROOT = path.resolve(__dirname, '../../..');

async function compiledEnglish(catalogPath: string): Promise<Messages> {
  const file = catalogPath.replace('{locale}', 'en');
  const { messages } = (await import(`${file}.ts`)) as { messages: Messages };
  return messages;
}

describe('workspace catalogues', () => {
  it('hold exactly the texts of their sources, compiled', async () => {
    const config = getConfig({ configPath: CONFIG });
    const catalogs = await getCatalogs(config);
    expect(catalogs.length).toBeGreaterThan(1);
    for (const catalog of catalogs) {
      const extracted = (await catalog.collect()) ?? {};
      const english = await compiledEnglish(catalog.path);
      const where = path.relative(ROOT, catalog.path);
      expect({ where, ids: Object.keys(english).sort() }).toEqual({ where, ids: Object.keys(extracted).sort() });
      for (const [id, { message }] of Object.entries(extracted)) {
        expect({ where, id, text: english[id] }).toEqual({ where, id, text: compileMessage(message ?? id) });
      }
    }
  }, 60_000);
});
