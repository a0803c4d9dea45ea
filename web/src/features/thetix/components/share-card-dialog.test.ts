import { describe, expect, it } from 'vitest';
import { embedSnippet } from './share-card-dialog';

describe('the Share dialog embed snippet (spec part 3 §2, issue 30 item 1)', () => {
  it('is the spec-sized frame with the chosen options, then the loader from the same origin', () => {
    // Act
    const plain = embedSnippet('https://thetix.app/public/thetix-card/abc');
    const compactDark = embedSnippet('https://thetix.app/public/thetix-card/abc', {
      compact: true,
      theme: 'dark',
    });

    // Assess
    expect(plain).toBe(
      '<iframe src="https://thetix.app/public/thetix-card/abc" width="100%" height="500" style="min-height: 400px; border: 0;" loading="lazy" title="Thetix card"></iframe>\n<script async src="https://thetix.app/embed.js"></script>',
    );
    expect(compactDark).toContain('src="https://thetix.app/public/thetix-card/abc?compact=1&theme=dark"');
  });
});
