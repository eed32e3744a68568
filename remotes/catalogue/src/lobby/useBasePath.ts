import { useContext } from 'react';
import { BasePathContext } from './BasePathContext';

export function useBasePath(): string {
  const basePath = useContext(BasePathContext);
  // A missing provider is a wiring mistake in this remote, not a state to render.
  if (basePath === null) throw new Error('useBasePath must be used inside the catalogue App.');
  return basePath;
}
