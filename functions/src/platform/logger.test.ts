import { afterEach, describe, expect, it, vi } from 'vitest';
import { withCorrelationId } from './correlation';
import { createLogger, errorFields, refreshLogSampling } from './logger';

function recordingLogger(options: Parameters<typeof createLogger>[0] = {}) {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({
    ...options,
    sink: (line) => lines.push(JSON.parse(line) as Record<string, unknown>),
  });
  return { logger, lines };
}

describe('createLogger (Powertools Logger behind the code base interface)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("writes Powertools' JSON keys with the caller's fields and a child's fields", () => {
    // Prepare
    const { logger, lines } = recordingLogger({ fields: { worker: 'jobs' } });

    // Act
    logger.child({ kind: 'thetix-card' }).info('card materialized', { widgets: 3 });

    // Assess
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'INFO',
        message: 'card materialized',
        service: 'thetix',
        timestamp: expect.any(String),
        worker: 'jobs',
        kind: 'thetix-card',
        widgets: 3,
      }),
    ]);
  });

  it('adds the correlation id of the work in progress to every line, and none outside it', async () => {
    // Prepare
    const { logger, lines } = recordingLogger();

    // Act
    await withCorrelationId('corr-0001', async () => {
      await Promise.resolve();
      logger.child({ part: 'x' }).warn('inside');
    });
    logger.info('outside');

    // Assess
    expect(lines[0]).toMatchObject({ message: 'inside', correlation_id: 'corr-0001', level: 'WARN' });
    expect(lines[1]).not.toHaveProperty('correlation_id');
  });

  it('drops lines below its level, from the option or from LOG_LEVEL', () => {
    // Prepare
    vi.stubEnv('LOG_LEVEL', 'warn');
    const fromEnvironment = recordingLogger();
    const fromOption = recordingLogger({ level: 'error' });

    // Act
    for (const { logger } of [fromEnvironment, fromOption]) {
      logger.info('chatter');
      logger.warn('careful');
      logger.error('broken', errorFields(new Error('boom')));
    }

    // Assess
    expect(fromEnvironment.lines.map((line) => line.message)).toEqual(['careful', 'broken']);
    expect(fromOption.lines.map((line) => line.message)).toEqual(['broken']);
    expect(fromOption.lines[0]).toMatchObject({ errorName: 'Error', errorMessage: 'boom' });
  });

  it('writes debug lines of a sampled request or job when POWERTOOLS_LOGGER_SAMPLE_RATE draws it, and none otherwise', () => {
    // Prepare
    vi.stubEnv('POWERTOOLS_LOGGER_SAMPLE_RATE', '1');
    const sampled = recordingLogger({ level: 'info' });
    vi.stubEnv('POWERTOOLS_LOGGER_SAMPLE_RATE', '0');
    const unsampled = recordingLogger({ level: 'info' });

    // Act
    refreshLogSampling();
    sampled.logger.debug('plan chosen', { widgets: 2 });
    unsampled.logger.debug('plan chosen', { widgets: 2 });

    // Assess
    expect(sampled.lines).toContainEqual(
      expect.objectContaining({ level: 'DEBUG', message: 'plan chosen', sampling_rate: 1 }),
    );
    expect(unsampled.lines).toEqual([]);
  });
});
