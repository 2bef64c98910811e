/** The guidelines' encryption (PBKDF2-SHA-256, AES-256-GCM), the same in the build and the browser. */
export const PBKDF2_ITERATIONS = 600_000;

/** What the built site holds: base64 fields only, never the PIN or the plaintext. */
export interface EncryptedPayload {
  ciphertext: string;
  iv: string;
  salt: string;
  iterations: number;
}

export function isWebCryptoAvailable(): boolean {
  return typeof globalThis.crypto?.subtle?.deriveKey === 'function';
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) {
    binary += String.fromCharCode(byte);
  }
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

/** The AES key for `pin`: extractable, so the gate can keep it until Logout and reopen without the PIN. */
async function deriveKey(pin: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    {name: 'PBKDF2', hash: 'SHA-256', salt, iterations},
    material,
    {name: 'AES-GCM', length: 256},
    true,
    ['encrypt', 'decrypt'],
  );
}

/** Build side: `plaintext` sealed for `pin` with a fresh salt and IV. */
export async function encryptText(
  plaintext: string,
  pin: string,
  iterations = PBKDF2_ITERATIONS,
): Promise<EncryptedPayload> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await deriveKey(pin, salt, iterations);
  const sealed = await crypto.subtle.encrypt({name: 'AES-GCM', iv}, key, new TextEncoder().encode(plaintext));
  return {ciphertext: toBase64(new Uint8Array(sealed)), iv: toBase64(iv), salt: toBase64(salt), iterations};
}

/** Throws when the key is wrong or the payload was modified (GCM authentication). */
export async function decryptWithKey(payload: EncryptedPayload, key: CryptoKey): Promise<string> {
  const iv = fromBase64(payload.iv);
  return new TextDecoder().decode(
    await crypto.subtle.decrypt({name: 'AES-GCM', iv}, key, fromBase64(payload.ciphertext)),
  );
}

/** Browser side: the key for the typed PIN and the decrypted text; throws on a wrong PIN. */
export async function decryptWithPin(payload: EncryptedPayload, pin: string) {
  const key = await deriveKey(pin, fromBase64(payload.salt), payload.iterations);
  return {key, plaintext: await decryptWithKey(payload, key)};
}

/** The raw key as base64, for the gate to keep in localStorage until Logout. */
export async function exportKey(key: CryptoKey): Promise<string> {
  return toBase64(new Uint8Array(await crypto.subtle.exportKey('raw', key)));
}

export async function importKey(stored: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', fromBase64(stored), {name: 'AES-GCM'}, true, ['decrypt']);
}
