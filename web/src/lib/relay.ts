/** A tiny in-page relay: `on` subscribes (and answers the unsubscribe), `emit` tells every listener. */
export function createRelay<T>(): { on: (listener: (value: T) => void) => () => void; emit: (value: T) => void } {
  const listeners = new Set<(value: T) => void>();
  return {
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(value) {
      for (const listener of [...listeners]) listener(value);
    },
  };
}
