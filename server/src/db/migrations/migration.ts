/** One versioned schema change. `sql` may hold several statements; it runs in one transaction. */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}
