import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { Button } from '../Button/Button';
import { GameInfoPanel } from './GameInfoPanel';
import type { GameInfoPanelProps } from './GameInfoPanel';

const ROWS: GameInfoPanelProps['rows'] = [
  { id: 'provider', label: 'Provider', value: 'Habanero' },
  { id: 'rtp', label: 'RTP', value: '96.50%' },
  { id: 'maxWin', label: 'Max win', value: '5,000× bet' },
];

function panel(overrides: Partial<GameInfoPanelProps> = {}): GameInfoPanelProps {
  return {
    open: true,
    onClose: jest.fn(),
    title: 'Starburst',
    rows: ROWS,
    rules: 'Line wins pay from left to right.',
    status: 'ready',
    onPlay: jest.fn(),
    ...overrides,
  };
}

const facts = () =>
  [...screen.getByRole('dialog').querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('GameInfoPanel', () => {
  it('is a modal dialog named by the game, listing each fact by its name, then the rules', () => {
    renderWithProviders(<GameInfoPanel {...panel()} />);
    const dialog = screen.getByRole('dialog', { name: 'Starburst' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(facts()).toEqual([
      ['Provider', 'Habanero'],
      ['RTP', '96.50%'],
      ['Max win', '5,000× bet'],
    ]);
    const rules = within(dialog).getByRole('region', { name: 'Rules' });
    expect(rules.textContent).toContain('Line wins pay from left to right.');
    expect(dialog.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it("says the game's own line about itself above the facts", () => {
    renderWithProviders(<GameInfoPanel {...panel({ description: 'Ten lines of gold.' })} />);
    const dialog = screen.getByRole('dialog', { name: 'Starburst' });
    expect(dialog.querySelector('p')?.textContent).toBe('Ten lines of gold.');
  });

  it('leaves out the rules when there are none', () => {
    renderWithProviders(<GameInfoPanel {...panel({ rules: null })} />);
    expect(screen.queryByRole('region', { name: 'Rules' })).toBeNull();
  });

  it('shows a busy skeleton while the facts load, beside the facts the lobby already has', () => {
    renderWithProviders(<GameInfoPanel {...panel({ status: 'loading', rows: ROWS.slice(0, 1), rules: null })} />);
    expect(facts()).toEqual([['Provider', 'Habanero']]);
    expect(screen.getByTestId('game-info-skeleton').textContent).toBe('Loading');
    expect(screen.getByRole('dialog').querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says clearly when the facts cannot be loaded, keeps what the lobby knows, and retries', () => {
    const onRetry = jest.fn();
    renderWithProviders(<GameInfoPanel {...panel({ status: 'failed', rows: ROWS.slice(0, 1), rules: null, onRetry })} />);
    expect(screen.getByRole('alert').textContent).toContain("Could not load this game's details.");
    expect(facts()).toEqual([['Provider', 'Habanero']]);
    expect(screen.queryByTestId('game-info-skeleton')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers Play, and Play for fun for a demo game', () => {
    const onPlay = jest.fn();
    const onPlayForFun = jest.fn();
    const { rerender } = renderWithProviders(<GameInfoPanel {...panel({ onPlay })} />);
    expect(screen.queryByRole('button', { name: 'Play for fun' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(onPlay).toHaveBeenCalledTimes(1);
    rerender(<GameInfoPanel {...panel({ onPlay, onPlayForFun })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play for fun' }));
    expect(onPlayForFun).toHaveBeenCalledTimes(1);
  });

  it('has no play buttons where the game is already open', () => {
    renderWithProviders(<GameInfoPanel {...panel({ onPlay: undefined, onPlayForFun: jest.fn() })} />);
    expect(screen.queryByRole('button', { name: /^Play/ })).toBeNull();
  });

  it('takes focus in, closes on Escape and gives focus back to the opener', () => {
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Game info: Starburst</Button>
          <GameInfoPanel {...panel({ open, onClose: () => setOpen(false) })} />
        </>
      );
    }
    renderWithProviders(<Harness />);
    const opener = screen.getByRole('button', { name: 'Game info: Starburst' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Starburst' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
