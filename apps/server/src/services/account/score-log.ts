import type { PagedOf, ScoreLogItem } from '@bazaar/api/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { scoreLog } from '../../db/schema/index.js';
import { pagedAnswer, pageWindow } from '../../lib/paging.js';

/** user/scoreLog: the caller's point changes, newest first. */
export async function listScoreLog(
  db: Database,
  userId: number,
  query: { readonly page?: number; readonly limit?: number },
): Promise<PagedOf<ScoreLogItem>> {
  const window = pageWindow(query);
  const where = eq(scoreLog.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: scoreLog.id,
        type: scoreLog.type,
        score: scoreLog.score,
        before: scoreLog.before,
        after: scoreLog.after,
        memo: scoreLog.memo,
        createtime: scoreLog.createtime,
      })
      .from(scoreLog)
      .where(where)
      .orderBy(desc(scoreLog.createtime), desc(scoreLog.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(scoreLog).where(where),
  ]);
  return pagedAnswer(window, total?.n ?? 0, rows);
}
