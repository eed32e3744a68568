import type { Database } from './database';
import { createPgliteDatabase } from './pgliteDatabase';
import { createPostgresDatabase } from './postgresDatabase';

export interface DatabaseLocation {
  /** PGlite data folder, used when databaseUrl is not set. */
  readonly dataDir: string;
  readonly databaseUrl?: string | undefined;
}

/** PostgreSQL when a connection string is given, else PGlite in the data folder. */
export function openDatabase(location: DatabaseLocation): Promise<Database> {
  return location.databaseUrl
    ? createPostgresDatabase({ connectionString: location.databaseUrl })
    : createPgliteDatabase(location.dataDir);
}
