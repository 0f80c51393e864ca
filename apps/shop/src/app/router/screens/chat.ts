import type { ScreenRegistry } from './types.js';

/** The screens of chat with shops and customer service. */
export const CHAT_SCREENS: ScreenRegistry = {};
