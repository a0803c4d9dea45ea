import { describe, expect, it } from 'vitest';
import { chatProgressPercent, isActive, isReportInProgress } from './chat-progress';
import { createChat } from '../testing/chat-fixture';

describe('chat progress (spec part 3 §4, §9)', () => {
  it('is 25 % while pending, whatever the step text', () => {
    expect(chatProgressPercent('pending', null)).toBe(25);
    expect(chatProgressPercent('pending', 'step 0 of 1')).toBe(25);
  });

  it('is 50 % while processing without a step text', () => {
    expect(chatProgressPercent('processing', null)).toBe(50);
    expect(chatProgressPercent('processing', 'planning')).toBe(50);
  });

  it('maps "Step X of Y" to X/Y*80+10, clamped to 10..90', () => {
    expect(chatProgressPercent('processing', 'Step 1 of 4')).toBe(30);
    expect(chatProgressPercent('processing', 'step 3 of 6')).toBe(50);
    expect(chatProgressPercent('processing', 'step 0 of 5')).toBe(10);
    expect(chatProgressPercent('processing', 'step 9 of 4')).toBe(90);
  });

  it('treats a report without agent_report_completed as still being made, and polls it', () => {
    const report = createChat({
      chat_type: 'report',
      meta_data: { is_agent_report: true, report_type: 'daily', agent_report_completed: false },
    });
    expect(isReportInProgress(report)).toBe(true);
    expect(isActive(report)).toBe(true);
    expect(isActive(createChat())).toBe(false);
    expect(isActive(createChat({ job_status: 'processing' }))).toBe(true);
  });
});
