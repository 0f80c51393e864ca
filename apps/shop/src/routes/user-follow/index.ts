export { FollowScreen } from './user-follow.js';
