import { useChatTime } from '../chat/use-chat-time.js';
import { useRelativeTime } from '../catalogue/use-relative-time.js';
import { isoTime, useDateFormat } from './use-date-format.js';

/**
 * How a time reads: the date (`date`), the date and the time of day (`dateTime`), how long ago
 * (`relative`, "3 hours ago") or the chat rule's (`chat`: the clock today, the weekday within a
 * week, else the date).
 */
export type TimeFormat = 'date' | 'dateTime' | 'relative' | 'chat';

/** Props of {@link DateTime}. */
export interface DateTimeProps {
  /** The wire time, in unix seconds. */
  value: number;
  /** How it reads; the date and the time of day by default. */
  format?: TimeFormat;
  /** The end of a period that starts at `value` (unix seconds): the sentence gets both times. */
  until?: number;
  /**
   * A translated sentence around the time (`(time) => t('order:detail.autoconfirm', { time })`,
   * or `(from, to) => ...` with `until`): the sentence is shown with the `<time>` elements in the
   * placeholders' places.
   */
  sentence?: (time: string, until: string) => string;
  className?: string;
}

/** Stand for the times while the sentence is translated (private-use characters). */
const SLOTS = ['\uE000', '\uE001'] as const;

/**
 * A wire time as the user reads it, in a `<time dateTime>` element with the ISO 8601 instant (for
 * assistive technology, and for the screen baselines, which mask times): every date and time the
 * shop shows goes through it.
 */
export function DateTime({ format = 'dateTime', ...props }: DateTimeProps) {
  switch (format) {
    case 'date':
      return <FormattedDate {...props} withTime={false} />;
    case 'dateTime':
      return <FormattedDate {...props} withTime />;
    case 'relative':
      return <RelativeDate {...props} />;
    case 'chat':
      return <ChatDate {...props} />;
  }
}

type TextProps = Omit<DateTimeProps, 'format'>;

function FormattedDate({ withTime, ...props }: TextProps & { withTime: boolean }) {
  const date = useDateFormat();
  return <TimeText {...props} format={(value) => date(value, withTime)} />;
}

function RelativeDate(props: TextProps) {
  return <TimeText {...props} format={useRelativeTime()} />;
}

function ChatDate(props: TextProps) {
  return <TimeText {...props} format={useChatTime()} />;
}

function TimeText({
  value,
  until,
  sentence,
  className,
  format,
}: TextProps & { format: (unixSeconds: number) => string }) {
  const element = (at: number, key?: number) => (
    <time key={key} dateTime={isoTime(at)} className={className}>
      {format(at)}
    </time>
  );
  if (!sentence) return element(value);
  const times = [value, until ?? value];
  return (
    <>
      {sentence(...SLOTS)
        .split(/([\uE000\uE001])/u)
        .map((part, index) => {
          const slot = SLOTS.indexOf(part as (typeof SLOTS)[number]);
          return slot < 0 ? part : element(times[slot] ?? value, index);
        })}
    </>
  );
}
