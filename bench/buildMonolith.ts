import path from 'node:path';
import { MONOLITH_DIST, buildMonolith } from './src/buildMonolith';

const ROOT_DIR = path.resolve(__dirname, '..');

/** `npm run build:monolith [-- --force]`: the lobby as one bundle in host/dist-monolith. */
buildMonolith(ROOT_DIR, { force: process.argv.includes('--force') }).then(
  (built) => process.stdout.write(`[build:monolith] ${built ? 'built' : 'up to date'}: ${MONOLITH_DIST}\n`),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
