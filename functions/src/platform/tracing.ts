import { Tracer } from '@aws-lambda-powertools/tracer';
import { SERVICE_NAME } from './logger';

/**
 * Powertools for AWS Lambda's Tracer (decision 252): X-Ray subsegments for every DynamoDB and SQS call (and,
 * Tracer's default, every outgoing HTTPS request: vendors, aggregators, push services), under the segment Lambda
 * opens when the function's tracing is Active (infra/lib/thetix-function.ts). Tracer switches itself off outside
 * Lambda (no `AWS_EXECUTION_ENV`) and with `POWERTOOLS_TRACE_ENABLED=false`, so the local runtime and the tests
 * get the clients untouched.
 */
export function buildTracer(): Tracer {
  return new Tracer({ serviceName: process.env.POWERTOOLS_SERVICE_NAME || SERVICE_NAME });
}

let tracer: Tracer | undefined;

/** An AWS SDK v3 client whose calls are traced when tracing is on; the client itself otherwise. */
export function traced<T>(client: T): T {
  tracer ??= buildTracer();
  return tracer.captureAWSv3Client(client);
}
