import { beforeAll, describe, expect, it } from 'vitest';
import type { i18n } from 'i18next';
import { LANGUAGE_CODES, chatTime, relativeTime } from '@bazaar/domain';
import type { ChatTime, LanguageCode, RelativeTime } from '@bazaar/domain';
import { createI18n } from './instance.js';
import { formatChatTime, formatDate, formatRelativeTime, formatWeekday } from './format-time.js';

const instances = {} as Record<LanguageCode, i18n>;

beforeAll(async () => {
  for (const language of LANGUAGE_CODES) instances[language] = await createI18n({ language });
});

describe('formatRelativeTime', () => {
  it.each<[LanguageCode, RelativeTime, string]>([
    ['en', { kind: 'just_now' }, 'Just now'],
    ['en', { kind: 'minutes', count: 1 }, '1 minute ago'],
    ['en', { kind: 'minutes', count: 5 }, '5 minutes ago'],
    ['en', { kind: 'hours', count: 1 }, '1 hour ago'],
    ['en', { kind: 'hours', count: 23 }, '23 hours ago'],
    ['en', { kind: 'yesterday' }, 'Yesterday'],
    ['en', { kind: 'day_before_yesterday' }, 'The day before yesterday'],
    ['en', { kind: 'days', count: 29 }, '29 days ago'],
    ['en', { kind: 'months', count: 1 }, '1 month ago'],
    ['en', { kind: 'years', count: 2 }, '2 years ago'],
    ['zh-cn', { kind: 'just_now' }, '刚刚'],
    ['zh-cn', { kind: 'minutes', count: 1 }, '1分钟前'],
    ['zh-cn', { kind: 'hours', count: 3 }, '3小时前'],
    ['zh-cn', { kind: 'yesterday' }, '昨天'],
    ['zh-cn', { kind: 'day_before_yesterday' }, '前天'],
    ['zh-cn', { kind: 'days', count: 6 }, '6天前'],
    ['zh-cn', { kind: 'months', count: 11 }, '11个月前'],
    ['zh-cn', { kind: 'years', count: 1 }, '1年前'],
    ['ja', { kind: 'just_now' }, 'たった今'],
    ['ja', { kind: 'minutes', count: 10 }, '10分前'],
    ['ja', { kind: 'hours', count: 1 }, '1時間前'],
    ['ja', { kind: 'yesterday' }, '昨日'],
    ['ja', { kind: 'day_before_yesterday' }, '一昨日'],
    ['ja', { kind: 'months', count: 2 }, '2か月前'],
    // Russian: one (1, 21, 101), few (2-4, 22-24), many (5-20, 25-30, 11-14)
    ['ru', { kind: 'minutes', count: 1 }, '1 минуту назад'],
    ['ru', { kind: 'minutes', count: 2 }, '2 минуты назад'],
    ['ru', { kind: 'minutes', count: 5 }, '5 минут назад'],
    ['ru', { kind: 'minutes', count: 11 }, '11 минут назад'],
    ['ru', { kind: 'minutes', count: 21 }, '21 минуту назад'],
    ['ru', { kind: 'minutes', count: 22 }, '22 минуты назад'],
    ['ru', { kind: 'hours', count: 1 }, '1 час назад'],
    ['ru', { kind: 'hours', count: 4 }, '4 часа назад'],
    ['ru', { kind: 'hours', count: 12 }, '12 часов назад'],
    ['ru', { kind: 'days', count: 1 }, '1 день назад'],
    ['ru', { kind: 'days', count: 3 }, '3 дня назад'],
    ['ru', { kind: 'days', count: 14 }, '14 дней назад'],
    ['ru', { kind: 'months', count: 5 }, '5 месяцев назад'],
    ['ru', { kind: 'years', count: 1 }, '1 год назад'],
    ['ru', { kind: 'years', count: 3 }, '3 года назад'],
    ['ru', { kind: 'years', count: 5 }, '5 лет назад'],
    ['ru', { kind: 'yesterday' }, 'Вчера'],
    ['th', { kind: 'just_now' }, 'เมื่อสักครู่'],
    ['th', { kind: 'minutes', count: 1 }, '1 นาทีที่แล้ว'],
    ['th', { kind: 'days', count: 2 }, '2 วันที่แล้ว'],
    ['th', { kind: 'yesterday' }, 'เมื่อวาน'],
    ['th', { kind: 'day_before_yesterday' }, 'เมื่อวานซืน'],
    // Spanish and Portuguese have a "many" form (millions)
    ['spa', { kind: 'days', count: 1 }, 'Hace 1 día'],
    ['spa', { kind: 'days', count: 1_000_000 }, 'Hace 1.000.000 días'],
    ['pt', { kind: 'months', count: 1 }, 'Há 1 mês'],
    ['tr', { kind: 'hours', count: 1 }, '1 saat önce'],
  ])('%s %j -> %s', (language, time, expected) => {
    expect(formatRelativeTime(instances[language], time)).toBe(expected);
  });

  it.each<[LanguageCode, string]>([
    ['en', 'Monday'],
    ['zh-cn', '星期一'],
    ['ja', '月曜日'],
    ['ru', 'Понедельник'],
    ['th', 'วันจันทร์'],
    ['spa', 'Lunes'],
  ])('names a weekday in %s, capitalised as a label: %s', (language, expected) => {
    expect(formatRelativeTime(instances[language], { kind: 'weekday', weekday: 1 })).toBe(expected);
  });

  it.each<[LanguageCode, RegExp]>([
    ['en', /^Feb 3, 2026$/],
    ['zh-cn', /^2026年2月3日$/],
    ['ja', /^2026\/0?2\/0?3$/],
    ['ru', /^3 февр\. 2026/],
    // Thai dates count years in the Buddhist era (2026 + 543)
    ['th', /^3 ก\.พ\. 2569$/],
  ])('writes an older date in %s', (language, expected) => {
    expect(
      formatRelativeTime(instances[language], { kind: 'date', year: 2026, month: 2, day: 3 }),
    ).toMatch(expected);
  });

  it('gives every language a text for every kind', () => {
    const kinds: RelativeTime[] = [
      { kind: 'just_now' },
      { kind: 'minutes', count: 7 },
      { kind: 'hours', count: 7 },
      { kind: 'yesterday' },
      { kind: 'day_before_yesterday' },
      { kind: 'weekday', weekday: 0 },
      { kind: 'days', count: 7 },
      { kind: 'months', count: 7 },
      { kind: 'years', count: 7 },
      { kind: 'date', year: 2020, month: 12, day: 31 },
    ];
    for (const language of LANGUAGE_CODES) {
      for (const time of kinds) {
        const text = formatRelativeTime(instances[language], time);
        expect(text, `${language} ${time.kind}`).not.toBe('');
        if ('count' in time) expect(text, `${language} ${time.kind}`).toContain('7');
      }
    }
  });

  it('accepts any { language, t } pair, not only an i18next instance', () => {
    const translator = { language: 'ja', t: (key: string) => `<${key}>` };
    expect(formatRelativeTime(translator, { kind: 'yesterday' })).toBe('<common:time.yesterday>');
    expect(formatRelativeTime(translator, { kind: 'weekday', weekday: 0 })).toBe('日曜日');
  });
});

