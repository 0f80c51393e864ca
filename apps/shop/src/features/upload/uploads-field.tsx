import { ImageUploader } from '@bazaar/ui';
import type { ImageUploads } from './use-image-uploads.js';

/** Props of {@link UploadsField}. */
export interface UploadsFieldProps {
  /** The label, already translated. */
  label: string;
  /** The form's pictures (`useImageUploads`). */
  uploads: Pick<ImageUploads, 'items' | 'add' | 'remove'>;
  /** The most pictures; with 1, one file is chosen at a time. @default 9 */
  max?: number;
}

/** `ImageUploader` over a form's {@link ImageUploads}: the pictures upload as they are chosen. */
export function UploadsField({ label, uploads, max = 9 }: UploadsFieldProps) {
  return (
    <ImageUploader
      label={label}
      items={uploads.items}
      onAdd={uploads.add}
      onRemove={uploads.remove}
      max={max}
      allowsMultiple={max !== 1}
    />
  );
}
