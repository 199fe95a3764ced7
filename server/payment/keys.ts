/**
 * RSA keys of the payment channels, read once at start, and SHA256withRSA (RSA2) signatures.
 *
 * Key files are PEM ("-----BEGIN PRIVATE KEY-----", "RSA PRIVATE KEY", "PUBLIC KEY",
 * "RSA PUBLIC KEY" or a certificate). Alipay's key tool also hands out bare base64 DER (the
 * "Java" format), which is accepted as well. A problem names the variable, never the key.
 */
import { createPrivateKey, createPublicKey, createSign, createVerify, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ConfigError } from '../config';

/** A start-up failure that names the variable, printed like any configuration error. */
const keyError = (variable: string, problem: string, zh: string) => new ConfigError([`${variable}: ${problem}（环境变量 ${variable}${zh}）`]);

function readKeyFile(variable: string, file: string): string {
  try {
    const text = readFileSync(file, 'utf8').trim();
    if (!text) throw new Error('empty');
    return text;
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw keyError(variable, `cannot read key file ${file} (${reason})`, ' 指向的密钥文件无法读取');
  }
}

/** Tries each way of reading the key; the first that works wins. */
function firstKey(variable: string, file: string, attempts: (() => KeyObject)[]): KeyObject {
  for (const attempt of attempts) {
    try {
      const key = attempt();
      if (key.asymmetricKeyType !== 'rsa') break;
      if (key.asymmetricKeyDetails?.modulusLength && key.asymmetricKeyDetails.modulusLength < 2048) break;
      return key;
    } catch {
      // next format
    }
  }
  throw keyError(variable, `${file} is not a usable RSA (≥2048 bit) key`, ' 指向的文件不是有效的 RSA 密钥');
}

const der = (text: string) => Buffer.from(text.replace(/\s+/g, ''), 'base64');

/** The merchant's/app's private key (PEM, or base64 PKCS#8/PKCS#1 DER). */
export function loadPrivateKey(variable: string, file: string): KeyObject {
  const text = readKeyFile(variable, file);
  if (text.includes('-----BEGIN')) {
    if (!/PRIVATE KEY-----/.test(text)) throw keyError(variable, `${file} holds no private key`, ' 指向的文件不含私钥');
    return firstKey(variable, file, [() => createPrivateKey(text)]);
  }
  return firstKey(variable, file, [
    () => createPrivateKey({ key: der(text), format: 'der', type: 'pkcs8' }),
    () => createPrivateKey({ key: der(text), format: 'der', type: 'pkcs1' }),
  ]);
}

/** The provider's public key (PEM public key or certificate, or base64 SPKI/PKCS#1 DER). */
export function loadPublicKey(variable: string, file: string): KeyObject {
  const text = readKeyFile(variable, file);
  if (text.includes('-----BEGIN')) {
    if (/PRIVATE KEY-----/.test(text))
      throw keyError(variable, `${file} holds a private key, expected the provider's public key`, ' 应指向支付平台的公钥文件');
    return firstKey(variable, file, [() => createPublicKey(text)]);
  }
  return firstKey(variable, file, [
    () => createPublicKey({ key: der(text), format: 'der', type: 'spki' }),
    () => createPublicKey({ key: der(text), format: 'der', type: 'pkcs1' }),
  ]);
}

/** Base64 SHA256withRSA signature. */
export function signRsaSha256(privateKey: KeyObject, message: string): string {
  return createSign('RSA-SHA256').update(message, 'utf8').sign(privateKey, 'base64');
}

/** Checks a base64 SHA256withRSA signature; anything malformed is simply "not valid". */
export function verifyRsaSha256(publicKey: KeyObject, message: string, signature: string | undefined): boolean {
  if (!signature || !/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false;
  try {
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}
