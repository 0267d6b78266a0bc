/**
 * The text a polite live region shows for a message. Screen readers announce a region only when
 * its text changes, so a message equal to the one shown (the same count twice, "Gespeichert"
 * again) alternates a trailing no-break space to be read again.
 */
export function announcementText(shown: string, message: string): string {
  const plain = message.trim();
  if (plain === '') return '';
  if (shown === plain) return `${plain}\u00a0`;
  return plain;
}

/** The default quiet time of `announce`: 0 (at once). Typing-driven messages pass a delay. */
export const ANNOUNCE_DELAY_MS = 0;
