/**
 * Encryption of the brand guidelines, Web Crypto only so the same code runs in the
 * build (Node's globalThis.crypto) and in the browser: a key is derived from the six-digit PIN
 * with PBKDF2-SHA-256 (random 16-byte salt, high iteration count) and the JSON content is
 * sealed with AES-256-GCM (random 12-byte IV, 128-bit tag). A wrong PIN or a modified payload
 * fails the GCM tag check, so a failed decryption is the "Incorrect PIN" case.
 */

/** OWASP's 2023 recommendation for PBKDF2-HMAC-SHA256. */
export const DEFAULT_PBKDF2_ITERATIONS = 600_000;
export const SALT_BYTES = 16;
export const IV_BYTES = 12;

/** What the built site holds: base64 fields only, never the PIN or the plaintext. */
export interface EncryptedPayload {
  ciphertext: string;
  iv: string;
  salt: string;
  iterations: number;
}

function subtle(): SubtleCrypto {
  const api = globalThis.crypto?.subtle;
  if (!api) {
    throw new Error('Web Crypto is unavailable (the page must be served over HTTPS or from localhost).');
  }
  return api;
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
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) {
    bytes[i] = binary.charCodeAt(i);
  }
  return bytes;
}

export function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  return globalThis.crypto.getRandomValues(new Uint8Array(length));
}

/**
 * The AES-256-GCM key for `pin`. Extractable, so the gate can keep it in localStorage and
 * reopen the guidelines after a reload without the PIN.
 */
export async function deriveKey(pin: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<CryptoKey> {
  const material = await subtle().importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, ['deriveKey']);
  return subtle().deriveKey(
    {name: 'PBKDF2', hash: 'SHA-256', salt, iterations},
    material,
    {name: 'AES-GCM', length: 256},
    true,
    ['encrypt', 'decrypt'],
  );
}

/** Build side: seal `plaintext` for `pin` with a fresh salt and IV (unless given, for tests). */
export async function encryptText(
  plaintext: string,
  pin: string,
  {
    iterations = DEFAULT_PBKDF2_ITERATIONS,
    salt = randomBytes(SALT_BYTES),
    iv = randomBytes(IV_BYTES),
  }: {iterations?: number; salt?: Uint8Array<ArrayBuffer>; iv?: Uint8Array<ArrayBuffer>} = {},
): Promise<EncryptedPayload> {
  const key = await deriveKey(pin, salt, iterations);
  const sealed = await subtle().encrypt({name: 'AES-GCM', iv}, key, new TextEncoder().encode(plaintext));
  return {ciphertext: toBase64(new Uint8Array(sealed)), iv: toBase64(iv), salt: toBase64(salt), iterations};
}

/** Throws when the key is wrong or the payload was modified (GCM authentication). */
export async function decryptWithKey(payload: EncryptedPayload, key: CryptoKey): Promise<string> {
  const plain = await subtle().decrypt(
    {name: 'AES-GCM', iv: fromBase64(payload.iv)},
    key,
    fromBase64(payload.ciphertext),
  );
  return new TextDecoder().decode(plain);
}

/** Browser side: the key for the typed PIN and the decrypted text; throws on a wrong PIN. */
export async function decryptWithPin(
  payload: EncryptedPayload,
  pin: string,
): Promise<{key: CryptoKey; plaintext: string}> {
  const key = await deriveKey(pin, fromBase64(payload.salt), payload.iterations);
  const plaintext = await decryptWithKey(payload, key);
  return {key, plaintext};
}

/** The raw key as base64, for the gate to keep in localStorage until Logout. */
export async function exportKey(key: CryptoKey): Promise<string> {
  return toBase64(new Uint8Array(await subtle().exportKey('raw', key)));
}

export async function importKey(stored: string): Promise<CryptoKey> {
  return subtle().importKey('raw', fromBase64(stored), {name: 'AES-GCM'}, true, ['decrypt']);
}

/** Checks the shape of a payload read from the route data. */
export function isEncryptedPayload(value: unknown): value is EncryptedPayload {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const record = value as Record<string, unknown>;
  return (
    typeof record.ciphertext === 'string' &&
    typeof record.iv === 'string' &&
    typeof record.salt === 'string' &&
    typeof record.iterations === 'number' &&
    Number.isInteger(record.iterations) &&
    record.iterations > 0
  );
}
