import { ActionSourceContext } from '@lobby/contexts';
import type { ActionSource } from '@lobby/shared';
import { useContext } from 'react';

/** The screen and block the caller renders in (ActionSourceProvider). */
export function useActionSource(): ActionSource {
  return useContext(ActionSourceContext);
}
