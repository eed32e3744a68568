/**
 * The bus table of docs/architecture.md, generated from shared/src/busOwners.ts
 * (`npm run bus-table` writes it), and the scan that finds who emits and reads each event in
 * the code, so busTable.test.ts can hold both to the declaration.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { BUS_HELD_UNTIL_READ, BUS_OWNERS, BUS_REPLAY, type BusEventType } from '@lobby/shared';
import { isTestFile, listSourceFiles, readWorkspaces, type Workspace } from './workspaces';

export const ROOT_DIR = path.resolve(__dirname, '..');
export const DOC_FILE = 'docs/architecture.md';
export const REGENERATE = 'npm run bus-table';
const START = '<!-- bus-table:start (generated from shared/src/busOwners.ts by `npm run bus-table`) -->';
const END = '<!-- bus-table:end -->';

const EVENTS = Object.keys(BUS_OWNERS) as BusEventType[];

function isEvent(value: string): value is BusEventType {
  return (EVENTS as string[]).includes(value);
}

const list = (parties: readonly string[]) => (parties.length === 0 ? '—' : parties.join(', '));

export function renderBusTable(): string {
  const rows = EVENTS.map((event) => {
    const { kind, writers, readers } = BUS_OWNERS[event];
    return `| \`${event}\` | ${kind} | ${BUS_REPLAY[event] ? 'yes' : BUS_HELD_UNTIL_READ.includes(event) ? 'held until read' : 'no'} | ${list(writers)} | ${list(readers)} |`;
  });
  return ['| event | kind | replays | written by | read by |', '|---|---|---|---|---|', ...rows].join('\n');
}

/** The doc with the text between the markers replaced by `table`; throws if a marker is missing. */
export function withBusTable(doc: string, table: string): string {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${DOC_FILE} lacks the bus-table markers:\n${START}\n${END}`);
  return `${doc.slice(0, start + START.length)}\n${table}\n${doc.slice(end)}`;
}

export interface BusUse {
  readonly file: string;
  /** The part the file belongs to: 'host', a remote id, or a package folder ('shell-bridge'). */
  readonly party: string;
  readonly event: BusEventType;
  readonly use: 'emit' | 'read';
}

/** Parties are the host, the remotes and the packages (by folder); others never touch the bus. */
function partyOf(workspace: Workspace): string | undefined {
  const [top, name] = workspace.dir.split('/');
  if (workspace.dir === 'host') return 'host';
  return top === 'remotes' || top === 'packages' ? name : undefined;
}

/**
 * `<anything>.emit('<event>', …)` is a write; any other call with an event name as its first
 * argument (`on$`, `current`, `useBusValue`) is a read. Test code is left out.
 */
export function busUsesIn(file: string, party: string, text: string): BusUse[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const uses: BusUse[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const first = node.arguments[0];
      if (first !== undefined && ts.isStringLiteralLike(first) && isEvent(first.text)) {
        const callee = node.expression;
        const emits = ts.isPropertyAccessExpression(callee) && callee.name.text === 'emit';
        uses.push({ file, party, event: first.text, use: emits ? 'emit' : 'read' });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

export function scanBusUses(): BusUse[] {
  return readWorkspaces(ROOT_DIR).flatMap((workspace) => {
    const party = partyOf(workspace);
    if (party === undefined) return [];
    return listSourceFiles(ROOT_DIR, workspace.dir)
      .filter((file) => /\.tsx?$/.test(file) && !isTestFile(workspace, file))
      .flatMap((file) => busUsesIn(file, party, readFileSync(path.join(ROOT_DIR, file), 'utf8')));
  });
}

if (require.main === module) {
  const file = path.join(ROOT_DIR, DOC_FILE);
  writeFileSync(file, withBusTable(readFileSync(file, 'utf8'), renderBusTable()));
  process.stdout.write(`${DOC_FILE}: bus table written from shared/src/busOwners.ts\n`);
}
