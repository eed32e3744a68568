import { render, screen } from '@testing-library/react';
import { useActionSource } from '../../hooks/useActionSource';
import { ActionSourceProvider } from './ActionSourceProvider';

function Probe() {
  const { screen: name, block } = useActionSource();
  return <output>{`${name}/${String(block)}`}</output>;
}

describe('ActionSourceProvider', () => {
  test.each<[string, React.ReactNode, string]>([
    ['outside any screen', <Probe key="p" />, 'lobby/null'],
    [
      'a screen',
      <ActionSourceProvider key="p" screen="home">
        <Probe />
      </ActionSourceProvider>,
      'home/null',
    ],
    [
      'a block in a screen',
      <ActionSourceProvider key="p" screen="home">
        <ActionSourceProvider block="top-slots">
          <Probe />
        </ActionSourceProvider>
      </ActionSourceProvider>,
      'home/top-slots',
    ],
    [
      'a screen inside a block starts afresh (the search overlay over a page)',
      <ActionSourceProvider key="p" screen="home">
        <ActionSourceProvider block="top-slots">
          <ActionSourceProvider screen="search">
            <Probe />
          </ActionSourceProvider>
        </ActionSourceProvider>
      </ActionSourceProvider>,
      'search/null',
    ],
  ])('%s', (_name, tree, expected) => {
    render(<>{tree}</>);
    expect(screen.getByRole('status').textContent).toBe(expected);
  });
});
