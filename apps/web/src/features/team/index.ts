/** The team feature's public entry: the project overview shows the members strip. */
export { MemberAvatar } from './MemberAvatar';
export { memberName } from './model/members';
export { useMembers } from './teamQueries';
