import { useState } from 'react';
import { useRestErrorMessage } from '../app/http/useRestErrorMessage';

/**
 * Uploads a picked image at once: anything not of `types` is refused before sending with
 * `imageOnly`, and a refused upload shows the server's message. `failure` is what to show.
 */
export function useImageUpload(upload: (file: File) => Promise<void>, imageOnly: string, types: readonly string[]) {
  const restErrorMessage = useRestErrorMessage();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function pick(file: File | null) {
    if (!file) return;
    setFailure(undefined);
    if (!types.includes(file.type)) return setFailure(imageOnly);
    setBusy(true);
    try {
      await upload(file);
    } catch (error) {
      setFailure(restErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return { busy, failure, pick, accept: types.join(',') };
}
