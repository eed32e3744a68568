import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { ErrorBoundary } from './ErrorBoundary';

interface BombProps {
  readonly explode: boolean;
}

function Bomb({ explode }: BombProps) {
  if (explode) throw new Error('boom');
  return <p>all good</p>;
}

// React reports caught errors through this root option; taking it keeps the output clean
// and lets the test see the report.
const onCaughtError = jest.fn();

function renderBoundary(ui: ReactElement) {
  return render(ui, { onCaughtError });
}

beforeEach(() => onCaughtError.mockClear());

describe('ErrorBoundary', () => {
  it('renders children when nothing throws', () => {
    renderBoundary(
      <ErrorBoundary fallback={() => <p>fallback</p>}>
        <Bomb explode={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('all good')).toBeTruthy();
  });

  it('shows the fallback with the error, reports it, and resets', () => {
    const onError = jest.fn();
    function Harness() {
      const [explode, setExplode] = useState(true);
      return (
        <ErrorBoundary
          onError={onError}
          fallback={(error, reset) => (
            <button
              type="button"
              onClick={() => {
                setExplode(false);
                reset();
              }}
            >
              {error.message}: retry
            </button>
          )}
        >
          <Bomb explode={explode} />
        </ErrorBoundary>
      );
    }
    renderBoundary(<Harness />);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }), expect.anything());
    expect(onCaughtError).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'boom: retry' }));
    expect(screen.getByText('all good')).toBeTruthy();
  });

  it('resets by itself when a reset key changes', () => {
    const { rerender } = renderBoundary(
      <ErrorBoundary resetKeys={['a']} fallback={() => <p>fallback</p>}>
        <Bomb explode />
      </ErrorBoundary>,
    );
    expect(screen.getByText('fallback')).toBeTruthy();
    act(() => {
      rerender(
        <ErrorBoundary resetKeys={['b']} fallback={() => <p>fallback</p>}>
          <Bomb explode={false} />
        </ErrorBoundary>,
      );
    });
    expect(screen.getByText('all good')).toBeTruthy();
  });

  it('wraps a thrown non-Error value in an Error', () => {
    function Thrower(): never {
       
      throw 'plain string';
    }
    renderBoundary(
      <ErrorBoundary fallback={(error) => <p>{error.message}</p>}>
        <Thrower />
      </ErrorBoundary>,
    );
    expect(screen.getByText('plain string')).toBeTruthy();
  });
});
