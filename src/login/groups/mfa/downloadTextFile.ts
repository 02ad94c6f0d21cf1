export interface TextFile {
  filename: string;
  text: string;
}

/** Saves a text file through the browser's download, from a Blob URL. */
export function downloadTextFile({ filename, text }: TextFile): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.click();
  // Revoked later, not at once: some browsers read the Blob only after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
