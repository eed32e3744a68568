import { Trans } from '@lingui/react/macro';
import type { RemoteAppProps } from '@lobby/shared';

/** /preview, /dev and /test. The editors' preview and settings form land with the preview issue. */
export default function App(_props: RemoteAppProps) {
  return (
    <section data-remote="preview" aria-labelledby="preview-title">
      <h1 id="preview-title">
        <Trans>Preview</Trans>
      </h1>
    </section>
  );
}
