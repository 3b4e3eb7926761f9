// Copying and sharing the invitation link with whatever the browser offers.

/**
 * Copies `text`: the Clipboard API where allowed, else the selected field and the older copy
 * command. False when neither worked (the caller then asks the user to copy by hand).
 */
export async function copyText(text: string, field?: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not focused): try the fallback.
  }
  if (!field) return false;
  try {
    field.focus();
    field.select();
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

/**
 * The Web Share API. 'shared' when the share sheet completed, 'cancelled' when the user closed
 * it, 'unavailable' when sharing is not supported or failed.
 */
export async function shareLink(data: {
  title: string;
  text: string;
  url: string;
}): Promise<'shared' | 'cancelled' | 'unavailable'> {
  if (typeof navigator.share !== 'function') return 'unavailable';
  if (typeof navigator.canShare === 'function' && !navigator.canShare(data)) return 'unavailable';
  try {
    await navigator.share(data);
    return 'shared';
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    return 'unavailable';
  }
}
