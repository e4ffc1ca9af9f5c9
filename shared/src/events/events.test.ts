import { emit, on } from '.';

it('delivers typed details to subscribers until they unsubscribe', () => {
  const handler = jest.fn();
  const off = on('app:error', handler);
  emit('app:error', { statusCode: 404, statusMessage: '404 Page Not Found' });
  off();
  emit('app:error', { statusCode: 500, statusMessage: 'x' });
  expect(handler).toHaveBeenCalledTimes(1);
  expect(handler).toHaveBeenCalledWith({ statusCode: 404, statusMessage: '404 Page Not Found' });
});

it('keeps events apart by name', () => {
  const auth = jest.fn();
  const off = on('auth:changed', auth);
  emit('chat:open', {});
  emit('auth:changed', { signedIn: true });
  off();
  expect(auth).toHaveBeenCalledWith({ signedIn: true });
  expect(auth).toHaveBeenCalledTimes(1);
});
