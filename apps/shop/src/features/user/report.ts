import { REPORT_TYPES, type ReportType } from '@bazaar/domain';

/**
 * The reasons a shopper picks from when reporting (`complaint/add` `reason`). The wire carries the
 * id, so the operator reads the same reason whatever the reporter's language; a reason that is not
 * one of these (an older client's free text) is shown as written.
 */
export const REPORT_REASONS = [
  'counterfeit',
  'fraud',
  'prohibited',
  'infringement',
  'harassment',
  'misleading',
  'other',
] as const;

/** One of {@link REPORT_REASONS}. */
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The i18n key of a reason id (`user:report.reason.fraud`), or null for free text. */
export function reportReasonKey(reason: string): string | null {
  return (REPORT_REASONS as readonly string[]).includes(reason)
    ? `user:report.reason.${reason}`
    : null;
}

/** What a report is about: the type, the id, and a name to show (the goods title, the shop name). */
export type ReportTarget = {
  readonly type: ReportType;
  readonly id: number;
  /** '' when unknown. */
  readonly name: string;
};

/** The query parameters of `/user/report` that name a target. */
const PARAMS = { type: 'type', id: 'id', name: 'name' } as const;

/**
 * The report screen with its target filled in, for a "report" link of a goods, shop or user page:
 * `reportPath({ type: 'goods', id: 12, name: 'Green tea' })` is
 * `/user/report?type=goods&id=12&name=Green+tea`.
 */
export function reportPath(target: { type: ReportType; id: number; name?: string }): string {
  const query = new URLSearchParams({ [PARAMS.type]: target.type, [PARAMS.id]: String(target.id) });
  if (target.name) query.set(PARAMS.name, target.name);
  return `/user/report?${query.toString()}`;
}

/** The target named by a `/user/report` query (see {@link reportPath}), or null when it names none. */
export function reportTargetFrom(search: URLSearchParams): ReportTarget | null {
  const type = search.get(PARAMS.type);
  const idText = search.get(PARAMS.id) ?? '';
  const id = Number(idText);
  if (!(REPORT_TYPES as readonly (string | null)[]).includes(type)) return null;
  if (!/^\d+$/.test(idText) || !Number.isSafeInteger(id) || id <= 0) return null;
  return { type: type as ReportType, id, name: (search.get(PARAMS.name) ?? '').trim() };
}
