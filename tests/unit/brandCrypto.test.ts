import {
  decryptWithKey,
  decryptWithPin,
  encryptText,
  exportKey,
  fromBase64,
  importKey,
  toBase64,
  type EncryptedPayload,
} from '@site/src/lib/brandCrypto';
import {brandGuidelines} from '@site/plugins/brand-guidelines/content';

// A low count keeps the suite fast; the build uses PBKDF2_ITERATIONS.
const ITERATIONS = 1_000;
const PIN = '482913';
const plaintext = JSON.stringify(brandGuidelines);

function tamper(base64: string, byteIndex: number): string {
  const bytes = fromBase64(base64);
  bytes[byteIndex] ^= 0x01;
  return toBase64(bytes);
}

describe('the brand guidelines a partner unlocks with the PIN (AES-256-GCM, PBKDF2-SHA-256)', () => {
  let payload: EncryptedPayload;

  beforeAll(async () => {
    payload = await encryptText(plaintext, PIN, ITERATIONS);
  });

  it('the right PIN decrypts the content (round trip)', async () => {
    const {plaintext: decrypted} = await decryptWithPin(payload, PIN);
    expect(JSON.parse(decrypted)).toEqual(brandGuidelines);
  });

  it('a wrong PIN, tampered ciphertext or salt, or another iteration count fails', async () => {
    await expect(decryptWithPin(payload, '482914')).rejects.toThrow();
    await expect(decryptWithPin({...payload, ciphertext: tamper(payload.ciphertext, 10)}, PIN)).rejects.toThrow();
    await expect(decryptWithPin({...payload, salt: tamper(payload.salt, 0)}, PIN)).rejects.toThrow();
    await expect(decryptWithPin({...payload, iterations: ITERATIONS + 1}, PIN)).rejects.toThrow();
  });

  it('every build gets a fresh salt and IV, so ciphertexts differ', async () => {
    const again = await encryptText(plaintext, PIN, ITERATIONS);
    expect(again.salt).not.toBe(payload.salt);
    expect(again.iv).not.toBe(payload.iv);
    expect(again.ciphertext).not.toBe(payload.ciphertext);
  });

  it('the derived key survives export to session storage and re-import', async () => {
    const {key} = await decryptWithPin(payload, PIN);
    const stored = await exportKey(key);
    expect(fromBase64(stored)).toHaveLength(32);
    const restored = await importKey(stored);
    expect(JSON.parse(await decryptWithKey(payload, restored))).toEqual(brandGuidelines);
    const otherBuild = await encryptText(plaintext, PIN, ITERATIONS);
    await expect(decryptWithKey(otherBuild, restored)).rejects.toThrow();
  });
});
