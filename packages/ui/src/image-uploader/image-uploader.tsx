import { useId, useState } from 'react';
import { AVATAR_EXTENSIONS, validateAvatarFile } from '@bazaar/domain';
import { FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icon/icon.js';
import { IconButton } from '../icon-button/icon-button.js';
import { LazyImage } from '../lazy-image/lazy-image.js';
import { AddButton, Progress, Root } from './image-uploader.styles.js';

/** A picture of the uploader. */
export interface UploadItem {
  /** A key of the item. */
  id: string;
  /** The preview's address (an object URL while uploading, the stored address after). */
  src: string;
  /** `uploading` shows the progress, `error` a failed upload. */
  status: 'uploading' | 'done' | 'error';
  /** Percent uploaded, 0 to 100 (from `@bazaar/api`'s upload progress). */
  progress?: number;
}

/** Props of `ImageUploader`. */
export interface ImageUploaderProps {
  /** The label, already translated. */
  label: string;
  /** The pictures so far. */
  items: readonly UploadItem[];
  /** Called with the chosen files that pass the format check; the caller uploads them. */
  onAdd: (files: File[]) => void;
  /** Called to remove a picture. */
  onRemove: (id: string) => void;
  /** The most pictures. @default 9 */
  max?: number;
  /** Choose several files at once. @default true */
  allowsMultiple?: boolean;
  /**
   * Called to move a picture one place earlier (-1) or later (1). With it, each picture has move
   * buttons and the first is marked as the cover (goods photos); without it the order is fixed.
   */
  onMove?: (id: string, offset: -1 | 1) => void;
}

/**
 * Picture upload (avatars, refund evidence, reviews, goods photos in order): chooses files, refuses any that is not jpg,
 * jpeg or png by the domain's `validateAvatarFile` (with a message), shows each picture with its
 * upload progress (a react-aria `ProgressBar`) and a remove button; with `onMove`, buttons to
 * move each picture earlier or later and a cover mark on the first.
 */
export function ImageUploader({
  label,
  items,
  onAdd,
  onRemove,
  max = 9,
  allowsMultiple = true,
  onMove,
}: ImageUploaderProps) {
  const { t } = useTranslation('ui');
  const labelId = useId();
  const hintId = useId();
  const [rejected, setRejected] = useState<string[]>([]);
  const room = Math.max(0, max - items.length);

  const choose = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    const accepted = files.filter(
      (file) => validateAvatarFile(file.name, file.type || undefined).ok,
    );
    setRejected(files.filter((file) => !accepted.includes(file)).map((file) => file.name));
    if (accepted.length > 0) onAdd(accepted.slice(0, room));
  };

  return (
    <Root role="group" aria-labelledby={labelId} aria-describedby={hintId}>
      <span id={labelId}>{label}</span>
      <ul>
        {items.map((item, index) => (
          <li
            key={item.id}
            data-status={item.status}
            data-cover={onMove && index === 0 ? 'true' : undefined}
          >
            <LazyImage
              src={item.src}
              alt={t('upload.picture', { index: index + 1 })}
              ratio={1}
              radius="8px"
            />
            {item.status === 'uploading' ? (
              <Progress
                aria-label={t('upload.progress', { index: index + 1 })}
                value={item.progress ?? 0}
                $progress={`${item.progress ?? 0}%`}
              >
                <span />
              </Progress>
            ) : null}
            <span data-part="remove">
              <IconButton
                icon="close"
                size="sm"
                variant="filled"
                label={t('upload.remove', { index: index + 1 })}
                onPress={() => onRemove(item.id)}
              />
            </span>
            {onMove && index === 0 ? <span data-part="cover">{t('upload.cover')}</span> : null}
            {onMove && items.length > 1 ? (
              <span data-part="move">
                <IconButton
                  icon="back"
                  size="sm"
                  variant="filled"
                  label={t('upload.move_earlier', { index: index + 1 })}
                  isDisabled={index === 0}
                  onPress={() => onMove(item.id, -1)}
                />
                <IconButton
                  icon="forward"
                  size="sm"
                  variant="filled"
                  label={t('upload.move_later', { index: index + 1 })}
                  isDisabled={index === items.length - 1}
                  onPress={() => onMove(item.id, 1)}
                />
              </span>
            ) : null}
          </li>
        ))}
        {room > 0 ? (
          <li>
            <FileTrigger
              acceptedFileTypes={AVATAR_EXTENSIONS.map((extension) => `.${extension}`)}
              allowsMultiple={allowsMultiple}
              onSelect={choose}
            >
              <AddButton>
                <Icon name="camera" />
                {t('upload.add')}
              </AddButton>
            </FileTrigger>
          </li>
        ) : null}
      </ul>
      <span data-part="hint" id={hintId}>
        {t('upload.hint', { formats: AVATAR_EXTENSIONS.join(', '), count: max })}
      </span>
      {items.some((item) => item.status === 'error') ? (
        <span data-part="error" role="alert">
          {t('upload.failed')}
        </span>
      ) : null}
      {rejected.length > 0 ? (
        <span data-part="error" role="alert">
          {t('upload.rejected', {
            formats: AVATAR_EXTENSIONS.join(', '),
            files: rejected.join(', '),
          })}
        </span>
      ) : null}
    </Root>
  );
}
