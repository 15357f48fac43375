import { createNapiKeyringKeyStore } from './napi-keyring-key-store';

/**
 * Run by napi-keyring-key-store.test.ts in a child process, inside its own D-Bus session with a
 * throwaway gnome-keyring: sets a key, reads it back, removes it, and prints what it saw as one
 * JSON line. Its own process so that the session and the keyring die with it.
 */
const account = process.argv[2] ?? 'round-trip-test';
const key = process.argv[3] ?? 'round-trip-key';
const store = createNapiKeyringKeyStore({ account });

const availability = await store.availability();
if (!availability.available) {
  console.log(JSON.stringify({ availability }));
} else {
  await store.set(key);
  const readBack = await store.get();
  await store.remove();
  const afterRemove = await store.get();
  // Removing twice must be harmless.
  await store.remove();
  console.log(JSON.stringify({ availability, readBack, afterRemove }));
}