describe('formatChatTime', () => {
  const cases: [LanguageCode, ChatTime, RegExp][] = [
    ['en', { kind: 'time', hour: 9, minute: 5 }, /^9:05\sAM$/],
    ['en', { kind: 'time', hour: 0, minute: 0 }, /^12:00\sAM$/],
    ['en', { kind: 'weekday', weekday: 0, hour: 21, minute: 30 }, /^Sunday,? 9:30\sPM$/],
    [
      'en',
      { kind: 'date', year: 2024, month: 2, day: 29, hour: 13, minute: 7 },
      /^Feb 29, 1:07\sPM$/,
    ],
    ['zh-cn', { kind: 'time', hour: 21, minute: 30 }, /^21:30$/],
    ['zh-cn', { kind: 'weekday', weekday: 6, hour: 8, minute: 0 }, /^星期六\s?0?8:00$/],
    [
      'zh-cn',
      { kind: 'date', year: 2024, month: 12, day: 1, hour: 23, minute: 59 },
      /^12月1日\s?23:59$/,
    ],
    ['ja', { kind: 'time', hour: 7, minute: 45 }, /^7:45$/],
    ['ja', { kind: 'weekday', weekday: 3, hour: 18, minute: 20 }, /水曜日/],
    ['ja', { kind: 'date', year: 2024, month: 1, day: 2, hour: 0, minute: 5 }, /^1月2日\s?0:05$/],
    ['ru', { kind: 'time', hour: 9, minute: 5 }, /^9:05$/],
    ['ru', { kind: 'weekday', weekday: 2, hour: 14, minute: 0 }, /^Вторник,? 14:00$/],
    [
      'ru',
      { kind: 'date', year: 2024, month: 3, day: 8, hour: 10, minute: 0 },
      /^8 мар\.?,? 10:00$/,
    ],
    ['th', { kind: 'time', hour: 21, minute: 30 }, /^21:30$/],
    ['th', { kind: 'weekday', weekday: 5, hour: 9, minute: 0 }, /^วันศุกร์\s0?9:00$/],
    [
      'th',
      { kind: 'date', year: 2024, month: 4, day: 13, hour: 12, minute: 0 },
      /^13 เม\.ย\.\s12:00$/,
    ],
  ];
  it.each(cases)('%s %j', (language, time, expected) => {
    expect(formatChatTime(language, time)).toMatch(expected);
  });

  it('adds the year to a date of another year when the current year is known', () => {
    const time: ChatTime = { kind: 'date', year: 2025, month: 12, day: 31, hour: 23, minute: 0 };
    expect(formatChatTime('en', time, { currentYear: 2026 })).toMatch(/^Dec 31, 2025,? 11:00\sPM$/);
    expect(formatChatTime('en', time, { currentYear: 2025 })).toMatch(/^Dec 31,? 11:00\sPM$/);
    expect(formatChatTime('zh-cn', time, { currentYear: 2026 })).toMatch(
      /^2025年12月31日\s?23:00$/,
    );
  });
});

