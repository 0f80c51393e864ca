export { Avatar } from './avatar.js';
export type { AvatarProps } from './avatar.js';
