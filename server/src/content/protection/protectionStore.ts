import type {
  LicenseType,
  RawPlayExclusion,
  RawPlayerProtection,
  RawProtectionLimit,
  RawProtectionPolicy,
} from '@lobby/shared';
import type { Queryable } from '../../db/database';
import { nextPeriodStart, periodStart, usedInPeriod, type LimitPeriod } from './limitPeriods';

/** The key of the policy of a lobby without a licence type (the operator API's path names it too). */
export const DEFAULT_POLICY_KEY = 'default';

/** What a database without any policy imposes: nothing. The operator (or the demo seed) writes policies. */
const NO_POLICY: RawProtectionPolicy = Object.freeze({
  licenseType: null,
  sessionClock: false,
  realityCheckSeconds: null,
  limitsUrl: null,
  helpUrl: null,
});

/** A player's limits and break from play, as the reply and the launch gate read them. */
export type PlayerProtectionState = Pick<RawPlayerProtection, 'depositLimit' | 'lossLimit' | 'exclusion'>;

interface PolicyRow {
  readonly license_type: string;
  readonly session_clock: boolean;
  readonly reality_check_seconds: number | null;
  readonly limits_url: string | null;
  readonly help_url: string | null;
}

const POLICY_COLUMNS = 'license_type, session_clock, reality_check_seconds, limits_url, help_url';

function policyOf(row: PolicyRow): RawProtectionPolicy {
  return {
    licenseType: row.license_type === DEFAULT_POLICY_KEY ? null : row.license_type,
    sessionClock: row.session_clock,
    realityCheckSeconds: row.reality_check_seconds,
    limitsUrl: row.limits_url,
    helpUrl: row.help_url,
  };
}

/** The licence type's policy; without one (or for no licence type) the default's; without that, none. */
export async function readPolicy(db: Queryable, licenseType: LicenseType | null): Promise<RawProtectionPolicy> {
  const result = await db.query<PolicyRow>(
    `SELECT ${POLICY_COLUMNS} FROM protection_policies WHERE license_type = ANY ($1::text[])
      ORDER BY license_type = $2 LIMIT 1`,
    [[licenseType ?? DEFAULT_POLICY_KEY, DEFAULT_POLICY_KEY], DEFAULT_POLICY_KEY],
  );
  const row = result.rows[0];
  return row ? policyOf(row) : NO_POLICY;
}

/** A policy as the operator API writes it; fields left out keep their value (a new one starts from NO_POLICY). */
export interface PolicyChange {
  readonly sessionClock?: boolean;
  readonly realityCheckSeconds?: number | null;
  readonly limitsUrl?: string | null;
  readonly helpUrl?: string | null;
}

export async function writePolicy(
  db: Queryable,
  key: LicenseType | typeof DEFAULT_POLICY_KEY,
  change: PolicyChange,
): Promise<RawProtectionPolicy> {
  const current = await db.query<PolicyRow>(
    `SELECT ${POLICY_COLUMNS} FROM protection_policies WHERE license_type = $1`,
    [key],
  );
  const base = current.rows[0] ? policyOf(current.rows[0]) : NO_POLICY;
  const next = { ...base, ...change };
  const written = await db.query<PolicyRow>(
    `INSERT INTO protection_policies (${POLICY_COLUMNS}, updated_at) VALUES ($1, $2, $3, $4, $5, now())
     ON CONFLICT (license_type) DO UPDATE SET session_clock = EXCLUDED.session_clock,
       reality_check_seconds = EXCLUDED.reality_check_seconds, limits_url = EXCLUDED.limits_url,
       help_url = EXCLUDED.help_url, updated_at = now()
     RETURNING ${POLICY_COLUMNS}`,
    [key, next.sessionClock, next.realityCheckSeconds, next.limitsUrl, next.helpUrl],
  );
  return policyOf(written.rows[0] as PolicyRow);
}

interface StateRow {
  readonly deposit_limit_amount: number | null;
  readonly deposit_limit_period: LimitPeriod | null;
  readonly deposit_limit_used: number;
  readonly deposit_limit_counted_from: Date | null;
  readonly loss_limit_amount: number | null;
  readonly loss_limit_period: LimitPeriod | null;
  readonly loss_limit_used: number;
  readonly loss_limit_counted_from: Date | null;
  readonly exclusion_kind: RawPlayExclusion['kind'] | null;
  readonly exclusion_until: Date | null;
}

const STATE_COLUMNS = `deposit_limit_amount::float8 AS deposit_limit_amount, deposit_limit_period,
  deposit_limit_used::float8 AS deposit_limit_used, deposit_limit_counted_from,
  loss_limit_amount::float8 AS loss_limit_amount, loss_limit_period,
  loss_limit_used::float8 AS loss_limit_used, loss_limit_counted_from, exclusion_kind, exclusion_until`;

