/** Hands a file to the browser as a download under `name`. */
export function saveBlob(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the address only after the click's task has run.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
