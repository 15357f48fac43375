/**
 * The live key together with the service address it was entered for: what the key store keeps.
 * Binding the two means a changed address can never carry the old key to a host of the caller's
 * choosing; the user enters the key again for the new address.
 */
export interface AddressBoundKey {
  address: string;
  key: string;
}

export function encodeAddressBoundKey(record: AddressBoundKey): string {
  return JSON.stringify({ address: record.address, key: record.key });
}

/**
 * Reads what a key store holds. A bare key (stored before keys were bound) is bound to the
 * address saved at the time, `migrated` saying it should be written back in the new form; with
 * no address saved it is bound to nothing and never sent.
 */
export function decodeAddressBoundKey(stored: string, addressForBareKey: string | null): { record: AddressBoundKey | null; migrated: boolean } {
  if (stored.startsWith('{')) {
    try {
      const value = JSON.parse(stored) as Partial<AddressBoundKey>;
      if (typeof value.address === 'string' && typeof value.key === 'string') return { record: { address: value.address, key: value.key }, migrated: false };
    } catch {
      // A key may begin with "{": it is then a bare key like any other.
    }
  }
  if (addressForBareKey === null) return { record: null, migrated: false };
  return { record: { address: addressForBareKey, key: stored }, migrated: true };
}
