import { act } from '@testing-library/react';
import { renderConnectedHook } from '../testing/renderConnected';
import { useIsFavourite } from './useIsFavourite';

describe('useIsFavourite', () => {
  test('compares keys as SPEC §3 looks games up: aliases and case do not matter', () => {
    const { result, bus } = renderConnectedHook(() => [useIsFavourite('bragg:alpha'), useIsFavourite('haba:charlie')]);
    expect(result.current).toEqual([false, false]);
    act(() => bus.emit('favourites:changed', ['oryx:ALPHA']));
    expect(result.current).toEqual([true, false]);
  });
});
