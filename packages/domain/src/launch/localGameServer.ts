import type { ServingMethod } from '../entities/types';

/** A port the settings may name: 1–65535, digits only. */
const PORT = /^[1-9]\d{0,4}$/;

/** The settings' port as a number, or null when it names none (null, blank, not a port). */
export function localGamePort(port: string | null): number | null {
  const text = port?.trim() ?? '';
  if (!PORT.test(text)) return null;
  const value = Number(text);
  return value <= 65535 ? value : null;
}

/**
 * SPEC §3: a game's servingMethod is remote (the default) or local, and the settings carry a
 * `port`. A game served locally is played from the host application's own web server on this
 * device, http://localhost:{port}, at the path and query the launch service gave; SPEC §9's
 * "localhost cache response time-out" belongs to that server. Without a port (the default
 * null) there is no local server to ask and the address stays as the service gave it; a
 * remote game always does.
 */
export function servedLaunchUrl(url: string, servingMethod: ServingMethod, port: string | null): string {
  const localPort = localGamePort(port);
  if (servingMethod !== 'local' || localPort === null) return url;
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://localhost');
  } catch {
    return url;
  }
  return `http://localhost:${localPort}${parsed.pathname}${parsed.search}${parsed.hash}`;
}
