import { useMutation } from '@tanstack/react-query';

import { apiErrorFrom } from '@/lib/api-client';

import { ACCOUNT_STRINGS as S } from '../strings';

export type AccountExport = { blob: Blob; filename: string };

const FALLBACK_FILENAME = 'kindred-export.json';

/** The file name of a Content-Disposition header (`attachment; filename="…"`). */
export function filenameFrom(disposition: string | null): string {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  if (!match?.[1]) return FALLBACK_FILENAME;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/**
 * GET /api/account/export: everything stored about the user as a JSON attachment. Read as a
 * file (not through the JSON client) so it can be saved as it came.
 */
export async function exportAccount(): Promise<AccountExport> {
  const response = await fetch('/api/account/export', {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw await apiErrorFrom(response);
  return {
    blob: await response.blob(),
    filename: filenameFrom(response.headers.get('content-disposition')),
  };
}

/** Hands a file to the browser's downloads. */
export function saveFile({ blob, filename }: AccountExport): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked later: some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useExportAccount() {
  return useMutation({ mutationFn: exportAccount, meta: { signInMessage: S.needsSignIn } });
}
