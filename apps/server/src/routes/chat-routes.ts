import { chat } from '@bazaar/api/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendRefusal } from '../http/error-handler.js';
import { registerEndpoint } from '../http/register-endpoint.js';
import {
  conversationHistory,
  conversationList,
  settleConversation,
  shopChat,
  totalUnread,
} from '../services/chat/store.js';

/** Where the chat websocket is served (API.md). */
export const CHAT_SOCKET_PATH = '/ws';

/**
 * True when a websocket may open from the request's `Origin`: one of the configured public origins,
 * or the server's own host (the page it served). A request without `Origin` comes from no browser
 * (a native app, a script): no other site's page can open it, so it is allowed; binding it still
 * needs a token (`chat/shake`).
 */
export function isAllowedOrigin(request: FastifyRequest, allowed: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

/** The chat websocket and endpoints (`/wanlshop/chat/...`). */
export function registerChatRoutes(app: FastifyInstance): void {
  app.get(
    CHAT_SOCKET_PATH,
    {
      websocket: true,
      onRequest: async (request, reply) => {
        if (!isAllowedOrigin(request, request.server.deps.config.publicOrigins)) {
          return sendRefusal(reply, 'forbidden');
        }
        return undefined;
      },
    },
    (socket, request) => request.server.deps.chat.accept(socket, request.log),
  );

  registerEndpoint(app, chat.shake, (ctx) =>
    ctx.deps.chat.shake(ctx.user, ctx.body.client_id, ctx.language),
  );
  registerEndpoint(app, chat.send, (ctx) =>
    ctx.deps.chat.send(ctx.user.id, ctx.body, ctx.now, ctx.request.log),
  );
  registerEndpoint(app, chat.getShopChat, (ctx) =>
    shopChat(ctx.db, ctx.user.id, ctx.body.shop_id, ctx.body.goods_id, ctx.language),
  );
  registerEndpoint(app, chat.history, (ctx) =>
    conversationHistory(ctx.db, ctx.user.id, ctx.body.to_id, ctx.body),
  );
  registerEndpoint(app, chat.lists, (ctx) => conversationList(ctx.db, ctx.user.id, ctx.query));
  registerEndpoint(app, chat.read, (ctx) =>
    settleConversation(ctx.db, ctx.user.id, ctx.body.id, 'read'),
  );
  registerEndpoint(app, chat.del, (ctx) =>
    settleConversation(ctx.db, ctx.user.id, ctx.body.id, 'del'),
  );
  registerEndpoint(app, chat.clear, (ctx) =>
    settleConversation(ctx.db, ctx.user.id, ctx.body.id, 'clear'),
  );
  registerEndpoint(app, chat.state, async (ctx) => ({
    ischat: await totalUnread(ctx.db, ctx.user.id),
  }));
}
