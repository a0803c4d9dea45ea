import { SQSClient } from '@aws-sdk/client-sqs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTracer } from './tracing';

/** aws-xray-sdk-core's name for the middleware it adds to a captured v3 client. */
const XRAY_MIDDLEWARE = 'XRaySDKInstrumentation';

const middlewareNames = (client: SQSClient) =>
  client.middlewareStack.identify().map((entry) => entry.split(' ')[0]);

describe('buildTracer', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('leaves a client untouched outside Lambda (the local runtime, the tests)', () => {
    // Prepare
    vi.stubEnv('AWS_EXECUTION_ENV', undefined);
    const client = new SQSClient({ region: 'us-east-1' });

    // Act
    const captured = buildTracer().captureAWSv3Client(client);

    // Assess
    expect(captured).toBe(client);
    expect(middlewareNames(client)).not.toContain(XRAY_MIDDLEWARE);
  });

  it('adds the X-Ray middleware to a client in Lambda, unless POWERTOOLS_TRACE_ENABLED is false', () => {
    // Prepare
    vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs22.x');
    const tracedClient = new SQSClient({ region: 'us-east-1' });
    const untracedClient = new SQSClient({ region: 'us-east-1' });

    // Act
    buildTracer().captureAWSv3Client(tracedClient);
    vi.stubEnv('POWERTOOLS_TRACE_ENABLED', 'false');
    buildTracer().captureAWSv3Client(untracedClient);

    // Assess
    expect(middlewareNames(tracedClient)).toContain(XRAY_MIDDLEWARE);
    expect(middlewareNames(untracedClient)).not.toContain(XRAY_MIDDLEWARE);
  });
});
