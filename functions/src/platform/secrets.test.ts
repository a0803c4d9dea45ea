import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { readSecret } from './secrets';

const secretsManager = mockClient(SecretsManagerClient);

describe('readSecret (Powertools Parameters)', () => {
  beforeEach(() => {
    secretsManager.reset();
  });

  it("answers the secret's string and reads it once while cached", async () => {
    // Prepare
    secretsManager
      .on(GetSecretValueCommand, { SecretId: 'thetix/test/xsrf' })
      .resolves({ SecretString: 'k'.repeat(40) });

    // Act
    const first = await readSecret('thetix/test/xsrf', 'us-east-1');
    const second = await readSecret('thetix/test/xsrf', 'us-east-1');

    // Assess
    expect(first).toBe('k'.repeat(40));
    expect(second).toBe(first);
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it('answers undefined for a binary secret, and lets a failed read fail', async () => {
    // Prepare
    secretsManager
      .on(GetSecretValueCommand, { SecretId: 'binary' })
      .resolves({ SecretBinary: new Uint8Array([1, 2]) });
    secretsManager
      .on(GetSecretValueCommand, { SecretId: 'missing' })
      .rejects(new Error('ResourceNotFoundException'));

    // Act
    const binary = await readSecret('binary', 'us-east-1');

    // Assess
    expect(binary).toBeUndefined();
    await expect(readSecret('missing', 'us-east-1')).rejects.toThrow('ResourceNotFoundException');
  });
});
