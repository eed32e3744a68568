import { useCatalogue } from '@lobby/i18n';
import type { RemoteAppProps } from '@lobby/shared';
import { uiTexts } from '@lobby/ui';
import { DiagnosticsPage } from './diagnostics/DiagnosticsPage';
import { PreviewPage } from './PreviewPage';
import { previewTexts } from './texts';

/** /preview (editors' preview), /dev and /test (diagnostics): the host mounts this at each of the three. */
export default function App({ basePath }: RemoteAppProps) {
  useCatalogue(uiTexts, previewTexts);
  return (
    <div data-remote="preview">
      {basePath === '/dev' ? <DiagnosticsPage page="dev" /> : basePath === '/test' ? <DiagnosticsPage page="test" /> : <PreviewPage />}
    </div>
  );
}
