import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithBus } from '../testing/renderWithBus';
import { DownloadBanner } from './DownloadBanner';

describe('DownloadBanner', () => {
  test('hidden by default, shown when the shell enables it, dismissable', () => {
    const { bus } = renderWithBus(<DownloadBanner />);
    expect(screen.queryByTestId('download-banner')).toBeNull();
    const shown = { isInstallBannerDisabled: false, downloadLink: 'https://apps.example/', content: 'Get it' };
    act(() => bus.emit('downloadBanner:changed', shown));
    expect(screen.getByText('Get it').isConnected).toBe(true);
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe('https://apps.example/');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('download-banner')).toBeNull();
    act(() => bus.emit('downloadBanner:changed', { ...shown, content: 'New version' }));
    expect(screen.getByText('New version').isConnected).toBe(true);
  });
});
