import { Trans } from '@lingui/react/macro';
import { BUS_HELD_UNTIL_READ, BUS_REPLAY, type BusEventType } from '@lobby/shared';
import { useBus } from '@lobby/ui';
import { useEffect, useRef, useState } from 'react';
import { merge, map } from '@lobby/rx';
import { machineText, tableStyle } from './tableStyle';

/** The last events kept; older ones scroll away. */
export const BUS_LOG_SIZE = 50;
const MAX_PAYLOAD_SHOWN = 160;

interface LoggedEvent {
  readonly id: number;
  readonly at: string;
  readonly type: BusEventType;
  readonly payload: string;
}

function summary(payload: unknown): string {
  const text = JSON.stringify(payload) ?? '';
  return text.length > MAX_PAYLOAD_SHOWN ? `${text.slice(0, MAX_PAYLOAD_SHOWN)}… (${text.length})` : text;
}

/**
 * Every bus event as it happens (replaying ones start from their last value), newest first;
 * not the commands held until read (BUS_HELD_UNTIL_READ): listening would take them from
 * their reader before it is there.
 */
export function BusLog() {
  const bus = useBus();
  const [events, setEvents] = useState<readonly LoggedEvent[]>([]);
  const nextId = useRef(0);
  useEffect(() => {
    const types = (Object.keys(BUS_REPLAY) as BusEventType[]).filter((type) => !BUS_HELD_UNTIL_READ.includes(type));
    const subscription = merge(...types.map((type) => bus.on$(type).pipe(map((payload: unknown) => ({ type, payload }))))).subscribe(
      ({ type, payload }) => {
        const event: LoggedEvent = { id: nextId.current++, at: new Date().toISOString().slice(11, 23), type, payload: summary(payload) };
        setEvents((previous) => [event, ...previous].slice(0, BUS_LOG_SIZE));
      },
    );
    return () => subscription.unsubscribe();
  }, [bus]);
  return (
    <table css={tableStyle} data-testid="bus-log">
      <caption>
        <Trans id="dev.bus.caption">Bus messages, newest first (last {BUS_LOG_SIZE})</Trans>
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans id="dev.bus.time">Time</Trans>
          </th>
          <th scope="col">
            <Trans id="dev.bus.event">Event</Trans>
          </th>
          <th scope="col">
            <Trans id="dev.bus.payload">Payload</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {events.map((event) => (
          <tr key={event.id}>
            <td css={{ whiteSpace: 'nowrap' }}>{event.at}</td>
            <th scope="row">
              {/* A line may break after the domain: narrow screens keep room for the payload. */}
              {event.type.split(':').join(':\u200b')}
            </th>
            <td css={machineText}>{event.payload}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
