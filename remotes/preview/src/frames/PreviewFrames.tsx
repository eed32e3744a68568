import type { LobbySettings } from '@lobby/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MessageLog, type LoggedMessage } from './MessageLog';
import { PreviewFrame, type FrameSize } from './PreviewFrame';
import { readLobbyMessage, shellAnswer } from './shellAnswer';

export interface PreviewFramesProps {
  readonly settings: LobbySettings;
  readonly sizes: readonly FrameSize[];
}

/** Enough to follow a session of clicks without the page growing without end. */
const MAX_LOGGED = 200;

/**
 * The framed lobbies and their shell: each frame gets the settings as initialData (with the
 * platform of its size) and every message it sends is logged. Only same-origin frames of this
 * page are answered.
 */
export function PreviewFrames({ settings, sizes }: PreviewFramesProps) {
  const frames = useRef(new Map<FrameSize, HTMLIFrameElement>());
  const [messages, setMessages] = useState<readonly LoggedMessage[]>([]);
  const nextId = useRef(0);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const entry = [...frames.current].find(([, frame]) => frame.contentWindow !== null && frame.contentWindow === event.source);
      const message = readLobbyMessage(event.data);
      if (!entry || !message) return;
      const [size, frame] = entry;
      const logged: LoggedMessage = { ...message, id: nextId.current++, frame: size };
      setMessages((previous) => [...previous, logged].slice(-MAX_LOGGED));
      const answer = shellAnswer(message, { ...settings, platform: size === 'phone' ? 'mobile' : 'desktop' });
      if (answer) frame.contentWindow?.postMessage(answer, window.location.origin);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [settings]);

  const refFor = useCallback(
    (size: FrameSize) => (frame: HTMLIFrameElement | null) => {
      if (frame) frames.current.set(size, frame);
      else frames.current.delete(size);
    },
    [],
  );

  return (
    <>
      <div css={(theme) => ({ display: 'flex', gap: theme.space.lg, alignItems: 'flex-start' })}>
        {sizes.map((size) => (
          <PreviewFrame key={size} size={size} frameRef={refFor(size)} />
        ))}
      </div>
      <MessageLog messages={messages} />
    </>
  );
}
