import { renderHook } from '@testing-library/react';
import { newestFromOthers, useNewerMessages } from './use-newer-messages';

const message = (createdAt: string, author: string) => ({ createdAt, author: { id: author } });

describe('messages that arrived since the page was opened', () => {
  it('counts only other people\'s messages', () => {
    expect(newestFromOthers([message('2027-01-01T10:00:00Z', 'client'), message('2027-01-01T11:00:00Z', 'me')], 'me')).toBe('2027-01-01T10:00:00Z');
  });

  it('asks to review once someone else wrote after opening, and not after the agent reviewed', () => {
    const opened = [message('2027-01-01T10:00:00Z', 'client')];
    const { result, rerender } = renderHook(({ list, open }) => useNewerMessages(list, 'me', open), { initialProps: { list: opened, open: 't1' } });
    expect(result.current.newer).toBe(false);
    rerender({ list: [...opened, message('2027-01-01T10:05:00Z', 'me')], open: 't1' });
    expect(result.current.newer).toBe(false);
    rerender({ list: [...opened, message('2027-01-01T10:06:00Z', 'client')], open: 't1' });
    expect(result.current.newer).toBe(true);
    result.current.markSeen();
    rerender({ list: [...opened, message('2027-01-01T10:06:00Z', 'client')], open: 't1' });
    expect(result.current.newer).toBe(false);
  });

  it('starts afresh when another conversation opens, and asks nothing while one loads', () => {
    const { result, rerender } = renderHook(({ list, open }) => useNewerMessages(list, 'agent', open), { initialProps: { list: [] as Array<ReturnType<typeof message>>, open: null as string | null } });
    expect(result.current.newer).toBe(false);
    rerender({ list: [message('2027-01-01T10:00:00Z', 'client')], open: 'c1' });
    expect(result.current.newer).toBe(false);
    rerender({ list: [message('2027-01-01T09:00:00Z', 'client')], open: 'c2' });
    expect(result.current.newer).toBe(false);
    rerender({ list: [message('2027-01-01T09:00:00Z', 'client'), message('2027-01-01T09:30:00Z', 'client')], open: 'c2' });
    expect(result.current.newer).toBe(true);
  });

  describe('a live conversation, whose log shows each message as it arrives', () => {
    const setVisibility = (state: DocumentVisibilityState) => Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
    afterEach(() => setVisibility('visible'));

    it('counts a message that arrived while the page was visible as seen', () => {
      const opened = [message('2027-01-01T10:00:00Z', 'client')];
      const { result, rerender } = renderHook(({ list }) => useNewerMessages(list, 'agent', 'c1', { live: true }), { initialProps: { list: opened } });
      rerender({ list: [...opened, message('2027-01-01T10:01:00Z', 'client')] });
      expect(result.current.newer).toBe(false);
    });

    it('asks about one that arrived while the page was hidden, also once it is visible again', () => {
      const opened = [message('2027-01-01T10:00:00Z', 'client')];
      const { result, rerender } = renderHook(({ list }) => useNewerMessages(list, 'agent', 'c1', { live: true }), { initialProps: { list: opened } });
      setVisibility('hidden');
      const later = [...opened, message('2027-01-01T10:01:00Z', 'client')];
      rerender({ list: later });
      setVisibility('visible');
      rerender({ list: later });
      expect(result.current.newer).toBe(true);
    });
  });
});