function limitOf(
  amount: number | null,
  period: LimitPeriod | null,
  used: number,
  from: Date | null,
  now: Date,
): RawProtectionLimit | null {
  if (amount === null || period === null || from === null) return null;
  return {
    amount,
    used: usedInPeriod(period, { used, from: new Date(from) }, now),
    period,
    resetsAt: nextPeriodStart(period, now).toISOString(),
  };
}

/** A break that is over is no break: only one that still holds at `now` is reported. */
function exclusionOf(kind: RawPlayExclusion['kind'] | null, until: Date | null, now: Date): RawPlayExclusion | null {
  if (kind === null) return null;
  if (until !== null && new Date(until).getTime() <= now.getTime()) return null;
  return { kind, until: until === null ? null : new Date(until).toISOString() };
}

function stateOf(row: StateRow | undefined, now: Date): PlayerProtectionState {
  if (!row) return { depositLimit: null, lossLimit: null, exclusion: null };
  return {
    depositLimit: limitOf(
      row.deposit_limit_amount,
      row.deposit_limit_period,
      row.deposit_limit_used,
      row.deposit_limit_counted_from,
      now,
    ),
    lossLimit: limitOf(
      row.loss_limit_amount,
      row.loss_limit_period,
      row.loss_limit_used,
      row.loss_limit_counted_from,
      now,
    ),
    exclusion: exclusionOf(row.exclusion_kind, row.exclusion_until, now),
  };
}

/** The player's limits (amounts used in the running period) and the break from play that holds at `now`. */
export async function readPlayerState(db: Queryable, userId: string, now: Date): Promise<PlayerProtectionState> {
  const result = await db.query<StateRow>(`SELECT ${STATE_COLUMNS} FROM player_protection WHERE user_id = $1`, [
    userId,
  ]);
  return stateOf(result.rows[0], now);
}

/** A limit as the operator sets it; `used` left out keeps what is used in the running period. */
export interface LimitChange {
  readonly amount: number;
  readonly period: LimitPeriod;
  readonly used?: number;
}

/** Each field present replaces that part (null removes it); a field left out stays as it is. */
export interface PlayerProtectionChange {
  readonly depositLimit?: LimitChange | null;
  readonly lossLimit?: LimitChange | null;
  readonly exclusion?: { readonly kind: RawPlayExclusion['kind']; readonly until: Date | null } | null;
}

type LimitColumns = readonly [
  amount: number | null,
  period: LimitPeriod | null,
  used: number,
  countedFrom: string | null,
];

/** A limit's columns after a change: counted from the start of the running period of its (new) period. */
function limitColumns(
  change: LimitChange | null | undefined,
  current: RawProtectionLimit | null,
  now: Date,
): LimitColumns {
  if (change === undefined) {
    return current === null
      ? [null, null, 0, null]
      : [current.amount, current.period, current.used, periodStart(current.period, now).toISOString()];
  }
  if (change === null) return [null, null, 0, null];
  return [
    change.amount,
    change.period,
    change.used ?? current?.used ?? 0,
    periodStart(change.period, now).toISOString(),
  ];
}

/** Applies an operator's change to a player's protection and answers the state it leaves. */
export async function writePlayerProtection(
  db: Queryable,
  userId: string,
  change: PlayerProtectionChange,
  now: Date,
): Promise<PlayerProtectionState> {
  const current = await readPlayerState(db, userId, now);
  const exclusion =
    change.exclusion === undefined
      ? current.exclusion && { kind: current.exclusion.kind, until: current.exclusion.until }
      : change.exclusion && { kind: change.exclusion.kind, until: change.exclusion.until?.toISOString() ?? null };
  const written = await db.query<StateRow>(
    `INSERT INTO player_protection (user_id,
       deposit_limit_amount, deposit_limit_period, deposit_limit_used, deposit_limit_counted_from,
       loss_limit_amount, loss_limit_period, loss_limit_used, loss_limit_counted_from,
       exclusion_kind, exclusion_until, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now())
     ON CONFLICT (user_id) DO UPDATE SET
       deposit_limit_amount = EXCLUDED.deposit_limit_amount, deposit_limit_period = EXCLUDED.deposit_limit_period,
       deposit_limit_used = EXCLUDED.deposit_limit_used, deposit_limit_counted_from = EXCLUDED.deposit_limit_counted_from,
       loss_limit_amount = EXCLUDED.loss_limit_amount, loss_limit_period = EXCLUDED.loss_limit_period,
       loss_limit_used = EXCLUDED.loss_limit_used, loss_limit_counted_from = EXCLUDED.loss_limit_counted_from,
       exclusion_kind = EXCLUDED.exclusion_kind, exclusion_until = EXCLUDED.exclusion_until, updated_at = now()
     RETURNING ${STATE_COLUMNS}`,
    [
      userId,
      ...limitColumns(change.depositLimit, current.depositLimit, now),
      ...limitColumns(change.lossLimit, current.lossLimit, now),
      exclusion?.kind ?? null,
      exclusion?.until ?? null,
    ],
  );
  return stateOf(written.rows[0], now);
}
