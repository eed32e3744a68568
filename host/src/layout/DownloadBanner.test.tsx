import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithBus } from '../testing/renderWithBus';
import { DownloadBanner } from './DownloadBanner';

describe('DownloadBanner', () => {
  test('hidden by default, shown when the shell enables it, dismissable', () => {
    const { bus } = renderWithBus(<DownloadBanner />);
    expect(screen.queryByTestId('download-banner')).toBeNull();
    act(() =>
      bus.emit('shell:received', {
        type: 'downloadBannerInfo',
        payload: { isInstallBannerDisabled: false, downloadLink: 'https://apps.example/', content: 'Get it' },
      }),
    );
    expect(screen.getByText('Get it').isConnected).toBe(true);
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe('https://apps.example/');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('download-banner')).toBeNull();
  });
});
