import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { upload } from '@bazaar/api/contract';
import type { UploadItem } from '@bazaar/ui';
import { useServices } from '../../app/services-context.js';

type Entry = UploadItem & {
  /** The stored address once uploaded. */
  url: string | null;
  /** The local preview to release. */
  objectUrl: string | null;
};

/** Pictures of a form, uploaded as they are chosen (`ImageUploader`'s items and the addresses). */
export interface ImageUploads {
  /** The pictures for `ImageUploader`: uploading ones with their progress, failed ones marked. */
  items: UploadItem[];
  /** The stored addresses of the uploaded pictures, in order (what the form sends). */
  urls: string[];
  /** A picture is still uploading (wait before submitting). */
  isUploading: boolean;
  /** Uploads the chosen files (already checked as jpg, jpeg or png by `ImageUploader`). */
  add(files: readonly File[]): void;
  /** Removes a picture (an upload under way is cancelled). */
  remove(id: string): void;
  /** Moves a picture one place earlier (-1) or later (1): goods photos, whose first is the cover. */
  move(id: string, offset: -1 | 1): void;
}

let counter = 0;

function previewOf(file: File): string | null {
  // jsdom and some old browsers have no object URLs: the picture shows once uploaded.
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

function release(entry: Entry): void {
  if (entry.objectUrl && typeof URL.revokeObjectURL === 'function') {
    URL.revokeObjectURL(entry.objectUrl);
  }
}

/**
 * Uploads pictures through `common/upload` (`client.upload`, with its progress) as they are
 * chosen, starting from `initial` stored addresses (a form being edited). A failed upload stays
 * as a failed picture (the client has toasted why) until removed.
 */
export function useImageUploads(initial: readonly string[] = []): ImageUploads {
  const { client } = useServices();
  const [entries, setEntries] = useState<Entry[]>(() =>
    initial.map((url) => ({
      id: `upload-${++counter}`,
      src: url,
      status: 'done',
      url,
      objectUrl: null,
    })),
  );
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const update = (id: string, change: Partial<Entry>) =>
    setEntries((list) => list.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)));

  const add = useCallback(
    (files: readonly File[]) => {
      for (const file of files) {
        const id = `upload-${++counter}`;
        const objectUrl = previewOf(file);
        const controller = new AbortController();
        controllers.current.set(id, controller);
        setEntries((list) => [
          ...list,
          { id, src: objectUrl ?? '', status: 'uploading', progress: 0, url: null, objectUrl },
        ]);
        client
          .upload(
            upload,
            { file },
            {
              signal: controller.signal,
              onProgress: ({ fraction }) => {
                if (fraction !== null) update(id, { progress: Math.round(fraction * 100) });
              },
            },
          )
          .then(
            ({ url }) => update(id, { status: 'done', progress: 100, url, src: objectUrl ?? url }),
            () => {
              if (!controller.signal.aborted) update(id, { status: 'error' });
            },
          )
          .finally(() => controllers.current.delete(id));
      }
    },
    [client],
  );

  const remove = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    setEntries((list) => {
      const gone = list.find((entry) => entry.id === id);
      if (gone) release(gone);
      return list.filter((entry) => entry.id !== id);
    });
  }, []);

  const move = useCallback((id: string, offset: -1 | 1) => {
    setEntries((list) => {
      const from = list.findIndex((entry) => entry.id === id);
      const to = from + offset;
      if (from < 0 || to < 0 || to >= list.length) return list;
      const next = [...list];
      const [moved] = next.splice(from, 1);
      next.splice(to, 0, moved as Entry);
      return next;
    });
  }, []);

  return useMemo(
    () => ({
      items: entries.map(({ id, src, status, progress }) => ({ id, src, status, progress })),
      urls: entries.flatMap((entry) => (entry.url && entry.status === 'done' ? [entry.url] : [])),
      isUploading: entries.some((entry) => entry.status === 'uploading'),
      add,
      remove,
      move,
    }),
    [entries, add, remove, move],
  );
}
