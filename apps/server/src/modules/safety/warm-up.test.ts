import { describe, expect, it } from 'vitest';

import { screenMessages } from './verdict';
import { WARM_UP_LINES } from './warm-up';

describe('the screen’s warm-up', () => {
  it('runs both paths: its two disclosures are flagged, its ordinary lines are not', () => {
    const flagged = WARM_UP_LINES.filter((line) => screenMessages([], line) !== null);
    expect(flagged).toEqual([
      'I keep thinking about ending it all, I have the pills saved up.',
      'Er hat mich gestern gewürgt, bis ich keine Luft mehr bekam.',
    ]);
  });
});
