/**
 * Errors the store throws on purpose. Each has a stable `code` and a message for people; the app
 * turns them into PassageErrors so the renderer gets both.
 */
export class StoreError extends Error {
  constructor(
    readonly code: 'not_found' | 'stale_revision' | 'offline_nothing_cached' | 'nothing_cached',
    message: string,
  ) {
    super(message);
    this.name = 'StoreError';
  }
}

export function notFound(what: string, id: string): StoreError {
  return new StoreError('not_found', `There is no ${what} with id ${id}; it may have been deleted.`);
}

export function staleRevision(name: string, storedRevision: number, editorRevision: number): StoreError {
  return new StoreError(
    'stale_revision',
    `"${name}" was changed elsewhere after you opened it (saved revision ${storedRevision}, yours ${editorRevision}). ` +
      'Your save was not written and nothing was overwritten: reopen the voyage to see the newer version, then make your change again.',
  );
}
