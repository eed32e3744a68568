import { createInitialDataInbox } from './initialDataInbox';

describe('createInitialDataInbox', () => {
  test('start-up receives the first initialData; a later one is logged and ignored', async () => {
    const logger = { warn: jest.fn() };
    const inbox = createInitialDataInbox(logger);
    inbox.offer({ userId: 'u1' });
    inbox.offer({ userId: 'u2' });
    await expect(inbox.received).resolves.toEqual({ userId: 'u1' });
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });
});
