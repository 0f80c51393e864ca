import type { AuthLevel } from '@bazaar/api/contract';
import { DomainError } from '@bazaar/domain';
import type { FastifyRequest } from 'fastify';
import { unixNow } from '../lib/clock.js';
import { findSessionUser } from '../services/auth/sessions.js';
import type { AuthUser } from '../services/deps.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller of the `token` header, null when none or invalid (set by `authenticate`). */
    authUser: AuthUser | null;
  }
}

/** The token of a request: the `token` header (the contract's), or `Authorization: Bearer`. */
export function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers['token'];
  const token = Array.isArray(header) ? header[0] : header;
  if (token) return token.trim() || undefined;
  const authorization = request.headers.authorization;
  const match = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization) : null;
  return match?.[1];
}

/** Looks up the request's caller (null without a valid, unexpired token) and keeps it on the request. */
export async function authenticate(request: FastifyRequest): Promise<AuthUser | null> {
  const token = readToken(request);
  const { db, clock } = request.server.deps;
  request.authUser = token ? ((await findSessionUser(db, token, unixNow(clock))) ?? null) : null;
  return request.authUser;
}

/**
 * Refuses a caller below the endpoint's level: `login_required` (401) without a user,
 * `not_merchant` (403) on merchant routes for a user without a shop, `forbidden` (403) on operator
 * routes for anyone but an operator.
 */
export function enforceAuthLevel(level: AuthLevel, user: AuthUser | null): void {
  switch (level) {
    case 'public':
    case 'optional':
      return;
    case 'user':
      if (!user) throw new DomainError('login_required');
      return;
    case 'merchant':
      if (!user) throw new DomainError('login_required');
      if (user.shopAuth === 0) throw new DomainError('not_merchant');
      return;
    case 'operator':
      if (!user) throw new DomainError('login_required');
      if (user.role !== 'operator') throw new DomainError('forbidden');
      return;
    default:
      level satisfies never;
  }
}
