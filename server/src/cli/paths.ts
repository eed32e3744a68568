import path from 'node:path';

/** The repository root: server/src/cli -> ../../.. */
export const ROOT_DIR = path.resolve(__dirname, '..', '..', '..');
