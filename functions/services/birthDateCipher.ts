/**
 * The birth date is stored only as KMS ciphertext (base64). The encryption
 * context binds a ciphertext to its owner, so a value copied onto another
 * profile does not decrypt.
 */
import { DecryptCommand, EncryptCommand, KMSClient } from '@aws-sdk/client-kms';
import { clientConfig, env } from './env';
import { traced } from './observability';

let client: KMSClient | undefined;

function kms(): KMSClient {
  client ??= traced(new KMSClient(clientConfig('KMS_ENDPOINT')));
  return client;
}

export async function encryptBirthDate(userId: string, birthDate: string): Promise<string> {
  const out = await kms().send(
    new EncryptCommand({
      KeyId: env.birthDateKeyId,
      Plaintext: new TextEncoder().encode(birthDate),
      EncryptionContext: { purpose: 'birth_date', user_id: userId },
    }),
  );
  if (!out.CiphertextBlob) throw new Error('KMS returned no ciphertext');
  return Buffer.from(out.CiphertextBlob).toString('base64');
}

export async function decryptBirthDate(userId: string, ciphertext: string): Promise<string> {
  const out = await kms().send(
    new DecryptCommand({
      CiphertextBlob: Buffer.from(ciphertext, 'base64'),
      EncryptionContext: { purpose: 'birth_date', user_id: userId },
    }),
  );
  if (!out.Plaintext) throw new Error('KMS returned no plaintext');
  return new TextDecoder().decode(out.Plaintext);
}
