import { user } from '@bazaar/api/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/register-endpoint.js';
import { login, logout, profile, refresh, register } from '../services/auth/auth-service.js';
import { checkCaptcha, createCaptcha } from '../services/auth/captcha.js';

/** Captcha, register, login, refresh, logout and the profile read. */
export function registerUserRoutes(app: FastifyInstance): void {
  registerEndpoint(app, user.captcha, (ctx) =>
    createCaptcha(ctx.db, ctx.now, ctx.deps.captchaCode),
  );
  registerEndpoint(app, user.verifyCaptcha, async (ctx) => {
    await checkCaptcha(ctx.db, ctx.body.key, ctx.body.code, ctx.now);
    return {};
  });
  registerEndpoint(app, user.register, (ctx) => register(ctx.deps, ctx.body, ctx.origin));
  registerEndpoint(app, user.login, (ctx) => login(ctx.deps, ctx.body, ctx.origin));
  registerEndpoint(app, user.refresh, (ctx) => refresh(ctx.deps, ctx.user, ctx.origin));
  registerEndpoint(app, user.logout, async (ctx) => {
    await logout(ctx.deps, ctx.user);
    return {};
  });
  registerEndpoint(app, user.profile, (ctx) => profile(ctx.deps, ctx.user));
}
