declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  /** Decrypts a Web Push payload (RFC 8291, aes128gcm) with the browser's key pair and auth secret. */
  export function decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string },
  ): Buffer;
}
