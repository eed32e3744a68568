import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { Button } from '../Button/Button';
import { Popup } from './Popup';

function Harness({ onClose = () => undefined }: { readonly onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Popup
        open={open}
        title="Insufficient funds"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        actions={<Button>Deposit</Button>}
      >
        <p>Your balance is too low.</p>
      </Popup>
    </>
  );
}

function openPopup(onClose?: () => void): HTMLElement {
  renderWithProviders(<Harness onClose={onClose} />);
  const trigger = screen.getByRole('button', { name: 'Open' });
  trigger.focus();
  fireEvent.click(trigger);
  return trigger;
}

describe('Popup', () => {
  it('is a modal dialog named by its title, with focus moved into it', () => {
    openPopup();
    const dialog = screen.getByRole('dialog', { name: 'Insufficient funds' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape and returns focus to the opener', () => {
    const onClose = jest.fn();
    const trigger = openPopup(onClose);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('keeps Tab inside the dialog', () => {
    openPopup();
    const close = screen.getByRole('button', { name: 'Close' });
    const deposit = screen.getByRole('button', { name: 'Deposit' });
    act(() => deposit.focus());
    fireEvent.keyDown(deposit, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(deposit);
  });

  it('closes from the close button and the backdrop, not from a click inside', () => {
    const onClose = jest.fn();
    openPopup(onClose);
    fireEvent.click(screen.getByText('Your balance is too low.'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const backdrop = screen.getByRole('dialog').parentElement;
    if (!backdrop) throw new Error('no backdrop');
    fireEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
