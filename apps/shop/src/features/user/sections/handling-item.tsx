import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import type { FeedbackStatus } from '@bazaar/domain';
import { FeedbackStatusChip, LazyImage, vars } from '@bazaar/ui';

const Root = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding: ${vars.space[5]} ${vars.layout.gutter};
  background: ${vars.color.bgSurface};

  :root[data-layout='desktop'] & {
    padding: ${vars.space[6]};
    border-radius: ${vars.radius.lg};
    box-shadow: ${vars.shadow.card};
  }

  & > header {
    display: flex;
    align-items: flex-start;
    justify-content: space-between;
    gap: ${vars.space[3]};
  }
  & h3 {
    margin: 0;
    font-size: ${vars.fontSize.md};
    font-weight: ${vars.fontWeight.bold};
  }
  & p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  & [data-part='detail'] {
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
  }
  & [data-part='images'] {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(4rem, 5rem));
    gap: ${vars.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & [data-part='reply'] {
    padding: ${vars.space[3]} ${vars.space[4]};
    border-radius: ${vars.radius.md};
    background: ${vars.color.bgSurfaceSecondary};
  }
  & time {
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
  }
`;

/** Props of {@link HandlingItem}. */
export interface HandlingItemProps {
  /** What it is (the feedback type, the reported target), already translated. */
  heading: string;
  /** A line under the heading (the report's reason), already translated. */
  detail?: ReactNode;
  /** The user's text. */
  content: string;
  /** The pictures sent with it. */
  images: readonly string[];
  /** Where it stands against the 72-hour promise. */
  status: FeedbackStatus;
  /** The platform's answer, '' until handled. */
  reply: string;
  /** When it was sent, already formatted. */
  time: string;
  /** When it was sent, ISO 8601, for `<time dateTime>`. */
  dateTime: string;
}

/**
 * A feedback or report the user sent: what it is about, the text and pictures, its handling
 * status and the platform's reply once handled.
 */
export function HandlingItem({
  heading,
  detail,
  content,
  images,
  status,
  reply,
  time,
  dateTime,
}: HandlingItemProps) {
  const { t } = useTranslation();
  return (
    <Root>
      <header>
        <div>
          <h3>{heading}</h3>
          {detail ? <span data-part="detail">{detail}</span> : null}
        </div>
        <FeedbackStatusChip status={status} />
      </header>
      {content ? <p>{content}</p> : null}
      {images.length > 0 ? (
        <ul data-part="images" aria-label={t('user:handling.images')}>
          {images.map((src, index) => (
            <li key={`${src}-${index}`}>
              <LazyImage
                src={src}
                alt={t('user:handling.image', { index: index + 1 })}
                ratio={1}
                radius="8px"
              />
            </li>
          ))}
        </ul>
      ) : null}
      {reply ? (
        <div data-part="reply">
          <strong>{t('user:handling.reply')}</strong>
          <p>{reply}</p>
        </div>
      ) : null}
      <time dateTime={dateTime}>{time}</time>
    </Root>
  );
}
