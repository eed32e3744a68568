/**
 * The PGlite side of pgliteDatabase.ts, run in a worker thread. It is plain CommonJS source
 * (evaluated with `eval: true`) so it needs no TypeScript loader in the worker.
 *
 * Messages in: { id, op: 'query' | 'exec' | 'begin' | 'commit' | 'rollback' | 'close', sql?, params?, tx? }.
 * Messages out: { id, ok: true, rows?, rowCount?, tx? } or { id, ok: false, error: { message, code } }.
 * A transaction holds PGlite's lock (PGlite.transaction) until commit or rollback, so queries
 * of other requests wait instead of landing inside it.
 */
export const PGLITE_WORKER_SOURCE = `
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require(workerData.pglitePath);
// Contrib extensions by name ({ pg_trgm: <path of its module> }); CREATE EXTENSION needs them loaded.
const extensions = Object.fromEntries(
  Object.entries(workerData.extensionPaths).map(([name, path]) => [name, require(path)[name]]),
);

const transactions = new Map();
let nextTx = 1;

// PGlite's file system reports Emscripten ErrnoErrors, which carry only a number: name the
// ones an operator can act on, with the SQLSTATE PostgreSQL would use.
const ERRNOS = {
  51: ['ENOSPC', 'no space left on device', '53100'],
  19: ['EDQUOT', 'disk quota exceeded', '53100'],
  2: ['EACCES', 'permission denied', '58030'],
  63: ['EPERM', 'operation not permitted', '58030'],
  69: ['EROFS', 'read-only file system', '58030'],
  29: ['EIO', 'input/output error', '58030'],
};

function describe(error) {
  if (error && typeof error.errno === 'number' && !error.message) {
    const known = ERRNOS[error.errno];
    return known
      ? { message: 'file system error ' + known[0] + ': ' + known[1], code: known[2] }
      : { message: 'file system error errno ' + error.errno, code: '58030' };
  }
  return { message: String((error && error.message) || error), code: error && error.code };
}

function reply(id, result) { parentPort.postMessage({ id, ok: true, ...result }); }
function fail(id, error) {
  parentPort.postMessage({ id, ok: false, error: describe(error) });
}

PGlite.create(workerData.dataDir, { extensions }).then((db) => {
  parentPort.on('message', async (message) => {
    const { id, op, sql, params, tx } = message;
    try {
      if (op === 'begin') {
        const txId = nextTx++;
        await new Promise((started, failed) => {
          db.transaction((handle) => new Promise((finish, abort) => {
            transactions.set(txId, { handle, finish, abort });
            started();
          })).catch((error) => { if (!transactions.has(txId)) return; failed(error); });
        });
        return reply(id, { tx: txId });
      }
      if (op === 'commit' || op === 'rollback') {
        const entry = transactions.get(tx);
        transactions.delete(tx);
        if (!entry) throw new Error('unknown transaction ' + tx);
        if (op === 'commit') entry.finish(); else entry.abort(new Error('rollback'));
        return reply(id, {});
      }
      const target = tx ? transactions.get(tx)?.handle : db;
      if (!target) throw new Error('unknown transaction ' + tx);
      if (op === 'exec') { await target.exec(sql); return reply(id, {}); }
      if (op === 'query') {
        const result = await target.query(sql, params);
        return reply(id, { rows: result.rows, rowCount: result.affectedRows || 0 });
      }
      if (op === 'close') { await db.close(); reply(id, {}); return process.exit(0); }
      throw new Error('unknown op ' + op);
    } catch (error) {
      fail(id, error);
    }
  });
  parentPort.postMessage({ id: 0, ok: true });
}, (error) => fail(0, error));
`;
