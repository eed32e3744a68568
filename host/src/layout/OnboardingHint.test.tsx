import { act, screen } from '@testing-library/react';
import { ONBOARDING_ANIMATION_MS } from '@lobby/domain';
import { createLobbyStorage, createMemoryStorage } from '@lobby/storage';
import { renderWithBus } from '../testing/renderWithBus';
import { OnboardingHint } from './OnboardingHint';

afterEach(() => jest.useRealTimers());

describe('OnboardingHint', () => {
  test('shown once for 15 s, then remembered', () => {
    jest.useFakeTimers();
    const storage = createLobbyStorage(createMemoryStorage());
    renderWithBus(<OnboardingHint storage={storage} />);
    expect(screen.getByTestId('onboarding-hint').isConnected).toBe(true);
    expect(storage.get('onboardingViewed')).toBe(true);
    act(() => jest.advanceTimersByTime(ONBOARDING_ANIMATION_MS - 1));
    expect(screen.getByTestId('onboarding-hint').isConnected).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByTestId('onboarding-hint')).toBeNull();
  });

  test('not shown once viewed', () => {
    const storage = createLobbyStorage(createMemoryStorage());
    storage.set('onboardingViewed', true);
    renderWithBus(<OnboardingHint storage={storage} />);
    expect(screen.queryByTestId('onboarding-hint')).toBeNull();
  });
});
