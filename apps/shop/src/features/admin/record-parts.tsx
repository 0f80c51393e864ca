import { useTranslation } from 'react-i18next';
import { LazyImage } from '@bazaar/ui';

/** A user as operators' lists name them: the nickname and the username. */
export function userLabel(user: { readonly nickname: string; readonly username: string }): string {
  return user.nickname && user.nickname !== user.username
    ? `${user.nickname} (${user.username})`
    : user.username;
}

/** Props of {@link Pictures}. */
export interface PicturesProps {
  /** The stored pictures' addresses. */
  images: readonly string[];
  /** Names the list, already translated ("Evidence"). */
  label: string;
}

/** The pictures a record carries (evidence, a transfer screenshot), as a row of thumbnails. */
export function Pictures({ images, label }: PicturesProps) {
  const { t } = useTranslation();
  if (images.length === 0) return null;
  return (
    <ul data-part="images" aria-label={label}>
      {images.map((src, index) => (
        <li key={`${src}-${index}`}>
          <a href={src} target="_blank" rel="noreferrer">
            <LazyImage
              src={src}
              alt={t('admin:picture', { index: index + 1 })}
              ratio={1}
              radius="8px"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
