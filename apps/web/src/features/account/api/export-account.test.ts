import { describe, expect, it } from 'vitest';

import { filenameFrom } from './export-account';

describe('filenameFrom', () => {
  it("reads the server's attachment name", () => {
    expect(filenameFrom('attachment; filename="kindred-export-2025-03-02.json"')).toBe(
      'kindred-export-2025-03-02.json',
    );
    expect(filenameFrom("attachment; filename*=UTF-8''my%20data.json")).toBe('my data.json');
  });

  it('falls back to a sensible name', () => {
    expect(filenameFrom(null)).toBe('kindred-export.json');
    expect(filenameFrom('attachment')).toBe('kindred-export.json');
  });
});
