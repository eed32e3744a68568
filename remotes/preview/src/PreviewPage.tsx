import { Trans } from '@lingui/react/macro';
import { DEFAULT_SETTINGS } from '@lobby/domain';
import type { LobbySettings } from '@lobby/shared';
import { useBusValue } from '@lobby/ui';
import { useState } from 'react';
import { SettingsForm, type FrameLayout } from './form/SettingsForm';
import type { FrameSize } from './frames/PreviewFrame';
import { PreviewFrames } from './frames/PreviewFrames';
import { pageStack } from './pageStack';

const SIZES: { readonly [L in FrameLayout]: readonly FrameSize[] } = {
  desktop: ['desktop'],
  phone: ['phone'],
  both: ['desktop', 'phone'],
};

interface Opened {
  readonly settings: LobbySettings;
  readonly layout: FrameLayout;
  /** A new opening reloads the frames, even with the same settings. */
  readonly count: number;
}

/** /preview: the editors' settings form and the lobby it opens, framed. */
export function PreviewPage() {
  const settings = useBusValue('settings:changed');
  const lobby = useBusValue('lobby:dataChanged');
  const [opened, setOpened] = useState<Opened | null>(null);
  return (
    <section
      aria-labelledby="preview-title"
      css={pageStack}
    >
      <h1 id="preview-title">
        <Trans id="preview.title">Preview</Trans>
      </h1>
      <SettingsForm
        // The form starts from this page's settings once they are known.
        key={settings === undefined ? 'defaults' : 'settings'}
        initial={settings ?? DEFAULT_SETTINGS}
        currentLobby={lobby}
        onOpen={(chosen, layout) => setOpened((previous) => ({ settings: chosen, layout, count: (previous?.count ?? 0) + 1 }))}
      />
      {opened === null ? null : (
        <section aria-labelledby="preview-frames-title">
          <h2 id="preview-frames-title">
            <Trans id="preview.frames.heading">The lobby with these settings</Trans>
          </h2>
          <PreviewFrames key={opened.count} settings={opened.settings} sizes={SIZES[opened.layout]} />
        </section>
      )}
    </section>
  );
}
