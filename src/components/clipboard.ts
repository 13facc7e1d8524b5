/** Writes text to the clipboard; rejects when the browser has no clipboard or refuses. */
export async function writeClipboard(text: string): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) {
    throw new Error('The Clipboard API is not available in this browser');
  }
  await navigator.clipboard.writeText(text);
}
