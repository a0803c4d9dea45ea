import type { Context } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** functions/src: module paths in shared/src (queues, schedules) are relative to it, as CDK's entries are. */
export const functionsSourceDir = join(dirname(fileURLToPath(import.meta.url)), '..');

type AnyHandler = (event: unknown, context: Context) => Promise<unknown>;
const loaded = new Map<string, Promise<AnyHandler>>();

/** Imports a Lambda module once, like a warm container keeps its module state between invocations. */
export function loadHandler(modulePath: string): Promise<AnyHandler> {
  let handler = loaded.get(modulePath);
  if (!handler) {
    handler = import(pathToFileURL(join(functionsSourceDir, modulePath)).href).then(
      (module: { handler?: AnyHandler }) => {
        if (typeof module.handler !== 'function') throw new Error(`${modulePath} exports no handler`);
        return module.handler;
      },
    );
    loaded.set(modulePath, handler);
  }
  return handler;
}

/** The Lambda context a handler receives in AWS, with a deadline for getRemainingTimeInMillis. */
export function lambdaContext(functionName: string, timeoutSeconds: number): Context {
  const deadline = Date.now() + timeoutSeconds * 1000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
