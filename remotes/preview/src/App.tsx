import { Trans } from '@lingui/react/macro';
import { useCatalogue } from '@lobby/i18n';
import type { RemoteAppProps } from '@lobby/shared';
import { previewTexts } from './texts';

/** /preview, /dev and /test. The editors' preview and settings form land with the preview issue. */
export default function App(_props: RemoteAppProps) {
  useCatalogue(previewTexts);
  return (
    <section data-remote="preview" aria-labelledby="preview-title">
      <h1 id="preview-title">
        <Trans>Preview</Trans>
      </h1>
    </section>
  );
}
