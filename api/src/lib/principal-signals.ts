/**
 * Notices that a principal's sessions or rights changed (a session ended, a password changed, a
 * visitor identity was joined to an account). The realtime hub turns each into a bus event, so
 * every instance checks that principal's open sockets again at once rather than at its next
 * periodic check.
 */
export interface PrincipalSignals {
  changed(kind: string, id: string): void;
  listen(listener: (kind: string, id: string) => void): () => void;
}

export function principalSignals(): PrincipalSignals {
  const listeners = new Set<(kind: string, id: string) => void>();
  return {
    changed(kind, id) {
      for (const listener of listeners) listener(kind, id);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
