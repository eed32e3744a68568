import type { Theme } from '@emotion/react';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { LobbyReplyCheck } from '@lobby/domain';
import type { LobbyData } from '@lobby/shared';
import { Button } from '@lobby/ui';
import { controlStyle } from './FieldControl';
import { shapeErrorText } from './shapeErrorText';

export interface LobbyJsonFieldProps {
  readonly value: string;
  /** The check of a non-empty value, or null for none. */
  readonly check: LobbyReplyCheck | null;
  /** The lobby this page loaded: the live reply to start from. */
  readonly currentLobby: LobbyData | undefined;
  readonly onChange: (value: string) => void;
}

const ID = 'setting-casinoJsonResponse';
const ERRORS_ID = `${ID}-error`;

const msgShapeErrors = msg({ id: 'preview.lobbyJson.problems', message: `What does not fit the lobby reply` });

const errorStyle = (theme: Theme) => ({ margin: 0, color: theme.color.danger, fontSize: theme.font.size.sm });

/** casinoJsonResponse: a lobby reply pasted, uploaded or copied from the live one, checked as it changes. */
export function LobbyJsonField({ value, check, currentLobby, onChange }: LobbyJsonFieldProps) {
  const { _ } = useLingui();
  const invalid = check !== null && !check.ok;
  const upload = async (file: File | undefined) => {
    if (file) onChange(await file.text());
  };
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space.xs, gridColumn: '1 / -1' })}>
      <label htmlFor={ID}>
        <Trans id="preview.lobbyJson.label">Lobby reply to render</Trans> <span css={{ fontFamily: 'ui-monospace, monospace' }}>(casinoJsonResponse)</span>
      </label>
      <textarea
        id={ID}
        css={(theme) => ({ ...controlStyle(theme), minHeight: '8rem', fontFamily: 'ui-monospace, monospace', fontSize: theme.font.size.sm })}
        value={value}
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid}
        aria-describedby={invalid ? ERRORS_ID : undefined}
      />
      <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'center' })}>
        <label>
          <Trans id="preview.lobbyJson.upload">Upload a lobby JSON file</Trans>{' '}
          <input type="file" accept="application/json,.json" onChange={(event) => void upload(event.target.files?.[0])} />
        </label>
        <Button type="button" variant="secondary" size="sm" disabled={currentLobby === undefined} onClick={() => onChange(JSON.stringify(currentLobby, null, 2))}>
          <Trans id="preview.lobbyJson.loadCurrent">Load the current lobby</Trans>
        </Button>
        <Button type="button" variant="secondary" size="sm" disabled={value === ''} onClick={() => onChange('')}>
          <Trans id="preview.lobbyJson.clear">Clear</Trans>
        </Button>
      </div>
      {invalid ? (
        <div id={ERRORS_ID}>
          {'syntax' in check ? (
            <p css={errorStyle}>
              <SyntaxProblem reason={check.syntax} />
            </p>
          ) : (
            <ul css={errorStyle} aria-label={_(msgShapeErrors)}>
              {check.errors.map((error) => (
                <li key={`${error.path}:${error.expected}`}>{_(shapeErrorText(error))}</li>
              ))}
              {check.more > 0 ? (
                <li>
                  <MoreProblems count={check.more} />
                </li>
              ) : null}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}

function SyntaxProblem({ reason }: { readonly reason: string }) {
  return <Trans id="preview.lobbyJson.invalid">Not valid JSON: {reason}</Trans>;
}

function MoreProblems({ count }: { readonly count: number }) {
  return <Trans id="preview.lobbyJson.more">and {count} more</Trans>;
}
