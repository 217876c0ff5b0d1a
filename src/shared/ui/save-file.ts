/**
 * Hands `blob` to the browser as a download called `name` (a CSV of the consoles, a template, a receipt). The
 * address is let go a moment later: some browsers still read it after the click returns.
 */
export function saveFile(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
