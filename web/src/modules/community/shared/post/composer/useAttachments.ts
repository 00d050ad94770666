import { useState } from 'react';
import { POST_ATTACHMENTS_MAX } from '@seedbed/contracts/community';
import { useRestErrorMessage } from '../../../../../app/http/useRestErrorMessage';
import { uploadPostFile } from './uploads';

export interface ComposerFile {
  key: string;
  name: string;
  /** Set once stored. */
  id?: string;
  fileType?: string;
  url?: string;
  /** The server's reason when the upload was refused. */
  failed?: string;
}

export interface KeptFile {
  _id: string;
  name: string;
  fileType: string;
  url: string;
}

/**
 * The files of a post being written: those it already has (on an edit) and those added now, each
 * uploaded as soon as it is picked. At most POST_ATTACHMENTS_MAX in all; `tooMany` says files were
 * left out.
 */
export function useAttachments(initial: readonly KeptFile[] = []) {
  const restErrorMessage = useRestErrorMessage();
  const [files, setFiles] = useState<ComposerFile[]>(() => initial.map((file) => ({ key: file._id, name: file.name, id: file._id, fileType: file.fileType, url: file.url })));
  const [tooMany, setTooMany] = useState(false);

  async function add(picked: File[]) {
    const room = POST_ATTACHMENTS_MAX - files.length;
    setTooMany(picked.length > room);
    const added = picked
      .slice(0, Math.max(0, room))
      .map((file) => ({ file, entry: { key: `${file.name}-${Math.random().toString(36).slice(2)}`, name: file.name, fileType: file.type } }));
    setFiles((current) => [...current, ...added.map((a) => a.entry)]);
    await Promise.all(
      added.map(async ({ file, entry }) => {
        try {
          const stored = await uploadPostFile(file);
          setFiles((current) => current.map((f) => (f.key === entry.key ? { ...f, id: stored._id, fileType: stored.fileType, url: stored.url } : f)));
        } catch (error) {
          setFiles((current) => current.map((f) => (f.key === entry.key ? { ...f, failed: restErrorMessage(error) } : f)));
        }
      }),
    );
  }

  return {
    files,
    add,
    remove: (key: string) => {
      setTooMany(false);
      setFiles((current) => current.filter((f) => f.key !== key));
    },
    clear: () => {
      setTooMany(false);
      setFiles([]);
    },
    tooMany,
    uploading: files.some((f) => !f.id && !f.failed),
    ids: files.flatMap((f) => (f.id ? [f.id] : [])),
    full: files.length >= POST_ATTACHMENTS_MAX,
  };
}
