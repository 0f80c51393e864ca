import { FEEDBACK_TYPES, REPORT_TYPES } from '@bazaar/domain';
import Type, { type Static } from 'typebox';
import { defineEndpoint } from './define.js';
import { Id, Paged, PageQuery, Timestamp } from './schemas.js';

/** Up to 6 images, each the URL of one of the caller's uploads (`/uploads/...`). */
const Images = Type.Array(Type.String({ maxLength: 200 }), { maxItems: 6 });

/**
 * Where a feedback or report stands against the 72-hour promise (domain `feedbackHandling`):
 * `pending`, `overdue` (72 hours passed unhandled) or `handled`.
 */
const HandlingStatus = Type.Enum(['pending', 'overdue', 'handled']);

const handling = {
  status: HandlingStatus,
  /** The platform's answer, '' until handled. */
  reply: Type.String(),
  handletime: Type.Union([Timestamp, Type.Null()]),
  createtime: Timestamp,
};

/** A feedback as its author sees it. */
export const FeedbackItem = Type.Object({
  id: Id,
  type: Type.Enum(FEEDBACK_TYPES),
  content: Type.String(),
  images: Type.Array(Type.String()),
  contact: Type.String(),
  ...handling,
});
/** The FeedbackItem type. */
export type FeedbackItem = Static<typeof FeedbackItem>;

/** A report as its author sees it. `target_name` is the reported nickname, goods title or shop name. */
export const ComplaintItem = Type.Object({
  id: Id,
  type: Type.Enum(REPORT_TYPES),
  target_id: Id,
  target_name: Type.String(),
  reason: Type.String(),
  content: Type.String(),
  images: Type.Array(Type.String()),
  ...handling,
});
/** The ComplaintItem type. */
export type ComplaintItem = Static<typeof ComplaintItem>;

/**
 * POST: files a feedback: one of the four types (domain `FEEDBACK_TYPES`), a description, up to 6
 * images (the caller's uploads) and an optional contact. Handled within 72 hours.
 */
export const add = defineEndpoint({
  name: 'feedback.add',
  method: 'POST',
  path: '/wanlshop/feedback/add',
  auth: 'user',
  body: Type.Object(
    {
      type: Type.String({ maxLength: 32 }),
      content: Type.String({ maxLength: 1000 }),
      images: Type.Optional(Images),
      contact: Type.Optional(Type.String({ maxLength: 100 })),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ id: Id }),
});

/** GET: the caller's feedback, newest first, with its handling status. */
export const lists = defineEndpoint({
  name: 'feedback.lists',
  method: 'GET',
  path: '/wanlshop/feedback/lists',
  auth: 'user',
  query: Type.Object(PageQuery),
  response: Paged(FeedbackItem),
});

/** The feedback endpoints, by action: `bindEndpoints(client, feedback)`. */
export const feedback = { add, lists } as const;

/**
 * POST: reports a user, a goods or a shop (`type`, `target_id` must exist; not oneself nor one's own
 * shop or goods) with a reason, a description and up to 6 images.
 */
export const complaintAdd = defineEndpoint({
  name: 'complaint.add',
  method: 'POST',
  path: '/wanlshop/complaint/add',
  auth: 'user',
  body: Type.Object(
    {
      type: Type.Enum(REPORT_TYPES),
      target_id: Id,
      reason: Type.String({ maxLength: 100 }),
      content: Type.Optional(Type.String({ maxLength: 1000 })),
      images: Type.Optional(Images),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ id: Id }),
});

/** GET: the caller's reports, newest first, with their handling status. */
export const complaintLists = defineEndpoint({
  name: 'complaint.lists',
  method: 'GET',
  path: '/wanlshop/complaint/lists',
  auth: 'user',
  query: Type.Object(PageQuery),
  response: Paged(ComplaintItem),
});

/** The report endpoints, by action: `bindEndpoints(client, complaint)`. */
export const complaint = { add: complaintAdd, lists: complaintLists } as const;
