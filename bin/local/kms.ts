/**
 * The KMS stand-in: Encrypt, Decrypt and GenerateDataKey over the AWS JSON
 * 1.1 protocol, with AES-256-GCM under one key kept in the data dir (so
 * birth dates stored before a restart still decrypt after it). The
 * encryption context is bound as additional authenticated data, as KMS does.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { AwsJsonError, awsJsonServer, listen, type RunningServer } from './http';

const FORMAT_VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Loads the key from `keyFile`, creating it on first use; null: a key for this run only. */
export function loadOrCreateKey(keyFile: string | null): Buffer {
  if (keyFile && existsSync(keyFile)) return Buffer.from(readFileSync(keyFile, 'utf8').trim(), 'base64');
  const key = randomBytes(32);
  if (keyFile) writeFileSync(keyFile, key.toString('base64'), { mode: 0o600 });
  return key;
}

function contextAad(context: unknown): Buffer {
  if (!context || typeof context !== 'object') return Buffer.alloc(0);
  const entries = Object.entries(context as Record<string, string>).sort(([a], [b]) => a.localeCompare(b));
  return Buffer.from(JSON.stringify(entries));
}

function base64Field(input: Record<string, unknown>, name: string): Buffer {
  const value = input[name];
  if (typeof value !== 'string' || value.length === 0) throw new AwsJsonError('ValidationException', `${name} is required`);
  return Buffer.from(value, 'base64');
}

export function encrypt(key: Buffer, plaintext: Buffer, context: unknown): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(contextAad(context));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([Buffer.from([FORMAT_VERSION]), iv, cipher.getAuthTag(), body]);
}

export function decrypt(key: Buffer, blob: Buffer, context: unknown): Buffer {
  if (blob.length < 1 + IV_BYTES + TAG_BYTES || blob[0] !== FORMAT_VERSION) {
    throw new AwsJsonError('InvalidCiphertextException', 'The ciphertext is not one this key produced');
  }
  const iv = blob.subarray(1, 1 + IV_BYTES);
  const tag = blob.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(contextAad(context));
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(blob.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]);
  } catch {
    throw new AwsJsonError('InvalidCiphertextException', 'The ciphertext or encryption context does not match');
  }
}

/** Real KMS refuses a key it does not hold; so do we, so a wrong BIRTH_DATE_KEY_ID shows up locally. */
function assertOurKey(keyId: unknown, keyArn: string): void {
  const shortId = keyArn.split('/').pop();
  if (keyId !== keyArn && keyId !== shortId) throw new AwsJsonError('NotFoundException', `Key '${String(keyId)}' does not exist`);
}

export function startKms(port: number, key: Buffer, keyArn: string): Promise<RunningServer> {
  const server = awsJsonServer('application/x-amz-json-1.1', {
    Encrypt: (input) => {
      assertOurKey(input.KeyId, keyArn);
      const plaintext = base64Field(input, 'Plaintext');
      if (plaintext.length > 4096) throw new AwsJsonError('ValidationException', 'Plaintext is longer than 4096 bytes');
      return {
        CiphertextBlob: encrypt(key, plaintext, input.EncryptionContext).toString('base64'),
        KeyId: keyArn,
        EncryptionAlgorithm: 'SYMMETRIC_DEFAULT',
      };
    },
    Decrypt: (input) => ({
      Plaintext: decrypt(key, base64Field(input, 'CiphertextBlob'), input.EncryptionContext).toString('base64'),
      KeyId: keyArn,
      EncryptionAlgorithm: 'SYMMETRIC_DEFAULT',
    }),
    GenerateDataKey: (input) => {
      const bytes = typeof input.NumberOfBytes === 'number' ? input.NumberOfBytes : input.KeySpec === 'AES_128' ? 16 : 32;
      const dataKey = randomBytes(bytes);
      return {
        Plaintext: dataKey.toString('base64'),
        CiphertextBlob: encrypt(key, dataKey, input.EncryptionContext).toString('base64'),
        KeyId: keyArn,
      };
    },
    DescribeKey: () => ({ KeyMetadata: { KeyId: keyArn, Arn: keyArn, Enabled: true, KeyState: 'Enabled', KeyUsage: 'ENCRYPT_DECRYPT' } }),
  });
  return listen(server, port);
}