describe('with the domain computing the descriptors', () => {
  const now = Date.UTC(2026, 10, 22, 12, 0); // Sunday 22 November 2026, noon UTC
  it.each<[number, string, string]>([
    [now - 2 * 60_000, 'Just now', '刚刚'],
    [now - 7 * 60_000, '7 minutes ago', '7分钟前'],
    [now - 3 * 3_600_000, '3 hours ago', '3小时前'],
    [now - 24 * 3_600_000, 'Yesterday', '昨天'],
    [now - 48 * 3_600_000, 'The day before yesterday', '前天'],
    [now - 4 * 24 * 3_600_000, 'Wednesday', '星期三'],
  ])('%i -> %s / %s', (then, english, chinese) => {
    const time = relativeTime(then, now, 'UTC');
    expect(formatRelativeTime(instances.en, time)).toBe(english);
    expect(formatRelativeTime(instances['zh-cn'], time)).toBe(chinese);
  });

  it('words a chat time', () => {
    expect(formatChatTime('en', chatTime(now - 3_600_000, now, 'UTC'))).toMatch(/^11:00\sAM$/);
    expect(formatChatTime('ru', chatTime(now - 2 * 24 * 3_600_000, now, 'UTC'))).toMatch(
      /^Пятница,? 12:00$/,
    );
  });
});

describe('formatDate and formatWeekday', () => {
  it('formats a Date in the given zone and language', () => {
    const moment = new Date(Date.UTC(2026, 10, 22, 23, 30));
    expect(formatDate('en', moment, { dateStyle: 'medium', timeZone: 'UTC' })).toBe('Nov 22, 2026');
    expect(formatDate('en', moment, { dateStyle: 'medium', timeZone: 'Asia/Tokyo' })).toBe(
      'Nov 23, 2026',
    );
    expect(formatDate('zh-cn', moment, { dateStyle: 'long', timeZone: 'UTC' })).toBe(
      '2026年11月22日',
    );
  });

  it('formats a calendar date without shifting it by a time zone', () => {
    expect(formatDate('en', { year: 2026, month: 1, day: 1 })).toBe('Jan 1, 2026');
    expect(formatDate('ko', { year: 2026, month: 12, day: 31 })).toMatch(/^2026\. 12\. 31\.$/);
  });

  it.each<[LanguageCode, string, string]>([
    ['en', 'Sunday', 'Sat'],
    ['zh-tw', '星期日', '週六'],
    ['ko', '일요일', '토'],
    ['vi', 'Chủ Nhật', 'Thứ 7'],
    ['tr', 'Pazar', 'Cmt'],
  ])('names weekdays in %s from Sunday = 0', (language, sunday, saturday) => {
    expect(formatWeekday(language, 0)).toBe(sunday);
    expect(formatWeekday(language, 6, 'short')).toBe(saturday);
  });
});
