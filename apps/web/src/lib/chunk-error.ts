// A screen's code that could not be downloaded: the browser's words for a failed dynamic import (Chrome,
// Firefox, Safari) and Vite's for a stylesheet it could not preload. Offline, this is a network failure
// like any other; after a new version was deployed, the file is simply gone from the server.
const patterns = [
  /^Failed to fetch dynamically imported module/,
  /^error loading dynamically imported module/,
  /^Importing a module script failed/,
  /^Unable to preload CSS/,
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return patterns.some((pattern) => pattern.test(message));
}

/** The file's address in the message, when the browser gives it. */
export function chunkUrlOf(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/\S+|\/assets\/\S+)/.exec(message)?.[1] ?? null;
}
