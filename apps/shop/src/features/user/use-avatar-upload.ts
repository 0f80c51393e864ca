import { useCallback, useState } from 'react';
import { upload } from '@bazaar/api/contract';
import { validateAvatarFile } from '@bazaar/domain';
import type { UploadItem } from '@bazaar/ui';
import { useNotify } from '../../app/feedback/use-notify.js';
import { useServices } from '../../app/services-context.js';
import { useEditProfile } from './use-profile.js';

/**
 * Changes the avatar: the chosen file must be a jpg, jpeg or png (domain `validateAvatarFile`),
 * is uploaded through `common/upload` with its progress (the `ImageUploader` item), then becomes
 * the profile's avatar. A failed upload stays as a failed item until removed.
 */
export function useAvatarUpload() {
  const { client } = useServices();
  const notify = useNotify();
  const { save } = useEditProfile();
  const [item, setItem] = useState<UploadItem | null>(null);

  const add = useCallback(
    async (files: readonly File[]) => {
      const file = files[0];
      if (!file) return;
      const format = validateAvatarFile(file.name, file.type || undefined);
      if (!format.ok) {
        notify.refusal(format);
        return;
      }
      const id = `avatar-${Date.now()}`;
      setItem({ id, src: '', status: 'uploading', progress: 0 });
      try {
        const { url } = await client.upload(
          upload,
          { file },
          {
            onProgress: ({ fraction }) => {
              if (fraction !== null) {
                setItem((current) =>
                  current?.id === id
                    ? { ...current, progress: Math.round(fraction * 100) }
                    : current,
                );
              }
            },
          },
        );
        setItem({ id, src: url, status: 'done', progress: 100 });
        const saved = await save({ avatar: url }, 'common:success.set');
        setItem((current) =>
          current?.id !== id ? current : saved ? null : { ...current, status: 'error' },
        );
      } catch {
        setItem((current) => (current?.id === id ? { ...current, status: 'error' } : current));
      }
    },
    [client, notify, save],
  );

  const remove = useCallback(() => setItem(null), []);

  return {
    /** The picture being uploaded, for `ImageUploader`. */
    items: item ? [item] : [],
    add: (files: File[]) => void add(files),
    remove,
    isUploading: item?.status === 'uploading',
  };
}
