import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BUS_OWNERS } from '@lobby/shared';
import {
  DOC_FILE,
  REGENERATE,
  ROOT_DIR,
  busUsesIn,
  renderBusTable,
  scanBusUses,
  withBusTable,
  type BusUse,
} from './busTable';

const uses = scanBusUses();

function describeUse({ file, party, event, use }: BusUse): string {
  return `${file}: ${party} ${use === 'emit' ? 'emits' : 'reads'} '${event}'`;
}

describe('the bus table in docs/architecture.md', () => {
  it('is what shared/src/busOwners.ts says', () => {
    const doc = readFileSync(path.join(ROOT_DIR, DOC_FILE), 'utf8');
    const fresh = withBusTable(doc, renderBusTable());
    if (doc !== fresh) throw new Error(`${DOC_FILE}'s bus table is stale: run \`${REGENERATE}\``);
  });
});

describe('bus ownership (shared/src/busOwners.ts)', () => {
  it('finds the emits and reads of the code', () => {
    // A scan that found nothing would pass every check below.
    expect(uses.filter(({ use }) => use === 'emit').length).toBeGreaterThan(10);
    expect(uses.filter(({ use }) => use === 'read').length).toBeGreaterThan(10);
  });

  it('has each event emitted only by its declared writers', () => {
    const allowed = (use: BusUse) => (BUS_OWNERS[use.event].writers as readonly string[]).includes(use.party);
    const undeclared = uses.filter((use) => use.use === 'emit' && !allowed(use)).map(describeUse);
    expect(undeclared).toEqual([]);
  });

  it('declares as writers and readers only parts that do emit and read the event', () => {
    const stale = (Object.keys(BUS_OWNERS) as (keyof typeof BUS_OWNERS)[]).flatMap((event) => {
      const { writers, readers } = BUS_OWNERS[event];
      const missing = (parties: readonly string[], use: BusUse['use']) =>
        parties
          .filter((party) => !uses.some((found) => found.event === event && found.party === party && found.use === use))
          .map((party) => `${party} is declared to ${use} '${event}' but does not`);
      return [...missing(writers, 'emit'), ...missing(readers, 'read')];
    });
    expect(stale).toEqual([]);
  });

  it('has each event read only by its declared readers', () => {
    const undeclared = uses
      .filter((use) => use.use === 'read' && !(BUS_OWNERS[use.event].readers as readonly string[]).includes(use.party))
      .map(describeUse);
    expect(undeclared).toEqual([]);
  });
});

describe('busUsesIn', () => {
  it.each([
    ["bus.emit('recent:changed', []);", [{ event: 'recent:changed', use: 'emit' }]],
    ["props.bus.emit(\n  'lobby:dataChanged',\n  data,\n);", [{ event: 'lobby:dataChanged', use: 'emit' }]],
    ["bus.on$('session:changed').subscribe();", [{ event: 'session:changed', use: 'read' }]],
    ["useBusValue('settings:changed');", [{ event: 'settings:changed', use: 'read' }]],
    ["bus.emit('not:anEvent', 1); log('recent:changed');", [{ event: 'recent:changed', use: 'read' }]],
    ["// bus.emit('recent:changed', [])\nconst text = 'recent:changed';", []],
  ])('%s', (code, expected) => {
    expect(busUsesIn('x.ts', 'host', code).map(({ event, use }) => ({ event, use }))).toEqual(expected);
  });
});
