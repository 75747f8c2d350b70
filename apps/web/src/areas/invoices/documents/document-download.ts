// A document's download started from a click: the PDF is saved as a file, and a failure has already been
// told by the API client, so nothing more is said here.

/** Runs a download; a failure has already been told by the API client. */
export const saving = (run: () => Promise<void>) => () => void run().catch(() => {});
