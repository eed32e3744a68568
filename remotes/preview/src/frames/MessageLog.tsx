import { Trans } from '@lingui/react/macro';
import type { FrameSize } from './PreviewFrame';
import type { FramedMessage } from './shellAnswer';

export interface LoggedMessage extends FramedMessage {
  readonly id: number;
  readonly frame: FrameSize;
}

export interface MessageLogProps {
  readonly messages: readonly LoggedMessage[];
}

/** What the framed lobbies told their shell, newest first; previewGameLink is how a game click shows. */
export function MessageLog({ messages }: MessageLogProps) {
  return (
    <section aria-labelledby="preview-log-title">
      <h2 id="preview-log-title">
        <Trans id="preview.messages.heading">Messages from the lobby</Trans>
      </h2>
      {messages.length === 0 ? (
        <p>
          <Trans id="preview.messages.empty">No messages yet.</Trans>
        </p>
      ) : (
        <ol reversed data-testid="preview-message-log" css={(theme) => ({ fontFamily: 'ui-monospace, monospace', fontSize: theme.font.size.sm, maxHeight: '16rem', overflow: 'auto' })}>
          {[...messages].reverse().map((message) => (
            <li key={message.id} data-type={message.type}>
              {message.frame}: {message.type}
              {message.payload === undefined ? null : ` ${JSON.stringify(message.payload)}`}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
